import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_TOO_LARGE } from '../../domain/applications/application.ts';
import { CATALOGUE, fieldsOf } from '../../domain/catalogue/index.ts';
import { bearer, register, startTestApp, type TestApp, uniqueEmail } from '../testing/harness.ts';

/** Issue 21 item 8: one account, even unverified, grew the database by 17 MB a second through saves. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SAVE_LIMIT_PER_ACCOUNT: '20' });
});
afterAll(() => t.close());

/** Free-text questions of a form, as a script filling every one of them would use them. */
const beneficiary = CATALOGUE.BENEFICIARY_INFO;
if (!beneficiary) throw new Error('The catalogue has no BENEFICIARY_INFO form.');
const textKeys = [...fieldsOf(beneficiary)]
  .map(({ field }) => field)
  .filter((field) => (field.kind === 'text' || field.kind === 'textarea') && field.format === undefined && field.letterCase !== 'upper')
  .map((field) => field.key);

async function newApplication(token: string, formType: string): Promise<string> {
  const created = await t.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(token), payload: { formType } });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id;
}

const save = (token: string, id: string, data: object) => t.app.inject({ method: 'PUT', url: `/api/applications/${id}`, headers: bearer(token), payload: { data } });
const events = async (id: string) =>
  Number((await t.deps.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).where('stream_id', '=', `application-${id}`).executeTakeFirstOrThrow()).n);

describe('saves of one account', () => {
  it('refuses an application larger than the cap, with a plain message, and stores nothing of it', async () => {
    const { token } = await register(t.app, uniqueEmail('grower'));
    const id = await newApplication(token, 'BENEFICIARY_INFO');
    const before = await events(id);
    // The attacker's save: 0.81 MB of answers, each as long as the schema lets one be.
    const huge = Object.fromEntries(textKeys.slice(0, 41).map((key, i) => [key, `${i}`.padEnd(19_990, 'x')]));
    expect(textKeys.length).toBeGreaterThanOrEqual(41);
    const refused = await save(token, id, huge);
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: APPLICATION_TOO_LARGE }]);
    expect(await events(id)).toBe(before);
    // Below the cap a long answer is kept.
    expect((await save(token, id, { [textKeys[0] ?? '']: 'a'.repeat(19_000) })).statusCode).toBe(200);
  });

  it('refuses a list row with more answers than any list asks', async () => {
    const { token } = await register(t.app, uniqueEmail('wide.row'));
    const id = await newApplication(token, 'BENEFICIARY_INFO');
    const row = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'x']));
    const refused = await save(token, id, { [textKeys[0] ?? '']: [row] });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses saves faster than autosave makes them, per account', async () => {
    const { token } = await register(t.app, uniqueEmail('fast'));
    const id = await newApplication(token, 'BENEFICIARY_INFO');
    const key = textKeys[0] ?? '';
    // The attacker's 30 saves in a burst: SAVE_LIMIT_PER_ACCOUNT (20 per 10 seconds) go through.
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => save(token, id, { [key]: `answer ${i}` }).then((r) => r.statusCode)));
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
  });
});
