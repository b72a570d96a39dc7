import { addressBlock, addressLayout, checkBox, choiceBoxes, combBox, continued, dateBox, joinParts, rule, section, textBox, yesNoBoxes, type Place, type FormTemplate, type Section } from '../blocks/index.ts';
import { answer } from '../../catalogue/shown.ts';
import { usDate } from '../format.ts';
import { currentHome, newestFirst } from '../../people/address.ts';
import { UNKNOWN, parentOf, previousMarriages, timesMarried, type ParentRole, type PreviousMarriage } from '../../people/family.ts';
import { currentMarriage } from '../../people/marriage.ts';
import { nameLine, personName } from '../../people/names.ts';
import { aNumberDigits } from '../../people/numbers.ts';
import type { MappingContext } from '../types.ts';
import { nameBoxes } from './part1-identity.ts';

/** Form I-485 Part 5 (parents) and Part 6 (marital history). */

export function part5And6(I485: FormTemplate): Section {
  const { at, box } = I485;
  const part5 = (page: number, number: string): Place => ({ page, part: 5, item: number });
  const part6 = (page: number, number: string): Place => ({ page, part: 6, item: number });

  /** One parent's boxes: current and birth names, date and country of birth, with their item numbers. */
  interface ParentBoxes {
    readonly name: readonly [string, string, string];
    readonly birthName: readonly [string, string, string];
    readonly birthDate: string;
    readonly birthCountry: string;
    readonly items: readonly [name: Place, birthName: Place, birthCountry: Place];
  }

  /**
   * One parent: Parent 1 is the father the wizard asks about, Parent 2 the mother. A date of birth
   * the applicant does not know prints "Unknown", as the wizard tells them.
   */
  function parentBoxes(role: ParentRole, label: string, boxes: ParentBoxes): Section {
    const parent = (ctx: MappingContext) => parentOf(ctx, 'b', role);
    const [nameItem, birthNameItem, countryItem] = boxes.items;
    return section(
      nameBoxes(I485, nameItem.page, boxes.name, nameItem, label, parent),
      nameBoxes(I485, birthNameItem.page, boxes.birthName, birthNameItem, `${label}, Name at Birth`, (ctx) => parent(ctx)?.nameAtBirth),
      rule(boxes.birthDate, (ctx) => {
        const found = parent(ctx);
        if (!found) return '';
        return found.birthDate ? usDate(found.birthDate) : UNKNOWN;
      }),
      textBox(box(countryItem.page, boxes.birthCountry), countryItem, (ctx) => parent(ctx)?.birthCountry ?? '', `${label}, Country of Birth`),
    );
  }

  const parents = section(
    parentBoxes('Father', 'Parent 1', {
      name: ['Pt5Line1_FamilyName[0]', 'Pt5Line1_GivenName[0]', 'Pt5Line1_MiddleName[0]'],
      birthName: ['Pt5Line2_FamilyName[0]', 'Pt5Line2_GivenName[0]', 'Pt5Line2_MiddleName[0]'],
      birthDate: at(9, 'Pt5Line3_DateofBirth[0]'),
      birthCountry: 'Pt5Line5_CityTownOfBirth[0]',
      items: [part5(9, '1'), part5(9, '2'), part5(10, '4')],
    }),
    parentBoxes('Mother', 'Parent 2', {
      name: ['Pt5Line6_FamilyName[0]', 'Pt5Line6_GivenName[0]', 'Pt5Line6_MiddleName[0]'],
      birthName: ['Pt5Line7_FamilyName[0]', 'Pt5Line7_GivenName[0]', 'Pt5Line7_MiddleName[0]'],
      birthDate: at(10, 'Pt5Line8_DateofBirth[0]'),
      birthCountry: 'Pt5Line10_CityTownOfBirth[0]',
      items: [part5(10, '5'), part5(10, '6'), part5(10, '8')],
    }),
  );

  /**
   * Items 1-3. The applicant is married to the petitioner (this service prepares marriage-based cases
   * only): "Married", and item 2 (whether the spouse is a current member of the U.S. armed forces or
   * Coast Guard) is the petitioner's own answer; its N/A box is for an applicant who is not married.
   */

  const maritalStatus = section(
    checkBox(at(10, 'Pt6Line1_MaritalStatus[3]'), () => true),
    yesNoBoxes(at(10, 'Pt5Line2_YNNA[1]'), at(10, 'Pt5Line2_YNNA[0]'), (ctx) => answer(ctx, 'PETITIONER_INFO', 'usArmedForcesMember')),
    rule(at(10, 'Pt6Line3_TimesMarried[0]'), (ctx) => {
      const times = timesMarried(ctx, 'b');
      return times === null ? '' : String(times);
    }),
  );

  /** Items 4-10: the current spouse is the petitioner. */
  const currentSpouse = section(
    nameBoxes(I485, 10, ['Pt6Line4_FamilyName[0]', 'Pt6Line4_GivenName[0]', 'Pt6Line4_MiddleName[0]'], part6(10, '4'), 'Current Spouse', (ctx) => personName(ctx, 'p')),
    combBox(at(10, 'Pt6Line5_AlienNumber[0]'), 9, (ctx) => aNumberDigits(answer(ctx, 'PETITIONER_INFO', 'pANumber'))),
    dateBox(at(10, 'Pt5Line8_DateofBirth[1]'), (ctx) => answer(ctx, 'PETITIONER_INFO', 'pBirthDate')),
    textBox(box(10, 'Pt6Line7_Country[0]'), part6(10, '7'), (ctx) => answer(ctx, 'PETITIONER_INFO', 'pBirthCountry'), "Current Spouse's Country of Birth"),
    addressBlock(
      addressLayout(I485, part6(10, '8'), { block: "Current Spouse's Current Physical Address" }, {
        text: {
          street: 'Part6Line8_StreetName[0]',
          unitNumber: 'P6Line8_Number[0]',
          city: 'P6Line8_City[0]',
          province: 'P6Line8_Province[0]',
          postalCode: 'P6Line8_PostalCode[0]',
          country: 'P6Line8_Country[0]',
        },
        units: ['P6Line8_Unit[0]', 'P6Line8_Unit[1]', 'P6Line8_Unit[2]'],
        state: 'P6Line8_State[0]',
        zip: 'P6Line8_ZipCode[0]',
      }),
      (ctx) => currentHome(ctx, 'p'),
    ),
    textBox(box(11, 'Pt6Line10_CityTownOfBirth[0]'), part6(11, '9'), (ctx) => currentMarriage(ctx).city, 'Place of Marriage, City or Town'),
    textBox(box(11, 'Pt6Line10_State[0]'), part6(11, '9'), (ctx) => {
      const married = currentMarriage(ctx);
      return married.state || married.province;
    }, 'Place of Marriage, State or Province'),
    textBox(box(11, 'Pt6Line10_Country[0]'), part6(11, '9'), (ctx) => currentMarriage(ctx).country, 'Place of Marriage, Country'),
    dateBox(at(11, 'Pt5Line8_DateofBirth[2]'), (ctx) => currentMarriage(ctx).date),
    // Item 10: the petitioner is a U.S. citizen or green card holder, never applying with the applicant: "No".
    checkBox(at(11, 'Pt6Line11_YN[0]'), () => true),
  );

  /** The earlier marriages, the most recent first: it takes the form's boxes, the others Part 14. */
  const priorMarriages = (ctx: MappingContext): PreviousMarriage[] =>
    newestFirst(previousMarriages(ctx, 'b'), (marriage) => marriage.marriageDate);
  const latestPrior = (ctx: MappingContext): PreviousMarriage | undefined => priorMarriages(ctx)[0];

  const END_WORDS: Readonly<Record<string, string>> = {
    divorced: 'Divorced',
    deceased: 'Spouse Deceased',
    annulled: 'Annulled',
  };

  const place = (city: string, state: string, country: string): string => joinParts([city, state, country], ', ');

  function priorMarriageLine(marriage: PreviousMarriage, index: number): string {
    const ended = END_WORDS[marriage.endReason] ?? (marriage.endReasonOther ? `Other: ${marriage.endReasonOther}` : 'Other');
    return joinParts([
      `Prior spouse ${index + 1}: ${nameLine(marriage.spouse)}`,
      `Date of Birth: ${usDate(marriage.spouseBirthDate)}`,
      `Country of Birth: ${marriage.spouseBirthCountry}`,
      `Country of Citizenship or Nationality: ${marriage.spouseNationality}`,
      `Date of Marriage: ${usDate(marriage.marriageDate)}`,
      `Place of Marriage: ${place(marriage.marriageCity, marriage.marriageState, marriage.marriageCountry)}`,
      `Marriage Legally Ended: ${usDate(marriage.endDate)} in ${place(marriage.endCity, marriage.endState, marriage.endCountry)}`,
      `How Marriage Ended: ${ended}`,
    ]);
  }

  const prior = (read: (m: PreviousMarriage) => string) => (ctx: MappingContext): string => {
    const marriage = latestPrior(ctx);
    return marriage ? read(marriage) : '';
  };

  /** Items 11-18: one prior marriage in the boxes; each other one in Part 14. */
  const priorPlace = part6(11, '11-18');
  const priorBox = (name: string, label: string, read: (m: PreviousMarriage) => string) => textBox(box(11, name), priorPlace, prior(read), `Prior Spouse, ${label}`);

  const priorMarriage = section(
    nameBoxes(I485, 11, ['Pt6Line12_FamilyName[0]', 'Pt6Line12_GivenName[0]', 'Pt6Line12_MiddleName[0]'], priorPlace, 'Prior Spouse', (ctx) => latestPrior(ctx)?.spouse),
    dateBox(at(11, 'Pt5Line8_DateofBirth[3]'), prior((m) => m.spouseBirthDate)),
    priorBox('Pt6Line14_Country[0]', 'Country of Birth', (m) => m.spouseBirthCountry),
    priorBox('Pt6Line15_Country[0]', 'Country of Citizenship or Nationality', (m) => m.spouseNationality),
    dateBox(at(11, 'Pt6Line16_DateofBirth[0]'), prior((m) => m.marriageDate)),
    priorBox('Pt6Line10_CityTownOfBirth[1]', 'Place of Marriage, City or Town', (m) => m.marriageCity),
    priorBox('Pt6Line10_State[1]', 'Place of Marriage, State or Province', (m) => m.marriageState),
    priorBox('Pt6Line10_Country[1]', 'Place of Marriage, Country', (m) => m.marriageCountry),
    priorBox('Pt6Line18_CityTownOfBirth[0]', 'Place Where Marriage Legally Ended, City or Town', (m) => m.endCity),
    priorBox('Pt6Line18_State[0]', 'Place Where Marriage Legally Ended, State or Province', (m) => m.endState),
    priorBox('Pt6Line18_Country[0]', 'Place Where Marriage Legally Ended, Country', (m) => m.endCountry),
    dateBox(at(11, 'Pt6Line16_DateofBirth[1]'), prior((m) => m.endDate)),
    choiceBoxes(
      {
        annulled: at(11, 'Pt6Line19_MaritalStatus[1]'),
        divorced: at(11, 'Pt6Line19_MaritalStatus[3]'),
        deceased: at(11, 'Pt6Line19_MaritalStatus[0]'),
        other: at(11, 'Pt6Line19_MaritalStatus[2]'),
      },
      prior((m) => m.endReason),
    ),
    textBox(box(11, 'Pt6Line19_HowMarriageEndedOther[0]'), part6(11, '18'), prior((m) => (m.endReason === 'other' ? m.endReasonOther : '')), 'How Marriage Ended with Prior Spouse, Other (Explain)'),
    continued((ctx) =>
      priorMarriages(ctx)
        .slice(1)
        .map((marriage, index) => ({ page: 11, part: 6, item: '11-18', text: priorMarriageLine(marriage, index + 1) })),
    ),
  );

  return section(parents, maritalStatus, currentSpouse, priorMarriage);
}
