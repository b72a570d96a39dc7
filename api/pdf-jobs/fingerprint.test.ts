import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fingerprintOf } from './service.ts';

const answers = { ONBOARDING: { onboardingPNameFirst: 'John', onboardingBNameFirst: 'Maria' } };

describe("a package's fingerprint", () => {
  it('changes with the language of its cover, so switching language builds the cover again (issue 22)', () => {
    expect(fingerprintOf(answers, 'i-130:04/01/24', false, 'es')).not.toBe(fingerprintOf(answers, 'i-130:04/01/24', false, 'en'));
    expect(fingerprintOf(answers, 'i-130:04/01/24', false, 'es')).toBe(fingerprintOf(answers, 'i-130:04/01/24', false, 'es'));
  });

  it('is, in English, the fingerprint packages had before the cover had a language', () => {
    const ordered = [['ONBOARDING', [['onboardingBNameFirst', 'Maria'], ['onboardingPNameFirst', 'John']]]];
    const before = createHash('sha256').update(JSON.stringify({ ordered, editions: 'e', stamped: true })).digest('hex');
    expect(fingerprintOf(answers, 'e', true, 'en')).toBe(before);
    expect(fingerprintOf(answers, 'e', true)).toBe(before);
  });
});
