/**
 * What the server says of the couple's filing (issue 22), in English: the stages and how the
 * couple files (GET /filing-status), why a form or a stage is held, and the refusals of payment and
 * generation a person reads. es.ts holds the same ids in Spanish. Form numbers stay as USCIS prints them.
 */
export const filingEn = {
  'filing.form': 'Form {name}',
  'filing.forms': '{count, plural, one {Form} other {Forms}} {names}',

  'filing.stage.whole': 'Your whole filing',
  'filing.stage.petition': 'Your petition',
  'filing.stage.adjustment': 'Your green card application',
  'filing.stage.titled': '{stage}: {forms}',

  'filing.twoStagesFacts':
    'The petition alone does not let the beneficiary stay, work or travel; a pending Form I-485 does (with Forms I-765 and I-131). A later Form I-485 still rests on the same petition, and USCIS charges the same fees whether the forms go in together or apart.',
  'filing.path.together':
    'You file everything together: the petition (Forms I-130 and I-130A) and the green card application (Form I-485 with Form I-864) in one package.',
  'filing.path.petitionFirstVisa':
    'You file the petition (Forms I-130 and I-130A) now, so your place in line starts; the green card application follows when the Visa Bulletin is current for it. {facts}',
  'filing.path.petitionFirst':
    'You file the petition (Forms I-130 and I-130A) now and the green card application (Form I-485 with Form I-864) later, on the petition’s receipt number. {facts}',
  'filing.path.petitionFiled':
    'Your Form I-130 is already filed: we prepare the green card application (Form I-485 with Form I-864) on its receipt number, with a copy of its notice (Form I-797).',
  'filing.path.consular': 'The beneficiary applies for an immigrant visa abroad: we prepare the petition (Forms I-130 and I-130A), naming the U.S. embassy or consulate.',
  'filing.path.petitionOnly':
    'As you answered, the beneficiary cannot get the green card from inside the United States: we prepare the petition (Forms I-130 and I-130A) alone.',
  'filing.proposal.forms': 'our {forms} {count, plural, one {is} other {are}} updated to the {count, plural, one {edition} other {editions}} USCIS requires',
  'filing.proposal.uscis': 'USCIS takes it',
  'filing.proposal': 'You can file the petition today; your green card application will be ready when {waitingOn}, and we e-mail you then. {facts}',
  'filing.next.consular':
    'After USCIS approves the petition it sends it to the Department of State’s National Visa Center (NVC), which writes to you. Then: the beneficiary fills in the immigrant visa application (Form DS-260) online, the petitioner sends the Affidavit of Support (Form I-864) and its evidence to NVC, you upload the civil documents NVC asks for (birth and marriage certificates, police certificates), and the beneficiary has a medical examination and an interview at the U.S. embassy or consulate. We do not prepare these steps.',
  'filing.next.petitionOnly':
    'What follows the petition (an immigrant visa abroad, the unlawful presence bars, a provisional waiver on Form I-601A) needs an immigration attorney or a DOJ-accredited representative: talk to one before the beneficiary leaves the United States.',

  'filing.held.promise': 'Every answer you gave is kept. Your package will be ready as soon as we have updated the form, and we will e-mail you when it is.',
  'filing.held.package': 'Your package cannot be paid for yet: USCIS would not accept it today. {reasons} {promise}',
  'filing.held.notYet': 'This package cannot be filed yet. {wait}',
  'filing.held.nothingToPay': 'There is nothing to pay for yet.',
  'filing.hold.acceptanceUnknown': 'We do not know which edition of {form} USCIS accepts on {date}, so we hold this form until we do.',
  'filing.hold.noMapping': 'We cannot fill {form} yet.',
  'filing.hold.templateMissing': 'USCIS changed {form}{since, select, none {} other { on {since}}}; we are installing the new version.',
  'filing.hold.editionNotMapped': 'USCIS changed {form}{since, select, none {} other { on {since}}}; we are updating ours.',
  'filing.wait.receipt':
    'Your green card application rests on the petition you file first: enter its receipt number once USCIS has sent the receipt notice (Form I-797C).',
  'filing.wait.visa':
    "The Visa Bulletin for {month} is not current for the petition's priority date ({priorityDate}), so USCIS cannot take Form I-485 yet. We e-mail you the month it becomes current.",
  'filing.unavailable':
    'Your documents cannot be prepared at the moment: the official {forms} {count, plural, one {is} other {are}} not installed on our server. Every answer you gave is kept; please try again later.',
  'filing.noSuchStage': 'Your filing has no "{asked}" package: as you file, it is made of {theirs}.',
} as const satisfies Readonly<Record<string, string>>;
