import {
  isProfiled,
  profileBarGeometry,
  profileMarksOf,
  qualifierScore,
  qualifierSlotsOf,
  roleOfSlot,
  type ComponentLetter,
  type ProfileMark,
  codesByComponent,
  type ExportCode,
  type ExportDocument,
  labelOf,
  type ExportLabels,
} from '@icf/shared';
import { drawClientBlock } from './info-block';
import { colors, componentHeading, type PdfFrame } from './pdf-frame';

/**
 * Form 4, the ICF categorical (functioning) profile: one row per rated category, grouped by component, a bar
 * per magnitude qualifier on the 0–4 scale (`profileMarksOf`, `profileBarGeometry`). Activities show
 * performance and capacity as two bars; environmental factors put barriers left of zero and facilitators right
 * of it; 8, 9, and a structure's nature and location are written as text. A goal (decision 0018) is a dashed target
 * marker at its value.
 */
export function drawFunctioningProfile(frame: PdfFrame, document: ExportDocument): void {
  const { labels } = document;
  drawClientBlock(frame, document);
  frame
    .font('regular', 8, colors.muted)
    .text(labelOf(labels, 'export.profile.scale'), frame.left, frame.doc.y, {
      width: frame.width,
    });
  frame.doc.moveDown(0.3);
  const rated = document.codes.filter((code) => isProfiled(code.code, code.entry));
  if (rated.length === 0) {
    frame.font('regular', 10, colors.muted).text(labelOf(labels, 'export.no_rated'), frame.left, frame.doc.y);
    return;
  }
  const layout = profileLayout(frame);
  for (const group of codesByComponent(rated)) {
    componentHeading(
      frame,
      group.component,
      labelOf(labels, `component.${group.component}`),
      20 + rowHeight(frame, layout, group.codes[0]!, labels),
    );
    drawScale(frame, layout, group.component);
    for (const code of group.codes) {
      if (frame.ensureSpace(rowHeight(frame, layout, code, labels)))
        drawScale(frame, layout, group.component);
      drawProfileRow(frame, layout, code, labels);
    }
  }
}

interface ProfileLayout {
  categoryWidth: number;
  zeroX: number;
  unit: number;
  axisLeft: number;
  axisRight: number;
}

function profileLayout(frame: PdfFrame): ProfileLayout {
  const categoryWidth = frame.width * 0.42;
  const axisLeft = frame.left + categoryWidth + 12;
  const axisRight = frame.left + frame.width - 6;
  const unit = (axisRight - axisLeft) / 8;
  return { categoryWidth, axisLeft, axisRight, unit, zeroX: axisLeft + unit * 4 };
}

/** The tick labels of a group: 0–4 right of zero, and for environmental factors 4–1 (barriers) left of it. */
function drawScale(frame: PdfFrame, layout: ProfileLayout, component: ComponentLetter): void {
  const { doc } = frame;
  const y = doc.y;
  frame.font('regular', 7, colors.muted);
  for (let step = -4; step <= 4; step += 1) {
    if (step < 0 && component !== 'e') continue;
    const x = layout.zeroX + step * layout.unit;
    const label = step > 0 && component === 'e' ? `+${step}` : String(Math.abs(step));
    doc.text(label, x - 10, y, { width: 20, align: 'center', lineBreak: false });
  }
  doc.y = y + 11;
}

function rowHeight(frame: PdfFrame, layout: ProfileLayout, code: ExportCode, labels: ExportLabels): number {
  frame.font('bold', 8.5);
  let height = frame.doc.heightOfString(`${code.code} ${code.name}`, { width: layout.categoryWidth });
  if (code.nameTranslation) {
    frame.font('regular', 7.5);
    height += frame.doc.heightOfString(code.nameTranslation, { width: layout.categoryWidth });
  }
  const note = noteOf(code, labels);
  if (note !== null) {
    frame.font('regular', 6.5);
    height = Math.max(height, frame.doc.heightOfString(note, { width: noteBox(layout, code).width }));
  }
  const bars = profileMarksOf(code.code, code.entry).filter((mark) => mark.kind === 'bar').length;
  return Math.max(height, bars > 1 ? 2 * twoBarHeight + twoBarGap : 14) + 6;
}

/**
 * 8, 9, a structure's nature and location: text, one line per qualifier, wrapped and never cut (the row grows
 * to hold it). Null when the row has none.
 */
function noteOf(code: ExportCode, labels: ExportLabels): string | null {
  const texts = profileMarksOf(code.code, code.entry).filter((mark) => mark.kind === 'text');
  if (texts.length === 0) return null;
  const slotLabels = new Map(qualifierSlotsOf(code.code).map((slot) => [slot.name, slot]));
  return texts
    .map((mark) => {
      const slot = slotLabels.get(mark.slot);
      const option = slot?.options.find((candidate) => candidate.value === mark.value);
      return `${labelOf(labels, slot?.labelKey ?? '')}: ${mark.value}${option ? ` ${labelOf(labels, option.labelKey)}` : ''}`;
    })
    .join('\n');
}

/** Left of zero for body, structure and activity rows (that half has no bars), right of it for environmental rows. */
function noteBox(layout: ProfileLayout, code: ExportCode): { x: number; width: number } {
  return code.component !== 'e'
    ? { x: layout.axisLeft, width: layout.zeroX - layout.axisLeft - 4 }
    : { x: layout.zeroX + 4, width: layout.axisRight - layout.zeroX - 4 };
}

/**
 * The code's goal (decision 0018) as a dashed vertical marker at the target value on the row's axis: problems and
 * barriers at their magnitude (barriers left of zero), facilitators right of zero.
 */
function drawTargetMarker(
  frame: PdfFrame,
  layout: ProfileLayout,
  code: ExportCode,
  top: number,
  height: number,
): void {
  const goal = code.entry.goal;
  const role = goal && roleOfSlot(code.code, goal.slot);
  const score = goal && role ? qualifierScore(role, goal.value) : null;
  if (!goal || !role || score === null) return;
  const x = role === 'environment' ? layout.zeroX + score * layout.unit : layout.zeroX - score * layout.unit;
  const { doc } = frame;
  doc
    .moveTo(x, top + 1)
    .lineTo(x, top + height - 1)
    .dash(2, { space: 1.5 })
    .lineWidth(1.4)
    .strokeColor(colors.goal)
    .stroke()
    .undash();
  frame.font('bold', 5.5, colors.goal).text('▼', x - 3, top - 3, { lineBreak: false });
}

/** Bar heights of an activity's two rows (performance, capacity): room for a 6.5 pt label with its descenders. */
const twoBarHeight = 9.5;
const twoBarGap = 2.5;

/**
 * Each bar's fill and the colour of a label written inside it, at least 4.5:1 apart (WCAG AA for small text):
 * white on the dark red and green (5.4:1, 5.5:1), the text colour on the light capacity bar (9.4:1; white on
 * the former #d98880 was 2.7:1), which stays lighter than performance so an activity's two bars read apart.
 */
export const profileBarStyles = {
  problem: { fill: '#c0392b', label: '#ffffff' },
  barrier: { fill: '#c0392b', label: '#ffffff' },
  facilitator: { fill: '#24774c', label: '#ffffff' },
  capacity: { fill: '#f2c4bf', label: colors.text },
} as const;

function barStyleOf(bar: Extract<ProfileMark, { kind: 'bar' }>): { fill: string; label: string } {
  return bar.role === 'capacity' ? profileBarStyles.capacity : profileBarStyles[bar.direction];
}

function drawProfileRow(
  frame: PdfFrame,
  layout: ProfileLayout,
  code: ExportCode,
  labels: ExportLabels,
): void {
  const { doc } = frame;
  const height = rowHeight(frame, layout, code, labels);
  const top = doc.y;

  // Grid: a faint line at every step, a strong one at zero.
  for (let step = -4; step <= 4; step += 1) {
    if (step < 0 && code.component !== 'e') continue;
    const x = layout.zeroX + step * layout.unit;
    doc
      .moveTo(x, top)
      .lineTo(x, top + height)
      .lineWidth(step === 0 ? 0.9 : 0.3)
      .strokeColor(step === 0 ? colors.muted : colors.rule)
      .stroke();
  }

  frame
    .font('bold', 8.5, colors.component[code.component])
    .text(`${code.code} ${code.name}`, frame.left, top + 3, {
      width: layout.categoryWidth,
    });
  if (code.nameTranslation) {
    frame
      .font('regular', 7.5, colors.muted)
      .text(code.nameTranslation, frame.left, doc.y, { width: layout.categoryWidth });
  }

  const marks = profileMarksOf(code.code, code.entry);
  const bars = marks.filter((mark): mark is Extract<ProfileMark, { kind: 'bar' }> => mark.kind === 'bar');
  const barHeight = bars.length > 1 ? twoBarHeight : 9;
  const placed = bars.map((bar, index) => {
    const y = top + 3 + index * (barHeight + twoBarGap);
    const { x, width } = profileBarGeometry(bar, { zeroX: layout.zeroX, unit: layout.unit });
    const style = barStyleOf(bar);
    if (width > 0) doc.rect(x, y, width, barHeight).fill(style.fill);
    else doc.rect(layout.zeroX - 1, y, 2, barHeight).fill(colors.muted);
    return { bar, x, y, width, style };
  });
  // Labels after every bar, so no later bar covers a label's descenders.
  const labelSize = 6.5;
  for (const { bar, x, y, width, style } of placed) {
    const label =
      bars.length > 1
        ? `${labelOf(labels, bar.role === 'performance' ? 'export.profile.performance' : 'export.profile.capacity')} ${bar.value}`
        : bar.value;
    frame.font('regular', labelSize);
    const labelWidth = doc.widthOfString(label);
    // Inside the bar's far end when it fits, else just outside it (left of a barrier, right of the others).
    const inside = width >= labelWidth + 6;
    const labelX =
      bar.direction === 'barrier'
        ? inside
          ? x + 3
          : x - labelWidth - 3
        : inside
          ? x + width - labelWidth - 3
          : x + width + 3;
    // The line box of 6.5 pt text is about 8.8 pt (ascender to descender): centred on the bar, inside it.
    frame
      .font('regular', labelSize, inside ? style.label : colors.text)
      .text(label, labelX, y + (barHeight - labelSize * 1.36) / 2, { lineBreak: false });
  }

  drawTargetMarker(frame, layout, code, top, height);

  const note = noteOf(code, labels);
  if (note !== null) {
    const box = noteBox(layout, code);
    frame.font('regular', 6.5, colors.text).text(note, box.x, top + 3, { width: box.width });
  }

  frame.rule(top + height, 0.3);
  doc.y = top + height;
}
