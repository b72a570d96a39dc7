import type { ScalarKey } from '../../catalogue/keys.ts';
import { answer, item as rowItem, rows } from '../../catalogue/shown.ts';
import { answerOf, continued, dateBox, listRows, nameBoxes, rule, section, textBox, yesNoBoxes, type Place, type Section } from '../blocks/index.ts';
import { stateCode } from '../../people/address.ts';
import { nameLine, type PersonName } from '../../people/names.ts';
import { phoneDigits } from '../../people/numbers.ts';
import type { MappingContext } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130 Part 5 (other petitions) and Part 6 items 3-5 (the petitioner's contact information). */

export function otherInformationAndContact(I130: FormTemplate): Section {
  const { at, box } = I130;
  const item = (page: number, part: number, number: string): Place => ({ page, part, item: number });
  const petitioner = <K extends ScalarKey<'PETITIONER_INFO'>>(key: K) => answerOf('PETITIONER_INFO', key);

  const earlierPetitionName = (ctx: MappingContext): PersonName => ({
    last: petitioner('prevPetitionBNameLast')(ctx),
    first: petitioner('prevPetitionBNameFirst')(ctx),
    middle: petitioner('prevPetitionBNameMiddle')(ctx),
  });

  const earlierPetitions = section(
    yesNoBoxes(at(8, 'Part4Line1_Yes[0]'), at(8, 'Part4Line1_No[0]'), (ctx) => answer(ctx, 'PETITIONER_INFO', 'hasOtherPetitions')),
    nameBoxes(I130, 8, ['Pt5Line2a_FamilyName[0]', 'Pt5Line2b_GivenName[0]', 'Pt5Line2c_MiddleName[0]'], { part: 5, number: '2' }, earlierPetitionName),
    textBox(box(8, 'Pt5Line3a_CityOrTown[0]'), item(8, 5, '3.a'), petitioner('prevPetitionCity')),
    rule(at(8, 'Pt5Line3b_State[0]'), (ctx) => stateCode(petitioner('prevPetitionState')(ctx))),
    dateBox(at(8, 'Pt5Line4_DateFiled[0]'), petitioner('prevPetitionDate')),
    textBox(box(8, 'Pt5Line5_Result[0]'), item(8, 5, '5'), petitioner('prevPetitionResult')),
    // The other earlier petitions, which the form's one row cannot hold.
    continued((ctx) => {
      const more = petitioner('prevPetitionMoreDetails')(ctx);
      return more ? [{ ...item(8, 5, '2.a'), text: `Other earlier petitions: ${more}` }] : [];
    }),
  );

  interface Relative {
    readonly name: PersonName;
    readonly relationship: string;
  }

  const relatives = (ctx: MappingContext): Relative[] =>
    rows(ctx, 'PETITIONER_INFO', 'otherRelativePetitionsList').map((row) => ({
      name: { last: rowItem(row, 'relativeNameLast'), first: rowItem(row, 'relativeNameFirst'), middle: rowItem(row, 'relativeNameMiddle') },
      relationship: rowItem(row, 'relativeRelationship'),
    }));

  const otherRelatives = listRows(
    relatives,
    [
      (row) =>
        section(
          nameBoxes(I130, 8, ['Pt4Line6a_FamilyName[0]', 'Pt4Line6b_GivenName[0]', 'Pt4Line6c_MiddleName[0]'], { part: 5, number: '6' }, (ctx) => row(ctx)?.name),
          textBox(box(8, 'Pt4Line7_Relationship[0]'), item(8, 5, '7'), (ctx) => row(ctx)?.relationship ?? ''),
        ),
      (row) =>
        section(
          nameBoxes(I130, 9, ['Pt4Line8a_FamilyName[0]', 'Pt4Line8b_GivenName[0]', 'Pt4Line8c_MiddleName[0]'], { part: 5, number: '8' }, (ctx) => row(ctx)?.name),
          textBox(box(9, 'Pt4Line9_Relationship[0]'), item(9, 5, '9'), (ctx) => row(ctx)?.relationship ?? ''),
        ),
    ],
    (relative, index) => ({ ...item(9, 5, '8.a'), text: `Relative ${index + 1}: ${nameLine(relative.name)}, relationship ${relative.relationship}` }),
  );

  const contact = section(
    textBox(box(9, 'Pt6Line3_DaytimePhoneNumber[0]'), item(9, 6, '3'), (ctx) => phoneDigits(petitioner('pPhone')(ctx))),
    textBox(box(9, 'Pt6Line4_MobileNumber[0]'), item(9, 6, '4'), (ctx) => phoneDigits(petitioner('pMobilePhone')(ctx))),
    textBox(box(9, 'Pt6Line5_Email[0]'), item(9, 6, '5'), petitioner('pEmail')),
  );

  return section(earlierPetitions, otherRelatives, contact);
}
