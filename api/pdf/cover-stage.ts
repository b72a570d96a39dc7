import { answer, onboardingOf } from '../../domain/catalogue/shown.ts';
import { filedPetitionOf, type FilingPath, type FilingStage } from '../../domain/rules/filing-path.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { translate } from '../../domain/i18n/messages.ts';
import type { MappingContext } from '../../domain/uscis/index.ts';
import { coverDate, type CoverWriter } from './cover-writer.ts';
import type { PageWriter } from './layout.ts';

/**
 * What the cover says of the stage its package is: the petition alone (and why), the green card
 * application on a petition filed before it, or everything at once; and, for a couple whose
 * petition leads abroad or to a lawyer, what comes after it, which Greencard does not prepare.
 */

export const stageTitle = (stage: FilingStage, language: Language): string => translate(language, 'cover.title', { stage });

/** The U.S. embassy or consulate the couple named (Form I-130 Part 4 item 62), as "City, Country". */
function consulateOf(ctx: MappingContext): string {
  return [answer(ctx, 'ONBOARDING', 'onboardingConsulateCity'), answer(ctx, 'ONBOARDING', 'onboardingConsulateCountry')].filter((part) => part !== '').join(', ');
}

/** Why this package holds the petition alone, in the path's own terms. */
function petitionNotice(ctx: MappingContext, path: FilingPath, language: Language): string {
  switch (path.kind) {
    case 'consular':
      return translate(language, 'cover.stage.consular', { consulate: consulateOf(ctx) || 'none' });
    case 'petition-only':
      return translate(language, 'cover.stage.petitionOnly');
    case 'petition-first':
      return translate(language, path.reason === 'visa' ? 'cover.stage.visaWait' : 'cover.stage.chosen');
    case 'together':
    case 'petition-filed':
      return translate(language, 'cover.stage.petitionAlone');
    default: {
      const exhaustive: never = path;
      return exhaustive;
    }
  }
}

/** What the green card application rests on: the Form I-130 filed before it. */
function adjustmentNotice(ctx: MappingContext, language: Language): string {
  const filed = filedPetitionOf(onboardingOf(ctx));
  if (!filed) return translate(language, 'cover.stage.adjustmentUnfiled');
  const priority = filed.priorityDate ? coverDate(language, filed.priorityDate) : 'none';
  return translate(language, 'cover.stage.adjustmentFiled', { receipt: filed.receiptNumber, priority, status: filed.status });
}

/** The notice under the cover's title for a stage of a filing in two packages; nothing for the whole package. */
export function writeStageNotice(writer: PageWriter, ctx: MappingContext, path: FilingPath, stage: FilingStage, language: Language): void {
  if (stage === 'whole') return;
  writer.space(4);
  writer.text(stage === 'petition' ? petitionNotice(ctx, path, language) : adjustmentNotice(ctx, language), { bold: true, size: 10 });
}

/**
 * What follows the petition for a spouse abroad (consular processing) or a beneficiary the law bars
 * from adjusting (INA 245(a), 212(a)(9)(B); Form I-601A): steps Greencard does not prepare.
 */
export function writeNextSteps({ writer, heading, language }: CoverWriter, path: FilingPath, stage: FilingStage): void {
  if (stage !== 'petition') return;
  if (path.kind === 'consular') {
    heading(translate(language, 'cover.next.consularTitle'));
    writer.text(translate(language, 'eligibility.consularNextSteps'), { size: 9.5 });
  } else if (path.kind === 'petition-only') {
    heading(translate(language, 'cover.next.lawyerTitle'));
    writer.text(translate(language, 'cover.next.lawyer'), { size: 9.5 });
  }
}
