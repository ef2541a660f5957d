import type { Server } from 'node:http';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { startBackupSocket } from './backup/backup-socket';
import { resolveAppKey } from './config/app-key';
import { EnvError, readEnv } from './config/env';
import { DataFolderRefused, takeDataFolderLock } from './data-folder/data-folder-lock';
import { siteInfoFromEnv } from './config/site-info';
import { openDatabase } from './db/client';
import { SchemaVersionError } from './db/schema-version';
import { createByteBudget } from './http/byte-budget';
import { createLogger } from './http/logger';
import { serveReplaying } from './http/replay-prepared-json';
import { describeError } from './http/redact-error-text';
import { createPasswordResetMailJob, createPruneJob } from './features/auth';
import { createPruneIdempotencyKeysJob } from './features/idempotency';
import { createPurgeDeletedDocumentsJob } from './features/documents';
import { promoteAdministrator } from './features/admin';
import { createPdfRenderer } from './features/export';
import { createRequestBodyReader } from './workers/request-body-reader';
import { createSuggestionWriter, createSuggestionJob } from './features/suggestions';
import { startJobQueueInBackground } from './jobs/job-queue';
import { createVacuumEmbeddedDatabaseJob } from './db/vacuum-embedded-database-job';
import { IcfDataError, loadIcfData } from './icf/load-icf-data';
import { createMailer } from './mail/mailer';
import { createMetrics } from './metrics/metrics';
import { metricsApp } from './metrics/metrics-app';

const jobQueueStartDelayMs = 1000;
/** How long a stop waits for requests under way before it closes their connections. */
const stopGraceMs = 10_000;

async function main(): Promise<void> {
  // Everything the server writes (PGlite's files, the app key, the outbox) is for its own account (decision 0041).
  process.umask(0o077);
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const icf = await loadIcfData(path.resolve(env.ICF_DATA_DIR), env.ICF_KO_TITLES_FILE);
  for (const warning of icf.warnings) logger.warn('ICF data', { warning });
  const dataDir = env.DATA_DIR.startsWith('memory://') ? env.DATA_DIR : path.resolve(env.DATA_DIR);
  // PGlite's cluster gets a folder of its own; DATA_DIR also holds the app key and the mail outbox.
  const pgliteDir = dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite');
  // One process per PGlite folder: a second server, or a command, is refused while this one runs (decision 0041).
  if (!env.DATABASE_URL && !dataDir.startsWith('memory://')) takeDataFolderLock(dataDir, 'server');
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    dataDir: pgliteDir,
    pgliteProfile: env.PGLITE_PROFILE,
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
    trustedProxies: env.TRUST_PROXY,
    registrationsPerHour: env.REGISTER_RATE_LIMIT_PER_HOUR,
    adminEmail: env.ADMIN_EMAIL,
  };
  if (env.ADMIN_EMAIL) await promoteAdministrator(database.db, env.ADMIN_EMAIL, 'ADMIN_EMAIL setting');

  const pdfRenderer = createPdfRenderer({ threads: env.PDF_WORKERS });
  const bodyReader = createRequestBodyReader({ icf });
  const writer = createSuggestionWriter(env);
  const suggestionJob = createSuggestionJob({ db: database.db, icf, writer, logger });
  const passwordResetMailJob = createPasswordResetMailJob({
    db: database.db,
    mailer,
    logger,
    settings: auth,
  });
  // pg-boss's start (its schema on a first start, its cron schedules every time) takes seconds of PGlite's one
  // connection: it waits until the server has listened for a moment, so the first requests after a (re)start
  // are answered first. Jobs queued meanwhile wait in the database (decision 0024).
  let listening: () => void = () => undefined;
  const jobQueue = startJobQueueInBackground({
    after: new Promise<void>((resolve) => (listening = resolve)).then(() => delay(jobQueueStartDelayMs)),
    database,
    logger,
    jobs: [
      suggestionJob,
      passwordResetMailJob,
      createPruneJob({ db: database.db, logger }),
      createPruneIdempotencyKeysJob({ db: database.db, logger }),
      createPurgeDeletedDocumentsJob({
        db: database.db,
        logger,
        retentionDays: env.DELETED_DOCUMENT_RETENTION_DAYS,
        teamRetentionDays: env.DELETED_TEAM_DOCUMENT_RETENTION_DAYS,
      }),
      ...(database.kind === 'pglite' ? [createVacuumEmbeddedDatabaseJob({ db: database.db, logger })] : []),
    ],
  });
  logger.info('suggestions', { provider: writer.provider, model: writer.model });
  const metrics =
    env.METRICS_PORT === undefined ? undefined : createMetrics({ database, pdfRenderer, jobQueue });
  const app = createApp({
    database,
    icf,
    logger,
    mailer,
    auth,
    pdfRenderer,
    bodyReader,
    suggestions: { queue: jobQueue, job: suggestionJob, writer },
    jobs: { queue: jobQueue, passwordResetMail: passwordResetMailJob },
    exportRateLimitPerMinute: env.EXPORT_RATE_LIMIT_PER_MINUTE,
    apiTokenRateLimitPerMinute: env.API_TOKEN_RATE_LIMIT_PER_MINUTE,
    site: siteInfoFromEnv(env),
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    hstsIncludeSubdomains: env.HSTS_INCLUDE_SUBDOMAINS,
    deletedTeamDocumentRetentionDays: env.DELETED_TEAM_DOCUMENT_RETENTION_DAYS,
    requestBodyBudget: createByteBudget(env.REQUEST_BODY_BUDGET_MB * 1024 * 1024),
    ...(metrics ? { metrics } : {}),
  });
  const server = serve(
    { fetch: app.fetch, port: env.PORT, hostname: env.HOST, createServer: serveReplaying(app) },
    (info) => {
      // The address people open: APP_URL when it is set (behind a proxy, or a port of its own), else this port.
      const local = `http://localhost:${info.port}`;
      const url = process.env.APP_URL?.trim() ? env.APP_URL : local;
      logger.info('listening', { url, ...(url === local ? {} : { local }), database: database.kind });
      listening();
    },
  );

  // Prometheus scrapes a port of its own, never the app's (decision 0040).
  const metricsServer =
    metrics && env.METRICS_PORT !== undefined
      ? serve(
          { fetch: metricsApp(metrics).fetch, port: env.METRICS_PORT, hostname: env.METRICS_HOST },
          (info) =>
            logger.info('metrics listening', { url: `http://${env.METRICS_HOST}:${info.port}/metrics` }),
        )
      : undefined;

  // On PGlite, `npm run backup` asks this process for a consistent copy (decision 0028).
  const backupSocket =
    database.kind === 'pglite' && !dataDir.startsWith('memory://')
      ? await startBackupSocket({ database, dataDir, logger }).catch((error: unknown) => {
          // A socket path longer than the OS allows (about 107 bytes), for instance: the server still runs.
          logger.warn('backup socket unavailable; stop the server to back it up', {
            error: error instanceof Error ? error.message : String(error),
          });
          return undefined;
        })
      : undefined;

  // A clean stop (SIGTERM from systemd or Docker, SIGINT from Ctrl-C): stop taking requests, let those under
  // way finish (at most `stopGraceMs`), then stop the jobs, the threads and the database, and exit 0.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping: no new requests are taken', { signal });
    void backupSocket?.close();
    metricsServer?.close();
    const force = setTimeout(() => (server as Server).closeAllConnections(), stopGraceMs);
    force.unref();
    server.close(
      () =>
        void jobQueue
          .stop()
          .catch(() => undefined)
          .then(() => Promise.all([pdfRenderer.close(), bodyReader.close(), database.close()]))
          .then(
            () => {
              logger.info('stopped', { signal });
              process.exitCode = 0;
            },
            (error: unknown) => {
              logger.error('stopped with an error', { signal, ...describeError(error) });
              process.exitCode = 1;
            },
          )
          .finally(() => process.exit()),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // Configuration and data problems are the operator's to fix: say what is wrong, without a stack.
  if (
    error instanceof EnvError ||
    error instanceof IcfDataError ||
    error instanceof DataFolderRefused ||
    error instanceof SchemaVersionError
  ) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
