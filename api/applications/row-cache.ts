import type { AppDeps } from '../deps.ts';
import type { ApplicationRow } from './projection.ts';

/**
 * The applications this process last saved, as committed, so the next save of one (the next
 * keystroke pause of the same wizard) needs no read. A row is only a guess: the save appends with
 * the row's version as the expected one, and when anything else wrote the stream since, the claim
 * fails and the save reads the row afresh under the stream lock. Only rows a committed statement
 * wrote are kept, so a version can never name other content than the one remembered. Bounded in
 * number and age: these are opened answers, held no longer than a wizard's pause between saves.
 */
export class ApplicationRowCache {
  readonly #rows = new Map<string, { row: ApplicationRow; until: number }>();
  readonly #limit: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: { limit?: number; ttlMs?: number; now?: () => number } = {}) {
    this.#limit = options.limit ?? 2_000;
    this.#ttlMs = options.ttlMs ?? 10 * 60_000;
    this.#now = options.now ?? Date.now;
  }

  /** The owner's application as last saved here, unless it is too old to be worth a guess. */
  get(userId: string, id: string): ApplicationRow | undefined {
    const entry = this.#rows.get(id);
    if (!entry) return undefined;
    if (entry.until < this.#now() || entry.row.userId !== userId) {
      this.#rows.delete(id);
      return undefined;
    }
    return entry.row;
  }

  /** Remembers a row a committed write left; the oldest goes when the cache is full. */
  remember(row: ApplicationRow): void {
    this.#rows.delete(row.id);
    this.#rows.set(row.id, { row, until: this.#now() + this.#ttlMs });
    if (this.#rows.size > this.#limit) {
      const oldest = this.#rows.keys().next();
      if (!oldest.done) this.#rows.delete(oldest.value);
    }
  }

  forget(id: string): void {
    this.#rows.delete(id);
  }

  forgetOwner(userId: string): void {
    for (const [id, entry] of this.#rows) if (entry.row.userId === userId) this.#rows.delete(id);
  }
}

const byDeps = new WeakMap<AppDeps, ApplicationRowCache>();

export function rowCacheOf(deps: AppDeps): ApplicationRowCache {
  let cache = byDeps.get(deps);
  if (!cache) {
    const created = new ApplicationRowCache();
    // A deleted account's answers are not kept in memory any longer than its sessions live.
    deps.store.onAppended((events) => {
      for (const event of events) if (event.type === 'AccountDeleted') created.forgetOwner(event.data.userId);
    });
    byDeps.set(deps, created);
    cache = created;
  }
  return cache;
}
