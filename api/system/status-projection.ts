import type { Projection } from '../store/event-store.ts';

/** The one-row system status read model behind GET /api/system-status. */
export const systemStatusProjection: Projection = {
  name: 'system_status',
  handles: ['MaintenanceScheduled', 'MaintenanceEnded'],
  tables: ['system_status'],
  async apply(tx, { event }) {
    const row =
      event.type === 'MaintenanceScheduled'
        ? { is_warning_mode: true, message: event.data.message, maintenance_start: event.data.start, maintenance_end: event.data.end }
        : { is_warning_mode: false, message: null, maintenance_start: null, maintenance_end: null };
    await tx
      .insertInto('system_status')
      .values({ id: 1, ...row })
      .onConflict((c) => c.column('id').doUpdateSet(row))
      .execute();
  },
  async snapshot(db) {
    return db.selectFrom('system_status').selectAll().execute();
  },
};
