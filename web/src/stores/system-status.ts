import type { SystemStatus } from '@domain/contract/system.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';
import { proxy } from 'valtio';
import { api } from '../lib/api-client.ts';

interface SystemStatusState {
  isWarningMode: boolean;
  maintenanceStartTime: string | null;
  maintenanceEndTime: string | null;
  maintenanceMessage: string | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
}

export const systemStatusState = proxy<SystemStatusState>({
  isWarningMode: false,
  maintenanceStartTime: null,
  maintenanceEndTime: null,
  maintenanceMessage: null,
  status: 'idle',
});

export async function fetchSystemStatus(): Promise<void> {
  systemStatusState.status = 'loading';
  try {
    const status = await api<SystemStatus>(API_ROUTES.systemStatus, undefined, 'Failed to fetch system status');
    Object.assign(systemStatusState, {
      isWarningMode: status.isWarningMode,
      maintenanceMessage: status.message,
      maintenanceStartTime: status.maintenanceStart,
      maintenanceEndTime: status.maintenanceEnd,
      status: 'succeeded',
    });
  } catch {
    systemStatusState.status = 'failed';
  }
}
