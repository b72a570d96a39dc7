import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, fieldsOf } from '../../domain/catalogue/index.ts';
import { letterCaseOf } from '../../domain/catalogue/letter-case.ts';
import { replay } from '../store/replay.ts';
import { sectionOf } from './answer-sections.ts';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';

let t: TestApp;
let ana: { token: string; userId: string };
let bob: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestApp();
  ana = await register(t.app, 'ana.applications@example.com');
  bob = await register(t.app, 'bob.applications@example.com');
});
afterAll(() => t.close());

type Who = { token: string };
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });

async function create(who: Who, formType: string, data: object = {}) {
  const response = await call(who, 'POST', '/applications', { formType, data });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; version: number };
}

describe('applications', () => {
  it('creates, lists, saves answers and progress, and reports completeness', async () => {
    const created = await create(ana, 'MARRIAGE_INFO');
    const saved = await call(ana, 'PUT', `/applications/${created.id}`, { data: { marriageDate: '2024-05-18', marriageCity: 'Austin' }, progress: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ id: created.id, formType: 'MARRIAGE_INFO', status: 'draft', progress: 1, data: { marriageDate: '2024-05-18', marriageCity: 'Austin' } });
    const list = (await call(ana, 'GET', '/applications')).json().data;
    const listed = list.find((a: { id: string }) => a.id === created.id);
    expect(Object.keys(listed)).toEqual(expect.arrayContaining(['id', 'formType', 'data', 'status', 'progress', 'completeness']));
    expect(listed.completeness).toBeGreaterThan(0);
    expect(listed.completeness).toBeLessThan(100);
    expect((await call(ana, 'GET', '/applications/type/marriage-info')).json().data.id).toBe(created.id);
    expect((await call(ana, 'POST', '/applications', { formType: 'MARRIAGE_INFO' })).statusCode).toBe(409);
  });

  it('accepts an upper-case status on /forms and stores it in lower case', async () => {
    const { id } = await create(ana, 'I_485_SPECIFIC');
    const response = await call(ana, 'PUT', `/forms/${id}`, { status: 'COMPLETED' });
    expect(response.json().data.status).toBe('completed');
    expect((await call(ana, 'PUT', `/forms/${id}`, { status: 'FINISHED' })).statusCode).toBe(400);
  });

  it('refuses an answer to a question the form does not ask, storing nothing', async () => {
    const { id } = await create(ana, 'INCOME');
    const response = await call(ana, 'PUT', `/applications/${id}`, { data: { incomeComesFromW2: 'yes', favouriteColour: 'green' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Unknown question "favouriteColour" for INCOME.');
    expect((await call(ana, 'GET', `/applications/${id}`)).json().data.data).toEqual({});
  });

  it('stores identity numbers in capitals whatever the client sends, and leaves names as typed', async () => {
    const cora = await register(t.app, 'cora.capitals@example.com');
    const { id } = await create(cora, 'BENEFICIARY_INFO', { passportNumber: 'z1234567' });
    expect((await call(cora, 'GET', `/applications/${id}`)).json().data.data.passportNumber).toBe('Z1234567');
    const saved = await call(cora, 'PUT', `/forms/${id}`, { data: { i94Number: '1234567890a', i94ImmigrationStatus: 'h1b', bNameLast: 'whitaker' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.data).toMatchObject({ passportNumber: 'Z1234567', i94Number: '1234567890A', i94ImmigrationStatus: 'H1B', bNameLast: 'whitaker' });
  });

  it('keeps a money answer typed with cents as typed, and the check asks for whole dollars', async () => {
    const dan = await register(t.app, 'dan.cents@example.com');
    const income = await create(dan, 'INCOME');
    const saved = await call(dan, 'PUT', `/forms/${income.id}`, { data: { incomeCurrentYearUserOverrideYesNo: 'no', incomeCurrentYearUserOverrideValue: '89,500.00' } });
    expect(saved.json().data.data.incomeCurrentYearUserOverrideValue).toBe('89,500.00');
    const check = (await call(dan, 'POST', '/forms/validate')).json().data;
    expect(check.errors).toContainEqual(expect.objectContaining({ field: 'incomeCurrentYearUserOverrideValue', message: 'Enter whole dollars without cents, for example 52,000.' }));
  });

  it('keeps a half-finished answer that fails a format rule; the check reports it', async () => {
    const { id } = await create(ana, 'PETITIONER_INFO');
    const response = await call(ana, 'PUT', `/applications/${id}`, { data: { pSsn: '666-12-3456' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.data.pSsn).toBe('666-12-3456');
    const check = (await call(ana, 'POST', '/forms/validate')).json().data;
    expect(check.isValid).toBe(false);
    const ssn = check.errors.find((e: { field: string }) => e.field === 'pSsn');
    expect(ssn).toMatchObject({ formType: 'PETITIONER_INFO', formName: expect.any(String), step: expect.any(Number), stepName: expect.any(String), question: expect.any(String) });
  });

  it('records only the keys that changed, and the keys removed', async () => {
    const { id } = await create(ana, 'I_131_SPECIFIC');
    await call(ana, 'PUT', `/applications/${id}`, { data: { i131TripPurpose: 'Visit my mother', i131CountriesToVisit: 'Mexico' } });
    await call(ana, 'PUT', `/applications/${id}`, { data: { i131TripPurpose: 'Visit my mother', i131CountriesToVisit: 'Mexico, Peru' } });
    await call(ana, 'PUT', `/applications/${id}`, { data: { i131TripPurpose: null } });
    await call(ana, 'PUT', `/applications/${id}`, { data: { i131CountriesToVisit: 'Mexico, Peru' } });
    const events = await t.deps.store.readStream(`application-${id}`);
    const changes = events.filter((e) => e.event.type === 'AnswersChanged').map((e) => e.event.data);
    expect(changes).toEqual([
      expect.objectContaining({ changed: { i131TripPurpose: 'Visit my mother', i131CountriesToVisit: 'Mexico' }, removed: [] }),
      expect.objectContaining({ changed: { i131CountriesToVisit: 'Mexico, Peru' }, removed: [] }),
      expect.objectContaining({ changed: {}, removed: ['i131TripPurpose'] }),
    ]);
  });

  it('keeps all 50 answers saved at the same moment by concurrent autosaves', async () => {
    const { id } = await create(ana, 'BENEFICIARY_INFO');
    // Answers kept as typed (identity numbers are stored in capitals).
    const keys = [...fieldsOf(CATALOGUE.BENEFICIARY_INFO!)].map(({ field }) => field).filter((f) => f.kind === 'text' && letterCaseOf(f) !== 'upper').map((f) => f.key).slice(0, 50);
    expect(keys).toHaveLength(50);
    const responses = await Promise.all(keys.map((key, i) => call(ana, 'PUT', `/applications/${id}`, { data: { [key]: `value ${i}` }, progress: i % 13 })));
    expect(responses.map((r) => r.statusCode)).toEqual(keys.map(() => 200));
    const data = (await call(ana, 'GET', `/applications/${id}`)).json().data.data;
    keys.forEach((key, i) => expect(data[key]).toBe(`value ${i}`));
    const versions = (await t.deps.store.readStream(`application-${id}`)).map((e) => e.streamVersion);
    expect(versions).toEqual(versions.map((_, i) => i + 1));
  });

  it('answers 404 to a save against a deleted application and does not bring it back', async () => {
    const { id } = await create(ana, 'I_765_SPECIFIC');
    expect((await call(ana, 'DELETE', `/applications/${id}`)).statusCode).toBe(200);
    const save = await call(ana, 'PUT', `/applications/${id}`, { data: { i765FiledBefore: 'no' } });
    expect(save.statusCode).toBe(404);
    expect((await call(ana, 'GET', `/applications/${id}`)).statusCode).toBe(404);
    expect((await call(ana, 'DELETE', `/applications/${id}`)).statusCode).toBe(404);
    const restarted = await create(ana, 'I_765_SPECIFIC');
    expect(restarted.id).not.toBe(id);
  });

  it('serves the catalogue of a form type and the required-fields map', async () => {
    const template = await call(ana, 'GET', '/forms/templates/petitioner-info');
    expect(template.json().data.steps).toHaveLength(11);
    expect((await call(ana, 'GET', '/forms/templates/NOPE')).statusCode).toBe(400);
    const required = (await call(ana, 'GET', '/forms/required-fields')).json().data;
    expect(required.PETITIONER_INFO).toContain('pNameLast');
  });
});

describe("another user's applications", () => {
  it('are 404 on every route, and nothing of them leaks', async () => {
    const { id } = await create(ana, 'ONBOARDING', { onboardingPNameFirst: 'Ana' });
    const attempts = [
      call(bob, 'GET', `/applications/${id}`),
      call(bob, 'GET', `/forms/${id}`),
      call(bob, 'PUT', `/applications/${id}`, { data: { onboardingPNameFirst: 'Mallory' } }),
      call(bob, 'PUT', `/forms/${id}`, { status: 'ARCHIVED' }),
      call(bob, 'DELETE', `/applications/${id}`),
      call(bob, 'DELETE', `/forms/${id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Ana');
    }
    const bobs = (await call(bob, 'GET', '/applications')).json().data;
    expect(bobs.map((a: { id: string }) => a.id)).not.toContain(id);
    expect((await call(ana, 'GET', `/applications/${id}`)).json().data.data.onboardingPNameFirst).toBe('Ana');
  });

  it('answers 404 for ids that are not ids at all', async () => {
    for (const id of ['1', "' OR 1=1 --", 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa']) {
      expect((await call(bob, 'GET', `/applications/${encodeURIComponent(id)}`)).statusCode).toBe(404);
    }
  });
});

describe('answers at rest', () => {
  it('are encrypted in the events and in the read model, and a rebuild equals the live tables', async () => {
    const { id } = await create(bob, 'BENEFICIARY_INFO');
    await call(bob, 'PUT', `/applications/${id}`, { data: { bSsn: '123-45-6789', bANumber: 'A123456789', passportNumber: 'X98765432' } });
    let dump = '';
    for (const table of await t.deps.db.introspection.getTables()) {
      dump += JSON.stringify(await t.deps.db.selectFrom(table.name as 'events').selectAll().execute());
    }
    for (const secret of ['123-45-6789', '123456789', 'X98765432']) expect(dump).not.toContain(secret);
    expect((await replay(t.deps.store, { verify: true })).differences).toEqual([]);
  });

  it('are sealed by wizard step: a save seals again only the step it changed', async () => {
    const { id } = await create(bob, 'PETITIONER_INFO');
    const sections = async () =>
      (await t.deps.db.selectFrom('applications').select('sections_sealed').where('id', '=', id).executeTakeFirstOrThrow()).sections_sealed;
    const [first, second] = ['pNameMiddle', 'pBirthCity'].map((key) => sectionOf('PETITIONER_INFO', key));
    expect(first).not.toBe(second);
    await call(bob, 'PUT', `/applications/${id}`, { data: { pNameMiddle: 'Ann', pBirthCity: 'Austin' } });
    const before = await sections();
    expect(Object.keys(before).sort()).toEqual([first, second].sort());
    await call(bob, 'PUT', `/applications/${id}`, { data: { pNameMiddle: 'Anne' } });
    const after = await sections();
    expect(after[second!]).toBe(before[second!]);
    expect(after[first!]).not.toBe(before[first!]);
    // A step whose answers are all removed keeps none.
    await call(bob, 'PUT', `/applications/${id}`, { data: { pNameMiddle: null } });
    expect((await call(bob, 'GET', `/applications/${id}`)).json().data.data).toEqual({ pBirthCity: 'Austin' });
    expect((await replay(t.deps.store, { verify: true })).differences).toEqual([]);
  });

  it('written before the steps were sealed apart are read, and moved to their steps by the next save', async () => {
    const { id } = await create(bob, 'MARRIAGE_INFO', { marriageCity: 'Austin', marriageState: 'TX' });
    // The row as migration 0014 found it: every answer in one sealed value.
    const legacy = await t.deps.keyring.seal(t.deps.db, bob.userId, JSON.stringify({ marriageCity: 'Austin', marriageState: 'TX' }));
    await t.deps.db.updateTable('applications').set({ data_sealed: legacy, sections_sealed: '{}' }).where('id', '=', id).execute();
    expect((await call(bob, 'GET', `/applications/${id}`)).json().data.data).toEqual({ marriageCity: 'Austin', marriageState: 'TX' });
    const saved = await call(bob, 'PUT', `/applications/${id}`, { data: { marriageCity: 'Dallas' } });
    expect(saved.json().data.data).toEqual({ marriageCity: 'Dallas', marriageState: 'TX' });
    const row = await t.deps.db.selectFrom('applications').select(['data_sealed', 'sections_sealed']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.data_sealed).toBeNull();
    expect(Object.keys(row.sections_sealed)).toEqual([sectionOf('MARRIAGE_INFO', 'marriageCity')]);
    expect((await call(bob, 'GET', `/applications/${id}`)).json().data.data).toEqual({ marriageCity: 'Dallas', marriageState: 'TX' });
    expect((await replay(t.deps.store, { verify: true })).differences).toEqual([]);
  });
});

describe('one application per form type', () => {
  it('holds when 30 creations of one type arrive together: one is created, the others answer 409', async () => {
    const { token, userId } = await register(t.app, `together.${Date.now()}@example.com`);
    const create = () => t.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(token), payload: { formType: 'MARRIAGE_INFO' } });
    const statuses = (await Promise.all(Array.from({ length: 30 }, create))).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(29).fill(409)]);
    const rows = await t.deps.db.selectFrom('applications').select('id').where('user_id', '=', userId).where('form_type', '=', 'MARRIAGE_INFO').execute();
    expect(rows).toHaveLength(1);
  });
});
