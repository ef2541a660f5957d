import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi/openapi-document';

const redocly = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/redocly');
const folder = mkdtempSync(path.join(tmpdir(), 'icf-openapi-lint-'));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string }[];
}

/** Redocly CLI with its recommended rules, offline (no telemetry, no update check). */
async function lint(document: object): Promise<LintReport> {
  const file = path.join(folder, `openapi-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(document));
  const run = await promisify(execFile)(redocly, ['lint', file, '--extends=recommended', '--format=json'], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  }).catch((error: { stdout: string }) => error);
  return JSON.parse(run.stdout) as LintReport;
}

describe('the OpenAPI description, linted by Redocly CLI (recommended rules)', () => {
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('has no error and no warning', async () => {
    const report = await lint(buildOpenApiDocument());
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names a missing operationId, licence and servers, so the check above can fail', async () => {
    const broken = structuredClone(buildOpenApiDocument()) as unknown as {
      info: { license?: unknown };
      servers?: unknown;
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    delete broken.info.license;
    delete broken.servers;
    delete broken.paths['/api/document/all']!.get!.operationId;
    const rules = (await lint(broken)).problems.map((problem) => problem.ruleId).sort();
    expect(rules).toEqual(['info-license', 'no-empty-servers', 'operation-operationId']);
  });
});
