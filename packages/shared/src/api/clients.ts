import { z } from 'zod';
import { textareaMaxLength } from '../icf/limits';
import type { ServerMessageKey } from '../i18n/server-messages';
import { codeGoalSchema } from '../icf/code-goal-schema';
import { clientGoalIdSchema } from '../rehab-cycle/client-goal-id-schema';
import { componentLetters } from '../icf/code-kind';
import type { MeasureChange, ProgressChange } from '../icf/compare-evaluations';
import { qualifierSlotNames, type QualifierRole } from '../icf/qualifiers';
import { documentIdSchema, pageNumber, storableText } from './documents';
import { documentIdMax, documentInputMaxLength } from './document-fields';

/**
 * The client calls (decision 0018): a signed-in user's list of clients, each a display name or pseudonym, an
 * optional chart number, birth year and note. Documents may belong to one; their free-text `client` field
 * (spec §3) is then filled from the client's display name, so the document contract stays as it was.
 */

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

const clientBirthYearMin = 1900;

/** `POST /api/client` and `PUT /api/client/{id}`. */
export const clientRequestSchema = z.object({
  display_name: storableText(documentInputMaxLength).refine(
    (value) => value.trim() !== '',
    key('validation.required'),
  ),
  chart_number: storableText(documentInputMaxLength).default(''),
  birth_year: z
    .number({ error: () => 'validation.integer' })
    .int(key('validation.integer'))
    .min(clientBirthYearMin, key('validation.min_numeric'))
    .max(9999, key('validation.max_numeric'))
    .refine((year) => year <= new Date().getUTCFullYear(), key('validation.max_numeric'))
    .nullable()
    .default(null),
  note: storableText(textareaMaxLength).default(''),
});
export type ClientRequest = z.infer<typeof clientRequestSchema>;
export type ClientRequestInput = z.input<typeof clientRequestSchema>;

export const clientSchema = z.object({
  id: z.number().int(),
  team_id: z
    .number()
    .int()
    .nullable()
    .describe("the team that holds the client (decision record 0033); null: the caller's own"),
  display_name: z.string(),
  chart_number: z.string(),
  birth_year: z.number().int().nullable(),
  note: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** `GET /api/client/all?team_id=`: the caller's own clients, or with `team_id` a team's (members only). */
export const clientListQuerySchema = z.object({ team_id: pageNumber(documentIdMax).optional() });

/** `GET /api/client/all`: the caller's clients by display name. */
export const clientListSchema = z.object({ data: z.array(clientSchema) });
export type ClientList = z.infer<typeof clientListSchema>;

/** One evaluation in a client's list: a live document of that client. */
export const clientEvaluationSchema = z.object({
  id: z.number().int(),
  client: z.string(),
  description: z.string(),
  evaluation_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClientEvaluation = z.infer<typeof clientEvaluationSchema>;

/** `GET /api/client/{id}/documents`: the client's evaluations by evaluation date, then creation. */
export const clientEvaluationListSchema = z.object({ data: z.array(clientEvaluationSchema) });
export type ClientEvaluationList = z.infer<typeof clientEvaluationListSchema>;

/** `POST /api/document/{id}/client`: attaches a saved document to a client of the caller (null detaches). */
export const attachDocumentRequestSchema = z.object({ client_id: documentIdSchema.nullable() });

/** At most this many evaluations are compared at once. */
export const comparedEvaluationsMaxCount = 20;

/**
 * `GET /api/client/{id}/progress?documents=3,7`: which evaluations to compare (ids of the client's documents);
 * without it, all of them (the latest `comparedEvaluationsMaxCount`).
 */
export const progressQuerySchema = z.object({
  documents: z
    .string()
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, key('validation.in'))
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length >= 2 && ids.length <= comparedEvaluationsMaxCount, key('validation.in'))
    // Document ids are PostgreSQL `integer`s: a larger one names no document and must not reach SQL.
    .refine((ids) => ids.every((id) => id <= documentIdMax), key('validation.in'))
    .optional(),
});

const qualifierRoles = [
  'extent',
  'nature',
  'location',
  'performance',
  'capacity',
  'environment',
] as const satisfies readonly QualifierRole[];
const measureChanges = [
  'better',
  'worse',
  'same',
  'changed',
  'added',
  'removed',
  'not_comparable',
] as const satisfies readonly MeasureChange[];
const progressChanges = [...measureChanges, 'mixed'] as const satisfies readonly ProgressChange[];

/**
 * `GET /api/client/{id}/progress`: the client, the evaluations compared (in order) and the rows of the shared
 * `compareEvaluations` (its `ProgressGroup`s; the server's compiler checks that they fit this schema).
 */
export const clientProgressSchema = z.object({
  client: clientSchema,
  evaluations: z
    .array(z.object({ id: z.number().int(), date: z.string(), description: z.string() }))
    .readonly(),
  groups: z
    .array(
      z.object({
        component: z.enum(componentLetters),
        rows: z
          .array(
            z.object({
              code: z.string(),
              component: z.enum(componentLetters),
              measures: z
                .array(
                  z.object({
                    slot: z.enum(qualifierSlotNames),
                    role: z.enum(qualifierRoles),
                    values: z.array(z.string()).readonly(),
                    change: z.enum(measureChanges),
                  }),
                )
                .readonly(),
              change: z.enum(progressChanges),
              goal: codeGoalSchema
                .extend({
                  setIn: z.number().int(),
                  reached: z.boolean(),
                  relatedGoals: z.array(clientGoalIdSchema).readonly(),
                })
                .nullable(),
            }),
          )
          .readonly(),
      }),
    )
    .readonly(),
});
export type ClientProgress = z.infer<typeof clientProgressSchema>;
