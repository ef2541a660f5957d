import {
  documentInfoFields,
  goalSlotsOf,
  labelOf,
  qualifierSlotsOf,
  type ComponentLetter,
  type DocumentInfo,
  type ExportLabels,
} from '@icf/shared';
import type { InterventionTableReport } from '../intervention-table-report';
import { goalRelationText } from './goal-relation-text';
import { closeFrame, colors, componentHeading, openFrame, sectionHeading, type PdfFrame } from './pdf-frame';

type ReportRow = InterventionTableReport['rows'][number];

/**
 * Form 6, the Rehab-Cycle's intervention table of one evaluation (decision 0034): the client's goals, then one
 * row per intervention target, grouped by component: the category, its goal relation, its value and goal
 * value, the responsible disciplines and the interventions. The frame's footer carries the WHO credit.
 */
export async function renderInterventionTablePdf(report: InterventionTableReport): Promise<Buffer> {
  const { labels } = report;
  const title = labelOf(labels, 'rehab_cycle.table.title');
  const frame = openFrame(title);
  drawGoals(frame, report);
  if (report.rows.length === 0) {
    frame
      .font('regular', 10, colors.muted)
      .text(labelOf(labels, 'rehab_cycle.table.no_rows'), frame.left, frame.doc.y, { width: frame.width });
  } else {
    drawTable(frame, report);
  }
  const info = Object.fromEntries(documentInfoFields.map((field) => [field, ''])) as DocumentInfo;
  info.client = report.client.displayName;
  info.evaluation_date = report.evaluation?.date ?? '';
  return closeFrame(frame, title, { info, labels });
}

function drawGoals(frame: PdfFrame, report: InterventionTableReport): void {
  const { labels } = report;
  if (report.evaluation?.description) {
    frame
      .font('regular', 9, colors.muted)
      .text(report.evaluation.description, frame.left, frame.doc.y, { width: frame.width });
  }
  sectionHeading(frame, labelOf(labels, 'rehab_cycle.goals.title'), 14);
  if (report.goals.length === 0) {
    frame
      .font('regular', 8.5, colors.muted)
      .text(labelOf(labels, 'rehab_cycle.goals.none'), frame.left, frame.doc.y, { width: frame.width });
  }
  for (const goal of report.goals) {
    frame.ensureSpace(14);
    frame
      .font('bold', 8.5)
      .text(`${labelOf(labels, `rehab_cycle.goal.${goal.id}`)}: `, frame.left, frame.doc.y, {
        width: frame.width,
        continued: true,
      })
      .font('regular', 8.5)
      .text(goal.text);
  }
  frame.doc.moveDown(0.4);
}

/** "2 → 1", with the scale named when the category has more than one, and the target date. */
function goalValueText(labels: ExportLabels, row: ReportRow): string {
  const slot = qualifierSlotsOf(row.code).find((candidate) => candidate.name === row.goal.slot);
  const scale = goalSlotsOf(row.code).length > 1 && slot ? `${labelOf(labels, slot.labelKey)}: ` : '';
  const by = row.goal.date === '' ? '' : `\n${labelOf(labels, 'export.goal_by', { date: row.goal.date })}`;
  return `${scale}${row.value === '' ? '–' : row.value} → ${row.goal.value}${by}`;
}

function drawTable(frame: PdfFrame, report: InterventionTableReport): void {
  const { doc } = frame;
  const { labels } = report;
  const widths = [0.25, 0.14, 0.13, 0.16, 0.32].map((share) => frame.width * share);
  const lefts = widths.map((_, index) => frame.left + widths.slice(0, index).reduce((a, b) => a + b, 0));
  const headings = ['category', 'goal_relation', 'goal_value', 'disciplines', 'interventions'].map((name) =>
    labelOf(labels, `rehab_cycle.table.${name}`),
  );

  // A heading longer than its column ("Value → goal value") wraps, and the rows start below its last line.
  const header = () => {
    const y = doc.y;
    frame.font('bold', 7.5, colors.muted);
    const height = Math.max(
      ...headings.map((heading, index) => doc.heightOfString(heading, { width: widths[index]! - 6 })),
    );
    headings.forEach((heading, index) => {
      doc.text(heading, lefts[index]!, y, { width: widths[index]! - 6 });
    });
    doc.y = y + height + 3;
  };

  sectionHeading(frame, labelOf(labels, 'rehab_cycle.table.targets'), 30);
  let component: ComponentLetter | null = null;
  for (const row of report.rows) {
    if (row.component !== component) {
      component = row.component;
      componentHeading(frame, component, labelOf(labels, `component.${component}`), 40);
      header();
    }
    const title = [row.name, row.nameTranslation].filter((part) => part !== '').join(' / ');
    const cells = [
      `${row.code} ${title}`,
      goalRelationText(labels, row.relatedGoals),
      goalValueText(labels, row),
      row.disciplines.map((id) => labelOf(labels, `discipline.${id}`)).join(', ') || '–',
      row.interventions || '–',
    ];
    frame.font('regular', 7.5);
    const height =
      Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index]! - 6 }))) + 6;
    if (frame.ensureSpace(height)) header();
    const top = doc.y;
    frame
      .font('bold', 7.5, colors.component[row.component])
      .text(`${row.code} `, lefts[0]!, top + 3, { width: widths[0]! - 6, continued: true })
      .font('regular', 7.5)
      .fillColor(colors.text)
      .text(title);
    cells.slice(1).forEach((cell, index) => {
      frame
        .font(index === 1 ? 'bold' : 'regular', 7.5, index === 1 ? colors.goal : colors.text)
        .text(cell, lefts[index + 1]!, top + 3, { width: widths[index + 1]! - 6 });
    });
    frame.rule(top + height, 0.3);
    doc.y = top + height;
  }
}
