import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  germanTextsSchema,
  coreSetCatalogueSchema,
  icfSourceSchema,
  type CoreSetSourceEntry,
  type IcfSourceRecord,
} from './source-schemas';

export class IcfDataError extends Error {}

/**
 * The files of a WHO data release, as `../shared/icf` and every later release folder hold them: the ones
 * `npm run icf:import` validates and copies into icf-data/ (decision 0023). Optional files were added over
 * time, so an older folder still loads.
 */
export const icfReleaseFiles = [
  { key: 'classification', name: 'icf-classification.en.json', required: true },
  { key: 'cyAdditions', name: 'icf-cy-additions.en.json', required: false },
  { key: 'catalogue', name: 'core-sets.verified.json', required: true },
  { key: 'cyCatalogue', name: 'core-sets.icf-cy.json', required: false },
] as const;

const germanReferenceFile = 'icf-codes.de.json';

/** A release folder's files, read and shape-checked; an absent optional file is an empty list. */
export interface IcfRelease {
  classification: IcfSourceRecord[];
  cyAdditions: IcfSourceRecord[];
  catalogue: CoreSetSourceEntry[];
  cyCatalogue: CoreSetSourceEntry[];
}

/** Reads a release folder, checking each file's shape; throws IcfDataError naming the file and the field. */
export async function readIcfRelease(icfDataDir: string): Promise<IcfRelease> {
  const file = (name: string) => path.join(icfDataDir, name);
  const [classification, cyAdditions, catalogue, cyCatalogue] = icfReleaseFiles;
  return {
    classification: await readJson(file(classification.name), icfSourceSchema),
    cyAdditions: (await readOptionalJson(file(cyAdditions.name), icfSourceSchema)) ?? [],
    catalogue: await readJson(file(catalogue.name), coreSetCatalogueSchema),
    cyCatalogue: (await readOptionalJson(file(cyCatalogue.name), coreSetCatalogueSchema)) ?? [],
  };
}

/** Records of a later file add categories; a code the classification already has keeps its record. */
export function mergeRecords(base: IcfSourceRecord[], additions: IcfSourceRecord[]): IcfSourceRecord[] {
  const known = new Set(base.map((record) => record.code));
  return [...base, ...additions.filter((record) => !known.has(record.code))];
}

/** An entry of a later catalogue file replaces the entry of the same condition id; new ids are added. */
export function mergeCatalogues(...catalogues: CoreSetSourceEntry[][]): CoreSetSourceEntry[] {
  const byId = new Map<string, CoreSetSourceEntry>();
  for (const entry of catalogues.flat()) byId.set(entry.id, entry);
  return [...byId.values()];
}

/**
 * The German text of each category (`icf-codes.de.json`), when a release folder holds it: not imported, only
 * compared with the English text, so German copied into an English field is caught (decision 0043).
 */
export async function readGermanTexts(folder: string): Promise<Map<string, string>> {
  const records = await readOptionalJson(path.join(folder, germanReferenceFile), germanTextsSchema);
  return new Map(
    (records ?? []).map((record) => [
      record.code,
      [record.title, record.definition, record.inclusions, record.exclusions].filter(Boolean).join(' '),
    ]),
  );
}

export async function readOptionalJson<T>(file: string, schema: z.ZodType<T>): Promise<T | null> {
  try {
    await access(file);
  } catch {
    return null;
  }
  return readJson(file, schema);
}

export async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
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
