/**
 * A client's rehabilitation goals as the Rehab-Cycle names them (decision 0034): one global goal, one
 * service-program goal (the goal at the end of this stay) and up to five cycle goals. Each is a fixed slot
 * with a stable id, so a category's goal relation (`related_goals` on its code entry) keeps meaning the same
 * goal when another goal's text changes or is cleared.
 */
const cycleGoalIds = ['cycle_1', 'cycle_2', 'cycle_3', 'cycle_4', 'cycle_5'] as const;
export const clientGoalIds = ['global', 'service_program', ...cycleGoalIds] as const;

export type ClientGoalId = (typeof clientGoalIds)[number];

/** A goal is a short statement, not a plan: the interventions (up to 1,000 characters) say how. */
export const clientGoalTextMaxLength = 300;

/** The client's goals by id; '' where a goal is not set. */
export type ClientGoals = Record<ClientGoalId, string>;

export function emptyClientGoals(): ClientGoals {
  return Object.fromEntries(clientGoalIds.map((id) => [id, ''])) as ClientGoals;
}

export function isClientGoalId(value: unknown): value is ClientGoalId {
  return typeof value === 'string' && (clientGoalIds as readonly string[]).includes(value);
}

/** The goals that have a text, in goal order (global, service program, cycle 1–5). */
export function setClientGoalIds(goals: Readonly<ClientGoals>): ClientGoalId[] {
  return clientGoalIds.filter((id) => goals[id].trim() !== '');
}
