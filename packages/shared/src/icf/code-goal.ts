import { isCalendarDate } from './calendar-date';
import { qualifierScore, roleOfSlot } from './qualifier-direction';
import { qualifierSlotNames, type QualifierSlotName } from './qualifiers';

/**
 * An intervention target for one code (decision 0018, after Rehab-Cycle's ICF-based goal setting): the qualifier
 * slot it is about, the value the team aims for and an optional target date (YYYY-MM-DD or '').
 * Stored inside the per-code entry as the optional field `goal`; entries saved before goals existed have none.
 * Requests are checked against `codeGoalSchema` (code-goal-schema.ts); the app's pages need no zod (decision
 * record 0039).
 */
export interface CodeGoal {
  slot: QualifierSlotName;
  value: string;
  date: string;
}

/** Whether `value` has a goal's shape: what `codeGoalSchema` accepts (test/entry-rules-and-schemas.test.ts). */
export function isCodeGoal(value: unknown): value is CodeGoal {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { slot, value: target, date } = value as Record<string, unknown>;
  return (
    (qualifierSlotNames as readonly unknown[]).includes(slot) &&
    typeof target === 'string' &&
    typeof date === 'string'
  );
}

export type CodeGoalProblemReason = 'illegal_goal' | 'goal_date';

/**
 * What is wrong with a goal for `code`. The slot must be one the code's kind offers and that measures an
 * amount (extent, performance, capacity, facilitator/barrier: nature and location are kinds, not targets);
 * the value must be a magnitude of that slot (0–4, and +0–+4 for environmental factors; 8 and 9 are not
 * targets); the date empty or a real day.
 */
export function validateCodeGoal(code: string, goal: Readonly<CodeGoal>): CodeGoalProblemReason[] {
  const problems: CodeGoalProblemReason[] = [];
  const role = roleOfSlot(code, goal.slot);
  if (role === undefined || qualifierScore(role, goal.value) === null) problems.push('illegal_goal');
  if (goal.date !== '' && !isCalendarDate(goal.date)) problems.push('goal_date');
  return problems;
}

/** The slots a goal may name for `code`, in form order. */
export function goalSlotsOf(code: string): QualifierSlotName[] {
  return qualifierSlotNames.filter((slot) => {
    const role = roleOfSlot(code, slot);
    return role !== undefined && qualifierScore(role, role === 'environment' ? '+0' : '0') !== null;
  });
}

/** Whether a rated value meets the goal: at least as good as the target, in the ICF direction. */
export function isGoalReached(code: string, goal: Readonly<CodeGoal>, value: string): boolean {
  const role = roleOfSlot(code, goal.slot);
  if (role === undefined) return false;
  const target = qualifierScore(role, goal.value);
  const reached = qualifierScore(role, value);
  return target !== null && reached !== null && reached >= target;
}
