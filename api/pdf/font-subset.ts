/**
 * A TrueType subset that keeps every glyph's id: the outlines of the glyphs a document draws (and
 * the glyphs they are composed of) stay, every other glyph becomes empty. The document refers to
 * glyphs by id (Identity CIDToGIDMap), so nothing needs renumbering, and the emptied glyph, index
 * and metric entries compress to almost nothing: a CJK face of 10 MB embeds in a few kilobytes.
 *
 * Only the tables a TrueType-based CIDFont needs are kept (ISO 32000-1 §9.9: head, hhea, loca,
 * maxp, cvt, prep, glyf, hmtx, fpgm; a cmap only for simple fonts), plus OS/2 and a bare post.
 */

const KEPT_TABLES = ['OS/2', 'cvt ', 'fpgm', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'post', 'prep'];

/** Composite glyph flags (OpenType glyf table). */
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

export class FontSubsetError extends Error {
  override name = 'FontSubsetError';
}

function readTables(font: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  if (view.getUint32(0) !== 0x00010000) throw new FontSubsetError('not a TrueType font (glyf outlines)');
  const tables = new Map<string, Uint8Array>();
  const count = view.getUint16(4);
  for (let index = 0; index < count; index++) {
    const record = 12 + 16 * index;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    if (offset + length > font.byteLength) throw new FontSubsetError(`table ${tag} runs past the end of the file`);
    tables.set(tag, font.subarray(offset, offset + length));
  }
  return tables;
}

function table(tables: Map<string, Uint8Array>, tag: string): Uint8Array {
  const found = tables.get(tag);
  if (!found) throw new FontSubsetError(`the font has no ${tag} table`);
  return found;
}

const viewOf = (bytes: Uint8Array): DataView => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Each glyph's [start, end) in glyf, from loca. */
function glyphOffsets(tables: Map<string, Uint8Array>, numGlyphs: number): Uint32Array {
  const loca = viewOf(table(tables, 'loca'));
  const long = viewOf(table(tables, 'head')).getInt16(50) === 1;
  const offsets = new Uint32Array(numGlyphs + 1);
  for (let gid = 0; gid <= numGlyphs; gid++) offsets[gid] = long ? loca.getUint32(4 * gid) : 2 * loca.getUint16(2 * gid);
  return offsets;
}

/** The glyphs a composite glyph is built from. */
function components(glyph: Uint8Array): number[] {
  if (glyph.byteLength < 10) return [];
  const view = viewOf(glyph);
  if (view.getInt16(0) >= 0) return [];
  const found: number[] = [];
  let at = 10;
  for (;;) {
    const flags = view.getUint16(at);
    found.push(view.getUint16(at + 2));
    at += 4 + ((flags & ARG_1_AND_2_ARE_WORDS) !== 0 ? 4 : 2);
    if ((flags & WE_HAVE_A_SCALE) !== 0) at += 2;
    else if ((flags & WE_HAVE_AN_X_AND_Y_SCALE) !== 0) at += 4;
    else if ((flags & WE_HAVE_A_TWO_BY_TWO) !== 0) at += 8;
    if ((flags & MORE_COMPONENTS) === 0 || at + 4 > glyph.byteLength) return found;
  }
}

function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(bytes.byteLength / 4) * 4);
  padded.set(bytes);
  const view = viewOf(padded);
  let sum = 0;
  for (let at = 0; at < padded.byteLength; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

function assemble(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const headerLength = 12 + 16 * tags.length;
  let length = headerLength;
  for (const tag of tags) length += Math.ceil((tables.get(tag)?.byteLength ?? 0) / 4) * 4;
  const font = new Uint8Array(length);
  const view = viewOf(font);
  const entrySelector = Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, 16 * 2 ** entrySelector);
  view.setUint16(8, entrySelector);
  view.setUint16(10, 16 * tags.length - 16 * 2 ** entrySelector);
  let offset = headerLength;
  let headOffset = -1;
  tags.forEach((tag, index) => {
    const data = tables.get(tag) ?? new Uint8Array();
    const record = 12 + 16 * index;
    for (let i = 0; i < 4; i++) font[record + i] = tag.charCodeAt(i);
    view.setUint32(record + 4, checksum(data));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, data.byteLength);
    font.set(data, offset);
    if (tag === 'head') headOffset = offset;
    offset += Math.ceil(data.byteLength / 4) * 4;
  });
  // head.checkSumAdjustment makes the whole file sum to 0xB1B0AFBA.
  if (headOffset >= 0) view.setUint32(headOffset + 8, (0xb1b0afba - checksum(font)) >>> 0);
  return font;
}

/** `font` (a TrueType file) with only the outlines of `glyphIds` and their components; ids unchanged. */
export function subsetKeepingGlyphIds(font: Uint8Array, glyphIds: Iterable<number>): Uint8Array {
  const tables = readTables(font);
  const numGlyphs = viewOf(table(tables, 'maxp')).getUint16(4);
  const offsets = glyphOffsets(tables, numGlyphs);
  const glyf = table(tables, 'glyf');
  const glyphData = (gid: number): Uint8Array => glyf.subarray(offsets[gid] ?? 0, offsets[gid + 1] ?? 0);

  const kept = new Set<number>();
  // Glyph 0, .notdef, is always kept: it is what a viewer draws for a glyph it cannot find.
  const pending = [0, ...[...glyphIds].filter((gid) => gid >= 0 && gid < numGlyphs)];
  for (let gid = pending.pop(); gid !== undefined; gid = pending.pop()) {
    if (kept.has(gid)) continue;
    kept.add(gid);
    for (const part of components(glyphData(gid))) if (part < numGlyphs && !kept.has(part)) pending.push(part);
  }

  let glyfLength = 0;
  for (const gid of kept) glyfLength += Math.ceil(glyphData(gid).byteLength / 4) * 4;
  const newGlyf = new Uint8Array(glyfLength);
  const newLoca = new Uint8Array(4 * (numGlyphs + 1));
  const locaView = viewOf(newLoca);
  let at = 0;
  for (let gid = 0; gid < numGlyphs; gid++) {
    locaView.setUint32(4 * gid, at);
    if (!kept.has(gid)) continue;
    const data = glyphData(gid);
    newGlyf.set(data, at);
    at += Math.ceil(data.byteLength / 4) * 4;
  }
  locaView.setUint32(4 * numGlyphs, at);

  const hmtx = table(tables, 'hmtx').slice();
  const longMetrics = viewOf(table(tables, 'hhea')).getUint16(34);
  for (let gid = 0; gid < numGlyphs; gid++) {
    if (kept.has(gid)) continue;
    const start = gid < longMetrics ? 4 * gid : 4 * longMetrics + 2 * (gid - longMetrics);
    hmtx.fill(0, start, Math.min(hmtx.byteLength, start + (gid < longMetrics ? 4 : 2)));
  }

  const head = table(tables, 'head').slice();
  viewOf(head).setInt16(50, 1);
  viewOf(head).setUint32(8, 0);
  // post version 3: no glyph names, which a CIDFont never uses.
  const post = table(tables, 'post').slice(0, 32);
  viewOf(post).setUint32(0, 0x00030000);

  const subset = new Map<string, Uint8Array>();
  for (const tag of KEPT_TABLES) {
    const data = tables.get(tag);
    if (data) subset.set(tag, data);
  }
  subset.set('glyf', newGlyf);
  subset.set('loca', newLoca);
  subset.set('hmtx', hmtx);
  subset.set('head', head);
  subset.set('post', post);
  return assemble(subset);
}
