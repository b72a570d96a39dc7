import { answer, item, rows } from '../../catalogue/shown.ts';
import { continued, dateBox, joinParts, periodWords, rule, section, textBox, toDate, yesNoBoxes, type Read, type FormTemplate, type Section } from '../blocks/index.ts';
import type { MappingContext } from '../types.ts';

/**
 * Form I-485 Part 9 items 1.-9.: organizations. The form has room for two; "if you were a member
 * of more than two organizations, use the space provided in Part 14".
 */

interface Organization {
  readonly name: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly purpose: string;
  readonly involvement: string;
  readonly from: string;
  readonly to: string;
  readonly current: boolean;
}

const organizations = (ctx: MappingContext): Organization[] =>
  rows(ctx, 'I_485_SPECIFIC', 'orgList').map((row) => {
    const current = item(row, 'orgUserStillMember') === 'yes';
    return {
      name: item(row, 'orgName'),
      city: item(row, 'orgCity'),
      state: item(row, 'orgState'),
      country: item(row, 'orgCountry'),
      purpose: item(row, 'orgPurpose'),
      involvement: item(row, 'orgUserInvolvement'),
      from: item(row, 'orgUserFromDate'),
      to: current ? '' : item(row, 'orgUserToDate'),
      current,
    };
  });

/** The boxes of one organization: names on the pages given, and the item numbers of its name, place and nature. */
interface OrganizationBoxes {
  readonly name: { readonly page: number; readonly field: string; readonly item: string };
  /** Page and item numbers of the place, nature and dates boxes. */
  readonly page: number;
  readonly placeItem: string;
  readonly natureItem: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly purpose: string;
  readonly involvement: string;
  readonly from: string;
  readonly to: string;
}

function organizationBoxes(I485: FormTemplate, index: number, boxes: OrganizationBoxes): Section {
  const org: Read<Organization | undefined> = (ctx) => organizations(ctx)[index];
  const where = (item: string) => ({ page: boxes.page, part: 9, item });
  const label = `Organization ${index + 1}`;
  const text = (field: string, item: string, part: string, read: (found: Organization) => string) =>
    textBox(I485.box(boxes.page, field), where(item), (ctx) => {
      const found = org(ctx);
      return found ? read(found) : '';
    }, `${label}, ${part}`);
  return section(
    textBox(I485.box(boxes.name.page, boxes.name.field), { page: boxes.name.page, part: 9, item: boxes.name.item }, (ctx) => org(ctx)?.name ?? '', `${label}, Name of Organization`),
    text(boxes.city, boxes.placeItem, 'City or Town', (found) => found.city),
    text(boxes.state, boxes.placeItem, 'State or Province', (found) => found.state),
    text(boxes.country, boxes.placeItem, 'Country', (found) => found.country),
    text(boxes.purpose, boxes.natureItem, 'Nature of Organization', (found) => found.purpose),
    text(boxes.involvement, boxes.natureItem, 'Nature of involvement in organization', (found) => found.involvement),
    dateBox(I485.at(boxes.page, boxes.from), (ctx) => org(ctx)?.from ?? ''),
    rule(I485.at(boxes.page, boxes.to), (ctx) => {
      const found = org(ctx);
      return found ? toDate(found.to, found.current) : '';
    }),
  );
}

function organizationLine(org: Organization, index: number): string {
  return joinParts([
    `Organization ${index + 1}: ${org.name}`,
    `City or Town: ${org.city}`,
    org.state ? `State or Province: ${org.state}` : '',
    `Country: ${org.country}`,
    `Nature of Organization: ${org.purpose}`,
    `Nature of involvement: ${org.involvement}`,
    `Dates of Membership: ${periodWords(org.from, org.to, org.current)}`,
  ]);
}

export function part9Organizations(I485: FormTemplate): Section {
  return section(
    yesNoBoxes(I485.at(13, 'Pt8Line1_YesNo[1]'), I485.at(13, 'Pt8Line1_YesNo[0]'), (ctx) => answer(ctx, 'I_485_SPECIFIC', 'hasOrgs')),
    organizationBoxes(I485, 0, {
      name: { page: 13, field: 'Pt9Line2_Organization1[0]', item: '2' },
      page: 13,
      placeItem: '3',
      natureItem: '4',
      city: 'Pt9Line3_CityTownOfBirth[0]',
      state: 'Pt9Line3_State[0]',
      country: 'Pt9Line3_Country[0]',
      purpose: 'Pt9Line4_FamilyName[0]',
      involvement: 'Pt9Line4_Involvement[0]',
      from: 'Pt9Line5_DateFrom[0]',
      to: 'Pt9Line5_DateTo[0]',
    }),
    organizationBoxes(I485, 1, {
      name: { page: 13, field: 'Pt9Line6_Organization2[0]', item: '6' },
      page: 14,
      placeItem: '7',
      natureItem: '8',
      city: 'Pt9Line7_CityTownOfBirth[0]',
      state: 'Pt9Line7_State[0]',
      country: 'Pt9Line7_Country[0]',
      purpose: 'Pt9Line8_FamilyName[0]',
      involvement: 'Pt9Line8_Involvement[0]',
      from: 'Pt9Line9_DateFrom[0]',
      to: 'Pt9Line9_DateTo[0]',
    }),
    continued((ctx) =>
      organizations(ctx)
        .slice(2)
        .map((org, index) => ({ ...I485.cite({ page: 13, part: 9, item: '2-9' }), text: organizationLine(org, index + 2) })),
    ),
  );
}
