import { z } from 'zod';

/**
 * Every setting the server reads, checked once at start-up. README.md documents each one in a table;
 * keep the two in step. Relative paths resolve against the working directory (the repository root for
 * `npm start` and `npm run dev`).
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  ICF_DATA_DIR: z.string().min(1).default('../shared/icf'),
  ICF_KO_TITLES_FILE: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).default('./apps/web/dist'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}
