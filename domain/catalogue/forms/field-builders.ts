import type { CatalogueText } from '../text.ts';
import type { Condition, FieldDef } from '../types.ts';

/** The required yes/no and money questions the income questions are made of, shown when `visibleWhen` holds. */

const shownWhen = (visibleWhen: Condition | undefined) => (visibleWhen ? { visibleWhen } : {});

export const yesNoField = <K extends string>(key: K, question: CatalogueText, help: CatalogueText, visibleWhen?: Condition) => ({
  key,
  question,
  kind: 'yesNo',
  required: true,
  help,
  ...shownWhen(visibleWhen),
}) as const satisfies FieldDef;

/** Whole U.S. dollars, 0 or more. */
export const moneyField = <K extends string>(key: K, question: CatalogueText, help: CatalogueText, visibleWhen?: Condition) => ({
  key,
  question,
  kind: 'money',
  required: true,
  format: 'nonNegativeMoney',
  help,
  ...shownWhen(visibleWhen),
}) as const satisfies FieldDef;
