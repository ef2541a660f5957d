import {
  isProfiled,
  infoFieldLabelKey,
  goalText,
  qualifierTexts,
  type ExportCode,
  type ExportDocument,
  labelOf,
} from '@icf/shared';
import { drawClientBlock } from './info-block';
import { colors, sectionHeading, type PdfFrame } from './pdf-frame';

/** One cell of a two-column row: a small heading and lines of text. */
interface Cell {
  heading?: string;
  lines: { text: string; bold?: boolean; color?: string }[];
}

/**
 * Form 3, the assessment sheet of the Rehab-Cycle: the upper half holds the client's perspective (body functions
 * and structures | activities and participation), the lower half the professional's findings, the rated
 * categories in the same two columns, and a band with the environmental and personal factors.
 */
export function drawAssessmentSheet(frame: PdfFrame, document: ExportDocument): void {
  const { labels, info } = document;
  drawClientBlock(frame, document);

  sectionHeading(frame, labelOf(labels, 'export.sheet.client_perspective'), 120);
  drawRow(
    frame,
    [
      { heading: labelOf(labels, 'export.sheet.body'), lines: [{ text: info.perspective_bf }] },
      { heading: labelOf(labels, 'export.sheet.activities'), lines: [{ text: info.perspective_ap }] },
    ],
    150,
  );

  const rated = document.codes.filter((code) => isProfiled(code.code, code.entry));
  const body = rated.filter((code) => code.component === 'b' || code.component === 's');
  const activities = rated.filter((code) => code.component === 'd');
  const environment = rated.filter((code) => code.component === 'e');

  sectionHeading(frame, labelOf(labels, 'export.sheet.professional_perspective'), 60);
  drawRow(
    frame,
    [
      { heading: labelOf(labels, 'export.sheet.body'), lines: [] },
      { heading: labelOf(labels, 'export.sheet.activities'), lines: [] },
    ],
    0,
  );
  const rows = Math.max(body.length, activities.length);
  if (rows === 0) {
    drawRow(
      frame,
      [{ lines: [{ text: labelOf(labels, 'export.no_rated'), color: colors.muted }] }, { lines: [] }],
      0,
    );
  }
  for (let index = 0; index < rows; index += 1) {
    drawRow(frame, [findingCell(body[index], document), findingCell(activities[index], document)], 0);
  }

  // The band of contextual factors, one row per environmental finding, so a long list flows over pages.
  sectionHeading(frame, labelOf(labels, 'export.sheet.contextual'), 60);
  const environmentCells: Cell[] = environment.map((code) => findingCell(code, document));
  if (info.enviromental_factor) environmentCells.push({ lines: [{ text: info.enviromental_factor }] });
  const bandRows = Math.max(environmentCells.length, 1);
  for (let index = 0; index < bandRows; index += 1) {
    const left = environmentCells[index] ?? { lines: [] };
    const right: Cell = index === 0 ? { lines: [{ text: info.personal_factor }] } : { lines: [] };
    if (index === 0) {
      left.heading = labelOf(labels, infoFieldLabelKey('enviromental_factor'));
      right.heading = labelOf(labels, infoFieldLabelKey('personal_factor'));
    }
    drawRow(frame, [left, right], index === 0 ? 70 : 0);
  }
}

function findingCell(code: ExportCode | undefined, document: ExportDocument): Cell {
  if (!code) return { lines: [] };
  const qualifiers = qualifierTexts(code, document.labels)
    .filter((qualifier) => qualifier.value !== '')
    .map((qualifier) => `${qualifier.slotLabel}: ${qualifier.valueText}`)
    .join(' · ');
  const lines: Cell['lines'] = [
    { text: `${code.code} ${code.name}`, bold: true, color: colors.component[code.component] },
  ];
  if (code.nameTranslation)
    lines.push({ text: code.nameTranslation, color: colors.component[code.component] });
  lines.push({ text: qualifiers });
  const goal = goalText(code, document.labels);
  if (goal !== null) lines.push({ text: goal, bold: true, color: colors.goal });
  if (code.entry.desc) lines.push({ text: code.entry.desc, color: colors.muted });
  return { lines };
}

const padding = 6;

function cellHeight(frame: PdfFrame, cell: Cell, width: number): number {
  let height = padding * 2;
  if (cell.heading) {
    frame.font('bold', 8.5);
    height += frame.doc.heightOfString(cell.heading, { width }) + 3;
  }
  for (const line of cell.lines) {
    frame.font(line.bold ? 'bold' : 'regular', 9);
    height += frame.doc.heightOfString(line.text || ' ', { width }) + 1;
  }
  return height;
}

/** Two boxed cells side by side, as tall as the taller one (at least `minHeight`), never cut across pages. */
function drawRow(frame: PdfFrame, cells: [Cell, Cell], minHeight: number): void {
  const { doc } = frame;
  const columnWidth = frame.width / 2;
  const innerWidth = columnWidth - padding * 2;
  const height = Math.max(minHeight, ...cells.map((cell) => cellHeight(frame, cell, innerWidth)));
  frame.ensureSpace(height);
  const top = doc.y;
  cells.forEach((cell, column) => {
    const x = frame.left + column * columnWidth;
    doc.rect(x, top, columnWidth, height).lineWidth(0.6).strokeColor(colors.rule).stroke();
    doc.y = top + padding;
    if (cell.heading) {
      frame.font('bold', 8.5, colors.muted).text(cell.heading, x + padding, doc.y, { width: innerWidth });
      doc.y += 3;
    }
    for (const line of cell.lines) {
      frame
        .font(line.bold ? 'bold' : 'regular', 9, line.color ?? colors.text)
        .text(line.text || ' ', x + padding, doc.y, {
          width: innerWidth,
        });
      doc.y += 1;
    }
  });
  doc.y = top + height;
}
