import type { SystemStatus } from '../../domain/contract/system.ts';
import type { Executor } from '../db/database.ts';


export async function readSystemStatus(db: Executor): Promise<SystemStatus> {
  const row = await db.selectFrom('system_status').selectAll().where('id', '=', 1).executeTakeFirst();
  return {
    isWarningMode: row?.is_warning_mode ?? false,
    message: row?.message ?? null,
    maintenanceStart: row?.maintenance_start?.toISOString() ?? null,
    maintenanceEnd: row?.maintenance_end?.toISOString() ?? null,
  };
}
