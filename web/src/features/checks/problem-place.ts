import { CATALOGUE } from '@domain/catalogue/index.ts';
import { localizedForm } from '@domain/catalogue/localized.ts';
import { NO_FACTS, textOf } from '@domain/catalogue/text.ts';
import { isFormType } from '@domain/catalogue/types.ts';
import type { Application } from '@domain/contract/applications.ts';
import type { Language } from '@domain/i18n/languages.ts';
import type { MessageId } from '@domain/i18n/messages.ts';
import type { CheckError } from '@domain/rules/check.ts';
import { paths } from '../../config/paths.ts';

const ROW_PATH = /^(.+?)\[(\d+)\]\.(.+)$/;

type T = (id: MessageId, values?: Record<string, string | number>) => string;

/**
 * For an answer inside a list ('pPhysicalAddressHistory[1].physicalCity'): "Address 2: City or
 * town". The question is the catalogue's text in the page's language (textOf: English until the
 * catalogue's question is a message).
 */
export function rowQuestion(problem: CheckError, language: Language, t: T): string | null {
  const match = ROW_PATH.exec(problem.field);
  if (!match || !isFormType(problem.formType)) return null;
  const [, groupKey, index, itemKey] = match;
  const english = CATALOGUE[problem.formType];
  const group = english && localizedForm(english, language).steps.flatMap((step) => step.fields).find((field) => field.key === groupKey);
  const item = group?.item?.find((field) => field.key === itemKey);
  if (!group || !item) return null;
  const label = group.itemLabel ?? t('screens.check.entry');
  const title = `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
  // Address parts read "Address: city or town"; after "Address 2:" the word is not said twice.
  // List items name no tax year: their text needs no facts of the filing date.
  const asked = textOf(item.question, { ...NO_FACTS, language });
  const question = asked.startsWith(`${title}: `) ? asked.slice(title.length + 2) : asked;
  return `${title} ${Number(index) + 1}: ${question}`;
}

/** Where a problem is fixed: its form, opened on its step with the answer focused; null when no form asks it. */
export function problemHref(problem: CheckError, applications: readonly Application[]): string | null {
  const { formType } = problem;
  if (!isFormType(formType) || !CATALOGUE[formType]) return null;
  const active = applications.filter((application) => application.formType === formType);
  const application = active.find((a) => a.status !== 'archived') ?? active[0];
  const place = problem.step !== undefined ? { step: problem.step, field: problem.field } : undefined;
  return paths.form.href(formType, application?.id ?? 'new', place);
}

/** The problems in the order they came, gathered by form. */
export function problemsByForm(problems: readonly CheckError[], general: string, language: Language): { key: string; title: string; problems: CheckError[] }[] {
  const groups = new Map<string, { key: string; title: string; problems: CheckError[] }>();
  for (const problem of problems) {
    const key = problem.formType ?? 'general';
    const known = isFormType(problem.formType) ? CATALOGUE[problem.formType] : undefined;
    const title = (known && localizedForm(known, language).title) ?? problem.formName ?? problem.formType ?? general;
    const group = groups.get(key) ?? { key, title, problems: [] };
    group.problems.push(problem);
    groups.set(key, group);
  }
  return [...groups.values()];
}
