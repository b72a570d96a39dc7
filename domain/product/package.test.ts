import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asksFor, CORE_FORMS_IN_WORDS, declines, filesForm, OPTIONAL_FORMS_IN_WORDS, PACKAGE_FORMS, packageChoices, packageForms, printedForm } from './package.ts';

/** The official forms' text (`pdftotext -layout` of the editions the product fills), beside the repository. */
const FORM_TEXT = path.resolve(import.meta.dirname, '../../../shared/uscis-forms/text');

describe("the package's forms", () => {
  it.each(PACKAGE_FORMS.map((info) => [info.form, info]))('Form %s carries its title as the form prints it', (_form, info) => {
    const firstPage = readFileSync(path.join(FORM_TEXT, `${info.id}.txt`), 'utf8').split('\f')[0] ?? '';
    // The title spans two lines on some forms, and the I-765 prints "Application For".
    const title = firstPage.split('\n').slice(0, 4).join(' ').replace(/\s+/g, ' ').toLowerCase();
    expect(title).toContain(info.title.toLowerCase());
  });

  it('names the forms in a sentence', () => {
    expect(CORE_FORMS_IN_WORDS).toBe('I-130, I-130A, I-485 and I-864');
    expect(OPTIONAL_FORMS_IN_WORDS).toBe('I-765 and I-131');
  });

  it('prints the number as USCIS does', () => {
    expect(PACKAGE_FORMS.map(({ form }) => form)).toEqual(['I-130', 'I-130A', 'I-485', 'I-864', 'I-765', 'I-131']);
    expect(printedForm('i-864a')).toBe('I-864A');
  });

  it('holds the optional forms only when the onboarding asked for them', () => {
    const none = packageChoices({ onboardingBWantsEAD: 'No', onboardingBWantsAP: 'No' });
    const both = packageChoices({ onboardingBWantsEAD: 'Yes', onboardingBWantsAP: 'Yes' });
    expect(packageForms(none).map(({ id }) => id)).toEqual(['i-130', 'i-130a', 'i-485', 'i-864']);
    expect(packageForms(both).map(({ id }) => id)).toEqual(['i-130', 'i-130a', 'i-485', 'i-864', 'i-765', 'i-131']);
    expect(packageForms(packageChoices({ onboardingBWantsAP: 'Yes' })).map(({ id }) => id)).toEqual(['i-130', 'i-130a', 'i-485', 'i-864', 'i-131']);
    expect(filesForm('i-765', none)).toBe(false);
    expect(filesForm('i-130', none)).toBe(true);
  });

  it('tells an unanswered option from one declined', () => {
    expect([asksFor(undefined, 'workPermit'), declines(undefined, 'workPermit')]).toEqual([false, false]);
    expect([asksFor({ onboardingBWantsEAD: 'No' }, 'workPermit'), declines({ onboardingBWantsEAD: 'No' }, 'workPermit')]).toEqual([false, true]);
    expect([asksFor({ onboardingBWantsEAD: 'Yes' }, 'workPermit'), declines({ onboardingBWantsEAD: 'Yes' }, 'workPermit')]).toEqual([true, false]);
  });
});
