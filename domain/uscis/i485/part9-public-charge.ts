import { text, type GroupItem } from '../../answers.ts';
import { formatNumber } from '../../rules/numbers.ts';
import { personAnswers, shownRows, yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { applicant, eligibilityRows, marriage } from './answers.ts';
import {
  charactersFitting,
  checkBox,
  choiceBoxes,
  dateBox,
  fitted,
  joinParts,
  listRows,
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
 * Form I-485 Part 9 items 56.-66.: public charge. Items 63.-64. themselves are Yes/No items of
 * part9-questions.ts; here are the exemption, household, education and the lists of items 65.-66.
 */

const p19 = (name: string): string => onPage(19, name);
const p20 = (name: string): string => onPage(20, name);

/**
 * Item 56: the applicant is a spouse of a U.S. citizen or green card holder applying on Form I-130.
 * None of the exempt categories covers that (the NDAA box is the category of Part 2 item 3.a for
 * relatives of a deceased service member), so "I do not fall under any of the exempt categories";
 * the other boxes are in blank.ts.
 */
const notExempt = checkBox(p19('Pt9Line56_CB[23]'), () => true);

/** Items 57.-60. from the marriage wizard, which asks them of the applicant's household. */
const household = section(
  rule(p19('Pt9Line57_HouseholdSize[0]'), (ctx) => {
    const size = marriage(ctx, 'marriageHouseholdSize').replace(/\D/g, '');
    return size.length <= 3 ? size : '';
  }),
  choiceBoxes(
    {
      less_than_27k: p19('Pt9Line53_CB[0]'),
      '27k_to_52k': p19('Pt9Line53_CB[1]'),
      '52k_to_85k': p19('Pt9Line53_CB[2]'),
      '85k_to_141k': p19('Pt9Line53_CB[3]'),
      above_141k: p19('Pt9Line53_CB[4]'),
    },
    (ctx) => marriage(ctx, 'marriageAnnualHouseholdIncome'),
  ),
  choiceBoxes(
    {
      less_than_18k: p19('Pt9Line59_CB[0]'),
      '18k_to_136k': p19('Pt9Line59_CB[1]'),
      '136k_to_321k': p19('Pt9Line59_CB[2]'),
      '321k_to_707k': p19('Pt9Line59_CB[3]'),
      above_707k: p19('Pt9Line59_CB[4]'),
    },
    (ctx) => marriage(ctx, 'marriageTotalAssets'),
  ),
  choiceBoxes(
    {
      less_than_0k: p19('Pt9Line60_CB[0]'),
      '0k_to_10k': p19('Pt9Line60_CB[1]'),
      '10k_to_57k': p19('Pt9Line60_CB[2]'),
      '57k_to_186k': p19('Pt9Line60_CB[3]'),
      above_186k: p19('Pt9Line60_CB[4]'),
    },
    (ctx) => marriage(ctx, 'marriageTotalLiabilities'),
  ),
);

/** Item 61 from the beneficiary's education answers; the grade box only for "less than high school". */
const education = section(
  choiceBoxes(
    {
      less_than_high_school: p19('Pt9Line61_CB[0]'),
      high_school: p19('Pt9Line61_CB[2]'),
      '1_year_or_more_college': p19('Pt9Line61_CB[1]'),
      associate_degree: p19('Pt9Line61_CB[3]'),
      bachelor_degree: p19('Pt9Line61_CB[7]'),
      master_degree: p19('Pt9Line61_CB[4]'),
      professional_degree: p19('Pt9Line61_CB[5]'),
      doctorate_degree: p19('Pt9Line61_CB[6]'),
    },
    (ctx) => applicant(ctx, 'eduHighestLevel'),
  ),
  fitted(
    p19('Pt9Line61_diploma[0]'),
    charactersFitting(498),
    { page: 19, part: 9, item: '61' },
    'Highest grade of school completed',
    (ctx) => applicant(ctx, 'eduHighestGradeCompleted'),
  ),
);

const certifications = (ctx: MappingContext): string[] =>
  shownRows(personAnswers(ctx, 'b'), 'eduCertificationsList')
    .map((row) => text(row['eduCertification']))
    .filter((certification) => certification !== '');

const item62 = { page: 19, part: 9, item: '62' };

/** Item 62: eight lines of certifications, licenses and skills; more continue in Part 14. */
const certificationList = listRows(
  certifications,
  Array.from({ length: 8 }, (_, index) => (certification: Read<string | undefined>) =>
    fitted(
      p19(`Table1[0].Row${index + 1}[0].TextField${index + 1}[0]`),
      charactersFitting(516),
      item62,
      `Certification ${index + 1}`,
      (ctx) => certification(ctx) ?? '',
    ),
  ),
  (certification, index) => ({ ...item62, text: `Certification ${index + 1}: ${certification}` }),
);

interface Received {
  readonly name: string;
  readonly from: string;
  readonly to: string;
  readonly current: boolean;
  /** The dollar amount (benefits) or the reason (institutions). */
  readonly detail: string;
  readonly exempt: string;
}

const dollars = (amount: string): string => {
  const grouped = formatNumber(amount);
  return grouped === '' ? '' : `$${grouped}`;
};

function benefit(row: GroupItem): Received {
  const current = yesNo(row['benefitIsCurrent']) === 'yes';
  return {
    name: text(row['benefitName']),
    from: text(row['benefitStartDate']),
    to: current ? '' : text(row['benefitEndDate']),
    current,
    detail: dollars(text(row['benefitAmount'])),
    exempt: yesNo(row['benefitExemptFromPublicCharge']),
  };
}

function institution(row: GroupItem): Received {
  const current = yesNo(row['institutionIsCurrent']) === 'yes';
  return {
    name: text(row['institutionName']),
    from: text(row['institutionStartDate']),
    to: current ? '' : text(row['institutionEndDate']),
    current,
    detail: text(row['institutionReason']),
    exempt: yesNo(row['institutionExemptFromPublicCharge']),
  };
}

interface ReceivedTable {
  readonly item: '65' | '66';
  readonly rows: Read<readonly Received[]>;
  /** The template's column prefix, Pt8Line68c (benefits) or Pt8Line68d (institutions). */
  readonly columns: string;
  readonly yesNo: string;
  readonly nameWidth: number;
  readonly detailWidth: number;
  readonly nameLabel: string;
  readonly detailLabel: string;
}

const yesNoWord = (answer: string): string => (answer === 'yes' ? 'Yes' : answer === 'no' ? 'No' : '');

/** The four rows of item 65 or 66; more rows continue in Part 14. */
function receivedTable(table: ReceivedTable): Section {
  const where = { page: 20, part: 9, item: table.item };
  const slot = (index: number) => (row: Read<Received | undefined>): Section => {
    const n = index + 1;
    return section(
      fitted(p20(`${table.columns}_Column1Row${n}[0]`), charactersFitting(table.nameWidth), where, `Row ${n}, ${table.nameLabel}`, (ctx) => row(ctx)?.name ?? ''),
      dateBox(p20(`${table.columns}_Column2Row${n}[0]`), (ctx) => row(ctx)?.from ?? ''),
      rule(p20(`${table.columns}_Column3Row${n}[0]`), (ctx) => {
        const found = row(ctx);
        return found ? toDate(found.to, found.current) : '';
      }),
      fitted(p20(`${table.columns}_Column4Row${n}[0]`), charactersFitting(table.detailWidth), where, `Row ${n}, ${table.detailLabel}`, (ctx) => row(ctx)?.detail ?? ''),
      yesNoBoxes(p20(`${table.yesNo}_Row${n}_YesNo[0]`), p20(`${table.yesNo}_Row${n}_YesNo[1]`), (ctx) => row(ctx)?.exempt ?? ''),
    );
  };
  return listRows(table.rows, [0, 1, 2, 3].map(slot), (received, index) => ({
    ...where,
    text: joinParts([
      `Row ${index + 1}: ${table.nameLabel}: ${received.name}`,
      `Dates: ${periodWords(received.from, received.to, received.current)}`,
      `${table.detailLabel}: ${received.detail}`,
      `In a category exempt from public charge: ${yesNoWord(received.exempt)}`,
    ]),
  }));
}

const benefits = receivedTable({
  item: '65',
  rows: (ctx) => eligibilityRows(ctx, 'benefitsReceivedList').map(benefit),
  columns: 'Pt8Line68c',
  yesNo: 'Pt9Line65',
  nameWidth: 167,
  detailWidth: 109,
  nameLabel: 'Benefit Received',
  detailLabel: 'Dollar Amount',
});

const institutions = receivedTable({
  item: '66',
  rows: (ctx) => eligibilityRows(ctx, 'institutionalizationReceivedList').map(institution),
  columns: 'Pt8Line68d',
  yesNo: 'Pt9Line66',
  nameWidth: 136,
  detailWidth: 141,
  nameLabel: 'Institution Name/City/State',
  detailLabel: 'Reason',
});

export const part9PublicCharge: Section = section(notExempt, household, education, certificationList, benefits, institutions);
