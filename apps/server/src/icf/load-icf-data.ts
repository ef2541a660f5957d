import path from 'node:path';
import type { CodeMap, CoreSetGroup } from '@icf/shared';
import { bundledIcfDataDir } from '../server-paths';
import { correctIcfRelease, readIcfCorrections } from './apply-icf-corrections';
import { buildCodeMap } from './build-code-map';
import { buildCoreSetGroups } from './build-core-set-groups';
import { checkIcfRelease } from './check-icf-release';
import {
  IcfDataError,
  mergeCatalogues,
  mergeRecords,
  readIcfRelease,
  readJson,
  type IcfRelease,
} from './read-icf-release';
import {
  coreSetKoreanNamesSchema,
  coreSetPublicationsSchema,
  koreanTitlesFileSchema,
} from './source-schemas';

export { IcfDataError } from './read-icf-release';

export const defaultKoreanTitlesFile = path.join(bundledIcfDataDir, 'icf-titles.ko.json');
const koreanCoreSetNamesFile = path.join(bundledIcfDataDir, 'core-set-names.ko.json');
const coreSetPublicationsFile = path.join(bundledIcfDataDir, 'core-set-publications.json');

export interface IcfData {
  codes: CodeMap;
  /** The official catalogue, grouped; institution lists and personal sets are added per request. */
  coreSetGroups: CoreSetGroup[];
  /** What was left out while loading (a list naming unknown codes); logged at start-up. */
  warnings: string[];
}

/**
 * Reads the WHO classification and the core-set catalogue from ICF_DATA_DIR (by default icf-data/, which
 * ships with the project under WHO's licence; decision 0023) with the project's corrections of its English text
 * (decision 0043) and the project's Korean titles.
 */
export async function loadIcfData(
  icfDataDir: string,
  koreanTitlesFile = defaultKoreanTitlesFile,
): Promise<IcfData> {
  const corrections = await readIcfCorrections(icfDataDir);
  const { release, stale } = correctIcfRelease(await readIcfRelease(icfDataDir), corrections);
  const data = await buildIcfData(release, koreanTitlesFile);
  // A stale correction is left out, never a reason not to start: the release's own text is served instead.
  return { ...data, warnings: [...stale, ...data.warnings] };
}

/**
 * Shapes a release and the project's Korean files into what the API serves. A broken classification stops
 * here; a list that fails its checks is left out with a warning (check-icf-release.ts says why).
 */
export async function buildIcfData(
  release: IcfRelease,
  koreanTitlesFile = defaultKoreanTitlesFile,
): Promise<IcfData> {
  const { structure } = checkIcfRelease(release);
  if (structure.length > 0) {
    throw new IcfDataError(`The ICF classification is inconsistent: ${structure.join('; ')}`);
  }
  const koreanTitles = await readJson(koreanTitlesFile, koreanTitlesFileSchema);
  const koreanSetNames = await readJson(koreanCoreSetNamesFile, coreSetKoreanNamesSchema);
  const publications = await readJson(coreSetPublicationsFile, coreSetPublicationsSchema);

  const codes = buildCodeMap(mergeRecords(release.classification, release.cyAdditions), koreanTitles.titles);
  const { groups, warnings } = buildCoreSetGroups({
    entries: mergeCatalogues(release.catalogue, release.cyCatalogue),
    knownCodes: new Set(Object.keys(codes)),
    koreanNames: koreanSetNames.names,
    publications: publications.publications,
  });
  return { codes, coreSetGroups: groups, warnings };
}
