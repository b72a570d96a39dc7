import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const KIND: Readonly<Partial<Record<TYPE, string>>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
};

function collect(elements: readonly MessageFormatElement[], into: Set<string>): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      collect(element.children, into);
      continue;
    }
    const kind = KIND[element.type];
    if (kind && 'value' in element && typeof element.value === 'string') into.add(`{${element.value}, ${kind}}`);
    if ('options' in element) for (const option of Object.values(element.options)) collect(option.value, into);
  }
  return into;
}

/**
 * The placeholders and markup tags of an ICU message, each with its kind ("{hours, plural}",
 * "{newEmail, text}", "<link>"), sorted: two translations of a message must have the same. Throws
 * on a message that is not valid ICU.
 */
export const placeholdersOf = (message: string): string[] => [...collect(parse(message), new Set())].sort();
