import path from 'node:path';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { pgliteProfiles } from '../db/pglite/pglite-profiles';
import { requestBodyBudgetDefaultMb, requestBodyBudgetMinMb } from './request-body-budget';
import { parseTrustedProxies } from '../http/trusted-proxies';
import { bundledIcfDataDir, repositoryRoot } from '../server-paths';

/**
 * Every setting the server reads, checked once at start-up. README.md documents each one in a table;
 * keep the two in step. Relative paths resolve against the working directory (the repository root for
 * `npm start` and `npm run dev`).
 */
function optionalText() {
  return z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined);
}

function optionalEmail() {
  return z
    .email({ error: 'must be an e-mail address' })
    .optional()
    .or(z.literal('').transform(() => undefined));
}

/** DELETED_TEAM_DOCUMENT_RETENTION_DAYS when unset: ten years (decision 0033); also the app's default in tests. */
export const deletedTeamDocumentRetentionDaysDefault = 3650;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Connections to PostgreSQL (with DATABASE_URL). The default, twice the CPUs plus one, suits PostgreSQL
   * on the same machine: more connections than cores only queue inside PostgreSQL and lengthen the tail.
   */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(() => 2 * availableParallelism() + 1),
  DATA_DIR: z.string().min(1).default('./data'),
  /** PGlite's memory and speed settings (db/pglite/pglite-settings.ts, decision 0029): `small` or `fast`. */
  PGLITE_PROFILE: z.enum(pgliteProfiles).default('small'),
  /** The WHO data release the server serves; icf-data/ ships with the project (decision 0023). */
  ICF_DATA_DIR: z.string().min(1).default(bundledIcfDataDir),
  ICF_KO_TITLES_FILE: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repositoryRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Where the web app is reached; links in e-mails start with it. */
  APP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('http://localhost:8080')
    .transform((url) => url.replace(/\/+$/, '')),
  /** Signs e-mail verification links. When unset, see config/app-key.ts. */
  APP_KEY: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(1).default('ICF Core Sets <no-reply@localhost>'),
  OUTBOX_DIR: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The footer's contacts; each one unset is left out of the footer. */
  CONTACT_RESEARCHER_NAME: optionalText(),
  CONTACT_RESEARCHER_EMAIL: optionalEmail(),
  CONTACT_ADMINISTRATOR_NAME: optionalText(),
  CONTACT_ADMINISTRATOR_EMAIL: optionalEmail(),
  /**
   * The first administrator (decision 0015): the account with this e-mail becomes an administrator at start-up,
   * or when it registers. `npm run admin:create` does the same without a setting.
   */
  ADMIN_EMAIL: optionalEmail(),
  /** Worker threads that render PDFs; default one per CPU. */
  PDF_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Bytes of request bodies worked on at once by the routes that take large bodies (decision record 0049):
   * beyond it a request gets 429 with Retry-After. The default keeps the server under the README's memory
   * ceiling; it can't be below the largest body a route accepts.
   */
  REQUEST_BODY_BUDGET_MB: z.coerce
    .number()
    .int()
    .min(
      requestBodyBudgetMinMb,
      `must be at least ${requestBodyBudgetMinMb}, the largest body a route accepts`,
    )
    .max(1_000_000)
    .default(requestBodyBudgetDefaultMb),
  /** Download and copy calls (PDF and text) one client may make per minute. */
  EXPORT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  API_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  REGISTER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Days a soft-deleted document is kept before the purge job erases it for good (decision 0028). */
  DELETED_DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  /**
   * Days a soft-deleted team document is kept (decision 0033, amended): a team's evaluations are clinical
   * records, kept for years; 3650 is the ten years Korean law keeps a medical record (진료기록부).
   */
  DELETED_TEAM_DOCUMENT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(36_500)
    .default(deletedTeamDocumentRetentionDaysDefault),
  /**
   * The reverse proxies whose X-Forwarded-For names the client (decision 0040): IP addresses and CIDRs,
   * comma-separated, `loopback` for 127.0.0.0/8 and ::1. Unset or `false`: none. The old `true` (trust any
   * peer) is refused: a client that reaches the server directly could name any address.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, context) => {
      const text = value.trim();
      if (/^(false|0)$/i.test(text)) return undefined;
      if (/^(true|1|yes)$/i.test(text)) {
        context.addIssue({
          code: 'custom',
          message:
            `"${text}" would believe X-Forwarded-For from any peer; name the proxies instead: their IP ` +
            'addresses or CIDRs, comma-separated (e.g. "loopback" for a proxy on this machine, or ' +
            '"10.0.0.5,fd00::/64")',
        });
        return z.NEVER;
      }
      const { proxies, problem } = parseTrustedProxies(text);
      if (problem) {
        context.addIssue({
          code: 'custom',
          message: `${problem}; expected IP addresses or CIDRs, or loopback`,
        });
        return z.NEVER;
      }
      return proxies;
    }),
  /**
   * Prometheus metrics (decision 0040) on a port of their own, never the app's; unset: no metrics. They name
   * route patterns and counts only, but still say how busy the clinic is, hence loopback by default.
   */
  METRICS_PORT: z
    .literal('')
    .transform(() => undefined)
    .or(z.coerce.number().int().min(0).max(65535))
    .optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Whether HSTS (sent when APP_URL is https) covers the subdomains too; only when every one serves https. */
  HSTS_INCLUDE_SUBDOMAINS: z
    .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * The OpenAI-compatible chat-completions server that writes suggested treatment plans (decision 0012). Unset
   * together with LLM_API_KEY: the built-in offline provider writes a rule-based draft instead.
   */
  LLM_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sent as the bearer token; never logged. */
  LLM_API_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  /** How long one try may wait for the provider's answer. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const lines = result.success
    ? []
    : result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  lines.push(...productionProblems(source).map((problem) => `  ${problem}`));
  if (result.success && lines.length === 0) return result.data;
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}

/**
 * What a production server must not run without (decision 0040): the defaults suit a laptop, and there they
 * would quietly send e-mail links to localhost.
 */
function productionProblems(source: Record<string, string | undefined>): string[] {
  if (source.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!source.APP_URL?.trim()) {
    problems.push(
      'APP_URL: must be set when NODE_ENV=production: the public URL of the web app (e.g. ' +
        'https://icf.example.org), which links in e-mails start with',
    );
  }
  return problems;
}
