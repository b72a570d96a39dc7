import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Answers } from '../../domain/answers.ts';
import type { Application } from '../../domain/contract/applications.ts';
import {
  applicationStream,
  type ApplicationCommand,
  type ApplicationState,
  type AnswersPatch,
} from '../../domain/applications/application.ts';
import { CATALOGUE } from '../../domain/catalogue/index.ts';
import { formCompleteness } from '../../domain/catalogue/derived.ts';
import { askedForm, petitionAlreadyFiled } from '../../domain/catalogue/printed-by.ts';
import { isFormType, type FormType } from '../../domain/catalogue/types.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import { applicationStreamId, type ApplicationStatus } from '../../domain/events.ts';
import { inTransaction, type Executor } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { isUuid } from '../http/ids.ts';
import { handleCommand, type RowSource } from '../store/command-handler.ts';
import type { EventMetadata } from '../store/vocabulary.ts';
import { applicationProjection, applicationRowOf, applicationStateOf, completenessOf, openAnswers, type ApplicationRow, type StoredRow } from './projection.ts';
import { rowCacheOf } from './row-cache.ts';

/** The application as the routes answer it: its one shape is domain/contract/applications.ts. */
export type ApplicationView = Application;

async function view(db: Executor, deps: AppDeps, row: StoredRow): Promise<ApplicationView> {
  return {
    id: row.id,
    formType: row.form_type,
    data: await openAnswers(db, deps.keyring, row),
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
  return askedCompleteness(await Promise.all(rows.map((row) => view(db, deps, row))));
}

/**
 * The progress of a couple whose petition is already filed counts only the questions they are
 * asked (domain/catalogue/printed-by.ts); the read model's completeness counts every question.
 */
function askedCompleteness(views: ApplicationView[]): ApplicationView[] {
  const couple = Object.fromEntries(views.map((view) => [view.formType, view.data]));
  if (!petitionAlreadyFiled(couple)) return views;
  return views.map((view) => {
    const form = isFormType(view.formType) ? CATALOGUE[view.formType] : undefined;
    return form ? { ...view, completeness: formCompleteness(askedForm(form, couple), view.data) } : view;
  });
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
  if (!isUuid(id)) throw notFound('api.applicationNotFound');
  const row = await db.selectFrom('applications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('api.applicationNotFound');
  return view(db, deps, row);
}

type Change = { patch?: AnswersPatch; progress?: number; status?: ApplicationStatus };

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
 * Where a command on one of the user's applications finds its state: the application's row (which
 * holds the stream's version), read under the stream's lock when asked; with `remembered`, also
 * the row this process last saved (autosave's fast path).
 */
function rowSource(deps: AppDeps, userId: string, id: string, remembered: boolean): RowSource<ApplicationState, ApplicationRow> {
  const cache = rowCacheOf(deps);
  return {
    projection: applicationProjection,
    key: id,
    async read(db, lock) {
      // Locking the stream row makes concurrent saves of one application take turns, each merging its own keys.
      if (lock) await db.selectFrom('streams').select('version').where('stream_id', '=', applicationStreamId(id)).forUpdate().executeTakeFirst();
      const row = await db.selectFrom('applications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row ? applicationRowOf(db, deps.keyring, row) : undefined;
    },
    stateOf: applicationStateOf,
    versionOf: (row) => row.version,
    missing: () => notFound('api.applicationNotFound'),
    ...(remembered
      ? {
          remembered: {
            recall: () => cache.get(userId, id),
            // Remembered settled: its completeness worked out, so a save that changes no answer need not redo it.
            remember: (row) => cache.remember({ ...row, completeness: completenessOf(row), answersChanged: false, completenessBase: undefined, unsealed: new Set() }),
            forget: () => cache.forget(id),
          },
        }
      : {}),
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
    // One application per form type: creations of one type for one user take turns, and the second finds the first.
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`application ${userId} ${formType}`}, 0))`.execute(tx);
    if (await tx.selectFrom('applications').select('id').where('user_id', '=', userId).where('form_type', '=', formType).executeTakeFirst()) {
      throw conflict('api.formExists', { form: CATALOGUE[formType]?.title ?? formType });
    }
    const command: ApplicationCommand = { type: 'CreateApplication', applicationId: id, userId, formType, answers, now: deps.clock().toISOString(), filingDate: deps.filingDate() };
    await handleCommand(deps.store, applicationStream(id, userId), command, { metadata, executor: tx });
    return getApplication(deps, userId, id, tx);
  });
}

/**
 * Saves a change: answers set or removed (a patch), the wizard step, the status. Outside a caller's
 * transaction it takes autosave's fast path (see RowSource): the common case, nobody else saving
 * this application at the same moment, reads at most the row and writes the events and the row's
 * new state in one statement.
 */
export async function saveApplication(
  deps: AppDeps,
  userId: string,
  id: string,
  change: Change,
  metadata: EventMetadata,
  executor: Executor = deps.db,
): Promise<ApplicationView> {
  if (!isUuid(id)) throw notFound('api.applicationNotFound');
  const command: ApplicationCommand = { type: 'SaveApplication', ...change, now: deps.clock().toISOString(), filingDate: deps.filingDate() };
  const { row } = await handleCommand(deps.store, applicationStream(id, userId), command, {
    metadata,
    executor,
    row: rowSource(deps, userId, id, true),
  });
  if (!row) throw notFound('api.applicationNotFound');
  return viewOf(row);
}

export async function deleteApplication(deps: AppDeps, userId: string, id: string, metadata: EventMetadata, executor: Executor = deps.db): Promise<void> {
  if (!isUuid(id)) throw notFound('api.applicationNotFound');
  const command: ApplicationCommand = { type: 'DeleteApplication', now: deps.clock().toISOString() };
  await handleCommand(deps.store, applicationStream(id, userId), command, { metadata, executor, row: rowSource(deps, userId, id, false) });
}
