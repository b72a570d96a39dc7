/**
 * Test support: a decider's behaviour written as given/when/then. Given the events already on a
 * stream, when a command is decided, then these events are recorded, or the command is refused
 * with this kind of refusal. No database and no clock: a decider is pure.
 */
import { expect } from 'vitest';
import { fold, type Decider } from '../domain/decider.ts';
import { Refusal, type RefusalKind } from '../domain/errors.ts';
import type { DomainEvent } from '../domain/events.ts';

export interface When<E> {
  /** The events decided, to look at more closely than `then` does. */
  readonly events: () => E[];
  /** The command records exactly these events (none: nothing new to record). */
  readonly then: (...expected: E[]) => void;
  /** The command is refused with this kind (and message); returns the refusal. */
  readonly thenRefused: (kind: RefusalKind, message?: string | RegExp) => Refusal;
}

export function given<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, ...history: E[]): { when: (command: C) => When<E> } {
  const state = fold(decider, history);
  return {
    when: (command) => ({
      events: () => decider.decide(command, state),
      then: (...expected) => expect(decider.decide(command, state)).toEqual(expected),
      thenRefused: (kind, message) => {
        let refusal: unknown;
        try {
          decider.decide(command, state);
        } catch (error) {
          refusal = error;
        }
        if (!(refusal instanceof Refusal)) throw new Error(`expected a refusal (${kind}), got ${refusal === undefined ? 'the command accepted' : String(refusal)}`);
        expect(refusal.kind).toBe(kind);
        if (message !== undefined) expect(refusal.message).toMatch(message);
        return refusal;
      },
    }),
  };
}
