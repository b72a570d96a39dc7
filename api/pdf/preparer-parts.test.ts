import { PDFCheckBox, PDFTextField } from 'pdf-lib';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { fillForm, newestMappings, type FormMapping, type MappingContext, type UscisForm } from '../../domain/uscis/index.ts';
import { coupleContext } from '../../testing/couple.ts';
import { JOINT_SPONSOR } from '../../testing/i864-answers.ts';
import { PREPARER, typedBy } from '../../testing/preparer-answers.ts';
import { fieldsByName, fillTemplate } from './fill.ts';
import { loadTemplate } from './templates.ts';

/**
 * Every form's preparer's part read back from the filled PDF (issue 22 section 3, issue 24 item
 * 19): the names the mappings give the fields exist in the templates, and what they hold is the
 * preparer the answers name.
 */

let formsDir: string;
beforeAll(() => {
  // Synced once for the run by api/testing/global-setup.ts.
  formsDir = inject('formsDir');
});

const mappingOf = (form: UscisForm): FormMapping => {
  const mapping = newestMappings().find((candidate) => candidate.form === form);
  if (!mapping) throw new Error(`no mapping of ${form}`);
  return mapping;
};

/** The text of every field of the filled form whose name ends with one of `names`, in that order, and whether each box is checked. */
async function readBack(mapping: FormMapping, ctx: MappingContext, names: readonly string[]): Promise<(string | boolean | undefined)[]> {
  const pdf = await fillTemplate(await loadTemplate(formsDir, mapping.form, mapping.edition), fillForm(mapping, ctx));
  const fields = [...fieldsByName(pdf.doc).entries()];
  return names.map((name) => {
    const field = fields.find(([full]) => full.endsWith(`.${name}`))?.[1];
    if (field instanceof PDFTextField) return field.getText() ?? '';
    if (field instanceof PDFCheckBox) return field.isChecked();
    return undefined;
  });
}

/** Someone else typed the beneficiary's and the petitioner's answers. */
const prepared = coupleContext({ PETITIONER_INFO: typedBy('p', 'other'), BENEFICIARY_INFO: typedBy('b', 'other') });
const named = [PREPARER.last, PREPARER.first, PREPARER.organization, PREPARER.phone, PREPARER.email];

describe('the preparer\u2019s part of every form, read back from the filled PDF', () => {
  it.each([
    ['i-130', ['Pt8Line1a_PreparerFamilyName[0]', 'Pt8Line1b_PreparerGivenName[0]', 'Pt8Line2_BusinessName[0]', 'Pt8Line4_DaytimePhoneNumber[0]', 'Pt8Line6_Email[0]', 'Pt8Line3_StreetNumberName[0]', 'Pt8Line7_Checkbox[0]', 'Pt6Line2_Checkbox[0]']],
    ['i-130a', ['Pt6Line1a_PreparerFamilyName[0]', 'Pt6Line1b_PreparerGivenName[0]', 'Pt6Line2_BusinessName[0]', 'Pt6Line4_DaytimePhoneNumber[0]', 'Pt6Line6_Email[0]', 'Pt6Line3a_StreetNumberName[0]', 'Pt6Line7_Checkbox[0]', 'Pt4_Checkbox[0]']],
    ['i-765', ['Pt5Line1a_PreparerFamilyName[0]', 'Pt5Line1b_PreparerGivenName[0]', 'Pt5Line2_BusinessName[0]', 'Pt5Line4_DaytimePhoneNumber1[0]', 'Pt5Line6_Email[0]', 'Pt6Line3a_StreetNumberName[0]', 'Part5Line7_Checkbox[0]', 'Part3_Checkbox[0]']],
  ] as const)('%s: name, organization, phone, e-mail, address, the "not an attorney" statement and the signer\u2019s item 2', async (form, names) => {
    expect(await readBack(mappingOf(form), prepared, names)).toEqual([...named, PREPARER.street, true, true]);
  });

  it.each([
    ['i-485', ['Pt12Line1_PreparerFamilyName[0]', 'Pt12Line1a_PreparerGivenName[0]', 'Pt12Line2_BusinessName[0]', 'Pt12Line3_PreparerDaytimePhoneNumber1[0]', 'Pt12Line5_PreparerEmail[0]', 'P12Line6_SignaturePreparer[0]']],
    ['i-131', ['Part12_Line1_FamilyName[0]', 'Part12_Line1_GivenName[0]', 'Part12_Line2_NameofBusinessorOrgName[0]', 'Part12_Line3_DayPhone[0]', 'Part12_Line5_Email[0]', 'Part12_Line6_PreparerSig[0]']],
    ['i-864', ['P10_Line1a_PreparersFamilyName[0]', 'P10_Line1b_PreparersGivenName[0]', 'P10_Line2_PreparersBusinessName[0]', 'P10_Line4_PreparersDaytimePhoneNumber[0]', 'P10_Line6_PreparersEmailAddress[0]', 'P10_Line8a_PreparersSignature[0]']],
  ] as const)('%s: name, organization, phone and e-mail; the signature left for the preparer\u2019s hand', async (form, names) => {
    expect(await readBack(mappingOf(form), prepared, names)).toEqual([...named, '']);
  });

  it('the joint sponsor\u2019s Form I-864 names the petitioner who typed the joint sponsor\u2019s answers', async () => {
    const ctx = coupleContext({ INCOME: { ...JOINT_SPONSOR, ...typedBy('j', 'petitioner') } });
    const [joint] = mappingOf('i-864').companions?.(ctx) ?? [];
    if (!joint) throw new Error('no joint sponsor affidavit');
    expect(await readBack(joint, ctx, ['P8_Line2_Attorney[0]', 'P10_Line1a_PreparersFamilyName[0]', 'P10_Line6_PreparersEmailAddress[0]'])).toEqual([
      'Daniel Whitaker',
      'Whitaker',
      'daniel.whitaker@example.com',
    ]);
  });
});
