import type { AnswersByForm, Answers, AnswerValue } from '../../answers.ts';
import { jointSponsorFields } from '../../catalogue/forms/income-joint-sponsor.ts';
import { petitionerInfo } from '../../catalogue/forms/petitioner-info.ts';
import { JOINT_SPONSOR, JOINT_SPONSOR_KEYS as J, PETITIONER_SPONSOR, type SponsorKeys } from '../../catalogue/forms/sponsor-keys.ts';
import { fieldsOf } from '../../catalogue/index.ts';
import { TAX_YEAR_KEY } from '../../rules/income-tax-years.ts';
import { hasJointSponsor, jointSponsorHousehold } from '../../rules/joint-sponsor.ts';
import { answer } from '../../catalogue/shown.ts';
import { checkBox, rule, section, type FormTemplate } from '../blocks/index.ts';
import { interpreterOf, type Interpreter } from '../../people/statement.ts';
import type { BlankRule, FieldRule, FormMapping, MappingContext } from '../types.ts';
import { count } from './amounts.ts';
import { preparerPart10, type PreparersMore } from './preparer.ts';

/**
 * The joint sponsor's Form I-864: the same form, filled by the same rules as the petitioner's,
 * read through the joint sponsor's answers. The catalogue asks the joint sponsor the petitioner's
 * questions under j keys (domain/catalogue/forms/sponsor-fields.ts), so the answers a rule reads
 * about "the sponsor" are the joint sponsor's, key for key; the few items that differ for a joint
 * sponsor are rules of their own below.
 */

/** The joint sponsor's answers that stand for the petitioner's in PETITIONER_INFO: same builder, j prefix for p. */
const PETITIONER_KEYS = new Set([...fieldsOf(petitionerInfo)].map(({ field }) => field.key));
const PERSON_KEYS: readonly (readonly [string, string])[] = jointSponsorFields
  .map((field) => field.key)
  .filter((key) => /^j[A-Z]/.test(key) && PETITIONER_KEYS.has(`p${key.slice(1)}`))
  .map((key) => [`p${key.slice(1)}`, key]);

/** The INCOME answers the sponsor builders ask of both sponsors, petitioner's key and joint sponsor's. */
function sponsorKeyPairs(petitioner: SponsorKeys, joint: SponsorKeys): (readonly [string, string])[] {
  const pairs: (readonly [string, string])[] = [];
  for (const name of Object.keys(petitioner) as (keyof SponsorKeys)[]) {
    const [p, j] = [petitioner[name], joint[name]];
    if (typeof p === 'string' && typeof j === 'string') pairs.push([p, j]);
  }
  petitioner.taxYears.forEach((year, slot) => {
    const other = joint.taxYears[slot];
    if (other) pairs.push([year.filed, other.filed], [year.income, other.income]);
  });
  return pairs;
}
const INCOME_KEYS = sponsorKeyPairs(PETITIONER_SPONSOR, JOINT_SPONSOR);

/** What the couple's own INCOME answers say for every affidavit: the tax years asked, and who immigrates. */
const SHARED_INCOME = [TAX_YEAR_KEY, 'incomeBeneficiaryIsSoleGcApplicant', 'incomeSponsoredFamilyMembers'];

function copied(from: Answers, pairs: readonly (readonly [string, string])[]): Answers {
  const to: Answers = {};
  for (const [target, source] of pairs) {
    const value: AnswerValue | undefined = from[source];
    if (value !== undefined) to[target] = value;
  }
  return to;
}

/**
 * The couple's answers as the joint sponsor's affidavit reads them: the joint sponsor in the
 * sponsor's place, their own income as the income of this year, and nobody else's income or
 * assets (household members and the spouse are counted on the petitioner's affidavit).
 */
function asJointSponsor(answers: AnswersByForm): AnswersByForm {
  const income = answers.INCOME ?? {};
  const status = income[J.status];
  const currentIncome = income[J.currentIncome];
  return {
    ...answers,
    PETITIONER_INFO: { ...copied(income, PERSON_KEYS), ...(status === undefined ? {} : { usStatus: status }) },
    INCOME: {
      ...copied(income, SHARED_INCOME.map((key) => [key, key] as const)),
      ...copied(income, INCOME_KEYS),
      incomePetitionerIsSponsor: 'yes',
      incomeCurrentYearUserOverrideYesNo: 'no',
      ...(currentIncome === undefined ? {} : { incomeCurrentYearUserOverrideValue: currentIncome }),
      incomeHouseholdMembersSignI864A: 'no',
      incomeUsesBeneficiaryIncome: 'no',
      incomeUsesBeneficiaryAssets: 'no',
    },
  };
}

/** One view per filling: every rule of a form reads the same context, and the shown answers are cached on its objects. */
const views = new WeakMap<MappingContext, MappingContext>();
function jointSponsorView(ctx: MappingContext): MappingContext {
  let view = views.get(ctx);
  if (!view) {
    view = { answers: asJointSponsor(ctx.answers), today: ctx.today };
    views.set(ctx, view);
  }
  return view;
}

/** The interpreter who read the joint sponsor's Form I-864 to them (its Part 9); null when they read English. */
export const jointSponsorInterpreter = (ctx: MappingContext): Interpreter | null => interpreterOf(jointSponsorView(ctx), 'p');

const through = (rule: FieldRule): FieldRule => ({ field: rule.field, value: (ctx) => rule.value(jointSponsorView(ctx)) });

/**
 * The joint sponsor's Form I-864 of the same edition as the petitioner's `base`, whose template is
 * `I864`, with what the edition's Part 10 asks beyond 10/17/24's.
 */
export function jointSponsorMapping(base: FormMapping, I864: FormTemplate, preparersMore?: PreparersMore): FormMapping {
  const { at } = I864;

  /** Part 1 item 1.a, "I am the petitioner": the petitioner's affidavit says it. */
  const petitionerBox = at(1, 'P1_Line1a-f_CB[0]');
  /** Part 1 item 1.d, "I am the only joint sponsor": one joint sponsor at most signs for the spouse. */
  const onlyJointSponsorBox = at(1, 'P1_Line1a-f_CB[3]');
  /** Part 2 item 12, active duty, "to be completed by petitioner sponsors only". */
  const activeDuty = [at(2, 'P4_Line14_Checkboxes[0]'), at(2, 'P4_Line14_Checkboxes[1]')];

  /** The items a joint sponsor answers otherwise than the petitioner. */
  const ownRules: readonly FieldRule[] = section(
    checkBox(onlyJointSponsorBox, () => true),
    // Part 2 item 9: a joint sponsor may be a U.S. national, which a petitioner cannot be.
    checkBox(at(2, 'P4_Line11b_Checkbox[0]'), (ctx) => answer(ctx, 'INCOME', J.status) === 'national'),
    // Part 5 item 3: the joint sponsor's own spouse (the petitioner's spouse is the immigrant, item 1), and item 8 with it.
    rule(at(5, 'P5_Line3_Married[0]'), (ctx) => count(jointSponsorHousehold(ctx).spouse)),
    rule(at(5, 'Override[0]'), (ctx) => count(jointSponsorHousehold(ctx).total)),
    // Part 8 item 2 and Part 10: whoever typed the joint sponsor's answers, read from the couple's own answers
    // (the petitioner or the beneficiary may be that preparer, and the view stands the joint sponsor in the petitioner's place).
    preparerPart10(I864, 'j', preparersMore),
  ).fields;

  const ownFields = new Set([...ownRules.map((rule) => rule.field), petitionerBox, ...activeDuty]);
  const petitioningOnly: BlankRule[] = [petitionerBox, ...activeDuty].map((match) => ({ match, reason: 'asked of the petitioning sponsor only' }));

  return {
    form: base.form,
    edition: base.edition,
    signer: 'j',
    applies: hasJointSponsor,
    fields: [...base.fields.filter((rule) => !ownFields.has(rule.field)).map(through), ...ownRules],
    // The boxes a joint sponsor answers and a petitioner does not (item 1.d, a U.S. national) are no longer blank.
    blank: [...base.blank.filter((rule) => typeof rule.match !== 'string' || !ownFields.has(rule.match)), ...petitioningOnly],
    continuations: (ctx) => base.continuations(jointSponsorView(ctx)),
    additionalInfo: { slots: base.additionalInfo.slots, header: base.additionalInfo.header.map(through) },
    // The same form's boxes: what api/pdf/box-lengths.ts measures the joint sponsor's answers with,
    // e.g. the language of Part 8 item 1.b and Part 9, which the form does not continue in Part 11.
    template: I864,
  };
}
