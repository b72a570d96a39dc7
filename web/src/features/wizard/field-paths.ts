/**
 * Where an answer lives, in the notation of domain/rules/validate: a top-level key ('pNameFirst',
 * also 'q35.a') or a row item of a list ('pPhysicalAddressHistory[2].physicalCity').
 */
export type FieldPath = string;

export interface RowPath {
  readonly groupKey: string;
  readonly index: number;
  readonly itemKey: string;
}

const ROW_PATH = /^(.+?)\[(\d+)\]\.(.+)$/;

export const rowPathOf = (groupKey: string, index: number, itemKey: string): FieldPath => `${groupKey}[${index}].${itemKey}`;

/** The row path's parts, or null for a top-level key. */
export function parseRowPath(path: FieldPath): RowPath | null {
  const match = ROW_PATH.exec(path);
  if (!match) return null;
  const [, groupKey = '', index = '0', itemKey = ''] = match;
  return { groupKey, index: Number(index), itemKey };
}

/** The top-level key a path belongs to: the key itself, or the list a row item is in. */
export function rootKeyOf(path: FieldPath): string {
  return parseRowPath(path)?.groupKey ?? path.replace(/\[\d+\]$/, '');
}

/** A DOM id for the input of an answer; keys hold dots and brackets, which ids should not. */
export function fieldDomId(path: FieldPath): string {
  return `answer-${path.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
