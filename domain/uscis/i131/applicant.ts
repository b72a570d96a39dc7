import { answer, shownAnswers } from '../../catalogue/shown.ts';
import { ADVANCE_PAROLE_PENDING_I485 } from '../../catalogue/forms/i131-specific.ts';
import { addressBlock, addressLayout, answerOf, authorizedStayEnds, checkBox, choiceBoxes, classAsGiven, classOfAdmissionCode, combBox, continued, dateBox, rule, section, textBox, yesNoBoxes, type AddressBoxNames, type AddressWithCareOf, type Place, type Section } from '../blocks/index.ts';
import { digitsOnly, receipt } from '../format.ts';
import { addressAt, currentHomeInCareOf, mailingAddress } from '../../people/address.ts';
import { lastArrival, mostRecentI94 } from '../../people/immigration.ts';
import { nameLine, otherNames, personName, type PersonName } from '../../people/names.ts';
import { aNumberDigits, i94Characters, phoneDigits } from '../../people/numbers.ts';
import type { MappingContext } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

/**
 * Form I-131 (01/20/25), pages 1 and 4-6 and 11: Part 1 item 5.A (advance parole on a pending
 * Form I-485) and item 13, Part 2 items 1-15 (the applicant, who is the beneficiary) and Part 10
 * items 1-3 (contact).
 */

export function i131Applicant(I131: FormTemplate) {
  const { at, box } = I131;
  const item = (page: number, part: number, number: string): Place => ({ page, part, item: number });

  const appliesOnPendingI485 = (ctx: MappingContext): boolean => answer(ctx, 'I_131_SPECIFIC', 'i131ApplicationType') === ADVANCE_PAROLE_PENDING_I485;

  const applicationType = section(
    // Part 1 item 5.A on page 1: "A pending Form I-485 …". Page 2's CB_AppType[4] is item 5.K.
    checkBox(at(1, 'CB_AppType[4]'), appliesOnPendingI485),
    combBox(at(1, 'P1_Line5A[0]'), 34, (ctx) => (appliesOnPendingI485(ctx) ? receipt(answer(ctx, 'I_131_SPECIFIC', 'i131I485ReceiptNumber')) : '')),
    yesNoBoxes(at(4, 'P1_Line13_YesNo[0]'), at(4, 'P1_Line13_YesNo[1]'), answerOf('I_131_SPECIFIC', 'i131RefugeeStatus')),
  );

  /** One row of names: family, given and middle name boxes on `page`, continued as item `number`. */
  const nameRow = (page: number, number: string, [last, first, middle]: readonly [string, string, string], name: (ctx: MappingContext) => PersonName | undefined): Section =>
    section(
      textBox(box(page, last), item(page, 2, number), (ctx) => name(ctx)?.last ?? ''),
      textBox(box(page, first), item(page, 2, number), (ctx) => name(ctx)?.first ?? ''),
      textBox(box(page, middle), item(page, 2, number), (ctx) => name(ctx)?.middle ?? ''),
    );

  /** Part 2 item 2 has three rows; further names continue in Part 13, all in one entry. */
  const OTHER_NAME_ROWS = 3;

  const names = section(
    nameRow(4, '1', ['Part2_Line1_FamilyName[0]', 'Part2_Line1_GivenName[0]', 'Part2_Line1_MiddleName[0]'], (ctx) => personName(ctx, 'b')),
    ...Array.from({ length: OTHER_NAME_ROWS }, (_, index) =>
      nameRow(5, '2', [`Part2_Line2_FamilyName${index + 1}[0]`, `Part2_Line2_GivenName${index + 1}[0]`, `Part2_Line2_MiddleName${index + 1}[0]`], (ctx) => otherNames(ctx, 'b')[index]),
    ),
    continued((ctx) => {
      const beyond = otherNames(ctx, 'b').slice(OTHER_NAME_ROWS);
      return beyond.length === 0 ? [] : [{ ...item(5, 2, '2'), text: `Other names used: ${beyond.map(nameLine).join('; ')}` }];
    }),
  );

  /** Item 4: the home, only when it is not the mailing address ("if different from the above address"), with its In Care Of name. */
  function home(ctx: MappingContext): AddressWithCareOf | null {
    if (answer(ctx, 'BENEFICIARY_INFO', 'bMailingSameAsPhysical') !== 'no') return null;
    const address = addressAt(shownAnswers(ctx, 'BENEFICIARY_INFO'), 'bPhysical');
    return address ? { ...address, inCareOf: currentHomeInCareOf(ctx, 'b') } : null;
  }

  /** An address of Part 2 (items 3 and 4 have no lettered sub-items); its unit boxes are [1] Apartment, [0] Suite, [2] Floor. */
  const addressBoxes = (line: string): AddressBoxNames => ({
    text: {
      inCareOf: `${line}_InCareofName[0]`,
      street: `${line}_StreetNumberName[0]`,
      unitNumber: `${line}_AptSteFlrNumber[0]`,
      city: `${line}_CityTown[0]`,
      province: `${line}_Province[0]`,
      postalCode: `${line}_PostalCode[0]`,
      country: `${line}_Country[0]`,
    },
    units: [`${line}_Unit[1]`, `${line}_Unit[0]`, `${line}_Unit[2]`],
    state: `${line}_State[0]`,
    zip: `${line}_ZipCode[0]`,
  });

  const addresses = section(
    addressBlock(addressLayout(I131, item(5, 2, '3'), 'value', addressBoxes('Part2_Line3')), (ctx) => mailingAddress(ctx, 'b')),
    addressBlock(addressLayout(I131, item(5, 2, '4'), 'value', addressBoxes('Part2_Line4')), home),
  );

  /**
   * Item 12, a free-text box: the class of admission exactly as the person gave it, as the most
   * recent I-94 shows it (a parole class such as UHP, never the generic PAR); EWI, the code of an
   * entry without inspection, only when there is no class to give.
   */
  function classOfAdmissionGiven(ctx: MappingContext): string {
    const arrival = lastArrival(ctx);
    return mostRecentI94(arrival)?.status || classAsGiven(arrival) || classOfAdmissionCode(ctx);
  }

  const otherInformation = section(
    combBox(at(5, '#area[0].Part2_Line5_AlienNumber[0]'), 9, (ctx) => aNumberDigits(answer(ctx, 'BENEFICIARY_INFO', 'bANumber'))),
    textBox(box(5, 'Part2_Line6_CountryOfBirth[0]'), item(5, 2, '6'), answerOf('BENEFICIARY_INFO', 'bBirthCountry')),
    textBox(box(5, 'Part2_Line7_CountryOfCitizenshiporNationality[0]'), item(5, 2, '7'), answerOf('BENEFICIARY_INFO', 'bCitizenshipCountry')),
    choiceBoxes({ male: at(5, 'Part2_Line8_Gender[1]'), female: at(5, 'Part2_Line8_Gender[0]') }, answerOf('BENEFICIARY_INFO', 'bSex')),
    dateBox(at(5, 'Part2_Line9_DateOfBirth[0]'), answerOf('BENEFICIARY_INFO', 'bBirthDate')),
    combBox(at(5, '#area[1].Part2_Line10_SSN[0]'), 9, (ctx) => digitsOnly(answer(ctx, 'BENEFICIARY_INFO', 'bSsn'))),
    combBox(at(5, 'Part2_Line11_USCISOnlineAcctNumber[0]'), 12, (ctx) => digitsOnly(answer(ctx, 'BENEFICIARY_INFO', 'bUscisAccountNumber'))),
    textBox(box(5, 'Part2_Line12_ClassofAdmission[0]'), item(5, 2, '12'), classOfAdmissionGiven),
    textBox(box(5, 'Part2_Line13_I94RecordNo[0]'), item(5, 2, '13'), (ctx) => i94Characters(mostRecentI94(lastArrival(ctx))?.number)),
    // Item 14: the date shown on the most recent I-94 (after a change of status that came with one, the new one), or D/S.
    rule(at(6, 'Part2_Line14_I94ExpDate[0]'), (ctx) => authorizedStayEnds(lastArrival(ctx))),
    textBox(box(6, 'Par2_Line15_eMedicalParoleeID[0]'), item(6, 2, '15'), answerOf('I_131_SPECIFIC', 'i131ParoleeId')),
  );

  const applicantPart: Section = section(applicationType, names, addresses, otherInformation);

  /** Part 10 items 1-3 (page 11). */
  const contactPart: Section = section(
    textBox(box(11, 'Part10_Line1_DayPhone[0]'), item(11, 10, '1'), (ctx) => phoneDigits(answer(ctx, 'BENEFICIARY_INFO', 'bPhone'))),
    textBox(box(11, 'Part10_Line2_MobilePhone[0]'), item(11, 10, '2'), (ctx) => phoneDigits(answer(ctx, 'BENEFICIARY_INFO', 'bMobilePhone'))),
    textBox(box(11, 'Part10_Line3_Email[0]'), item(11, 10, '3'), answerOf('BENEFICIARY_INFO', 'bEmail')),
  );
  return { applicantPart, contactPart };
}
