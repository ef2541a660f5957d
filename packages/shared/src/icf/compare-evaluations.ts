import { validateCodeGoal, isGoalReached, type CodeGoal } from './code-goal';
import { entryIsRated, type CodeEntry } from './code-entry';
import {
  compareIcfCodes,
  componentLetters,
  componentOfCode,
  isComponentLetter,
  type ComponentLetter,
} from './code-kind';
import { qualifierScore, isScoredRole } from './qualifier-direction';
import { qualifierSlotsOf, type QualifierRole, type QualifierSlotName } from './qualifiers';
import { clientGoalIds, type ClientGoalId } from '../rehab-cycle/client-goals';
import { inCanonicalOrder } from '../rehab-cycle/category-plan';

/**
 * Progress over time (decision 0018): two or more evaluations of one client compared code by code, in the ICF
 * direction (`qualifierScore`: a lower impairment is better, and for environmental factors a move from
 * barrier toward facilitator is better). A pure function: documents in, rows out.
 *
 * Each qualifier slot a code is rated in is one measure; its change compares the first evaluation with the
 * last one. A slot rated in the last evaluation but not the first is `added`, the other way round `removed`.
 * 8 (not specified) and 9 (not applicable) have no magnitude: `not_comparable`. Nature and location of a body
 * structure are kinds, not amounts: they are `same` or `changed`, never better or worse.
 */

export interface ComparedEvaluation {
  readonly id: number;
  /** The evaluation date (YYYY-MM-DD, or '' when none was entered). */
  readonly date: string;
  readonly data: Readonly<Record<string, CodeEntry>>;
}

export type MeasureChange = 'better' | 'worse' | 'same' | 'changed' | 'added' | 'removed' | 'not_comparable';
export type ProgressChange = MeasureChange | 'mixed';

export interface ProgressMeasure {
  readonly slot: QualifierSlotName;
  readonly role: QualifierRole;
  /** The value in each evaluation, in evaluation order; '' where it is not rated. */
  readonly values: readonly string[];
  readonly change: MeasureChange;
}

export interface ProgressGoal extends CodeGoal {
  /** The index of the (latest) evaluation that set it. */
  readonly setIn: number;
  /** Whether the last evaluation's value in the goal's slot meets it. */
  readonly reached: boolean;
  /**
   * The client goals the same entry relates the category to (decision 0034); with a goal, that makes the
   * category an intervention target. Empty when none.
   */
  readonly relatedGoals: readonly ClientGoalId[];
}

export interface ProgressRow {
  readonly code: string;
  readonly component: ComponentLetter;
  /** One per rated slot, in form order. */
  readonly measures: readonly ProgressMeasure[];
  /** The row in one word: `better` when some measure improved and none worsened, `mixed` when both. */
  readonly change: ProgressChange;
  readonly goal: ProgressGoal | null;
}

export interface ProgressGroup {
  readonly component: ComponentLetter;
  readonly rows: readonly ProgressRow[];
}

export interface EvaluationComparison {
  readonly evaluations: readonly { readonly id: number; readonly date: string }[];
  /** Components in ICF order (b, s, d, e), only those with rows; rows in ICF code order. */
  readonly groups: readonly ProgressGroup[];
}

/**
 * Compares evaluations given in chronological order (the caller orders them: evaluation date, then creation).
 * Every code rated (at least one qualifier) in any of them gets one row; codes that are not ICF codes are
 * left out.
 */
export function compareEvaluations(evaluations: readonly ComparedEvaluation[]): EvaluationComparison {
  const codes = new Set<string>();
  for (const evaluation of evaluations) {
    for (const [code, entry] of Object.entries(evaluation.data)) {
      if (isComponentLetter(code.charAt(0)) && entryIsRated(entry)) codes.add(code);
    }
  }
  const rows = [...codes].sort(compareIcfCodes).map((code) => progressRowOf(code, evaluations));
  const groups = componentLetters
    .map((component) => ({ component, rows: rows.filter((row) => row.component === component) }))
    .filter((group) => group.rows.length > 0);
  return { evaluations: evaluations.map(({ id, date }) => ({ id, date })), groups };
}

function progressRowOf(code: string, evaluations: readonly ComparedEvaluation[]): ProgressRow {
  const ratedEntries = evaluations.map((evaluation) => {
    const entry = evaluation.data[code];
    return entry && entryIsRated(entry) ? entry : undefined;
  });
  const measures: ProgressMeasure[] = [];
  for (const slot of qualifierSlotsOf(code)) {
    const values = ratedEntries.map((entry) => entry?.[slot.name] ?? '');
    if (values.every((value) => value === '')) continue;
    measures.push({ slot: slot.name, role: slot.role, values, change: measureChange(slot.role, values) });
  }
  return {
    code,
    component: componentOfCode(code),
    measures,
    change: rowChange(measures.map((measure) => measure.change)),
    goal: latestGoal(code, evaluations, ratedEntries),
  };
}

function measureChange(role: QualifierRole, values: readonly string[]): MeasureChange {
  const first = values[0] ?? '';
  const last = values[values.length - 1] ?? '';
  if (first === '' && last === '') return 'not_comparable';
  if (first === '') return 'added';
  if (last === '') return 'removed';
  if (isScoredRole(role)) {
    const [before, after] = [qualifierScore(role, first), qualifierScore(role, last)];
    if (before === null || after === null) return 'not_comparable';
    return after > before ? 'better' : after < before ? 'worse' : 'same';
  }
  if (isUnspecified(first) || isUnspecified(last)) return 'not_comparable';
  return first === last ? 'same' : 'changed';
}

/** 8 (not specified) and 9 (not applicable) say nothing about the category's state. */
function isUnspecified(value: string): boolean {
  return value === '8' || value === '9';
}

function rowChange(changes: readonly MeasureChange[]): ProgressChange {
  const has = (change: MeasureChange) => changes.includes(change);
  if (has('better') && has('worse')) return 'mixed';
  if (has('better')) return 'better';
  if (has('worse')) return 'worse';
  if (has('changed')) return 'changed';
  if (has('same')) return 'same';
  if (changes.length > 0 && changes.every((change) => change === 'added')) return 'added';
  if (changes.length > 0 && changes.every((change) => change === 'removed')) return 'removed';
  return 'not_comparable';
}

/** The goal set most recently (a malformed one, which a save would have refused, is skipped). */
function latestGoal(
  code: string,
  evaluations: readonly ComparedEvaluation[],
  ratedEntries: readonly (CodeEntry | undefined)[],
): ProgressGoal | null {
  for (let index = evaluations.length - 1; index >= 0; index -= 1) {
    const entry = evaluations[index]!.data[code];
    if (!entry?.goal || validateCodeGoal(code, entry.goal).length > 0) continue;
    const goal = entry.goal;
    const lastValue = ratedEntries[ratedEntries.length - 1]?.[goal.slot] ?? '';
    return {
      slot: goal.slot,
      value: goal.value,
      date: goal.date,
      setIn: index,
      reached: isGoalReached(code, goal, lastValue),
      relatedGoals: inCanonicalOrder(clientGoalIds, entry.related_goals ?? []),
    };
  }
  return null;
}
