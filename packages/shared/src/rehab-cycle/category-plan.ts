import { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages';
import { textareaMaxLength } from '../icf/limits';
import { disciplines, type Discipline } from '../teams/disciplines';
import { disciplineSchema } from '../teams/discipline-schema';
import { clientGoalIds, type ClientGoalId } from './client-goals';
import { clientGoalIdSchema } from './client-goal-id-schema';

/**
 * What the team plans for one category (decision 0034), stored beside its ratings in the per-code entry (spec
 * §3) as three optional fields, so documents saved before them load unchanged:
 * - `related_goals`: the client goals (ids of `clientGoalIds`) this category serves, its goal relation;
 * - `disciplines`: the disciplines responsible for it (ids of the shared `disciplines`);
 * - `interventions`: what is done, free text of at most 1,000 characters (spec §9's textarea limit).
 * Each list is bounded by the number of ids there are and names each id once.
 */

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

function distinct(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

export const relatedGoalsSchema = z
  .array(clientGoalIdSchema, { error: () => 'validation.array' })
  .max(clientGoalIds.length, key('validation.max_items'))
  .refine(distinct, key('validation.invalid'));

export const responsibleDisciplinesSchema = z
  .array(disciplineSchema, { error: () => 'validation.array' })
  .max(disciplines.length, key('validation.max_items'))
  .refine(distinct, key('validation.invalid'));

export const interventionsMaxLength = textareaMaxLength;

export const interventionsSchema = z
  .string({ error: () => 'validation.string' })
  .max(interventionsMaxLength, key('validation.max_string'));

/** The plan fields of a code entry, as the entry's schema extends them. */
export const categoryPlanShape = {
  related_goals: relatedGoalsSchema.optional(),
  disciplines: responsibleDisciplinesSchema.optional(),
  interventions: interventionsSchema.optional(),
};

export interface CategoryPlan {
  related_goals?: ClientGoalId[] | undefined;
  disciplines?: Discipline[] | undefined;
  interventions?: string | undefined;
}

export const categoryPlanFields = ['related_goals', 'disciplines', 'interventions'] as const;

/** Ids in their list's order, each once: two members ticking the same goals store the same list. */
export function inCanonicalOrder<Id extends string>(order: readonly Id[], ids: readonly Id[]): Id[] {
  return order.filter((id) => ids.includes(id));
}

/**
 * The plan of `patch` applied to `plan`: each field of the patch that is valid replaces the plan's, and an
 * empty list or text removes the field, so an entry without a plan keeps the shape it had before plans existed.
 * An invalid value is ignored (the draft only ever holds what the schema accepts).
 */
export function patchCategoryPlan<Plan extends CategoryPlan>(
  plan: Plan,
  patch: Readonly<CategoryPlan>,
): Plan {
  const next: CategoryPlan = { ...plan };
  if ('related_goals' in patch) {
    const parsed = relatedGoalsSchema.safeParse(patch.related_goals);
    if (parsed.success && parsed.data.length > 0)
      next.related_goals = inCanonicalOrder(clientGoalIds, parsed.data);
    else if (parsed.success || patch.related_goals === undefined) delete next.related_goals;
  }
  if ('disciplines' in patch) {
    const parsed = responsibleDisciplinesSchema.safeParse(patch.disciplines);
    if (parsed.success && parsed.data.length > 0)
      next.disciplines = inCanonicalOrder(disciplines, parsed.data);
    else if (parsed.success || patch.disciplines === undefined) delete next.disciplines;
  }
  if ('interventions' in patch) {
    const parsed = interventionsSchema.safeParse(patch.interventions);
    if (parsed.success && parsed.data !== '') next.interventions = parsed.data;
    else if (parsed.success || patch.interventions === undefined) delete next.interventions;
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
