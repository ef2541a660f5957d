import { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages';
import { codeGoalSchema } from '../icf/code-goal-schema';
import { componentLetters } from '../icf/code-kind';
import { clientGoalIdSchema } from '../rehab-cycle/client-goal-id-schema';
import { disciplineSchema } from '../teams/discipline-schema';
import { clientGoalsResponseSchema } from './client-goals';
import { clientSchema } from './clients';
import { documentIdMax } from './document-fields';

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

/**
 * `GET /api/client/{id}/intervention-table?document=7` (decision 0034): which evaluation's targets to list (the
 * id of one of the client's documents); without it, the plan of the open cycle: the latest evaluation that
 * holds one (decision record 0056).
 */
export const interventionTableQuerySchema = z.object({
  document: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, key('validation.in'))
    .transform(Number)
    // Document ids are PostgreSQL `integer`s: a larger one names no document and must not reach SQL.
    .refine((id) => id <= documentIdMax, key('validation.in'))
    .optional(),
});

/**
 * The intervention table of one evaluation of a client: the client, the client's goals, the evaluation (null
 * when the client has none yet) and the rows of the shared `interventionTableRows` (the server's compiler
 * checks that they fit this schema).
 */
export const interventionTableSchema = z.object({
  client: clientSchema,
  goals: clientGoalsResponseSchema.shape.goals,
  evaluation: z
    .object({ id: z.number().int(), date: z.string(), description: z.string() })
    .nullable()
    .describe(
      'the evaluation the rows come from: the chosen one, or the latest that holds a plan, else the latest (decision record 0056)',
    ),
  latest_evaluation: z
    .object({ id: z.number().int(), date: z.string(), description: z.string() })
    .nullable()
    .describe("the client's latest evaluation; another than `evaluation` when it holds no plan"),
  rows: z
    .array(
      z.object({
        code: z.string(),
        component: z.enum(componentLetters),
        relatedGoals: z.array(clientGoalIdSchema).readonly(),
        goal: codeGoalSchema,
        value: z.string(),
        disciplines: z.array(disciplineSchema).readonly(),
        interventions: z.string(),
      }),
    )
    .readonly(),
});
export type InterventionTable = z.infer<typeof interventionTableSchema>;
