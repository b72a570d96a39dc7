import { text, type AnswerValue, type DatedAnswers, type Scalar } from '../answers.ts';
import type { AddressBase, PersonPrefix } from '../catalogue/keys.ts';
import { UNITED_STATES, US_STATES } from '../catalogue/places.ts';
import { answer, item, personAnswer, personRows, shownAnswerRecord, PERSON_WIZARD, type AnswerSource } from '../catalogue/shown.ts';
import { compareIsoDates, isCalendarDate } from '../rules/dates.ts';

/** The Apt./Ste./Flr. boxes of the forms. */
export type UnitType = 'APT' | 'STE' | 'FLR';

/** One address as the forms ask it; parts not answered are ''. */
export interface Address {
  readonly street: string;
  readonly unitType: UnitType | '';
  readonly unitNumber: string;
  readonly city: string;
  /** Two-letter code from the forms' State list, only for an address in the United States. */
  readonly state: string;
  readonly zip: string;
  readonly province: string;
  readonly postalCode: string;
  readonly country: string;
}

/** An address with the period a person lived there (ISO dates; `to` is '' while they still live there). */
export interface DatedAddress extends Address {
  readonly from: string;
  readonly to: string;
  readonly current: boolean;
  /** The In Care Of name of the home, '' when none (Form I-485 Part 1 item 18 asks it of every home). */
  readonly inCareOf: string;
}

/** An address with no part answered, for boxes that show one word ("SAME") or nothing. */
export const EMPTY_ADDRESS: Address = {
  street: '',
  unitType: '',
  unitNumber: '',
  city: '',
  state: '',
  zip: '',
  province: '',
  postalCode: '',
  country: '',
};

/** Shown answers or a row of a list: whatever holds an address's keys. */
type Scope = { readonly [key: string]: unknown };

const scalarAt = (scope: Scope, key: string): string => {
  const value = scope[key];
  return typeof value === 'object' && value !== null ? '' : text(value as Scalar | undefined);
};

const UNIT_TYPES: Readonly<Record<string, UnitType>> = { 'apt.': 'APT', 'ste.': 'STE', 'flr.': 'FLR' };
const STATE_CODES = new Set(US_STATES.map((state) => state.value));

/** A state answer the forms' State drop-downs offer, else ''. */
export function stateCode(value: AnswerValue | undefined): string {
  const code = text(value).toUpperCase();
  return STATE_CODES.has(code) ? code : '';
}

/**
 * The address kept under `${base}Street`, `${base}City` … (the catalogue's addressParts; `base`
 * is a start of keys the catalogue has), or null when none of its parts is answered. Read from
 * shown answers, so a hidden part stays ''.
 */
export function addressAt(scope: Scope, base: AddressBase): Address | null {
  const part = (name: string): string => scalarAt(scope, `${base}${name}`);
  const address: Address = {
    street: part('Street'),
    unitType: UNIT_TYPES[part('UnitType')] ?? '',
    unitNumber: part('UnitNumber'),
    city: part('City'),
    state: stateCode(part('State')),
    zip: part('Zip'),
    province: part('Province'),
    postalCode: part('PostalCode'),
    country: part('Country'),
  };
  const answered = Object.values(address).some((value) => value !== '');
  return answered ? address : null;
}

export const isInUnitedStates = (address: Address): boolean => address.country === UNITED_STATES;

/** The mailing address of the petitioner or beneficiary, with its in-care-of name. */
export function mailingAddress(ctx: DatedAnswers, prefix: PersonPrefix): (Address & { readonly inCareOf: string }) | null {
  const address = addressAt(shownAnswerRecord(ctx, PERSON_WIZARD[prefix]), `${prefix}Mailing`);
  return address ? { ...address, inCareOf: personAnswer(ctx, prefix, 'MailingInCareOfName') } : null;
}

/** Whoever is asked where they live: the petitioner, the beneficiary, or the joint sponsor (asked in INCOME). */
export type Resident = PersonPrefix | 'j';

/**
 * Which of a person's addresses is their current home, the one fact every form and rule reads of
 * it: their mailing address ('Mailing') when they answered that they live there, else the home
 * address asked apart ('Physical'); null until they answer.
 */
export function currentHomeAt(source: AnswerSource, who: Resident): 'Mailing' | 'Physical' | null {
  const livesAtMailing = who === 'j' ? answer(source, 'INCOME', 'jMailingSameAsPhysical') : personAnswer(source, who, 'MailingSameAsPhysical');
  return livesAtMailing === 'yes' ? 'Mailing' : livesAtMailing === 'no' ? 'Physical' : null;
}

/** Where the person lives now: the mailing address when they live there, else the home address. */
export function currentHome(source: AnswerSource, who: Resident): Address | null {
  const at = currentHomeAt(source, who);
  return at && addressAt(shownAnswerRecord(source, who === 'j' ? 'INCOME' : PERSON_WIZARD[who]), `${who}${at}`);
}

/**
 * The In Care Of name of the current home: the mailing address's when the person lives there, else
 * the one given for the home apart from it ('' when none, or not asked of this person).
 */
export function currentHomeInCareOf(ctx: DatedAnswers, prefix: PersonPrefix): string {
  const at = currentHomeAt(ctx, prefix);
  return at ? personAnswer(ctx, prefix, `${at}InCareOfName`) : '';
}

/** The day the person moved into their current home (ISO), '' when not answered. */
export const currentHomeSince = (ctx: DatedAnswers, prefix: PersonPrefix): string => personAnswer(ctx, prefix, 'PhysicalMoveInDate');

/** Later dates first; rows without a usable date keep their order after the dated ones. */
export function newestFirst<T>(rows: readonly T[], dateOf: (row: T) => string): T[] {
  const dated = rows.filter((row) => isCalendarDate(dateOf(row)));
  const undated = rows.filter((row) => !isCalendarDate(dateOf(row)));
  return [...dated.sort((a, b) => compareIsoDates(dateOf(b), dateOf(a))), ...undated];
}

/**
 * The five-year address history: the current home first (to ''), then each earlier home the
 * person listed, the most recent first. Empty when the current home is not answered and no
 * earlier home is listed.
 */
export function addressHistory(ctx: DatedAnswers, prefix: PersonPrefix): DatedAddress[] {
  const history: DatedAddress[] = [];
  const home = currentHome(ctx, prefix);
  if (home) history.push({ ...home, from: currentHomeSince(ctx, prefix), to: '', current: true, inCareOf: currentHomeInCareOf(ctx, prefix) });
  const earlier = personRows(ctx, prefix, 'PhysicalAddressHistory').flatMap((row) => {
    const address = addressAt(row, 'physical');
    const from = item(row, 'physicalMoveInDate');
    const to = item(row, 'physicalMoveOutDate');
    return address || from || to ? [{ ...(address ?? EMPTY_ADDRESS), from, to, current: false, inCareOf: item(row, 'physicalInCareOfName') }] : [];
  });
  history.push(...newestFirst(earlier, (row) => row.to || row.from));
  return history;
}

const UNIT_WORDS: Readonly<Record<UnitType, string>> = { APT: 'Apt.', STE: 'Ste.', FLR: 'Flr.' };

/** An address on one line, as a reader writes it: "12 Rue de Rivoli, Apt. 4, Paris, 75001, France". */
export function addressLine(address: Address): string {
  const unit = address.unitNumber ? `${address.unitType ? UNIT_WORDS[address.unitType] + ' ' : ''}${address.unitNumber}` : '';
  const stateAndZip = [address.state, address.zip].filter((part) => part !== '').join(' ');
  return [address.street, unit, address.city, stateAndZip, address.province, address.postalCode, address.country]
    .filter((part) => part !== '')
    .join(', ');
}

/** The first five digits of a U.S. ZIP code (the forms' ZIP boxes take five); '' when there are fewer. */
export function zip5(zip: string): string {
  const digits = zip.replace(/\D/g, '');
  return digits.length >= 5 ? digits.slice(0, 5) : digits;
}
