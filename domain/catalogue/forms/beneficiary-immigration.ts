import { IMMIGRATION_STATUS } from '../choices.ts';
import type { Choice, Condition, FieldDef } from '../types.ts';
import { allOf, isNo, isYes } from './person-conditions.ts';
import { capitalised, select, spokenIn, voiceOf } from './person-voice.ts';

/** Every question is about the beneficiary, spoken to them or naming them to their spouse (person-voice.ts). */
const v = voiceOf('b');

/** Worded without a person, so that they read right to either spouse filling in the wizard. */
const LAST_ENTRY_MANNER = [
  { value: 'admitted', label: 'Inspected at a port of entry and admitted (with a visa, or under the Visa Waiver Program)' },
  { value: 'paroled', label: 'Inspected at a port of entry and paroled' },
  { value: 'without_admission', label: 'Came in without being inspected, admitted or paroled' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Choice[];

const PROCEEDINGS_TYPE = [
  { value: 'removal', label: 'Removal' },
  { value: 'exclusion_deportation', label: 'Exclusion or deportation' },
  { value: 'rescission', label: 'Rescission' },
  { value: 'other_judicial', label: 'Other judicial proceedings' },
] as const satisfies readonly Choice[];

const inUs = isYes('immiIsInUs');
const entered = (manner: string): Condition | undefined => allOf(inUs, { field: 'immiLastEntryManner', is: manner });
const hasVisa = allOf(inUs, { field: 'immiCurrVisaNumber', filled: true });
const hasI94 = allOf(inUs, isYes('i94WasIssued'));
const statusChanged = allOf(hasI94, isYes('i94StatusChanged'));
const inProceedings = isYes('immiInDeportationProceedingsYesNo');
const appliedAbroad = isYes('immiAppliedForGcBefore');

/** Form I-485 Part 1 items 10-11 and 13, Form I-130 Part 4 items 45-46 and 61. */
const lastArrivalFields = spokenIn('b', [
  {
    key: 'immiIsInUs',
    question: `${capitalised(v.ask('are'))} in the United States now?`,
    kind: 'yesNo',
    required: true,
  },
  {
    key: 'immiEverInUs',
    question: `${capitalised(v.ask('have'))} ever been in the United States?`,
    kind: 'yesNo',
    required: true,
    visibleWhen: isNo('immiIsInUs'),
  },
  {
    key: 'immiLastEntryDate',
    question: `On what date did ${v.you} last arrive in the United States?`,
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: inUs,
  },
  {
    key: 'immiLastEntryCity',
    question: `Where did ${v.you} last arrive? City or town`,
    kind: 'text',
    letterCase: 'place',
    required: true,
    visibleWhen: inUs,
    help: `The airport or border crossing where ${v.you} came in, for example New York (JFK airport) or San Ysidro.`,
  },
  {
    key: 'immiLastEntryState',
    question: `Where did ${v.you} last arrive? State`,
    kind: 'usState',
    required: true,
    visibleWhen: inUs,
  },
  {
    key: 'immiLastEntryManner',
    question: `How did ${v.you} come in at ${v.their} last arrival?`,
    kind: 'choice',
    choices: LAST_ENTRY_MANNER,
    required: true,
    visibleWhen: inUs,
  },
  {
    key: 'immiLastEntryAdmittedAs',
    question: `What ${v.ask('were')} admitted as?`,
    kind: 'text',
    required: true,
    visibleWhen: entered('admitted'),
    help: 'In a few words, for example visitor, student, exchange visitor, temporary worker, fiancé(e).',
  },
  {
    key: 'immiLastEntryParoledAs',
    question: `What ${v.ask('were')} paroled as?`,
    kind: 'text',
    required: true,
    visibleWhen: entered('paroled'),
    help: 'For example humanitarian parole, advance parole, Cuban parole.',
  },
  {
    key: 'immiLastEntryOther',
    question: `Describe how ${v.you} came in`,
    kind: 'textarea',
    required: true,
    visibleWhen: entered('other'),
  },
  {
    key: 'immiCurrentVisaStatus',
    question: `Which visa or status ${v.ask('were')} admitted with at ${v.their} last arrival?`,
    kind: 'choice',
    choices: IMMIGRATION_STATUS,
    visibleWhen: entered('admitted'),
    help: `The class of admission on ${v.your} I-94, for example B2, F1, H1B, H4 or WT (Visa Waiver Program). The classes people hold most come first.`,
  },
  {
    key: 'immiCurrVisaNumber',
    question: `What is the number of the visa ${v.you} used at ${v.their} last arrival?`,
    kind: 'text',
    letterCase: 'upper',
    visibleWhen: inUs,
    help: `The visa number printed (often in red) at the bottom right of the visa in ${v.your} passport. Leave empty if ${v.they} came in without a visa, for example under the Visa Waiver Program.`,
  },
  {
    key: 'immiCurrVisaIssuedDate',
    question: 'On what date was that visa issued?',
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: hasVisa,
    help: 'The "Issue Date" on the visa.',
  },
  {
    key: 'immiCurrVisaExpirationDate',
    question: 'On what date does (or did) that visa expire?',
    kind: 'date',
    required: true,
    visibleWhen: hasVisa,
    help: `The "Expiration Date" on the visa. It is not the date ${v.your} permitted stay ends; that is on ${v.their} I-94.`,
  },
  {
    key: 'immiLastEntryWasFirstEntry',
    question: `Was ${v.your} last arrival the first time ${v.they} were ever in the United States?`,
    kind: 'yesNo',
    required: true,
    visibleWhen: inUs,
  },
  {
    key: 'immiUscisOfficeCity',
    question: `Which USCIS field office serves the area where ${select('you live', '{name} lives')}? City`,
    kind: 'text',
    letterCase: 'place',
    required: true,
    visibleWhen: inUs,
    help: `Find it with the Field Office Locator on uscis.gov by ${v.your} ZIP code. It is where ${v.their} green card interview will be.`,
  },
  {
    key: 'immiUscisOfficeState',
    question: `Which USCIS field office serves the area where ${select('you live', '{name} lives')}? State`,
    kind: 'usState',
    required: true,
    visibleWhen: inUs,
  },
] as const satisfies readonly FieldDef[]);

/** Form I-485 Part 1 items 12, 14 and 15, Form I-130 Part 4 item 46. */
const i94Fields = spokenIn('b', [
  {
    key: 'i94WasIssued',
    question: `Did ${v.you} receive an I-94 arrival record at ${v.their} last arrival?`,
    kind: 'yesNo',
    required: true,
    visibleWhen: inUs,
    help: `Almost everyone admitted or paroled at a port of entry gets one, including Visa Waiver visitors. Look ${select('yours', 'theirs')} up at i94.cbp.dhs.gov.`,
  },
  {
    key: 'i94Number',
    question: `What is ${v.your} I-94 record number?`,
    kind: 'text',
    required: true,
    format: 'i94Number',
    visibleWhen: hasI94,
    help: `The 11-character "Admission (I-94) Record Number" on ${v.their} most recent I-94.`,
  },
  {
    key: 'i94NameLast',
    question: `Last name (family name) as written on ${v.your} I-94`,
    kind: 'text',
    required: true,
    format: 'name',
    letterCase: 'copied',
    visibleWhen: hasI94,
    help: `Exactly as on the I-94, even if it differs from ${v.their} passport.`,
  },
  {
    key: 'i94NameFirst',
    question: `First name (given name) as written on ${v.your} I-94`,
    kind: 'text',
    required: true,
    format: 'name',
    letterCase: 'copied',
    visibleWhen: hasI94,
  },
  {
    key: 'i94ImmigrationStatus',
    question: `What class of admission does ${v.your} I-94 show?`,
    kind: 'text',
    letterCase: 'upper',
    required: true,
    visibleWhen: hasI94,
    help: `The "Class of Admission" on the I-94, for example B2, WT, F1, H1B, K1, or "paroled" if ${v.they} were paroled.`,
  },
  {
    key: 'i94AdmitUntilIsDs',
    question: `Does ${v.your} I-94 say D/S (duration of status) instead of an "Admit Until" date?`,
    kind: 'yesNo',
    required: true,
    visibleWhen: hasI94,
    help: 'Students and exchange visitors often have D/S.',
  },
  {
    key: 'i94AdmitUntil',
    question: `What is the "Admit Until" date on ${v.your} I-94?`,
    kind: 'date',
    required: true,
    visibleWhen: allOf(hasI94, isNo('i94AdmitUntilIsDs')),
    help: `The last day ${v.they} were (or are) allowed to stay, as the I-94 shows it. It may be in the past.`,
  },
  {
    key: 'i94StatusChanged',
    question: `Has ${v.your} immigration status changed since ${v.they} arrived?`,
    kind: 'yesNo',
    required: true,
    visibleWhen: hasI94,
    help:
      'Only by a decision of USCIS: an approved change or extension of status (for example from visitor B2 to student F1), or a grant of ' +
      'Temporary Protected Status (TPS). A pending application does not change it.',
  },
  {
    key: 'i94StatusAfterChange',
    question: `What is ${v.your} immigration status now?`,
    kind: 'text',
    letterCase: 'upper',
    required: true,
    visibleWhen: statusChanged,
    help: `As on ${v.their} USCIS approval notice, for example F1 or H1B.`,
  },
  {
    key: 'i94StatusAfterChangeIsDs',
    question: `Does ${v.your} current status last for D/S (duration of status) instead of until a date?`,
    kind: 'yesNo',
    required: true,
    visibleWhen: statusChanged,
  },
  {
    key: 'i94StatusAfterChangeUntil',
    question: `On what date does ${v.your} current status end?`,
    kind: 'date',
    required: true,
    visibleWhen: allOf(statusChanged, isNo('i94StatusAfterChangeIsDs')),
    help: `The date on ${v.their} USCIS approval notice, or on the new I-94 that came with it.`,
  },
  {
    key: 'i94StatusChangeNewI94',
    question: 'Did that change come with a new I-94 record?',
    kind: 'yesNo',
    required: true,
    visibleWhen: statusChanged,
    help:
      'An approved change or extension of status usually has a new I-94 at the bottom of the approval notice (Form I-797A); TPS and deferred ' +
      `action do not. ${capitalised(v.your)} most recent I-94 is the first one listed at i94.cbp.dhs.gov. The forms ask for the most recent I-94 and its date.`,
  },
  {
    key: 'i94NewNumber',
    question: 'What is the number of that new I-94 record?',
    kind: 'text',
    required: true,
    format: 'i94Number',
    visibleWhen: allOf(statusChanged, isYes('i94StatusChangeNewI94')),
    help: `The 11-character record number on the new I-94. Its "Admit Until" date is the date ${v.your} current status ends, given above.`,
  },
] as const satisfies readonly FieldDef[]);

/** Form I-485 Part 1 items 16-17 and Part 4 items 1-6, Form I-130 Part 4 items 10 and 53-56. */
const historyFields = spokenIn('b', [
  {
    key: 'immiCrewmanVisaEver',
    question: `${capitalised(v.ask('have'))} ever been issued a crewman visa (C-1/D or D)?`,
    kind: 'yesNo',
    required: true,
    help: 'A visa for members of the crew of a ship or airplane.',
  },
  {
    key: 'immiCrewmanLastEntryYesNo',
    question: `Did ${v.you} last arrive to join a ship as a crew member, or while working on board a ship or airplane?`,
    kind: 'yesNo',
    required: true,
    visibleWhen: inUs,
  },
  {
    key: 'immiInDeportationProceedingsYesNo',
    question: `${capitalised(v.ask('have'))} ever been in immigration court proceedings?`,
    kind: 'yesNo',
    required: true,
    help: 'Removal, deportation, exclusion or rescission proceedings, now or in the past, including cases that were closed.',
  },
  {
    key: 'immiProceedingsType',
    question: 'What kind of proceedings?',
    kind: 'choice',
    choices: PROCEEDINGS_TYPE,
    required: true,
    visibleWhen: inProceedings,
  },
  {
    key: 'immiProceedingsCity',
    question: 'Where were the proceedings? City or town',
    kind: 'text',
    letterCase: 'place',
    required: true,
    visibleWhen: inProceedings,
  },
  {
    key: 'immiProceedingsState',
    question: 'Where were the proceedings? State',
    kind: 'usState',
    required: true,
    visibleWhen: inProceedings,
  },
  {
    key: 'immiProceedingsDate',
    question: 'On what date did the proceedings take place?',
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: inProceedings,
    help: 'The date on the notice to appear or of the last hearing.',
  },
  // Form I-130 Part 4 item 10 asks about petitions for the beneficiary's immigration (immigrant
  // visa petitions, 8 CFR part 204); a nonimmigrant petition on Form I-129 (H-1B, L-1, O-1) is not one.
  {
    key: 'immiOtherPetitionEverFiled',
    question: `Has anyone other than ${select('your spouse', 'you')} ever filed an immigration petition for ${v.you}?`,
    kind: 'yesNoUnknown',
    required: true,
    help:
      'Count petitions for a green card (immigrant petitions): for example a Form I-130 filed by a parent or an earlier spouse, or a Form I-140 filed by an employer. ' +
      'A petition for a temporary status, such as an employer’s H-1B, L-1 or O-1 petition on Form I-129, is a nonimmigrant petition and does not count here, ' +
      `unless the same employer also filed an immigrant petition (Form I-140) for ${v.you}. Choose "I do not know" only if neither ${select('you nor your spouse knows', '{name} nor you know')}.`,
  },
  {
    key: 'immiAppliedForGcBefore',
    question: `${capitalised(v.ask('have'))} ever applied for an immigrant visa (a green card) at a U.S. embassy or consulate abroad?`,
    kind: 'yesNo',
    required: true,
  },
  {
    key: 'immiImmigrantVisaCity',
    question: 'Where was that embassy or consulate? City',
    kind: 'text',
    letterCase: 'place',
    required: true,
    visibleWhen: appliedAbroad,
  },
  {
    key: 'immiImmigrantVisaCountry',
    question: 'Where was that embassy or consulate? Country',
    kind: 'country',
    required: true,
    visibleWhen: appliedAbroad,
  },
  {
    key: 'immiImmigrantVisaDecision',
    question: 'What was the decision?',
    kind: 'text',
    required: true,
    visibleWhen: appliedAbroad,
    help: 'For example approved, refused, denied, withdrawn, or still pending.',
  },
  {
    key: 'immiImmigrantVisaDecisionDate',
    question: 'On what date was the decision made?',
    kind: 'date',
    format: 'pastDate',
    visibleWhen: appliedAbroad,
    help: 'Leave empty if there is no decision yet.',
  },
  {
    key: 'immiAppliedForGcBeforeInUs',
    question: `${capitalised(v.ask('have'))} ever applied for a green card (permanent residence) before while in the United States?`,
    kind: 'yesNo',
    required: true,
  },
  {
    key: 'immiLprRescindedEver',
    question: `${capitalised(v.ask('have'))} ever had green card status that was later taken away (rescinded)?`,
    kind: 'yesNo',
    required: true,
  },
] as const satisfies readonly FieldDef[]);

export const immigrationSituationFields = [...lastArrivalFields, ...i94Fields, ...historyFields];
