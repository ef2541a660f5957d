import { z } from 'zod';
import { clientGoalIds, clientGoalTextMaxLength, type ClientGoalId } from '../rehab-cycle/client-goals';
import { storableText } from './documents';

/**
 * `GET` and `PUT /api/client/{id}/goals` (decision 0034): the client's goals by id (global, service_program,
 * cycle_1 … cycle_5), each a short text. A PUT replaces all of them: a goal left out or '' is not set.
 */
export const clientGoalsRequestSchema = z.object(
  Object.fromEntries(
    clientGoalIds.map((id) => [id, storableText(clientGoalTextMaxLength).trim().default('')]),
  ) as {
    [Id in ClientGoalId]: z.ZodDefault<ReturnType<typeof storableText>>;
  },
);
export type ClientGoalsRequest = z.infer<typeof clientGoalsRequestSchema>;
export type ClientGoalsRequestInput = z.input<typeof clientGoalsRequestSchema>;

/** The answer: every goal id, '' where the goal is not set, and when any goal was last changed (or null). */
export const clientGoalsResponseSchema = z.object({
  goals: z.object(
    Object.fromEntries(clientGoalIds.map((id) => [id, z.string()])) as { [Id in ClientGoalId]: z.ZodString },
  ),
  updated_at: z.string().nullable(),
});
export type ClientGoalsResponse = z.infer<typeof clientGoalsResponseSchema>;
