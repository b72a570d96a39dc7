import type { DomainEvent } from './events.ts';

/**
 * The rules of one kind of stream as a value (the decider pattern): where a stream starts, how each
 * of its events moves the state, and what a command decides on the state: the events to record,
 * none when there is nothing new, or a Refusal (domain/errors.ts). Pure: the API's one command
 * handler (api/store/command-handler.ts) loads the state, decides and appends.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  readonly initialState: State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => Event[];
  /** Whether a recorded event is one of this stream's. */
  readonly isEvent: (event: DomainEvent) => event is Event;
}

/** The state after `events`, from the decider's initial state. */
export const fold = <C, E extends DomainEvent, S>(decider: Decider<C, E, S>, events: readonly E[]): S =>
  events.reduce(decider.evolve, decider.initialState);

/**
 * A guard for the events of one union, from a record naming each of its types: leaving a type out,
 * or naming one of another union, does not compile.
 */
export const eventsOfTypes = <E extends DomainEvent>(types: { readonly [T in E['type']]: true }) =>
  (event: DomainEvent): event is E => Object.hasOwn(types, event.type);

/**
 * The rules of a stream that records what happened (an operator's action, a look at USCIS): the
 * command is the event to record, and nothing recorded before changes it, so the stream has no
 * state. Its events are appended at whatever version the stream is at (the command handler's
 * `version: 'any'`).
 */
export const recordDecider = <E extends DomainEvent>(types: { readonly [T in E['type']]: true }): Decider<E, E, null> => ({
  initialState: null,
  evolve: () => null,
  decide: (event) => [event],
  isEvent: eventsOfTypes<E>(types),
});

/** One stream a decider rules: where its events are kept, and whose they are (null: the system's). */
export interface CommandStream<Command, Event extends DomainEvent, State> {
  readonly decider: Decider<Command, Event, State>;
  readonly streamId: string;
  /** The user the stream belongs to: the events' personal fields are sealed with that user's key. */
  readonly ownerId: string | null;
}
