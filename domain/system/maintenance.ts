import { eventsOfTypes, type CommandStream, type Decider } from '../decider.ts';
import { invalid } from '../errors.ts';
import { SYSTEM_STREAM_ID, type SystemEvent } from '../events.ts';

/** The events of the maintenance stream (the system's other events are on streams of their own). */
export type MaintenanceEvent = Extract<SystemEvent, { type: 'MaintenanceScheduled' | 'MaintenanceEnded' }>;

export type MaintenanceCommand =
  | { type: 'ScheduleMaintenance'; message: string; start: string | null; end: string | null; now: string }
  | { type: 'EndMaintenance'; now: string };

export interface MaintenanceState {
  active: boolean;
}

const evolveMaintenance = (_state: MaintenanceState, event: MaintenanceEvent): MaintenanceState => ({
  active: event.type === 'MaintenanceScheduled',
});

function decideMaintenance(command: MaintenanceCommand, state: MaintenanceState): MaintenanceEvent[] {
  switch (command.type) {
    case 'ScheduleMaintenance': {
      const message = command.message.trim();
      if (!message) throw invalid('api.maintenance.messageMissing');
      if (command.start && command.end && Date.parse(command.start) > Date.parse(command.end)) {
        throw invalid('api.maintenance.endAfterStart');
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

/** The maintenance banner's stream (SYSTEM_STREAM_ID): announced, and ended. */
export const maintenanceDecider: Decider<MaintenanceCommand, MaintenanceEvent, MaintenanceState> = {
  initialState: { active: false },
  evolve: evolveMaintenance,
  decide: decideMaintenance,
  isEvent: eventsOfTypes<MaintenanceEvent>({ MaintenanceScheduled: true, MaintenanceEnded: true }),
};

export const maintenanceStream: CommandStream<MaintenanceCommand, MaintenanceEvent, MaintenanceState> = {
  decider: maintenanceDecider,
  streamId: SYSTEM_STREAM_ID,
  ownerId: null,
};
