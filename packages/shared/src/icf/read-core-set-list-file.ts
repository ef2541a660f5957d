import type { z } from 'zod';
import {
  institutionCoreSetFileFormat,
  institutionCoreSetFileSchema,
  type InstitutionCoreSetFile,
} from '../api/institution-core-sets';
import { CsvError, parseCsv } from './parse-csv';

export type CoreSetListFileFormat = 'json' | 'csv';

export type ReadCoreSetListFileResult =
  { ok: true; file: InstitutionCoreSetFile } | { ok: false; problems: string[] };

const countFields = ['b', 's', 'd', 'e', 'total'] as const;

/** The CSV header, one record per set; README.md documents each column. Columns may come in any order. */
export const coreSetListCsvColumns = [
  'condition',
  'context',
  'group',
  'name_en',
  'name_kr',
  'source',
  'brief',
  'comprehensive',
  ...countFields.map((field) => `brief_${field}`),
  ...countFields.map((field) => `comprehensive_${field}`),
] as const;

/** The format a file name says, or null for a name that says neither. */
export function formatOfFileName(fileName: string): CoreSetListFileFormat | null {
  const extension = fileName.toLowerCase().split('.').pop();
  return extension === 'json' || extension === 'csv' ? extension : null;
}

/**
 * Reads a list file into the shape the checks take. Every problem the schema finds is listed (not just the
 * first), so that an administrator can fix a file in one pass.
 */
export function readCoreSetListFile(text: string, format: CoreSetListFileFormat): ReadCoreSetListFileResult {
  if (format === 'json') {
    let json: unknown;
    try {
      json = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
    } catch (error) {
      return { ok: false, problems: [`not valid JSON: ${(error as Error).message}`] };
    }
    return validate(json, (path) => path.join('.'));
  }
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, problems: [`not valid CSV: ${error.message}`] };
    throw error;
  }
  const header = records[0]?.map((name) => name.trim()) ?? [];
  const problems = checkCsvHeader(header);
  if (problems.length > 0) return { ok: false, problems };
  const rows = records.slice(1);
  const sets = rows.map((row) => setOfCsvRow(header, row));
  // Record 1 is the header, so the set at index i is on CSV record i + 2.
  return validate({ format: institutionCoreSetFileFormat, sets }, (path) => {
    const [first, index, ...rest] = path;
    if (first !== 'sets' || typeof index !== 'number') return path.join('.');
    return [`record ${index + 2}`, csvColumnOf(rest)].filter(Boolean).join(', column ');
  });
}

/** A report names at most this many problems of an unreadable file, then how many more there are. */
const listFileProblemsMaxCount = 50;

function validate(json: unknown, describePath: (path: PropertyKey[]) => string): ReadCoreSetListFileResult {
  const result = institutionCoreSetFileSchema.safeParse(json);
  if (result.success) return { ok: true, file: result.data };
  const { issues } = result.error;
  const problems = issues
    .slice(0, listFileProblemsMaxCount)
    .map((issue) => describeIssue(issue, describePath));
  const more = issues.length - problems.length;
  if (more > 0) problems.push(`… and ${more} more problem(s) of the same kinds`);
  return { ok: false, problems };
}

function describeIssue(issue: z.core.$ZodIssue, describePath: (path: PropertyKey[]) => string): string {
  const where = describePath(issue.path) || '(file)';
  return `${where}: ${issue.message}`;
}

function checkCsvHeader(header: readonly string[]): string[] {
  if (header.length === 0) return ['the file is empty; the first line must be the header'];
  const expected = new Set<string>(coreSetListCsvColumns);
  const problems: string[] = [];
  const missing = coreSetListCsvColumns.filter((column) => !header.includes(column));
  if (missing.length > 0) problems.push(`header: missing column(s) ${missing.join(', ')}`);
  const unknown = header.filter((column) => !expected.has(column));
  if (unknown.length > 0) problems.push(`header: unknown column(s) ${unknown.join(', ')}`);
  const repeated = header.filter((column, index) => header.indexOf(column) !== index);
  if (repeated.length > 0) problems.push(`header: repeated column(s) ${[...new Set(repeated)].join(', ')}`);
  return problems;
}

function setOfCsvRow(header: readonly string[], row: readonly string[]): Record<string, unknown> {
  const cell = (column: string) => (row[header.indexOf(column)] ?? '').trim();
  const countsOf = (list: 'brief' | 'comprehensive') => {
    const cells = countFields.map((field) => cell(`${list}_${field}`));
    if (cells.every((value) => value === '')) return null;
    return Object.fromEntries(countFields.map((field, index) => [field, countOfCell(cells[index]!)]));
  };
  return {
    condition: cell('condition'),
    context: cell('context'),
    group: cell('group'),
    name: { en: cell('name_en'), kr: cell('name_kr') },
    source: cell('source'),
    brief: codesOfCell(cell('brief')),
    comprehensive: codesOfCell(cell('comprehensive')),
    publishedCounts: { brief: countsOf('brief'), comprehensive: countsOf('comprehensive') },
  };
}

/** Codes are separated by spaces (commas and semicolons too, as spreadsheets tend to write them). */
function codesOfCell(value: string): string[] | null {
  const codes = value.split(/[\s,;]+/).filter((code) => code !== '');
  return codes.length > 0 ? codes : null;
}

/** An empty cell is an unknown count; anything but digits is left as text so the schema names the cell. */
function countOfCell(value: string): number | string | null {
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function csvColumnOf(path: readonly PropertyKey[]): string {
  const [field, sub] = path;
  if (field === 'name') return `name_${String(sub)}`;
  if (field === 'publishedCounts') return `${String(sub)}_${String(path[2] ?? '')}`.replace(/_$/, '');
  if (field === 'brief' || field === 'comprehensive') return field;
  return field === undefined ? '' : String(field);
}
