import type { GroupItem } from '@domain/answers.ts';
import { conditionHolds } from '@domain/catalogue/conditions.ts';
import type { FieldDef } from '@domain/catalogue/types.ts';
import { countryName } from '@domain/i18n/countries.ts';
import type { Language } from '@domain/i18n/languages.ts';
import { translate } from '@domain/i18n/messages.ts';
import { monthOf } from './history-summary.ts';

const SUMMARY_KINDS = new Set<FieldDef['kind']>(['text', 'country', 'usState']);
const NAME_PART = /name(First|Middle|Last)$/i;
const READING_ORDER = ['first', 'middle', 'last'];

/**
 * A closed row in one line: its name as people read it ("Carter Darnell", though the forms ask the
 * family name first, issue 24 item 7), then its first few places, and its period when it has one,
 * countries and months named in the reader's language.
 */
export function rowSummary(group: FieldDef, row: GroupItem, language: Language = 'en'): string {
  const filled = (item: FieldDef): string | null => {
    const value = row[item.key];
    return SUMMARY_KINDS.has(item.kind) && conditionHolds(item.visibleWhen, row) && typeof value === 'string' && value.trim() !== ''
      ? item.kind === 'country'
        ? countryName(language, value.trim())
        : value.trim()
      : null;
  };
  const items = group.item ?? [];
  const part = (item: FieldDef) => READING_ORDER.indexOf(NAME_PART.exec(item.key)?.[1]?.toLowerCase() ?? '');
  const name = items
    .filter((item) => part(item) >= 0)
    .sort((a, b) => part(a) - part(b))
    .map(filled)
    .filter((value) => value !== null)
    .join(' ');
  const others = items.filter((item) => part(item) < 0).map(filled).filter((value) => value !== null);
  const words = [...(name ? [name] : []), ...others].slice(0, 3);
  const history = group.history;
  if (history) {
    const month = (value: unknown) => (typeof value === 'string' && value !== '' ? monthOf(language, value) : '');
    const from = month(row[history.fromKey]);
    const current = history.currentKey !== undefined && row[history.currentKey] === 'yes';
    const to = current ? translate(language, 'wizard.row.today') : month(row[history.toKey]);
    if (from || to) words.push(`${from || '?'} – ${to || '?'}`);
  }
  return words.join(', ');
}
