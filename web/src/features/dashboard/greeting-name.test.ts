import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name.ts';

describe('greetingName', () => {
  it('greets the petitioner by the first name they gave, not the e-mail', () => {
    expect(greetingName({ onboardingUserIs: 'petitioner', onboardingPNameFirst: 'Lucía', onboardingBNameFirst: 'Mateo' }, 'lucia.gomez@example.com')).toBe('Lucía');
  });

  it('greets the beneficiary by their own first name', () => {
    expect(greetingName({ onboardingUserIs: 'beneficiary', onboardingPNameFirst: 'Lucía', onboardingBNameFirst: ' Mateo ' }, 'mateo@example.com')).toBe('Mateo');
  });

  it('falls back to the part of the e-mail before the at-sign before a name is given', () => {
    expect(greetingName(null, 'lucia.gomez@example.com')).toBe('lucia.gomez');
    expect(greetingName({ onboardingUserIs: 'petitioner', onboardingPNameFirst: '  ' }, 'lucia.gomez@example.com')).toBe('lucia.gomez');
  });
});
