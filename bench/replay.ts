/**
 * Rebuilding every read model from 1,000,000 generated events (`greencard events replay`), next to
 * a plain read of the same events in the same run. Goal (issue 25): the rebuild's rate at least
 * 0.5× the plain read's.
 */
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Answers } from '../domain/answers.ts';
import type { FormType } from '../domain/catalogue/types.ts';
import { applicationStreamId, pdfJobStreamId, userStreamId, type DomainEvent } from '../domain/events.ts';
import { createDb, migrateToLatest, type Db } from '../api/db/database.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../api/db/embedded.ts';
import { PROJECTIONS } from '../api/runtime.ts';
import { EventStore } from '../api/store/event-store.ts';
import { Keyring } from '../api/store/keyring.ts';
import { replay } from '../api/store/replay.ts';
import { fixtureAnswers } from './fixture-answers.ts';
import { goal, loadAverage } from './goals.ts';

const EVENTS = Number(process.env.REPLAY_BENCH_EVENTS ?? 1_000_000);
const BATCH = 5000;
/** Plain read and rebuild pairs; the figure is their median ratio. */
const ROUNDS = Number(process.env.REPLAY_BENCH_ROUNDS ?? 3);
const FORMS: readonly FormType[] = ['PETITIONER_INFO', 'BENEFICIARY_INFO', 'MARRIAGE_INFO', 'INCOME', 'I_485_SPECIFIC', 'I_765_SPECIFIC'];
const SAVES_PER_FORM = 30;

type Stream = { streamId: string; events: DomainEvent[] };

/** One applicant's history as the product records it: an account, six wizards answered over 30 autosaves each, a job, a payment. */
function applicantHistory(answerSets: ReadonlyMap<FormType, [string, Answers[string]][]>): { userId: string; streams: Stream[] } {
  const userId = randomUUID();
  let clock = Date.parse('2026-01-01T00:00:00Z') + Math.floor(Math.random() * 300) * 86_400_000;
  const at = () => new Date((clock += 7_000)).toISOString();
  const token = () => randomBytes(32).toString('base64url');
  const verification = token();
  const user: DomainEvent[] = [
    { type: 'UserRegistered', data: { userId, email: `applicant.${userId}@example.com`, passwordHash: `$argon2id$v=19$m=19456,t=2,p=1$${token()}`, registeredAt: at() } },
    { type: 'EmailVerificationRequested', data: { userId, tokenHash: verification, expiresAt: at(), requestedAt: at() } },
    { type: 'EmailVerified', data: { userId, tokenHash: verification, verifiedAt: at() } },
    { type: 'OnboardingStatusChanged', data: { userId, status: 'COMPLETED_ELIGIBLE', changedAt: at() } },
  ];
  const streams: Stream[] = [{ streamId: userStreamId(userId), events: user }];
  const checked: Record<string, number> = {};
  for (const formType of FORMS) {
    const applicationId = randomUUID();
    const events: DomainEvent[] = [{ type: 'ApplicationCreated', data: { applicationId, userId, formType, createdAt: at() } }];
    const answers = answerSets.get(formType) ?? [];
    for (let save = 0; save < SAVES_PER_FORM; save++) {
      const [key, value] = answers[save % Math.max(answers.length, 1)] ?? ['bNameMiddle', 'Ann'];
      events.push({ type: 'AnswersChanged', data: { applicationId, changed: { [key]: value }, removed: [], changedAt: at() } });
      if (save % 3 === 2) events.push({ type: 'ProgressChanged', data: { applicationId, progress: Math.floor(save / 3), changedAt: at() } });
    }
    streams.push({ streamId: applicationStreamId(applicationId), events });
    checked[applicationId] = events.length;
  }
  const jobId = randomUUID();
  const job: DomainEvent[] = [{ type: 'PdfJobRequested', data: { jobId, userId, fingerprint: token(), stamped: true, checked, requestedAt: at(), stage: 'whole', held: false } }];
  for (let progress = 20; progress < 100; progress += 20) job.push({ type: 'PdfJobProgressed', data: { jobId, progress, previewPages: progress / 2 } });
  job.push({ type: 'PdfJobCompleted', data: { jobId, pageCount: 71, filesOf: jobId, completedAt: at() } });
  streams.push({ streamId: pdfJobStreamId(jobId), events: job });
  user.push({ type: 'PaymentSucceeded', data: { userId, paymentId: `pi_${token()}`, provider: 'stripe', amountCents: 29900, currency: 'usd', paidAt: at() } });
  user.push({ type: 'SessionsRevoked', data: { userId, reason: 'logout', revokedAt: at() } });
  return { userId, streams };
}

/** Writes the events as the store would have (personal fields sealed), straight into the tables: no projection runs. */
async function generate(db: Db, store: EventStore, keyring: Keyring): Promise<{ events: number; applicants: number }> {
  const answerSets = new Map(FORMS.map((form) => [form, Object.entries(fixtureAnswers(form)) as [string, Answers[string]][]]));
  let written = 0;
  let applicants = 0;
  let rows: object[] = [];
  let streams: { stream_id: string; version: number }[] = [];
  const flush = async () => {
    await sql`
      INSERT INTO events (stream_id, stream_version, type, data, metadata, owner_id, recorded_at)
      SELECT e.stream_id, e.stream_version, e.type, e.data, e.metadata, e.owner_id, e.recorded_at
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS e(stream_id text, stream_version integer, type text, data jsonb, metadata jsonb, owner_id uuid, recorded_at timestamptz)`.execute(db);
    await db.insertInto('streams').values(streams).execute();
    rows = [];
    streams = [];
  };
  while (written < EVENTS) {
    const { userId, streams: history } = applicantHistory(answerSets);
    applicants++;
    await keyring.ensureKey(db, userId);
    for (const { streamId, events } of history) {
      for (const [index, event] of events.entries()) {
        rows.push({
          stream_id: streamId,
          stream_version: index + 1,
          type: event.type,
          data: await store.storedData(db, userId, event),
          metadata: { source: 'api', actorId: userId },
          owner_id: userId,
          recorded_at: new Date().toISOString(),
        });
      }
      streams.push({ stream_id: streamId, version: events.length });
      written += events.length;
    }
    if (rows.length >= 20_000) await flush();
  }
  if (rows.length > 0) await flush();
  return { events: written, applicants };
}

async function plainRead(db: Db): Promise<{ events: number; seconds: number }> {
  const started = performance.now();
  let after = '0';
  let events = 0;
  for (;;) {
    const batch = await db.selectFrom('events').selectAll().where('position', '>', after).orderBy('position').limit(BATCH).execute();
    if (batch.length === 0) break;
    events += batch.length;
    after = batch[batch.length - 1]?.position ?? after;
  }
  return { events, seconds: (performance.now() - started) / 1000 };
}

export async function benchReplay(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'greencard-bench-'));
  chmodSync(root, 0o755);
  const postgres = await startEmbeddedPostgres(path.join(root, 'postgres'), { persistent: false });
  await ensureDatabase(postgres.connectionString('postgres'), 'bench');
  const db = createDb(postgres.connectionString('bench'), 4);
  try {
    await migrateToLatest(db);
    const masterKey = randomBytes(32);
    const keyring = new Keyring(masterKey);
    const store = new EventStore(db, keyring, PROJECTIONS);
    const generating = performance.now();
    const generated = await generate(db, store, keyring);
    await sql`VACUUM ANALYZE events`.execute(db);
    console.log(`Generated ${generated.events.toLocaleString('en-US')} events of ${generated.applicants.toLocaleString('en-US')} applicants in ${((performance.now() - generating) / 1000).toFixed(1)} s.`);

    // Plain read and rebuild alternate, round after round, and the median ratio is the figure: on a
    // machine shared with other work the load drifts within a run, and each pair sees the same load.
    const rate = (events: number, seconds: number) => Math.round(events / seconds);
    const row = (name: string, events: number, seconds: number) =>
      `${name.padEnd(34)} ${events.toLocaleString('en-US').padStart(10)} ${seconds.toFixed(1).padStart(8)} ${rate(events, seconds).toLocaleString('en-US').padStart(10)}`;
    console.log(`\nRebuilding every read model (batches of ${BATCH.toLocaleString('en-US')} events), ${ROUNDS} rounds`);
    console.log(`${''.padEnd(34)} ${'events'.padStart(10)} ${'seconds'.padStart(8)} ${'events/s'.padStart(10)}`);
    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const read = await plainRead(db);
      // As `greencard events replay` runs it, in a process of its own: no data key unwrapped yet.
      const rebuilt = await replay(new EventStore(db, new Keyring(masterKey), PROJECTIONS), { verify: false, batchSize: BATCH });
      console.log(row(`plain read of the events (${round})`, read.events, read.seconds));
      console.log(row(`rebuild of every read model (${round})`, rebuilt.events, rebuilt.seconds));
      ratios.push(read.seconds / rebuilt.seconds);
    }
    const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? 0;
    console.log(`ratios by round: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}`);
    console.log(goal('rebuild of every read model / a plain read of the events (median)', median, '>=', 0.5) + `, load average ${loadAverage()}`);
  } finally {
    await db.destroy();
    await postgres.stop();
  }
}

if (import.meta.main) await benchReplay();
