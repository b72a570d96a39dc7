import { fieldsOf } from '../../domain/catalogue/index.ts';
import { criminalHistoryStep } from '../../domain/catalogue/forms/i485/criminal-history.ts';
import { i485Specific } from '../../domain/catalogue/forms/i485-specific.ts';
import type { MappingContext, UscisForm } from '../../domain/uscis/index.ts';
import type { PersonPrefix, ScalarKey } from '../../domain/catalogue/keys.ts';
import { answer as answerIn, personAnswer, shownAnswerRecord } from '../../domain/catalogue/shown.ts';
import { lastArrival, previousMarriages, proceedings } from '../../domain/people/index.ts';
import { usDate } from '../../domain/uscis/format.ts';
import { filedPetitionOf } from '../../domain/rules/filing-path.ts';
import { affidavitEvidence } from './evidence-sponsors.ts';

/** What to attach, grouped as a person gathers it. */
export interface EvidenceSection {
  readonly heading: string;
  readonly items: readonly string[];
}


function petitionerStatus(ctx: MappingContext): string {
  const answer = <K extends ScalarKey<'PETITIONER_INFO'>>(key: K) => answerIn(ctx, 'PETITIONER_INFO', key);
  if (answer('usStatus') === 'pr') return "A copy of the front and back of the petitioner's green card (Form I-551).";
  if (answer('usStatus') !== 'citizen') return "Proof of the petitioner's U.S. citizenship or permanent residence.";
  if (answer('usHasCertOfNaturalOrCitizenship') === 'yes') {
    return "A copy of the petitioner's Certificate of Naturalization or Certificate of Citizenship (front and back), or of the photo page of the petitioner's valid U.S. passport.";
  }
  if (answer('usCitizenshipGotBy') === 'by_birth') {
    return "A copy of the petitioner's U.S. birth certificate, or of the photo page of the petitioner's valid U.S. passport.";
  }
  return "A copy of the photo page of the petitioner's valid U.S. passport, or of the Consular Report of Birth Abroad (Form FS-240).";
}

const ENDED_BY: Readonly<Record<string, string>> = {
  divorced: 'the final divorce decree',
  deceased: 'the death certificate',
  annulled: 'the annulment decree',
};

function endedMarriages(ctx: MappingContext, prefix: PersonPrefix, who: string): string[] {
  return previousMarriages(ctx, prefix).map((marriage) => {
    const proof = ENDED_BY[marriage.endReason] ?? 'the court or official document that ended it';
    const { first, middle, last } = marriage.spouse;
    const spouse = [first, middle, last].filter((part) => part !== '').join(' ');
    const ended = marriage.endDate ? ` (ended ${usDate(marriage.endDate)})` : '';
    return `Proof that the ${who}'s earlier marriage to ${spouse}${ended} has ended: a copy of ${proof}.`;
  });
}

/** A Part 9 item answered Yes, by a key the catalogue's own field gives. */
const shownYes = (ctx: MappingContext, key: string) => shownAnswerRecord(ctx, 'I_485_SPECIFIC')[key] === 'yes';

const beneficiaryAnswer = <K extends ScalarKey<'BENEFICIARY_INFO'>>(ctx: MappingContext, key: K) => answerIn(ctx, 'BENEFICIARY_INFO', key);

/** The passport or travel document the beneficiary came in with, or an identity document when they had none. */
function travelDocumentEvidence(ctx: MappingContext): string {
  if (beneficiaryAnswer(ctx, 'passportNumber') !== '') return "A copy of the photo page of the beneficiary's passport.";
  if (beneficiaryAnswer(ctx, 'travelDocumentNumber') !== '') return "A copy of the beneficiary's travel document (the pages with the photo and the number).";
  return "A copy of a government-issued identity document of the beneficiary with a photo (the beneficiary answered that they had no passport or travel document).";
}

/**
 * How the beneficiary last came in, in the documents that show it: a visa only for someone who
 * gave the visa they used (not a Visa Waiver visitor, a parolee, or someone never inspected), an
 * I-94 only when one was issued, the approval of a later status with its new I-94.
 */
function entryEvidence(ctx: MappingContext): string[] {
  const arrival = lastArrival(ctx);
  if (!arrival) return [];
  const items: string[] = [];
  if (beneficiaryAnswer(ctx, 'immiCurrVisaNumber') !== '') items.push('A copy of the U.S. visa used for the last entry (the visa page of the passport).');
  if (beneficiaryAnswer(ctx, 'i94WasIssued') === 'yes') {
    items.push('A copy of the Form I-94 Arrival/Departure Record of the last arrival (print it at i94.cbp.dhs.gov).');
  }
  if (arrival.manner === 'admitted') items.push('Proof of the last admission: the admission stamp in the passport, if there is one.');
  if (arrival.manner === 'paroled') items.push('Proof of the parole: the parole document or the I-94 marked "parole" (for example Form I-512L, or the parole notice).');
  if (arrival.statusNow !== '') {
    const newI94 = beneficiaryAnswer(ctx, 'i94StatusChangeNewI94') === 'yes';
    items.push(
      `A copy of the USCIS notice that granted the current status (${arrival.statusNow})${newI94 ? ', with the new Form I-94 that came with it' : ''} (for example Form I-797 or I-797A).`,
    );
  }
  return items;
}

function beneficiaryEvidence(ctx: MappingContext): string[] {
  const items = [
    "A copy of the beneficiary's birth certificate, with a certified English translation if it is not in English.",
    travelDocumentEvidence(ctx),
    ...entryEvidence(ctx),
  ];
  if (proceedings(ctx)) items.push('Copies of the immigration court documents (notice to appear, orders and decisions) of every proceeding.');
  items.push(
    'Form I-693, Report of Immigration Medical Examination and Vaccination Record, completed by a USCIS-designated civil surgeon, in the sealed envelope the surgeon gives you, unopened, placed with Form I-485 (required: USCIS rejects a Form I-485 filed without it).',
  );
  const criminalKeys: readonly string[] = criminalHistoryStep.fields.filter((field) => field.kind === 'yesNo').map((field) => field.key);
  if (criminalKeys.some((key) => shownYes(ctx, key))) {
    items.push(
      'For every arrest, citation, charge or conviction answered Yes in Part 9 of Form I-485: certified court dispositions, arrest reports, and proof that any sentence was completed.',
    );
  }
  const otherKeys = [...fieldsOf(i485Specific)].map(({ field }) => field).filter((field) => field.kind === 'yesNo' && /^q\d/.test(field.key) && !criminalKeys.includes(field.key));
  if (otherKeys.some((field) => shownYes(ctx, field.key))) {
    items.push('Documents that explain every other Yes answer in Part 9 of Form I-485 (for example records of earlier immigration violations or of benefits received).');
  }
  return items;
}

/** Form I-765 asks for copies of the I-94 and the passport, when the applicant has them. */
function workPermitCopies(ctx: MappingContext): string[] {
  const documents = [
    ...(beneficiaryAnswer(ctx, 'i94WasIssued') === 'yes' ? ['the Form I-94'] : []),
    beneficiaryAnswer(ctx, 'passportNumber') !== '' ? 'the photo page of the passport' : 'a government-issued identity document with a photo',
  ];
  return [`A copy of ${documents.join(' and of ')} (a second set, placed behind Form I-765).`];
}

/**
 * A green card application on a Form I-130 filed before it carries a copy of that petition's
 * notice instead of a new petition (Form I-485 instructions, "Evidence of the underlying
 * petition"); a couple without one is told how to get a copy first.
 */
function petitionNoticeEvidence(ctx: MappingContext): string[] {
  const filed = filedPetitionOf(ctx.answers['ONBOARDING']);
  if (!filed) {
    return ['A copy of the receipt notice (Form I-797C) of the Form I-130 filed first, in place of a new Form I-130: enter its receipt number in Greencard before you download this package again.'];
  }
  const notice =
    filed.status === 'approved'
      ? `A copy of the approval notice (Form I-797) of the Form I-130, receipt number ${filed.receiptNumber}, in place of a new Form I-130.`
      : `A copy of the receipt notice (Form I-797C) of the Form I-130, receipt number ${filed.receiptNumber}, in place of a new Form I-130.`;
  if (filed.hasNotice) return [notice];
  return [
    notice,
    'You said you do not have that notice. If the petition was filed online, download it from the petitioner’s USCIS online account. Otherwise ask USCIS for a copy ' +
      '(the USCIS Contact Center, uscis.gov/contactcenter); a duplicate of an approval notice is requested on Form I-824, which has its own fee. Mail this package once the copy is in it.',
  ];
}

/** The marriage's evidence, which goes with the petition. */
function marriageEvidence(ctx: MappingContext): string[] {
  const changedNames = (['p', 'b'] as const).some((prefix) => personAnswer(ctx, prefix, 'HasOtherNames') === 'yes');
  const marriage: string[] = [
    'A copy of your marriage certificate.',
    ...endedMarriages(ctx, 'p', 'petitioner'),
    ...endedMarriages(ctx, 'b', 'beneficiary'),
    'Proof that the marriage is real: for example a joint lease or mortgage, joint bank or credit card statements, insurance naming each other, birth certificates of children you have together, and photos of you together over time.',
  ];
  if (changedNames) marriage.push('For each change of legal name: the marriage certificate, divorce decree or court order that changed it.');
  return marriage;
}

/** The evidence the couple attaches, chosen from their answers and the forms in the package. */
export function evidenceFor(ctx: MappingContext, forms: readonly UscisForm[]): EvidenceSection[] {
  const has = (form: UscisForm) => forms.includes(form);
  // The petition's own evidence goes with Form I-130; a green card application on a petition filed before it carries that petition's notice.
  // (Read only for a package with Form I-130: which answers each package reads is derived from what it reads, api/pdf/printed-keys.ts.)
  const sections: EvidenceSection[] = has('i-130')
    ? [
        { heading: 'The petitioner', items: [petitionerStatus(ctx)] },
        { heading: 'Your marriage', items: marriageEvidence(ctx) },
      ]
    : [{ heading: 'The petition your application rests on', items: petitionNoticeEvidence(ctx) }];
  // The beneficiary's own documents (and the medical examination) go with Form I-485, not with the petition alone.
  if (has('i-485')) sections.push({ heading: 'The beneficiary', items: beneficiaryEvidence(ctx) });
  if (has('i-864')) sections.push(...affidavitEvidence(ctx));
  const photos: string[] = [];
  if (has('i-130')) photos.push('With Form I-130: two photos of the petitioner and two of the beneficiary.');
  if (has('i-485')) photos.push('With Form I-485: two photos of the beneficiary.');
  if (has('i-765')) photos.push('With Form I-765: two photos of the beneficiary.');
  if (has('i-131')) photos.push('With Form I-131: two photos of the beneficiary.');
  if (photos.length > 0) {
    sections.push({
      heading: 'Photos (2 x 2 inch passport-style color photos taken in the last 30 days; write the name and date of birth lightly in pencil on the back)',
      items: photos,
    });
  }
  if (has('i-765')) {
    const filedBefore = answerIn(ctx, 'I_765_SPECIFIC', 'i765FiledBefore') === 'yes';
    sections.push({
      heading: 'Work permit (Form I-765)',
      items: [
        ...workPermitCopies(ctx),
        ...(filedBefore ? ['A copy of the front and back of every earlier work permit (EAD), or of the earlier approval or denial notice.'] : []),
      ],
    });
  }
  if (has('i-131')) {
    sections.push({
      heading: 'Travel document (Form I-131)',
      items: [
        `A copy of a government-issued photo identity document of the beneficiary (${beneficiaryAnswer(ctx, 'passportNumber') !== '' ? "the passport's photo page" : 'for example a driver\'s license or a national identity card'}), placed behind Form I-131.`,
      ],
    });
  }
  return sections;
}
