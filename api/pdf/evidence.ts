import { fieldsOf } from '../../domain/catalogue/index.ts';
import { criminalHistoryStep } from '../../domain/catalogue/forms/i485/criminal-history.ts';
import { i485Specific } from '../../domain/catalogue/forms/i485-specific.ts';
import type { MappingContext, UscisForm } from '../../domain/uscis/index.ts';
import type { PersonPrefix, ScalarKey } from '../../domain/catalogue/keys.ts';
import { answer as answerIn, onboardingOf, personAnswer, shownAnswerRecord } from '../../domain/catalogue/shown.ts';
import { lastArrival, previousMarriages, proceedings } from '../../domain/people/index.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/i18n/languages.ts';
import { translate, type MessageId } from '../../domain/i18n/messages.ts';
import { coverDate } from './cover-writer.ts';
import { filedPetitionOf } from '../../domain/rules/filing-path.ts';
import { affidavitEvidence } from './evidence-sponsors.ts';
import { isAbroad } from '../../domain/catalogue/places.ts';
import { countryName } from '../../domain/i18n/countries.ts';

/** What to attach, grouped as a person gathers it. */
export interface EvidenceSection {
  readonly heading: string;
  readonly items: readonly string[];
  /**
   * The documents of `items` issued (or maybe issued) outside the United States, as the cover's
   * "English translations" names them (8 CFR 103.2(b)(3)): that list is read from here alone.
   */
  readonly abroad?: readonly string[];
}

/** A country an answer names, other than the United States. */

/** One message of "What to attach" in the cover's language. */
type Say = (id: MessageId, values?: Record<string, string | number>) => string;

function petitionerStatus(ctx: MappingContext, say: Say): string {
  const answer = <K extends ScalarKey<'PETITIONER_INFO'>>(key: K) => answerIn(ctx, 'PETITIONER_INFO', key);
  if (answer('usStatus') === 'pr') return say('cover.evidence.petitioner.pr');
  if (answer('usStatus') !== 'citizen') return say('cover.evidence.petitioner.status');
  if (answer('usHasCertOfNaturalOrCitizenship') === 'yes') return say('cover.evidence.petitioner.certificate');
  if (answer('usCitizenshipGotBy') === 'by_birth') return say('cover.evidence.petitioner.birth');
  return say('cover.evidence.petitioner.passport');
}

function endedMarriages(ctx: MappingContext, prefix: PersonPrefix, say: Say, language: Language): { items: string[]; abroad: string[] } {
  const items: string[] = [];
  const abroad: string[] = [];
  for (const marriage of previousMarriages(ctx, prefix)) {
    const { first, middle, last } = marriage.spouse;
    const spouse = [first, middle, last].filter((part) => part !== '').join(' ');
    const ended = marriage.endDate ? coverDate(language, marriage.endDate) : 'none';
    items.push(say('cover.evidence.ended', { who: prefix, spouse, ended, proof: marriage.endReason || 'other' }));
    if (isAbroad(marriage.endCountry)) abroad.push(say('cover.translation.ended', { who: prefix, spouse, country: countryName(language, marriage.endCountry) }));
  }
  return { items, abroad };
}

/** A Part 9 item answered Yes, by a key the catalogue's own field gives. */
const shownYes = (ctx: MappingContext, key: string) => shownAnswerRecord(ctx, 'I_485_SPECIFIC')[key] === 'yes';

const beneficiaryAnswer = <K extends ScalarKey<'BENEFICIARY_INFO'>>(ctx: MappingContext, key: K) => answerIn(ctx, 'BENEFICIARY_INFO', key);

/** The passport or travel document the beneficiary came in with, or an identity document when they had none. */
function travelDocumentEvidence(ctx: MappingContext, say: Say): string {
  if (beneficiaryAnswer(ctx, 'passportNumber') !== '') return say('cover.evidence.passport');
  if (beneficiaryAnswer(ctx, 'travelDocumentNumber') !== '') return say('cover.evidence.travelDocument');
  return say('cover.evidence.identity');
}

/**
 * How the beneficiary last came in, in the documents that show it: a visa only for someone who
 * gave the visa they used (not a Visa Waiver visitor, a parolee, or someone never inspected), an
 * I-94 only when one was issued, the approval of a later status with its new I-94.
 */
function entryEvidence(ctx: MappingContext, say: Say): string[] {
  const arrival = lastArrival(ctx);
  if (!arrival) return [];
  const items: string[] = [];
  if (beneficiaryAnswer(ctx, 'immiCurrVisaNumber') !== '') items.push(say('cover.evidence.visa'));
  if (beneficiaryAnswer(ctx, 'i94WasIssued') === 'yes') items.push(say('cover.evidence.i94'));
  if (arrival.manner === 'admitted') items.push(say('cover.evidence.admitted'));
  if (arrival.manner === 'paroled') items.push(say('cover.evidence.paroled'));
  if (arrival.statusNow !== '') {
    items.push(say('cover.evidence.statusNotice', { status: arrival.statusNow, newI94: beneficiaryAnswer(ctx, 'i94StatusChangeNewI94') === 'yes' ? 'yes' : 'no' }));
  }
  return items;
}

function beneficiaryEvidence(ctx: MappingContext, say: Say, language: Language): EvidenceSection {
  const items = [say('cover.evidence.birthCertificate'), travelDocumentEvidence(ctx, say), ...entryEvidence(ctx, say)];
  const birthCountry = personAnswer(ctx, 'b', 'BirthCountry');
  const abroad = isAbroad(birthCountry) ? [say('cover.translation.birth', { country: countryName(language, birthCountry) })] : [];
  if (proceedings(ctx)) items.push(say('cover.evidence.proceedings'));
  items.push(say('cover.evidence.medical'));
  const criminalKeys: readonly string[] = criminalHistoryStep.fields.filter((field) => field.kind === 'yesNo').map((field) => field.key);
  if (criminalKeys.some((key) => shownYes(ctx, key))) {
    items.push(say('cover.evidence.criminal'));
    // Where an arrest or charge happened is not asked: the dispositions are named whenever they are asked for.
    abroad.push(say('cover.translation.criminal'));
  }
  const otherKeys = [...fieldsOf(i485Specific)].map(({ field }) => field).filter((field) => field.kind === 'yesNo' && /^q\d/.test(field.key) && !criminalKeys.includes(field.key));
  if (otherKeys.some((field) => shownYes(ctx, field.key))) items.push(say('cover.evidence.otherYes'));
  return { heading: say('cover.evidence.heading.beneficiary'), items, abroad };
}

/** Form I-765 asks for copies of the I-94 and the passport, when the applicant has them. */
function workPermitCopies(ctx: MappingContext, say: Say): string[] {
  return [
    say('cover.evidence.workPermitCopies', {
      i94: beneficiaryAnswer(ctx, 'i94WasIssued') === 'yes' ? 'yes' : 'no',
      passport: beneficiaryAnswer(ctx, 'passportNumber') !== '' ? 'yes' : 'no',
    }),
  ];
}

/**
 * A green card application on a Form I-130 filed before it carries a copy of that petition's
 * notice instead of a new petition (Form I-485 instructions, "Evidence of the underlying
 * petition"); a couple without one is told how to get a copy first.
 */
function petitionNoticeEvidence(ctx: MappingContext, say: Say): string[] {
  const filed = filedPetitionOf(onboardingOf(ctx));
  if (!filed) return [say('cover.evidence.notice.unfiled')];
  const notice = say('cover.evidence.notice.filed', { status: filed.status, receipt: filed.receiptNumber });
  return filed.hasNotice ? [notice] : [notice, say('cover.evidence.notice.missing')];
}

/** The marriage's evidence, which goes with the petition. */
function marriageEvidence(ctx: MappingContext, say: Say, language: Language): EvidenceSection {
  const renamed = (['p', 'b'] as const).filter((prefix) => personAnswer(ctx, prefix, 'HasOtherNames') === 'yes');
  const ended = [endedMarriages(ctx, 'p', say, language), endedMarriages(ctx, 'b', say, language)];
  const items: string[] = [say('cover.evidence.marriageCertificate'), ...ended.flatMap((person) => person.items), say('cover.evidence.bonaFide')];
  if (renamed.length > 0) items.push(say('cover.evidence.nameChange'));
  const marriageCountry = answerIn(ctx, 'MARRIAGE_INFO', 'marriageCountry');
  const abroad = [
    ...(isAbroad(marriageCountry) ? [say('cover.translation.marriage', { country: countryName(language, marriageCountry) })] : []),
    ...ended.flatMap((person) => person.abroad),
    // Where a name was changed is not asked: each renamed spouse's documents are named.
    ...renamed.map((who) => say('cover.translation.nameChange', { who })),
  ];
  return { heading: say('cover.evidence.heading.marriage'), items, abroad };
}

/** The forms whose photos the cover asks for, and the message's key of each. */
const PHOTO_FORMS = [
  ['i-130', 'i130'],
  ['i-485', 'I-485'],
  ['i-765', 'I-765'],
  ['i-131', 'I-131'],
] as const satisfies readonly (readonly [UscisForm, string])[];

/** The evidence the couple attaches, chosen from their answers and the forms in the package, in the cover's language. */
export function evidenceFor(ctx: MappingContext, forms: readonly UscisForm[], language: Language = DEFAULT_LANGUAGE): EvidenceSection[] {
  const say: Say = (id, values) => translate(language, id, values);
  const has = (form: UscisForm) => forms.includes(form);
  // The petition's own evidence goes with Form I-130; a green card application on a petition filed before it carries that petition's notice.
  // (Read only for a package with Form I-130: which answers each package reads is derived from what it reads, api/pdf/printed-keys.ts.)
  const sections: EvidenceSection[] = has('i-130')
    ? [
        { heading: say('cover.evidence.heading.petitioner'), items: [petitionerStatus(ctx, say)] },
        marriageEvidence(ctx, say, language),
      ]
    : [{ heading: say('cover.evidence.heading.petition'), items: petitionNoticeEvidence(ctx, say) }];
  // The beneficiary's own documents (and the medical examination) go with Form I-485, not with the petition alone.
  if (has('i-485')) sections.push(beneficiaryEvidence(ctx, say, language));
  if (has('i-864')) sections.push(...affidavitEvidence(ctx, say, language));
  const photos = PHOTO_FORMS.filter(([form]) => has(form)).map(([, form]) => say('cover.evidence.photos', { form }));
  if (photos.length > 0) sections.push({ heading: say('cover.evidence.heading.photos'), items: photos });
  if (has('i-765')) {
    const filedBefore = answerIn(ctx, 'I_765_SPECIFIC', 'i765FiledBefore') === 'yes';
    sections.push({
      heading: say('cover.evidence.heading.workPermit'),
      items: [...workPermitCopies(ctx, say), ...(filedBefore ? [say('cover.evidence.earlierEad')] : [])],
    });
  }
  if (has('i-131')) {
    sections.push({
      heading: say('cover.evidence.heading.travel'),
      items: [say('cover.evidence.travelId', { passport: beneficiaryAnswer(ctx, 'passportNumber') !== '' ? 'yes' : 'no' })],
    });
  }
  return sections;
}
