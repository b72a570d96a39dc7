import type { Place } from './blocks/place.ts';
import { boxSize, type BoxTable, type FormTemplate } from './blocks/template.ts';
import type { ChangeKind } from './edition-diff.ts';
import type { AdditionalInfoSlot, BlankRule, FieldRule, FormMapping } from './types.ts';

/**
 * What carrying reads of a change: its kind and the names on either side. A FieldChange is one, and
 * so is each entry of `greencard forms diff --json`, which a new edition's mapping can keep beside it.
 */
export interface NamedChange {
  readonly kind: ChangeKind;
  readonly from?: { readonly name: string };
  /** The field in the new edition, and the page it prints on there. */
  readonly to?: { readonly name: string; readonly page?: number };
}

/** What a mapping is carried to: the new edition's own box table, and how its items are numbered. */
export interface CarryTarget {
  /** The new edition's box table (`greencard forms boxes <new.pdf>`). */
  readonly boxes: BoxTable;
  /**
   * The new edition's part and item for a place the rules write against the old edition, where
   * the new edition numbers them otherwise (a small per-edition rule read from its text); as
   * written by default.
   */
  readonly renumber?: (place: Place) => Place;
}

/** The fields that keep their rule in the new edition: old name → new name and page. */
function carriedFields(changes: readonly NamedChange[]): Map<string, { readonly name: string; readonly page: number | undefined }> {
  const carried = new Map<string, { name: string; page: number | undefined }>();
  for (const { kind, from, to } of changes) {
    if (from && to && (kind === 'unchanged' || kind === 'moved' || kind === 'renamed')) carried.set(from.name, { name: to.name, page: to.page });
  }
  return carried;
}

/**
 * `template` as the new edition prints it, still under the old names (the carry renames after):
 * a box that carries measures with the new edition's size for its new name, and cites the page
 * the new edition prints it on, with the new edition's part and item; an entry no box cites
 * takes the new part and item. A box that does not carry keeps the old size: its rule is left
 * behind with it.
 */
export function carriedTemplate(template: FormTemplate, changes: readonly NamedChange[], edition: string, target: CarryTarget): FormTemplate {
  const carried = carriedFields(changes);
  const renumber = target.renumber ?? ((place: Place) => place);
  return {
    edition,
    at: template.at,
    box: (page, name) => {
      const old = template.box(page, name);
      const to = carried.get(old.field);
      const row = to ? target.boxes[to.name] : undefined;
      return {
        field: old.field,
        size: row ? boxSize(row) : old.size,
        cite: (place) => {
          const cited = renumber(old.cite(place));
          return to?.page === undefined ? cited : { ...cited, page: to.page };
        },
      };
    },
    cite: (place) => renumber(template.cite(place)),
    sizeOf: (field) => {
      const row = target.boxes[field];
      return row ? boxSize(row) : undefined;
    },
  };
}

/** A mapping carried to another edition of its form, and what did not carry. */
export interface CarriedMapping {
  /** The old mapping's rules for every field that kept its description, under the new names. */
  readonly mapping: FormMapping;
  readonly carried: number;
  readonly renamed: readonly { readonly from: string; readonly to: string }[];
  /**
   * Fields the old mapping fills whose field changed its description or type, or is gone: the
   * answer they carried has no place in the new edition until a person maps it.
   */
  readonly dropped: readonly { readonly field: string; readonly why: 'changed' | 'removed' }[];
  /** Whether its text boxes measure with the new edition's sizes and cite the new edition's pages (a mapping written as a function of its edition). */
  readonly remeasured: boolean;
}

/**
 * Carries `mapping` to the edition `edition` of its form along the diff of the two editions: a
 * rule moves with its field when the field is unchanged, moved or renamed (same description); a
 * rule whose field changed meaning or is gone is left behind. Blank-on-purpose rules carry the
 * same way, a pattern becoming the names it matched that carried, so a new field is never taken
 * for blank by an old pattern. What an answer means does not depend on the edition. Given the new
 * edition's `target` (its box table and numbering), a mapping written as a function of its
 * edition (`rebuild`) is read again against the carried template, so its text boxes measure and
 * cite as the new edition prints them; without, or for a mapping that cannot be rebuilt, the
 * rules are the old ones, measuring with the old sizes and citing the old places, which a person
 * checks against the new edition's text.
 */
export function carryMapping(original: FormMapping, changes: readonly NamedChange[], edition: string, target?: CarryTarget): CarriedMapping {
  const mapping = target && original.template && original.rebuild ? original.rebuild(carriedTemplate(original.template, changes, edition, target)) : original;
  const newName = new Map([...carriedFields(changes)].map(([from, to]) => [from, to.name]));
  const why = new Map<string, 'changed' | 'removed'>();
  for (const { kind, from } of changes) if (from && kind === 'changed') why.set(from.name, 'changed');
  const dropped = new Map<string, 'changed' | 'removed'>();
  const carry = (rule: FieldRule): FieldRule[] => {
    const to = newName.get(rule.field);
    if (to === undefined) {
      dropped.set(rule.field, why.get(rule.field) ?? 'removed');
      return [];
    }
    return [to === rule.field ? rule : { ...rule, field: to }];
  };
  const fields = mapping.fields.flatMap(carry);
  const header = mapping.additionalInfo.header.flatMap(carry);
  const slots = mapping.additionalInfo.slots.flatMap((slot): AdditionalInfoSlot[] => {
    const names = [slot.pageField, slot.partField, slot.itemField, slot.textField].map((field) => newName.get(field));
    const [pageField, partField, itemField, textField] = names;
    const row = textField ? target?.boxes[textField] : undefined;
    if (pageField && partField && itemField && textField) return [{ pageField, partField, itemField, textField, textSize: row ? boxSize(row) : slot.textSize }];
    for (const [index, field] of [slot.pageField, slot.partField, slot.itemField, slot.textField].entries()) if (!names[index]) dropped.set(field, why.get(field) ?? 'removed');
    return [];
  });
  const oldNames = changes.flatMap((change) => (change.from ? [change.from.name] : []));
  const blank = mapping.blank.flatMap((rule): BlankRule[] => {
    const matched = typeof rule.match === 'string' ? [rule.match] : oldNames.filter((name) => typeof rule.match !== 'string' && rule.match.test(name));
    return matched.flatMap((name) => {
      const to = newName.get(name);
      return to === undefined ? [] : [{ match: to, reason: rule.reason }];
    });
  });
  const renamed = [...fields, ...header]
    .map((rule) => ({ to: rule.field, from: [...newName].find(([, to]) => to === rule.field)?.[0] ?? rule.field }))
    .filter((pair) => pair.from !== pair.to);
  // A carried mapping reads the old names: it is not itself a function of an edition to carry again.
  const { template: _read, rebuild: _again, ...rules } = mapping;
  return {
    mapping: { ...rules, edition, fields, blank, additionalInfo: { slots, header } },
    carried: fields.length + header.length + slots.length * 4,
    renamed,
    dropped: [...dropped].map(([field, reason]) => ({ field, why: reason })),
    remeasured: mapping !== original,
  };
}
