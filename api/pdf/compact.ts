import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';

/** Every object a reader can reach from the trailer (the catalog and the document information). */
function reachableRefs(doc: PDFDocument): Set<PDFRef> {
  const seen = new Set<PDFRef>();
  const pending: PDFObject[] = [];
  const { Root, Info } = doc.context.trailerInfo;
  if (Root) pending.push(Root);
  if (Info) pending.push(Info);
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFRef) {
      if (seen.has(object)) continue;
      seen.add(object);
      const target = doc.context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) pending.push(value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  return seen;
}

/**
 * Keeps of the catalog what printing needs, once the form is flattened: the pages. The structure
 * tree tags the removed fields (and the package, assembled from copied pages, carries no tags),
 * the scripts validate fields that are gone, and the XMP metadata describes an XFA form.
 */
export function keepOnlyPages(doc: PDFDocument): void {
  for (const key of doc.catalog.keys()) {
    const name = key.decodeText();
    if (name !== 'Type' && name !== 'Pages' && name !== 'PageLabels' && name !== 'Lang') doc.catalog.delete(key);
  }
}

/**
 * Deletes what nothing refers to any more: the dropped XFA part, the fields removed by flattening,
 * replaced appearances. pdf-lib writes every object it holds, reachable or not.
 */
export function dropUnreachableObjects(doc: PDFDocument): void {
  const reachable = reachableRefs(doc);
  const unreachable: PDFRef[] = [];
  for (const [ref] of doc.context.enumerateIndirectObjects()) if (!reachable.has(ref)) unreachable.push(ref);
  for (const ref of unreachable) doc.context.delete(ref);
}

/**
 * The forms share Noto Sans, but each document embeds its own copy (pdf-lib cannot share an
 * object between documents): keep one copy of each identical font file.
 */
export function shareIdenticalFontFiles(doc: PDFDocument): void {
  const kept = new Map<string, PDFRef>();
  const duplicates = new Set<PDFRef>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.lookup(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    for (const key of ['FontFile', 'FontFile2', 'FontFile3'].map((name) => PDFName.of(name))) {
      const ref = object.get(key);
      const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : undefined;
      if (!(ref instanceof PDFRef) || !(stream instanceof PDFStream)) continue;
      const hash = createHash('sha256').update(stream.getContents()).update(String(stream.dict)).digest('hex');
      const first = kept.get(hash);
      if (!first) kept.set(hash, ref);
      else if (first !== ref) {
        object.set(key, first);
        duplicates.add(ref);
      }
    }
  }
  for (const ref of duplicates) doc.context.delete(ref);
}
