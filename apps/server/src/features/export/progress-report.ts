import {
  type ClientProgress,
  type CodeMap,
  type ComponentLetter,
  type ProgressGoal,
  type ProgressMeasure,
  type ProgressChange,
  type ExportLabels,
  type GoalCycle,
  type TargetProgress,
  targetProgressOf,
} from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import { resolveExportLabels } from '../../http/export-labels';

/**
 * The progress report (PDF form 5, decision 0018) as the worker draws it: plain data (it crosses to a worker
 * thread), the client, the evaluations in order and one row per rated code with its title, grouped by
 * component, labels resolved in the request's locale.
 */
export interface ProgressReport {
  client: { displayName: string; chartNumber: string; birthYear: number | null };
  evaluations: { date: string; description: string }[];
  groups: {
    component: ComponentLetter;
    rows: {
      code: string;
      name: string;
      nameTranslation: string;
      measures: ProgressMeasure[];
      change: ProgressChange;
      goal: ProgressGoal | null;
    }[];
  }[];
  /** The evaluation display per intervention target (decision 0034): first, goal and latest value, reached. */
  targets: (TargetProgress & { name: string })[];
  /** The client's closed goal cycles, newest first, with each judged goal (decision record 0056). */
  cycles: GoalCycle[];
  labels: ExportLabels;
}

export async function buildProgressReport(
  codes: CodeMap,
  progress: ClientProgress,
  locale: Locale,
  closedCycles: readonly GoalCycle[] = [],
): Promise<ProgressReport> {
  return {
    client: {
      displayName: progress.client.display_name,
      chartNumber: progress.client.chart_number,
      birthYear: progress.client.birth_year,
    },
    evaluations: progress.evaluations.map(({ date, description }) => ({ date, description })),
    groups: progress.groups.map((group) => ({
      component: group.component,
      rows: group.rows.map((row) => ({
        code: row.code,
        name: codes[row.code]?.name ?? '',
        // An English PDF shows English titles only.
        nameTranslation: locale === 'en' ? '' : (codes[row.code]?.name_translation ?? ''),
        measures: row.measures.map((measure) => ({ ...measure, values: [...measure.values] })),
        change: row.change,
        goal: row.goal,
      })),
    })),
    targets: targetProgressOf(progress.groups).map((target) => ({
      ...target,
      goal: { ...target.goal },
      relatedGoals: [...target.relatedGoals],
      name: codes[target.code]?.name ?? '',
    })),
    cycles: closedCycles.map((cycle) => ({
      ...cycle,
      results: cycle.results.map((result) => ({ ...result })),
    })),
    labels: await resolveExportLabels(locale, {}),
  };
}
