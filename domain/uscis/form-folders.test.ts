import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A form folder holds only what that form alone prints: what several forms share is in blocks/ or,
 * for what the answers say about a person, in domain/people, so whoever copies a folder for a new
 * edition carries no other form's rules with it.
 */

const USCIS = import.meta.dirname;
const NOT_FORMS = new Set(['blocks']);
const formFolders = readdirSync(USCIS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_FORMS.has(entry.name))
  .map((entry) => entry.name);

/** The form folders a file imports from, other than its own. */
function otherFormsImported(folder: string, file: string): string[] {
  const source = readFileSync(path.join(USCIS, folder, file), 'utf8');
  const imported = [...source.matchAll(/from '\.\.\/([^/']+)\//g)].map((match) => match[1] ?? '');
  return imported.filter((name) => name !== folder && formFolders.includes(name));
}

describe('the form folders of domain/uscis', () => {
  it('are the six forms of the package', () => {
    expect(formFolders.sort()).toEqual(['i130', 'i130a', 'i131', 'i485', 'i765', 'i864']);
  });

  it.each(formFolders)('%s imports nothing from another form folder', (folder) => {
    const files = readdirSync(path.join(USCIS, folder)).filter((file) => file.endsWith('.ts'));
    expect(files.flatMap((file) => otherFormsImported(folder, file).map((other) => `${file} → ${other}/`))).toEqual([]);
  });
});
