import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { translate, type MessageId } from '../i18n/messages.ts';
import type { FilingPath, FilingStage } from '../rules/filing-path.ts';
import { heldForms, type PackagePlan } from '../uscis/filing.ts';
import { printedFormName } from '../uscis/types.ts';
import { listValues } from '../i18n/lists.ts';

/**
 * What a couple reads about how they file and the packages it makes (issue 20): the dashboard, the
 * preview and the payment page show these, from the same plan the server sells by, in the
 * account's language (issue 22; form numbers as USCIS prints them).
 */

const inWords = (language: Language, forms: readonly string[]): string =>
  forms.length < 2 ? forms.join('') : translate(language, 'list.and', listValues(forms));

/** "Forms I-130 and I-130A", "Formularios I-130 y I-130A". */
const formsInWords = (language: Language, forms: readonly string[]): string =>
  translate(language, 'filing.forms', { count: forms.length, names: inWords(language, forms) });

const STAGE_NAMES: Readonly<Record<FilingStage, MessageId>> = {
  whole: 'filing.stage.whole',
  petition: 'filing.stage.petition',
  adjustment: 'filing.stage.adjustment',
};

/** "Your petition: Forms I-130 and I-130A". */
export const stageTitle = (stage: FilingStage, forms: readonly string[], language: Language = DEFAULT_LANGUAGE): string =>
  forms.length === 0
    ? translate(language, STAGE_NAMES[stage])
    : translate(language, 'filing.stage.titled', { stage: translate(language, STAGE_NAMES[stage]), forms: formsInWords(language, forms) });

/** The trade-offs of filing apart, said as facts, not advice. */
export const twoStagesFacts = (language: Language = DEFAULT_LANGUAGE): string => translate(language, 'filing.twoStagesFacts');
export const TWO_STAGES_FACTS = twoStagesFacts();

/** How the couple files, in plain words. */
export function pathSummary(path: FilingPath, language: Language = DEFAULT_LANGUAGE): string {
  const facts = twoStagesFacts(language);
  switch (path.kind) {
    case 'together':
      return translate(language, 'filing.path.together');
    case 'petition-first':
      return translate(language, path.reason === 'visa' ? 'filing.path.petitionFirstVisa' : 'filing.path.petitionFirst', { facts });
    case 'petition-filed':
      return translate(language, 'filing.path.petitionFiled');
    case 'consular':
      return translate(language, 'filing.path.consular');
    case 'petition-only':
      return translate(language, 'filing.path.petitionOnly');
    default: {
      const exhaustive: never = path;
      return exhaustive;
    }
  }
}

/** To a couple filing together whose package is held today: the petition can go in now (issue 20). */
export function petitionFirstProposal(plan: PackagePlan, language: Language = DEFAULT_LANGUAGE): string {
  const held = heldForms(plan).map((filing) => printedFormName(filing.form));
  const waitingOn =
    held.length > 0 ? translate(language, 'filing.proposal.forms', { forms: formsInWords(language, held), count: held.length }) : translate(language, 'filing.proposal.uscis');
  return translate(language, 'filing.proposal', { waitingOn, facts: twoStagesFacts(language) });
}

/** What follows that this service does not prepare, for a spouse abroad or a couple the law bars from adjusting. */
export function nextSteps(path: FilingPath, language: Language = DEFAULT_LANGUAGE): string | null {
  if (path.kind === 'consular') return translate(language, 'filing.next.consular');
  if (path.kind === 'petition-only') return translate(language, 'filing.next.petitionOnly');
  return null;
}
