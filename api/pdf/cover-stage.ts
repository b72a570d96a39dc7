import { answer } from '../../domain/catalogue/shown.ts';
import { CONSULAR_NEXT_STEPS } from '../../domain/rules/eligibility.ts';
import { filedPetitionOf, type FilingPath, type FilingStage } from '../../domain/rules/filing-path.ts';
import { usDate } from '../../domain/uscis/format.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { translate } from '../../domain/i18n/messages.ts';
import type { MappingContext } from '../../domain/uscis/index.ts';
import type { CoverWriter } from './cover-writer.ts';
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
function petitionNotice(ctx: MappingContext, path: FilingPath): string {
  const holds = 'This package holds the petition alone, Forms I-130 and I-130A';
  switch (path.kind) {
    case 'consular': {
      const consulate = consulateOf(ctx);
      return (
        `${holds}, for a spouse who applies for an immigrant visa at a U.S. embassy or consulate abroad` +
        `${consulate ? ` (${consulate}, as Form I-130 Part 4 Item Number 62 names it)` : ''}. ` +
        'What follows the approval is listed under "What comes next": Greencard does not prepare it.'
      );
    }
    case 'petition-only':
      return (
        `${holds}. As you answered, the law does not let the beneficiary get the green card from inside the United States (adjustment of status). ` +
        'Filing the petition is still the first step; what follows it needs an immigration attorney or a DOJ-accredited representative, as "What comes next" says.'
      );
    case 'petition-first':
      return path.reason === 'visa'
        ? `${holds}: USCIS cannot take the green card application yet, as "Where to mail" explains. Filing the petition now gives the beneficiary their place in line.`
        : `${holds}, as you chose: mail it now. Your green card application (Form I-485 with Form I-864) is the second package of your filing: ` +
            'once USCIS sends the petition’s receipt notice (Form I-797C), enter its receipt number in Greencard and download it. ' +
            'Until Form I-485 is filed, the petition alone does not let the beneficiary stay, work or travel.';
    case 'together':
    case 'petition-filed':
      return `${holds}.`;
    default: {
      const exhaustive: never = path;
      return exhaustive;
    }
  }
}

/** What the green card application rests on: the Form I-130 filed before it. */
function adjustmentNotice(ctx: MappingContext): string {
  const filed = filedPetitionOf(ctx.answers['ONBOARDING']);
  if (!filed) {
    return (
      'This package is the green card application on the Form I-130 you file first. Do not mail it before USCIS has sent that petition’s receipt notice ' +
      '(Form I-797C): enter its receipt number in Greencard, then download this package again, so that Form I-485 prints it.'
    );
  }
  const priority = filed.priorityDate ? `, priority date ${usDate(filed.priorityDate)}` : '';
  return (
    `This package is the green card application on the Form I-130 already filed (receipt number ${filed.receiptNumber}${priority}, ${filed.status}), ` +
    'which Form I-485 Part 2 Item Number 2 names. Put a copy of that petition’s notice (Form I-797) in it, as "What to attach" says, and no new Form I-130.'
  );
}

/** The notice under the cover's title for a stage of a filing in two packages; nothing for the whole package. */
export function writeStageNotice(writer: PageWriter, ctx: MappingContext, path: FilingPath, stage: FilingStage): void {
  if (stage === 'whole') return;
  writer.space(4);
  writer.text(stage === 'petition' ? petitionNotice(ctx, path) : adjustmentNotice(ctx), { bold: true, size: 10 });
}

/** Why a barred beneficiary needs a lawyer before anything else (INA 245(a), 212(a)(9)(B); Form I-601A). */
const LAWYER_NEXT =
  'Greencard prepares the petition only. The beneficiary can get the green card only through an immigrant visa abroad, and leaving the United States ' +
  'after unlawful presence can bar a return for 3 or 10 years (INA 212(a)(9)(B)) unless a waiver is granted, for example a provisional unlawful presence ' +
  'waiver (Form I-601A) asked for before leaving. Talk to an immigration attorney or a DOJ-accredited representative before the beneficiary leaves the ' +
  'United States or files anything else.';

/** What follows the petition for a spouse abroad (consular processing) or a beneficiary the law bars from adjusting: steps Greencard does not prepare. */
export function writeNextSteps({ writer, heading }: CoverWriter, path: FilingPath, stage: FilingStage): void {
  if (stage !== 'petition') return;
  if (path.kind === 'consular') {
    heading('What comes next (Greencard does not prepare these steps)');
    writer.text(CONSULAR_NEXT_STEPS, { size: 9.5 });
  } else if (path.kind === 'petition-only') {
    heading('What comes next needs a lawyer');
    writer.text(LAWYER_NEXT, { size: 9.5 });
  }
}
