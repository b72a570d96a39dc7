import type { SystemStatus } from '../../domain/contract/system.ts';
import { SYSTEM_STREAM_ID, type SystemEvent } from '../../domain/events.ts';
import { decideMaintenance, evolveMaintenance, type MaintenanceCommand } from '../../domain/system/maintenance.ts';
import type { Executor } from '../db/database.ts';
import type { EventMetadata, EventStore, RecordedEvent } from '../store/event-store.ts';

const isSystemEvent = (r: RecordedEvent): r is RecordedEvent<SystemEvent> =>
  r.event.type === 'MaintenanceScheduled' || r.event.type === 'MaintenanceEnded';

export async function runMaintenanceCommand(store: EventStore, command: MaintenanceCommand, metadata: EventMetadata): Promise<void> {
  const recorded = await store.readStream(SYSTEM_STREAM_ID);
  const state = recorded.filter(isSystemEvent).reduce((s, r) => evolveMaintenance(s, r.event), { active: false });
  await store.append(SYSTEM_STREAM_ID, recorded.length, decideMaintenance(command, state), { metadata });
}


export async function readSystemStatus(db: Executor): Promise<SystemStatus> {
  const row = await db.selectFrom('system_status').selectAll().where('id', '=', 1).executeTakeFirst();
  return {
    isWarningMode: row?.is_warning_mode ?? false,
    message: row?.message ?? null,
    maintenanceStart: row?.maintenance_start?.toISOString() ?? null,
    maintenanceEnd: row?.maintenance_end?.toISOString() ?? null,
  };
}
