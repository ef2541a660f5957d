import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { entry, sampleDocument, saveDocumentOk } from '../documents/document-api';

/** OWASP's CSV-injection list: a cell starting with one of these is read as a formula by some spreadsheet. */
const formulaPrefixes = ['=', '+', '-', '@', '\t', '\r'];
const formulaStart = /^[=+\-@\t\r]/;
const payload = "cmd|' /C calc'!A0";

/**
 * Every CSV file the app writes (decision records 0025, 0042): the dashboard's CSV export, and documents.csv
 * and goals.csv of the account export. Each gets text starting with every prefix in its free-text cells, and
 * no cell of any of them may start like a formula.
 */
describe.each(testDatabaseKinds)('every CSV file is formula-safe on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let folder: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    folder = mkdtempSync(path.join(tmpdir(), 'icf-csv-cells-'));
    alice = await registerUser(server);
    for (const prefix of formulaPrefixes) {
      await saveDocumentOk(
        server,
        alice.token,
        sampleDocument({
          client: `${prefix}${payload}`,
          data: {
            b280: entry({ q1: '2', desc: `${prefix}${payload}`, goal: { slot: 'q1', value: '1', date: '' } }),
            e310: entry({ q1: '+2', goal: { slot: 'q1', value: '+3', date: '' } }),
          },
        }),
      );
    }
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  function cellsOf(text: string): Record<string, string>[] {
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  }

  function expectFormulaSafe(file: string, rows: Record<string, string>[], injected: string[]) {
    expect(rows.length, file).toBeGreaterThan(0);
    for (const row of rows) {
      for (const [column, cell] of Object.entries(row)) {
        expect(formulaStart.test(cell), `${file} ${column}: ${JSON.stringify(cell)}`).toBe(false);
      }
    }
    for (const column of injected) {
      const cells = new Set(rows.map((row) => row[column]));
      for (const prefix of formulaPrefixes) {
        expect(cells.has(`'${prefix}${payload}`), `${file} ${column} ${JSON.stringify(prefix)}`).toBe(true);
      }
    }
  }

  it('the CSV export', async () => {
    const response = await call(server, 'GET', '/api/document/export.csv', { token: alice.token });
    expect(response.status).toBe(200);
    const rows = cellsOf(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()));
    expectFormulaSafe('export.csv', rows, ['client', 'description']);
    expect(rows.filter((row) => row.code === 'e310').map((row) => row.q1)).toContain("'+2");
  });

  it('documents.csv and goals.csv of the account export', async () => {
    const response = await call(server, 'GET', '/api/settings/export', { token: alice.token, locale: 'en' });
    expect(response.status).toBe(200);
    const zip = path.join(folder, 'export.zip');
    writeFileSync(zip, Buffer.from(await response.arrayBuffer()));
    execFileSync('unzip', ['-q', zip, '-d', path.join(folder, 'export')]);
    const read = (file: string) => readFileSync(path.join(folder, 'export', file), 'utf8');
    expectFormulaSafe('documents.csv', cellsOf(read('documents.csv')), ['client', 'description']);
    const goals = cellsOf(read('goals.csv'));
    expectFormulaSafe('goals.csv', goals, ['client']);
    expect(goals.filter((row) => row.code === 'e310').map((row) => row.target)).toContain("'+3");
  });
});
