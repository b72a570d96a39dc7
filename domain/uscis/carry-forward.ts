import type { ChangeKind } from './edition-diff.ts';
import type { AdditionalInfoSlot, BlankRule, FieldRule, FormMapping } from './types.ts';

/**
 * What carrying reads of a change: its kind and the names on either side. A FieldChange is one, and
 * so is each entry of `greencard forms diff --json`, which a new edition's mapping can keep beside it.
 */
export interface NamedChange {
  readonly kind: ChangeKind;
  readonly from?: { readonly name: string };
  readonly to?: { readonly name: string };
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
}

/**
 * Carries `mapping` to the edition `edition` of its form along the diff of the two editions: a
 * rule moves with its field when the field is unchanged, moved or renamed (same description); a
 * rule whose field changed meaning or is gone is left behind. Blank-on-purpose rules carry the
 * same way, a pattern becoming the names it matched that carried, so a new field is never taken
 * for blank by an old pattern. The rules' values are the old ones: what an answer means does not
 * depend on the edition. The Additional Information entries still cite the old edition's pages
 * and items, which a person checks against the new edition's text.
 */
export function carryMapping(mapping: FormMapping, changes: readonly NamedChange[], edition: string): CarriedMapping {
  const newName = new Map<string, string>();
  const why = new Map<string, 'changed' | 'removed'>();
  for (const { kind, from, to } of changes) {
    if (from && to && (kind === 'unchanged' || kind === 'moved' || kind === 'renamed')) newName.set(from.name, to.name);
    if (from && kind === 'changed') why.set(from.name, 'changed');
  }
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
    if (pageField && partField && itemField && textField) return [{ pageField, partField, itemField, textField, textSize: slot.textSize }];
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
  return {
    mapping: { ...mapping, edition, fields, blank, additionalInfo: { slots, header } },
    carried: fields.length + header.length + slots.length * 4,
    renamed,
    dropped: [...dropped].map(([field, reason]) => ({ field, why: reason })),
  };
}
