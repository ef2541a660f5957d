import type { ClientGoalConflict, ClientGoals } from '@icf/shared';
import type { ConflictChoice } from '../../../components/conflict-choices/conflict-choice-dialog';

/** The merged goals with the chosen side's text in each goal both changed. */
export function chooseGoals(
  merged: Readonly<ClientGoals>,
  conflicts: readonly ClientGoalConflict[],
  choices: readonly ConflictChoice[],
): ClientGoals {
  const goals = { ...merged };
  conflicts.forEach((conflict, index) => {
    goals[conflict.goal] = choices[index] === 'mine' ? conflict.mine : conflict.theirs;
  });
  return goals;
}
