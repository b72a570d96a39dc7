import type { SystemEvent } from '../events.ts';

export type MaintenanceCommand =
  | { type: 'ScheduleMaintenance'; message: string; start: string | null; end: string | null; now: string }
  | { type: 'EndMaintenance'; now: string };

export interface MaintenanceState {
  active: boolean;
}

export const evolveMaintenance = (_state: MaintenanceState, event: SystemEvent): MaintenanceState => ({
  active: event.type === 'MaintenanceScheduled',
});

export class MaintenanceError extends Error {}

export function decideMaintenance(command: MaintenanceCommand, state: MaintenanceState): SystemEvent[] {
  switch (command.type) {
    case 'ScheduleMaintenance': {
      const message = command.message.trim();
      if (!message) throw new MaintenanceError('Give the message people will read in the banner.');
      if (command.start && command.end && Date.parse(command.start) > Date.parse(command.end)) {
        throw new MaintenanceError('The maintenance must end after it starts.');
      }
      return [{ type: 'MaintenanceScheduled', data: { message, start: command.start, end: command.end, scheduledAt: command.now } }];
    }
    case 'EndMaintenance':
      return state.active ? [{ type: 'MaintenanceEnded', data: { endedAt: command.now } }] : [];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}
