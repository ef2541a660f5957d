import { createLogger, type Logger } from '../../src/http/logger';

export interface LogCapture {
  logger: Logger;
  /** Every line written so far, parsed. */
  entries(): Record<string, unknown>[];
  /** Every line written so far, as written. */
  text(): string;
}

/** The real pino logger at `level`, writing into memory instead of stdout. */
export function captureLogs(level: 'debug' | 'info' = 'info'): LogCapture {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(line) });
  return {
    logger,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => lines.join(''),
  };
}
