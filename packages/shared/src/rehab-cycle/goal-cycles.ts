import { isCalendarDate } from '../icf/calendar-date';
import { clientGoalIds, setClientGoalIds, type ClientGoalId, type ClientGoals } from './client-goals';

/**
 * Goal cycles (decision record 0056): a client's goals belong to a cycle with a start and an end. Closing the
 * cycle judges each goal it holds (reached, partly, not reached) against an evaluation, and the next cycle
 * opens with the goals still open. Pure rules; the server applies them in one transaction.
 */
export const goalResults = ['reached', 'partly', 'not_reached'] as const;
export type GoalResult = (typeof goalResults)[number];

/** Whether the client agreed to the cycle's goals: not asked yet, agreed, or declined. */
export const cycleConsents = ['pending', 'agreed', 'declined'] as const;
export type CycleConsent = (typeof cycleConsents)[number];

export interface GoalJudgement {
  readonly goal: ClientGoalId;
  readonly result: GoalResult;
}

/** A rule a cycle's request broke: the field it concerns and the message key that says why. */
export interface CycleRuleViolation {
  readonly field: string;
  readonly key:
    | 'cycle.end_before_start'
    | 'cycle.next_before_end'
    | 'cycle.consent_date_missing'
    | 'cycle.consent_date_pending'
    | 'cycle.result_missing'
    | 'cycle.result_unset_goal'
    | 'cycle.result_repeated';
}

/** ISO dates (YYYY-MM-DD) compare as text; `null` is an end not planned yet. */
function endsBeforeStart(start: string, end: string | null): boolean {
  return end !== null && isCalendarDate(start) && isCalendarDate(end) && end < start;
}

/** A cycle's dates and consent as the client's team set them. */
export interface CycleSettings {
  readonly starts_on: string;
  readonly ends_on: string | null;
  readonly consent: CycleConsent;
  readonly consent_on: string | null;
}

/**
 * The open cycle's dates and consent: the end is not before the start; an answer (agreed or declined) has the
 * day it was given, and "pending" has none, so the record never says "agreed" without saying when.
 */
export function checkCycleSettings(settings: CycleSettings): CycleRuleViolation[] {
  const violations: CycleRuleViolation[] = [];
  if (endsBeforeStart(settings.starts_on, settings.ends_on))
    violations.push({ field: 'ends_on', key: 'cycle.end_before_start' });
  if (settings.consent !== 'pending' && settings.consent_on === null)
    violations.push({ field: 'consent_on', key: 'cycle.consent_date_missing' });
  if (settings.consent === 'pending' && settings.consent_on !== null)
    violations.push({ field: 'consent_on', key: 'cycle.consent_date_pending' });
  return violations;
}

/** Closing the open cycle: its end, a result per goal, and the dates of the next cycle. */
export interface CycleClosing {
  readonly starts_on: string;
  readonly ends_on: string;
  readonly results: readonly GoalJudgement[];
  readonly next_starts_on: string;
  readonly next_ends_on: string | null;
}

/**
 * What a closing must satisfy against the goals the cycle holds: every goal with a text is judged exactly
 * once, no goal without a text is; the cycle ends on or after its start, the next starts on or after that
 * end and ends on or after its own start.
 */
export function checkCycleClosing(goals: Readonly<ClientGoals>, closing: CycleClosing): CycleRuleViolation[] {
  const violations: CycleRuleViolation[] = [];
  if (endsBeforeStart(closing.starts_on, closing.ends_on))
    violations.push({ field: 'ends_on', key: 'cycle.end_before_start' });
  if (endsBeforeStart(closing.ends_on, closing.next_starts_on))
    violations.push({ field: 'next_starts_on', key: 'cycle.next_before_end' });
  if (endsBeforeStart(closing.next_starts_on, closing.next_ends_on))
    violations.push({ field: 'next_ends_on', key: 'cycle.end_before_start' });
  const judged = closing.results.map((judgement) => judgement.goal);
  if (new Set(judged).size !== judged.length)
    violations.push({ field: 'results', key: 'cycle.result_repeated' });
  const set = setClientGoalIds(goals);
  if (judged.some((goal) => !set.includes(goal)))
    violations.push({ field: 'results', key: 'cycle.result_unset_goal' });
  if (set.some((goal) => !judged.includes(goal)))
    violations.push({ field: 'results', key: 'cycle.result_missing' });
  return violations;
}

/**
 * The goals the next cycle opens with: those not reached and those partly reached keep their text and slot (so
 * every category's goal relation keeps pointing at them, decision 0034); a reached goal's slot is freed.
 */
export function goalsOfNextCycle(
  goals: Readonly<ClientGoals>,
  results: readonly GoalJudgement[],
): ClientGoals {
  const reached = new Set(results.filter((r) => r.result === 'reached').map((r) => r.goal));
  return Object.fromEntries(clientGoalIds.map((id) => [id, reached.has(id) ? '' : goals[id]])) as ClientGoals;
}

/** The goals left open by a closing (not reached or partly), in goal order. */
export function openGoalsAfter(results: readonly GoalJudgement[]): ClientGoalId[] {
  const open = new Set(results.filter((r) => r.result !== 'reached').map((r) => r.goal));
  return clientGoalIds.filter((id) => open.has(id));
}
