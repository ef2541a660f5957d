import { type DocumentInfoField, infoFieldLabelKey, type ExportDocument, labelOf } from '@icf/shared';
import { colors, type PdfFrame } from './pdf-frame';

const clientFields = ['client', 'age', 'gender', 'onset', 'evaluation_date', 'manager', 'dx'] as const;

/** The client details as a two-column grid of label and value, then the core sets the document uses. */
export function drawClientBlock(frame: PdfFrame, document: ExportDocument): void {
  const { doc } = frame;
  const { labels, info } = document;
  const columnWidth = frame.width / 2;
  const labelWidth = 78;
  for (let index = 0; index < clientFields.length; index += 2) {
    frame.ensureSpace(16);
    const y = doc.y;
    let rowBottom = y;
    clientFields.slice(index, index + 2).forEach((field, column) => {
      const x = frame.left + column * columnWidth;
      frame.font('regular', 8.5, colors.muted).text(labelOf(labels, infoFieldLabelKey(field)), x, y, {
        width: labelWidth - 6,
      });
      rowBottom = Math.max(rowBottom, doc.y);
      frame
        .font('regular', 9.5)
        .text(info[field] || '–', x + labelWidth, y, { width: columnWidth - labelWidth - 8 });
      rowBottom = Math.max(rowBottom, doc.y);
    });
    doc.y = rowBottom + 3;
  }
  if (document.sets.length > 0) {
    const names = document.sets
      .map((set) =>
        set.name_translation && set.name_translation !== set.name
          ? `${set.name} (${set.name_translation})`
          : set.name,
      )
      .join(', ');
    doc.moveDown(0.2);
    frame
      .font('bold', 8.5, colors.muted)
      .text(`${labelOf(labels, 'export.core_sets')}: `, frame.left, doc.y, {
        width: frame.width,
        continued: true,
      });
    frame.font('regular', 8.5).text(names);
  }
  doc.moveDown(0.4);
}

/** Labelled free-text fields (perspectives, factors), each only when filled in, kept whole on a page. */
export function drawTextFields(
  frame: PdfFrame,
  document: ExportDocument,
  fields: readonly DocumentInfoField[],
): void {
  const { doc } = frame;
  for (const field of fields) {
    const value = document.info[field];
    if (value === '') continue;
    const label = labelOf(document.labels, infoFieldLabelKey(field));
    frame.font('regular', 9);
    const height = doc.heightOfString(value, { width: frame.width }) + 16;
    frame.ensureSpace(Math.min(height, frame.bottom - 120));
    frame.font('bold', 8.5, colors.muted).text(label, frame.left, doc.y, { width: frame.width });
    frame.font('regular', 9).text(value, frame.left, doc.y, { width: frame.width });
    doc.moveDown(0.4);
  }
}
