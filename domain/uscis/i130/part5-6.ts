import { text, type GroupItem } from '../../answers.ts';
import { stateCode } from '../people/address.ts';
import { nameLine, type PersonName } from '../people/names.ts';
import { phoneDigits } from '../people/numbers.ts';
import { personAnswers, shownRows, yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { continued, dateBox, listRows, rule, section, textBox, yesNoBoxes, type Section } from './build.ts';
import { onPage } from './field-names.ts';

/** Form I-130 Part 5 (other petitions) and Part 6 items 3-5 (the petitioner's contact information). */

const p8 = (name: string): string => onPage(8, name);
const p9 = (name: string): string => onPage(9, name);
const petitioner = (ctx: MappingContext, key: string): string => text(personAnswers(ctx, 'p')[key]);

const earlierPetitions = section(
  yesNoBoxes(p8('Part4Line1_Yes[0]'), p8('Part4Line1_No[0]'), (ctx) => yesNo(personAnswers(ctx, 'p')['hasOtherPetitions'])),
  rule(p8('Pt5Line2a_FamilyName[0]'), (ctx) => petitioner(ctx, 'prevPetitionBNameLast')),
  rule(p8('Pt5Line2b_GivenName[0]'), (ctx) => petitioner(ctx, 'prevPetitionBNameFirst')),
  rule(p8('Pt5Line2c_MiddleName[0]'), (ctx) => petitioner(ctx, 'prevPetitionBNameMiddle')),
  textBox(p8('Pt5Line3a_CityOrTown[0]'), 20, { page: 8, part: 5, item: '3.a' }, (ctx) => petitioner(ctx, 'prevPetitionCity')),
  rule(p8('Pt5Line3b_State[0]'), (ctx) => stateCode(petitioner(ctx, 'prevPetitionState'))),
  dateBox(p8('Pt5Line4_DateFiled[0]'), (ctx) => petitioner(ctx, 'prevPetitionDate')),
  textBox(p8('Pt5Line5_Result[0]'), 33, { page: 8, part: 5, item: '5' }, (ctx) => petitioner(ctx, 'prevPetitionResult')),
  // The other earlier petitions, which the form's one row cannot hold.
  continued((ctx) => {
    const more = petitioner(ctx, 'prevPetitionMoreDetails');
    return more ? [{ page: 8, part: 5, item: '2.a', text: `Other earlier petitions: ${more}` }] : [];
  }),
);

interface Relative {
  readonly name: PersonName;
  readonly relationship: string;
}

const relativeOf = (row: GroupItem): Relative => ({
  name: { last: text(row['relativeNameLast']), first: text(row['relativeNameFirst']), middle: text(row['relativeNameMiddle']) },
  relationship: text(row['relativeRelationship']),
});

const otherRelatives = listRows(
  (ctx: MappingContext) => shownRows(personAnswers(ctx, 'p'), 'otherRelativePetitionsList').map(relativeOf),
  [
    (row) =>
      section(
        rule(p8('Pt4Line6a_FamilyName[0]'), (ctx) => row(ctx)?.name.last ?? ''),
        rule(p8('Pt4Line6b_GivenName[0]'), (ctx) => row(ctx)?.name.first ?? ''),
        rule(p8('Pt4Line6c_MiddleName[0]'), (ctx) => row(ctx)?.name.middle ?? ''),
        textBox(p8('Pt4Line7_Relationship[0]'), 29, { page: 8, part: 5, item: '7' }, (ctx) => row(ctx)?.relationship ?? ''),
      ),
    (row) =>
      section(
        rule(p9('Pt4Line8a_FamilyName[0]'), (ctx) => row(ctx)?.name.last ?? ''),
        rule(p9('Pt4Line8b_GivenName[0]'), (ctx) => row(ctx)?.name.first ?? ''),
        rule(p9('Pt4Line8c_MiddleName[0]'), (ctx) => row(ctx)?.name.middle ?? ''),
        textBox(p9('Pt4Line9_Relationship[0]'), 29, { page: 9, part: 5, item: '9' }, (ctx) => row(ctx)?.relationship ?? ''),
      ),
  ],
  (relative, index) => ({
    page: 9,
    part: 5,
    item: '8.a',
    text: `Relative ${index + 1}: ${nameLine(relative.name)}, relationship ${relative.relationship}`,
  }),
);

const contact = section(
  textBox(p9('Pt6Line3_DaytimePhoneNumber[0]'), 10, { page: 9, part: 6, item: '3' }, (ctx) => phoneDigits(petitioner(ctx, 'pPhone'))),
  textBox(p9('Pt6Line4_MobileNumber[0]'), 10, { page: 9, part: 6, item: '4' }, (ctx) => phoneDigits(petitioner(ctx, 'pMobilePhone'))),
  textBox(p9('Pt6Line5_Email[0]'), 38, { page: 9, part: 6, item: '5' }, (ctx) => petitioner(ctx, 'pEmail')),
);

export const otherInformationAndContact: Section = section(earlierPetitions, otherRelatives, contact);
