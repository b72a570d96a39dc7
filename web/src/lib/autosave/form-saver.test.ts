import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '@domain/answers.ts';
import type { Application } from '@domain/contract/applications.ts';
import { ApiError } from '../api-client.ts';
import { applyPatch, diffAnswers, rebase } from './answers-patch.ts';
import type { FormChange } from './forms-api.ts';
import { FormDraft } from './form-draft.ts';
import { FormSaver } from './form-saver.ts';

const api = vi.hoisted(() => ({
  createForm: vi.fn(),
  updateFormOnServer: vi.fn(),
  sendWhileLeaving: vi.fn(),
}));
vi.mock('./forms-api.ts', () => api);

/** One answer changed as a wizard changes it: an emptied answer is removed. */
const withAnswer = (answers: Answers, key: string, value: string): Answers => applyPatch(answers, { [key]: value === '' ? null : value });

const application = (data: Answers, progress = 0): Application => ({
  id: 'a1',
  formType: 'MARRIAGE_INFO',
  data,
  status: 'draft',
  progress,
  completeness: 0,
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

/** A server that merges patches as PUT /forms/{id} does, answering when told to. */
function fakeServer(initial: Answers) {
  let stored: Answers = { ...initial };
  const pending: (() => void)[] = [];
  api.updateFormOnServer.mockImplementation((_id: string, change: FormChange) => {
    return new Promise<Application>((resolve) => {
      pending.push(() => {
        for (const [key, value] of Object.entries(change.data ?? {})) {
          if (value === null) delete stored[key];
          else stored[key] = value;
        }
        resolve(application({ ...stored }, change.progress ?? 0));
      });
    });
  });
  return {
    answerNext: async () => {
      pending.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    },
    otherTabSets: (key: string, value: string) => {
      stored = { ...stored, [key]: value };
    },
    stored: () => stored,
  };
}

const noEvents = { onSaved: () => {}, onError: () => {} };

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

describe('answers as patches', () => {
  it('names only the changed keys, with null for a removed one', () => {
    expect(diffAnswers({ a: 'x', b: 'y' }, { a: 'x', c: 'z' })).toEqual({ b: null, c: 'z' });
  });

  it('keeps the server answers except where this page changed something since it sent', () => {
    expect(rebase({ a: 'typed later', b: 'sent' }, { a: 'sent', b: 'sent' }, { a: 'sent', b: 'sent', other: 'tab' })).toEqual({
      a: 'typed later',
      b: 'sent',
      other: 'tab',
    });
  });
});

describe('the autosave protocol', () => {
  it('saves after a pause in typing, sending only what changed', async () => {
    const server = fakeServer({ marriageCity: 'Denver' });
    const draft = new FormDraft({ marriageCity: 'Denver' });
    const saver = new FormSaver('MARRIAGE_INFO', application({ marriageCity: 'Denver' }), draft, 0, noEvents);
    draft.update((a) => withAnswer(a, 'marriageCountry', 'United States'));
    saver.answerChanged();
    expect(saver.getStatus()).toBe('saving');
    await vi.advanceTimersByTimeAsync(799);
    expect(api.updateFormOnServer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.updateFormOnServer).toHaveBeenCalledWith('a1', { data: { marriageCountry: 'United States' } });
    await server.answerNext();
    expect(saver.getStatus()).toBe('saved');
  });

  it('keeps what is typed while a save travels and sends it next, and shows what another tab saved', async () => {
    const server = fakeServer({});
    const draft = new FormDraft({});
    const saver = new FormSaver('MARRIAGE_INFO', application({}), draft, 0, noEvents);
    draft.update((a) => withAnswer(a, 'marriageCity', 'Den'));
    void saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    draft.update((a) => withAnswer(a, 'marriageCity', 'Denver'));
    saver.answerChanged();
    server.otherTabSets('marriageDate', '2024-05-01');
    await server.answerNext();
    expect(draft.get()).toEqual({ marriageCity: 'Denver', marriageDate: '2024-05-01' });
    await vi.advanceTimersByTimeAsync(800);
    expect(api.updateFormOnServer).toHaveBeenLastCalledWith('a1', { data: { marriageCity: 'Denver' } });
    await server.answerNext();
    expect(server.stored()).toEqual({ marriageCity: 'Denver', marriageDate: '2024-05-01' });
    expect(saver.hasUnsavedChanges()).toBe(false);
  });

  it('sends the step as progress, and sends again what a failed save carried', async () => {
    const onError = vi.fn();
    const draft = new FormDraft({});
    const saver = new FormSaver('MARRIAGE_INFO', application({}), draft, 0, { onSaved: () => {}, onError });
    api.updateFormOnServer.mockRejectedValueOnce(new ApiError(0, 'offline'));
    draft.update((a) => withAnswer(a, 'marriageCity', 'Denver'));
    expect(await saver.stepChanged(1)).toBe(false);
    expect(onError).toHaveBeenCalledWith('Failed to save form.');
    expect(saver.getStatus()).toBe('error');
    api.updateFormOnServer.mockResolvedValueOnce(application({ marriageCity: 'Denver' }, 1));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.updateFormOnServer).toHaveBeenLastCalledWith('a1', { data: { marriageCity: 'Denver' }, progress: 1 });
    expect(saver.getStatus()).toBe('saved');
  });

  it('creates a new form on the first answer, not on opening it, then updates it', async () => {
    const onSaved = vi.fn();
    const draft = new FormDraft({ i131ApplicationType: 'advance_parole_pending_i485' });
    const saver = new FormSaver('I_131_SPECIFIC', null, draft, 0, { onSaved, onError: () => {} });
    expect(await saver.flush()).toBe(true);
    expect(api.createForm).not.toHaveBeenCalled();
    const created = { ...application({ i131ApplicationType: 'advance_parole_pending_i485', i131RefugeeStatus: 'no' }), id: 'new-id' };
    api.createForm.mockResolvedValueOnce(created);
    draft.update((a) => withAnswer(a, 'i131RefugeeStatus', 'no'));
    saver.answerChanged();
    await vi.advanceTimersByTimeAsync(800);
    expect(api.createForm).toHaveBeenCalledWith('I_131_SPECIFIC', { i131ApplicationType: 'advance_parole_pending_i485', i131RefugeeStatus: 'no' });
    expect(onSaved).toHaveBeenCalledWith(created, true);
    expect(saver.applicationId).toBe('new-id');
  });

  it('sends what the server has not confirmed with a keepalive request when the page goes away', () => {
    const draft = new FormDraft({ marriageCity: 'Denver' });
    const saver = new FormSaver('MARRIAGE_INFO', application({ marriageCity: 'Denver' }), draft, 1, noEvents);
    draft.update((a) => withAnswer(a, 'marriageCity', ''));
    saver.saveWhileLeaving();
    expect(api.sendWhileLeaving).toHaveBeenCalledWith({ method: 'PUT', path: '/forms/a1', body: { data: { marriageCity: null }, progress: 1 } });
  });
});
