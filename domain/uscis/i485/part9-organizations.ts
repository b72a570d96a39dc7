import { text, type GroupItem } from '../../answers.ts';
import { yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { eligibility, eligibilityRows } from './answers.ts';
import {
  charactersFitting,
  continued,
  dateBox,
  fitted,
  joinParts,
  onPage,
  periodWords,
  rule,
  section,
  toDate,
  yesNoBoxes,
  type Read,
  type Section,
} from './build.ts';

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

function organization(row: GroupItem): Organization {
  const current = yesNo(row['orgUserStillMember']) === 'yes';
  return {
    name: text(row['orgName']),
    city: text(row['orgCity']),
    state: text(row['orgState']),
    country: text(row['orgCountry']),
    purpose: text(row['orgPurpose']),
    involvement: text(row['orgUserInvolvement']),
    from: text(row['orgUserFromDate']),
    to: current ? '' : text(row['orgUserToDate']),
    current,
  };
}

const organizations = (ctx: MappingContext): Organization[] => eligibilityRows(ctx, 'orgList').map(organization);

interface OrganizationBoxes {
  readonly name: { readonly field: string; readonly page: number; readonly item: string; readonly width: number };
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly purpose: string;
  readonly involvement: string;
  readonly from: string;
  readonly to: string;
  /** Page and item numbers of the place, nature and dates boxes. */
  readonly page: number;
  readonly placeItem: string;
  readonly natureItem: string;
}

function organizationBoxes(index: number, boxes: OrganizationBoxes): Section {
  const org: Read<Organization | undefined> = (ctx) => organizations(ctx)[index];
  const where = (item: string) => ({ page: boxes.page, part: 9, item });
  const label = `Organization ${index + 1}`;
  return section(
    fitted(
      boxes.name.field,
      charactersFitting(boxes.name.width),
      { page: boxes.name.page, part: 9, item: boxes.name.item },
      `${label}, Name of Organization`,
      (ctx) => org(ctx)?.name ?? '',
    ),
    fitted(boxes.city, charactersFitting(258), where(boxes.placeItem), `${label}, City or Town`, (ctx) => org(ctx)?.city ?? ''),
    fitted(boxes.state, charactersFitting(252), where(boxes.placeItem), `${label}, State or Province`, (ctx) => org(ctx)?.state ?? ''),
    rule(boxes.country, (ctx) => org(ctx)?.country ?? ''),
    fitted(boxes.purpose, charactersFitting(516), where(boxes.natureItem), `${label}, Nature of Organization`, (ctx) => org(ctx)?.purpose ?? ''),
    fitted(
      boxes.involvement,
      charactersFitting(516),
      where(boxes.natureItem),
      `${label}, Nature of involvement in organization`,
      (ctx) => org(ctx)?.involvement ?? '',
    ),
    dateBox(boxes.from, (ctx) => org(ctx)?.from ?? ''),
    rule(boxes.to, (ctx) => {
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

const p13 = (name: string): string => onPage(13, name);
const p14 = (name: string): string => onPage(14, name);

export const part9Organizations: Section = section(
  yesNoBoxes(p13('Pt8Line1_YesNo[1]'), p13('Pt8Line1_YesNo[0]'), (ctx) => eligibility(ctx, 'hasOrgs').toLowerCase()),
  organizationBoxes(0, {
    name: { field: p13('Pt9Line2_Organization1[0]'), page: 13, item: '2', width: 342 },
    city: p13('Pt9Line3_CityTownOfBirth[0]'),
    state: p13('Pt9Line3_State[0]'),
    country: p13('Pt9Line3_Country[0]'),
    purpose: p13('Pt9Line4_FamilyName[0]'),
    involvement: p13('Pt9Line4_Involvement[0]'),
    from: p13('Pt9Line5_DateFrom[0]'),
    to: p13('Pt9Line5_DateTo[0]'),
    page: 13,
    placeItem: '3',
    natureItem: '4',
  }),
  organizationBoxes(1, {
    name: { field: p13('Pt9Line6_Organization2[0]'), page: 13, item: '6', width: 342 },
    city: p14('Pt9Line7_CityTownOfBirth[0]'),
    state: p14('Pt9Line7_State[0]'),
    country: p14('Pt9Line7_Country[0]'),
    purpose: p14('Pt9Line8_FamilyName[0]'),
    involvement: p14('Pt9Line8_Involvement[0]'),
    from: p14('Pt9Line9_DateFrom[0]'),
    to: p14('Pt9Line9_DateTo[0]'),
    page: 14,
    placeItem: '7',
    natureItem: '8',
  }),
  continued((ctx) =>
    organizations(ctx)
      .slice(2)
      .map((org, index) => ({ page: 13, part: 9, item: '2-9', text: organizationLine(org, index + 2) })),
  ),
);
