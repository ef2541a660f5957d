import type { GoalCycle, GoalCyclesResponse } from '@icf/shared';
import type { GoalCycleRecord } from './goal-cycles-repository';
import type { GoalCyclesRecord } from './manage-goal-cycles';

/** The client's cycles as `goalCyclesResponseSchema` says: the open one, then the closed ones newest first. */
export function presentGoalCycles({ cycles, goalsVersion }: GoalCyclesRecord): GoalCyclesResponse {
  const open = cycles.find((cycle) => cycle.closedAt === null);
  if (!open) throw new Error('a client without an open goal cycle');
  return {
    current: presentGoalCycle(open),
    closed: cycles.filter((cycle) => cycle.closedAt !== null).map(presentGoalCycle),
    goals_version: goalsVersion,
  };
}

export function presentGoalCycle(cycle: GoalCycleRecord): GoalCycle {
  return {
    id: cycle.id,
    number: cycle.number,
    starts_on: cycle.startsOn,
    ends_on: cycle.endsOn,
    consent: cycle.consent,
    consent_on: cycle.consentOn,
    consent_goals_version: cycle.consentGoalsVersion,
    closed_at: cycle.closedAt?.toISOString() ?? null,
    results: cycle.results,
  };
}
