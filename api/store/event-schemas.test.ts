import { describe, expect, it } from 'vitest';
import { parseEvent, schemaVersionOf, UnreadableEvent } from './event-schemas.ts';

const requested = { jobId: 'j1', userId: 'u1', fingerprint: 'f1', stamped: true, requestedAt: '2026-01-01T00:00:00.000Z' };

describe('reading stored events', () => {
  it('lifts an event written before its last change (no version: version 1) to the current schema', () => {
    expect(schemaVersionOf('PdfJobRequested')).toBe(3);
    // Version 1 had no checked versions, version 2 no stage: a job before stages prepared the whole package, never held.
    expect(parseEvent('PdfJobRequested', requested, 1, false)).toEqual({ type: 'PdfJobRequested', data: { ...requested, checked: null, stage: 'whole', held: false } });
    expect(parseEvent('PdfJobRequested', { ...requested, checked: { a1: 3 } }, 1, false)).toMatchObject({ data: { checked: { a1: 3 } } });
    expect(parseEvent('PdfJobRequested', { ...requested, checked: { a1: 3 } }, 2, false)).toMatchObject({ data: { checked: { a1: 3 }, stage: 'whole' } });
    const staged = { ...requested, checked: { a1: 3 }, stage: 'petition', held: false };
    expect(parseEvent('PdfJobRequested', staged, 3, false)).toMatchObject({ data: { stage: 'petition', held: false } });
    expect(parseEvent('PackageHeld', { userId: 'u1', forms: [], heldAt: 'x' }, 1, false)).toMatchObject({ data: { stage: 'whole', waitsForVisa: false } });
  });

  it('reads an event of a type that never changed as it was written, keeping only the fields of its type', () => {
    expect(schemaVersionOf('ProgressChanged')).toBe(1);
    const data = { applicationId: 'a1', progress: 3, changedAt: '2026-01-01T00:00:00.000Z' };
    expect(parseEvent('ProgressChanged', { ...data, stray: 'x' }, 1, false)).toEqual({ type: 'ProgressChanged', data });
  });

  it('refuses an event whose data does not have its type\'s shape, naming the field and never the value', () => {
    const answers = { applicationId: 'a1', changed: { bNameLast: { secret: 'Whitaker' } }, removed: [], changedAt: '2026-01-01T00:00:00.000Z' };
    const rows = { applicationId: 'a1', changed: { children: [{ name: ['Whitaker'] }] }, removed: [], changedAt: '2026-01-01T00:00:00.000Z' };
    const read = () => parseEvent('AnswersChanged', answers, 1, false);
    expect(read).toThrow(UnreadableEvent);
    expect(read).toThrow('AnswersChanged (schema version 1) cannot be read: data.changed.bNameLast is not an answer.');
    expect(read).not.toThrow(/Whitaker/);
    expect(() => parseEvent('AnswersChanged', rows, 1, false)).toThrow('data.changed.children[0].name is not an answer.');
    expect(() => parseEvent('ProgressChanged', { applicationId: 'a1', progress: '3', changedAt: 'x' }, 1, false)).toThrow('data.progress is not a number');
    expect(() => parseEvent('SessionsRevoked', { userId: 'u1', reason: 'stolen', revokedAt: 'x' }, 1, false)).toThrow('data.reason is not one of logout');
  });

  it('refuses an unknown type, and a schema version newer than the code', () => {
    expect(() => parseEvent('UserTeleported', {}, 1, false)).toThrow(new UnreadableEvent('Unknown event type UserTeleported.'));
    expect(() => parseEvent('PdfJobRequested', requested, 4, false)).toThrow('PdfJobRequested has schema version 4, which this code does not know.');
  });

  it('reads an event whose personal fields were destroyed with the owner\'s key without them', () => {
    const data = { userId: 'u1', registeredAt: '2026-01-01T00:00:00.000Z' };
    expect(parseEvent('UserRegistered', data, 1, true)).toEqual({ type: 'UserRegistered', data });
    expect(() => parseEvent('UserRegistered', data, 1, false)).toThrow('data.email is not a string');
  });
});
