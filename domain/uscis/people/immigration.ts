import { text, type Answers } from '../../answers.ts';
import type { MappingContext } from '../types.ts';
import { addressAt, type Address } from './address.ts';
import { personAnswers, yesNo } from './shown.ts';

/** The beneficiary's last arrival in the United States, as answered (only while they are in the U.S.). */
export interface LastArrival {
  /** ISO date. */
  readonly date: string;
  readonly city: string;
  readonly state: string;
  /** 'admitted', 'paroled', 'without_admission' or 'other'. */
  readonly manner: string;
  /** What the beneficiary was admitted or paroled as, in their words, or how they came in otherwise. */
  readonly admittedAs: string;
  readonly paroledAs: string;
  readonly otherManner: string;
  /** The status code chosen from the pick-list (F1, B2 …), when admitted. */
  readonly visaStatus: string;
  /** The class of admission the I-94 shows, as typed (F1, WT, paroled …). */
  readonly i94Class: string;
  readonly i94Number: string;
  /** ISO date the I-94 admits until, '' when it says D/S. */
  readonly admitUntil: string;
  readonly admitUntilIsDs: boolean;
  /** After an approved change of status: the status now and until when (ISO, or D/S). */
  readonly statusNow: string;
  readonly statusNowUntil: string;
  readonly statusNowIsDs: boolean;
  /** The number of the new I-94 the later status came with; '' when it came with none (TPS, deferred action). */
  readonly newI94Number: string;
}

const beneficiary = (ctx: MappingContext): Answers => personAnswers(ctx, 'b');

/** Whether the beneficiary is in the United States now: 'yes', 'no' or ''. */
export const beneficiaryInUs = (ctx: MappingContext): string => yesNo(beneficiary(ctx)['immiIsInUs']);

/** Whether the beneficiary was ever in the United States: 'yes', 'no' or '' (yes while they are here). */
export function beneficiaryEverInUs(ctx: MappingContext): string {
  const inUs = beneficiaryInUs(ctx);
  return inUs === 'yes' ? 'yes' : inUs === 'no' ? yesNo(beneficiary(ctx)['immiEverInUs']) : '';
}

/** The last arrival of a beneficiary in the United States now; null while they are abroad or have not said. */
export function lastArrival(ctx: MappingContext): LastArrival | null {
  const answers = beneficiary(ctx);
  if (yesNo(answers['immiIsInUs']) !== 'yes') return null;
  const item = (key: string): string => text(answers[key]);
  const statusChanged = yesNo(answers['i94StatusChanged']) === 'yes';
  return {
    date: item('immiLastEntryDate'),
    city: item('immiLastEntryCity'),
    state: item('immiLastEntryState'),
    manner: item('immiLastEntryManner'),
    admittedAs: item('immiLastEntryAdmittedAs'),
    paroledAs: item('immiLastEntryParoledAs'),
    otherManner: item('immiLastEntryOther'),
    visaStatus: item('immiCurrentVisaStatus'),
    i94Class: item('i94ImmigrationStatus'),
    i94Number: item('i94Number'),
    admitUntil: item('i94AdmitUntil'),
    admitUntilIsDs: yesNo(answers['i94AdmitUntilIsDs']) === 'yes',
    statusNow: statusChanged ? item('i94StatusAfterChange') : '',
    statusNowUntil: statusChanged ? item('i94StatusAfterChangeUntil') : '',
    statusNowIsDs: statusChanged && yesNo(answers['i94StatusAfterChangeIsDs']) === 'yes',
    newI94Number: statusChanged && yesNo(answers['i94StatusChangeNewI94']) === 'yes' ? item('i94NewNumber') : '',
  };
}

/** One I-94 record as the forms ask for it: its number, the class or status it shows, and until when. */
export interface I94Record {
  readonly number: string;
  readonly status: string;
  /** ISO date of its "Admit Until", '' when it says D/S. */
  readonly until: string;
  readonly untilIsDs: boolean;
}

/**
 * The beneficiary's most recent I-94, which the forms' "shown on Form I-94" boxes ask for: the new
 * one a later status came with (it shows that status and its end), else the one of the last
 * arrival. A later status without a new I-94 (TPS) leaves the arrival's record the most recent.
 * Null when no I-94 was given.
 */
export function mostRecentI94(arrival: LastArrival | null): I94Record | null {
  if (!arrival) return null;
  if (arrival.newI94Number !== '') {
    return { number: arrival.newI94Number, status: arrival.statusNow, until: arrival.statusNowIsDs ? '' : arrival.statusNowUntil, untilIsDs: arrival.statusNowIsDs };
  }
  if (arrival.i94Number === '' && arrival.i94Class === '') return null;
  return { number: arrival.i94Number, status: arrival.i94Class, until: arrival.admitUntilIsDs ? '' : arrival.admitUntil, untilIsDs: arrival.admitUntilIsDs };
}

/** The passport or travel document used at the last arrival. */
export interface TravelDocument {
  readonly passportNumber: string;
  readonly travelDocumentNumber: string;
  readonly country: string;
  readonly expirationDate: string;
}

/** The passport or travel document the beneficiary used at the last arrival ('' for parts not given). */
export function travelDocument(ctx: MappingContext): TravelDocument {
  const answers = beneficiary(ctx);
  return {
    passportNumber: text(answers['passportNumber']),
    travelDocumentNumber: text(answers['travelDocumentNumber']),
    country: text(answers['passportCountry']),
    expirationDate: text(answers['passportExpirationDate']),
  };
}

/** Immigration court proceedings the beneficiary was ever in, or null when never (or not answered). */
export interface Proceedings {
  /** 'removal', 'exclusion_deportation', 'rescission' or 'other_judicial'. */
  readonly type: string;
  readonly city: string;
  readonly state: string;
  readonly date: string;
}

export function proceedings(ctx: MappingContext): Proceedings | null {
  const answers = beneficiary(ctx);
  if (yesNo(answers['immiInDeportationProceedingsYesNo']) !== 'yes') return null;
  return {
    type: text(answers['immiProceedingsType']),
    city: text(answers['immiProceedingsCity']),
    state: text(answers['immiProceedingsState']),
    date: text(answers['immiProceedingsDate']),
  };
}

/** The beneficiary's last home outside the United States where they lived more than a year. */
export interface HomeAbroad {
  readonly address: Address;
  readonly from: string;
  readonly to: string;
}

/** Null when the beneficiary never lived outside the United States for more than a year (or has not said). */
export function lastHomeAbroad(ctx: MappingContext): HomeAbroad | null {
  const answers = beneficiary(ctx);
  const address = addressAt(answers, 'outsideUsPhysicalAddress');
  if (!address) return null;
  return {
    address,
    from: text(answers['outsideUsPhysicalAddressDateFrom']),
    to: text(answers['outsideUsPhysicalAddressDateTo']),
  };
}

/** The beneficiary's last employment outside the United States. */
export interface EmploymentAbroad {
  readonly employer: string;
  readonly address: Address | null;
  readonly occupation: string;
  readonly from: string;
  readonly to: string;
}

/** 'yes', 'no' or '': whether the beneficiary ever worked outside the United States. */
export const everWorkedAbroad = (ctx: MappingContext): string => yesNo(beneficiary(ctx)['outsideUsWorkedEver']);

/** Null when the beneficiary never worked outside the United States (or has not said). */
export function lastEmploymentAbroad(ctx: MappingContext): EmploymentAbroad | null {
  const answers = beneficiary(ctx);
  if (yesNo(answers['outsideUsWorkedEver']) !== 'yes') return null;
  return {
    employer: text(answers['outsideUsEmployer']),
    address: addressAt(answers, 'outsideUsEmployer'),
    occupation: text(answers['outsideUsEmployerOccupation']),
    from: text(answers['outsideUsEmployerDateFrom']),
    to: text(answers['outsideUsEmployerDateTo']),
  };
}

/** The beneficiary's name and foreign address in their native script, when it does not use Latin letters. */
export interface NativeScript {
  readonly last: string;
  readonly first: string;
  readonly middle: string;
  readonly street: string;
  readonly city: string;
  readonly province: string;
  readonly postalCode: string;
  readonly country: string;
}

/** Null when the beneficiary's native language is written in Latin letters (or they have not said). */
export function nativeScript(ctx: MappingContext): NativeScript | null {
  const answers = beneficiary(ctx);
  if (yesNo(answers['bNativeScriptUsed']) !== 'yes') return null;
  const item = (key: string): string => text(answers[key]);
  return {
    last: item('bNativeScriptNameLast'),
    first: item('bNativeScriptNameFirst'),
    middle: item('bNativeScriptNameMiddle'),
    street: item('bNativeScriptAddressStreet'),
    city: item('bNativeScriptAddressCity'),
    province: item('bNativeScriptAddressProvince'),
    postalCode: item('bNativeScriptAddressPostalCode'),
    country: item('bNativeScriptAddressCountry'),
  };
}
