import {
  documentInfoFields,
  qualifierScore,
  qualifierSlotsOf,
  type DocumentInfo,
  type ProgressMeasure,
  labelOf,
  type ExportLabels,
} from '@icf/shared';
import type { ProgressReport } from '../progress-report';
import { goalRelationText } from './goal-relation-text';
import { closeFrame, colors, componentHeading, openFrame, sectionHeading, type PdfFrame } from './pdf-frame';

type ReportRow = ProgressReport['groups'][number]['rows'][number];

/**
 * Form 5, the progress report of a client (decision 0018): the evaluations compared, as a table (the qualifier at
 * each date, the change in the ICF direction, the goal and whether it was reached) and as a chart in the look
 * of the functioning profile (form 4): one small bar per evaluation on the 0–4 scale (barriers left of zero,
 * facilitators right of it), the goal as a dashed target marker.
 */
export async function renderProgressReportPdf(report: ProgressReport): Promise<Buffer> {
  const { labels } = report;
  const title = labelOf(labels, 'progress.title');
  const frame = openFrame(title);
  drawEvaluationList(frame, report);
  drawCycles(frame, report);
  if (report.groups.length === 0) {
    frame
      .font('regular', 10, colors.muted)
      .text(labelOf(labels, 'progress.no_rows'), frame.left, frame.doc.y);
  } else {
    drawTargets(frame, report);
    drawTable(frame, report);
    drawChart(frame, report);
  }
  const info = Object.fromEntries(documentInfoFields.map((field) => [field, ''])) as DocumentInfo;
  info.client = report.client.displayName;
  return closeFrame(frame, title, { info, labels });
}

function dateOf(labels: ExportLabels, date: string): string {
  return date === '' ? labelOf(labels, 'progress.undated') : date;
}

/** 1. 2026-01-05 – first visit; 2. … */
function drawEvaluationList(frame: PdfFrame, report: ProgressReport): void {
  const { labels, client } = report;
  const details = [
    client.chartNumber === '' ? '' : `${labelOf(labels, 'clients.chart_number')}: ${client.chartNumber}`,
    client.birthYear === null ? '' : `${labelOf(labels, 'clients.birth_year')}: ${client.birthYear}`,
  ].filter((part) => part !== '');
  if (details.length > 0) {
    frame
      .font('regular', 9, colors.muted)
      .text(details.join('   '), frame.left, frame.doc.y, { width: frame.width });
  }
  sectionHeading(frame, labelOf(labels, 'clients.evaluations'), 14);
  report.evaluations.forEach((evaluation, index) => {
    frame.ensureSpace(12);
    const text = [`${index + 1}. ${dateOf(labels, evaluation.date)}`, evaluation.description]
      .filter((part) => part !== '')
      .join(' – ');
    frame
      .font('regular', 8.5)
      .text(text, frame.left, frame.doc.y, { width: frame.width, height: 24, ellipsis: true });
  });
  frame.doc.moveDown(0.4);
}

/**
 * The Rehab-Cycle's evaluation display (decision 0034), before the full table: per intervention target its
 * goal relation, first value, goal value, latest value and whether it is reached. Nothing without targets.
 */
function drawTargets(frame: PdfFrame, report: ProgressReport): void {
  if (report.targets.length === 0) return;
  const { doc } = frame;
  const { labels } = report;
  const shares = [0.34, 0.2, 0.11, 0.12, 0.11, 0.12];
  const widths = shares.map((share) => frame.width * share);
  const lefts = widths.map((_, index) => frame.left + widths.slice(0, index).reduce((a, b) => a + b, 0));
  const headings = [
    'rehab_cycle.table.category',
    'rehab_cycle.table.goal_relation',
    'rehab_cycle.targets.first',
    'rehab_cycle.targets.goal',
    'rehab_cycle.targets.latest',
    'rehab_cycle.targets.reached',
  ].map((key) => labelOf(labels, key));
  sectionHeading(frame, labelOf(labels, 'rehab_cycle.targets.title'), 30);
  const top = doc.y;
  frame.font('bold', 7.5, colors.muted);
  const headingHeight = Math.max(
    ...headings.map((heading, index) => doc.heightOfString(heading, { width: widths[index]! - 4 })),
  );
  headings.forEach((heading, index) => {
    doc.text(heading, lefts[index]!, top, { width: widths[index]! - 4 });
  });
  doc.y = top + headingHeight + 3;
  for (const target of report.targets) {
    const cells = [
      `${target.code} ${target.name}`,
      goalRelationText(labels, target.relatedGoals),
      target.first || '–',
      target.goal.value,
      target.latest || '–',
      labelOf(labels, target.reached ? 'rehab_cycle.targets.yes' : 'rehab_cycle.targets.no'),
    ];
    frame.font('regular', 7.5);
    const height =
      Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index]! - 4 }))) + 5;
    frame.ensureSpace(height);
    const y = doc.y;
    cells.forEach((cell, index) => {
      const reached = index === cells.length - 1 && target.reached;
      frame
        .font(reached ? 'bold' : 'regular', 7.5, reached ? '#2e7d4f' : colors.text)
        .text(cell, lefts[index]!, y + 2, { width: widths[index]! - 4 });
    });
    frame.rule(y + height, 0.3);
    doc.y = y + height;
  }
  doc.moveDown(0.4);
}

/**
 * The closed goal cycles (decision record 0056), newest first: each cycle's dates and the client's agreement,
 * then per judged goal its text, the result and the evaluation that judged it. Nothing before a cycle closed.
 */
function drawCycles(frame: PdfFrame, report: ProgressReport): void {
  if (report.cycles.length === 0) return;
  const { doc } = frame;
  const { labels } = report;
  const shares = [0.5, 0.18, 0.32];
  const widths = shares.map((share) => frame.width * share);
  const lefts = widths.map((_, index) => frame.left + widths.slice(0, index).reduce((a, b) => a + b, 0));
  sectionHeading(frame, labelOf(labels, 'rehab_cycle.cycles.history'), 30);
  for (const cycle of report.cycles) {
    frame.ensureSpace(28);
    const title = labelOf(labels, 'rehab_cycle.cycles.closed_title', {
      number: cycle.number,
      start: cycle.starts_on,
      end: cycle.ends_on ?? '',
    });
    const consent = labelOf(labels, `rehab_cycle.cycles.consent_summary.${cycle.consent}`, {
      date: cycle.consent_on ?? '',
    });
    frame.font('bold', 8.5).text(title, frame.left, doc.y, { width: frame.width });
    frame.font('regular', 7.5, colors.muted).text(consent, frame.left, doc.y, { width: frame.width });
    for (const result of cycle.results) {
      const cells = [
        `${labelOf(labels, `rehab_cycle.goal_short.${result.goal}`)}: ${result.text}`,
        labelOf(labels, `rehab_cycle.cycles.result.${result.result}`),
        result.document
          ? [dateOf(labels, result.document.date), result.document.description]
              .filter((part) => part !== '')
              .join(' – ')
          : labelOf(labels, 'rehab_cycle.cycles.evaluation_deleted'),
      ];
      frame.font('regular', 7.5);
      const height =
        Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index]! - 4 }))) + 5;
      frame.ensureSpace(height);
      const y = doc.y;
      cells.forEach((cell, index) => {
        frame.font(index === 1 ? 'bold' : 'regular', 7.5, colors.text).text(cell, lefts[index]!, y + 2, {
          width: widths[index]! - 4,
        });
      });
      frame.rule(y + height, 0.3);
      doc.y = y + height;
    }
    doc.moveDown(0.4);
  }
}

function slotLabel(labels: ExportLabels, code: string, measure: ProgressMeasure): string {
  const slot = qualifierSlotsOf(code).find((candidate) => candidate.name === measure.slot);
  return slot ? labelOf(labels, slot.labelKey) : measure.slot;
}

function goalText(labels: ExportLabels, row: ReportRow): string {
  if (!row.goal) return labelOf(labels, 'progress.no_goal');
  const by = row.goal.date === '' ? '' : ` ${labelOf(labels, 'export.goal_by', { date: row.goal.date })}`;
  const reached = labelOf(labels, row.goal.reached ? 'progress.goal_reached' : 'progress.goal_not_reached');
  return `${row.goal.value}${by} · ${reached}`;
}

function drawTable(frame: PdfFrame, report: ProgressReport): void {
  const { doc } = frame;
  const { labels } = report;
  const count = report.evaluations.length;
  const codeWidth = frame.width * 0.26;
  const goalWidth = frame.width * 0.16;
  const changeWidth = frame.width * 0.2;
  const valuesWidth = frame.width - codeWidth - goalWidth - changeWidth;
  const valueWidth = valuesWidth / Math.max(1, count);
  const columns = {
    values: frame.left + codeWidth,
    change: frame.left + codeWidth + valuesWidth,
    goal: frame.left + codeWidth + valuesWidth + changeWidth,
  };

  const header = () => {
    const y = doc.y;
    frame.font('bold', 7.5, colors.muted);
    doc.text(labelOf(labels, 'progress.code'), frame.left, y, { width: codeWidth - 4, lineBreak: false });
    report.evaluations.forEach((evaluation, index) => {
      doc.text(dateOf(labels, evaluation.date), columns.values + index * valueWidth, y, {
        width: valueWidth - 2,
        align: 'center',
        lineBreak: false,
        ellipsis: true,
      });
    });
    doc.text(labelOf(labels, 'progress.change'), columns.change, y, {
      width: changeWidth - 4,
      lineBreak: false,
    });
    doc.text(labelOf(labels, 'progress.goal'), columns.goal, y, { width: goalWidth, lineBreak: false });
    doc.y = y + 12;
  };

  sectionHeading(frame, labelOf(labels, 'progress.intro'), 30);
  for (const group of report.groups) {
    componentHeading(frame, group.component, labelOf(labels, `component.${group.component}`), 40);
    header();
    for (const row of group.rows) {
      const title = [row.name, row.nameTranslation].filter((part) => part !== '').join(' / ');
      frame.font('regular', 7.5);
      // A change text may wrap ("Extent of impairment: removed"): each measure starts below the one before.
      const offsets: number[] = [];
      let measuresHeight = 0;
      for (const measure of row.measures) {
        offsets.push(measuresHeight);
        frame.font('bold', 7.5);
        measuresHeight += Math.max(
          10,
          doc.heightOfString(changeText(labels, row, measure), { width: changeWidth - 4 }),
        );
      }
      frame.font('regular', 7.5);
      const height =
        Math.max(
          doc.heightOfString(`${row.code} ${title}`, { width: codeWidth - 6 }),
          measuresHeight,
          doc.heightOfString(goalText(labels, row), { width: goalWidth }),
        ) + 5;
      if (frame.ensureSpace(height)) header();
      const top = doc.y;
      frame
        .font('bold', 7.5, colors.component[row.code.charAt(0) as keyof typeof colors.component])
        .text(`${row.code} `, frame.left, top + 2, { width: codeWidth - 6, continued: true })
        .font('regular', 7.5)
        .fillColor(colors.text)
        .text(title);
      row.measures.forEach((measure, measureIndex) => {
        const y = top + 2 + offsets[measureIndex]!;
        measure.values.forEach((value, index) => {
          frame
            .font('regular', 7.5)
            .text(value === '' ? '–' : value, columns.values + index * valueWidth, y, {
              width: valueWidth - 2,
              align: 'center',
              lineBreak: false,
            });
        });
        frame
          .font(
            measure.change === 'better' || measure.change === 'worse' ? 'bold' : 'regular',
            7.5,
            changeColor(measure.change),
          )
          .text(changeText(labels, row, measure), columns.change, y, { width: changeWidth - 4 });
      });
      frame
        .font('regular', 7.5, row.goal?.reached ? '#2e7d4f' : colors.text)
        .text(goalText(labels, row), columns.goal, top + 2, { width: goalWidth });
      frame.rule(top + height, 0.3);
      doc.y = top + height;
    }
  }
}

/** 'better', or with several rated slots 'Performance: better'. */
function changeText(labels: ExportLabels, row: ReportRow, measure: ProgressMeasure): string {
  const change = labelOf(labels, `progress.change.${measure.change}`);
  return row.measures.length > 1 ? `${slotLabel(labels, row.code, measure)}: ${change}` : change;
}

function changeColor(change: string): string {
  if (change === 'better') return '#2e7d4f';
  if (change === 'worse') return '#b03a2e';
  return colors.muted;
}

/** The chart: per scored measure of a code, one bar per evaluation, darker the later, and the target marker. */
function drawChart(frame: PdfFrame, report: ProgressReport): void {
  const { doc } = frame;
  const { labels } = report;
  const count = report.evaluations.length;
  const labelWidth = frame.width * 0.3;
  const axisLeft = frame.left + labelWidth + 10;
  const axisRight = frame.left + frame.width - 6;
  const unit = (axisRight - axisLeft) / 8;
  const zeroX = axisLeft + unit * 4;
  const barHeight = 5;
  const valueSize = 5.5;

  doc.addPage();
  sectionHeading(frame, labelOf(labels, 'progress.chart'), 20);
  frame.font('regular', 7.5, colors.muted).text(labelOf(labels, 'export.profile.scale'), frame.left, doc.y, {
    width: frame.width,
  });
  doc.moveDown(0.3);

  const drawScale = (environment: boolean) => {
    const y = doc.y;
    frame.font('regular', 7, colors.muted);
    for (let step = environment ? -4 : 0; step <= 4; step += 1) {
      const label = step > 0 && environment ? `+${step}` : String(Math.abs(step));
      doc.text(label, zeroX + step * unit - 10, y, { width: 20, align: 'center', lineBreak: false });
    }
    doc.y = y + 11;
  };

  for (const group of report.groups) {
    componentHeading(frame, group.component, labelOf(labels, `component.${group.component}`), 45);
    const environment = group.component === 'e';
    drawScale(environment);
    for (const row of group.rows) {
      for (const measure of row.measures) {
        const role = measure.role;
        if (qualifierScore(role, role === 'environment' ? '+0' : '0') === null) continue;
        const height = Math.max(16, count * (barHeight + 1.5) + 6);
        if (frame.ensureSpace(height)) drawScale(environment);
        const top = doc.y;
        for (let step = -4; step <= 4; step += 1) {
          if (step < 0 && role !== 'environment') continue;
          const x = zeroX + step * unit;
          doc
            .moveTo(x, top)
            .lineTo(x, top + height)
            .lineWidth(step === 0 ? 0.9 : 0.3)
            .strokeColor(step === 0 ? colors.muted : colors.rule)
            .stroke();
        }
        const suffix = row.measures.length > 1 ? ` · ${slotLabel(labels, row.code, measure)}` : '';
        frame
          .font('bold', 7.5, colors.component[group.component])
          .text(`${row.code}${suffix}`, frame.left, top + 2, {
            width: labelWidth,
            lineBreak: false,
            ellipsis: true,
          });
        frame.font('regular', 6.5, colors.muted).text(row.name, frame.left, doc.y, {
          width: labelWidth,
          lineBreak: false,
          ellipsis: true,
        });
        measure.values.forEach((value, index) => {
          const score = qualifierScore(role, value);
          if (score === null) return;
          const y = top + 3 + index * (barHeight + 1.5);
          // Problems grow right from zero; on the environmental axis barriers grow left, facilitators right.
          const width = Math.abs(score) * unit;
          const x = role === 'environment' && score < 0 ? zeroX - width : zeroX;
          const shade = shadeOf(index, count, role === 'environment' && score > 0);
          if (width > 0) doc.rect(x, y, width, barHeight).fill(shade);
          else doc.rect(zeroX - 1, y, 2, barHeight).fill(colors.muted);
          // The value at the bar's end: left of a barrier, right of the others.
          frame.font('regular', valueSize, colors.text);
          const valueWidth = doc.widthOfString(value);
          const valueX =
            role === 'environment' && score < 0 ? x - valueWidth - 2 : x + Math.max(width, 2) + 2;
          doc.text(value, valueX, y + (barHeight - valueSize * 1.36) / 2, { lineBreak: false });
        });
        if (row.goal && row.goal.slot === measure.slot) {
          const target = qualifierScore(role, row.goal.value);
          if (target !== null) {
            const x = role === 'environment' ? zeroX + target * unit : zeroX - target * unit;
            doc
              .moveTo(x, top)
              .lineTo(x, top + height)
              .dash(2, { space: 1.5 })
              .lineWidth(1.2)
              .strokeColor(colors.goal)
              .stroke()
              .undash();
          }
        }
        frame.rule(top + height, 0.3);
        doc.y = top + height;
      }
    }
  }
  doc.moveDown(0.5);
  drawChartLegend(frame, report);
}

/**
 * The chart's key: per evaluation its number and date after a swatch of its shade, for problems and barriers
 * (red) and facilitators (green), then the dashed goal marker.
 */
function drawChartLegend(frame: PdfFrame, report: ProgressReport): void {
  const { doc } = frame;
  const { labels } = report;
  const count = report.evaluations.length;
  const swatch = 7;
  const entries = [
    ...report.evaluations.map((evaluation, index) => ({
      text: `${index + 1}. ${dateOf(labels, evaluation.date)}`,
      index,
    })),
    { text: labelOf(labels, 'export.profile.target'), index: -1 },
  ];
  frame.font('regular', 7, colors.muted);
  frame.ensureSpace(14);
  let x = frame.left;
  let y = doc.y;
  for (const entry of entries) {
    const keyWidth = entry.index < 0 ? 10 : 2 * swatch + 1;
    const width = keyWidth + 3 + doc.widthOfString(entry.text) + 12;
    if (x + width > frame.left + frame.width) {
      x = frame.left;
      y += 11;
    }
    if (entry.index < 0) {
      doc
        .moveTo(x + 5, y)
        .lineTo(x + 5, y + 8)
        .dash(2, { space: 1.5 })
        .lineWidth(1.2)
        .strokeColor(colors.goal)
        .stroke()
        .undash();
    } else {
      doc.rect(x, y + 1, swatch, swatch).fill(shadeOf(entry.index, count, false));
      doc.rect(x + swatch + 1, y + 1, swatch, swatch).fill(shadeOf(entry.index, count, true));
    }
    frame.font('regular', 7, colors.muted).text(entry.text, x + keyWidth + 3, y, { lineBreak: false });
    x += width;
  }
  doc.x = frame.left;
  doc.y = y + 12;
}

/** Earlier evaluations lighter, the latest full colour (red for problems and barriers, green for facilitators). */
function shadeOf(index: number, count: number, facilitator: boolean): string {
  const strength = count <= 1 ? 1 : 0.35 + (0.65 * index) / (count - 1);
  const [r, g, b] = facilitator ? [46, 139, 87] : [192, 57, 43];
  const mix = (channel: number) => Math.round(255 - (255 - channel) * strength);
  return `#${[mix(r), mix(g), mix(b)].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
