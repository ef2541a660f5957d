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

/**
 * A line writer for stdout that batches: lines logged while the event loop is busy go out together in one
 * write when it turns, instead of one system call per line (one per request at the `info` level). Lines
 * still pending when the process exits are written then; stdout on a file or pipe writes synchronously.
 */
export function createBatchedLineWriter(
  stream: Pick<NodeJS.WritableStream, 'write'> = process.stdout,
): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const chunk = `${pending.join('\n')}\n`;
    pending = [];
    stream.write(chunk);
  };
  process.on('exit', flush);
  return (line) => {
    if (pending.length === 0) setImmediate(flush);
    pending.push(line);
  };
}
