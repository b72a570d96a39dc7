import type { Answers } from '@domain/answers.ts';

/**
 * The answers on screen, outside React so the saver always reads the latest keystroke (no stale
 * closure) and React reads them through useSyncExternalStore. Every change makes a new object.
 */
export class FormDraft {
  private answers: Answers;
  private readonly listeners = new Set<() => void>();

  constructor(initial: Answers) {
    this.answers = initial;
  }

  readonly get = (): Answers => this.answers;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(change: (answers: Answers) => Answers): void {
    const next = change(this.answers);
    if (next === this.answers) return;
    this.answers = next;
    for (const listener of this.listeners) listener();
  }
}
