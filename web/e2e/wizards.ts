import type { Browser, Page } from 'playwright-core';
import { CATALOGUE, type FormType } from '../../domain/catalogue/index.ts';
import type { RunningProduct } from './app-server.ts';
import { wizardId } from './fill-wizard.ts';
import { api, signedInPage } from './people.ts';

/** The wizard's address of a form type: /forms/beneficiary-info. */
export const formPath = (formType: FormType) => `/forms/${formType.toLowerCase().replaceAll('_', '-')}`;

/** A signed-in person's wizards: each application's id, a stored answer, and a wizard opened at the step asking a key. */
export function wizardsOf(product: RunningProduct, browser: Browser, token: string) {
  async function applicationId(formType: FormType): Promise<string> {
    const list = await api<{ id: string; formType: string }[]>(product, 'GET', '/applications', undefined, token);
    const found = list.find((a) => a.formType === formType);
    if (!found) throw new Error(`no ${formType}`);
    return found.id;
  }

  async function storedAnswer(formType: FormType, key: string): Promise<unknown> {
    const application = await api<{ data: Record<string, unknown> }>(product, 'GET', `/applications/${await applicationId(formType)}`, undefined, token);
    return application.data[key];
  }

  /** The wizard of a form opened at the step that asks `key`, `width` pixels wide. */
  async function openAt(formType: FormType, key: string, width = 1280): Promise<Page> {
    const form = CATALOGUE[formType];
    if (!form) throw new Error(`no ${formType}`);
    const step = form.steps.findIndex((candidate) => candidate.fields.some((field) => field.key === key)) + 1;
    const page = await signedInPage(browser, product, token, `${formPath(formType)}/${await applicationId(formType)}?step=${step}`, { width });
    await page.locator(`#${wizardId(key)}`).waitFor();
    return page;
  }

  return { applicationId, storedAnswer, openAt };
}
