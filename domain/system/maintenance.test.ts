import { describe, it } from 'vitest';
import { given } from '../../testing/decider.ts';
import { maintenanceDecider, type MaintenanceEvent } from './maintenance.ts';

const NOW = '2026-11-30T08:00:00.000Z';
const scheduled: MaintenanceEvent = {
  type: 'MaintenanceScheduled',
  data: { message: 'Upgrade tonight', start: '2026-12-01T02:00:00.000Z', end: '2026-12-01T03:00:00.000Z', scheduledAt: NOW },
};
const ended: MaintenanceEvent = { type: 'MaintenanceEnded', data: { endedAt: NOW } };
const banner = (...history: MaintenanceEvent[]) => given(maintenanceDecider, ...history);

describe('the maintenance decider', () => {
  it('announces maintenance with its message trimmed, and announces it again with a new message', () => {
    banner().when({ type: 'ScheduleMaintenance', message: '  Upgrade tonight ', start: '2026-12-01T02:00:00.000Z', end: '2026-12-01T03:00:00.000Z', now: NOW }).then(scheduled);
    banner(scheduled)
      .when({ type: 'ScheduleMaintenance', message: 'Moved to Friday', start: null, end: null, now: NOW })
      .then({ type: 'MaintenanceScheduled', data: { message: 'Moved to Friday', start: null, end: null, scheduledAt: NOW } });
  });

  it('refuses an announcement without a message, or one that ends before it starts', () => {
    banner().when({ type: 'ScheduleMaintenance', message: '  ', start: null, end: null, now: NOW }).thenRefused('invalid', 'Give the message people will read in the banner.');
    banner()
      .when({ type: 'ScheduleMaintenance', message: 'Upgrade', start: '2026-12-01T03:00:00.000Z', end: '2026-12-01T02:00:00.000Z', now: NOW })
      .thenRefused('invalid', 'The maintenance must end after it starts.');
  });

  it('ends an announcement once, and ends nothing when none is on', () => {
    banner(scheduled).when({ type: 'EndMaintenance', now: NOW }).then(ended);
    banner(scheduled, ended).when({ type: 'EndMaintenance', now: NOW }).then();
    banner().when({ type: 'EndMaintenance', now: NOW }).then();
  });
});
