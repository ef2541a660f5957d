import { labelOf, type ClientGoalId, type ExportLabels } from '@icf/shared';

/**
 * A category's goal relation in a PDF cell (decision 0034): the goals' short names, one a line, since pdfkit
 * may break Korean between any two syllables and a short name on its own line never breaks.
 */
export function goalRelationText(labels: ExportLabels, goals: readonly ClientGoalId[]): string {
  return goals.map((goal) => labelOf(labels, `rehab_cycle.goal_short.${goal}`)).join('\n');
}
