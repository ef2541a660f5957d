import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportForm } from '../export/export-api';
import { registerUser } from '../support/auth-api';
import { openDatabase } from '../../src/db/client';
import { createDocumentCatalogue } from '../../src/icf/document-catalogue';
import { exportDocumentBodyMaxBytes, saveDocumentBodyMaxBytes } from '@icf/shared';
import { rawRequest } from '../support/raw-request';
import { testDatabaseKinds } from '../support/test-databases';
import { loadTestIcfData, startTestServer, type TestServer } from '../support/test-server';
import { worstValidDocument, worstValidExportParts } from '../support/worst-valid-inputs';

/**
 * One request must never hold the server (decision records 0025, 0030): the largest valid input of each call
 * that takes a document is read off the event loop, so a cheap call sent once that input has been sent is
 * answered while it is still being worked on. A correctness check, not a timing target: how long the cheap
 * call waits is measured by `npm run bench bounded-requests`.
 */

interface HeavyRequest {
  body: Buffer;
  contentType: string;
}

function jsonRequest(value: unknown): HeavyRequest {
  return { body: Buffer.from(JSON.stringify(value)), contentType: 'application/json' };
}

async function formRequest(parts: Record<string, unknown>): Promise<HeavyRequest> {
  const request = new Request('http://form.invalid/', { method: 'POST', body: exportForm(parts) });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('Content-Type')!,
  };
}

describe.each(testDatabaseKinds)('the largest valid requests beside a cheap call on %s', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token } = await registerUser(server));
  });
  afterAll(() => server.close());

  /**
   * Sends the heavy request and, once its body has been sent in full, `GET /api/site`; answers the heavy call's
   * status and which of the two answered first.
   */
  async function besideCheapCall(path: string, heavy: HeavyRequest) {
    let cheapAnsweredAt = Number.POSITIVE_INFINITY;
    let cheap: Promise<number> | undefined;
    const answer = await rawRequest(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': heavy.contentType,
        'Content-Length': String(heavy.body.length),
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
      },
      body: heavy.body,
      onBodySent: () => {
        cheap = rawRequest(`${server.baseUrl}/api/site`, { method: 'GET' }).then(({ status }) => {
          cheapAnsweredAt = performance.now();
          return status;
        });
      },
    });
    const heavyAnsweredAt = performance.now();
    expect(await cheap).toBe(200);
    return { status: answer.status, text: answer.text, cheapFirst: cheapAnsweredAt < heavyAnsweredAt };
  }

  it('save: every category rated, every text at its limit', async () => {
    const document = worstValidDocument(await loadTestIcfData());
    const { status, cheapFirst } = await besideCheapCall('/api/document/save', jsonRequest(document));
    expect(status).toBe(200);
    expect(cheapFirst).toBe(true);
  }, 60_000);

  it('copy: the same document as a form, with set names and the message catalogue', async () => {
    const parts = await worstValidExportParts(await loadTestIcfData());
    const { status, cheapFirst } = await besideCheapCall('/api/document/copy', await formRequest(parts));
    expect(status).toBe(200);
    expect(cheapFirst).toBe(true);
  }, 60_000);

  it('download: the same form, drawn as the functioning profile', async () => {
    const parts = await worstValidExportParts(await loadTestIcfData(), '가');
    const request = await formRequest({ ...parts, number: 4 });
    const { status, cheapFirst } = await besideCheapCall('/api/document/download', request);
    expect(status).toBe(200);
    expect(cheapFirst).toBe(true);
  }, 120_000);

  it('import-fhir: the Bundle the export writes of that document', async () => {
    const document = worstValidDocument(await loadTestIcfData());
    const saved = await besideCheapCall('/api/document/save', jsonRequest(document));
    const { id } = JSON.parse(saved.text) as { id: number };
    const bundle = await server.request(`/api/document/${id}/fhir`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(bundle.status).toBe(200);
    const request = { body: Buffer.from(await bundle.arrayBuffer()), contentType: 'application/fhir+json' };
    const { status, cheapFirst } = await besideCheapCall('/api/document/import-fhir', request);
    expect(status).toBe(201);
    expect(cheapFirst).toBe(true);
  }, 60_000);

  it('refuses a body one byte past the largest valid one with 413', async () => {
    const categories = createDocumentCatalogue(await loadTestIcfData()).categoryCodes.size;
    const limits: [string, number][] = [
      ['/api/document/save', saveDocumentBodyMaxBytes(categories)],
      ['/api/document/copy', exportDocumentBodyMaxBytes(categories)],
      ['/api/document/download', exportDocumentBodyMaxBytes(categories)],
    ];
    for (const [path, limit] of limits) {
      const answer = await rawRequest(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(limit + 1),
          Authorization: `Bearer ${token}`,
        },
        body: Buffer.alloc(limit + 1, 0x20),
      });
      expect(answer.status, path).toBe(413);
    }
  });
});

/**
 * A trigger that holds every insert into `documents` inside the database: it writes `write-began` into PGlite's
 * data folder, then waits until the test writes `release-write` there (20 s at most, then the save fails).
 */
const holdDocumentWrites = `
  create function hold_document_write() returns trigger language plpgsql as $$
  declare deadline timestamptz := clock_timestamp() + interval '20 seconds';
  begin
    execute format('copy (select 1) to %L', current_setting('data_directory') || '/write-began');
    loop
      exit when pg_read_file('release-write', 0, 1, true) is not null;
      if clock_timestamp() > deadline then raise exception 'the write was never released'; end if;
    end loop;
    return new;
  end $$;
  create trigger hold_document_write before insert on documents
    for each row execute function hold_document_write()`;

/**
 * The write itself (decision record 0038): PGlite runs a statement on a thread of its own, so while the largest
 * save's insert runs inside PGlite, the server answers other calls. A trigger holds that insert until the test
 * has had `GET /api/site` answered. Were PGlite on the event loop's thread, the held insert would hold every
 * request and this test's own wait with it, until the trigger's deadline fails the save.
 */
describe('the largest save on PGlite, its write held inside the database', () => {
  let folder: string;
  let pgliteFolder: string;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'icf-held-write-'));
    // A data folder on disk: PGlite's files are the system's, where the test can see and write them.
    pgliteFolder = path.join(folder, 'pglite');
    const database = await openDatabase({ dataDir: pgliteFolder });
    await database.migrate();
    await database.executeSql(holdDocumentWrites);
    server = await startTestServer('pglite', {}, { database });
    ({ token } = await registerUser(server));
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers a cheap call while the write runs in PGlite', async () => {
    const heavy = jsonRequest(worstValidDocument(await loadTestIcfData()));
    const save = rawRequest(`${server.baseUrl}/api/document/save`, {
      method: 'POST',
      headers: {
        'Content-Type': heavy.contentType,
        'Content-Length': String(heavy.body.length),
        Authorization: `Bearer ${token}`,
      },
      body: heavy.body,
    });
    await expect
      .poll(() => existsSync(path.join(pgliteFolder, 'write-began')), { timeout: 30_000 })
      .toBe(true);
    const cheap = await rawRequest(`${server.baseUrl}/api/site`, { method: 'GET' });
    expect(cheap.status).toBe(200);
    writeFileSync(path.join(pgliteFolder, 'release-write'), 'go');
    expect((await save).status).toBe(200);
  }, 60_000);
});
