import { fieldsOf } from '../../domain/catalogue/index.ts';
import { criminalHistoryStep } from '../../domain/catalogue/forms/i485/criminal-history.ts';
import { i485Specific } from '../../domain/catalogue/forms/i485-specific.ts';
import type { MappingContext, UscisForm } from '../../domain/uscis/index.ts';
import {
  lastArrival,
  previousMarriages,
  proceedings,
  shownAnswers,
  shownText,
  yesNo,
  type PersonPrefix,
} from '../../domain/uscis/people/index.ts';
import { usDate } from '../../domain/uscis/format.ts';
import { affidavitEvidence } from './evidence-sponsors.ts';

/** What to attach, grouped as a person gathers it. */
export interface EvidenceSection {
  readonly heading: string;
  readonly items: readonly string[];
}


function petitionerStatus(ctx: MappingContext): string {
  const answer = (key: string) => shownText(ctx, 'PETITIONER_INFO', key);
  if (answer('usStatus') === 'pr') return "A copy of the front and back of the petitioner's green card (Form I-551).";
  if (answer('usStatus') !== 'citizen') return "Proof of the petitioner's U.S. citizenship or permanent residence.";
  if (yesNo(answer('usHasCertOfNaturalOrCitizenship')) === 'yes') {
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

const shownYes = (ctx: MappingContext, key: string) => yesNo(shownAnswers(ctx, 'I_485_SPECIFIC')[key]) === 'yes';

function beneficiaryEvidence(ctx: MappingContext): string[] {
  const arrival = lastArrival(ctx);
  const items = [
    "A copy of the beneficiary's birth certificate, with a certified English translation if it is not in English.",
    "A copy of the photo page of the beneficiary's passport and of the U.S. visa used for the last entry.",
  ];
  if (arrival && yesNo(shownAnswers(ctx, 'BENEFICIARY_INFO')['i94WasIssued']) === 'yes') {
    items.push('A copy of the Form I-94 Arrival/Departure Record (print the latest one at i94.cbp.dhs.gov).');
  }
  if (arrival?.manner === 'admitted' || arrival?.manner === 'paroled') items.push('Proof of the last admission or parole (the entry stamp in the passport, or the parole document).');
  if (proceedings(ctx)) items.push('Copies of the immigration court documents (notice to appear, orders and decisions) of every proceeding.');
  items.push(
    'Form I-693, Report of Immigration Medical Examination and Vaccination Record, completed by a USCIS-designated civil surgeon, in the sealed envelope the surgeon gives you, unopened, placed with Form I-485 (required: USCIS rejects a Form I-485 filed without it).',
  );
  const criminalKeys = criminalHistoryStep.fields.filter((field) => field.kind === 'yesNo').map((field) => field.key);
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

/** The evidence the couple attaches, chosen from their answers and the forms in the package. */
export function evidenceFor(ctx: MappingContext, forms: readonly UscisForm[]): EvidenceSection[] {
  const has = (form: UscisForm) => forms.includes(form);
  const changedNames = (['p', 'b'] as const).some((prefix) => yesNo(shownAnswers(ctx, prefix === 'p' ? 'PETITIONER_INFO' : 'BENEFICIARY_INFO')[`${prefix}HasOtherNames`]) === 'yes');
  const marriage: string[] = [
    'A copy of your marriage certificate.',
    ...endedMarriages(ctx, 'p', 'petitioner'),
    ...endedMarriages(ctx, 'b', 'beneficiary'),
    'Proof that the marriage is real: for example a joint lease or mortgage, joint bank or credit card statements, insurance naming each other, birth certificates of children you have together, and photos of you together over time.',
  ];
  if (changedNames) marriage.push('For each change of legal name: the marriage certificate, divorce decree or court order that changed it.');
  const sections: EvidenceSection[] = [
    { heading: 'The petitioner', items: [petitionerStatus(ctx)] },
    { heading: 'Your marriage', items: marriage },
  ];
  // The beneficiary's own documents (and the medical examination) go with Form I-485, not with the petition alone.
  if (has('i-485')) sections.push({ heading: 'The beneficiary', items: beneficiaryEvidence(ctx) });
  if (has('i-864')) sections.push(...affidavitEvidence(ctx));
  const photos = ['With Form I-130: two photos of the petitioner and two of the beneficiary.'];
  if (has('i-485')) photos.push('With Form I-485: two photos of the beneficiary.');
  if (has('i-765')) photos.push('With Form I-765: two photos of the beneficiary.');
  if (has('i-131')) photos.push('With Form I-131: two photos of the beneficiary.');
  sections.push({
    heading: 'Photos (2 x 2 inch passport-style color photos taken in the last 30 days; write the name and date of birth lightly in pencil on the back)',
    items: photos,
  });
  if (has('i-765')) {
    const filedBefore = yesNo(shownAnswers(ctx, 'I_765_SPECIFIC')['i765FiledBefore']) === 'yes';
    sections.push({
      heading: 'Work permit (Form I-765)',
      items: [
        'A copy of the Form I-94 and of the photo page of the passport (a second set, placed behind Form I-765).',
        ...(filedBefore ? ['A copy of the front and back of every earlier work permit (EAD), or of the earlier approval or denial notice.'] : []),
      ],
    });
  }
  if (has('i-131')) {
    sections.push({
      heading: 'Travel document (Form I-131)',
      items: ["A copy of a government-issued photo identity document of the beneficiary (the passport's photo page), placed behind Form I-131."],
    });
  }
  return sections;
}
