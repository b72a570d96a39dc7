import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Answers, AnswersByForm } from '../../domain/answers.ts';
import { isPetitionForm, packageForm, printedForm } from '../../domain/product/package.ts';
import { FEE_PAYMENT_RULES } from '../../domain/rules/fee-payment.ts';
import { FAMILY_LOCKBOX_CHARTS } from '../../domain/rules/lockbox.ts';
import { PETITION_LOCKBOX_CHARTS } from '../../domain/rules/petition-lockbox.ts';
import { englishLeftovers } from '../../testing/english-leftovers.ts';
import { heldFormLine } from './cover-held-notice.ts';
import { CONSULAR_NEXT_STEPS } from '../../domain/rules/eligibility.ts';
import { currentStage, filingPath, type FilingStage } from '../../domain/rules/filing-path.ts';
import { newestMappings } from '../../domain/uscis/index.ts';

/** A package of the newest mapped editions, whose inventories the shared folder holds. */
const MAPPINGS = newestMappings();
import { loadFixture } from '../../fixtures/load.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { pdfText } from '../../web/e2e/pdf-text.ts';
import { INTERPRETER, interpretedFor } from '../../testing/statement-answers.ts';
import { PREPARER, typedBy } from '../../testing/preparer-answers.ts';
import type { HandwrittenNote } from './cover-handwritten.ts';
import { coverPage, type CoverForm } from './cover-page.ts';
import { translate } from '../../domain/i18n/messages.ts';
import { coverPaymentEn } from '../../domain/i18n/cover/payment/en.ts';
import { coverSignaturesEn } from '../../domain/i18n/cover/signatures/en.ts';
import { parseFieldInventory } from './field-inventory.ts';
import { savePdf } from './fonts.ts';
import { signatureBoxes } from './signature-boxes.ts';

const FIELDS = path.resolve(import.meta.dirname, '../../../shared/uscis-forms/fields');
const inventories = new Map(MAPPINGS.map((mapping) => [mapping.form, parseFieldInventory(JSON.parse(fs.readFileSync(path.join(FIELDS, `${mapping.form}.fields.json`), 'utf8'))) ?? []]));

/**
 * The cover of a fixture couple's package on `filingDate`, as text; `changes` replace answers of one
 * form; `stage`: the package of the path the couple prepares now when not given.
 */
async function coverOn(
  name: string,
  filingDate: string,
  changes: Record<string, Answers> = {},
  stage?: FilingStage,
  language?: Language,
  extra: { readonly handwritten?: readonly HandwrittenNote[]; readonly continuationPages?: number } = {},
): Promise<string> {
  const couple = loadFixture(path.resolve(import.meta.dirname, `../../fixtures/couples/${name}.json`), filingDate);
  const answers: AnswersByForm = { ...couple.answers };
  for (const [formType, changed] of Object.entries(changes)) answers[formType] = { ...answers[formType], ...changed };
  const ctx = { answers, today: filingDate };
  const filing = filingPath(answers, filingDate);
  const planned = stage ?? currentStage(filing);
  const inStage = (form: (typeof MAPPINGS)[number]['form']) => planned === 'whole' || (planned === 'petition') === isPetitionForm(printedForm(form));
  const mappings = MAPPINGS.filter((mapping) => mapping.applies(ctx) && inStage(mapping.form))
    .flatMap((mapping) => [mapping, ...(mapping.companions?.(ctx) ?? [])]);
  let firstPage = 4;
  const forms: CoverForm[] = mappings.map((mapping) => {
    const form = { form: mapping.form, edition: mapping.edition, firstPage, pageCount: 10, continuationPages: extra.continuationPages ?? 0, ...(mapping.signer ? { signer: mapping.signer } : {}) };
    firstPage += 10;
    return form;
  });
  const doc = await coverPage({
    ctx,
    path: filing,
    stage: planned,
    forms,
    handwritten: extra.handwritten ?? [],
    signatures: mappings.flatMap((mapping) => signatureBoxes(mapping, inventories.get(mapping.form) ?? [])),
    ...(language ? { language } : {}),
  });
  return (await pdfText(await savePdf(doc, { useObjectStreams: false }))).replace(/\s+/g, ' ');
}

describe('the cover in the account’s language, and the English translations it asks for (issue 22)', () => {
  const couple = 'b2-visitor-green-card-holder-arrest';
  const day = '2026-11-22';

  it('reminds every couple with a document issued abroad of the certified English translation, naming each document', async () => {
    const cover = await coverOn(couple, day);
    expect(cover).toContain('English translations');
    expect(cover).toContain('8 CFR 103.2(b)(3)');
    expect(cover).toMatch(/The beneficiary's birth certificate \(born in [A-Z]/);
  });

  it('writes the instructions in Spanish for a Spanish account, with dates in words; form numbers and official titles stay as USCIS writes them', async () => {
    const cover = await coverOn(couple, day, {}, undefined, 'es');
    expect(cover).toMatch(/^Su paquete de la solicitud de residencia permanente /);
    expect(cover).toContain('Qué contiene este paquete');
    expect(cover).toContain('Preparado el 22 de noviembre de 2026.');
    expect(cover).toContain('Traducciones al inglés');
    expect(cover).toContain('incluido el español, necesita una traducción');
    expect(cover).toMatch(/El acta de nacimiento del beneficiario \(nacido en [A-Z]/);
    expect(cover).toContain('Petition for Alien Relative');
    expect(cover).toContain('Portada — página 1 de');
    expect(cover).not.toContain('What this package holds');
  });

  /** Every run of two words or more that an English "Who signs where" message writes itself (its placeholders' values aside). */
  const sentencesOf = (messages: Readonly<Record<string, string>>): string[] => Object.values(messages)
    .flatMap((message) => message.split(/[{}]/))
    .map((piece) => piece.replace(/^[\s,.:;()—-]+|[\s,.:;()—-]+$/g, ''))
    .filter((piece) => /\S\s+\S/.test(piece) && !/^\w+, (select|plural)/.test(piece));
  const englishSentences = sentencesOf(coverSignaturesEn);

  /** The "Who signs where" section of a Spanish cover, up to the next section's heading. */
  function signaturesSection(cover: string): string {
    const start = cover.indexOf(translate('es', 'cover.signatures.title'));
    expect(start).toBeGreaterThan(-1);
    const ends = ['The Affidavit of Support', translate('es', 'cover.attach')].map((heading) => cover.indexOf(heading, start)).filter((at) => at > start);
    return cover.slice(start, Math.min(...ends));
  }

  it('writes "Who signs where" in Spanish: each signer, interpreter, preparer, overseas spouse, interview, continuation sheet and box to write by hand', async () => {
    expect(englishSentences).toContain('signs by hand and writes the date of signing beside it');
    expect(englishSentences).toContain('the petitioner');
    const handwritten: HandwrittenNote[] = [{ form: 'i-130', tooltip: 'Part 1. Item Number 1. Relationship.', reason: 'no-font' }];
    const covers = await Promise.all([
      coverOn('f1-student-us-born-citizen', day, { BENEFICIARY_INFO: interpretedFor('b') }, undefined, 'es', { handwritten, continuationPages: 1 }),
      coverOn('joint-sponsor-cousin', day, { INCOME: { ...interpretedFor('j'), ...typedBy('j', 'other') } }, undefined, 'es'),
      coverOn('consular-spouse-in-india-mumbai', day, {}, undefined, 'es'),
      coverOn(couple, day, {}, undefined, 'es'),
    ]);
    const sections = covers.map(signaturesSection);
    const all = sections.join(' ');
    expect(all).toContain('Desde el 10 de julio de 2026, USCIS puede negar una solicitud');
    expect(all).toMatch(/Form I-130, Part 6, Item Number 6\.a \(página 9 del formulario, página 12 de este archivo\): Kofi Owusu \(el peticionario\) firma a mano/);
    expect(all).toContain(`después de leerle a`);
    expect(all).toContain(` el formulario y cada respuesta en ${INTERPRETER.language}.`);
    expect(all).toMatch(new RegExp(`Form I-864, Part 10, Item Number 6 \\(página 11 del formulario, página \\d+ de este archivo\\): el preparador, ${PREPARER.first} ${PREPARER.last}, que escribió las respuestas de Kwame Mensah \\(el copatrocinador\\)`));
    expect(all).toMatch(/Ananya Krishnamurthy \(el beneficiario\) vive fuera de los Estados Unidos y no necesita firmarlo/);
    expect(all).toMatch(/no lo firmen ahora\. .* lo firma en la entrevista, frente al oficial de USCIS\./);
    expect(all).toContain('Cada hoja de continuación: la persona que firma el formulario correspondiente la firma');
    expect(all).toContain('Form I-130: Part 1. Item Number 1. Relationship — está escrita con letras que ninguna de nuestras fuentes de impresión tiene.');
    for (const [index, section] of sections.entries()) {
      expect(englishSentences.filter((sentence) => section.includes(sentence)), `cover ${index}`).toEqual([]);
    }
  });

  it('writes the USCIS fees and how to pay them in Spanish, with the payment forms named as USCIS names them', async () => {
    const cover = await coverOn(couple, day, {}, undefined, 'es');
    const start = cover.indexOf(translate('es', 'cover.payment.title'));
    expect(start).toBeGreaterThan(-1);
    const section = cover.slice(start, cover.indexOf(translate('es', 'cover.signatures.title'), start));
    expect(section).toContain('Form I-130 $675 un Form G-1450 o Form G-1650 por $675, solo para el Form I-130');
    expect(section).toContain('Desde el 28 de octubre de 2025, USCIS rechaza una solicitud en papel pagada con cheque o giro postal (money order).');
    expect(section).toContain('Form G-1450, Authorization for Credit Card Transactions (tarjeta de crédito, débito o prepagada), o Form G-1650');
    const english = sentencesOf(coverPaymentEn);
    expect(english).toContain('USCIS fees and how to pay them');
    expect(english.filter((sentence) => section.includes(sentence))).toEqual([]);
  });

  /** The "English translations" section of a cover, up to "Where to mail". */
  function translationsSection(cover: string, language: Language): string {
    const start = cover.indexOf(translate(language, 'cover.translation.title'));
    expect(start).toBeGreaterThan(-1);
    return cover.slice(start, cover.indexOf(translate(language, 'cover.mailing.title'), start));
  }

  it('lists every document of "What to attach" issued abroad: name changes, court dispositions, the joint sponsor\'s, with countries in the reader\'s language', async () => {
    const [renamed, arrested, joint] = await Promise.all([
      coverOn('f2a-current-h1b-data-scientist', day, {}, 'whole'),
      coverOn(couple, day, {}, 'whole'),
      coverOn('joint-sponsor-cousin', day, {}, 'whole'),
    ]);
    // Each is named where "What to attach" asks for it, and again among the translations.
    expect(renamed).toContain(translate('en', 'cover.evidence.nameChange'));
    expect(translationsSection(renamed, 'en')).toContain("Each document that changed the beneficiary's legal name, if issued outside the United States");
    expect(translationsSection(renamed, 'en')).toContain("The beneficiary's birth certificate (born in China)");
    expect(translationsSection(arrested, 'en')).toContain("The beneficiary's court dispositions and police or court records, if issued outside the United States");
    expect(translationsSection(joint, 'en')).toContain('The documents of the joint sponsor, Kwame Mensah, issued outside the United States (born in Ghana)');
    const [spanishArrested, spanishJoint] = await Promise.all([coverOn(couple, day, {}, 'whole', 'es'), coverOn('joint-sponsor-cousin', day, {}, 'whole', 'es')]);
    expect(translationsSection(spanishArrested, 'es')).toContain('El acta de nacimiento del beneficiario (nacido en Brasil)');
    expect(translationsSection(spanishArrested, 'es')).toContain('Las resoluciones judiciales y los registros policiales o judiciales del beneficiario, si se emitieron fuera de los Estados Unidos');
    expect(translationsSection(spanishJoint, 'es')).toContain('Los documentos del copatrocinador, Kwame Mensah, emitidos fuera de los Estados Unidos (nació en Ghana)');
    // What prints on the forms stays English: the cover's table of forms and the answers are not translated.
    expect(spanishArrested).not.toContain('Brazil');
  });

  it('speaks to the couple as "ustedes" in every section, never with a singular "usted" command', async () => {
    const cover = await coverOn('joint-sponsor-cousin', day, { BENEFICIARY_INFO: interpretedFor('b') }, 'whole', 'es', {
      handwritten: [{ form: 'i-130', tooltip: 'Part 1. Item Number 1. Relationship.', reason: 'no-font' }],
    });
    const singular = /\b(?:consúltelas|lea|pague|colóquelo|descárguelos|asegúrese|confírmelas|firme|escriba|vea|adjunte)\b/giu;
    expect(cover.match(singular) ?? []).toEqual([]);
    expect(cover).toContain('Paguen cada tarifa');
  });

  it('names no document issued abroad when the answers name none, in Spanish still saying the rule', async () => {
    const changes = { BENEFICIARY_INFO: { bBirthCountry: 'United States' }, MARRIAGE_INFO: { marriageCountry: 'United States' } };
    const english = await coverOn(couple, day, changes, 'petition');
    expect(english).not.toContain('English translations');
    const spanish = await coverOn(couple, day, changes, 'petition', 'es');
    expect(spanish).toContain('Sus respuestas no mencionan ningún documento emitido fuera de los Estados Unidos');
  });
});

describe('the cover page on other days and for other couples', () => {
  it('tells the spouse of a permanent resident to mail the I-485 only while the F2A category is current', async () => {
    const cover = await coverOn('b2-visitor-green-card-holder-arrest', '2026-11-22');
    expect(cover).toContain('The petitioner is a permanent resident: USCIS takes Form I-485 with Form I-130 only while a visa is available to the spouse (category F2A).');
    expect(cover).toContain('uscis.gov/i-130-addresses');
  });

  it('sends the couple to the chart when the lockbox table was not confirmed recently enough, or lists no lockbox for the place', async () => {
    expect(await coverOn('f1-student-us-born-citizen', '2027-06-01')).toContain(
      'We do not know the lockbox address in force on 06/01/2027: open uscis.gov/i-485-addresses and mail everything together',
    );
    const samoa = await coverOn('f1-student-us-born-citizen', '2026-11-22', { BENEFICIARY_INFO: { bMailingState: 'AS', bPhysicalState: 'AS' } });
    expect(samoa).toContain("USCIS's chart lists no lockbox for American Samoa: open uscis.gov/i-485-addresses");
  });

  it('cites the chart as found current only on a day no later than the one it was prepared for (issue 24 item 21)', async () => {
    const before = await coverOn('f1-student-us-born-citizen', '2026-09-17');
    expect(before).toContain('page updated 10/11/2024), in force since 10/11/2024.');
    expect(before).not.toContain('found current on 10/01/2026');
    expect(await coverOn('f1-student-us-born-citizen', '2026-11-22')).toContain('found current on 10/01/2026');
  });

  it('says what it does not know before the payment and signature rules took effect, instead of guessing', async () => {
    const cover = await coverOn('f1-student-us-born-citizen', '2025-06-15');
    expect(cover).toContain('How USCIS takes fees on 06/15/2025 is not known to us: read uscis.gov/fees before you pay.');
    expect(cover).not.toContain('G-1450');
    expect(cover).toContain('USCIS rejects a form that is not signed this way.');
    expect(cover).not.toContain('can be denied');
  });

  it('names the interpreter who signs each form read to a signer, and no one when both read English', async () => {
    const interpreted = await coverOn('f1-student-us-born-citizen', '2026-11-22', { BENEFICIARY_INFO: interpretedFor('b') });
    expect(interpreted).toMatch(/Form I-485, Part 11, Item Number 6 \(page 22 of the form, page \d+ of this file\): the interpreter, Minh Tran, signs by hand/);
    expect(interpreted).toContain(`after reading the form and every answer to`);
    expect(interpreted).toContain(`in ${INTERPRETER.language}.`);
    expect(interpreted).toMatch(/Form I-130A, Part 5, Item Number 7\.a .*the interpreter, Minh Tran/);
    // The petitioner read English: no interpreter signs the petitioner's forms.
    expect(interpreted).not.toMatch(/Form I-130, Part 7/);
    const english = await coverOn('f1-student-us-born-citizen', '2026-11-22');
    expect(english).not.toContain('the interpreter,');
    expect(english).not.toContain('first selects');
  });

  it("names the joint sponsor's own interpreter on their Form I-864, and none when the joint sponsor reads English", async () => {
    const interpreted = await coverOn('joint-sponsor-cousin', '2026-11-22', { INCOME: interpretedFor('j') });
    expect(interpreted).toMatch(/Form I-864, Part 9, Item Number 6 \(page 11 of the form, page \d+ of this file\): the interpreter, Minh Tran, signs by hand .* to Kwame Mensah \(the joint sponsor\) in Vietnamese\./);
    // The petitioner reads English: only the joint sponsor's interpreter signs.
    expect(interpreted.match(/the interpreter, Minh Tran/g)).toHaveLength(1);
    expect(await coverOn('joint-sponsor-cousin', '2026-11-22')).not.toContain('the interpreter,');
  });
});

describe('the preparers on the cover (issue 22 section 3, issue 24 item 19)', () => {
  it('names the beneficiary who typed the petitioner\u2019s answers as the preparer who signs each of the petitioner\u2019s forms beside them', async () => {
    const cover = await coverOn('f1-student-us-born-citizen', '2026-11-22', { PETITIONER_INFO: typedBy('p', 'beneficiary') });
    const lines = cover.match(/Form I-[0-9A]+, Part \d+, Item Number [0-9.a-z]+ \([^)]*\): the preparer, [^.]*\./g) ?? [];
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Form I-130, Part 8, Item Number 8\.a \(page 11 of the form, page \d+ of this file\): the preparer, \S+ \S+, who typed the answers of .* \(the petitioner\), signs by hand/);
    expect(lines[1]).toMatch(/^Form I-864, Part 10, Item Number 6 \(page 11 of the form, page \d+ of this file\): the preparer, /);
    // The beneficiary typed their own answers: no preparer signs the beneficiary's forms.
    expect(cover).not.toMatch(/Form I-(130A|485|765|131), Part \d+, Item Number [0-9.a-z]+ \([^)]*\): the preparer/);
    expect(await coverOn('f1-student-us-born-citizen', '2026-11-22')).not.toContain('the preparer,');
  });

  it('names someone else who typed the joint sponsor\u2019s answers on the joint sponsor\u2019s Form I-864 only', async () => {
    const cover = await coverOn('joint-sponsor-cousin', '2026-11-22', { INCOME: typedBy('j', 'other') });
    expect(cover).toMatch(new RegExp(`Form I-864, Part 10, Item Number 6 \\(page 11 of the form, page \\d+ of this file\\): the preparer, ${PREPARER.first} ${PREPARER.last}, who typed the answers of Kwame Mensah \\(the joint sponsor\\), signs by hand`));
    expect(cover.match(/: the preparer, /g)).toHaveLength(1);
  });
});

describe('the cover page of an Affidavit of Support carried by others', () => {
  const sister = { nameFirst: 'Ana', nameLast: 'Lopez', relationship: 'brother_sister', currentIncome: '19150' };
  const withSister: Answers = {
    incomeCurrentYearUserOverrideValue: '15000',
    incomeHouseholdMembersSignI864A: 'yes',
    incomeHouseholdMembers: [sister],
    incomeNumberOfHouseholdMembers: '3',
  };

  it('says how the income requirement is met, and names the Form I-864A each household member signs, in the edition USCIS accepts, with its figures', async () => {
    const cover = await coverOn('f1-student-us-born-citizen', '2026-11-22', { INCOME: withSister });
    expect(cover).toContain("It meets the income requirement with the petitioner's income, with Ana Lopez's as a household member (Form I-864A).");
    expect(cover).toContain('print the edition of 08/24/26, the one USCIS accepts on 11/22/2026, from uscis.gov/i-864a');
    expect(cover).toContain('Form I-864A of Ana Lopez (sibling), current yearly income $19,150 (Form I-864 Part 6, Item Number 8): signed by Ana Lopez and by the petitioner.');
    expect(cover).toContain('Affidavit of Support: Ana Lopez, household member (Form I-864A)');
    expect(cover).toContain("An IRS tax return transcript, or a copy of Ana Lopez's federal income tax return with every W-2 and 1099, for 2025 (the most recent tax year).");
    expect(cover).toContain("Proof that this is the petitioner's brother or sister: both birth certificates, showing a parent in common.");
  });

  it('lists the evidence of each kind of asset counted, and only of those kinds', async () => {
    const cover = await coverOn('f1-student-us-born-citizen', '2026-11-22', {
      INCOME: { incomeCurrentYearUserOverrideValue: '15000', incomeUsesAssets: 'yes', incomeAssetsBankBalance: '40000', incomeAssetsRealEstateNetValue: '0', incomeAssetsStocksBondsOther: '0', incomeUsesBeneficiaryAssets: 'no' },
    });
    expect(cover).toContain('and assets worth $40,000 (at least 3 times the $12,050 the income lacks)');
    expect(cover).toContain("The petitioner's bank accounts: statements of the last 12 months");
    expect(cover).not.toContain("The petitioner's real estate");
    expect(cover).not.toContain('Form I-864A of');
  });

  it('tells a couple whose answers fall short by how much, and what closes it', async () => {
    const cover = await coverOn('f1-student-us-born-citizen', '2026-11-22', { INCOME: { incomeCurrentYearUserOverrideValue: '15000' } });
    expect(cover).toContain("As answered, it does not meet the income requirement. The petitioner's household income ($15,000) is $12,050 below $27,050");
    expect(cover).toContain('or a joint sponsor who reaches the minimum alone and signs a second Form I-864.');
  });
});


describe('the cover page of each stage', () => {
  // The Form I-130 chart is known from the day it was read (domain/rules/petition-lockbox.ts).
  const today = '2026-11-27';

  it('gives the petition filed first its fee, its lockbox by the petitioner’s state, its evidence and its signatures, and nothing of the green card application', async () => {
    const cover = await coverOn('citizen-petition-first-f1-student', today);
    expect(cover).toMatch(/^Your petition package /);
    expect(cover).toContain('This package holds the petition alone, Forms I-130 and I-130A, as you chose: mail it now.');
    expect(cover).toContain('Form I-130 $675 one Form G-1450 or Form G-1650 for $675, for Form I-130 only');
    expect(cover).toContain('Total $675');
    expect(cover).toContain('Mail Forms I-130 and I-130A together, in one envelope or box, to the USCIS Phoenix Lockbox: the address for a Form I-130 filed on its own by a petitioner living in Texas.');
    expect(cover).toContain('P.O. Box 21700');
    expect(cover).toContain('Direct Filing Addresses for Form I-130');
    expect(cover).toContain("A copy of the petitioner's U.S. birth certificate, or of the photo page of the petitioner's valid U.S. passport.");
    expect(cover).toContain('A copy of your marriage certificate.');
    expect(cover).toContain('Proof that the marriage is real');
    expect(cover).toContain('With Form I-130: two photos of the petitioner and two of the beneficiary.');
    expect(cover).toMatch(/Form I-130, Part 6, Item Number 6\.a .*Ethan Carter \(the petitioner\) signs by hand/);
    expect(cover).toMatch(/Form I-130A, Part 4, Item Number 6\.a .*Ananya Krishnamurthy \(the beneficiary\) signs by hand/);
    for (const absent of ['Form I-485, Part 10', 'Form I-693', 'Attn: AOS', '$1,440']) expect(cover).not.toContain(absent);
  });

  it('sends the petition to the chart on a day the Form I-130 table does not cover', async () => {
    const cover = await coverOn('citizen-petition-first-f1-student', '2026-11-22');
    expect(cover).toContain('We do not know the lockbox address in force on 11/22/2026: open uscis.gov/i-130-addresses and mail Forms I-130 and I-130A together');
  });

  it('rests the green card application on the petition filed before it: its notice in place of Form I-130, its own fees and lockbox', async () => {
    const cover = await coverOn('petition-filed-h1b-receipt-notice', today);
    expect(cover).toMatch(/^Your green card application package /);
    expect(cover).toContain('on the Form I-130 already filed (receipt number IOE0912345678, priority date 08/14/2026, pending), which Form I-485 Part 2 Item Number 2 names.');
    expect(cover).toContain('A copy of the receipt notice (Form I-797C) of the Form I-130, receipt number IOE0912345678, in place of a new Form I-130.');
    expect(cover).toContain('Form I-485 $1,440');
    expect(cover).toContain('the address for a family-based Form I-485 filed on a pending or approved Form I-130 by an applicant living in Washington.');
    expect(cover).toContain('P.O. Box 20500');
    for (const absent of ['$675', 'A copy of your marriage certificate.', 'With Form I-130:', 'Form I-130, Part 6', 'You said you do not have that notice']) {
      expect(cover).not.toContain(absent);
    }
  });

  it('names the approval notice of an approved petition, and tells a couple without the notice how to get a copy first', async () => {
    const cover = await coverOn('petition-filed-h1b-receipt-notice', today, { ONBOARDING: { onboardingPetitionStatus: 'approved', onboardingPetitionHasNotice: 'No' } });
    expect(cover).toContain('A copy of the approval notice (Form I-797) of the Form I-130, receipt number IOE0912345678, in place of a new Form I-130.');
    expect(cover).toContain('You said you do not have that notice. If the petition was filed online, download it from the petitioner’s USCIS online account.');
    expect(cover).toContain('a duplicate of an approval notice is requested on Form I-824');
  });

  it('gives the petition-first couple’s second package once the receipt number is entered', async () => {
    const filed = { onboardingPetitionMailed: 'Yes', onboardingPetitionReceiptNumber: 'ioe0912345678', onboardingPetitionReceiptDate: '2026-09-02', onboardingPetitionPriorityDate: '2026-09-02', onboardingPetitionStatus: 'pending', onboardingPetitionHasNotice: 'Yes' };
    const cover = await coverOn('citizen-petition-first-f1-student', today, { ONBOARDING: filed });
    expect(cover).toContain('receipt number IOE0912345678, priority date 09/02/2026, pending');
    expect(cover).toContain('Form I-485 $1,440');
    expect(cover).not.toContain('$675');
  });

  it('lists what follows a consular petition as steps Greencard does not prepare, and the consulate the petition names', async () => {
    const cover = await coverOn('consular-spouse-in-india-mumbai', today);
    expect(cover).toMatch(/^Your petition package /);
    expect(cover).toContain('(Mumbai, India, as Form I-130 Part 4 Item Number 62 names it)');
    expect(cover).toContain('What comes next (Greencard does not prepare these steps)');
    expect(cover).toContain(CONSULAR_NEXT_STEPS.replace(/\s+/g, ' '));
    expect(cover).toContain('Total $675');
    expect(cover).toMatch(/Form I-130A, Part 4, Item Number 6\.a .*Ananya Krishnamurthy \(the beneficiary\) lives outside the United States and does not need to sign it/);
    expect(cover).not.toContain('Form I-485');
  });

  it('says plainly that what follows a barred beneficiary’s petition needs a lawyer', async () => {
    const cover = await coverOn('ewi-citizen-spouse-petition-only', today);
    expect(cover).toMatch(/^Your petition package /);
    expect(cover).toContain('As you answered, the law does not let the beneficiary get the green card from inside the United States (adjustment of status).');
    expect(cover).toContain('What comes next needs a lawyer');
    expect(cover).toContain('provisional unlawful presence waiver (Form I-601A)');
    expect(cover).not.toContain('Form I-485');
    expect(cover).not.toContain('What comes next (Greencard does not prepare these steps)');
  });

  it('keeps the whole package as it was: everything to the family-based lockbox, no stage notice', async () => {
    const cover = await coverOn('f1-student-us-born-citizen', today);
    expect(cover).toMatch(/^Your green card application package /);
    expect(cover).toContain('the address for a family-based Form I-485 filed with its Form I-130 by an applicant living in Texas.');
    expect(cover).not.toContain('This package holds the petition alone');
    expect(cover).not.toContain('What comes next');
  });
});

describe('the whole cover in Spanish, with no English sentence left (issue 22 item 1)', () => {
  /** The English a Spanish reader is meant to read: official titles and the sources the cover cites, as USCIS and the law write them. */
  const OFFICIAL = [
    ...MAPPINGS.map((mapping) => packageForm(mapping.form).title),
    ...FEE_PAYMENT_RULES.flatMap((payment) => [payment.source, ...payment.authorizations.map((authorization) => authorization.title)]),
    ...FAMILY_LOCKBOX_CHARTS.map((chart) => chart.source),
    ...PETITION_LOCKBOX_CHARTS.map((chart) => chart.source),
    'Contract Between Sponsor and Household Member',
    'Report of Immigration Medical Examination and Vaccination Record',
    'Arrival/Departure Record',
    'Consular Report of Birth Abroad',
    'Certificate of Naturalization',
    'Certificate of Citizenship',
    'Part 11, Additional Information',
    'HHS poverty guidelines',
  ];
  const cases: readonly [string, string, FilingStage?][] = [
    ['household-member-sister-i864a', '2026-09-10'],
    ['joint-sponsor-cousin', '2026-09-10'],
    ['assets-three-times-shortfall', '2026-09-10'],
    ['h1b-naturalized-citizen-divorces', '2026-09-10'],
    ['b2-visitor-green-card-holder-arrest', '2026-11-22'],
    ['consular-spouse-in-india-mumbai', '2026-09-10'],
    ['ewi-citizen-spouse-petition-only', '2026-09-10'],
    ['f2a-not-current-b2-visitor', '2026-09-10'],
    ['petition-filed-h1b-receipt-notice', '2026-09-10'],
    ['citizen-petition-first-f1-student', '2026-09-10', 'petition'],
  ];
  it.each(cases)('%s on %s', async (couple, day, stage) => {
    const cover = await coverOn(couple, day, {}, stage, 'es');
    expect(englishLeftovers(cover, OFFICIAL)).toEqual([]);
    expect(cover).toContain('Qué adjuntar');
  });

  it('says which forms must not be mailed, in Spanish', () => {
    const line = heldFormLine({ form: 'i-485', edition: '01/20/25', hold: { reason: 'edition-not-mapped', required: { form: 'i-485', edition: '09/18/26' } as never, since: '2026-09-18', action: '', message: '' } as never }, 'es');
    expect(line).toContain('desde el 18 de septiembre de 2026');
    expect(englishLeftovers(line, [])).toEqual([]);
  });
});
