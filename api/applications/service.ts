import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Answers } from '../../domain/answers.ts';
import {
  ApplicationNotFound,
  decideApplication,
  evolveApplication,
  type ApplicationCommand,
  type ApplicationState,
  type AnswersPatch,
} from '../../domain/applications/application.ts';
import { isFormType, type FormType } from '../../domain/catalogue/types.ts';
import { APPLICATION_STATUSES, applicationStreamId, type ApplicationStatus } from '../../domain/events.ts';
import { inTransaction, type Executor } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { completeness } from '../../domain/catalogue/derived.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { isUuid } from '../http/ids.ts';
import type { EventMetadata } from '../store/event-store.ts';
import { openAnswers } from './projection.ts';

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

/**
 * Loads the application's state under a lock on its stream, so concurrent saves of one application
 * run one after another (each merging its own keys) instead of failing on a version conflict.
 */
async function lockedState(
  tx: Transaction<Database>,
  deps: AppDeps,
  userId: string,
  id: string,
): Promise<{ state: ApplicationState; version: number; createdAt: Date; updatedAt: Date }> {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  const stream = await tx.selectFrom('streams').select('version').where('stream_id', '=', applicationStreamId(id)).forUpdate().executeTakeFirst();
  const row = await tx.selectFrom('applications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!stream || !row) throw new HttpError(404, NOT_FOUND);
  const formType = row.form_type;
  const applicationStatus = APPLICATION_STATUSES.find((s) => s === row.status);
  if (!isFormType(formType) || !applicationStatus) throw new Error(`Application ${id} has an unreadable type or status.`);
  const state: ApplicationState = {
    status: 'active',
    applicationId: id,
    userId,
    formType,
    answers: await openAnswers(tx, deps.keyring, userId, row.data_sealed),
    progress: row.progress,
    applicationStatus,
  };
  return { state, version: stream.version, createdAt: row.created_at, updatedAt: row.updated_at };
}

/** Decides a command under the stream lock and appends its events; returns the application after them. */
async function run(tx: Transaction<Database>, deps: AppDeps, userId: string, id: string, command: ApplicationCommand, metadata: EventMetadata): Promise<ApplicationView | null> {
  const { state, version, createdAt, updatedAt } = await lockedState(tx, deps, userId, id);
  let events;
  try {
    events = decideApplication(command, state);
  } catch (error) {
    if (error instanceof ApplicationNotFound) throw new HttpError(404, NOT_FOUND);
    throw error;
  }
  await deps.store.append(applicationStreamId(id), version, events, { ownerId: userId, metadata, executor: tx });
  const after = events.reduce(evolveApplication, state);
  if (after.status !== 'active') return null;
  // The view follows from the state and the events just appended: no second read of the row.
  return {
    id,
    formType: after.formType,
    data: after.answers,
    status: after.applicationStatus,
    progress: after.progress,
    completeness: completeness(after.formType, after.answers),
    version: version + events.length,
    createdAt: createdAt.toISOString(),
    updatedAt: events.length > 0 ? command.now : updatedAt.toISOString(),
  };
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
    const events = decideApplication(
      { type: 'CreateApplication', applicationId: id, userId, formType, answers, now: deps.clock().toISOString() },
      { status: 'none' },
    );
    await deps.store.append(applicationStreamId(id), 0, events, { ownerId: userId, metadata, executor: tx });
    return getApplication(deps, userId, id, tx);
  });
}

export async function saveApplication(
  deps: AppDeps,
  userId: string,
  id: string,
  change: { patch?: AnswersPatch; progress?: number; status?: ApplicationStatus },
  metadata: EventMetadata,
  executor: Executor = deps.db,
): Promise<ApplicationView> {
  return inTransaction(executor, async (tx) => {
    const saved = await run(tx, deps, userId, id, { type: 'SaveApplication', ...change, now: deps.clock().toISOString() }, metadata);
    if (!saved) throw new HttpError(404, NOT_FOUND);
    return saved;
  });
}

export async function deleteApplication(deps: AppDeps, userId: string, id: string, metadata: EventMetadata, executor: Executor = deps.db): Promise<void> {
  await inTransaction(executor, (tx) => run(tx, deps, userId, id, { type: 'DeleteApplication', now: deps.clock().toISOString() }, metadata));
}

/** The form type of one of the user's applications, without opening its answers. */
export async function applicationFormType(deps: AppDeps, userId: string, id: string): Promise<string> {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  const row = await deps.db.selectFrom('applications').select('form_type').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row.form_type;
}
