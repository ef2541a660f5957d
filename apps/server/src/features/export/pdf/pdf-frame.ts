import PDFDocument from 'pdfkit';
import { type ComponentLetter, type ExportDocument, labelOf } from '@icf/shared';
import { keepKoreanWordsTogether } from './keep-korean-words';
import { pdfFonts } from './pdf-fonts';

export const colors = {
  text: '#1d2a33',
  muted: '#5d6b75',
  rule: '#c8d1d8',
  faint: '#eef2f5',
  /** Goals and target markers (decision 0018). */
  goal: '#1f4e8c',
  // The web app's --color-b/s/d/e (apps/web/src/styles/global.css), each 4.5:1 on white.
  component: { b: '#2a64a8', s: '#7b4bb7', d: '#1e7350', e: '#9c4f10' } satisfies Record<
    ComponentLetter,
    string
  >,
} as const;

const margin = { top: 96, bottom: 58, left: 42, right: 42 };

/** An A4 page with the form's header and footer around a content area that the forms fill from top to bottom. */
export interface PdfFrame {
  readonly doc: PDFKit.PDFDocument;
  readonly left: number;
  readonly width: number;
  /** The lowest y content may reach on a page. */
  readonly bottom: number;
  /** Starts a new page when `height` does not fit below the current position (a block is never cut). */
  ensureSpace(height: number): boolean;
  font(weight: 'regular' | 'bold', size: number, color?: string): PDFKit.PDFDocument;
  /** A hairline across the content width at `y`. */
  rule(y: number, lineWidth: number): void;
}

/** Opens a form: A4, the bundled fonts, pages kept in memory so the header, footer and "n / N" go on last. */
export function openFrame(title: string): PdfFrame {
  const doc = new PDFDocument({
    size: 'A4',
    margins: margin,
    bufferPages: true,
    info: { Title: title, Creator: 'ICF Core Sets' },
  });
  const fonts = pdfFonts();
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  keepKoreanWordsWhole(doc);
  const width = doc.page.width - margin.left - margin.right;
  const bottom = doc.page.height - margin.bottom;
  const frame: PdfFrame = {
    doc,
    left: margin.left,
    width,
    bottom,
    ensureSpace(height) {
      if (doc.y + height <= bottom || doc.y <= margin.top + 1) return false;
      doc.addPage();
      return true;
    },
    font(weight, size, color = colors.text) {
      return doc.font(weight).fontSize(size).fillColor(color);
    },
    rule(y, lineWidth) {
      doc
        .moveTo(margin.left, y)
        .lineTo(margin.left + width, y)
        .lineWidth(lineWidth)
        .strokeColor(colors.rule)
        .stroke();
    },
  };
  frame.font('regular', 9);
  return frame;
}

/**
 * Draws the header (form title, client, evaluation date, the other client details) and the footer (the WHO
 * credit of the ICF text and "n / N") on every page, then ends the document and returns its bytes.
 */
export async function closeFrame(
  frame: PdfFrame,
  title: string,
  document: Pick<ExportDocument, 'info' | 'labels'>,
): Promise<Buffer> {
  const { doc } = frame;
  const { info, labels } = document;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const range = doc.bufferedPageRange();
  const client = [info.client, info.age, info.gender].filter((part) => part !== '').join(' · ');
  const details = (
    [
      ['info.dx', info.dx],
      ['info.onset', info.onset],
      ['info.manager', info.manager],
    ] as const
  )
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${labelOf(labels, key)}: ${value}`)
    .join('   ');
  const credit = labelOf(labels, 'footer.who_credit');

  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // Header and footer sit in the margins: no automatic page breaks while they are drawn.
    const savedMargins = { ...doc.page.margins };
    doc.page.margins = { top: 0, bottom: 0, left: margin.left, right: margin.right };

    frame
      .font('bold', 13)
      .text(title, margin.left, 34, { width: frame.width * 0.55, lineBreak: false, ellipsis: true });
    const evaluation = info.evaluation_date
      ? `${labelOf(labels, 'info.evaluation_date')}: ${info.evaluation_date}`
      : '';
    frame.font('bold', 10).text(client || ' ', margin.left + frame.width * 0.55, 34, {
      width: frame.width * 0.45,
      align: 'right',
      lineBreak: false,
      ellipsis: true,
    });
    frame.font('regular', 8.5, colors.muted).text(evaluation || ' ', margin.left + frame.width * 0.55, 50, {
      width: frame.width * 0.45,
      align: 'right',
      lineBreak: false,
    });
    drawHeaderDetails(frame, details, margin.left, 52, frame.width * 0.55);
    frame.rule(80, 0.8);

    const footerTop = doc.page.height - margin.bottom + 14;
    frame.rule(footerTop - 6, 0.5);
    frame
      .font('regular', 6.5, colors.muted)
      .text(credit, margin.left, footerTop, { width: frame.width - 60, height: 30 });
    frame
      .font('regular', 8.5, colors.muted)
      .text(`${index + 1} / ${range.count}`, margin.left + frame.width - 56, footerTop, {
        width: 56,
        align: 'right',
        lineBreak: false,
      });

    doc.page.margins = savedMargins;
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Sizes the header details may take, largest first: two lines at 8.5 pt, else smaller until they fit. */
const headerDetailSizes = [8.5, 7.5, 6.5, 6];

/**
 * The diagnosis, onset and manager under the form title: wrapped onto a second line rather than cut, and set
 * smaller when two lines are not enough, so no field is ever dropped from a page header.
 */
function drawHeaderDetails(frame: PdfFrame, details: string, x: number, y: number, width: number): void {
  if (details === '') return;
  const room = 80 - 2 - y;
  const size =
    headerDetailSizes.find(
      (candidate) => frame.font('regular', candidate).heightOfString(details, { width }) <= room,
    ) ?? headerDetailSizes[headerDetailSizes.length - 1]!;
  frame.font('regular', size, colors.muted).text(details, x, y, { width });
}

/** A component heading: its name in the component's colour over a rule. */
export function componentHeading(
  frame: PdfFrame,
  component: ComponentLetter,
  text: string,
  keepWith: number,
): void {
  frame.ensureSpace(26 + keepWith);
  const { doc } = frame;
  doc.moveDown(0.4);
  frame.font('bold', 12, colors.component[component]).text(text, frame.left, doc.y, { width: frame.width });
  const y = doc.y + 2;
  doc
    .moveTo(frame.left, y)
    .lineTo(frame.left + frame.width, y)
    .lineWidth(1.2)
    .strokeColor(colors.component[component])
    .stroke();
  doc.y = y + 6;
}

/** A section heading in the text colour. */
export function sectionHeading(frame: PdfFrame, text: string, keepWith: number): void {
  frame.ensureSpace(22 + keepWith);
  frame.doc.moveDown(0.3);
  frame.font('bold', 11).text(text, frame.left, frame.doc.y, { width: frame.width });
  frame.doc.y += 3;
}

type LayOutText = (
  text: unknown,
  x?: unknown,
  y?: unknown,
  options?: PDFKit.Mixins.TextOptions,
  lineCallback?: unknown,
) => PDFKit.PDFDocument;

/**
 * pdfkit lays out every `text()` and measures every `heightOfString()` through its `_text`: there, text that
 * wraps within a width keeps its Korean words whole (`keepKoreanWordsTogether`), so what is measured is what is
 * printed.
 */
function keepKoreanWordsWhole(doc: PDFKit.PDFDocument): void {
  const target = doc as unknown as {
    _text: LayOutText;
    /** Set while a paragraph continues (`continued: true`): its options, and how far its line is filled. */
    _textOptions: PDFKit.Mixins.TextOptions | null;
    _wrapper: { continuedX: number } | null;
  };
  const layOut = target._text.bind(doc);
  target._text = (text, x, y, options, lineCallback) => {
    // `text(string, options)` passes the options where x would be; a continuation takes its paragraph's.
    const given = (x !== null && typeof x === 'object' ? x : options) as
      PDFKit.Mixins.TextOptions | undefined;
    const effective = { ...target._textOptions, ...given };
    if (typeof text !== 'string' || !effective.width || effective.lineBreak === false) {
      return layOut(text, x, y, options, lineCallback);
    }
    // Half a point to spare, so that pdfkit's own measure of a filled line never finds it too wide.
    const width = effective.width - 0.5;
    const kept = keepKoreanWordsTogether(
      text,
      width,
      (part) => doc.widthOfString(part, effective),
      width - (target._wrapper?.continuedX ?? 0),
    );
    return layOut(kept, x, y, options, lineCallback);
  };
}
