import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../http/logger';

/**
 * The secret that signs e-mail verification links (docs/decisions/0006). APP_KEY wins; without it a key is
 * generated once and kept in `${dataDir}/app-key`, so links survive restarts without any setup. With an
 * in-memory data directory the key lives as long as the process.
 */
export function resolveAppKey(options: {
  appKey: string | undefined;
  dataDir: string;
  logger: Logger;
}): string {
  if (options.appKey) return options.appKey;
  if (options.dataDir.startsWith('memory://')) {
    options.logger.warn('APP_KEY is not set; verification links will not survive a restart');
    return randomBytes(32).toString('base64url');
  }
  const file = path.join(options.dataDir, 'app-key');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32).toString('base64url');
  mkdirSync(options.dataDir, { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  options.logger.info('generated APP_KEY', { file });
  return key;
}
