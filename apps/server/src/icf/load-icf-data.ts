import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { CodeMap, CoreSetGroup } from '@icf/shared';
import { buildCodeMap } from './build-code-map';
import { buildCoreSetGroups } from './build-core-set-groups';
import {
  coreSetCatalogueSchema,
  coreSetKoreanNamesSchema,
  coreSetPublicationsSchema,
  icfSourceSchema,
  koreanTitlesFileSchema,
  type CoreSetSourceEntry,
  type IcfSourceRecord,
} from './source-schemas';

export const defaultKoreanTitlesFile = fileURLToPath(
  new URL('../../data/icf-titles.ko.json', import.meta.url),
);
const koreanCoreSetNamesFile = fileURLToPath(new URL('../../data/core-set-names.ko.json', import.meta.url));
const coreSetPublicationsFile = fileURLToPath(
  new URL('../../data/core-set-publications.json', import.meta.url),
);

export interface IcfData {
  codes: CodeMap;
  /** The official catalogue, grouped; institution lists and personal sets are added per request. */
  coreSetGroups: CoreSetGroup[];
  /** What was left out while loading (a list naming unknown codes); logged at start-up. */
  warnings: string[];
}

export class IcfDataError extends Error {}

/**
 * Reads the WHO classification and the core-set catalogue from ICF_DATA_DIR (never copied into this
 * repository; see docs/decisions/0003-icf-data-licensing.md) and the project's Korean titles.
 */
export async function loadIcfData(
  icfDataDir: string,
  koreanTitlesFile = defaultKoreanTitlesFile,
): Promise<IcfData> {
  const records = await readJson(path.join(icfDataDir, 'icf-classification.en.json'), icfSourceSchema);
  // Files added to the data folder over time; each is optional, so an older folder still loads.
  const cyAdditions =
    (await readOptionalJson(path.join(icfDataDir, 'icf-cy-additions.en.json'), icfSourceSchema)) ?? [];
  const catalogue = await readJson(path.join(icfDataDir, 'core-sets.verified.json'), coreSetCatalogueSchema);
  const cyCatalogue =
    (await readOptionalJson(path.join(icfDataDir, 'core-sets.icf-cy.json'), coreSetCatalogueSchema)) ?? [];
  const koreanTitles = await readJson(koreanTitlesFile, koreanTitlesFileSchema);
  const koreanSetNames = await readJson(koreanCoreSetNamesFile, coreSetKoreanNamesSchema);
  const publications = await readJson(coreSetPublicationsFile, coreSetPublicationsSchema);

  const codes = buildCodeMap(mergeRecords(records, cyAdditions), koreanTitles.titles);
  const { groups, warnings } = buildCoreSetGroups({
    entries: mergeCatalogues(catalogue, cyCatalogue),
    knownCodes: new Set(Object.keys(codes)),
    koreanNames: koreanSetNames.names,
    publications: publications.publications,
  });
  return { codes, coreSetGroups: groups, warnings };
}

/** Records of a later file add categories; a code the classification already has keeps its record. */
function mergeRecords(base: IcfSourceRecord[], additions: IcfSourceRecord[]): IcfSourceRecord[] {
  const known = new Set(base.map((record) => record.code));
  return [...base, ...additions.filter((record) => !known.has(record.code))];
}

/** An entry of a later catalogue file replaces the entry of the same condition id; new ids are added. */
function mergeCatalogues(...catalogues: CoreSetSourceEntry[][]): CoreSetSourceEntry[] {
  const byId = new Map<string, CoreSetSourceEntry>();
  for (const entry of catalogues.flat()) byId.set(entry.id, entry);
  return [...byId.values()];
}

async function readOptionalJson<T>(file: string, schema: z.ZodType<T>): Promise<T | null> {
  try {
    await access(file);
  } catch {
    return null;
  }
  return readJson(file, schema);
}

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new IcfDataError(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new IcfDataError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new IcfDataError(
      `${file} has an unexpected shape at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    );
  }
  return result.data;
}
