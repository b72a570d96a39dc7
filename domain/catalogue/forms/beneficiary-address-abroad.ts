import { UNITED_STATES } from '../places.ts';
import type { Condition, FieldDef } from '../types.ts';
import { addressParts } from './person-addresses.ts';
import { allOf, isYes } from './person-conditions.ts';
import { capitalised, select, spokenIn, voiceOf } from './person-voice.ts';

/** The question is about the beneficiary, spoken to them or naming them to their spouse (person-voice.ts). */
const v = voiceOf('b');

/** Where the beneficiary lives now is in the United States (the mailing address, or the home apart from it). */
const livesInUs: Condition = {
  any: [
    { all: [isYes('bMailingSameAsPhysical'), { field: 'bMailingCountry', is: UNITED_STATES }] },
    { all: [{ field: 'bMailingSameAsPhysical', is: 'no' }, { field: 'bPhysicalCountry', is: UNITED_STATES }] },
  ],
};
const hasAddressAbroad = allOf(livesInUs, isYes('bHasAddressAbroad'));

/** Form I-130 Part 4 item 13: the beneficiary's address outside the United States, besides a home here. */
export const addressAbroadFields = [
  ...spokenIn('b', [
    {
      key: 'bHasAddressAbroad',
      question: `${capitalised(v.ask('do'))} also have an address outside the United States?`,
      kind: 'yesNo',
      required: true,
      visibleWhen: livesInUs,
      help: `For example a home ${select('you keep', '{name} keeps')} in ${v.their} home country, where ${v.they} live when ${v.they} are there. Answer No if ${v.they} have none.`,
    },
  ] as const satisfies readonly FieldDef[]),
  ...addressParts('bAddressAbroad', { label: v.label('address outside the U.S.'), voice: v, required: true, abroad: true, when: hasAddressAbroad }),
];
