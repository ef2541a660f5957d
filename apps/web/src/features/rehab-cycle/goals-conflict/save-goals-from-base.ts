import {
  mergeClientGoals,
  type ClientGoalConflict,
  type ClientGoals,
  type ClientGoalsResponse,
} from '@icf/shared';
import type { ConflictChoice } from '../../../components/conflict-choices/conflict-choice-dialog';
import { getClientGoals, isGoalsConflict, putClientGoals } from '../api/client-goals-api';
import { chooseGoals } from './goal-choices';

export interface GoalsSaveRequest {
  /** The goals the form started from, with their version. */
  start: ClientGoalsResponse;
  /** The form's goals, trimmed as the server keeps them. */
  mine: ClientGoals;
  /** Shows the goals both changed side by side; the choice per goal, or null when the user cancels. */
  askChoices(conflicts: ClientGoalConflict[]): Promise<ConflictChoice[] | null>;
}

/** Saved (`merged`: with goals someone else saved meanwhile), or not saved because the user cancelled. */
export type GoalsSaveOutcome = { saved: ClientGoalsResponse; merged: boolean } | { cancelled: true };

/** A few rounds of choosing, each one lost to yet another save meanwhile; then the 409 is the failure. */
const chooseRoundsMax = 3;

/**
 * Saves a client's goals naming the version the form started from (decision record 0034, amended): the
 * server merges goals saved meanwhile. When it answers that a goal was changed by both, the goals as saved
 * now are read and merged with the form's by the same shared rule the server uses; the goals both changed are
 * shown side by side, and the merge with the user's choices is saved against the version read. Another
 * clash meanwhile asks again.
 */
export async function saveGoalsFromBase(
  clientId: number,
  { start, mine, askChoices }: GoalsSaveRequest,
): Promise<GoalsSaveOutcome> {
  try {
    const saved = await putClientGoals(clientId, { ...mine, base_version: start.version });
    return { saved, merged: saved.version > start.version + 1 };
  } catch (error) {
    if (!(await isGoalsConflict(error))) throw error;
  }
  for (let round = 1; ; round++) {
    const current = await getClientGoals(clientId);
    const { merged, conflicts } = mergeClientGoals(start.goals, mine, current.goals);
    const choices = conflicts.length === 0 ? [] : await askChoices(conflicts);
    if (choices === null) return { cancelled: true };
    try {
      const saved = await putClientGoals(clientId, {
        ...chooseGoals(merged, conflicts, choices),
        base_version: current.version,
      });
      return { saved, merged: true };
    } catch (error) {
      if (!(await isGoalsConflict(error)) || round === chooseRoundsMax) throw error;
    }
  }
}
