import {
  clientGoalIds,
  type ClientGoalId,
  type CodeMap,
  type ExportLabels,
  type InterventionTable,
  type InterventionTableRow,
} from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import { resolveExportLabels } from '../../http/export-labels';

/**
 * The intervention table (PDF form 6, decision 0034) as the worker draws it: plain data (it crosses to a
 * worker thread), the client, the evaluation, the client's goals that have a text, and one row per
 * intervention target with its title, labels resolved in the request's locale.
 */
export interface InterventionTableReport {
  client: { displayName: string; chartNumber: string; birthYear: number | null };
  evaluation: { date: string; description: string } | null;
  goals: { id: ClientGoalId; text: string }[];
  rows: (InterventionTableRow & { name: string; nameTranslation: string })[];
  labels: ExportLabels;
}

export async function buildInterventionTableReport(
  codes: CodeMap,
  table: InterventionTable,
  locale: Locale,
): Promise<InterventionTableReport> {
  return {
    client: {
      displayName: table.client.display_name,
      chartNumber: table.client.chart_number,
      birthYear: table.client.birth_year,
    },
    evaluation: table.evaluation && {
      date: table.evaluation.date,
      description: table.evaluation.description,
    },
    goals: clientGoalIds.filter((id) => table.goals[id] !== '').map((id) => ({ id, text: table.goals[id] })),
    rows: table.rows.map((row) => ({
      ...row,
      relatedGoals: [...row.relatedGoals],
      disciplines: [...row.disciplines],
      goal: { ...row.goal },
      name: codes[row.code]?.name ?? '',
      // An English PDF shows English titles only.
      nameTranslation: locale === 'en' ? '' : (codes[row.code]?.name_translation ?? ''),
    })),
    labels: await resolveExportLabels(locale, {}),
  };
}
