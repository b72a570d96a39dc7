import { onboardingOf } from '../../catalogue/shown.ts';
import { filedPetitionOf } from '../../rules/filing-path.ts';
import { petitionerStatus } from './answers.ts';
import { checkBox, choiceBoxes, dateBox, rule, section, yesNoBoxes, type FormTemplate, type Section } from '../blocks/index.ts';
import type { MappingContext } from '../types.ts';

/**
 * Form I-485 Part 2 (application type) and Part 3 (Affidavit of Support exemption). Nothing here is
 * asked: it follows from the case this service prepares. The beneficiary applies from inside the
 * United States, as the principal applicant, on the Form I-130 the petitioner files in the same
 * package, or on the one filed before it (its receipt number and priority date, from its notice).
 */

const filedPetition = (ctx: MappingContext) => filedPetitionOf(onboardingOf(ctx));

export function part2And3(I485: FormTemplate): Section {
  const { at } = I485;

  /** Item 1: the package is filed with USCIS, not with the immigration court (EOIR): "No" (the Yes box is blank on purpose). */
  const filedWithImmigrationCourt = checkBox(at(5, 'Pt2Line1_YN[1]'), () => true);

  /** Item 2: the spouse beneficiary is always the principal applicant, never a derivative. */
  const principalApplicant = checkBox(at(5, 'Pt2Line2_CB[0]'), () => true);

  /**
   * Item 2, "Receipt Number of Underlying Petition, if any" and its "Priority Date": those of the
   * Form I-130 filed before this application, as the couple copied them from its notice (Form I-797).
   * Blank when the Form I-130 goes in the same package: it has neither yet.
   */
  const underlyingPetition = section(
    rule(at(5, 'Pt2Line2_Receipt[0]'), (ctx) => filedPetition(ctx)?.receiptNumber ?? ''),
    dateBox(at(5, 'Pt2Line2_Date[0]'), (ctx) => filedPetition(ctx)?.priorityDate ?? ''),
  );

  /**
   * Item 3.a: family-based. A U.S. citizen petitioner makes the applicant an immediate relative,
   * "Spouse of a U.S. Citizen"; a green card holder makes them "Spouse of a lawful permanent
   * resident" (preference category F2A). Neither box while the petitioner's status is unanswered.
   */
  const category = choiceBoxes({ citizen: at(5, 'Pt2Line3a_CB[0]'), pr: at(5, 'Pt2Line3a_CB[9]') }, petitionerStatus);

  /**
   * Item 4 (INA 245(i)), answered for every family-based applicant: "No". The onboarding asks
   * whether 245(i) applies wherever it would decide (an entry without inspection, a crewman, a green
   * card holder's spouse who fell out of status, worked without permission or came in on the Visa
   * Waiver Program); an applicant who needs it files Form I-485 Supplement A, which this service
   * does not prepare, and is told so there. Every applicant it prepares for adjusts under INA 245(a).
   */
  const appliesUnder245i = checkBox(at(7, 'Pt2Line4_CB[0]'), () => true);

  /** Item 5 (CSPA): the applicant applies as a spouse, never as a child: "No". */
  const childStatusProtectionAct = checkBox(at(7, 'Pt2Line5_CB[0]'), () => true);

  /**
   * Part 3: the petitioner's Form I-864 is part of the package, so the applicant requests no
   * exemption (1.f). The 40-quarters exemption (1.a) is not claimed: the service always files the I-864.
   */
  const affidavitOfSupportExemption = checkBox(at(8, 'Pt3Line1_CB[5]'), () => true);

  return section(
    filedWithImmigrationCourt,
    principalApplicant,
    underlyingPetition,
    category,
    appliesUnder245i,
    childStatusProtectionAct,
    affidavitOfSupportExemption,
  );
}
