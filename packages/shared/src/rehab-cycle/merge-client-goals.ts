import { mergeKeyedValues } from '../merge/merge-keyed-values';
import { clientGoalIds, type ClientGoalId, type ClientGoals } from './client-goals';

/** A goal both the saver and someone else changed since the save's base, to different texts ('' = not set). */
export interface ClientGoalConflict {
  goal: ClientGoalId;
  base: string;
  mine: string;
  theirs: string;
}

export interface ClientGoalsMerge {
  merged: ClientGoals;
  /** In goal order (global, service program, cycle 1–5). */
  conflicts: ClientGoalConflict[];
}

/**
 * Two people's saves of one client's goals (decision record 0034, amended; the rule of 0036): each of the
 * seven slots merges on its own by the shared three-way rule, so a therapist who rewords cycle goal 2 and
 * another who sets the global goal never overwrite each other. A slot both changed to different texts is a
 * conflict; the merged goals keep theirs there.
 */
export function mergeClientGoals(
  base: Readonly<ClientGoals>,
  mine: Readonly<ClientGoals>,
  theirs: Readonly<ClientGoals>,
): ClientGoalsMerge {
  const { merged, conflicts } = mergeKeyedValues<string>(base, mine, theirs);
  const conflicting = new Set(conflicts.map((conflict) => conflict.key));
  return {
    merged: Object.fromEntries(clientGoalIds.map((goal) => [goal, merged[goal] ?? ''])) as ClientGoals,
    conflicts: clientGoalIds
      .filter((goal) => conflicting.has(goal))
      .map((goal) => ({ goal, base: base[goal], mine: mine[goal], theirs: theirs[goal] })),
  };
}
