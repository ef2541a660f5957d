import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DocumentOrderColumn, DocumentOrderDirection, DocumentPage } from '@icf/shared';
import type { Database } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { findLiveDocumentPage } from '../apps/server/src/features/documents/documents-repository';
import { lastPageOf, readByNumber } from '../apps/server/src/features/documents/document-list-paging';
import { withAdminClient } from '../apps/server/test/support/test-databases';
import { createBenchDatabase } from './lib/bench-database';
import { median, writeResult } from './lib/results';
import { startServer, type RunningServer } from './lib/start-server';
import { runWrk, wrkVersion, type WrkFigures } from './lib/wrk';

const documentCount = 100_000;
const perPage = 10;
/** The load: 10 requests a second, paced, on 2 connections. */
const rate = 10;
const connections = 2;
const durationSeconds = 10;
/** Rounds in which every page runs once; each figure is the median of its rounds. */
const rounds = 3;
const warmUpSeconds = 3;
/** Every page's p99 within this multiple of the first page's, measured in the same run (decision 0047). */
const targetRatio = 2;
const lastPage = lastPageOf(documentCount, perPage);
const middlePage = Math.ceil(lastPage / 2);
const orderings: { column: DocumentOrderColumn; direction: DocumentOrderDirection }[] = [
  { column: 'created_at', direction: 'desc' },
  { column: 'client', direction: 'asc' },
];

/**
 * The dashboard list by page depth (decision record 0047): one user with 100,000 live documents, on
 * PostgreSQL and on PGlite; for each ordering the first page, the middle one by number (read from the nearer
 * end, so half the list is skipped), the page after the middle reached by its cursor (as the dashboard's
 * links do), and the last page (read from the far end). Each p99 at 10 requests/s is reported with its ratio
 * to the first page's of the same run; EXPLAIN ANALYZE shows how the last page is read.
 */
export async function benchListDepth(): Promise<void> {
  const loadGenerator = wrkVersion();
  const postgres = await measurePostgres();
  const pglite = await measurePglite();
  writeResult('list-depth', {
    setup: {
      documents: documentCount,
      perPage,
      rate,
      connections,
      durationSeconds,
      rounds,
      warmUpSeconds,
      loadGenerator: `${loadGenerator} on 127.0.0.1, paced`,
      seed: 'one user; clients repeat (500 names) and created_at repeats (3 documents a timestamp): ties',
    },
    target: `p99 of every page within ${targetRatio}× the first page's p99, at ${rate} requests/s`,
    met: Object.fromEntries(
      Object.entries({ postgres, pglite }).flatMap(([database, figures]) =>
        Object.entries(figures.pages).map(([ordering, pages]) => [
          `${database}:${ordering}:last`,
          pages.last!.ratioToFirst <= targetRatio && pages.last!.non2xx === 0,
        ]),
      ),
    ),
    postgres,
    pglite,
  });
}

interface DepthFigures {
  seedSeconds: number;
  pages: Record<string, Record<string, PageFigures>>;
  explainLastPage: string[];
  /** The middle page by number: its ids from the ordering's index alone (index-only scan), then its rows. */
  explainMiddlePage: string[];
}

interface PageFigures {
  query: string;
  p50Ms: number;
  p99Ms: number;
  p99MsOfEachRound: number[];
  ratioToFirst: number;
  requests: number;
  non2xx: number;
}

async function measurePostgres(): Promise<DepthFigures> {
  const benchDatabase = await createBenchDatabase('list_depth');
  const server = await startServer({ DATABASE_URL: benchDatabase.url });
  try {
    const started = performance.now();
    const { token, userId } = await withAdminClient(benchDatabase.url, (client) => seedList(client));
    const seedSeconds = seconds(performance.now() - started);
    console.log(`postgres: seeded ${documentCount} documents in ${seedSeconds} s`);
    const pages = await measurePages(server, token);
    const pool = new pg.Pool({ connectionString: benchDatabase.url, max: 1 });
    try {
      const run: RunQuery = (sql, params) => pool.query(sql, params);
      const explainLastPage = await explainPage(run, pool, userId, lastPage);
      const explainMiddlePage = await explainPage(run, pool, userId, middlePage);
      return { seedSeconds, pages, explainLastPage, explainMiddlePage };
    } finally {
      await pool.end();
    }
  } finally {
    await server.stop();
    await benchDatabase.drop();
  }
}

async function measurePglite(): Promise<DepthFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'icf-bench-list-depth-'));
  const env = { DATA_DIR: dataDir };
  try {
    // The first start makes and migrates the folder; the seed goes into PGlite's files while no server holds them.
    await (await startServer(env)).stop();
    const started = performance.now();
    let pglite = await PGlite.create(path.join(dataDir, 'pglite'));
    const { token, userId } = await seedList(pglite);
    await pglite.close();
    const seedSeconds = seconds(performance.now() - started);
    console.log(`pglite: seeded ${documentCount} documents in ${seedSeconds} s`);
    const server = await startServer(env);
    let pages: DepthFigures['pages'];
    try {
      pages = await measurePages(server, token);
    } finally {
      await server.stop();
    }
    pglite = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      // The SQL the repository sends, captured on a PostgreSQL-dialect Drizzle handle that never connects.
      const run: RunQuery = (sql, params) => pglite.query(sql, params);
      const explainLastPage = await explainPage(run, undefined, userId, lastPage);
      const explainMiddlePage = await explainPage(run, undefined, userId, middlePage);
      return { seedSeconds, pages, explainLastPage, explainMiddlePage };
    } finally {
      await pglite.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** For each ordering: first, middle, after-middle by cursor and last page, each paced at `rate`. */
async function measurePages(server: RunningServer, token: string): Promise<DepthFigures['pages']> {
  const result: DepthFigures['pages'] = {};
  for (const { column, direction } of orderings) {
    const base = `/api/document/all?per_page=${perPage}&order_by_column=${column}&order_by=${direction}`;
    const middle = await getPage(server, token, `${base}&page=${middlePage}`);
    const queries: Record<string, string> = {
      first: `${base}&page=1`,
      middle: `${base}&page=${middlePage}`,
      afterMiddleByCursor: `${base}&page=${middlePage + 1}&cursor=${middle.next_cursor!}`,
      last: `${base}&page=${lastPage}`,
    };
    const loadOf = (query: string) => ({
      url: server.url,
      connections,
      rate,
      tokens: [token],
      request: { method: 'GET' as const, path: query },
    });
    for (const query of Object.values(queries)) {
      await runWrk({ ...loadOf(query), durationSeconds: warmUpSeconds });
      await settle(server);
    }
    // The pages take turns, round after round, so the other work on a shared machine falls on all of them alike.
    const runs: Record<string, WrkFigures[]> = Object.fromEntries(
      Object.keys(queries).map((name) => [name, []]),
    );
    for (let round = 0; round < rounds; round++) {
      for (const [name, query] of Object.entries(queries)) {
        const measured = await runWrk({ ...loadOf(query), durationSeconds });
        runs[name]!.push(measured);
        await settle(server);
        console.log(
          `${column} ${direction} ${name} round ${round + 1}: p50 ${measured.latencyMs.p50} ms, p99 ${measured.latencyMs.p99} ms`,
        );
      }
    }
    const firstP99 = median(runs.first!.map((run) => run.latencyMs.p99));
    result[`${column}_${direction}`] = Object.fromEntries(
      Object.entries(runs).map(([name, measured]) => {
        const p99Ms = median(measured.map((run) => run.latencyMs.p99));
        return [
          name,
          {
            query: queries[name]!,
            p50Ms: median(measured.map((run) => run.latencyMs.p50)),
            p99Ms,
            p99MsOfEachRound: measured.map((run) => run.latencyMs.p99),
            ratioToFirst: Math.round((p99Ms / firstP99) * 100) / 100,
            requests: measured.reduce((sum, run) => sum + run.requests, 0),
            non2xx: measured.reduce((sum, run) => sum + run.non2xx, 0),
          },
        ];
      }),
    );
  }
  return result;
}

/**
 * Waits until the requests of the last run have been answered: wrk stops sending, but a slow page's last
 * requests are still being served, and on PGlite's one connection they would hold up the next run's first.
 */
async function settle(server: RunningServer): Promise<void> {
  const response = await fetch(`${server.url}/api/health`);
  await response.arrayBuffer();
}

async function getPage(server: RunningServer, token: string, query: string): Promise<DocumentPage> {
  const response = await fetch(`${server.url}${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
  return (await response.json()) as DocumentPage;
}

type RunQuery = (sql: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * EXPLAIN ANALYZE of a page's SQL by number as the repository builds it (captured through Drizzle's logger on a
 * handle that never runs it: its pool has no server behind it unless one is given).
 */
async function explainPage(
  run: RunQuery,
  pool: pg.Pool | undefined,
  userId: number,
  page: number,
): Promise<string[]> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const capturePool = pool ?? new pg.Pool({ host: '127.0.0.1', port: 1, max: 1 });
  const db = drizzle(capturePool, {
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Database;
  const { read } = readByNumber(page, perPage, documentCount);
  try {
    await findLiveDocumentPage(db, { userId }, orderings[0]!, read);
  } catch {
    // No server behind the capturing pool: the SQL was logged before the attempt to send it.
  } finally {
    if (!pool) await capturePool.end();
  }
  const query = captured[0]!;
  const plan = await run(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.params);
  return [query.sql, ...plan.rows.map((row) => String(row['QUERY PLAN']))];
}

interface SeedClient {
  query<Row extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * One user with a bearer token and `documentCount` live documents, made in SQL with generate_series (the
 * count triggers keep the total). Clients repeat every 500 documents and three documents share each
 * creation time, so both orderings have ties that only the id breaks.
 */
export async function seedList(client: SeedClient): Promise<{ token: string; userId: number }> {
  const user = await client.query<{ id: number }>(
    `INSERT INTO users (name, email, password_hash) VALUES ('Bench user', 'bench@example.org', 'not-a-hash')
     RETURNING id`,
  );
  const userId = user.rows[0]!.id;
  const token = randomBytes(48).toString('base64url');
  await client.query(`INSERT INTO access_tokens (user_id, token_hash) VALUES ($1, $2)`, [
    userId,
    createHash('sha256').update(token).digest('hex'),
  ]);
  await client.query(
    `INSERT INTO documents (user_id, client, age, gender, evaluation_date, dx, description, perspective_bf,
       sets, data, created_at, updated_at)
     SELECT $1::int,
       (ARRAY['김민수', '이영희', '박지훈', 'Park Jiwoo', 'Choi'])[1 + g % 5] || ' ' || (g % 500),
       (20 + g % 70)::text,
       (ARRAY['남', '여'])[1 + g % 2],
       to_char(timestamptz '2021-01-01' + (g / 3) * interval '13 minutes', 'YYYY-MM-DD'),
       (ARRAY['Stroke (I63.9)', '만성 요통', 'Knee OA', '척수 손상'])[1 + g % 4],
       (ARRAY['초기 평가', 'Follow-up', '재평가', 'Discharge summary'])[1 + g % 4] || ' #' || g,
       repeat('어깨 통증을 줄이고 싶다. ', 1 + g % 6),
       '["generic", "stroke"]'::jsonb,
       jsonb_build_object('b280', jsonb_build_object('q1', (g % 5)::text, 'desc', 'observed ' || g)),
       timestamptz '2021-01-01' + (g / 3) * interval '13 minutes',
       timestamptz '2021-01-01' + (g / 3) * interval '13 minutes'
     FROM generate_series(1, $2::int) AS g`,
    [userId, documentCount],
  );
  await client.query('VACUUM ANALYZE');
  return { token, userId };
}

function seconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}
