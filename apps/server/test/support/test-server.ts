import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, type AppDependencies } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { createPdfRenderer } from '../../src/features/export/pdf/pdf-renderer';
import { createLogger } from '../../src/http/logger';
import { loadIcfData, type IcfData } from '../../src/icf/load-icf-data';
import { createOutboxMailer } from '../../src/mail/mailer';
import { createTestDatabase, type TestDatabaseKind } from './test-databases';

export const icfDataDir = path.resolve(import.meta.dirname, '../../../../../shared/icf');

let icfData: Promise<IcfData> | undefined;
/** The reference data is immutable, so one copy serves every suite of a worker. */
export function loadTestIcfData(): Promise<IcfData> {
  icfData ??= loadIcfData(icfDataDir);
  return icfData;
}

export interface TestServer {
  baseUrl: string;
  database: DatabaseHandle;
  /** fetch against the real HTTP server; `path` starts with '/'. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The real application on a real HTTP port (127.0.0.1, chosen by the OS) over a fresh database. */
export async function startTestServer(
  kind: TestDatabaseKind,
  overrides: Partial<Omit<AppDependencies, 'database' | 'icf'>> = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  const logger = overrides.logger ?? createLogger('silent');
  // Mail goes to a throw-away outbox unless the test brings its own mailer (e.g. to a real SMTP server).
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'icf-outbox-'));
  const pdfRenderer = overrides.pdfRenderer ?? createPdfRenderer({ threads: 2 });
  const app = createApp({
    database,
    pdfRenderer,
    exportRateLimitPerMinute: 1000,
    icf: await loadTestIcfData(),
    logger,
    mailer: createOutboxMailer({ dir: outboxDir, from: 'ICF Core Sets <no-reply@localhost>', logger }),
    auth: { appUrl: 'http://localhost:8080', appKey: randomBytes(32).toString('hex'), trustProxy: false },
    ...overrides,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    database,
    request: (requestPath, init) => fetch(`${baseUrl}${requestPath}`, init),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await pdfRenderer.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
