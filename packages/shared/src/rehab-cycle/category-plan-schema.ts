import { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages';
import { disciplines } from '../teams/disciplines';
import { disciplineSchema } from '../teams/discipline-schema';
import { interventionsMaxLength, namesEachOnce } from './category-plan';
import { clientGoalIds } from './client-goals';
import { clientGoalIdSchema } from './client-goal-id-schema';

/**
 * The plan fields of a code entry (category-plan.ts, decision 0034) in a request, with a message key per rule
 * broken. They accept what the plan's own rules accept (test/entry-rules-and-schemas.test.ts).
 */
const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

export const relatedGoalsSchema = z
  .array(clientGoalIdSchema, { error: () => 'validation.array' })
  .max(clientGoalIds.length, key('validation.max_items'))
  .refine(namesEachOnce, key('validation.invalid'));

export const responsibleDisciplinesSchema = z
  .array(disciplineSchema, { error: () => 'validation.array' })
  .max(disciplines.length, key('validation.max_items'))
  .refine(namesEachOnce, key('validation.invalid'));

export const interventionsSchema = z
  .string({ error: () => 'validation.string' })
  .max(interventionsMaxLength, key('validation.max_string'));

/** The plan fields of a code entry, as the entry's schema extends them. */
export const categoryPlanShape = {
  related_goals: relatedGoalsSchema.optional(),
  disciplines: responsibleDisciplinesSchema.optional(),
  interventions: interventionsSchema.optional(),
};
