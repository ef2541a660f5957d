import { z } from 'zod';

/** Every JSON error the API answers with: `{message, errors?}`; 422 bodies carry per-field messages. */
export const apiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
