import { z } from 'zod';
import type { CodeGoal } from './code-goal';
import { qualifierSlotNames } from './qualifiers';

/** A goal (`CodeGoal`, decision 0018) in a request; apart from the goals' rules, so those need no zod. */
export const codeGoalSchema = z.object({
  slot: z.enum(qualifierSlotNames),
  value: z.string(),
  date: z.string(),
}) satisfies z.ZodType<CodeGoal>;
