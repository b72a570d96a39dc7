/**
 * The cover's "What to attach" (issue 22), in English: the evidence of the petition, of the
 * beneficiary and of each person behind the Affidavit of Support. Form names and parts stay as
 * USCIS writes them.
 */
export const coverEvidenceEn = {
  'cover.evidence.heading.petitioner': 'The petitioner',
  'cover.evidence.heading.marriage': 'Your marriage',
  'cover.evidence.heading.petition': 'The petition your application rests on',
  'cover.evidence.heading.beneficiary': 'The beneficiary',
  'cover.evidence.heading.photos':
    'Photos (2 x 2 inch passport-style color photos taken in the last 30 days; write the name and date of birth lightly in pencil on the back)',
  'cover.evidence.heading.workPermit': 'Work permit (Form I-765)',
  'cover.evidence.heading.travel': 'Travel document (Form I-131)',
  'cover.evidence.heading.sponsor': 'Affidavit of Support: the petitioner, the sponsor (Form I-864)',
  'cover.evidence.heading.member': 'Affidavit of Support: {name}, household member (Form I-864A)',
  'cover.evidence.heading.spouse': "Affidavit of Support: the beneficiary's income and assets",
  'cover.evidence.heading.joint': 'Affidavit of Support: {name}, joint sponsor (second Form I-864)',

  'cover.evidence.petitioner.pr': "A copy of the front and back of the petitioner's green card (Form I-551).",
  'cover.evidence.petitioner.status': "Proof of the petitioner's U.S. citizenship or permanent residence.",
  'cover.evidence.petitioner.certificate':
    "A copy of the petitioner's Certificate of Naturalization or Certificate of Citizenship (front and back), or of the photo page of the petitioner's valid U.S. passport.",
  'cover.evidence.petitioner.birth': "A copy of the petitioner's U.S. birth certificate, or of the photo page of the petitioner's valid U.S. passport.",
  'cover.evidence.petitioner.passport': "A copy of the photo page of the petitioner's valid U.S. passport, or of the Consular Report of Birth Abroad (Form FS-240).",
  'cover.evidence.ended':
    "Proof that the {who, select, p {petitioner's} other {beneficiary's}} earlier marriage to {spouse}{ended, select, none {} other { (ended {ended})}} has ended: a copy of {proof, select, divorced {the final divorce decree} deceased {the death certificate} annulled {the annulment decree} other {the court or official document that ended it}}.",
  'cover.evidence.marriageCertificate': 'A copy of your marriage certificate.',
  'cover.evidence.bonaFide':
    'Proof that the marriage is real: for example a joint lease or mortgage, joint bank or credit card statements, insurance naming each other, birth certificates of children you have together, and photos of you together over time.',
  'cover.evidence.nameChange': 'For each change of legal name: the marriage certificate, divorce decree or court order that changed it.',

  'cover.evidence.notice.unfiled':
    'A copy of the receipt notice (Form I-797C) of the Form I-130 filed first, in place of a new Form I-130: enter its receipt number in Greencard before you download this package again.',
  'cover.evidence.notice.filed':
    'A copy of the {status, select, approved {approval notice (Form I-797)} other {receipt notice (Form I-797C)}} of the Form I-130, receipt number {receipt}, in place of a new Form I-130.',
  'cover.evidence.notice.missing':
    'You said you do not have that notice. If the petition was filed online, download it from the petitioner’s USCIS online account. Otherwise ask USCIS for a copy (the USCIS Contact Center, uscis.gov/contactcenter); a duplicate of an approval notice is requested on Form I-824, which has its own fee. Mail this package once the copy is in it.',

  'cover.evidence.birthCertificate': "A copy of the beneficiary's birth certificate, with a certified English translation if it is not in English.",
  'cover.evidence.passport': "A copy of the photo page of the beneficiary's passport.",
  'cover.evidence.travelDocument': "A copy of the beneficiary's travel document (the pages with the photo and the number).",
  'cover.evidence.identity':
    'A copy of a government-issued identity document of the beneficiary with a photo (the beneficiary answered that they had no passport or travel document).',
  'cover.evidence.visa': 'A copy of the U.S. visa used for the last entry (the visa page of the passport).',
  'cover.evidence.i94': 'A copy of the Form I-94 Arrival/Departure Record of the last arrival (print it at i94.cbp.dhs.gov).',
  'cover.evidence.admitted': 'Proof of the last admission: the admission stamp in the passport, if there is one.',
  'cover.evidence.paroled': 'Proof of the parole: the parole document or the I-94 marked "parole" (for example Form I-512L, or the parole notice).',
  'cover.evidence.statusNotice':
    'A copy of the USCIS notice that granted the current status ({status}){newI94, select, yes {, with the new Form I-94 that came with it} other {}} (for example Form I-797 or I-797A).',
  'cover.evidence.proceedings': 'Copies of the immigration court documents (notice to appear, orders and decisions) of every proceeding.',
  'cover.evidence.medical':
    'Form I-693, Report of Immigration Medical Examination and Vaccination Record, completed by a USCIS-designated civil surgeon, in the sealed envelope the surgeon gives you, unopened, placed with Form I-485 (required: USCIS rejects a Form I-485 filed without it).',
  'cover.evidence.criminal':
    'For every arrest, citation, charge or conviction answered Yes in Part 9 of Form I-485: certified court dispositions, arrest reports, and proof that any sentence was completed.',
  'cover.evidence.otherYes':
    'Documents that explain every other Yes answer in Part 9 of Form I-485 (for example records of earlier immigration violations or of benefits received).',

  'cover.evidence.photos':
    '{form, select, i130 {With Form I-130: two photos of the petitioner and two of the beneficiary.} other {With Form {form}: two photos of the beneficiary.}}',
  'cover.evidence.workPermitCopies':
    'A copy of {i94, select, yes {the Form I-94 and of } other {}}{passport, select, yes {the photo page of the passport} other {a government-issued identity document with a photo}} (a second set, placed behind Form I-765).',
  'cover.evidence.earlierEad': 'A copy of the front and back of every earlier work permit (EAD), or of the earlier approval or denial notice.',
  'cover.evidence.travelId':
    "A copy of a government-issued photo identity document of the beneficiary ({passport, select, yes {the passport's photo page} other {for example a driver's license or a national identity card}}), placed behind Form I-131.",

  'cover.evidence.tax.latest':
    "An IRS tax return transcript, or a copy of {who, select, joint {the joint sponsor's} other {the petitioner's}} federal income tax return with every W-2 and 1099, for {year} (required: the most recent tax year).",
  'cover.evidence.tax.earlier': 'The same for {years} (recommended).',
  'cover.evidence.tax.notRequired':
    'For {years}: a written explanation, with proof, that {who, select, joint {the joint sponsor} other {the petitioner}} was not required to file a federal tax return.',
  'cover.evidence.work.employed': 'A letter from the employer stating the job, pay and start date, or pay stubs of the last six months.',
  'cover.evidence.work.selfEmployed': 'For self-employment: Schedule C or F (and Schedule SE) of the tax returns, and recent business records.',
  'cover.evidence.work.retired': 'Proof of pension or retirement income (award letters or statements).',
  'cover.evidence.assets.bank':
    "{whose, select, joint {The joint sponsor's} beneficiary {The beneficiary's} other {The petitioner's}} bank accounts: statements of the last 12 months showing the balance, or a letter from the bank giving the balance and the date the account was opened.",
  'cover.evidence.assets.realEstate':
    "{whose, select, joint {The joint sponsor's} beneficiary {The beneficiary's} other {The petitioner's}} real estate: the deed or other proof of ownership, a recent appraisal by a licensed appraiser or the tax assessment, and the latest statement of every mortgage or lien on it.",
  'cover.evidence.assets.stocks':
    "{whose, select, joint {The joint sponsor's} beneficiary {The beneficiary's} other {The petitioner's}} stocks, bonds and other assets: the latest statements of the accounts (or the certificates), showing what they are worth today.",
  'cover.evidence.assets.convertible': 'Every asset counted must be one that can be turned into cash within a year.',
  'cover.evidence.activeDuty': "Proof of the petitioner's active duty in the U.S. armed forces or Coast Guard (orders or a letter from the commanding officer).",
  'cover.evidence.relation.parent': "Proof that this is the petitioner's parent: the petitioner's birth certificate naming them.",
  'cover.evidence.relation.sibling': "Proof that this is the petitioner's brother or sister: both birth certificates, showing a parent in common.",
  'cover.evidence.relation.child': "Proof that this is the petitioner's son or daughter: their birth certificate naming the petitioner.",
  'cover.evidence.member.i864a':
    'Form I-864A, Contract Between Sponsor and Household Member, signed by {name} and by the petitioner (not in this package: see "The Affidavit of Support" above).',
  'cover.evidence.member.tax':
    "An IRS tax return transcript, or a copy of {name}'s federal income tax return with every W-2 and 1099{year, select, none {} other {, for {year}}} (the most recent tax year).",
  'cover.evidence.member.employer': "A letter from {name}'s employer stating the job, pay and start date, or pay stubs of the last six months.",
  'cover.evidence.member.dependent':
    "The petitioner's tax return for the most recent tax year shows {name} as a dependent: no proof of living together is needed.",
  'cover.evidence.member.livesWith':
    "Proof that {name} lives with the petitioner: a lease, deed, or bills or bank statements at the petitioner's address in their name.",
  'cover.evidence.member.assets':
    'Proof of ownership and value of every asset {name} reports on Form I-864A (statements, deeds, appraisals), with what is owed on them.',
  'cover.evidence.spouse.continues':
    "Proof that the beneficiary's income will continue from the same source after the green card: a letter from the employer, and pay stubs of the last six months.",
  'cover.evidence.spouse.tax':
    "An IRS tax return transcript, or a copy of the beneficiary's federal income tax return with every W-2{year, select, none {} other {, for {year}}}.",
  'cover.evidence.joint.status':
    "{status, select, citizen {Proof of the joint sponsor's U.S. citizenship: a copy of the photo page of their valid U.S. passport, their U.S. birth certificate, or their Certificate of Naturalization or Citizenship.} national {Proof of the joint sponsor's U.S. nationality: a copy of their U.S. passport (noting non-citizen national status) or of their birth certificate from American Samoa or Swains Island.} pr {A copy of the front and back of the joint sponsor's green card (Form I-551).} other {Proof of the joint sponsor's U.S. citizenship, nationality or permanent residence.}}",
} as const satisfies Readonly<Record<string, string>>;
