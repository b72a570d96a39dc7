import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FORMS_WATCH_STREAM_ID } from '../../domain/events.ts';
import { FORMS_WATCH_QUEUE } from '../jobs/boss.ts';
import { BUNDLED_FORMS } from '../pdf/sync.ts';
import { footerOnlyPdf } from '../testing/templates.ts';
import { readManifest } from '../pdf/templates.ts';
import { startTestApp, type TestApp } from '../testing/harness.ts';
import { cliEnv, runCli } from '../testing/processes.ts';

/**
 * A stand-in for the agency's site: the published forms of the repository under their agency
 * names, except the I-485, which is a PDF this test builds whose footer prints an edition the
 * product has no mapping of (never an official form). The I-864A is not there (404).
 */
async function agencySite(): Promise<{ server: Server; url: string }> {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(BUNDLED_FORMS)) {
    const form = /^(i-\d+a?)-\d{2}-\d{2}-\d{2}\.pdf$/.exec(name)?.[1];
    if (form) files[`${form}.pdf`] = new Uint8Array(readFileSync(path.join(BUNDLED_FORMS, name)));
  }
  files['i-485.pdf'] = await footerOnlyPdf('I-485', '09/18/26', 3);
  const server = createServer((request, response) => {
    const bytes = files[path.basename(request.url ?? '')];
    if (!bytes) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/pdf' }).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the test site has no port');
  return { server, url: `http://127.0.0.1:${address.port}/forms` };
}

const lines: string[] = [];
let t: TestApp;
let site: { server: Server; url: string };
let formsDir: string;
beforeAll(async () => {
  site = await agencySite();
  // The look installs what it finds: into a copy, never the run's shared forms.
  formsDir = mkdtempSync(path.join(tmpdir(), 'greencard-watch-forms-'));
  cpSync(inject('formsDir'), formsDir, { recursive: true });
  const logStream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  t = await startTestApp({ USCIS_FORMS_DIR: formsDir, USCIS_FORMS_SOURCE: site.url, LOG_LEVEL: 'info' }, { worker: true, logStream });
}, 120_000);
afterAll(async () => {
  await t.close();
  site.server.close();
});

async function nextCheck(after: number): Promise<{ version: number; data: unknown }> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    const events = await t.deps.store.readStream(FORMS_WATCH_STREAM_ID);
    const last = events.at(-1);
    if (last && events.length > after && last.event.type === 'FormEditionsChecked') return { version: events.length, data: last.event.data };
  }
  throw new Error('no FormEditionsChecked was recorded');
}

const logged = (text: string) => lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.msg.includes(text));

describe('the daily look for new editions at USCIS', () => {
  let seen = 0;

  it('installs an edition USCIS publishes beside the one mapped, records what it found, and says so in the log', async () => {
    await t.deps.boss?.send(FORMS_WATCH_QUEUE, null);
    const check = await nextCheck(seen);
    seen = check.version;
    expect(check.data).toMatchObject({ source: site.url, added: [{ form: 'i-485', edition: '09/18/26' }], failure: null });
    expect(check.data).toHaveProperty('found', expect.arrayContaining([{ form: 'i-485', edition: '09/18/26' }, { form: 'i-130', edition: '04/01/24' }]));
    const manifest = await readManifest(formsDir);
    expect(manifest?.editions.filter((entry) => entry.form === 'i-485').map((entry) => entry.edition)).toEqual(['09/18/26', '01/20/25', '02/21/23']);
    const warning = logged('USCIS publishes Form I-485 in the edition of 09/18/26');
    expect(warning.map((line) => [line.level, line.msg])).toEqual([
      [40, 'USCIS publishes Form I-485 in the edition of 09/18/26: installed beside the others; no mapping of it yet: see the README, "The day USCIS publishes an edition"'],
    ]);
  }, 90_000);

  it('is what forms status shows: the new edition installed, not mapped, and the form not fileable', async () => {
    const status = await runCli(['forms', 'status'], cliEnv(t, { USCIS_FORMS_DIR: formsDir, FILING_DATE: '2026-11-25' }));
    expect(status.code).toBe(1);
    expect(status.stdout).toMatch(/Form I-485 +installed 09\/18\/26, 01\/20\/25, 02\/21\/23 mapped 01\/20\/25, 02\/21\/23 +USCIS accepts 09\/18\/26 +NOT FILEABLE: map the 09\/18\/26 edition/);
    expect(status.stdout).toContain(`found 6 editions, new: Form I-485 09/18/26 (installed).`);
  }, 60_000);

  it('records why it could not look when the site does not answer, and finds nothing new the next time', async () => {
    await t.deps.boss?.send(FORMS_WATCH_QUEUE, null);
    const again = await nextCheck(seen);
    seen = again.version;
    expect(again.data).toMatchObject({ added: [], failure: null });
    await new Promise<void>((resolve) => site.server.close(() => resolve()));
    await t.deps.boss?.send(FORMS_WATCH_QUEUE, null);
    const failed = await nextCheck(seen);
    expect(failed.data).toMatchObject({ found: [], added: [], failure: expect.stringContaining(`could not download ${site.url}/i-130.pdf`) });
    expect(logged('The daily look for new editions at USCIS failed')).toHaveLength(1);
  }, 90_000);
});
