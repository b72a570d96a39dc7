import type { AnswerText, ScalarKey } from '../catalogue/keys.ts';
import { answer, shownAnswers } from '../catalogue/shown.ts';
import type { DatedAnswers } from '../answers.ts';
import { addressAt, type Address } from './address.ts';

/** The beneficiary's last arrival in the United States, as answered (only while they are in the U.S.). */
export interface LastArrival {
  /** ISO date. */
  readonly date: string;
  readonly city: string;
  readonly state: string;
  readonly manner: AnswerText<'BENEFICIARY_INFO', 'immiLastEntryManner'>;
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

/** One shown answer of the beneficiary's wizard. */
const beneficiary = <K extends ScalarKey<'BENEFICIARY_INFO'>>(ctx: DatedAnswers, key: K): AnswerText<'BENEFICIARY_INFO', K> =>
  answer(ctx, 'BENEFICIARY_INFO', key);

/** Whether the beneficiary is in the United States now: 'yes', 'no' or ''. */
export const beneficiaryInUs = (ctx: DatedAnswers): string => beneficiary(ctx, 'immiIsInUs');

/** Whether the beneficiary was ever in the United States: 'yes', 'no' or '' (yes while they are here). */
export function beneficiaryEverInUs(ctx: DatedAnswers): string {
  const inUs = beneficiaryInUs(ctx);
  return inUs === 'yes' ? 'yes' : inUs === 'no' ? beneficiary(ctx, 'immiEverInUs') : '';
}

/** The last arrival of a beneficiary in the United States now; null while they are abroad or have not said. */
export function lastArrival(ctx: DatedAnswers): LastArrival | null {
  if (beneficiary(ctx, 'immiIsInUs') !== 'yes') return null;
  const statusChanged = beneficiary(ctx, 'i94StatusChanged') === 'yes';
  return {
    date: beneficiary(ctx, 'immiLastEntryDate'),
    city: beneficiary(ctx, 'immiLastEntryCity'),
    state: beneficiary(ctx, 'immiLastEntryState'),
    manner: beneficiary(ctx, 'immiLastEntryManner'),
    admittedAs: beneficiary(ctx, 'immiLastEntryAdmittedAs'),
    paroledAs: beneficiary(ctx, 'immiLastEntryParoledAs'),
    otherManner: beneficiary(ctx, 'immiLastEntryOther'),
    visaStatus: beneficiary(ctx, 'immiCurrentVisaStatus'),
    i94Class: beneficiary(ctx, 'i94ImmigrationStatus'),
    i94Number: beneficiary(ctx, 'i94Number'),
    admitUntil: beneficiary(ctx, 'i94AdmitUntil'),
    admitUntilIsDs: beneficiary(ctx, 'i94AdmitUntilIsDs') === 'yes',
    statusNow: statusChanged ? beneficiary(ctx, 'i94StatusAfterChange') : '',
    statusNowUntil: statusChanged ? beneficiary(ctx, 'i94StatusAfterChangeUntil') : '',
    statusNowIsDs: statusChanged && beneficiary(ctx, 'i94StatusAfterChangeIsDs') === 'yes',
    newI94Number: statusChanged && beneficiary(ctx, 'i94StatusChangeNewI94') === 'yes' ? beneficiary(ctx, 'i94NewNumber') : '',
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
export function travelDocument(ctx: DatedAnswers): TravelDocument {
  return {
    passportNumber: beneficiary(ctx, 'passportNumber'),
    travelDocumentNumber: beneficiary(ctx, 'travelDocumentNumber'),
    country: beneficiary(ctx, 'passportCountry'),
    expirationDate: beneficiary(ctx, 'passportExpirationDate'),
  };
}

/** Immigration court proceedings the beneficiary was ever in, or null when never (or not answered). */
export interface Proceedings {
  readonly type: AnswerText<'BENEFICIARY_INFO', 'immiProceedingsType'>;
  readonly city: string;
  readonly state: string;
  readonly date: string;
}

export function proceedings(ctx: DatedAnswers): Proceedings | null {
  if (beneficiary(ctx, 'immiInDeportationProceedingsYesNo') !== 'yes') return null;
  return {
    type: beneficiary(ctx, 'immiProceedingsType'),
    city: beneficiary(ctx, 'immiProceedingsCity'),
    state: beneficiary(ctx, 'immiProceedingsState'),
    date: beneficiary(ctx, 'immiProceedingsDate'),
  };
}

/** The beneficiary's last home outside the United States where they lived more than a year. */
export interface HomeAbroad {
  readonly address: Address;
  readonly from: string;
  readonly to: string;
}

/** Null when the beneficiary never lived outside the United States for more than a year (or has not said). */
export function lastHomeAbroad(ctx: DatedAnswers): HomeAbroad | null {
  const address = addressAt(shownAnswers(ctx, 'BENEFICIARY_INFO'), 'outsideUsPhysicalAddress');
  if (!address) return null;
  return {
    address,
    from: beneficiary(ctx, 'outsideUsPhysicalAddressDateFrom'),
    to: beneficiary(ctx, 'outsideUsPhysicalAddressDateTo'),
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
export const everWorkedAbroad = (ctx: DatedAnswers): string => beneficiary(ctx, 'outsideUsWorkedEver');

/** Null when the beneficiary never worked outside the United States (or has not said). */
export function lastEmploymentAbroad(ctx: DatedAnswers): EmploymentAbroad | null {
  if (beneficiary(ctx, 'outsideUsWorkedEver') !== 'yes') return null;
  return {
    employer: beneficiary(ctx, 'outsideUsEmployer'),
    address: addressAt(shownAnswers(ctx, 'BENEFICIARY_INFO'), 'outsideUsEmployer'),
    occupation: beneficiary(ctx, 'outsideUsEmployerOccupation'),
    from: beneficiary(ctx, 'outsideUsEmployerDateFrom'),
    to: beneficiary(ctx, 'outsideUsEmployerDateTo'),
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
export function nativeScript(ctx: DatedAnswers): NativeScript | null {
  if (beneficiary(ctx, 'bNativeScriptUsed') !== 'yes') return null;
  return {
    last: beneficiary(ctx, 'bNativeScriptNameLast'),
    first: beneficiary(ctx, 'bNativeScriptNameFirst'),
    middle: beneficiary(ctx, 'bNativeScriptNameMiddle'),
    street: beneficiary(ctx, 'bNativeScriptAddressStreet'),
    city: beneficiary(ctx, 'bNativeScriptAddressCity'),
    province: beneficiary(ctx, 'bNativeScriptAddressProvince'),
    postalCode: beneficiary(ctx, 'bNativeScriptAddressPostalCode'),
    country: beneficiary(ctx, 'bNativeScriptAddressCountry'),
  };
}
