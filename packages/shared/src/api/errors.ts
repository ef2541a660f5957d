import { z } from 'zod';

/** Every JSON error the API answers with: `{message, errors?}`; 422 bodies carry per-field messages. */
export const apiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A 422 names at most a few dozen messages; this counts the ones it leaves out. */
  errors_omitted: z.number().int().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
