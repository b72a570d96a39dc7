
/** The two people of a couple whose wizards speak to or about them: the petitioner (p) and the beneficiary (b). */
export type CouplePerson = 'p' | 'b';

/**
 * Who is filling in the couple's wizards, and the first names onboarding gave. One account holds
 * a couple's whole application and is opened by the person who answered onboarding's "Which of
 * the two are you?": every wizard (the petitioner's, the beneficiary's, marriage, income and the
 * green card application's) is filled in by that person, so a question about them speaks to them
 * ("What is your first name?") and a question about their spouse names the spouse ("What is
 * Priya's first name?"). The check's messages quote the questions the same way.
 */
export interface PersonFacts {
  readonly filledBy: CouplePerson;
  /** The first names onboarding gave; '' when not given yet. */
  readonly names: Readonly<Record<CouplePerson, string>>;
}

/** The facts from the couple's onboarding answers; undefined before they said which of the two they are. */
export function personFacts(onboarding: Readonly<Record<string, unknown>> | undefined): PersonFacts | undefined {
  const text = (key: string): string => {
    const value = onboarding?.[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const role = text('onboardingUserIs');
  if (role !== 'petitioner' && role !== 'beneficiary') return undefined;
  return {
    filledBy: role === 'petitioner' ? 'p' : 'b',
    names: { p: text('onboardingPNameFirst'), b: text('onboardingBNameFirst') },
  };
}
