import { randomUUID } from 'node:crypto';
import { sql, Transaction } from 'kysely';
import type { Answers } from '../../domain/answers.ts';
import {
  ApplicationNotFound,
  decideApplication,
  type ApplicationCommand,
  type ApplicationState,
  type AnswersPatch,
} from '../../domain/applications/application.ts';
import { CATALOGUE } from '../../domain/catalogue/index.ts';
import { isFormType, type FormType } from '../../domain/catalogue/types.ts';
import { APPLICATION_STATUSES, applicationStreamId, type ApplicationEvent, type ApplicationStatus } from '../../domain/events.ts';
import { inTransaction, type Executor } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { isUuid } from '../http/ids.ts';
import { ConcurrencyConflict, type EventMetadata } from '../store/event-store.ts';
import { applicationProjection, applicationRowOf, completenessOf, openAnswers, type ApplicationRow } from './projection.ts';
import { unknownAnswerKey } from './known-keys.ts';
import { rowCacheOf } from './row-cache.ts';

export interface ApplicationView {
  id: string;
  formType: string;
  data: Answers;
  status: string;
  progress: number;
  completeness: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const NOT_FOUND = 'Application not found.';

async function view(db: Executor, deps: AppDeps, row: {
  id: string; user_id: string; form_type: string; status: string; progress: number; data_sealed: string | null;
  completeness: number; version: number; created_at: Date; updated_at: Date;
}): Promise<ApplicationView> {
  return {
    id: row.id,
    formType: row.form_type,
    data: await openAnswers(db, deps.keyring, row.user_id, row.data_sealed),
    status: row.status,
    progress: row.progress,
    completeness: row.completeness,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The user's applications (another user's are never found: every query names the owner). */
export async function listApplications(deps: AppDeps, userId: string, db: Executor = deps.db): Promise<ApplicationView[]> {
  const rows = await db.selectFrom('applications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
  return Promise.all(rows.map((row) => view(db, deps, row)));
}

/** The user's application of one form type (the first, should there be two), opening only its answers. */
export async function findApplicationOfType(deps: AppDeps, userId: string, formType: string, db: Executor = deps.db): Promise<ApplicationView | null> {
  const row = await db
    .selectFrom('applications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('form_type', '=', formType)
    .orderBy('created_at')
    .executeTakeFirst();
  return row ? view(db, deps, row) : null;
}

export async function getApplication(deps: AppDeps, userId: string, id: string, db: Executor = deps.db): Promise<ApplicationView> {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  const row = await db.selectFrom('applications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new HttpError(404, NOT_FOUND);
  return view(db, deps, row);
}

type Change = { patch?: AnswersPatch; progress?: number; status?: ApplicationStatus };

/** The decider's state of an application as its read-model row holds it. */
function stateOf(row: ApplicationRow): Extract<ApplicationState, { status: 'active' }> {
  const formType = row.formType;
  const applicationStatus = APPLICATION_STATUSES.find((s) => s === row.status);
  if (!isFormType(formType) || !applicationStatus) throw new Error(`Application ${row.id} has an unreadable type or status.`);
  return { status: 'active', applicationId: row.id, userId: row.userId, formType, answers: row.answers ?? {}, progress: row.progress, applicationStatus };
}

function decide(command: ApplicationCommand, state: ApplicationState): ApplicationEvent[] {
  try {
    return decideApplication(command, state);
  } catch (error) {
    if (error instanceof ApplicationNotFound) throw new HttpError(404, NOT_FOUND);
    throw error;
  }
}

/** The application as the read model holds it. */
function viewOf(row: ApplicationRow): ApplicationView {
  return {
    id: row.id,
    formType: row.formType,
    data: row.answers ?? {},
    status: row.status,
    progress: row.progress,
    completeness: completenessOf(row),
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Decides a command on the row read and appends its events, writing the row's new state in the same
 * statement; the view is that new state (null once the application is deleted).
 */
async function decideAndAppend(deps: AppDeps, executor: Executor, row: ApplicationRow, command: ApplicationCommand, metadata: EventMetadata): Promise<ApplicationRow | null> {
  const events = decide(command, stateOf(row));
  const after = await deps.store.appendKnown(applicationStreamId(row.id), row.version, events, {
    ownerId: row.userId,
    metadata,
    known: { projection: applicationProjection, rows: new Map([[row.id, row]]) },
    executor,
  });
  return after.get(row.id) ?? null;
}

async function readRow(deps: AppDeps, db: Executor, userId: string, id: string, lock: boolean): Promise<ApplicationRow> {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  // Locking the stream row makes concurrent saves of one application take turns, each merging its own keys.
  if (lock) await db.selectFrom('streams').select('version').where('stream_id', '=', applicationStreamId(id)).forUpdate().executeTakeFirst();
  const row = await db.selectFrom('applications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new HttpError(404, NOT_FOUND);
  return applicationRowOf(db, deps.keyring, row);
}

/** Decides a command under the stream lock and appends its events; returns the application after them. */
async function run(tx: Transaction<Database>, deps: AppDeps, userId: string, id: string, command: ApplicationCommand, metadata: EventMetadata, check?: (row: ApplicationRow) => void): Promise<ApplicationRow | null> {
  const row = await readRow(deps, tx, userId, id, true);
  check?.(row);
  return decideAndAppend(deps, tx, row, command, metadata);
}

export async function createApplication(
  deps: AppDeps,
  userId: string,
  formType: FormType,
  answers: Answers,
  metadata: EventMetadata,
  executor: Executor = deps.db,
): Promise<ApplicationView> {
  const id = randomUUID();
  return inTransaction(executor, async (tx) => {
    // One application per form type: creations of one type for one user take turns, and the second finds the first.
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`application ${userId} ${formType}`}, 0))`.execute(tx);
    if (await tx.selectFrom('applications').select('id').where('user_id', '=', userId).where('form_type', '=', formType).executeTakeFirst()) {
      throw new HttpError(409, `You already have a ${CATALOGUE[formType]?.title ?? formType} form; open it from the dashboard.`);
    }
    const events = decideApplication(
      { type: 'CreateApplication', applicationId: id, userId, formType, answers, now: deps.clock().toISOString(), filingDate: deps.filingDate() },
      { status: 'none' },
    );
    await deps.store.append(applicationStreamId(id), 0, events, { ownerId: userId, metadata, executor: tx });
    return getApplication(deps, userId, id, tx);
  });
}

/**
 * Saves a change: answers set or removed (a patch), the wizard step, the status. The common case —
 * nobody else saving this application at the same moment — reads the row once and writes the events
 * and the row's new state in one statement; when another save got in between, the save takes its
 * turn under the stream's lock instead, so both keep their answers.
 */
export async function saveApplication(
  deps: AppDeps,
  userId: string,
  id: string,
  change: Change,
  metadata: EventMetadata,
  executor: Executor = deps.db,
): Promise<ApplicationView> {
  const command: ApplicationCommand = { type: 'SaveApplication', ...change, now: deps.clock().toISOString(), filingDate: deps.filingDate() };
  const check = (row: ApplicationRow) => {
    const stray = change.patch && isFormType(row.formType) ? unknownAnswerKey(row.formType, change.patch) : undefined;
    if (stray) throw new HttpError(400, `Unknown question "${stray}" for ${row.formType}.`);
  };
  const locked = (tx: Transaction<Database>) =>
    run(tx, deps, userId, id, command, metadata, check).then((saved) => {
      if (!saved) throw new HttpError(404, NOT_FOUND);
      return saved;
    });
  // Inside a caller's transaction (onboarding, the application set) the save joins it, under the lock.
  if (executor instanceof Transaction) return viewOf(await locked(executor));
  const cache = rowCacheOf(deps);
  const row = cache.get(userId, id) ?? (await readRow(deps, deps.db, userId, id, false));
  check(row);
  let saved: ApplicationRow;
  try {
    const written = await decideAndAppend(deps, deps.db, row, command, metadata);
    if (!written) throw new HttpError(404, NOT_FOUND);
    saved = written;
  } catch (error) {
    cache.forget(id);
    if (!(error instanceof ConcurrencyConflict)) throw error;
    saved = await inTransaction(deps.db, locked);
  }
  // Committed: one statement outside a transaction, or the transaction opened here.
  const view = viewOf(saved);
  // Remembered settled: its completeness worked out, so a save that changes no answer need not redo it.
  cache.remember({ ...saved, completeness: view.completeness, answersChanged: false });
  return view;
}

export async function deleteApplication(deps: AppDeps, userId: string, id: string, metadata: EventMetadata, executor: Executor = deps.db): Promise<void> {
  await inTransaction(executor, (tx) => run(tx, deps, userId, id, { type: 'DeleteApplication', now: deps.clock().toISOString() }, metadata));
}
