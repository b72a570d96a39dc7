/**
 * Unauthenticated refusals (a 401 to a request with no valid session: `/api/auth/me` or `/metrics`
 * without a token) cost nothing to send, so a flood of them must not become a flood of writes
 * (issue 21 item 10). In each minute, the first refusal of a client on a route and for a reason is
 * written as it happens, up to FIRST_ROWS_A_MINUTE of them; the others are counted here, and when the
 * minute ends each count becomes one row (`refusals` = how many): one for each client already
 * written, and one per route and reason, with no client, for those beyond the cap. Rows a minute
 * are so bounded by the cap and the number of routes, whatever the flood; the metrics count each one.
 */

export const WINDOW_MS = 60_000;
export const FIRST_ROWS_A_MINUTE = 30;

export interface RefusalRow {
  occurredAt: Date;
  reason: string | null;
  route: string | null;
  requestId: string;
  clientHash: string | null;
  refusals: number;
}

interface Pending {
  row: Omit<RefusalRow, 'refusals'>;
  refusals: number;
}

export class RefusalSummary {
  readonly #write: (rows: RefusalRow[]) => Promise<void>;
  #windowStart = 0;
  #written = 0;
  /** Clients already written this minute, by client, route and reason, with the refusals since. */
  readonly #repeats = new Map<string, Pending>();
  /** Refusals beyond the cap, by route and reason. */
  readonly #overflow = new Map<string, Pending>();

  constructor(write: (rows: RefusalRow[]) => Promise<void>) {
    this.#write = write;
  }

  /** The row to write now, or null when the refusal is only counted. */
  async note(row: Omit<RefusalRow, 'refusals'>): Promise<RefusalRow | null> {
    if (row.occurredAt.getTime() - this.#windowStart >= WINDOW_MS) {
      await this.flush();
      this.#windowStart = row.occurredAt.getTime();
    }
    const key = `${row.clientHash}\u0000${row.route}\u0000${row.reason}`;
    const repeated = this.#repeats.get(key);
    if (repeated) {
      repeated.refusals += 1;
      return null;
    }
    if (this.#written < FIRST_ROWS_A_MINUTE) {
      this.#written += 1;
      this.#repeats.set(key, { row, refusals: 0 });
      return { ...row, refusals: 1 };
    }
    const overKey = `${row.route}\u0000${row.reason}`;
    const over = this.#overflow.get(overKey);
    if (over) over.refusals += 1;
    else this.#overflow.set(overKey, { row: { ...row, clientHash: null }, refusals: 1 });
    return null;
  }

  /** Writes the counts of the minute (also at shutdown) and starts afresh. */
  async flush(): Promise<void> {
    const rows = [...this.#repeats.values(), ...this.#overflow.values()]
      .filter((pending) => pending.refusals > 0)
      .map((pending) => ({ ...pending.row, refusals: pending.refusals }));
    this.#repeats.clear();
    this.#overflow.clear();
    this.#written = 0;
    if (rows.length > 0) await this.#write(rows);
  }
}
