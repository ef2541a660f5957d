import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IcfImportRefused, importIcfRelease } from '../../src/icf/import-icf-release';
import { loadIcfData } from '../../src/icf/load-icf-data';
import { repositoryRoot } from '../../src/server-paths';
import { icfDataDir } from '../support/test-server';

interface ReleaseRecord {
  code: string;
  kind: string;
  parent: string | null;
  title: string;
  level: number;
}
interface CatalogueEntry {
  id: string;
  brief: string[] | null;
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the shipped data: the import's target, or the start of a release folder to change. */
function copyOfShippedData(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'icf-import-'));
  folders.push(folder);
  cpSync(icfDataDir, folder, { recursive: true });
  return folder;
}

function editJson<T>(folder: string, file: string, change: (value: T) => void): void {
  const value = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as T;
  change(value);
  writeFileSync(path.join(folder, file), JSON.stringify(value));
}

/** Every file of a folder with its bytes, to prove a refused import changed nothing. */
function snapshot(folder: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(folder).map((name) => [name, readFileSync(path.join(folder, name)).toString('base64')]),
  );
}

describe('npm run icf:import', () => {
  it('replaces the data with a valid release and reports what was added, changed and removed', async () => {
    const target = copyOfShippedData();
    const release = copyOfShippedData();
    editJson<ReleaseRecord[]>(release, 'icf-classification.en.json', (records) => {
      const d450 = records.find((record) => record.code === 'd450')!;
      d450.title = 'Walking (corrected title)';
      records.push({ ...d450, code: 'd4504', parent: 'd450', level: 3, title: 'Walking, other (new)' });
      const unused = records.findIndex((record) => record.code === 'b1108');
      records.splice(unused, 1);
    });
    editJson<CatalogueEntry[]>(release, 'core-sets.verified.json', (entries) => {
      entries.find((entry) => entry.id === 'stroke')!.brief!.push('d4504');
    });

    const report = await importIcfRelease({ from: release, into: target });

    expect(report.categories).toEqual({ added: ['d4504'], removed: ['b1108'], changed: ['d450'] });
    expect(report.coreSets).toEqual({ added: [], removed: [], changed: ['stroke'] });
    expect(report.files).toContainEqual({ name: 'icf-classification.en.json', change: 'replaced' });
    expect(report.files).toContainEqual({ name: 'icf-cy-additions.en.json', change: 'unchanged' });
    const served = await loadIcfData(target);
    expect(served.codes.d450?.name).toBe('Walking (corrected title)');
    expect(served.codes.d4504?.parent).toBe('d450');
    expect(served.codes.b1108).toBeUndefined();
    const stroke = served.coreSetGroups.flatMap((group) => group.sets).find((set) => set.id === 'stroke');
    expect(stroke?.codes).toContain('d4504');
    expect(readdirSync(target).filter((name) => name.startsWith('.import-'))).toEqual([]);
  });

  it('refuses a release whose core set names a code the classification lacks, and changes nothing', async () => {
    const target = copyOfShippedData();
    const release = copyOfShippedData();
    editJson<CatalogueEntry[]>(release, 'core-sets.verified.json', (entries) => {
      entries.find((entry) => entry.id === 'generic')!.brief!.push('b9999');
    });
    const before = snapshot(target);

    const refused = importIcfRelease({ from: release, into: target });

    await expect(refused).rejects.toBeInstanceOf(IcfImportRefused);
    await expect(refused).rejects.toThrow(/generic \(brief\) names codes the classification lacks: b9999/);
    expect(snapshot(target)).toEqual(before);
  });

  it('refuses a malformed file and a broken hierarchy, and changes nothing', async () => {
    const target = copyOfShippedData();
    const before = snapshot(target);
    const malformed = copyOfShippedData();
    writeFileSync(path.join(malformed, 'core-sets.verified.json'), '[{"id": "generic",');
    await expect(importIcfRelease({ from: malformed, into: target })).rejects.toThrow(
      /core-sets\.verified\.json is not valid JSON/,
    );
    const orphan = copyOfShippedData();
    editJson<ReleaseRecord[]>(orphan, 'icf-classification.en.json', (records) => {
      records.find((record) => record.code === 'b1100')!.parent = 'b999';
    });
    await expect(importIcfRelease({ from: orphan, into: target })).rejects.toThrow(
      /b1100: its parent b999 is not in the classification/,
    );
    expect(snapshot(target)).toEqual(before);
  });

  it("checks the English text with the project's corrections over it, which the server then serves", async () => {
    const target = copyOfShippedData();
    const release = copyOfShippedData();
    rmSync(path.join(release, 'icf-corrections.en.json'));
    // A release folder may hold the German text, which the import only compares with (decision 0043).
    writeFileSync(
      path.join(release, 'icf-codes.de.json'),
      JSON.stringify([
        {
          code: 'd455',
          inclusions: 'Krabbeln/robben, klettern/steigen, rennen, joggen, springen und schwimmen',
        },
      ]),
    );

    const report = await importIcfRelease({ from: release, into: target });

    expect(report.warnings).toEqual([]);
    expect(readdirSync(target)).not.toContain('icf-codes.de.json');
    const served = await loadIcfData(target);
    expect(served.warnings).toEqual([]);
    expect(served.codes.d798?.name).toBe('Interpersonal interactions and relationships, other specified');
    expect(served.codes.d455?.inclusions).toBe('');
    expect(served.codes.d475?.description).toContain('such as a car, bicycle, boat');
  });

  it('fills a new data folder with the release and the corrections of the folder it comes from', async () => {
    const target = mkdtempSync(path.join(tmpdir(), 'icf-import-empty-'));
    folders.push(target);

    const report = await importIcfRelease({ from: copyOfShippedData(), into: target });

    expect(report.categories.added.length).toBeGreaterThan(1000);
    expect(readdirSync(target)).toContain('icf-corrections.en.json');
    const served = await loadIcfData(target);
    expect(served.codes.d798?.name).toBe('Interpersonal interactions and relationships, other specified');
    // A folder without corrections anywhere is refused: it would serve the WHO text's known errors.
    const bare = copyOfShippedData();
    rmSync(path.join(bare, 'icf-corrections.en.json'));
    const emptyAgain = mkdtempSync(path.join(tmpdir(), 'icf-import-empty-'));
    folders.push(emptyAgain);
    await expect(importIcfRelease({ from: bare, into: emptyAgain })).rejects.toThrow(IcfImportRefused);
  });

  it('refuses German, a doubled title or a cut sentence the corrections leave, and a correction gone stale', async () => {
    const target = copyOfShippedData();
    const release = copyOfShippedData();
    writeFileSync(path.join(target, 'icf-corrections.en.json'), JSON.stringify({ corrections: [] }));
    writeFileSync(
      path.join(release, 'icf-codes.de.json'),
      JSON.stringify([
        {
          code: 'd455',
          inclusions: 'Krabbeln/robben, klettern/steigen, rennen, joggen, springen und schwimmen',
        },
      ]),
    );
    editJson<(ReleaseRecord & { definition: string | null })[]>(
      release,
      'icf-classification.en.json',
      (records) => {
        records.find((record) => record.code === 'd3301')!.definition =
          'expressing a feeling (e.g., I like .';
      },
    );
    const before = snapshot(target);

    const refused = importIcfRelease({ from: release, into: target });

    await expect(refused).rejects.toThrow(/d455 inclusions is not English/);
    await expect(refused).rejects.toThrow(/d798 title repeats itself/);
    await expect(refused).rejects.toThrow(/d3301 definition ends mid-sentence/);
    expect(snapshot(target)).toEqual(before);

    const fixedUpstream = copyOfShippedData();
    editJson<ReleaseRecord[]>(fixedUpstream, 'icf-classification.en.json', (records) => {
      records.find((record) => record.code === 'd798')!.title = 'Interpersonal interactions, other specified';
    });
    await expect(importIcfRelease({ from: fixedUpstream, into: copyOfShippedData() })).rejects.toThrow(
      /the correction of d798 title no longer matches the release's text/,
    );
    // The server starts on such data all the same, serving the release's text and saying why.
    const served = await loadIcfData(fixedUpstream);
    expect(served.codes.d798?.name).toBe('Interpersonal interactions, other specified');
    expect(served.warnings).toContainEqual(
      expect.stringMatching(/correction of d798 title no longer matches/),
    );
  });

  it('runs as a command: a report and exit 0, or the reason and exit 1', { timeout: 60_000 }, () => {
    const target = copyOfShippedData();
    const run = (from: string) =>
      spawnSync('npm', ['run', '--silent', 'icf:import', '--', from, '--into', target], {
        cwd: repositoryRoot,
        encoding: 'utf8',
        timeout: 50_000,
      });
    const good = run(copyOfShippedData());
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(/Categories: added 0; changed 0; removed 0/);

    const broken = copyOfShippedData();
    rmSync(path.join(broken, 'icf-classification.en.json'));
    const refused = run(broken);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/icf-classification\.en\.json is missing/);
    expect(refused.stderr).toMatch(/Nothing was changed/);
  });
});
