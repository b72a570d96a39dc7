import { answer } from '../../catalogue/shown.ts';
import { answerOf, choiceBoxes, dateBox, rule, section, textBox, type Section } from '../blocks/index.ts';
import { digitsOnly } from '../format.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-131 (01/20/25), page 10: Part 7, the proposed travel of an advance parole applicant. */

/** The countries as one list separated by commas, however the person separated them. */
export function countriesToVisit(answer: string): string {
  return answer
    .split(/[,;\n]+/)
    .map((country) => country.trim())
    .filter((country) => country !== '')
    .join(', ');
}

export function travelPart(I131: FormTemplate): Section {
  const { at, box } = I131;

  return section(
    dateBox(at(10, 'P7_Line1_DateOfDeparture[0]'), answerOf('I_131_SPECIFIC', 'i131DepartureDate')),
    // Items 2 and 3 are boxes of several lines; longer answers continue in Part 13.
    textBox(box(10, 'P7_Line2_Purpose[0]'), { page: 10, part: 7, item: '2' }, answerOf('I_131_SPECIFIC', 'i131TripPurpose')),
    textBox(box(10, 'P7_Line3_ListCountries[0]'), { page: 10, part: 7, item: '3' }, (ctx) => countriesToVisit(answer(ctx, 'I_131_SPECIFIC', 'i131CountriesToVisit'))),
    // Item 4: One Trip exports O, More than one trip M; each is its own field.
    choiceBoxes({ one_trip: at(10, 'P7_Line4_CB[0]'), more_than_one_trip: at(10, 'P7_Line4_CB[1]') }, answerOf('I_131_SPECIFIC', 'i131NumberOfTrips')),
    rule(at(10, 'P7_Line5_ExpectedLengthTrip[0]'), (ctx) => digitsOnly(answer(ctx, 'I_131_SPECIFIC', 'i131TripLengthDays'))),
  );
}
