import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { EnvError, readEnv } from './config/env';
import { openDatabase } from './db/client';
import { createLogger } from './http/logger';
import { IcfDataError, loadIcfData } from './icf/load-icf-data';

async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const icf = await loadIcfData(path.resolve(env.ICF_DATA_DIR), env.ICF_KO_TITLES_FILE);
  const dataDir = env.DATA_DIR.startsWith('memory://') ? env.DATA_DIR : path.resolve(env.DATA_DIR);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  await database.migrate();

  const app = createApp({ database, icf, logger, webDistDir: path.resolve(env.WEB_DIST_DIR) });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info('listening', { url: `http://localhost:${info.port}`, database: database.kind });
  });

  const shutdown = () => {
    server.close(() => void database.close().finally(() => process.exit(0)));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // Configuration and data problems are the operator's to fix: say what is wrong, without a stack.
  if (error instanceof EnvError || error instanceof IcfDataError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
