import { pino, type DestinationStream } from 'pino';
import type { Env } from '../config/env';
import { redactErrorText } from './redact-error-text';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** The call shape every module uses: `logger.info('message', { field: value })`. */
export type Logger = Record<Level, (message: string, fields?: Record<string, unknown>) => void>;

/**
 * Fields that may carry a secret, wherever a caller puts them: passwords, tokens, mail bodies (reset and
 * verification links), credentials in headers, and query parameters of database errors. Their values are
 * replaced before a line is written (pino's `redact`, decision 0016).
 */
const secretFields = [
  'password',
  'password_confirmation',
  'old_password',
  'token',
  'authorization',
  'cookie',
  'text',
  'html',
  'params',
];
export const redactedLogPaths = secretFields.flatMap((field) => [field, `*.${field}`]);

/**
 * Structured logs with pino: one JSON object per line, `{time, level, message, …fields}`. The default
 * destination is stdout with asynchronous batching (sonic-boom), so a busy event loop makes one write per
 * batch instead of one system call per line; pino flushes what is pending when the process exits.
 */
export function createLogger(
  minLevel: Env['LOG_LEVEL'],
  destination: DestinationStream = pino.destination({ dest: 1, sync: false }),
): Logger {
  const base = pino(
    {
      level: minLevel,
      base: undefined,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactedLogPaths, censor: '[redacted]' },
      formatters: {
        level: (label) => ({ level: label }),
        // Database errors name their query parameters in the message (drizzle: "params: …", PostgreSQL's
        // detail: "Key (email)=(…)"): every error text is cut before them, whoever logs it.
        log: (fields) => {
          const cleaned: Record<string, unknown> = { ...fields };
          for (const key of ['error', 'stack', 'cause'] as const) {
            if (typeof cleaned[key] === 'string') cleaned[key] = redactErrorText(cleaned[key]);
          }
          return cleaned;
        },
      },
    },
    destination,
  );
  const log =
    (level: Level) =>
    (message: string, fields: Record<string, unknown> = {}) =>
      base[level](fields, message);
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
