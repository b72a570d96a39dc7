import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const COUPLES = path.resolve(import.meta.dirname, '../fixtures/couples');

/** The answers of the first fixture couple for one form: a realistic answer set to measure with. */
export function fixtureAnswers(formType: string): Record<string, unknown> {
  const file = readdirSync(COUPLES).filter((f) => f.endsWith('.json')).sort()[0];
  if (!file) throw new Error(`No fixture couple in ${COUPLES}.`);
  const fixture: unknown = JSON.parse(readFileSync(path.join(COUPLES, file), 'utf8'));
  if (typeof fixture !== 'object' || fixture === null || !('answers' in fixture)) throw new Error(`${file} is not a fixture.`);
  const answers: unknown = fixture.answers;
  const form: unknown = typeof answers === 'object' && answers !== null ? Object.entries(answers).find(([key]) => key === formType)?.[1] : undefined;
  if (typeof form !== 'object' || form === null) throw new Error(`${file} has no ${formType} answers.`);
  return { ...form };
}
