import type { Answers } from '../domain/answers.ts';
import type { MappingContext } from '../domain/uscis/types.ts';
import { coupleContext } from './couple.ts';

/**
 * The couple of couple.ts (Olena Kovalenko, an F-1 student on OPT, married to Daniel Whitaker)
 * asking for both optional applications: a (c)(9) work permit (Form I-765) and an advance parole
 * document (Form I-131) while her Form I-485 is pending. Every answer of I_765_SPECIFIC and
 * I_131_SPECIFIC is given. Each call returns fresh copies to change.
 */

export function i765Answers(): Answers {
  return {
    i765EligibilityCategory: '(c)(9)',
    i765ApplicationType: 'initial',
    // Her OPT work permit was an earlier Form I-765.
    i765FiledBefore: 'yes',
    i765BirthStateOrProvince: 'Kharkiv Oblast',
    i765HasOtherCitizenship: 'no',
    i765HasNewerPassport: 'no',
    i765SevisNumber: '0012345678',
    i765AbcSettlement: 'no',
  };
}

export function i131Answers(): Answers {
  return {
    i131ApplicationType: 'advance_parole_pending_i485',
    i131I485ReceiptNumber: '',
    i131RefugeeStatus: 'no',
    i131EverIssuedReentryOrRefugeeDoc: 'no',
    i131EverIssuedAdvanceParole: 'no',
    i131DepartureDate: '2025-12-20',
    i131TripPurpose: 'To spend the winter holidays with my parents, who live in Kharkiv.',
    i131CountriesToVisit: 'Poland, Ukraine',
    i131NumberOfTrips: 'one_trip',
    i131TripLengthDays: '21',
    i131IsReplacement: 'no',
    i131ParoleeId: '',
  };
}

/** Both optional applications chosen at onboarding. */
const BOTH_CHOSEN: Answers = { onboardingBWantsEAD: 'Yes', onboardingBWantsAP: 'Yes' };

/**
 * A mapping context for the couple with both optional applications answered; `changes` change or
 * add answers form by form, key by key, as coupleContext does.
 */
export function eadApContext(changes: Partial<Record<string, Answers>> = {}): MappingContext {
  const base: Record<string, Answers> = {
    ONBOARDING: BOTH_CHOSEN,
    I_765_SPECIFIC: i765Answers(),
    I_131_SPECIFIC: i131Answers(),
  };
  const merged: Record<string, Answers> = {};
  for (const formType of new Set([...Object.keys(base), ...Object.keys(changes)])) {
    merged[formType] = { ...base[formType], ...changes[formType] };
  }
  return coupleContext(merged);
}
