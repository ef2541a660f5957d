import { z } from 'zod';
import { clientGoalIds, clientGoalTextMaxLength, type ClientGoalId } from '../rehab-cycle/client-goals';
import { clientGoalIdSchema } from '../rehab-cycle/client-goal-id-schema';
import type { ServerMessageKey } from '../i18n/server-messages';
import { saveConflictBodySchema, storableText } from './documents';
import { documentIdMax } from './document-fields';

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

/**
 * The version of a client's goals: 0 before any save, then one more with each save (decision record 0034,
 * amended). A PostgreSQL `integer`, like every id and version.
 */
const clientGoalsVersionSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.integer') })
  .int(key('validation.integer'))
  .min(0, key('validation.min_numeric'))
  .max(documentIdMax, key('validation.max_numeric'));

const goalTextsShape = Object.fromEntries(
  clientGoalIds.map((id) => [id, storableText(clientGoalTextMaxLength).trim().default('')]),
) as { [Id in ClientGoalId]: z.ZodDefault<ReturnType<typeof storableText>> };

/**
 * `GET` and `PUT /api/client/{id}/goals` (decision 0034): the client's goals by id (global, service_program,
 * cycle_1 … cycle_5), each a short text. A PUT sets all of them: a goal left out or '' is not set.
 *
 * `base_version` (optional) is the version the editor loaded. When the goals were saved since, the server
 * merges per goal: a goal only one side changed takes that side's text, a goal both changed alike is kept, a
 * goal both changed differently is a 409 (`clientGoalsConflictBodySchema`) and nothing is written. Without it
 * the PUT replaces the goals as they stand, as before.
 */
export const clientGoalsRequestSchema = z.object({
  base_version: clientGoalsVersionSchema.nullish(),
  ...goalTextsShape,
});
export type ClientGoalsRequestInput = z.input<typeof clientGoalsRequestSchema>;

const goalTextsSchema = z.object(
  Object.fromEntries(clientGoalIds.map((id) => [id, z.string()])) as { [Id in ClientGoalId]: z.ZodString },
);

/**
 * The answer: every goal id ('' where the goal is not set), when any goal was last changed (or null), and the
 * goals' version, the next PUT's `base_version`. A PUT's answer is the goals as saved: with others' changes
 * merged in when `version` > `base_version` + 1.
 */
export const clientGoalsResponseSchema = z.object({
  goals: goalTextsSchema,
  updated_at: z.string().nullable(),
  version: z.number().int(),
});
export type ClientGoalsResponse = z.infer<typeof clientGoalsResponseSchema>;

/** A goal both changed since `base_version`, differently: its text in the base, in the PUT and as saved. */
const clientGoalConflictSchema = z.object({
  goal: clientGoalIdSchema,
  base: z.string(),
  mine: z.string(),
  theirs: z.string(),
});

/**
 * The 409 of a PUT with `base_version`: nothing was saved. `conflicts` lists the goals both changed, in goal
 * order (empty when others kept saving while the server merged: save again); `current_version` is the version
 * they were measured against, the `base_version` of the PUT that resolves them.
 */
export const clientGoalsConflictBodySchema = saveConflictBodySchema(clientGoalConflictSchema);
