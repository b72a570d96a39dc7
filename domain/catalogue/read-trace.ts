import type { AnswersByForm, Answers } from '../answers.ts';

/**
 * Which answers a reader of a couple's answers (a PDF mapping, the cover) reads, found by running
 * it on answers that tell each read to a recorder: how the forms that print each answer key are
 * derived from the mappings themselves (api/pdf/printed-keys.ts) rather than listed by hand.
 */

/** Told the wizard and key of every answer read. */
export type ReadRecorder = (form: string, key: string) => void;

const RAW = Symbol('the answers read');
const RECORDER = Symbol('the recorder');

interface Traced {
  readonly [RAW]?: Answers;
  readonly [RECORDER]?: ReadRecorder;
}

/** One wizard's answers, every string key read told to `record` (a spread or a walk reads them all). */
export function recordedRecord(form: string, answers: Answers, record: ReadRecorder): Answers {
  return new Proxy(answers, {
    get(target, key, receiver) {
      if (key === RAW) return target;
      if (key === RECORDER) return record;
      if (typeof key === 'string') record(form, key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      if (typeof key === 'string') record(form, key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      for (const key of Reflect.ownKeys(target)) if (typeof key === 'string') record(form, key);
      return Reflect.ownKeys(target);
    },
  });
}

/** A couple's answers whose every read, by form and key, is told to `record`. */
export function recordedAnswers(answers: AnswersByForm, record: ReadRecorder): AnswersByForm {
  const traced: AnswersByForm = {};
  for (const [form, record_] of Object.entries(answers)) if (record_) traced[form] = recordedRecord(form, record_, record);
  return traced;
}

/**
 * The stored answers under a traced record, and its recorder: shown.ts computes which answers
 * were asked from the stored ones unrecorded (its walk of every question is not a read of them),
 * then records what its caller reads of the result.
 */
export function untraced(answers: Answers): { readonly raw: Answers; readonly record: ReadRecorder | undefined } {
  const traced = answers as Traced;
  return { raw: traced[RAW] ?? answers, record: traced[RECORDER] };
}
