/**
 * Two editions of one form side by side, field by field: what an engineer reads first the day
 * USCIS publishes an edition, and what carrying a mapping forward rests on. A field's meaning is
 * its description (the form's own tooltip): a name alone proves nothing, since USCIS reuses names
 * for other questions (the I-485's Pt1Line16_YN asked about a Social Security card in 02/21/23 and
 * about a crewman visa in 01/20/25).
 */

/** A field of an edition, as its template describes it. */
export interface EditionField {
  readonly name: string;
  readonly type: string;
  /** 1-based page. */
  readonly page: number;
  /** [x, y, width, height] in points, when known. */
  readonly rect?: readonly [number, number, number, number];
  readonly tooltip: string;
}

export type FieldChange =
  /** Same name, description, type, page and place. */
  | { readonly kind: 'unchanged'; readonly from: EditionField; readonly to: EditionField }
  /** Same name, description and type; another page, place or size. */
  | { readonly kind: 'moved'; readonly from: EditionField; readonly to: EditionField }
  /** Another name for a field of the same description and type (`moved`: its place changed too). */
  | { readonly kind: 'renamed'; readonly from: EditionField; readonly to: EditionField; readonly moved: boolean }
  /** Same name, but another description or type: it may ask something else now. */
  | { readonly kind: 'changed'; readonly from: EditionField; readonly to: EditionField }
  | { readonly kind: 'added'; readonly to: EditionField }
  | { readonly kind: 'removed'; readonly from: EditionField };

export type ChangeKind = FieldChange['kind'];
export const CHANGE_KINDS: readonly ChangeKind[] = ['unchanged', 'renamed', 'moved', 'changed', 'added', 'removed'];

/** Points a widget may shift and still be in the same place (a redrawn page moves boxes by a hair). */
const PLACE_TOLERANCE = 3;

/** A description as compared: the words, not their spacing or case. */
export const normalizedDescription = (tooltip: string): string => tooltip.replace(/\s+/g, ' ').trim().toLowerCase();

const sameDescription = (a: EditionField, b: EditionField): boolean => a.type === b.type && normalizedDescription(a.tooltip) === normalizedDescription(b.tooltip);

export function samePlace(a: EditionField, b: EditionField): boolean {
  if (a.page !== b.page) return false;
  if (!a.rect || !b.rect) return a.rect === b.rect;
  const other = b.rect;
  return a.rect.every((value, index) => Math.abs(value - (other[index] ?? Number.NaN)) <= PLACE_TOLERANCE);
}

/**
 * Pairs the fields that lost their name with those that gained one, by description: within each
 * description, those in the same place first, then the rest in page order when both editions hold
 * as many (header fields repeated on every page); an empty description pairs nothing.
 */
function pairRenamed(removed: EditionField[], added: EditionField[]): FieldChange[] {
  const changes: FieldChange[] = [];
  const key = (field: EditionField) => `${field.type}|${normalizedDescription(field.tooltip)}`;
  const groups = new Map<string, { from: EditionField[]; to: EditionField[] }>();
  for (const field of removed) if (field.tooltip.trim() !== '') groups.set(key(field), { from: [...(groups.get(key(field))?.from ?? []), field], to: [] });
  for (const field of added) groups.get(key(field))?.to.push(field);
  const take = (list: EditionField[], field: EditionField) => list.splice(list.indexOf(field), 1);
  for (const { from, to } of groups.values()) {
    for (const old of [...from]) {
      const here = to.find((field) => samePlace(old, field));
      if (!here) continue;
      changes.push({ kind: 'renamed', from: old, to: here, moved: false });
      take(from, old);
      take(to, here);
    }
    if (from.length > 0 && from.length === to.length) {
      const byPage = (a: EditionField, b: EditionField) => a.page - b.page || (b.rect?.[1] ?? 0) - (a.rect?.[1] ?? 0);
      const [olds, news] = [[...from].sort(byPage), [...to].sort(byPage)];
      olds.forEach((old, index) => {
        const next = news[index];
        if (next) changes.push({ kind: 'renamed', from: old, to: next, moved: !samePlace(old, next) });
      });
      for (const field of olds) take(from, field);
      for (const field of news) take(to, field);
    }
  }
  const paired = new Set(changes.flatMap((change) => ('from' in change ? [change.from] : [])));
  const placed = new Set(changes.flatMap((change) => ('to' in change ? [change.to] : [])));
  removed.splice(0, removed.length, ...removed.filter((field) => !paired.has(field)));
  added.splice(0, added.length, ...added.filter((field) => !placed.has(field)));
  return changes;
}

/** Every field of two editions of one form: unchanged, moved, renamed, changed, added or removed. */
export function diffEditions(older: readonly EditionField[], newer: readonly EditionField[]): FieldChange[] {
  const newByName = new Map(newer.map((field) => [field.name, field]));
  const oldNames = new Set(older.map((field) => field.name));
  const changes: FieldChange[] = [];
  const removed: EditionField[] = [];
  for (const from of older) {
    const to = newByName.get(from.name);
    if (!to) removed.push(from);
    else if (!sameDescription(from, to)) changes.push({ kind: 'changed', from, to });
    else changes.push({ kind: samePlace(from, to) ? 'unchanged' : 'moved', from, to });
  }
  const added = newer.filter((field) => !oldNames.has(field.name));
  changes.push(...pairRenamed(removed, added));
  changes.push(...removed.map((from): FieldChange => ({ kind: 'removed', from })));
  changes.push(...added.map((to): FieldChange => ({ kind: 'added', to })));
  const order = (change: FieldChange) => ('to' in change ? change.to : change.from);
  return changes.sort((a, b) => CHANGE_KINDS.indexOf(a.kind) - CHANGE_KINDS.indexOf(b.kind) || order(a).page - order(b).page || order(a).name.localeCompare(order(b).name));
}

export function countChanges(changes: readonly FieldChange[]): Record<ChangeKind, number> {
  const counts: Record<ChangeKind, number> = { unchanged: 0, renamed: 0, moved: 0, changed: 0, added: 0, removed: 0 };
  for (const change of changes) counts[change.kind]++;
  return counts;
}
