import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_TOO_LARGE } from '../../domain/applications/application.ts';
import { lengthLimitOf } from '../../domain/catalogue/answer-lengths.ts';
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
const lists = [...fieldsOf(beneficiary)].map(({ field }) => field).filter((field) => field.kind === 'group');
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
    // The attacker's save: two lists of 200 rows, every free-text item as long as its question allows.
    const fullRows = (key: string) => {
      const items = (lists.find((field) => field.key === key)?.item ?? []).filter((item) => item.kind === 'text' || item.kind === 'textarea');
      return Array.from({ length: 200 }, (_, row) => Object.fromEntries(items.map((item) => [item.key, `${row}`.padEnd(lengthLimitOf(item).max, 'x')])));
    };
    const huge = { bEmploymentHistory: fullRows('bEmploymentHistory'), bPhysicalAddressHistory: fullRows('bPhysicalAddressHistory') };
    const refused = await save(token, id, huge);
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: APPLICATION_TOO_LARGE }]);
    expect(await events(id)).toBe(before);
  });

  it('refuses an answer longer than its question allows (issue 24 item 16), and keeps one as long', async () => {
    const { token } = await register(t.app, uniqueEmail('long.answer'));
    const id = await newApplication(token, 'BENEFICIARY_INFO');
    const before = await events(id);
    const refused = await save(token, id, { bNameLast: 'D'.repeat(299) });
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'This answer can have up to 60 characters; it has 299. Shorten it. (answer "bNameLast")' }]);
    expect(await events(id)).toBe(before);
    expect((await save(token, id, { bNameLast: 'D'.repeat(60) })).statusCode).toBe(200);
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
