import { lastArrival } from '../people/immigration.ts';
import type { MappingContext } from '../types.ts';
import { petitionerStatus } from './answers.ts';
import { checkBox, choiceBoxes, section, yesNoBoxes, type Section } from '../blocks/index.ts';
import { I485 } from './template.ts';

/**
 * Form I-485 Part 2 (application type) and Part 3 (Affidavit of Support exemption). Nothing here is
 * asked: it follows from the case this service prepares. The beneficiary applies from inside the
 * United States, as the principal applicant, on the Form I-130 the petitioner files in the same
 * package.
 */

const { at } = I485;

/** Item 1: the package is filed with USCIS, not with the immigration court (EOIR). */
const filedWithImmigrationCourt = yesNoBoxes(at(5, 'Pt2Line1_YN[0]'), at(5, 'Pt2Line1_YN[1]'), () => 'no');

/** Item 2: the spouse beneficiary is always the principal applicant, never a derivative. */
const principalApplicant = section(
  checkBox(at(5, 'Pt2Line2_CB[0]'), () => true),
  checkBox(at(5, 'Pt2Line2_CB[1]'), () => false),
);

/**
 * Item 3.a: family-based. A U.S. citizen petitioner makes the applicant an immediate relative,
 * "Spouse of a U.S. Citizen"; a green card holder makes them "Spouse of a lawful permanent
 * resident" (preference category F2A). Neither box while the petitioner's status is unanswered.
 */
const category = choiceBoxes({ citizen: at(5, 'Pt2Line3a_CB[0]'), pr: at(5, 'Pt2Line3a_CB[9]') }, petitionerStatus);

/**
 * Item 4 (INA 245(i)): an immediate relative who was inspected and admitted or paroled adjusts under
 * INA 245(a), so "No". Whether a spouse of a green card holder, or an applicant who came in another
 * way, relies on 245(i) depends on facts the questionnaire does not ask; the boxes stay empty then.
 */
function appliesUnder245i(ctx: MappingContext): string {
  const manner = lastArrival(ctx)?.manner ?? '';
  return petitionerStatus(ctx) === 'citizen' && (manner === 'admitted' || manner === 'paroled') ? 'no' : '';
}

/** Item 5 (CSPA): the applicant applies as a spouse, never as a child. */
const childStatusProtectionAct = yesNoBoxes(at(7, 'Pt2Line5_CB[1]'), at(7, 'Pt2Line5_CB[0]'), () => 'no');

/**
 * Part 3: the petitioner's Form I-864 is part of the package, so the applicant requests no
 * exemption (1.f). The 40-quarters exemption (1.a) is not claimed: the service always files the I-864.
 */
type Exemption = '1.a' | '1.b' | '1.c' | '1.d' | '1.e' | '1.f';
const affidavitOfSupportExemption = choiceBoxes<Exemption>(
  {
    '1.a': at(8, 'Pt3Line1_CB[0]'),
    '1.b': at(8, 'Pt3Line1_CB[1]'),
    '1.c': at(8, 'Pt3Line1_CB[2]'),
    '1.d': at(8, 'Pt3Line1_CB[3]'),
    '1.e': at(8, 'Pt3Line1_CB[4]'),
    '1.f': at(8, 'Pt3Line1_CB[5]'),
  },
  () => '1.f',
);

export const part2And3: Section = section(
  filedWithImmigrationCourt,
  principalApplicant,
  category,
  yesNoBoxes(at(7, 'Pt2Line4_CB[1]'), at(7, 'Pt2Line4_CB[0]'), appliesUnder245i),
  childStatusProtectionAct,
  affidavitOfSupportExemption,
);
