import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CatalogueImportOutcome } from '../../src/features/catalogue/import-institution-core-sets';
import type { GroupedInstitutionCoreSet } from '../../src/features/catalogue/present-institution-core-set';
import { compiledCli } from '../support/server-process';
import { icfDataDir } from '../support/test-server';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const exampleJson = 'docs/examples/institution-core-sets.example.json';
const exampleCsv = 'docs/examples/institution-core-sets.example.csv';

describe('catalogue commands, end to end on a PGlite DATA_DIR', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'icf-catalogue-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Runs a command as an administrator would, with the server's settings (PGlite even where CI sets a URL). */
  function run(command: string[]) {
    const result = spawnSync(command[0]!, command.slice(1), {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ICF_DATA_DIR: icfDataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }
  const cli = (name: string, ...args: string[]) => run(['node', compiledCli, `catalogue-${name}`, ...args]);

  it(
    'imports the example file, lists it, refuses a replacement without --accept-warnings, withdraws',
    { timeout: 120_000 },
    () => {
      const imported = run([
        'npm',
        'run',
        '--silent',
        'catalogue:import',
        '--',
        exampleJson,
        '--by',
        'ops@example.org',
      ]);
      expect(imported.stderr).not.toMatch(/Error/);
      expect(imported.status).toBe(0);
      expect(imported.stdout).toContain('Import report for institution-core-sets.example.json');
      expect(imported.stdout).toContain('format-example/any  Format example — not a clinical core set');
      expect(imported.stdout).toContain('Errors: none');
      expect(imported.stdout).toMatch(/Accepted \(import 1\): added institution-1\./);

      const listed = cli('list', '--json');
      expect(listed.status).toBe(0);
      const sets = JSON.parse(listed.stdout) as GroupedInstitutionCoreSet[];
      expect(
        sets.map(({ groupKey, set }) => [groupKey, set.id, set.list, set.codes, set.codes_diff]),
      ).toEqual([['others', 'institution-1', 'brief', ['b130', 'd450'], ['b280', 'd455', 'e310']]]);

      // The CSV example names the same set, so it would replace the JSON one: a warning to accept.
      const refused = cli('import', exampleCsv, '--json');
      expect(refused.status).toBe(1);
      const outcome = JSON.parse(refused.stdout) as CatalogueImportOutcome;
      expect(outcome).toMatchObject({ accepted: false, verdict: 'needs-acceptance', importId: 2 });
      expect(outcome.report.warnings.map((issue) => issue.rule)).toEqual(['replaces-institution-list']);

      const accepted = cli('import', exampleCsv, '--accept-warnings');
      expect(accepted.status).toBe(0);
      expect(accepted.stdout).toContain('withdrew the lists it replaces: institution-1');

      const withdrawn = cli('withdraw', 'institution-2');
      expect(withdrawn.status).toBe(0);
      expect(withdrawn.stdout).toContain('Withdrew institution-2 (format-example/any');
      expect(cli('list').stdout).toContain('No institution lists.');

      const again = cli('withdraw', 'institution-2');
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('No live institution list institution-2.');
    },
  );

  it(
    'refuses a file with errors with exit code 1 and the report, and a wrong call with exit code 2',
    { timeout: 120_000 },
    () => {
      const broken = cli('import', 'package.json');
      expect(broken.status).toBe(1);
      expect(broken.stdout).toContain('[unreadable-file]');
      expect(broken.stdout).toContain('Refused (import');

      expect(cli('import').status).toBe(2);
      expect(cli('import', 'no-such-file.json').stderr).toContain('Cannot read');
      expect(cli('import', exampleJson, '--unknown-option').status).toBe(2);
    },
  );
});
