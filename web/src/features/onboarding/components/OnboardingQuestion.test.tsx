import { CATALOGUE, fieldsOf } from '@domain/catalogue/index.ts';
import type { FieldDef } from '@domain/catalogue/types.ts';
import { overLongAnswers } from '@domain/catalogue/answer-lengths.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../../i18n/LanguageProvider.tsx';
import { languageState } from '../../../stores/language.ts';
import { OnboardingQuestion, questionInputId } from './OnboardingQuestion.tsx';

/** An onboarding question of the catalogue, by key. */
function question(key: string): FieldDef {
  const form = CATALOGUE.ONBOARDING;
  const found = form ? [...fieldsOf(form)].find(({ field }) => field.key === key)?.field : undefined;
  if (!found) throw new Error(`no onboarding question ${key}`);
  return found;
}

function Answered({ field, start }: { field: FieldDef; start: string }) {
  const [value, setValue] = useState(start);
  return <OnboardingQuestion field={field} value={value} onChange={setValue} />;
}

afterEach(cleanup);

describe('an onboarding text answer says its length before typing (issue 24 item 16)', () => {
  it('shows the limit, keeps a longer paste whole and leaves the refusal to the check', () => {
    languageState.language = 'en';
    const field = question('onboardingConsulateCity');
    render(
      <LanguageProvider>
        <Answered field={field} start="" />
      </LanguageProvider>,
    );
    expect(screen.getByText('Up to 100 characters.')).toBeTruthy();
    cleanup();

    const pasted = 'Ciudad'.repeat(20);
    render(
      <LanguageProvider>
        <Answered field={field} start={pasted} />
      </LanguageProvider>,
    );
    const input = document.getElementById(questionInputId(field.key)) as HTMLInputElement;
    // Not cut at the limit as typed: the person sees what they pasted, the count and the check's message.
    expect(input.value).toBe(pasted);
    expect(input.getAttribute('maxlength')).toBeNull();
    expect(screen.getByText('120 of 100 characters')).toBeTruthy();
    // Refused when saved, with the plain message of the check (domain/applications/application.ts).
    expect(overLongAnswers('ONBOARDING', { onboardingConsulateCity: pasted }).map((refused) => [refused.key, refused.length])).toEqual([['onboardingConsulateCity', 120]]);
  });
});
