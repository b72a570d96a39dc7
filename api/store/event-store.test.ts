import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDecider } from '../../domain/decider.ts';
import type { DomainEvent } from '../../domain/events.ts';
import type { MaintenanceEvent } from '../../domain/system/maintenance.ts';
import { applicationProjection } from '../applications/projection.ts';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';
import { handleCommand } from './command-handler.ts';
import { ConcurrencyConflict } from './vocabulary.ts';
import { replay } from './replay.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const maintenance = (message: string): DomainEvent => ({
  type: 'MaintenanceScheduled',
  data: { message, start: null, end: null, scheduledAt: new Date().toISOString() },
});

describe('the event store', () => {
  it('lets exactly one of 20 concurrent appends at the same expected version through', async () => {
    const stream = `test-${randomUUID()}`;
    await t.deps.store.append(stream, 0, [maintenance('first')], { metadata: { source: 'system' } });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => t.deps.store.append(stream, 1, [maintenance(`writer ${i}`)], { metadata: { source: 'system' } })),
    );
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const conflicts = outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof ConcurrencyConflict);
    expect(succeeded).toHaveLength(1);
    expect(conflicts).toHaveLength(19);
    const events = await t.deps.store.readStream(stream);
    expect(events.map((e) => e.streamVersion)).toEqual([1, 2]);
  });

  it('refuses to create a stream that exists, and never overwrites an event', async () => {
    const stream = `test-${randomUUID()}`;
    await t.deps.store.append(stream, 0, [maintenance('one')], { metadata: { source: 'system' } });
    await expect(t.deps.store.append(stream, 0, [maintenance('two')], { metadata: { source: 'system' } })).rejects.toBeInstanceOf(ConcurrencyConflict);
    const [only] = await t.deps.store.readStream(stream);
    expect(only?.event).toMatchObject({ type: 'MaintenanceScheduled', data: { message: 'one' } });
  });

  it('stores personal fields encrypted and reads them back opened', async () => {
    const email = `sealed.${randomUUID()}@example.com`;
    const { userId } = await register(t.app, email);
    const raw = await t.deps.db.selectFrom('events').select(['type', 'data']).where('owner_id', '=', userId).execute();
    expect(JSON.stringify(raw)).not.toContain(email);
    const [registered] = await t.deps.store.readStream(`user-${userId}`);
    expect(registered?.event).toMatchObject({ type: 'UserRegistered', data: { email } });
    expect(registered?.redacted).toBe(false);
  });

  it('writes each event\'s schema version in its metadata, and reads one written without a version as version 1', async () => {
    const stream = `test-${randomUUID()}`;
    await t.deps.store.append(stream, 0, [maintenance('versioned')], { metadata: { source: 'system' } });
    const written = await t.deps.db.selectFrom('events').select('metadata').where('stream_id', '=', stream).executeTakeFirstOrThrow();
    expect(written.metadata).toEqual({ source: 'system', schemaVersion: 1 });
    // A job requested before `checked` was recorded, as such rows are stored: no version, no `checked`.
    const jobId = randomUUID();
    const before = { jobId, userId: randomUUID(), fingerprint: 'f', stamped: true, requestedAt: '2026-01-01T00:00:00.000Z' };
    await sql`INSERT INTO events (stream_id, stream_version, type, data, metadata, recorded_at)
      VALUES (${`pdfjob-${jobId}`}, 1, 'PdfJobRequested', ${JSON.stringify(before)}::jsonb, '{"source":"api"}'::jsonb, now())`.execute(t.deps.db);
    const [old] = await t.deps.store.readStream(`pdfjob-${jobId}`);
    expect(old?.event).toEqual({ type: 'PdfJobRequested', data: { ...before, checked: null, stage: 'whole', held: false } });
    await t.deps.db.deleteFrom('events').where('stream_id', '=', `pdfjob-${jobId}`).execute();
  });

  it('rebuilds read models that equal the live ones, without touching them when verifying', async () => {
    for (let i = 0; i < 5; i++) await register(t.app, `replay.${i}.${randomUUID()}@example.com`);
    const usersBefore = await t.deps.db.selectFrom('users').selectAll().orderBy('id').execute();
    const verified = await replay(t.deps.store, { verify: true, batchSize: 3 });
    expect(verified.differences).toEqual([]);
    expect(verified.events).toBeGreaterThan(10);
    expect(await t.deps.db.selectFrom('users').selectAll().orderBy('id').execute()).toEqual(usersBefore);
    const rebuilt = await replay(t.deps.store, { verify: false });
    expect(rebuilt.events).toBe(verified.events);
    expect((await replay(t.deps.store, { verify: true })).differences).toEqual([]);
  });

  it('rebuilds the same read models when it writes and forgets the rows it holds after every batch', async () => {
    const { token } = await register(t.app, `held.${randomUUID()}@example.com`);
    const created = await t.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(token), payload: { formType: 'MARRIAGE_INFO', data: {} } });
    const id = created.json<{ data: { id: string } }>().data.id;
    for (const city of ['Lima', 'Quito', 'Bogotá']) {
      const saved = await t.app.inject({ method: 'PUT', url: `/api/applications/${id}`, headers: bearer(token), payload: { data: { marriageCity: city }, progress: 1 } });
      expect(saved.statusCode).toBe(200);
    }
    const report = await replay(t.deps.store, { verify: true, batchSize: 2, heldRows: 0 });
    expect(report.differences).toEqual([]);
  });

  it('finds a difference when a read model was changed behind the events', async () => {
    const { userId } = await register(t.app, `tampered.${randomUUID()}@example.com`);
    await t.deps.db.updateTable('users').set({ has_paid: true }).where('id', '=', userId).execute();
    expect((await replay(t.deps.store, { verify: true })).differences).toEqual(['users']);
    await replay(t.deps.store, { verify: false });
    const row = await t.deps.db.selectFrom('users').select('has_paid').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.has_paid).toBe(false);
  });

  it('rebuilds a deleted account\'s applications, answered or empty, to what the live tables hold', async () => {
    const { token } = await register(t.app, `deleted.${randomUUID()}@example.com`);
    const create = (formType: string, data: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(token), payload: { formType, data } });
    expect((await create('PETITIONER_INFO', {})).statusCode).toBe(201);
    const answered = (await create('BENEFICIARY_INFO', { bNameFirst: 'Ana' })).json<{ data: { id: string } }>().data.id;
    const saved = await t.app.inject({ method: 'PUT', url: `/api/applications/${answered}`, headers: bearer(token), payload: { data: { bNameLast: 'Silva' }, progress: 2 } });
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/account', headers: bearer(token), payload: { password: 'correct horse battery' } })).statusCode).toBe(200);
    expect((await replay(t.deps.store, { verify: true })).differences).toEqual([]);
  });
});

describe('the command handler', () => {
  it('records every one of 5 commands sent at once to a stream whose state they do not read (version any)', async () => {
    const stream = {
      decider: recordDecider<MaintenanceEvent>({ MaintenanceScheduled: true, MaintenanceEnded: true }),
      streamId: `test-${randomUUID()}`,
      ownerId: null,
    };
    const scheduled = (message: string): MaintenanceEvent => ({ type: 'MaintenanceScheduled', data: { message, start: null, end: null, scheduledAt: new Date().toISOString() } });
    const messages = Array.from({ length: 5 }, (_, i) => `writer ${i}`);
    // Each conflict is decided again at the version the stream moved to: the last of five meets at most four.
    await Promise.all(messages.map((message) => handleCommand(t.deps.store, stream, scheduled(message), { metadata: { source: 'system' }, version: 'any' })));
    const events = await t.deps.store.readStream(stream.streamId);
    expect(events.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5]);
    expect(events.map((e) => (e.event.type === 'MaintenanceScheduled' ? e.event.data.message : '')).sort()).toEqual(messages);
  });
});

describe('appends of many streams at once', () => {
  it('are written together, and a stale one alone is refused', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => register(t.app, `together.${i}.${randomUUID()}@example.com`)));
    const ids = await Promise.all(
      people.map(async (person) => {
        const created = await t.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(person.token), payload: { formType: 'MARRIAGE_INFO', data: {} } });
        return created.json().data.id as string;
      }),
    );
    const known = await applicationProjection.model.load(t.deps.db, ids, t.deps.keyring);
    // Someone else saves the first application after it was read: its read is stale.
    expect((await t.app.inject({ method: 'PUT', url: `/api/applications/${ids[0]}`, headers: bearer(people[0]!.token), payload: { progress: 1 } })).statusCode).toBe(200);
    const outcomes = await Promise.allSettled(
      ids.map((id, i) => {
        const row = known.get(id)!;
        const event: DomainEvent = { type: 'ProgressChanged', data: { applicationId: id, progress: 5 + i, changedAt: new Date().toISOString() } };
        return t.deps.store.appendKnown(`application-${id}`, row.version, [event], {
          ownerId: people[i]!.userId,
          metadata: { source: 'system' },
          known: { projection: applicationProjection, rows: new Map([[id, row]]) },
        });
      }),
    );
    expect(outcomes[0]).toMatchObject({ status: 'rejected', reason: expect.any(ConcurrencyConflict) });
    expect(outcomes.slice(1).map((o) => o.status)).toEqual(ids.slice(1).map(() => 'fulfilled'));
    const progress = await t.deps.db.selectFrom('applications').select(['id', 'progress']).where('id', 'in', ids).execute();
    expect(Object.fromEntries(progress.map((p) => [p.id, p.progress]))).toEqual(Object.fromEntries(ids.map((id, i) => [id, i === 0 ? 1 : 5 + i])));
    for (const id of ids) {
      const versions = (await t.deps.store.readStream(`application-${id}`)).map((e) => e.streamVersion);
      expect(versions).toEqual(versions.map((_, i) => i + 1));
    }
  });

  it('skip a stream another transaction holds instead of waiting: the others go through, its save waits its turn', async () => {
    const people = await Promise.all([0, 1].map((i) => register(t.app, `held.${i}.${randomUUID()}@example.com`)));
    const ids = await Promise.all(
      people.map(async (person) => {
        const created = await t.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(person.token), payload: { formType: 'MARRIAGE_INFO', data: {} } });
        return created.json().data.id as string;
      }),
    );
    const [held, free] = ids as [string, string];
    const known = await applicationProjection.model.load(t.deps.db, ids, t.deps.keyring);
    let release = () => {};
    let holding = () => {};
    const isHeld = new Promise<void>((resolve) => (holding = resolve));
    const transaction = t.deps.db.transaction().execute(async (tx) => {
      await sql`SELECT version FROM streams WHERE stream_id = ${`application-${held}`} FOR UPDATE`.execute(tx);
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isHeld;
    try {
      const outcomes = await Promise.allSettled(
        ids.map((id, i) =>
          t.deps.store.appendKnown(`application-${id}`, known.get(id)!.version, [{ type: 'ProgressChanged', data: { applicationId: id, progress: 3, changedAt: new Date().toISOString() } }], {
            ownerId: people[i]!.userId,
            metadata: { source: 'system' },
            known: { projection: applicationProjection, rows: new Map([[id, known.get(id)!]]) },
          }),
        ),
      );
      expect(outcomes[0]).toMatchObject({ status: 'rejected', reason: expect.any(ConcurrencyConflict) });
      expect(outcomes[1]?.status).toBe('fulfilled');
      // Through the API the held application's save takes its turn under the lock, and keeps its answer.
      let answered = false;
      const save = t.app.inject({ method: 'PUT', url: `/api/applications/${held}`, headers: bearer(people[0]!.token), payload: { data: { marriageCity: 'Reno' } } });
      void save.then(() => (answered = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      release();
      await transaction;
      const saved = await save;
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.data).toEqual({ marriageCity: 'Reno' });
    } finally {
      release();
      await transaction;
    }
    const progress = await t.deps.db.selectFrom('applications').select(['id', 'progress']).where('id', '=', free).executeTakeFirstOrThrow();
    expect(progress.progress).toBe(3);
  });
});
