import { z } from 'zod';
import { categoryPlanShape } from '../rehab-cycle/category-plan-schema';
import type { CodeEntry } from './code-entry';
import { codeGoalSchema } from './code-goal-schema';
import { textareaMaxLength } from './limits';

/** A per-code entry (`CodeEntry`, spec §3) as a request or a stored document holds it. */
export const codeEntrySchema = z.object({
  q1: z.string(),
  q2: z.string(),
  q3: z.string(),
  s1: z.boolean(),
  s2: z.boolean(),
  s3: z.boolean(),
  s4: z.boolean(),
  desc: z.string().max(textareaMaxLength),
  goal: codeGoalSchema.optional(),
  ...categoryPlanShape,
}) satisfies z.ZodType<CodeEntry>;
