import {
  codeTitle,
  codesByComponent,
  goalText,
  qualifierTexts,
  sourceTexts,
  type ExportCode,
  type ExportDocument,
  labelOf,
} from '@icf/shared';
import { drawClientBlock, drawTextFields } from './info-block';
import { colors, componentHeading, type PdfFrame } from './pdf-frame';

/**
 * Forms 1 and 2, the ICF documentation form: the client, the core sets and the client's perspectives, then every
 * selected category grouped by component. Each block shows the title in both languages, (form 1) the WHO
 * definition with inclusions and exclusions, the qualifiers with their labels, the information sources and the
 * problem description. A block is never cut across pages.
 */
export function drawDocumentationForm(
  frame: PdfFrame,
  document: ExportDocument,
  withDefinitions: boolean,
): void {
  drawClientBlock(frame, document);
  drawTextFields(frame, document, [
    'perspective_bf',
    'perspective_ap',
    'enviromental_factor',
    'personal_factor',
  ]);
  if (document.codes.length === 0) {
    frame
      .font('regular', 10, colors.muted)
      .text(labelOf(document.labels, 'export.no_codes'), frame.left, frame.doc.y);
    return;
  }
  for (const group of codesByComponent(document.codes)) {
    const first = group.codes[0]!;
    componentHeading(
      frame,
      group.component,
      labelOf(document.labels, `component.${group.component}`),
      blockHeight(frame, first, document, withDefinitions),
    );
    for (const code of group.codes) drawCodeBlock(frame, code, document, withDefinitions);
  }
}

interface BlockPart {
  text: string;
  weight: 'regular' | 'bold';
  size: number;
  color: string;
  gap: number;
}

function blockParts(code: ExportCode, document: ExportDocument, withDefinitions: boolean): BlockPart[] {
  const { labels } = document;
  const parts: BlockPart[] = [
    { text: codeTitle(code), weight: 'bold', size: 10, color: colors.component[code.component], gap: 2 },
  ];
  if (withDefinitions) {
    const definition = [
      code.definition,
      code.inclusions && `${labelOf(labels, 'code.inclusions')}: ${code.inclusions}`,
      code.exclusions && `${labelOf(labels, 'code.exclusions')}: ${code.exclusions}`,
    ]
      .filter(Boolean)
      .join('\n');
    if (definition)
      parts.push({ text: definition, weight: 'regular', size: 7.5, color: colors.muted, gap: 3 });
  }
  const qualifiers = qualifierTexts(code, labels)
    .map((qualifier) => `${qualifier.slotLabel}: ${qualifier.valueText}`)
    .join('     ');
  parts.push({ text: qualifiers, weight: 'regular', size: 9, color: colors.text, gap: 2 });
  const goal = goalText(code, labels);
  if (goal !== null) parts.push({ text: goal, weight: 'bold', size: 8.5, color: colors.goal, gap: 2 });
  const sources = sourceTexts(code, labels);
  if (sources.length > 0) {
    parts.push({
      text: `${labelOf(labels, 'code.sources')}: ${sources.join(', ')}`,
      weight: 'regular',
      size: 8.5,
      color: colors.text,
      gap: 2,
    });
  }
  if (code.entry.desc !== '') {
    const label = labelOf(
      labels,
      code.component === 'e' ? 'code.environment_description' : 'code.problem_description',
    );
    parts.push({
      text: `${label}: ${code.entry.desc}`,
      weight: 'regular',
      size: 9,
      color: colors.text,
      gap: 2,
    });
  }
  return parts;
}

const blockPadding = 8;

function blockHeight(
  frame: PdfFrame,
  code: ExportCode,
  document: ExportDocument,
  withDefinitions: boolean,
): number {
  let height = blockPadding;
  for (const part of blockParts(code, document, withDefinitions)) {
    frame.font(part.weight, part.size);
    height += frame.doc.heightOfString(part.text, { width: frame.width - 8 }) + part.gap;
  }
  return height;
}

function drawCodeBlock(
  frame: PdfFrame,
  code: ExportCode,
  document: ExportDocument,
  withDefinitions: boolean,
): void {
  const { doc } = frame;
  const height = blockHeight(frame, code, document, withDefinitions);
  // A block taller than a page can only flow; every other block starts where it fits whole.
  frame.ensureSpace(Math.min(height, frame.bottom - 140));
  const top = doc.y;
  for (const part of blockParts(code, document, withDefinitions)) {
    frame
      .font(part.weight, part.size, part.color)
      .text(part.text, frame.left + 8, doc.y, { width: frame.width - 8 });
    doc.y += part.gap;
  }
  const bottom = doc.y + 2;
  // A coloured bar on the left ties the block together (only on the page where it starts).
  if (bottom > top) {
    doc
      .rect(frame.left, top, 2.5, Math.max(0, Math.min(bottom, frame.bottom) - top))
      .fill(colors.component[code.component]);
  }
  frame.rule(bottom + 3, 0.4);
  doc.y = bottom + 8;
}
