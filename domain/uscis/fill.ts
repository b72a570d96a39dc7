import { splitToFit } from './blocks/measure.ts';
import type { AdditionalInfoSlot, ContinuationEntry, FilledForm, FormMapping, MappingContext } from './types.ts';

/**
 * The continuation entries laid into the Additional Information slots, one entry per slot, in
 * order: an entry longer than its slot's box shows shows what fits (measured as it prints) and
 * continues under the same page, part and item in the next slot; what no slot holds is returned
 * for continuation sheets, which hold any length.
 */
export function layIntoSlots(
  entries: readonly ContinuationEntry[],
  slots: readonly AdditionalInfoSlot[],
): { readonly placed: readonly (readonly [AdditionalInfoSlot, ContinuationEntry])[]; readonly overflow: readonly ContinuationEntry[] } {
  const queue = [...entries];
  const placed: [AdditionalInfoSlot, ContinuationEntry][] = [];
  for (const slot of slots) {
    const entry = queue.shift();
    if (!entry) break;
    const { shown, rest } = splitToFit(slot.textSize, entry.text);
    if (shown === '') {
      queue.unshift(entry);
      continue;
    }
    placed.push([slot, { ...entry, text: shown }]);
    if (rest !== '') queue.unshift({ ...entry, text: rest });
  }
  return { placed, overflow: queue };
}

/**
 * Runs a mapping: every rule's value, then the continuation entries laid into the form's
 * Additional Information slots (a mapping joins the entries of one item itself), and the rest
 * returned as overflow for continuation sheets.
 */
export function fillForm(mapping: FormMapping, ctx: MappingContext): FilledForm {
  const values: Record<string, string | boolean> = {};
  const put = (field: string, value: string | boolean | undefined) => {
    if (value === undefined || value === '' || value === false) return;
    values[field] = value;
  };
  for (const rule of mapping.fields) put(rule.field, rule.value(ctx));
  const entries = mapping.continuations(ctx);
  const { slots, header } = mapping.additionalInfo;
  if (entries.length > 0) for (const rule of header) put(rule.field, rule.value(ctx));
  const { placed, overflow } = layIntoSlots(entries, slots);
  for (const [slot, entry] of placed) {
    put(slot.pageField, String(entry.page));
    put(slot.partField, String(entry.part));
    put(slot.itemField, entry.item);
    put(slot.textField, entry.text);
  }
  return { form: mapping.form, values, overflow };
}
