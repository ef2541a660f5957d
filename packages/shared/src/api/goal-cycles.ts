import { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages';
import { isCalendarDate } from '../icf/calendar-date';
import { clientGoalIds } from '../rehab-cycle/client-goals';
import { clientGoalIdSchema } from '../rehab-cycle/client-goal-id-schema';
import { cycleConsents, goalResults } from '../rehab-cycle/goal-cycles';
import { documentIdSchema } from './documents';
import { documentIdMax } from './document-fields';

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

/** A day as YYYY-MM-DD (spec §9's date format), one that exists. */
const cycleDateSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.string') })
  .max(10, key('validation.date_format'))
  .refine(isCalendarDate, key('validation.date_format'));

/**
 * `PUT /api/client/{id}/cycles/current` (decision record 0056): the open cycle's start and planned end (null:
 * not planned yet), and whether and when the client agreed to its goals. Who set the consent and the goals'
 * version it was given for are recorded by the server.
 */
export const updateGoalCycleRequestSchema = z.object({
  starts_on: cycleDateSchema,
  ends_on: cycleDateSchema.nullable().default(null),
  consent: z.enum(cycleConsents, key('validation.in')),
  consent_on: cycleDateSchema.nullable().default(null),
});
export type UpdateGoalCycleRequest = z.infer<typeof updateGoalCycleRequestSchema>;
export type UpdateGoalCycleRequestInput = z.input<typeof updateGoalCycleRequestSchema>;

const goalJudgementSchema = z.object({
  goal: clientGoalIdSchema,
  result: z.enum(goalResults, key('validation.in')),
  /** The evaluation (one of the client's live documents) that judged the goal; null when none did. */
  document: documentIdSchema.nullable().default(null),
});

/**
 * `POST /api/client/{id}/cycles/current/close`: ends the open cycle on `ends_on`, judges each of its goals,
 * and opens the next cycle on `next_starts_on` with the goals not reached. `goals_version` is the version of
 * the goals the closer judged (`GET …/goals`); when they changed since, the answer is a 409 and nothing is
 * written, so nobody judges goals they have not seen.
 */
export const closeGoalCycleRequestSchema = z.object({
  goals_version: z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.integer') })
    .int(key('validation.integer'))
    .min(0, key('validation.min_numeric'))
    .max(documentIdMax, key('validation.max_numeric')),
  ends_on: cycleDateSchema,
  // At most one result per goal slot: the list is bounded before its members are checked (decision 0025).
  results: z
    .array(z.unknown())
    .max(clientGoalIds.length, key('validation.max_items'))
    .pipe(z.array(goalJudgementSchema)),
  next_starts_on: cycleDateSchema,
  next_ends_on: cycleDateSchema.nullable().default(null),
});
export type CloseGoalCycleRequest = z.infer<typeof closeGoalCycleRequestSchema>;
export type CloseGoalCycleRequestInput = z.input<typeof closeGoalCycleRequestSchema>;

const goalCycleResultSchema = z.object({
  goal: clientGoalIdSchema,
  /** The goal's text as the cycle closed (the slot may hold another goal since). */
  text: z.string(),
  result: z.enum(goalResults),
  /** The judging evaluation; null when none was named or it has been deleted for good. */
  document: z.object({ id: z.number().int(), date: z.string(), description: z.string() }).nullable(),
});

export const goalCycleSchema = z.object({
  id: z.number().int(),
  /** 1 for the client's first cycle, then one more each. */
  number: z.number().int(),
  starts_on: z.string().describe('YYYY-MM-DD'),
  ends_on: z.string().nullable().describe('YYYY-MM-DD; null while the open cycle has no planned end'),
  consent: z.enum(cycleConsents),
  consent_on: z.string().nullable().describe('YYYY-MM-DD'),
  consent_goals_version: z
    .number()
    .int()
    .nullable()
    .describe(
      'the version of the goals the client answered; if it is not the current one, the goals changed since',
    ),
  closed_at: z.string().nullable().describe('ISO 8601; null for the open cycle'),
  results: z.array(goalCycleResultSchema).describe('one per judged goal, in goal order; empty while open'),
});
export type GoalCycle = z.infer<typeof goalCycleSchema>;

/**
 * `GET /api/client/{id}/cycles` and the answer of both writes: the open cycle (its goals are the client's
 * goals, `GET …/goals`), the closed ones newest first, and the goals' current version.
 */
export const goalCyclesResponseSchema = z.object({
  current: goalCycleSchema,
  closed: z.array(goalCycleSchema),
  goals_version: z.number().int(),
});
export type GoalCyclesResponse = z.infer<typeof goalCyclesResponseSchema>;
