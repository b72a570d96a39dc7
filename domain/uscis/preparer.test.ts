import { describe, expect, it } from 'vitest';
import type { AnswersByForm } from '../answers.ts';
import { fillForm } from './fill.ts';
import { I130_04_01_24, i130Mapping } from './i130.ts';
import { I130A_04_01_24, i130aMapping } from './i130a.ts';
import { I131_01_20_25, i131Mapping } from './i131.ts';
import { I485_01_20_25, i485Mapping } from './i485.ts';
import { I765_08_21_25, i765Mapping } from './i765.ts';
import { I864_10_17_24, i864Mapping } from './i864.ts';
import { I130 } from './i130/template.ts';
import { I130A } from './i130a/template.ts';
import { I131 } from './i131/template.ts';
import { I485 } from './i485/template.ts';
import { I765 } from './i765/template.ts';
import { I864 } from './i864/template.ts';
import { preparerOf } from '../people/preparer.ts';
import type { FormMapping, MappingContext } from './types.ts';
import { coupleContext, COUPLE_TODAY } from '../../testing/couple.ts';
import { JOINT_SPONSOR, w2SponsorAnswers } from '../../testing/i864-answers.ts';
import { PREPARER, typedBy } from '../../testing/preparer-answers.ts';
import { INTERPRETER, interpretedFor } from '../../testing/statement-answers.ts';

/** The fields a form's preparer's part fills for a context, by full name (what fillForm gives the PDF). */
const valuesOf = (mapping: FormMapping, ctx: MappingContext) => fillForm(mapping, ctx).values;

/** The filled fields whose names match `part`: empty when nobody prepared the form for its signer. */
const named = (values: Readonly<Record<string, string | boolean>>, part: RegExp): string[] => Object.keys(values).filter((name) => part.test(name));

describe('Form I-130: the petitioner\u2019s preparer (Part 6 item 2, Part 8)', () => {
  const mapping = i130Mapping(I130_04_01_24);

  it('leaves item 2 and Part 8 blank when the petitioner typed their own answers', () => {
    const values = valuesOf(mapping, coupleContext());
    expect(named(values, /Pt6Line2_|\.Pt8/)).toEqual([]);
  });

  it('names the beneficiary who typed the petitioner\u2019s answers, with their mailing address, phones and e-mail (issue 24 item 19)', () => {
    const values = valuesOf(mapping, coupleContext({ PETITIONER_INFO: typedBy('p', 'beneficiary') }));
    expect(values).toMatchObject({
      [I130.at(9, 'Pt6Line2_Checkbox[0]')]: true,
      [I130.at(9, 'Pt6Line2_RepresentativeName[0]')]: 'Olena Kovalenko',
      [I130.at(10, 'Pt8Line1a_PreparerFamilyName[0]')]: 'Kovalenko',
      [I130.at(10, 'Pt8Line1b_PreparerGivenName[0]')]: 'Olena',
      [I130.at(10, 'Pt8Line3_StreetNumberName[0]')]: '1450 N Lake Shore Dr',
      [I130.at(10, 'Pt8Line3_Unit[0]')]: true,
      [I130.at(10, 'Pt8Line3_AptSteFlrNumber[0]')]: '1204',
      [I130.at(10, 'Pt8Line3_CityOrTown[0]')]: 'Chicago',
      [I130.at(10, 'Pt8Line3_State[0]')]: 'IL',
      [I130.at(10, 'Pt8Line3_ZipCode[0]')]: '60610',
      [I130.at(11, 'Pt8Line4_DaytimePhoneNumber[0]')]: '3125550177',
      [I130.at(11, 'Pt8Line5_PreparerFaxNumber[0]')]: '3125550177',
      [I130.at(11, 'Pt8Line6_Email[0]')]: 'olena.kovalenko@example.com',
      [I130.at(11, 'Pt8Line7_Checkbox[0]')]: true,
    });
    // No organization for a spouse; item 7.b and the signature are not filled.
    expect(values[I130.at(10, 'Pt8Line2_BusinessName[0]')]).toBeUndefined();
    expect(named(values, /Pt8Line7(_Checkbox\[1\]|b_)|Pt8Line8/)).toEqual([]);
  });
});

describe('Form I-130A: the spouse beneficiary\u2019s preparer (Part 4 item 2, Part 6)', () => {
  it('names someone else who typed the beneficiary\u2019s answers, with their organization and address', () => {
    const values = valuesOf(i130aMapping(I130A_04_01_24), coupleContext({ BENEFICIARY_INFO: typedBy('b', 'other') }));
    expect(values).toMatchObject({
      [I130A.at(3, 'Pt4_Checkbox[0]')]: true,
      [I130A.at(3, 'Pt4Line2_RepresentativeName[0]')]: `${PREPARER.first} ${PREPARER.last}`,
      [I130A.at(4, 'Pt6Line1a_PreparerFamilyName[0]')]: PREPARER.last,
      [I130A.at(4, 'Pt6Line1b_PreparerGivenName[0]')]: PREPARER.first,
      [I130A.at(4, 'Pt6Line2_BusinessName[0]')]: PREPARER.organization,
      [I130A.at(4, 'Pt6Line3a_StreetNumberName[0]')]: PREPARER.street,
      [I130A.at(4, 'Pt6Line3b_Unit[2]')]: true,
      [I130A.at(4, 'Pt6Line3b_AptSteFlrNumber[0]')]: PREPARER.unitNumber,
      [I130A.at(4, 'Pt6Line3c_CityOrTown[0]')]: PREPARER.city,
      [I130A.at(4, 'Pt6Line3d_State[0]')]: PREPARER.state,
      [I130A.at(4, 'Pt6Line3e_ZipCode[0]')]: PREPARER.zip,
      [I130A.at(5, 'Pt6Line4_DaytimePhoneNumber[0]')]: PREPARER.phone,
      [I130A.at(5, 'Pt6Line5_PreparerFaxNumber[0]')]: PREPARER.mobile,
      [I130A.at(5, 'Pt6Line6_Email[0]')]: PREPARER.email,
      [I130A.at(5, 'Pt6Line7_Checkbox[0]')]: true,
    });
  });
});

describe('Form I-485: the applicant\u2019s preparer (Part 12)', () => {
  const mapping = i485Mapping(I485_01_20_25);

  it('names the interpreter who typed the answers the interpreter read to the applicant', () => {
    const values = valuesOf(mapping, coupleContext({ BENEFICIARY_INFO: { ...interpretedFor('b'), ...typedBy('b', 'interpreter') } }));
    expect(values).toMatchObject({
      [I485.at(23, 'Pt12Line1_PreparerFamilyName[0]')]: INTERPRETER.last,
      [I485.at(23, 'Pt12Line1a_PreparerGivenName[0]')]: INTERPRETER.first,
      [I485.at(23, 'Pt12Line2_BusinessName[0]')]: INTERPRETER.organization,
      [I485.at(23, 'Pt12Line3_PreparerDaytimePhoneNumber1[0]')]: INTERPRETER.phone,
      [I485.at(23, 'Pt12Line4_PreparerMobileNumber[0]')]: INTERPRETER.mobile,
      [I485.at(23, 'Pt12Line5_PreparerEmail[0]')]: INTERPRETER.email,
    });
    expect(values[I485.at(23, 'P12Line6_SignaturePreparer[0]')]).toBeUndefined();
  });

  it('leaves Part 12 blank when the applicant typed their own answers', () => {
    expect(named(valuesOf(mapping, coupleContext()), /\.Pt12Line/)).toEqual([]);
  });
});

describe('Form I-765: the applicant\u2019s preparer (Part 3 item 2, Part 5)', () => {
  it('names someone else who typed the answers, with the address boxes as the template names them', () => {
    const values = valuesOf(i765Mapping(I765_08_21_25), coupleContext({ BENEFICIARY_INFO: typedBy('b', 'other') }));
    expect(values).toMatchObject({
      [I765.at(4, 'Part3_Checkbox[0]')]: true,
      [I765.at(4, 'Pt3Line2_RepresentativeName[0]')]: `${PREPARER.first} ${PREPARER.last}`,
      [I765.at(5, 'Pt5Line1a_PreparerFamilyName[0]')]: PREPARER.last,
      [I765.at(5, 'Pt5Line1b_PreparerGivenName[0]')]: PREPARER.first,
      [I765.at(5, 'Pt5Line2_BusinessName[0]')]: PREPARER.organization,
      [I765.at(5, 'Pt6Line3a_StreetNumberName[0]')]: PREPARER.street,
      // The Floor box is the one whose on-value is FLR: [1].
      [I765.at(5, 'Pt6Line3b_Unit[1]')]: true,
      [I765.at(5, 'Pt6Line3c_CityOrTown[0]')]: PREPARER.city,
      [I765.at(5, 'Pt6Line3d_State[0]')]: PREPARER.state,
      [I765.at(5, 'Pt6Line3e_ZipCode[0]')]: PREPARER.zip,
      [I765.at(5, 'Pt5Line4_DaytimePhoneNumber1[0]')]: PREPARER.phone,
      [I765.at(5, 'Pt5Line5_PreparerFaxNumber[0]')]: PREPARER.mobile,
      [I765.at(5, 'Pt5Line6_Email[0]')]: PREPARER.email,
      [I765.at(6, 'Part5Line7_Checkbox[0]')]: true,
    });
  });
});

describe('Form I-131: the applicant\u2019s preparer (Part 12)', () => {
  it('names the petitioner who typed the beneficiary\u2019s answers', () => {
    const values = valuesOf(i131Mapping(I131_01_20_25), coupleContext({ BENEFICIARY_INFO: typedBy('b', 'petitioner') }));
    expect(values).toMatchObject({
      [I131.at(13, 'Part12_Line1_FamilyName[0]')]: 'Whitaker',
      [I131.at(13, 'Part12_Line1_GivenName[0]')]: 'Daniel',
      [I131.at(13, 'Part12_Line3_DayPhone[0]')]: '3125550142',
      [I131.at(13, 'Part12_Line4_MobilePhone[0]')]: '3125550199',
      [I131.at(13, 'Part12_Line5_Email[0]')]: 'daniel.whitaker@example.com',
    });
    expect(values[I131.at(13, 'Part12_Line2_NameofBusinessorOrgName[0]')]).toBeUndefined();
  });
});

describe('Form I-864: the sponsor\u2019s preparer (Part 8 item 2, Part 10), the joint sponsor\u2019s too', () => {
  const mapping = i864Mapping(I864_10_17_24);
  const withJointSponsor = (jointSponsor: AnswersByForm[string]): MappingContext => {
    const answers = w2SponsorAnswers();
    return { answers: { ...answers, INCOME: { ...answers['INCOME'], ...JOINT_SPONSOR, ...jointSponsor } }, today: COUPLE_TODAY };
  };

  it('names someone else who typed the petitioner\u2019s answers; Part 10 asks no address', () => {
    const values = valuesOf(mapping, coupleContext({ PETITIONER_INFO: typedBy('p', 'other') }));
    expect(values).toMatchObject({
      [I864.at(10, 'P8_Line2_Checkbox[0]')]: true,
      [I864.at(10, 'P8_Line2_Attorney[0]')]: `${PREPARER.first} ${PREPARER.last}`,
      [I864.at(11, 'P10_Line1a_PreparersFamilyName[0]')]: PREPARER.last,
      [I864.at(11, 'P10_Line1b_PreparersGivenName[0]')]: PREPARER.first,
      [I864.at(11, 'P10_Line2_PreparersBusinessName[0]')]: PREPARER.organization,
      [I864.at(11, 'P10_Line4_PreparersDaytimePhoneNumber[0]')]: PREPARER.phone,
      [I864.at(11, 'P10_Line5_PreparersFaxNumber[0]')]: PREPARER.mobile,
      [I864.at(11, 'P10_Line6_PreparersEmailAddress[0]')]: PREPARER.email,
    });
  });

  it('names the beneficiary on the joint sponsor\u2019s affidavit when the beneficiary typed the joint sponsor\u2019s answers, and no one on the petitioner\u2019s', () => {
    const ctx = withJointSponsor(typedBy('j', 'beneficiary'));
    const [joint] = mapping.companions?.(ctx) ?? [];
    if (!joint) throw new Error('no joint sponsor affidavit');
    const values = valuesOf(joint, ctx);
    const beneficiary = ctx.answers['BENEFICIARY_INFO'] ?? {};
    expect(values).toMatchObject({
      [I864.at(10, 'P8_Line2_Checkbox[0]')]: true,
      [I864.at(10, 'P8_Line2_Attorney[0]')]: `${String(beneficiary['bNameFirst'])} ${String(beneficiary['bNameLast'])}`,
      [I864.at(11, 'P10_Line1a_PreparersFamilyName[0]')]: beneficiary['bNameLast'],
      [I864.at(11, 'P10_Line1b_PreparersGivenName[0]')]: beneficiary['bNameFirst'],
    });
    expect(named(valuesOf(mapping, ctx), /P8_Line2_|\.P10_/)).toEqual([]);
  });

  it('names no one when the joint sponsor typed their own answers', () => {
    const ctx = withJointSponsor(typedBy('j', 'jointSponsor'));
    const [joint] = mapping.companions?.(ctx) ?? [];
    if (!joint) throw new Error('no joint sponsor affidavit');
    expect(named(valuesOf(joint, ctx), /P8_Line2_|\.P10_/)).toEqual([]);
  });
});

describe('who prepared a form', () => {
  it('is the person named as someone else when the interpreter typed for a signer whose statement names no interpreter', () => {
    const ctx = coupleContext({ BENEFICIARY_INFO: { ...typedBy('b', 'other'), bPreparerTypedBy: 'interpreter' } });
    expect(preparerOf(ctx, 'b')?.name).toEqual({ first: PREPARER.first, last: PREPARER.last, middle: '' });
  });
});
