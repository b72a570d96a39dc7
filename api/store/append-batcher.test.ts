import { describe, expect, it } from 'vitest';
import { AppendBatcher, type Submission } from './append-batcher.ts';

const submission = (streamId: string): Submission => ({ streamId, expectedVersion: 1, eventRows: [], writes: [] });

describe('AppendBatcher', () => {
  it('writes the appends that arrive together in one batch, one append per stream', async () => {
    const batches: string[][] = [];
    const batcher = new AppendBatcher(async (batch) => {
      batches.push(batch.map((s) => s.streamId));
      return new Set(batch.map((s) => s.streamId));
    });
    const outcomes = await Promise.all(['a', 'b', 'c', 'a'].map((stream) => batcher.submit(submission(stream))));
    expect(outcomes).toEqual([true, true, true, true]);
    expect(batches).toEqual([['a', 'b', 'c'], ['a']]);
  });

  it('answers false to the appends whose claim did not hold, and true to the others', async () => {
    const batcher = new AppendBatcher(async (batch) => new Set(batch.map((s) => s.streamId).filter((id) => id !== 'moved')));
    expect(await Promise.all(['kept', 'moved'].map((stream) => batcher.submit(submission(stream))))).toEqual([true, false]);
  });

  it('writes each append alone when their batch fails, so only the bad one fails', async () => {
    const batches: string[][] = [];
    const batcher = new AppendBatcher(async (batch) => {
      batches.push(batch.map((s) => s.streamId));
      if (batch.some((s) => s.streamId === 'bad')) throw new Error('the database refused it');
      return new Set(batch.map((s) => s.streamId));
    });
    const outcomes = await Promise.allSettled(['good', 'bad', 'fine'].map((stream) => batcher.submit(submission(stream))));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[1]).toMatchObject({ reason: new Error('the database refused it') });
    expect(batches[0]).toEqual(['good', 'bad', 'fine']);
    expect(batches.slice(1).sort()).toEqual([['bad'], ['fine'], ['good']]);
  });
});
