import { text } from '../../answers.ts';
import { digitsOnly, usDate } from '../format.ts';
import { shownAnswers } from '../people/shown.ts';
import type { FieldRule, MappingContext } from '../types.ts';
import { boxedRule, roomOf, type BoxedText } from '../i765/boxes.ts';

/** Form I-131 (01/20/25), page 10: Part 7, the proposed travel of an advance parole applicant. */

const P10 = 'form1[0].#subform[9].';

const travel = (key: string) => (ctx: MappingContext) => text(shownAnswers(ctx, 'I_131_SPECIFIC')[key]);

/** Items 2 and 3 are boxes of 516 by 72 points; longer answers continue in Part 13. */
export const travelBoxes: readonly BoxedText[] = [
  {
    field: `${P10}P7_Line2_Purpose[0]`,
    room: roomOf(516, 72),
    place: { page: 10, part: 7, item: '2' },
    text: travel('i131TripPurpose'),
  },
  {
    field: `${P10}P7_Line3_ListCountries[0]`,
    room: roomOf(516, 72),
    place: { page: 10, part: 7, item: '3' },
    text: (ctx) => countriesToVisit(travel('i131CountriesToVisit')(ctx)),
  },
];

/** The countries as one list separated by commas, however the person separated them. */
export function countriesToVisit(answer: string): string {
  return answer
    .split(/[,;\n]+/)
    .map((country) => country.trim())
    .filter((country) => country !== '')
    .join(', ');
}

export const travelRules: readonly FieldRule[] = [
  { field: `${P10}P7_Line1_DateOfDeparture[0]`, value: (ctx) => usDate(travel('i131DepartureDate')(ctx)) },
  ...travelBoxes.map(boxedRule),
  // Item 4: One Trip exports O, More than one trip M; each is its own field.
  { field: `${P10}P7_Line4_CB[0]`, value: (ctx) => travel('i131NumberOfTrips')(ctx) === 'one_trip' },
  { field: `${P10}P7_Line4_CB[1]`, value: (ctx) => travel('i131NumberOfTrips')(ctx) === 'more_than_one_trip' },
  { field: `${P10}P7_Line5_ExpectedLengthTrip[0]`, value: (ctx) => digitsOnly(travel('i131TripLengthDays')(ctx)) },
];
