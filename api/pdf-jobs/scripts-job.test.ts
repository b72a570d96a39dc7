import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { bearer, registerVerified, seedCouple, startTestApp, type TestApp } from '../testing/harness.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/arabic-native-name-f1-student.json'));
/** The name that failed every job (issue 14): Devanagari through @pdf-lib/fontkit's Indic shaper; and a middle name in Tifinagh, which no font of ours has. */
const FAMILY = 'कुलकर्णी';
const MIDDLE = 'ⵜⴰⵎⴰⵣⵉⵖⵜ';

const written: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer | string, _encoding, done) {
    written.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, { worker: true, today: couple.today, logStream });
});
afterAll(() => t.close());

describe('a PDF job with answers in scripts that once failed it', () => {
  it('completes, prints the Devanagari name, leaves the Tifinagh one for the hand and logs which box without the answer', async () => {
    const { token } = await registerVerified(t.app, t.smtp, 'scripts.couple@example.com');
    const answers = structuredClone(couple.answers);
    const beneficiary = answers['BENEFICIARY_INFO'];
    if (!beneficiary) throw new Error('the fixture has no beneficiary');
    Object.assign(beneficiary, { bNativeScriptNameLast: FAMILY, bNativeScriptNameMiddle: MIDDLE });
    await seedCouple(t.app, token, answers);
    const started = await t.app.inject({ method: 'POST', url: '/api/pdf-jobs/generate', headers: bearer(token) });
    expect(started.statusCode).toBe(200);
    const jobId: string = started.json().data.jobId;
    const deadline = Date.now() + 240_000;
    let status: { status: string; error: string | null } = { status: 'PROCESSING', error: null };
    while (status.status === 'PROCESSING' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await t.app.inject({ method: 'GET', url: `/api/pdf-jobs/${jobId}/status`, headers: bearer(token) })).json().data;
    }
    expect(status).toMatchObject({ status: 'COMPLETED', error: null });

    const log = written.join('');
    const notes = log.split('\n').filter((line) => line.includes('could not be printed'));
    expect(notes).toHaveLength(1);
    expect(JSON.parse(notes[0] ?? '{}')).toMatchObject({ jobId, form: 'i-130', field: 'form1[0].#subform[7].Pt4Line55c_MiddleName[0]', reason: 'no-font' });
    for (const answer of [FAMILY, MIDDLE, 'ليلى']) expect(log).not.toContain(answer);
  }, 300_000);
});
