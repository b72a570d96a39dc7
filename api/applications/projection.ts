import type { Answers } from '../../domain/answers.ts';
import { mergeAnswers } from '../../domain/applications/application.ts';
import { completeness } from '../../domain/catalogue/derived.ts';
import type { Executor } from '../db/database.ts';
import type { Projection } from '../store/event-store.ts';
import type { Keyring } from '../store/keyring.ts';
import { parseAnswers } from './answers-schema.ts';

export async function openAnswers(db: Executor, keyring: Keyring, userId: string, sealed: string | null): Promise<Answers> {
  if (!sealed) return {};
  const opened = await keyring.open(db, userId, sealed);
  return opened === null ? {} : parseAnswers(JSON.parse(opened));
}

/** The applications read model: one row per live application, answers sealed with the owner's key. */
export const applicationProjection: Projection = {
  name: 'applications',
  handles: ['ApplicationCreated', 'AnswersChanged', 'ProgressChanged', 'ApplicationStatusChanged', 'ApplicationDeleted'],
  tables: ['applications'],
  async apply(tx, recorded, keyring) {
    const { event, streamVersion } = recorded;
    switch (event.type) {
      case 'ApplicationCreated': {
        const { applicationId, userId, formType, createdAt } = event.data;
        await tx
          .insertInto('applications')
          .values({
            id: applicationId,
            user_id: userId,
            form_type: formType,
            status: 'draft',
            progress: 0,
            data_sealed: null,
            completeness: completeness(formType, {}),
            version: streamVersion,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .execute();
        return;
      }
      case 'AnswersChanged': {
        const row = await tx.selectFrom('applications').select(['user_id', 'form_type', 'data_sealed']).where('id', '=', event.data.applicationId).executeTakeFirst();
        if (!row) return;
        // A deleted owner's answers are unreadable; the replayed row keeps none.
        if (recorded.redacted) {
          await tx.updateTable('applications').set({ data_sealed: null, version: streamVersion }).where('id', '=', event.data.applicationId).execute();
          return;
        }
        const answers = mergeAnswers(await openAnswers(tx, keyring, row.user_id, row.data_sealed), event.data.changed, event.data.removed);
        await tx
          .updateTable('applications')
          .set({
            data_sealed: await keyring.seal(tx, row.user_id, JSON.stringify(answers)),
            completeness: completeness(row.form_type, answers),
            version: streamVersion,
            updated_at: event.data.changedAt,
          })
          .where('id', '=', event.data.applicationId)
          .execute();
        return;
      }
      case 'ProgressChanged':
        await tx
          .updateTable('applications')
          .set({ progress: event.data.progress, version: streamVersion, updated_at: event.data.changedAt })
          .where('id', '=', event.data.applicationId)
          .execute();
        return;
      case 'ApplicationStatusChanged':
        await tx
          .updateTable('applications')
          .set({ status: event.data.status, version: streamVersion, updated_at: event.data.changedAt })
          .where('id', '=', event.data.applicationId)
          .execute();
        return;
      case 'ApplicationDeleted':
        await tx.deleteFrom('applications').where('id', '=', event.data.applicationId).execute();
        return;
      default:
        return;
    }
  },
  async snapshot(db, keyring) {
    const rows = await db.selectFrom('applications').selectAll().orderBy('id').execute();
    return Promise.all(
      rows.map(async ({ data_sealed, ...row }) => ({ ...row, answers: await openAnswers(db, keyring, row.user_id, data_sealed) })),
    );
  },
};
