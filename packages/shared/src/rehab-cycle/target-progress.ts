import type { ComponentLetter } from '../icf/code-kind';
import type { CodeGoal } from '../icf/code-goal';
import type { ProgressGroup } from '../icf/compare-evaluations';
import type { ClientGoalId } from './client-goals';

/**
 * The Rehab-Cycle's evaluation display (decision 0034): for each intervention target, the value of its goal's
 * scale in the first evaluation that rated it, the goal value, the value in the latest evaluation and whether
 * the goal is reached. Read from the rows of `compareEvaluations`, so the display and the comparison never
 * disagree; a target is a row whose newest goal is related to at least one client goal.
 */
export interface TargetProgress {
  readonly code: string;
  readonly component: ComponentLetter;
  readonly goal: CodeGoal;
  readonly relatedGoals: readonly ClientGoalId[];
  /** The first rated value in the goal's scale ('' when no evaluation rated it). */
  readonly first: string;
  /** The latest evaluation's value in the goal's scale ('' when it did not rate it). */
  readonly latest: string;
  readonly reached: boolean;
}

export function targetProgressOf(groups: readonly ProgressGroup[]): TargetProgress[] {
  const targets: TargetProgress[] = [];
  for (const row of groups.flatMap((group) => group.rows)) {
    const goal = row.goal;
    if (!goal || goal.relatedGoals.length === 0) continue;
    const values = row.measures.find((measure) => measure.slot === goal.slot)?.values ?? [];
    targets.push({
      code: row.code,
      component: row.component,
      goal: { slot: goal.slot, value: goal.value, date: goal.date },
      relatedGoals: goal.relatedGoals,
      first: values.find((value) => value !== '') ?? '',
      latest: values[values.length - 1] ?? '',
      reached: goal.reached,
    });
  }
  return targets;
}
