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
      20 + rowHeight(frame, layout, group.codes[0]!),
    );
    drawScale(frame, layout, group.component);
    for (const code of group.codes) {
      if (frame.ensureSpace(rowHeight(frame, layout, code))) drawScale(frame, layout, group.component);
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

function rowHeight(frame: PdfFrame, layout: ProfileLayout, code: ExportCode): number {
  frame.font('bold', 8.5);
  let height = frame.doc.heightOfString(`${code.code} ${code.name}`, { width: layout.categoryWidth });
  if (code.nameTranslation) {
    frame.font('regular', 7.5);
    height += frame.doc.heightOfString(code.nameTranslation, { width: layout.categoryWidth });
  }
  const bars = profileMarksOf(code.code, code.entry).filter((mark) => mark.kind === 'bar').length;
  return Math.max(height, bars > 1 ? 22 : 14) + 6;
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

const barColors: Record<Extract<ProfileMark, { kind: 'bar' }>['direction'], string> = {
  problem: '#c0392b',
  barrier: '#c0392b',
  facilitator: '#24774c',
};

function drawProfileRow(
  frame: PdfFrame,
  layout: ProfileLayout,
  code: ExportCode,
  labels: ExportLabels,
): void {
  const { doc } = frame;
  const height = rowHeight(frame, layout, code);
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
  const barHeight = bars.length > 1 ? 7 : 9;
  bars.forEach((bar, index) => {
    const y = top + 3 + index * (barHeight + 3);
    const { x, width } = profileBarGeometry(bar, { zeroX: layout.zeroX, unit: layout.unit });
    // Capacity is drawn lighter than performance, so the two bars of an activity read apart.
    const color = bar.role === 'capacity' ? '#d98880' : barColors[bar.direction];
    if (width > 0) doc.rect(x, y, width, barHeight).fill(color);
    else doc.rect(layout.zeroX - 1, y, 2, barHeight).fill(colors.muted);
    const label =
      bars.length > 1
        ? `${labelOf(labels, bar.role === 'performance' ? 'export.profile.performance' : 'export.profile.capacity')} ${bar.value}`
        : bar.value;
    frame.font('regular', bars.length > 1 ? 6 : 6.5);
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
    frame
      .font('regular', bars.length > 1 ? 6 : 6.5, inside ? '#ffffff' : colors.text)
      .text(label, labelX, y + (barHeight - 7) / 2, { lineBreak: false });
  });

  drawTargetMarker(frame, layout, code, top, height);

  // 8, 9, nature and location: text, left of zero for body, structure and activity rows (that half has no
  // bars), right of zero for environmental rows without a bar.
  const texts = marks.filter((mark) => mark.kind === 'text');
  if (texts.length > 0) {
    const slotLabels = new Map(qualifierSlotsOf(code.code).map((slot) => [slot.name, slot]));
    const text = texts
      .map((mark) => {
        const slot = slotLabels.get(mark.slot);
        const option = slot?.options.find((candidate) => candidate.value === mark.value);
        return `${labelOf(labels, slot?.labelKey ?? '')}: ${mark.value}${option ? ` ${labelOf(labels, option.labelKey)}` : ''}`;
      })
      .join(' · ');
    const inLeftHalf = code.component !== 'e';
    const x = inLeftHalf ? layout.axisLeft : layout.zeroX + 4;
    const width = inLeftHalf ? layout.zeroX - layout.axisLeft - 4 : layout.axisRight - layout.zeroX - 4;
    frame
      .font('regular', 6.5, colors.text)
      .text(text, x, top + 3, { width, height: height - 4, ellipsis: true });
  }

  frame.rule(top + height, 0.3);
  doc.y = top + height;
}
