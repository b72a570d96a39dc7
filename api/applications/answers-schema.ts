import { Type } from '@fastify/type-provider-typebox';
import type { Answers, AnswerValue, GroupItem, Scalar } from '../../domain/answers.ts';

const ScalarSchema = Type.Union([Type.String({ maxLength: 20_000 }), Type.Number(), Type.Boolean(), Type.Null()]);
/** A list's row: the widest list of the catalogue asks 15 questions a row. */
const RowSchema = Type.Record(Type.String({ maxLength: 100 }), ScalarSchema, { maxProperties: 50 });
export const AnswerValueSchema = Type.Union([ScalarSchema, Type.Array(RowSchema, { maxItems: 200 })]);
export const AnswersSchema = Type.Record(Type.String({ minLength: 1, maxLength: 100 }), AnswerValueSchema);

const isScalar = (v: unknown): v is Scalar => v === null || ['string', 'number', 'boolean'].includes(typeof v);

function parseRow(value: unknown): GroupItem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const row: GroupItem = {};
  for (const [key, item] of Object.entries(value)) if (isScalar(item)) row[key] = item;
  return row;
}

function parseValue(value: unknown): AnswerValue | undefined {
  if (isScalar(value)) return value;
  if (!Array.isArray(value)) return undefined;
  return value.map(parseRow).filter((row): row is GroupItem => row !== null);
}

/** Answers read back from storage, keeping only well-formed values. */
export function parseAnswers(value: unknown): Answers {
  const answers: Answers = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return answers;
  for (const [key, item] of Object.entries(value)) {
    const parsed = parseValue(item);
    if (parsed !== undefined) answers[key] = parsed;
  }
  return answers;
}
