import { CONSULAR_NEXT_STEPS } from '../rules/eligibility.ts';
import type { FilingPath, FilingStage } from '../rules/filing-path.ts';
import { heldForms, type PackagePlan } from '../uscis/filing.ts';
import { printedFormName } from '../uscis/types.ts';

/**
 * What a couple reads about how they file and the packages it makes (issue 20): the dashboard, the
 * preview and the payment page show these, from the same plan the server sells by.
 */

const inWords = (forms: readonly string[]): string =>
  forms.length < 2 ? forms.join('') : `${forms.slice(0, -1).join(', ')} and ${forms.at(-1) ?? ''}`;

const STAGE_NAMES: Readonly<Record<FilingStage, string>> = {
  whole: 'Your whole filing',
  petition: 'Your petition',
  adjustment: 'Your green card application',
};

/** "Your petition: Forms I-130 and I-130A". */
export const stageTitle = (stage: FilingStage, forms: readonly string[]): string =>
  forms.length === 0 ? STAGE_NAMES[stage] : `${STAGE_NAMES[stage]}: Form${forms.length > 1 ? 's' : ''} ${inWords(forms)}`;

/** The trade-offs of filing apart, said as facts, not advice. */
export const TWO_STAGES_FACTS =
  'The petition alone does not let the beneficiary stay, work or travel; a pending Form I-485 does (with Forms I-765 and I-131). ' +
  'A later Form I-485 still rests on the same petition, and USCIS charges the same fees whether the forms go in together or apart.';

/** How the couple files, in plain words. */
export function pathSummary(path: FilingPath): string {
  switch (path.kind) {
    case 'together':
      return 'You file everything together: the petition (Forms I-130 and I-130A) and the green card application (Form I-485 with Form I-864) in one package.';
    case 'petition-first':
      return path.reason === 'visa'
        ? 'You file the petition (Forms I-130 and I-130A) now, so your place in line starts; the green card application follows when the Visa Bulletin is current for it. ' +
            TWO_STAGES_FACTS
        : 'You file the petition (Forms I-130 and I-130A) now and the green card application (Form I-485 with Form I-864) later, on the petition’s receipt number. ' +
            TWO_STAGES_FACTS;
    case 'petition-filed':
      return 'Your Form I-130 is already filed: we prepare the green card application (Form I-485 with Form I-864) on its receipt number, with a copy of its notice (Form I-797).';
    case 'consular':
      return 'The beneficiary applies for an immigrant visa abroad: we prepare the petition (Forms I-130 and I-130A), naming the U.S. embassy or consulate.';
    case 'petition-only':
      return 'As you answered, the beneficiary cannot get the green card from inside the United States: we prepare the petition (Forms I-130 and I-130A) alone.';
    default: {
      const exhaustive: never = path;
      return exhaustive;
    }
  }
}

/** To a couple filing together whose package is held today: the petition can go in now (issue 20). */
export function petitionFirstProposal(plan: PackagePlan): string {
  const held = heldForms(plan).map((filing) => printedFormName(filing.form));
  const waitingOn = held.length > 0 ? `our Form${held.length > 1 ? 's' : ''} ${inWords(held)} ${held.length > 1 ? 'are' : 'is'} updated to the edition${held.length > 1 ? 's' : ''} USCIS requires` : 'USCIS takes it';
  return `You can file the petition today; your green card application will be ready when ${waitingOn}, and we e-mail you then. ${TWO_STAGES_FACTS}`;
}

/** What follows that this service does not prepare, for a spouse abroad or a couple the law bars from adjusting. */
export function nextSteps(path: FilingPath): string | null {
  if (path.kind === 'consular') return CONSULAR_NEXT_STEPS;
  if (path.kind === 'petition-only') {
    return (
      'What follows the petition (an immigrant visa abroad, the unlawful presence bars, a provisional waiver on Form I-601A) needs an immigration attorney ' +
      'or a DOJ-accredited representative: talk to one before the beneficiary leaves the United States.'
    );
  }
  return null;
}
