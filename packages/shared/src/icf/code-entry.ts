import { hasCategoryPlan, patchCategoryPlan, type CategoryPlan } from '../rehab-cycle/category-plan';
import { isCodeGoal, validateCodeGoal, type CodeGoal, type CodeGoalProblemReason } from './code-goal';
import { textareaMaxLength } from './limits';
import { isLegalQualifierValue, qualifierSlotNames } from './qualifiers';

/**
 * Spec §3 "Per-code entry": qualifiers q1–q3, information sources s1–s4, problem description; and, optionally,
 * an intervention target (`goal`, decision 0018) and the team's plan for the category (`related_goals`,
 * `disciplines`, `interventions`, decision 0034). Entries saved before these existed simply have none.
 * Requests are checked against `codeEntrySchema` (code-entry-schema.ts); these rules need no zod, so the app's
 * pages load none (decision record 0039).
 */
export interface CodeEntry extends CategoryPlan {
  q1: string;
  q2: string;
  q3: string;
  s1: boolean;
  s2: boolean;
  s3: boolean;
  s4: boolean;
  desc: string;
  goal?: CodeGoal | undefined;
}

export function emptyCodeEntry(): CodeEntry {
  return { q1: '', q2: '', q3: '', s1: false, s2: false, s3: false, s4: false, desc: '' };
}

/** Whether the entry holds anything the user entered: a qualifier, an information source or a description. */
export function entryHasData(entry: Readonly<CodeEntry>): boolean {
  return (
    entry.q1 !== '' ||
    entry.q2 !== '' ||
    entry.q3 !== '' ||
    entry.s1 ||
    entry.s2 ||
    entry.s3 ||
    entry.s4 ||
    entry.desc !== '' ||
    entry.goal !== undefined ||
    hasCategoryPlan(entry)
  );
}

/** Whether the entry is rated: at least one qualifier is given (the versions list counts these). */
export function entryIsRated(entry: Readonly<CodeEntry>): boolean {
  return entry.q1 !== '' || entry.q2 !== '' || entry.q3 !== '';
}

/** Applies the fields of `patch` that have the right type; anything else in it is ignored. */
export function patchCodeEntry(entry: CodeEntry, patch: Readonly<Partial<CodeEntry>>): CodeEntry {
  const next = { ...entry };
  for (const field of ['q1', 'q2', 'q3', 'desc'] as const) {
    const value = patch[field];
    if (typeof value === 'string') next[field] = value;
  }
  for (const field of ['s1', 's2', 's3', 's4'] as const) {
    const value = patch[field];
    if (typeof value === 'boolean') next[field] = value;
  }
  if ('goal' in patch) {
    const goal: unknown = patch.goal;
    // A copy of the goal's own fields, as a schema's parse would give.
    if (isCodeGoal(goal)) next.goal = { slot: goal.slot, value: goal.value, date: goal.date };
    else delete next.goal;
  }
  return patchCategoryPlan(next, patch);
}

/** Fills what a saved document's entry lacks (or holds with the wrong type) with the empty value. */
export function completeCodeEntry(partial: Readonly<Partial<CodeEntry>>): CodeEntry {
  return patchCodeEntry(emptyCodeEntry(), partial);
}

type CodeEntryProblemReason = 'illegal_qualifier' | 'too_long' | CodeGoalProblemReason;

export interface CodeEntryProblem {
  readonly field: keyof CodeEntry;
  readonly reason: CodeEntryProblemReason;
}

/**
 * What is wrong with an entry for `code`: qualifier values its kind doesn't allow, an over-long description,
 * a goal its kind doesn't allow or with a date that is no day.
 */
export function validateCodeEntry(code: string, entry: CodeEntry): CodeEntryProblem[] {
  const problems: CodeEntryProblem[] = [];
  for (const slot of qualifierSlotNames) {
    if (!isLegalQualifierValue(code, slot, entry[slot]))
      problems.push({ field: slot, reason: 'illegal_qualifier' });
  }
  if (entry.desc.length > textareaMaxLength) problems.push({ field: 'desc', reason: 'too_long' });
  if (entry.goal !== undefined) {
    for (const reason of validateCodeGoal(code, entry.goal)) problems.push({ field: 'goal', reason });
  }
  return problems;
}
