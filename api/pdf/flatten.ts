import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFStream,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  type PDFDocument,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

const WIDGET = PDFName.of('Widget');
const HIDDEN = 1 << 1;
const PRINT = 1 << 2;

function numbers(array: PDFObject | undefined): number[] | null {
  if (!(array instanceof PDFArray)) return null;
  const values = array.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : Number.NaN));
  return values.every(Number.isFinite) ? values : null;
}

/** The appearance stream a widget shows now: its normal appearance, or for a box the state its /AS names. */
function shownAppearance(widget: PDFDict, doc: PDFDocument): { ref: PDFRef; stream: PDFStream } | null {
  const appearances = widget.lookup(PDFName.of('AP'));
  if (!(appearances instanceof PDFDict)) return null;
  let normal = appearances.get(PDFName.of('N'));
  const states = normal instanceof PDFRef ? doc.context.lookup(normal) : normal;
  if (states instanceof PDFDict && !(states instanceof PDFStream)) {
    const state = widget.lookup(PDFName.of('AS'));
    normal = state instanceof PDFName ? states.get(state) : undefined;
  }
  if (!(normal instanceof PDFRef)) return null;
  const stream = doc.context.lookup(normal);
  return stream instanceof PDFStream ? { ref: normal, stream } : null;
}

/** Draws an appearance into the page where its widget sits, mapping the stream's box onto the widget's rectangle. */
function drawAppearance(page: PDFPage, widget: PDFDict, appearance: { ref: PDFRef; stream: PDFStream }): void {
  const rect = numbers(widget.lookup(PDFName.of('Rect')));
  const box = numbers(appearance.stream.dict.lookup(PDFName.of('BBox')));
  const matrix = numbers(appearance.stream.dict.lookup(PDFName.of('Matrix'))) ?? [1, 0, 0, 1, 0, 0];
  if (!rect || rect.length !== 4 || !box || box.length !== 4 || matrix.length !== 6) return;
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = matrix;
  const corners = [
    [box[0] ?? 0, box[1] ?? 0],
    [box[2] ?? 0, box[1] ?? 0],
    [box[0] ?? 0, box[3] ?? 0],
    [box[2] ?? 0, box[3] ?? 0],
  ].map(([x = 0, y = 0]): [number, number] => [a * x + c * y + e, b * x + d * y + f]);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  if (maxX - minX <= 0 || maxY - minY <= 0) return;
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = rect;
  const left = Math.min(x1, x2);
  const bottom = Math.min(y1, y2);
  const scaleX = Math.abs(x2 - x1) / (maxX - minX);
  const scaleY = Math.abs(y2 - y1) / (maxY - minY);
  const name = page.node.newXObject('FlatWidget', appearance.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(scaleX, 0, 0, scaleY, left - minX * scaleX, bottom - minY * scaleY),
    drawObject(name),
    popGraphicsState(),
  );
}

/**
 * Burns every printable widget's current appearance into its page and removes the form, the way a
 * printer shows it. Unlike pdf-lib's flatten, a widget without an appearance (an empty USCIS box,
 * whose outline is part of the page) is simply dropped instead of being an error.
 */
export function flattenForm(doc: PDFDocument): void {
  for (const page of doc.getPages()) {
    const annotations = page.node.Annots();
    if (!annotations) continue;
    const kept: PDFObject[] = [];
    const widgets: PDFDict[] = [];
    for (const item of annotations.asArray()) {
      const annotation = item instanceof PDFRef ? doc.context.lookup(item) : item;
      if (annotation instanceof PDFDict && annotation.lookup(PDFName.of('Subtype')) === WIDGET) widgets.push(annotation);
      else kept.push(item);
    }
    if (widgets.length === 0) continue;
    // Whatever state the page's own content leaves behind must not move the widgets.
    page.node.normalize();
    const start = doc.context.register(doc.context.contentStream([pushGraphicsState()]));
    const end = doc.context.register(doc.context.contentStream([popGraphicsState()]));
    page.node.wrapContentStreams(start, end);
    for (const widget of widgets) {
      const flags = widget.lookup(PDFName.of('F'));
      const flag = flags instanceof PDFNumber ? flags.asNumber() : 0;
      if ((flag & HIDDEN) !== 0 || (flag & PRINT) === 0) continue;
      const appearance = shownAppearance(widget, doc);
      if (appearance) drawAppearance(page, widget, appearance);
    }
    if (kept.length > 0) page.node.set(PDFName.of('Annots'), doc.context.obj(kept));
    else page.node.delete(PDFName.of('Annots'));
  }
  doc.catalog.delete(PDFName.of('AcroForm'));
}
