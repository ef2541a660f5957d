import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { resolveAppKey } from './config/app-key';
import { EnvError, readEnv } from './config/env';
import { siteInfoFromEnv } from './config/site-info';
import { openDatabase } from './db/client';
import { createLogger } from './http/logger';
import { createPasswordResetMailJob } from './features/auth/password-reset-mail-job';
import { createPruneJob } from './features/auth/prune-job';
import { promoteAdministrator } from './features/admin/promote-administrator';
import { createPdfRenderer } from './features/export/pdf/pdf-renderer';
import { createSuggestionWriter } from './features/suggestions/create-suggestion-writer';
import { createSuggestionJob } from './features/suggestions/suggestion-job';
import { startJobQueueInBackground } from './jobs/job-queue';
import { IcfDataError, loadIcfData } from './icf/load-icf-data';
import { createMailer } from './mail/mailer';

async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const icf = await loadIcfData(path.resolve(env.ICF_DATA_DIR), env.ICF_KO_TITLES_FILE);
  for (const warning of icf.warnings) logger.warn('ICF data', { warning });
  const dataDir = env.DATA_DIR.startsWith('memory://') ? env.DATA_DIR : path.resolve(env.DATA_DIR);
  // PGlite's cluster gets a folder of its own; DATA_DIR also holds the app key and the mail outbox.
  const pgliteDir = dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite');
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    dataDir: pgliteDir,
    onConnectionError: (error) => logger.warn('database connection lost', { error: error.message }),
  });
  await database.migrate();

  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: env.OUTBOX_DIR
      ? path.resolve(env.OUTBOX_DIR)
      : dataDir.startsWith('memory://')
        ? undefined
        : path.join(dataDir, 'outbox'),
    from: env.MAIL_FROM,
    logger,
    production: process.env.NODE_ENV === 'production',
  });
  const auth = {
    appUrl: env.APP_URL,
    appKey: resolveAppKey({ appKey: env.APP_KEY, dataDir, logger }),
    trustProxy: env.TRUST_PROXY,
    registrationsPerHour: env.REGISTER_RATE_LIMIT_PER_HOUR,
    adminEmail: env.ADMIN_EMAIL,
  };
  if (env.ADMIN_EMAIL) await promoteAdministrator(database.db, env.ADMIN_EMAIL, 'ADMIN_EMAIL setting');

  const pdfRenderer = createPdfRenderer({ threads: env.PDF_WORKERS });
  const writer = createSuggestionWriter(env);
  const suggestionJob = createSuggestionJob({ db: database.db, icf, writer, logger });
  // pg-boss creates its schema on the first start, which takes seconds on PGlite: the server listens meanwhile.
  const passwordResetMailJob = createPasswordResetMailJob({
    db: database.db,
    mailer,
    logger,
    settings: auth,
  });
  const jobQueue = startJobQueueInBackground({
    database,
    logger,
    jobs: [suggestionJob, passwordResetMailJob, createPruneJob({ db: database.db, logger })],
  });
  logger.info('suggestions', { provider: writer.provider, model: writer.model });
  const app = createApp({
    database,
    icf,
    logger,
    mailer,
    auth,
    pdfRenderer,
    suggestions: { queue: jobQueue, job: suggestionJob, writer },
    jobs: { queue: jobQueue, passwordResetMail: passwordResetMailJob },
    exportRateLimitPerMinute: env.EXPORT_RATE_LIMIT_PER_MINUTE,
    apiTokenRateLimitPerMinute: env.API_TOKEN_RATE_LIMIT_PER_MINUTE,
    site: siteInfoFromEnv(env),
    webDistDir: path.resolve(env.WEB_DIST_DIR),
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info('listening', { url: `http://localhost:${info.port}`, database: database.kind });
  });

  const shutdown = () => {
    server.close(
      () =>
        void jobQueue
          .stop()
          .catch(() => undefined)
          .then(() => Promise.all([pdfRenderer.close(), database.close()]))
          .finally(() => process.exit(0)),
    );
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
