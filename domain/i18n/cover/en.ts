import { coverPaymentEn } from './payment/en.ts';
import { coverSignaturesEn } from './signatures/en.ts';
import { coverStageEn } from './stage/en.ts';
import { coverHeldEn } from './held/en.ts';
import { coverMailingEn } from './mailing/en.ts';
import { coverAffidavitEn } from './affidavit/en.ts';
import { coverEvidenceEn } from './evidence/en.ts';

/**
 * The cover page in front of a package (issue 22), in English: its frame and the reminder of the
 * English translations. Form names, titles, parts and addresses stay as USCIS writes them.
 */
export const coverEn = {
  ...coverSignaturesEn,
  ...coverPaymentEn,
  ...coverStageEn,
  ...coverHeldEn,
  ...coverMailingEn,
  ...coverAffidavitEn,
  ...coverEvidenceEn,
  'cover.title': '{stage, select, petition {Your petition package} other {Your green card application package}}',
  'cover.people': 'Petitioner: {petitioner}   ·   Beneficiary: {beneficiary}',
  'cover.prepared': 'Prepared on {date}. This cover and its instructions are for you: do not mail them.',
  'cover.holds': 'What this package holds',
  'cover.column.form': 'Form',
  'cover.column.title': 'Title',
  'cover.column.edition': 'Edition',
  'cover.column.pages': 'In this file',
  'cover.pages': '{count, plural, one {page {first}} other {pages {first}–{last}}}',
  'cover.sheets': '{pages}, with {count, plural, one {# continuation sheet} other {# continuation sheets}}',
  'cover.jointSponsors': "{title} (the joint sponsor's)",
  'cover.attach': 'What to attach',
  'cover.copies': 'Send copies, not originals, unless USCIS asks for the original. Documents in another language need a full English translation certified by the translator.',
  'cover.footer': 'Cover — page {page} of {count}',
  'cover.disclaimer': '{notAffiliated}, and does not give legal advice.',
  'cover.translation.title': 'English translations',
  'cover.translation.rule':
    'USCIS reads English. Every document you attach that is in another language, Spanish included, needs a full English translation, and the translator signs a certification that they are competent to translate from that language into English and that the translation is complete and accurate (8 CFR 103.2(b)(3)). Attach the translation with a copy of the original. Greencard does not translate your documents, and its Spanish screens are not a translation of them.',
  'cover.translation.likely': 'These documents of your package were probably issued in another language: check each one.',
  'cover.translation.none': 'Your answers name no document issued outside the United States; if any document you attach is not in English, the same rule applies.',
  'cover.translation.birth': "The beneficiary's birth certificate (born in {country})",
  'cover.translation.marriage': 'Your marriage certificate (married in {country})',
  'cover.translation.ended': "The document that ended the {who, select, p {petitioner's} other {beneficiary's}} earlier marriage to {spouse} (ended in {country})",
  'cover.translation.nameChange': "Each document that changed the {who, select, p {petitioner's} other {beneficiary's}} legal name, if issued outside the United States",
  'cover.translation.criminal': "The beneficiary's court dispositions and police or court records, if issued outside the United States",
  'cover.translation.joint': 'The documents of the joint sponsor, {name}, issued outside the United States (born in {country})',
} as const satisfies Readonly<Record<string, string>>;
