import { CATALOGUE } from '@domain/catalogue/index.ts';
import type { FormDef } from '@domain/catalogue/types.ts';
import type { Application } from '@domain/contract/applications.ts';
import { API_ROUTES, type ApiRoute } from '@domain/contract/routes.ts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LanguageProvider } from '../../i18n/LanguageProvider.tsx';
import { formsState } from '../../stores/forms.ts';
import { languageState } from '../../stores/language.ts';
import { Wizard } from './Wizard.tsx';
import { FIXTURES_DIR, loadFixture } from '../../../../fixtures/load.ts';

/**
 * The wizard in a browser-like document (happy-dom), its requests answered by MSW at the routes of
 * the API's table (domain/contract/routes.ts): what a change of Wizard.tsx does to a person's
 * answers, checked in seconds. The real server and browser are the end-to-end tier's.
 */

function petitionerForm(): FormDef {
  const form = CATALOGUE.PETITIONER_INFO;
  if (!form) throw new Error('The catalogue has no PETITIONER_INFO wizard.');
  return form;
}

const FORM = petitionerForm();
/** A valid couple: every answer of the petitioner's wizard given, checked on the couple's own date. */
const COUPLE = loadFixture(path.join(FIXTURES_DIR, 'couples/arabic-native-name-f1-student.json'));
const ANSWERED = COUPLE.answers.PETITIONER_INFO ?? {};
const FILING_DATE = COUPLE.today;
const CREATED = '2026-11-01T10:00:00.000Z';

/** What the mocked API was asked to save, in order. */
let saves: { id: string; body: Record<string, unknown> }[] = [];
let stored: Application;

const application = (data: Application['data']): Application => ({
  id: '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
  formType: FORM.type,
  data,
  status: 'DRAFT',
  progress: 0,
  completeness: 0,
  version: 2,
  createdAt: CREATED,
  updatedAt: CREATED,
});

/**
 * A handler for a route of the table: its method, and its path with the `:params` MSW matches as
 * Fastify does, under /api where the client sends it (web/src/lib/api-client.ts).
 */
const at = (route: ApiRoute) => {
  const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;
  return (resolver: Parameters<typeof http.get>[1]) => methods[route.method](`/api${route.path}`, resolver);
};

const server = setupServer(
  at(API_ROUTES.listApplications)(() => HttpResponse.json({ data: [stored] })),
  at(API_ROUTES.saveForm)(async ({ request, params }) => {
    const body = await request.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return HttpResponse.json({ error: 'A JSON object, please.' }, { status: 400 });
    saves.push({ id: String(params.id), body: { ...body } });
    const patch = 'data' in body && typeof body.data === 'object' && body.data !== null ? body.data : {};
    stored = { ...stored, data: { ...stored.data, ...patch }, version: stored.version + 1 };
    return HttpResponse.json({ data: stored });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  formsState.forms = [];
});
afterAll(() => server.close());

/** The wizard of FORM on `step` (counted from 0), over an application holding `data`. */
function openWizard(data: Application['data'], step = 0) {
  saves = [];
  stored = application(data);
  languageState.language = 'en';
  const location = memoryLocation({ path: `/forms/${FORM.type}/${stored.id}?step=${step + 1}`, record: true });
  render(
    <LanguageProvider>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Wizard form={FORM} application={stored} filingDate={FILING_DATE} initialStep={step} initialField={null} onCreated={() => undefined} />
      </Router>
    </LanguageProvider>,
  );
  return { user: userEvent.setup(), location };
}

const stepHeading = () => screen.getByRole('heading', { level: 2 });

describe('The wizard, component by component against the mocked API', () => {
  it('shows the answer the person types in its box', async () => {
    const { user } = openWizard({});
    const first = screen.getByRole('textbox', { name: /first name \(given name\)/i });
    await user.type(first, 'Ana');
    expect(first).toHaveProperty('value', 'Ana');
  });

  it('lists the step\'s unanswered questions at the first Next, and stays on the step', async () => {
    const { user } = openWizard({});
    expect(stepHeading().textContent).toBe(FORM.steps[0]?.name);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/answers on this step need attention/)).toBeTruthy();
    expect(stepHeading().textContent).toBe(FORM.steps[0]?.name);
    expect(saves).toEqual([]);
  });

  it('saves the changed answer and the new step through PUT /forms/:id at Next', async () => {
    const { user, location } = openWizard(ANSWERED);
    const first = screen.getByRole('textbox', { name: /first name \(given name\)/i });
    await user.clear(first);
    await user.type(first, 'Ethel');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading().textContent).toBe(FORM.steps[1]?.name));
    await waitFor(() => expect(saves.some((save) => save.body.progress !== undefined)).toBe(true));
    const sent = Object.assign({}, ...saves.map((save) => save.body));
    expect(saves.every((save) => save.id === stored.id)).toBe(true);
    expect(sent.data).toEqual({ pNameFirst: 'Ethel' });
    expect(stored.data.pNameFirst).toBe('Ethel');
    expect(location.history?.at(-1)).toContain('step=2');
  });

  it('goes Back to the step before, with its answers', async () => {
    const { user } = openWizard(ANSWERED, 1);
    expect(stepHeading().textContent).toBe(FORM.steps[1]?.name);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(stepHeading().textContent).toBe(FORM.steps[0]?.name));
    expect(screen.getByRole('textbox', { name: /first name \(given name\)/i })).toHaveProperty('value', ANSWERED.pNameFirst);
  });
});
