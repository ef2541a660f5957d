import { compareIcfCodes, componentOfCode, isComponentLetter, type ComponentLetter } from '../icf/code-kind';
import { validateCodeGoal, type CodeGoal } from '../icf/code-goal';
import type { CodeEntry } from '../icf/code-entry';
import type { Discipline } from '../teams/disciplines';
import { clientGoalIds, type ClientGoalId } from './client-goals';
import { inCanonicalOrder } from './category-plan';
import { disciplines as disciplineOrder } from '../teams/disciplines';

/**
 * The Rehab-Cycle's intervention table (decision 0034): one row per intervention target of an evaluation. A
 * category is an intervention target when it is related to at least one client goal and has a valid goal value
 * (the target qualifier of decision 0018). Pure: a document's code data in, rows out.
 */
export interface InterventionTableRow {
  readonly code: string;
  readonly component: ComponentLetter;
  /** The goal relation: the client goals the category serves, in goal order. */
  readonly relatedGoals: readonly ClientGoalId[];
  readonly goal: CodeGoal;
  /** The category's rating in the goal's scale in this evaluation ('' when it is not rated). */
  readonly value: string;
  /** The responsible disciplines, in the shared list's order. */
  readonly disciplines: readonly Discipline[];
  readonly interventions: string;
}

export function isInterventionTarget(code: string, entry: Readonly<CodeEntry>): boolean {
  return (
    isComponentLetter(code.charAt(0)) &&
    (entry.related_goals?.length ?? 0) > 0 &&
    entry.goal !== undefined &&
    validateCodeGoal(code, entry.goal).length === 0
  );
}

/** Every intervention target of `data`, in ICF code order (b, s, d, e; then by code). */
export function interventionTableRows(data: Readonly<Record<string, CodeEntry>>): InterventionTableRow[] {
  return Object.keys(data)
    .filter((code) => isInterventionTarget(code, data[code]!))
    .sort(compareIcfCodes)
    .map((code) => {
      const entry = data[code]!;
      const goal = entry.goal!;
      return {
        code,
        component: componentOfCode(code),
        relatedGoals: inCanonicalOrder(clientGoalIds, entry.related_goals ?? []),
        goal: { slot: goal.slot, value: goal.value, date: goal.date },
        value: entry[goal.slot],
        disciplines: inCanonicalOrder(disciplineOrder, entry.disciplines ?? []),
        interventions: entry.interventions ?? '',
      };
    });
}

/**
 * The evaluation the cycle's intervention plan is read from (decision record 0056): the latest of
 * `evaluations` (oldest first) that has at least one intervention target. A re-evaluation saved without the
 * plan fields therefore never hides the plan an earlier evaluation of the cycle holds; undefined when none has
 * a plan.
 */
export function latestPlanEvaluation<T extends { readonly data: Readonly<Record<string, CodeEntry>> }>(
  evaluations: readonly T[],
): T | undefined {
  for (let index = evaluations.length - 1; index >= 0; index--) {
    const evaluation = evaluations[index]!;
    const data = evaluation.data;
    if (Object.keys(data).some((code) => isInterventionTarget(code, data[code]!))) return evaluation;
  }
  return undefined;
}
