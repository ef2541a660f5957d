import { textareaMaxLength } from '../icf/limits';
import { disciplines, isDiscipline, type Discipline } from '../teams/disciplines';
import { clientGoalIds, isClientGoalId, type ClientGoalId } from './client-goals';

/**
 * What the team plans for one category (decision 0034), stored beside its ratings in the per-code entry (spec
 * §3) as three optional fields, so documents saved before them load unchanged:
 * - `related_goals`: the client goals (ids of `clientGoalIds`) this category serves, its goal relation;
 * - `disciplines`: the disciplines responsible for it (ids of the shared `disciplines`);
 * - `interventions`: what is done, free text of at most 1,000 characters (spec §9's textarea limit).
 * Each list is bounded by the number of ids there are and names each id once.
 * These rules need no zod, so the app's pages load none (decision record 0039); requests are checked against the
 * schemas of category-plan-schema.ts, which accept the same values (test/entry-rules-and-schemas.test.ts).
 */

export const interventionsMaxLength = textareaMaxLength;

/** Whether no value is in `values` twice. */
export function namesEachOnce(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

/** A list of ids: no longer than the ids there are (checked first, before any member), each known, each once. */
function isIdList<Id extends string>(
  ids: readonly Id[],
  isId: (value: unknown) => value is Id,
  value: unknown,
): value is Id[] {
  return Array.isArray(value) && value.length <= ids.length && value.every(isId) && namesEachOnce(value);
}

export function isRelatedGoals(value: unknown): value is ClientGoalId[] {
  return isIdList(clientGoalIds, isClientGoalId, value);
}

export function isResponsibleDisciplines(value: unknown): value is Discipline[] {
  return isIdList(disciplines, isDiscipline, value);
}

export function isInterventions(value: unknown): value is string {
  return typeof value === 'string' && value.length <= interventionsMaxLength;
}

export interface CategoryPlan {
  related_goals?: ClientGoalId[] | undefined;
  disciplines?: Discipline[] | undefined;
  interventions?: string | undefined;
}

/** Ids in their list's order, each once: two members ticking the same goals store the same list. */
export function inCanonicalOrder<Id extends string>(order: readonly Id[], ids: readonly Id[]): Id[] {
  return order.filter((id) => ids.includes(id));
}

/**
 * The plan of `patch` applied to `plan`: each field of the patch that is valid replaces the plan's, and an
 * empty list or text removes the field, so an entry without a plan keeps the shape it had before plans existed.
 * An invalid value is ignored (the draft only ever holds what the schemas accept).
 */
export function patchCategoryPlan<Plan extends CategoryPlan>(
  plan: Plan,
  patch: Readonly<CategoryPlan>,
): Plan {
  const next: CategoryPlan = { ...plan };
  if ('related_goals' in patch) {
    const goals: unknown = patch.related_goals;
    if (isRelatedGoals(goals) && goals.length > 0)
      next.related_goals = inCanonicalOrder(clientGoalIds, goals);
    else if (isRelatedGoals(goals) || goals === undefined) delete next.related_goals;
  }
  if ('disciplines' in patch) {
    const responsible: unknown = patch.disciplines;
    if (isResponsibleDisciplines(responsible) && responsible.length > 0)
      next.disciplines = inCanonicalOrder(disciplines, responsible);
    else if (isResponsibleDisciplines(responsible) || responsible === undefined) delete next.disciplines;
  }
  if ('interventions' in patch) {
    const interventions: unknown = patch.interventions;
    if (isInterventions(interventions) && interventions !== '') next.interventions = interventions;
    else if (isInterventions(interventions) || interventions === undefined) delete next.interventions;
  }
  return next as Plan;
}

/** Whether the entry holds any part of a plan. */
export function hasCategoryPlan(plan: Readonly<CategoryPlan>): boolean {
  return (
    (plan.related_goals?.length ?? 0) > 0 ||
    (plan.disciplines?.length ?? 0) > 0 ||
    (plan.interventions ?? '') !== ''
  );
}

/** Only the plan fields of an entry (what a next evaluation of the client carries over with the goal). */
export function categoryPlanOf(plan: Readonly<CategoryPlan>): CategoryPlan {
  return patchCategoryPlan({}, plan);
}
