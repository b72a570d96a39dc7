import type { EventRow, RowWrite } from './vocabulary.ts';

/** One append waiting for its batch: a stream's new events and the read-model rows they change. */
export interface Submission {
  streamId: string;
  expectedVersion: number;
  /** The stream's new events, as the events table keeps them (their count moves the version). */
  eventRows: readonly EventRow[];
  writes: readonly RowWrite[];
}

/** Writes a batch in one statement; returns the streams whose version claim held. */
export type WriteBatch = (batch: readonly Submission[]) => Promise<Set<string>>;

interface Waiting {
  submission: Submission;
  settle: (claimed: boolean) => void;
  fail: (error: unknown) => void;
}

/** More than this many appends in one statement would only make it slower to plan and hold locks longer. */
const MOST_PER_BATCH = 64;
/**
 * Batches written at once, each on its own connection. One: while it is written the next one grows,
 * and measured on two cores, one batch at a time carried more saves with a shorter tail (2,400–2,550
 * saves/s, p99 48 ms) than two (2,160–2,210, p99 50–53 ms) or three (1,960–2,120, p99 54–56 ms): batches
 * written side by side contend for the same index pages and WAL. A batch never waits for a lock (see
 * the event store), so one slow stream cannot hold up the saves behind it.
 */
const MOST_IN_FLIGHT = 1;

/**
 * Gathers the appends that arrive while the event loop turns and writes them together. A batch holds
 * at most one append per stream; a second one of the same stream waits for the next batch (where its
 * claim will meet the first one's version). When a batch fails as a whole, each of its appends is
 * written alone, so one bad append never fails another.
 */
export class AppendBatcher {
  readonly #write: WriteBatch;
  #waiting: Waiting[] = [];
  #inFlight = 0;
  #scheduled = false;

  constructor(write: WriteBatch) {
    this.#write = write;
  }

  /** Resolves true once the append is committed, false when its stream had moved on. */
  submit(submission: Submission): Promise<boolean> {
    return new Promise((settle, fail) => {
      this.#waiting.push({ submission, settle, fail });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#waiting.length === 0 || this.#inFlight >= MOST_IN_FLIGHT) return;
    this.#scheduled = true;
    // After the I/O of this turn of the loop: the saves whose requests arrived together go together.
    setImmediate(() => {
      this.#scheduled = false;
      this.#flush();
    });
  }

  #flush(): void {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const streams = new Set<string>();
    for (const entry of this.#waiting) {
      if (batch.length < MOST_PER_BATCH && !streams.has(entry.submission.streamId)) {
        streams.add(entry.submission.streamId);
        batch.push(entry);
      } else later.push(entry);
    }
    this.#waiting = later;
    if (batch.length === 0) return;
    this.#inFlight++;
    void this.#run(batch).finally(() => {
      this.#inFlight--;
      this.#schedule();
    });
    this.#schedule();
  }

  async #run(batch: Waiting[]): Promise<void> {
    try {
      const claimed = await this.#write(batch.map((entry) => entry.submission));
      for (const entry of batch) entry.settle(claimed.has(entry.submission.streamId));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.fail(error);
        return;
      }
      await Promise.all(batch.map((entry) => this.#run([entry])));
    }
  }
}
