import type { Answers } from '../../domain/answers.ts';
import { APPLICATION_EVENT_TYPES, evolveApplication, initialApplicationState, type ApplicationState } from '../../domain/applications/application.ts';
import { completeness, type CompletenessBase } from '../../domain/catalogue/derived.ts';
import { isFormType } from '../../domain/catalogue/types.ts';
import { APPLICATION_STATUSES, type ApplicationEvent } from '../../domain/events.ts';
import type { Executor } from '../db/database.ts';
import { rowProjection, type Projection } from '../store/projection.ts';
import type { Keyring } from '../store/keyring.ts';
import { ALL_SECTIONS, mergeSections, openSections, sealSections, sectionOf, type UnsealedSections } from './answer-sections.ts';

/** The answers of a stored application row, opened; none once the owner's key is destroyed. */
export async function openAnswers(db: Executor, keyring: Keyring, row: SealedAnswers & { user_id: string }): Promise<Answers> {
  return (await openSections(db, keyring, row.user_id, row)) ?? {};
}

/** One application as the read model holds it, answers opened. */
export interface ApplicationRow {
  id: string;
  userId: string;
  formType: string;
  status: string;
  progress: number;
  /** null once the owner's key is destroyed: the answers are unreadable. */
  answers: Answers | null;
  completeness: number;
  /** True when the answers changed since `completeness` was computed (it is computed once, on write). */
  answersChanged: boolean;
  /** While answersChanged: the answers `completeness` was computed for and the keys changed since, when known. */
  completenessBase?: CompletenessBase | undefined;
  /** The sections whose answers changed since the row was stored: a write seals only these. */
  unsealed: UnsealedSections;
  version: number;
  createdAt: string;
  updatedAt: string;
}

type SealedAnswers = { data_sealed: string | null; sections_sealed: Record<string, string> };

export type StoredRow = SealedAnswers & {
  id: string; user_id: string; form_type: string; status: string; progress: number;
  completeness: number; version: number; created_at: Date; updated_at: Date;
};

export async function applicationRowOf(db: Executor, keyring: Keyring, row: StoredRow): Promise<ApplicationRow> {
  return {
    id: row.id,
    userId: row.user_id,
    formType: row.form_type,
    status: row.status,
    progress: row.progress,
    answers: await openSections(db, keyring, row.user_id, row),
    completeness: row.completeness,
    answersChanged: false,
    // A row not saved since migration 0014 moves every answer to its sections at its next write.
    unsealed: row.data_sealed === null ? new Set() : 'all',
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The decider's state of an application as its read-model row holds it. */
export function applicationStateOf(row: ApplicationRow): ApplicationState {
  const formType = row.formType;
  const applicationStatus = APPLICATION_STATUSES.find((s) => s === row.status);
  if (!isFormType(formType) || !applicationStatus) throw new Error(`Application ${row.id} has an unreadable type or status.`);
  return { status: 'active', applicationId: row.id, userId: row.userId, formType, answers: row.answers ?? {}, progress: row.progress, applicationStatus };
}

/** `unsealed` with the sections of the answers set or removed. */
function withSections(unsealed: UnsealedSections, formType: string, changed: Answers, removed: readonly string[]): UnsealedSections {
  if (unsealed === 'all') return unsealed;
  const next = new Set(unsealed);
  for (const key in changed) next.add(sectionOf(formType, key));
  for (const key of removed) next.add(sectionOf(formType, key));
  return next;
}

/** What completeness may start from after a change of `row`'s answers: its own answers when settled. */
function baseAfter(row: ApplicationRow, changed: Answers, removed: readonly string[]): CompletenessBase | undefined {
  const base = !row.answersChanged && row.answers !== null ? { answers: row.answers, keys: new Set<string>() } : row.completenessBase;
  if (!base) return undefined;
  const keys = new Set([...base.keys, ...Object.keys(changed), ...removed]);
  // Many changes at once (a replay's batch): looking at every question again costs less than following them.
  return keys.size > 32 ? undefined : { answers: base.answers, keys };
}

const completenessOfRow = new WeakMap<ApplicationRow, number>();

/**
 * The row's completeness: worked out from its answers once per row object (a save's view and the
 * write of the row share it), or kept as read when the answers did not change or cannot be read.
 */
export function completenessOf(row: ApplicationRow): number {
  if (!row.answersChanged || row.answers === null) return row.completeness;
  const known = completenessOfRow.get(row);
  if (known !== undefined) return known;
  const computed = completeness(row.formType, row.answers, row.completenessBase);
  completenessOfRow.set(row, computed);
  return computed;
}

/** The applications read model: one row per live application, answers sealed with the owner's key. */
export const applicationProjection = rowProjection<ApplicationRow, ApplicationEvent>({
  name: 'applications',
  handles: APPLICATION_EVENT_TYPES,
  table: 'applications',
  keyColumn: 'id',
  keyOf: (event) => event.data.applicationId,
  async load(db, keys, keyring) {
    const rows = await db.selectFrom('applications').selectAll().where('id', 'in', keys).execute();
    return new Map(await Promise.all(rows.map(async (row) => [row.id, await applicationRowOf(db, keyring, row)] as const)));
  },
  evolve(row, recorded) {
    const { event, streamVersion } = recorded;
    // A deleted owner's answers are unreadable; the replayed row keeps none (see deletedAccountApplications below).
    if (row && event.type === 'AnswersChanged' && (recorded.redacted || row.answers === null)) {
      return { ...row, answers: null, answersChanged: false, unsealed: 'all', version: streamVersion, updatedAt: event.data.changedAt };
    }
    // The application as its decider sees it (answers, progress, status, whether it lives); the row adds what the read model keeps besides.
    const state = evolveApplication(row ? applicationStateOf(row) : initialApplicationState, event);
    if (state.status !== 'active') return undefined;
    switch (event.type) {
      case 'ApplicationCreated': {
        const { createdAt } = event.data;
        return {
          id: state.applicationId, userId: state.userId, formType: state.formType, status: state.applicationStatus, progress: state.progress,
          answers: state.answers, completeness: 0, answersChanged: true, unsealed: 'all', version: streamVersion, createdAt, updatedAt: createdAt,
        };
      }
      case 'AnswersChanged':
        if (!row) return undefined;
        return {
          ...row,
          answers: state.answers,
          answersChanged: true,
          completenessBase: baseAfter(row, event.data.changed, event.data.removed),
          unsealed: withSections(row.unsealed, row.formType, event.data.changed, event.data.removed),
          version: streamVersion,
          updatedAt: event.data.changedAt,
        };
      case 'ProgressChanged':
      case 'ApplicationStatusChanged':
        if (!row) return undefined;
        return { ...row, progress: state.progress, status: state.applicationStatus, version: streamVersion, updatedAt: event.data.changedAt };
      case 'ApplicationDeleted':
        return undefined;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
  async columns(row, db, keyring) {
    return {
      id: row.id,
      user_id: row.userId,
      form_type: row.formType,
      status: row.status,
      progress: row.progress,
      data_sealed: null,
      // Unreadable answers are stored as none: nothing needs the owner's key (destroyed, in a replay of a deleted account).
      sections_sealed: row.answers === null ? { [ALL_SECTIONS]: '' } : await sealSections(db, keyring, row.userId, row.formType, row.answers, row.unsealed),
      completeness: completenessOf(row),
      version: row.version,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    };
  },
  merged: { sections_sealed: mergeSections },
  async snapshot(db, keyring) {
    const rows = await db.selectFrom('applications').selectAll().orderBy('id').execute();
    return Promise.all(
      rows.map(async ({ data_sealed, sections_sealed, ...row }) => ({ ...row, answers: await openAnswers(db, keyring, { ...row, data_sealed, sections_sealed }) })),
    );
  },
});

/**
 * A deleted account's applications keep no trace of their answers: the sealed answers and the
 * completeness worked out from them are cleared, as a replay (which cannot open those answers any
 * more) leaves them. Runs after the applications projection, on the rows it owns.
 */
export const deletedAccountApplications: Projection = {
  name: 'deleted_account_applications',
  handles: ['AccountDeleted'],
  tables: [],
  changesOthers: ['applications'],
  async apply(tx, events) {
    const userIds = events.flatMap(({ event }) => (event.type === 'AccountDeleted' ? [event.data.userId] : []));
    if (userIds.length === 0) return;
    await tx.updateTable('applications').set({ data_sealed: null, sections_sealed: '{}', completeness: 0 }).where('user_id', 'in', userIds).execute();
  },
  async snapshot() {
    return null;
  },
};
