import type { Command } from 'commander';
import { readEditionFile, type EditionFile } from '../api/pdf/edition-fields.ts';
import { TemplateSyncError } from '../api/pdf/sync.ts';
import { printedFormName } from '../api/pdf/templates.ts';
import { countChanges, diffEditions, type EditionField, type FieldChange } from '../domain/uscis/edition-diff.ts';
import { fail, print } from './output.ts';

/** An edition read from its file; a file that is not one ends the command with the reason. */
export async function readEdition(file: string): Promise<EditionFile> {
  try {
    return await readEditionFile(file);
  } catch (error) {
    if (error instanceof TemplateSyncError) fail(error.message);
    throw error;
  }
}

/** Both editions of one form, read from their files. */
async function readEditionPair(older: string, newer: string): Promise<[EditionFile, EditionFile]> {
  const [a, b] = [await readEdition(older), await readEdition(newer)];
  if (a.form !== b.form) fail(`${a.file} is Form ${printedFormName(a.form)} and ${b.file} is Form ${printedFormName(b.form)}: compare two editions of one form.`);
  return [a, b];
}

const where = (field: EditionField) => `page ${field.page}`;

function changeLines(change: FieldChange): string[] {
  switch (change.kind) {
    case 'unchanged':
      return [];
    case 'moved':
      return [`  ${change.to.name}: ${where(change.from)} → ${where(change.to)}${change.from.page === change.to.page ? ' (another place or size)' : ''}`];
    case 'renamed':
      return [`  ${change.from.name} → ${change.to.name}${change.moved ? ` (${change.from.page === change.to.page ? 'another place' : `${where(change.from)} → ${where(change.to)}`})` : ''}`, `      ${change.to.tooltip}`];
    case 'changed':
      return [`  ${change.to.name} (${where(change.to)})`, `      was: ${change.from.tooltip || '(no description)'}`, `      now: ${change.to.tooltip || '(no description)'}`];
    case 'added':
      return [`  ${change.to.name} (${where(change.to)}): ${change.to.tooltip || '(no description)'}`];
    case 'removed':
      return [`  ${change.from.name} (${where(change.from)}): ${change.from.tooltip || '(no description)'}`];
    default: {
      const exhaustive: never = change;
      return exhaustive;
    }
  }
}

const HEADINGS: Record<Exclude<FieldChange['kind'], 'unchanged'>, string> = {
  renamed: 'Renamed (same description and type, another name):',
  moved: 'Moved (same name and description, another page, place or size):',
  changed: 'Changed (same name, another description or type: it may ask something else now):',
  added: 'Added:',
  removed: 'Removed:',
};

export function formsDiffCommand(forms: Command): void {
  forms
    .command('diff')
    .description('two editions of one form, field by field: unchanged, renamed, moved, changed, added, removed (published PDFs or templates)')
    .argument('<old.pdf>', 'the edition a mapping is written for')
    .argument('<new.pdf>', 'the edition USCIS published')
    .option('--json', 'machine-readable output')
    .action(async (olderFile: string, newerFile: string, options: { json?: boolean }) => {
      const [older, newer] = await readEditionPair(olderFile, newerFile);
      const changes = diffEditions(older.fields, newer.fields);
      const counts = countChanges(changes);
      const json = {
        form: older.form,
        old: { file: older.file, edition: older.edition, pages: older.pageCount, fields: older.fields.length },
        new: { file: newer.file, edition: newer.edition, pages: newer.pageCount, fields: newer.fields.length },
        counts,
        changes: changes.map((change) => ({
          kind: change.kind,
          ...('from' in change ? { from: { name: change.from.name, page: change.from.page, tooltip: change.from.tooltip } } : {}),
          ...('to' in change ? { to: { name: change.to.name, page: change.to.page, tooltip: change.to.tooltip } } : {}),
          ...(change.kind === 'renamed' ? { moved: change.moved } : {}),
        })),
      };
      print(Boolean(options.json), json, () => {
        const lines = [
          `Form ${printedFormName(older.form)}: edition ${older.edition} (${older.fields.length} fields, ${older.pageCount} pages) → edition ${newer.edition} (${newer.fields.length} fields, ${newer.pageCount} pages)`,
          `  unchanged ${counts.unchanged} · renamed ${counts.renamed} · moved ${counts.moved} · changed ${counts.changed} · added ${counts.added} · removed ${counts.removed}`,
        ];
        for (const kind of ['renamed', 'moved', 'changed', 'added', 'removed'] as const) {
          const of = changes.filter((change) => change.kind === kind);
          if (of.length > 0) lines.push('', HEADINGS[kind], ...of.flatMap(changeLines));
        }
        return lines.join('\n');
      });
    });
}
