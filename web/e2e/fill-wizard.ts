import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Answers, AnswerValue, GroupItem } from '../../domain/answers.ts';
import { conditionHolds } from '../../domain/catalogue/conditions.ts';
import { COUNTRIES, US_STATES } from '../../domain/catalogue/places.ts';
import type { FieldDef, FormDef } from '../../domain/catalogue/types.ts';
import { HOUSEHOLD_SIZE_KEY, PREDICTION_KEY } from '../../domain/rules/derived-answers.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { translate } from '../../domain/i18n/messages.ts';

/** The wizard's DOM id of an answer (web/src/features/wizard/field-paths.ts). */
export const wizardId = (path: string) => `answer-${path.replace(/[^A-Za-z0-9_-]/g, '_')}`;
/** The onboarding questionnaire's DOM id of an answer (web/src/features/onboarding). */
export const onboardingId = (key: string) => `onboarding-${key}`;
let domId = wizardId;
const asText = (value: AnswerValue | undefined): string => (value === undefined || value === null || Array.isArray(value) ? '' : String(value));

/** A date answer ('YYYY-MM-DD') given as a person does: the month by name, then the day and the year in their own boxes. */
export async function fillDate(page: Page, id: string, iso: string): Promise<void> {
  const [year = '', month = '', day = ''] = iso.split('-');
  await page.locator(`#${id}`).selectOption(String(Number(month)));
  await page.locator(`#${id}-day`).fill(String(Number(day)));
  await page.locator(`#${id}-year`).fill(year);
}

/** Answers one question the way a person does, by its kind of input. */
async function answer(page: Page, field: FieldDef, path: string, value: AnswerValue | undefined): Promise<void> {
  const input = page.locator(`#${domId(path)}`);
  const text = asText(value);
  switch (field.kind) {
    case 'yesNo':
    case 'yesNoUnknown':
    case 'choice': {
      const group = page.locator(`[role="radiogroup"]:has(#${domId(path)})`);
      if ((await group.count()) > 0) {
        await group.locator(`input[type="radio"][value="${text}"]`).check();
      } else {
        await input.selectOption(text);
      }
      return;
    }
    case 'multiChoice': {
      const group = page.locator(`[role="group"]:has(#${domId(path)})`);
      for (const value of text.split(',')) await group.locator(`input[type="checkbox"][value="${value}"]`).check();
      return;
    }
    case 'country':
    case 'usState': {
      const choice = (field.kind === 'usState' ? US_STATES : COUNTRIES).find((c) => c.value === text);
      if (!choice) throw new Error(`${path}: no place ${text}`);
      const label = field.kind === 'usState' ? `${choice.label} (${choice.value})` : choice.label;
      await input.click();
      await input.fill(choice.label);
      await page.getByRole('option', { name: label, exact: true }).click();
      return;
    }
    case 'date':
      await fillDate(page, domId(path), text);
      return;
    case 'taxYear': {
      // Asked only up to the April deadline; a fixture's sponsor has filed last year's return (fixtures/load.ts).
      if ((await input.count()) === 0) return;
      await page.locator(`[role="radiogroup"]:has(#${domId(path)}) input[type="radio"][value="yes"]`).check();
      return;
    }
    default:
      await input.fill(text);
  }
}

async function answerRow(page: Page, group: FieldDef, index: number, row: GroupItem): Promise<void> {
  for (const item of group.item ?? []) {
    if (!conditionHolds(item.visibleWhen, row) || row[item.key] === undefined) continue;
    await answer(page, item, `${group.key}[${index}].${item.key}`, row[item.key]);
  }
}

/**
 * Answers the shown questions of one step (or any list of its questions) from `answers`, exactly
 * through the page: list rows added with the Add button. Computed answers (the income estimate,
 * the household size) are shown, not typed.
 */
export async function fillFields(page: Page, fields: readonly FieldDef[], answers: Answers, idOf: (path: string) => string = wizardId): Promise<void> {
  domId = idOf;
  for (const field of fields) {
    if (!conditionHolds(field.visibleWhen, answers) || field.key === PREDICTION_KEY || field.key === HOUSEHOLD_SIZE_KEY) continue;
    const value = answers[field.key];
    if (value === undefined) continue;
    if (field.kind === 'group') {
      const rows = Array.isArray(value) ? value : [];
      for (const [rowIndex, row] of rows.entries()) {
        await page.locator(`#${domId(field.key)}`).click();
        await answerRow(page, field, rowIndex, row);
      }
    } else if (field.defaultValue === undefined || asText(value) !== field.defaultValue) {
      await answer(page, field, field.key, value);
    }
  }
}

/**
 * Fills a wizard step by step from a fixture's answers, exactly through the page: every shown
 * question the couple answered, list rows added with the Add button, then Next (Finish at the end).
 */
export async function fillWizard(
  page: Page,
  form: FormDef,
  answers: Answers,
  options: { idOf?: (path: string) => string; onStep?: (step: number) => Promise<void>; stopBefore?: number; language?: Language } = {},
): Promise<void> {
  const language = options.language ?? 'en';
  for (const [index, step] of form.steps.entries()) {
    if (options.stopBefore !== undefined && index >= options.stopBefore) return;
    const where = translate(language, 'wizard.stepOf', { step: index + 1, count: form.steps.length });
    await expect.poll(() => page.getByText(where).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await fillFields(page, step.fields, answers, options.idOf);
    await options.onStep?.(index + 1);
    const isLast = index === form.steps.length - 1;
    await page.getByRole('button', { name: translate(language, isLast ? 'wizard.finish' : 'wizard.next'), exact: true }).click();
  }
}
