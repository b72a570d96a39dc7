import { UNIT_TYPE } from '../choices.ts';
import { UNITED_STATES } from '../places.ts';
import type { Condition, FieldDef } from '../types.ts';
import { allOf, isNo, isYes, type PersonPrefix } from './person-conditions.ts';
import type { CatalogueText } from '../text.ts';
import { capitalised, voiceOf, type Voice } from './person-voice.ts';

export interface AddressOptions {
  /** What the address is, opening each question ("Mailing address"). */
  readonly label: string;
  /** Whether the country, street, city, and (in the U.S.) state and ZIP code must be given. */
  readonly required: boolean;
  /** Shown only when this holds (for example only when the home differs from the mailing address). */
  readonly when?: Condition;
  /** An address that is always outside the United States: no state or ZIP code is asked. */
  readonly abroad?: boolean;
  readonly defaultCountry?: string;
  /** The voice a label written with a person's voice speaks in (person-voice.ts). */
  readonly voice?: Voice;
}

/**
 * The parts of one address, keyed `${base}Country`, `${base}Street` … `${base}PostalCode`. U.S.
 * addresses ask State and ZIP code, foreign ones Province and Postal code, as every USCIS form does.
 * The country comes first so the right parts appear once it is chosen.
 */
export function addressParts<B extends string>(base: B, options: AddressOptions) {
  const { label, required, when } = options;
  const said = options.voice?.text ?? ((words: string): CatalogueText => words);
  const country = `${base}Country` as const;
  const unitType = `${base}UnitType` as const;
  const inUs: Condition = { field: country, is: UNITED_STATES };
  const outsideUs: Condition = { all: [{ field: country, filled: true }, { field: country, isNot: UNITED_STATES }] };
  const foreignPartsWhen = options.abroad ? when : allOf(when, outsideUs);

  const usParts = options.abroad
    ? []
    : ([
        {
          key: `${base}State`,
          question: said(`${label}: state`),
          kind: 'usState',
          required,
          visibleWhen: allOf(when, inUs),
          help: 'Includes D.C., U.S. territories, and APO/FPO military codes (AA, AE, AP).',
        },
        {
          key: `${base}Zip`,
          question: said(`${label}: ZIP code`),
          kind: 'text',
          required,
          format: 'usZip',
          visibleWhen: allOf(when, inUs),
        },
      ] as const satisfies readonly FieldDef[]);

  return [
    {
      key: country,
      question: said(`${label}: country`),
      kind: 'country',
      required,
      visibleWhen: when,
      defaultValue: options.defaultCountry,
    },
    {
      key: `${base}Street`,
      question: said(`${label}: street number and name`),
      kind: 'text',
      letterCase: 'place',
      // Homes abroad without a street name or number leave the street empty (Form I-130 instructions).
      required: required && !options.abroad,
      visibleWhen: when,
      help: options.abroad ? 'Leave this empty only if the home had no street name or number.' : undefined,
    },
    {
      key: unitType,
      question: said(`${label}: apartment, suite or floor`),
      kind: 'choice',
      choices: UNIT_TYPE,
      visibleWhen: when,
    },
    {
      key: `${base}UnitNumber`,
      question: said(`${label}: apartment, suite or floor number`),
      kind: 'text',
      visibleWhen: allOf(when, { field: unitType, isNot: '' }),
    },
    {
      key: `${base}City`,
      question: said(`${label}: city or town`),
      kind: 'text',
      letterCase: 'place',
      required,
      visibleWhen: when,
    },
    ...usParts,
    {
      key: `${base}Province`,
      question: said(`${label}: province, region or county`),
      kind: 'text',
      letterCase: 'place',
      visibleWhen: foreignPartsWhen,
      help: 'Leave empty if addresses in that country have none.',
    },
    {
      key: `${base}PostalCode`,
      question: said(`${label}: postal code`),
      kind: 'text',
      visibleWhen: foreignPartsWhen,
      help: 'Leave empty if addresses in that country have none.',
    },
  ] as const satisfies readonly FieldDef[];
}

/** Which of a person's homes their forms give an In Care Of name for (besides the mailing address). */
export interface InCareOfOptions {
  /** Form I-485 Part 1 item 18 and I-131 Part 2 item 4 ask it of the applicant's home, and the I-485 of the prior home. */
  readonly homes: boolean;
}

const inCareOfHelp = (v: Voice): CatalogueText => v.text(`Only if ${v.they} live at another person’s address and it is known under their name. Otherwise leave empty.`);

export interface CurrentAddressOptions extends Partial<InCareOfOptions> {
  /** Ask the day the person moved in (Form I-864 does not ask a sponsor for it). */
  readonly moveInDate?: boolean;
  /**
   * Offer the United States as the country: a wizard puts defaults in only on a step nothing was
   * answered on yet, so questions that open on a step already answered (the joint sponsor's) have none.
   */
  readonly unitedStatesByDefault?: boolean;
}

/** Mailing address, whether the person lives there, the home address when not, and the move-in date. */
export function currentAddressFields<P extends PersonPrefix>(
  prefix: P,
  { moveInDate = true, unitedStatesByDefault = true, homes = false }: CurrentAddressOptions = {},
) {
  const defaultCountry = unitedStatesByDefault ? { defaultCountry: UNITED_STATES } : {};
  const v = voiceOf(prefix);
  const sameAsHome = `${prefix}MailingSameAsPhysical` as const;
  const movedIn = {
    key: `${prefix}PhysicalMoveInDate`,
    question: v.text(`When did ${v.you} move into the home where ${v.they} live now?`),
    kind: 'date',
    required: true,
    format: 'pastDate',
    help: v.text(`The first day ${v.they} lived there. If you do not remember the day, use the first day of the month ${v.they} moved in.`),
  } as const satisfies FieldDef;
  const homeInCareOf = {
    key: `${prefix}PhysicalInCareOfName`,
    question: v.text(`${v.label('home address')}: in care of (c/o) name, if any`),
    kind: 'text',
    visibleWhen: isNo(sameAsHome),
    help: inCareOfHelp(v),
  } as const satisfies FieldDef;
  return [
    {
      key: `${prefix}MailingInCareOfName`,
      question: v.text(`${v.label('mailing address')}: in care of (c/o) name, if any`),
      kind: 'text',
      help: v.text(`Only if ${v.their} mail goes to another person, for example a friend or relative ${v.they} receive mail through. Otherwise leave empty.`),
    },
    ...addressParts(`${prefix}Mailing`, {
      label: v.label('mailing address'),
      voice: v,
      required: true,
      ...defaultCountry,
    }),
    {
      key: sameAsHome,
      question: v.text(`${capitalised(v.ask('do'))} live at this mailing address?`),
      kind: 'yesNo',
      required: true,
      help: v.text(`Answer No if ${v.their} mail goes to a P.O. box, a friend, or any address other than ${v.their} home.`),
    },
    ...(homes ? [homeInCareOf] : []),
    ...addressParts(`${prefix}Physical`, {
      label: v.label('home address'),
      voice: v,
      required: true,
      when: isNo(sameAsHome),
      ...defaultCountry,
    }),
    ...(moveInDate ? [movedIn] : []),
  ] as const satisfies readonly FieldDef[];
}

/** Earlier homes of the last five years, which with the current home must cover those years without gaps. */
export function addressHistoryFields<P extends PersonPrefix>(prefix: P, inCareOf: InCareOfOptions = { homes: false }) {
  const v = voiceOf(prefix);
  const hasPrevious = `${prefix}HasPreviousAddresses` as const;
  const rowInCareOf = { key: 'physicalInCareOfName', question: 'In care of (c/o) name, if any', kind: 'text', help: inCareOfHelp(v) } as const satisfies FieldDef;
  return [
    {
      key: hasPrevious,
      question: v.text(`${capitalised(v.ask('have'))} lived at any other address in the last five years?`),
      kind: 'yesNo',
      required: true,
      help: v.text(`Answer No only if ${v.says('have')} lived in ${v.their} current home for five years or more. Homes outside the United States count too.`),
    },
    {
      key: `${prefix}PhysicalAddressHistory`,
      question: v.text(`List every other home ${v.you} lived in during the last five years`),
      kind: 'group',
      itemLabel: 'address',
      required: true,
      visibleWhen: isYes(hasPrevious),
      help: v.text(`Start with the home before ${v.their} current one and go back five years, inside and outside the United States. Each move-out date should meet the next move-in date, with no gaps.`),
      history: {
        kind: 'address',
        fromKey: 'physicalMoveInDate',
        toKey: 'physicalMoveOutDate',
        currentFromKey: `${prefix}PhysicalMoveInDate`,
      },
      dateRanges: [{ from: 'physicalMoveInDate', to: 'physicalMoveOutDate' }],
      item: [
        ...addressParts('physical', { label: 'Address', required: true }),
        // After the address, so a closed row still reads by its street and city.
        ...(inCareOf.homes ? [rowInCareOf] : []),
        {
          key: 'physicalMoveInDate',
          question: v.text(`When did ${v.you} move in?`),
          kind: 'date',
          required: true,
          format: 'pastDate',
        },
        {
          key: 'physicalMoveOutDate',
          question: v.text(`When did ${v.you} move out?`),
          kind: 'date',
          required: true,
          format: 'pastDate',
        },
      ],
    },
  ] as const satisfies readonly FieldDef[];
}
