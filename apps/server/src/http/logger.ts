import type { Env } from '../config/env';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

export type Logger = Record<Level, (message: string, fields?: Record<string, unknown>) => void>;

/** Structured logs: one JSON object per line on stdout. */
export function createLogger(
  minLevel: Env['LOG_LEVEL'],
  write: (line: string) => void = console.log,
): Logger {
  const log =
    (level: Level) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (levels[level] < levels[minLevel]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
