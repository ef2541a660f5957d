import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, type AppDependencies } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { createPasswordResetMailJob } from '../../src/features/auth/password-reset-mail-job';
import { createPruneJob } from '../../src/features/auth/prune-job';
import { createPruneIdempotencyKeysJob } from '../../src/features/idempotency/prune-idempotency-keys-job';
import { createVacuumEmbeddedDatabaseJob } from '../../src/db/vacuum-embedded-database-job';
import { createPdfRenderer } from '../../src/features/export/pdf/pdf-renderer';
import { createRequestBodyReader } from '../../src/workers/request-body-reader';
import { createSuggestionJob } from '../../src/features/suggestions/suggestion-job';
import type { SuggestionWriter } from '../../src/features/suggestions/suggestion-provider';
import { createLogger } from '../../src/http/logger';
import { serveReplaying } from '../../src/http/replay-prepared-json';
import { loadIcfData, type IcfData } from '../../src/icf/load-icf-data';
import { bundledIcfDataDir, repositoryRoot } from '../../src/server-paths';
import { createInProcessJobQueue } from './in-process-job-queue';
import { startJobQueue, type JobQueue } from '../../src/jobs/job-queue';
import { createOutboxMailer } from '../../src/mail/mailer';
import { checkAnswerAgainstOpenApi } from './openapi-response-check';
import { createTestDatabase, type TestDatabaseKind } from './test-databases';

/** The data the server ships with (icf-data/, decision 0023). */
export const icfDataDir = bundledIcfDataDir;
/**
 * Where new WHO data releases and the research notes behind them appear, beside the repository (CI has it;
 * a clone alone does not). Only tests that compare with those research files read it.
 */
export const upstreamIcfDir = path.resolve(repositoryRoot, '../shared/icf');

let icfData: Promise<IcfData> | undefined;
/** The reference data is immutable, so one copy serves every suite of a worker. */
export function loadTestIcfData(): Promise<IcfData> {
  icfData ??= loadIcfData(icfDataDir);
  return icfData;
}

export interface TestServer {
  baseUrl: string;
  database: DatabaseHandle;
  /**
   * fetch against the real HTTP server; `path` starts with '/'. Every answer is checked against the OpenAPI
   * description (`openapi-response-check.ts`); a mismatch fails the call.
   */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** The routes the application serves (method and path), for the description's coverage test. */
  routes: { method: string; path: string }[];
  /**
   * Stops the HTTP server and the job queue as a process exit would, and starts both again over the same
   * database, as a new process would (with suggestions, the new queue runs jobs).
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Opt-in background jobs: pg-boss creates its schema on start, which costs seconds per PGlite database. */
export interface TestServerOptions {
  /**
   * Run the jobs (password-reset mail, pruning) on pg-boss instead of in this process right after enqueueing;
   * implied by `suggestions`.
   */
  jobQueue?: boolean;
  suggestions?: {
    writer: SuggestionWriter;
    /** false: enqueue only, run nothing (until `restart()`). */
    work?: boolean;
    retryDelaySeconds?: number;
  };
  /** A database of the test's own instead of a fresh one of `kind` (closed with the server). */
  database?: DatabaseHandle;
}

/** The real application on a real HTTP port (127.0.0.1, chosen by the OS) over a fresh database. */
export async function startTestServer(
  kind: TestDatabaseKind,
  overrides: Partial<Omit<AppDependencies, 'database' | 'icf'>> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase(kind));
  const logger = overrides.logger ?? createLogger('silent');
  // Mail goes to a throw-away outbox unless the test brings its own mailer (e.g. to a real SMTP server).
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'icf-outbox-'));
  const pdfRenderer = overrides.pdfRenderer ?? createPdfRenderer({ threads: 2 });
  const icf = await loadTestIcfData();
  const bodyReader = overrides.bodyReader ?? createRequestBodyReader({ icf });
  const { suggestions } = options;
  const suggestionJob = suggestions
    ? createSuggestionJob({
        db: database.db,
        icf,
        writer: suggestions.writer,
        logger,
        retryDelaySeconds: suggestions.retryDelaySeconds ?? 1,
      })
    : undefined;

  const appKey = randomBytes(32).toString('hex');
  const mailer =
    overrides.mailer ??
    createOutboxMailer({ dir: outboxDir, from: 'ICF Core Sets <no-reply@localhost>', logger });
  const auth = overrides.auth ?? { appUrl: 'http://localhost:8080', appKey };
  const passwordResetMail = createPasswordResetMailJob({ db: database.db, mailer, logger, settings: auth });
  const jobs = [
    ...(suggestionJob ? [suggestionJob] : []),
    passwordResetMail,
    createPruneJob({ db: database.db, logger }),
    createPruneIdempotencyKeysJob({ db: database.db, logger }),
    // As main.ts: PGlite has no autovacuum of its own.
    ...(database.kind === 'pglite' ? [createVacuumEmbeddedDatabaseJob({ db: database.db, logger })] : []),
  ];
  const usePgBoss = Boolean(suggestions || options.jobQueue);
  const startQueue = (work: boolean): Promise<JobQueue> =>
    usePgBoss
      ? startJobQueue({ database, logger, jobs, work, pollingIntervalSeconds: 0.5 })
      : Promise.resolve(createInProcessJobQueue(logger));
  let routes: { method: string; path: string }[] = [];
  const listen = async (queue: JobQueue) => {
    const app = createApp({
      database,
      pdfRenderer,
      bodyReader,
      exportRateLimitPerMinute: 1000,
      icf,
      logger,
      mailer,
      auth,
      jobs: { queue, passwordResetMail },
      ...(suggestions && suggestionJob
        ? { suggestions: { queue, job: suggestionJob, writer: suggestions.writer } }
        : {}),
      ...overrides,
    });
    routes = app.routes.map((route) => ({ method: route.method, path: route.path }));
    const server = serve({
      fetch: app.fetch,
      port,
      hostname: '127.0.0.1',
      createServer: serveReplaying(app),
    });
    // The tests share this process with the server, and some hold its event loop for seconds (a PDF read by
    // poppler, a PNG compared). Node closes an idle kept-alive connection after 5 s; when that timer fires in the
    // tick in which the next request goes out on it, the request fails with ECONNRESET. A test client's idle
    // connections stay open longer than any test holds the loop.
    (server as Server).keepAliveTimeout = 120_000;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
    return server;
  };
  const stop = async (server: Awaited<ReturnType<typeof listen>>, queue: JobQueue) => {
    await queue.stop();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive sockets would otherwise outlive a restart and be reused against the new server.
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
    // Let fetch's pool see those sockets close before the next request picks one.
    await new Promise((resolve) => setTimeout(resolve, 100));
  };

  let port = 0;
  let queue = await startQueue(suggestions?.work ?? true);
  let server = await listen(queue);
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    database,
    request: async (requestPath, init) => {
      const response = await fetch(`${baseUrl}${requestPath}`, init);
      await checkAnswerAgainstOpenApi(init?.method ?? 'GET', `${baseUrl}${requestPath}`, response);
      return response;
    },
    get routes() {
      return routes;
    },
    restart: async () => {
      await stop(server, queue);
      queue = await startQueue(true);
      server = await listen(queue);
    },
    close: async () => {
      await stop(server, queue);
      await database.close();
      await pdfRenderer.close();
      await bodyReader.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
