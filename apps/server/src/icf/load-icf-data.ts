import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { CodeMap, CoreSetGroup } from '@icf/shared';
import { buildCodeMap } from './build-code-map';
import { buildCoreSetGroups } from './build-core-set-groups';
import {
  coreSetCatalogueSchema,
  coreSetKoreanNamesSchema,
  icfSourceSchema,
  koreanTitlesFileSchema,
} from './source-schemas';

export const defaultKoreanTitlesFile = fileURLToPath(
  new URL('../../data/icf-titles.ko.json', import.meta.url),
);
const koreanCoreSetNamesFile = fileURLToPath(new URL('../../data/core-set-names.ko.json', import.meta.url));

export interface IcfData {
  codes: CodeMap;
  coreSetGroups: CoreSetGroup[];
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
  const catalogue = await readJson(path.join(icfDataDir, 'core-sets.verified.json'), coreSetCatalogueSchema);
  const koreanTitles = await readJson(koreanTitlesFile, koreanTitlesFileSchema);
  const koreanSetNames = await readJson(koreanCoreSetNamesFile, coreSetKoreanNamesSchema);

  const codes = buildCodeMap(records, koreanTitles.titles);
  try {
    const coreSetGroups = buildCoreSetGroups(catalogue, new Set(Object.keys(codes)), koreanSetNames.names);
    return { codes, coreSetGroups };
  } catch (error) {
    throw new IcfDataError(`ICF data in ${icfDataDir} is inconsistent: ${(error as Error).message}`);
  }
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
