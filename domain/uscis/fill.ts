import type { ContinuationEntry, FilledForm, FormMapping, MappingContext } from './types.ts';

/**
 * Runs a mapping: every rule's value, then the continuation entries laid into the form's
 * Additional Information slots one entry per slot, in order (a mapping joins the entries of one
 * item itself), and the rest returned as overflow for continuation sheets.
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
  const overflow: ContinuationEntry[] = [];
  entries.forEach((entry, index) => {
    const slot = slots[index];
    if (!slot) {
      overflow.push(entry);
      return;
    }
    put(slot.pageField, String(entry.page));
    put(slot.partField, String(entry.part));
    put(slot.itemField, entry.item);
    put(slot.textField, entry.text);
  });
  return { form: mapping.form, values, overflow };
}
