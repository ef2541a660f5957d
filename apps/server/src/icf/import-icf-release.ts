import { chmod, copyFile, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildIcfData } from './load-icf-data';
import { correctIcfRelease, icfCorrectionsFileName, readIcfCorrections } from './apply-icf-corrections';
import { capped, checkIcfRelease } from './check-icf-release';
import { checkIcfText } from './check-icf-text';
import {
  IcfDataError,
  icfReleaseFiles,
  mergeCatalogues,
  mergeRecords,
  readGermanTexts,
  readIcfRelease,
  type IcfRelease,
} from './read-icf-release';

/** What an import changed, or would have changed. */
export interface IcfImportReport {
  files: { name: string; change: 'added' | 'replaced' | 'unchanged' | 'kept' }[];
  categories: Difference;
  coreSets: Difference;
  /** What the text checks found that does not stop an import (decision 0043). */
  warnings: string[];
}

interface Difference {
  added: string[];
  removed: string[];
  changed: string[];
}

/** A release folder the import refused; `reasons` say why, and nothing was changed. */
export class IcfImportRefused extends Error {
  constructor(readonly reasons: string[]) {
    super(`The folder was not imported:\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`);
  }
}

/** The release's own notes on where each file came from, kept beside the data as PROVENANCE.md. */
const provenanceFile = { from: 'README.md', to: 'PROVENANCE.md' };

/**
 * Validates a WHO data release folder with the loader's checks, strictly (every core-set code in the
 * classification, a source behind every list), and checks its English text with the project's corrections put
 * over it (decision 0043: German text, a doubled title, a cut sentence, or a correction that no longer
 * matches refuse the folder), and only then replaces the files in `into` (decision 0023).
 * An optional file the folder lacks keeps its current version. The new files are staged beside the old ones
 * and renamed into place, so a refused or interrupted import leaves the data as it was.
 */
export async function importIcfRelease({
  from,
  into,
}: {
  from: string;
  into: string;
}): Promise<IcfImportReport> {
  const staging = await mkdtemp(path.join(into, '.import-'));
  try {
    const files: IcfImportReport['files'] = [];
    for (const { name, required } of icfReleaseFiles) {
      const source = path.join(from, name);
      if (await exists(source)) {
        await copyInto(source, path.join(staging, name));
        files.push({ name, change: (await exists(path.join(into, name))) ? 'replaced' : 'added' });
      } else if (required) {
        throw new IcfImportRefused([`${name} is missing from ${from}`]);
      } else if (await exists(path.join(into, name))) {
        await copyInto(path.join(into, name), path.join(staging, name));
        files.push({ name, change: 'kept' });
      }
    }
    const incoming = await readRelease(staging);
    const problems = checkIcfRelease(incoming);
    const reasons = [...problems.structure, ...problems.lists];
    // The project's corrections (in `into`) go over the new text before it is checked, as the server does. A new
    // data folder has none yet: it takes those of the folder it is filled from (the shipped icf-data/, say), so
    // the server never loads that release without them.
    const correctionsFrom = (await exists(path.join(into, icfCorrectionsFileName))) ? into : from;
    const corrected = correctIcfRelease(incoming, await readIcfCorrections(correctionsFrom));
    const text = checkIcfText(
      mergeRecords(corrected.release.classification, corrected.release.cyAdditions),
      await readGermanTexts(from),
    );
    reasons.push(...corrected.stale, ...capped(text.errors));
    if (reasons.length === 0) reasons.push(...(await buildIcfData(corrected.release)).warnings);
    if (reasons.length > 0) throw new IcfImportRefused(reasons);

    const current = (await exists(path.join(into, icfReleaseFiles[0].name)))
      ? await readIcfRelease(into)
      : null;
    const report: IcfImportReport = {
      files: await markUnchanged(files, staging, into),
      categories: difference(codesOf(current), codesOf(incoming)),
      coreSets: difference(setsOf(current), setsOf(incoming)),
      warnings: capped(text.warnings),
    };
    if (await exists(path.join(from, provenanceFile.from))) {
      await copyInto(path.join(from, provenanceFile.from), path.join(staging, provenanceFile.to));
      await rename(path.join(staging, provenanceFile.to), path.join(into, provenanceFile.to));
    }
    for (const { name, change } of report.files) {
      if (change === 'added' || change === 'replaced')
        await rename(path.join(staging, name), path.join(into, name));
    }
    if (correctionsFrom === from && (await exists(path.join(from, icfCorrectionsFileName)))) {
      await copyInto(path.join(from, icfCorrectionsFileName), path.join(into, icfCorrectionsFileName));
    }
    return report;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readRelease(folder: string): Promise<IcfRelease> {
  try {
    return await readIcfRelease(folder);
  } catch (error) {
    if (error instanceof IcfDataError) throw new IcfImportRefused([error.message.replaceAll(folder, '…')]);
    throw error;
  }
}

async function markUnchanged(
  files: IcfImportReport['files'],
  staging: string,
  into: string,
): Promise<IcfImportReport['files']> {
  return Promise.all(
    files.map(async (file) => {
      if (file.change !== 'replaced') return file;
      const [next, now] = await Promise.all([
        readFile(path.join(staging, file.name)),
        readFile(path.join(into, file.name)),
      ]);
      return next.equals(now) ? { ...file, change: 'unchanged' as const } : file;
    }),
  );
}

function codesOf(release: IcfRelease | null): Map<string, string> {
  if (!release) return new Map();
  return new Map(
    mergeRecords(release.classification, release.cyAdditions)
      .filter((record) => record.kind === 'category')
      .map((record) => [record.code, JSON.stringify(record)]),
  );
}

function setsOf(release: IcfRelease | null): Map<string, string> {
  if (!release) return new Map();
  return new Map(
    mergeCatalogues(release.catalogue, release.cyCatalogue).map((entry) => [entry.id, JSON.stringify(entry)]),
  );
}

function difference(before: Map<string, string>, after: Map<string, string>): Difference {
  return {
    added: [...after.keys()].filter((key) => !before.has(key)),
    removed: [...before.keys()].filter((key) => !after.has(key)),
    changed: [...after.keys()].filter((key) => before.has(key) && before.get(key) !== after.get(key)),
  };
}

/** A release folder may be read-only (as ../shared is); the copies in the repository are ordinary files. */
async function copyInto(source: string, target: string): Promise<void> {
  await copyFile(source, target);
  await chmod(target, 0o644);
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** The report as a few lines for the terminal: counts, and the first codes of each kind of change. */
export function formatIcfImportReport(report: IcfImportReport): string {
  const list = (keys: string[]) =>
    keys.length === 0
      ? '0'
      : `${keys.length} (${keys.slice(0, 12).join(', ')}${keys.length > 12 ? ', …' : ''})`;
  const lines = report.files.map(({ name, change }) => `  ${name}: ${change}`);
  for (const [label, diff] of [
    ['Categories', report.categories],
    ['Core sets', report.coreSets],
  ] as const) {
    lines.push(
      `${label}: added ${list(diff.added)}; changed ${list(diff.changed)}; removed ${list(diff.removed)}`,
    );
  }
  if (report.warnings.length > 0) lines.push('Text warnings:', ...report.warnings.map((w) => `  ${w}`));
  return ['Files:', ...lines].join('\n');
}
