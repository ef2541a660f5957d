import path from 'node:path';
import type { IcfRelease } from './read-icf-release';
import { readOptionalJson } from './read-icf-release';
import { icfCorrectionsFileSchema, type IcfCorrection, type IcfSourceRecord } from './source-schemas';

export const icfCorrectionsFileName = 'icf-corrections.en.json';

/**
 * Puts the project's corrections over the release's text (decision 0043). A correction applies only where the
 * release still has exactly its `wrong` text; any other (a later release fixed or changed it, or the code is
 * gone) is left out and named in `stale`, so nobody's text is replaced on a guess. A title can't be emptied:
 * a null title correction is stale too.
 */
export function applyIcfCorrections(
  records: IcfSourceRecord[],
  corrections: IcfCorrection[],
): { records: IcfSourceRecord[]; stale: string[] } {
  const byCode = new Map(records.map((record) => [record.code, { ...record }]));
  const stale: string[] = [];
  for (const correction of corrections) {
    const record = byCode.get(correction.code);
    const where = `the correction of ${correction.code} ${correction.field}`;
    if (!record) {
      stale.push(`${where}: the release has no ${correction.code}`);
    } else if (record[correction.field] !== correction.wrong) {
      stale.push(`${where} no longer matches the release's text, which is now "${record[correction.field]}"`);
    } else if (correction.field === 'title') {
      if (correction.corrected === null) stale.push(`${where}: a title can't be null`);
      else record.title = correction.corrected;
    } else {
      record[correction.field] = correction.corrected;
    }
  }
  return { records: records.map((record) => byCode.get(record.code) ?? record), stale };
}

/** The corrections file of a data folder; none when the folder has no such file. */
export async function readIcfCorrections(icfDataDir: string): Promise<IcfCorrection[]> {
  const file = await readOptionalJson(
    path.join(icfDataDir, icfCorrectionsFileName),
    icfCorrectionsFileSchema,
  );
  return file?.corrections ?? [];
}

/**
 * The release with the corrections put over its classification files: a correction goes to the file that
 * holds its code (the classification first, as `mergeRecords` serves it), or is stale when neither does.
 */
export function correctIcfRelease(
  release: IcfRelease,
  corrections: IcfCorrection[],
): { release: IcfRelease; stale: string[] } {
  const inClassification = new Set(release.classification.map((record) => record.code));
  const classification = applyIcfCorrections(
    release.classification,
    corrections.filter((correction) => inClassification.has(correction.code)),
  );
  const cyAdditions = applyIcfCorrections(
    release.cyAdditions,
    corrections.filter((correction) => !inClassification.has(correction.code)),
  );
  return {
    release: { ...release, classification: classification.records, cyAdditions: cyAdditions.records },
    stale: [...classification.stale, ...cyAdditions.stale],
  };
}
