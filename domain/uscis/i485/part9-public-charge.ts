import { answer, item, personRows, rows } from '../../catalogue/shown.ts';
import { formatNumber } from '../../rules/numbers.ts';
import { checkBox, choiceBoxes, dateBox, joinParts, listRows, periodWords, rule, section, textBox, toDate, yesNoBoxes, type Read, type FormTemplate, type Section } from '../blocks/index.ts';
import type { MappingContext } from '../types.ts';
import { applicant } from './answers.ts';

/**
 * Form I-485 Part 9 items 56.-66.: public charge. Items 63.-64. themselves are Yes/No items of
 * part9-questions.ts; here are the exemption, household, education and the lists of items 65.-66.
 */

export function part9PublicCharge(I485: FormTemplate): Section {
  const { at, box } = I485;

  /**
   * Item 56: the applicant is a spouse of a U.S. citizen or green card holder applying on Form I-130.
   * None of the exempt categories covers that (the NDAA box is the category of Part 2 item 3.a for
   * relatives of a deceased service member), so "I do not fall under any of the exempt categories";
   * the other boxes are in blank.ts.
   */
  const notExempt = checkBox(at(19, 'Pt9Line56_CB[23]'), () => true);

  /** Items 57.-60. from the marriage wizard, which asks them of the applicant's household. */
  const household = section(
    rule(at(19, 'Pt9Line57_HouseholdSize[0]'), (ctx) => {
      const size = answer(ctx, 'MARRIAGE_INFO', 'marriageHouseholdSize').replace(/\D/g, '');
      return size.length <= 3 ? size : '';
    }),
    choiceBoxes(
      {
        less_than_27k: at(19, 'Pt9Line53_CB[0]'),
        '27k_to_52k': at(19, 'Pt9Line53_CB[1]'),
        '52k_to_85k': at(19, 'Pt9Line53_CB[2]'),
        '85k_to_141k': at(19, 'Pt9Line53_CB[3]'),
        above_141k: at(19, 'Pt9Line53_CB[4]'),
      },
      (ctx) => answer(ctx, 'MARRIAGE_INFO', 'marriageAnnualHouseholdIncome'),
    ),
    choiceBoxes(
      {
        less_than_18k: at(19, 'Pt9Line59_CB[0]'),
        '18k_to_136k': at(19, 'Pt9Line59_CB[1]'),
        '136k_to_321k': at(19, 'Pt9Line59_CB[2]'),
        '321k_to_707k': at(19, 'Pt9Line59_CB[3]'),
        above_707k: at(19, 'Pt9Line59_CB[4]'),
      },
      (ctx) => answer(ctx, 'MARRIAGE_INFO', 'marriageTotalAssets'),
    ),
    choiceBoxes(
      {
        less_than_0k: at(19, 'Pt9Line60_CB[0]'),
        '0k_to_10k': at(19, 'Pt9Line60_CB[1]'),
        '10k_to_57k': at(19, 'Pt9Line60_CB[2]'),
        '57k_to_186k': at(19, 'Pt9Line60_CB[3]'),
        above_186k: at(19, 'Pt9Line60_CB[4]'),
      },
      (ctx) => answer(ctx, 'MARRIAGE_INFO', 'marriageTotalLiabilities'),
    ),
  );

  /** Item 61 from the beneficiary's education answers; the grade box only for "less than high school". */
  const education = section(
    choiceBoxes(
      {
        less_than_high_school: at(19, 'Pt9Line61_CB[0]'),
        high_school: at(19, 'Pt9Line61_CB[2]'),
        '1_year_or_more_college': at(19, 'Pt9Line61_CB[1]'),
        associate_degree: at(19, 'Pt9Line61_CB[3]'),
        bachelor_degree: at(19, 'Pt9Line61_CB[7]'),
        master_degree: at(19, 'Pt9Line61_CB[4]'),
        professional_degree: at(19, 'Pt9Line61_CB[5]'),
        doctorate_degree: at(19, 'Pt9Line61_CB[6]'),
      },
      (ctx) => applicant(ctx, 'eduHighestLevel'),
    ),
    textBox(box(19, 'Pt9Line61_diploma[0]'), { page: 19, part: 9, item: '61' }, (ctx) => applicant(ctx, 'eduHighestGradeCompleted'), 'Highest grade of school completed'),
  );

  const certifications = (ctx: MappingContext): string[] =>
    rows(ctx, 'BENEFICIARY_INFO', 'eduCertificationsList')
      .map((row) => item(row, 'eduCertification'))
      .filter((certification) => certification !== '');

  const item62 = { page: 19, part: 9, item: '62' };

  /** Item 62: eight lines of certifications, licenses and skills; more continue in Part 14. */
  const certificationList = listRows(
    certifications,
    Array.from({ length: 8 }, (_, index) => (certification: Read<string | undefined>) =>
      textBox(box(19, `Table1[0].Row${index + 1}[0].TextField${index + 1}[0]`), item62, (ctx) => certification(ctx) ?? '', `Certification ${index + 1}`),
    ),
    (certification, index) => ({ ...I485.cite(item62), text: `Certification ${index + 1}: ${certification}` }),
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

  const benefits = (ctx: MappingContext): Received[] =>
    rows(ctx, 'I_485_SPECIFIC', 'benefitsReceivedList').map((row) => {
      const current = item(row, 'benefitIsCurrent') === 'yes';
      return {
        name: item(row, 'benefitName'),
        from: item(row, 'benefitStartDate'),
        to: current ? '' : item(row, 'benefitEndDate'),
        current,
        detail: dollars(item(row, 'benefitAmount')),
        exempt: item(row, 'benefitExemptFromPublicCharge'),
      };
    });

  const institutions = (ctx: MappingContext): Received[] =>
    rows(ctx, 'I_485_SPECIFIC', 'institutionalizationReceivedList').map((row) => {
      const current = item(row, 'institutionIsCurrent') === 'yes';
      return {
        name: item(row, 'institutionName'),
        from: item(row, 'institutionStartDate'),
        to: current ? '' : item(row, 'institutionEndDate'),
        current,
        detail: item(row, 'institutionReason'),
        exempt: item(row, 'institutionExemptFromPublicCharge'),
      };
    });

  interface ReceivedTable {
    readonly item: '65' | '66';
    readonly rows: Read<readonly Received[]>;
    /** The template's column prefix, Pt8Line68c (benefits) or Pt8Line68d (institutions). */
    readonly columns: string;
    readonly yesNo: string;
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
        textBox(box(20, `${table.columns}_Column1Row${n}[0]`), where, (ctx) => row(ctx)?.name ?? '', `Row ${n}, ${table.nameLabel}`),
        dateBox(at(20, `${table.columns}_Column2Row${n}[0]`), (ctx) => row(ctx)?.from ?? ''),
        rule(at(20, `${table.columns}_Column3Row${n}[0]`), (ctx) => {
          const found = row(ctx);
          return found ? toDate(found.to, found.current) : '';
        }),
        textBox(box(20, `${table.columns}_Column4Row${n}[0]`), where, (ctx) => row(ctx)?.detail ?? '', `Row ${n}, ${table.detailLabel}`),
        yesNoBoxes(at(20, `${table.yesNo}_Row${n}_YesNo[0]`), at(20, `${table.yesNo}_Row${n}_YesNo[1]`), (ctx) => row(ctx)?.exempt ?? ''),
      );
    };
    return listRows(table.rows, [0, 1, 2, 3].map(slot), (received, index) => ({
      ...I485.cite(where),
      text: joinParts([
        `Row ${index + 1}: ${table.nameLabel}: ${received.name}`,
        `Dates: ${periodWords(received.from, received.to, received.current)}`,
        `${table.detailLabel}: ${received.detail}`,
        `In a category exempt from public charge: ${yesNoWord(received.exempt)}`,
      ]),
    }));
  }

  const benefitsTable = receivedTable({
    item: '65',
    rows: benefits,
    columns: 'Pt8Line68c',
    yesNo: 'Pt9Line65',
    nameLabel: 'Benefit Received',
    detailLabel: 'Dollar Amount',
  });

  const institutionsTable = receivedTable({
    item: '66',
    rows: institutions,
    columns: 'Pt8Line68d',
    yesNo: 'Pt9Line66',
    nameLabel: 'Institution Name/City/State',
    detailLabel: 'Reason',
  });

  return section(notExempt, household, education, certificationList, benefitsTable, institutionsTable);
}
