import type { Selectable } from 'kysely';
import type { MaintenanceEvent } from '../../domain/system/maintenance.ts';
import type { Database } from '../db/schema.ts';
import { plainRows, rowProjection, type Plain } from '../store/projection.ts';

type StatusRow = Plain<Selectable<Database['system_status']>>;

/** The one-row system status read model behind GET /api/system-status. */
export const systemStatusProjection = rowProjection<StatusRow, MaintenanceEvent>({
  name: 'system_status',
  handles: { MaintenanceScheduled: true, MaintenanceEnded: true },
  table: 'system_status',
  keyColumn: 'id',
  keyOf: () => '1',
  async load(db) {
    return plainRows(await db.selectFrom('system_status').selectAll().execute(), 'id');
  },
  evolve(_row, { event }) {
    switch (event.type) {
      case 'MaintenanceScheduled':
        return { id: 1, is_warning_mode: true, message: event.data.message, maintenance_start: event.data.start, maintenance_end: event.data.end };
      case 'MaintenanceEnded':
        return { id: 1, is_warning_mode: false, message: null, maintenance_start: null, maintenance_end: null };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
  async columns(row) {
    return row;
  },
  async snapshot(db) {
    return db.selectFrom('system_status').selectAll().execute();
  },
});
