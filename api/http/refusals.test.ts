import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const API = path.resolve(import.meta.dirname, '..');

/** Every source file of the API, tests and test tools aside. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * Ways a sentence could reach a reader without its message id (issue 22): an error body written as a
 * literal, a literal dressed as the reader's text, an HttpError or a domain refusal given a sentence
 * (a message id has no space; the types refuse a sentence too, unless cast).
 */
const LITERAL_REFUSALS: readonly RegExp[] = [
  /\{\s*error:\s*(['"`])(?!Internal Server Error\1)/,
  /inReadersLanguage\(\s*['"`]/,
  /new HttpError\(\s*\d+,\s*(['"`])[^'"`]*\s[^'"`]*\1/,
  /\b(?:notFound|conflict|invalid|tooSoon|sessionEnded)\(\s*(['"`])[^'"`]*\s[^'"`]*\1/,
];

function literalRefusals(text: string): string[] {
  return text.split('\n').filter((line) => LITERAL_REFUSALS.some((pattern) => pattern.test(line))).map((line) => line.trim());
}

describe('the API refuses with message ids, never an English sentence', () => {
  it('finds the literal refusals it looks for', () => {
    expect(literalRefusals(`return reply.code(404).send({ error: 'Not found.' });`)).toHaveLength(1);
    expect(literalRefusals('throw new HttpError(400, `Unknown form type: ${raw}`);')).toHaveLength(1);
    expect(literalRefusals(`throw new HttpError(409, inReadersLanguage('Already paid.'));`)).toHaveLength(1);
    expect(literalRefusals(`throw notFound('Account not found.');`)).toHaveLength(1);
    expect(literalRefusals(`throw new HttpError(400, 'api.unknownFormType', { type: raw });`)).toEqual([]);
    expect(literalRefusals(`return reply.code(500).send({ error: 'Internal Server Error' });`)).toEqual([]);
  });

  it('no source file of api/ sends one', () => {
    const found = sources(API).flatMap((file) => literalRefusals(readFileSync(file, 'utf8')).map((line) => `${path.relative(API, file)}: ${line}`));
    expect(found).toEqual([]);
  });
});
