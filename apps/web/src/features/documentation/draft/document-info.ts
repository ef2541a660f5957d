/**
 * Spec §3 "Document info": every field is a string, empty at start, except the evaluation date, which
 * defaults to today (§9). Field names are the API's, including the misspelt `enviromental_factor`.
 *
 * Only the client draft uses this type so far; when the documents issue adds the save request schema to
 * packages/shared, this list should be inferred from that schema instead.
 */
export const documentInfoFields = [
  'client',
  'age',
  'gender',
  'onset',
  'evaluation_date',
  'manager',
  'dx',
  'description',
  'perspective_bf',
  'perspective_ap',
  'enviromental_factor',
  'personal_factor',
] as const;

export type DocumentInfoField = (typeof documentInfoFields)[number];
export type DocumentInfo = Record<DocumentInfoField, string>;

/** The local calendar date as YYYY-MM-DD (not `toISOString()`, which is UTC and can be yesterday). */
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A fresh document: every field empty, the evaluation date today. */
export function emptyDocumentInfo(today: string = todayIsoDate()): DocumentInfo {
  const info = {} as DocumentInfo;
  for (const field of documentInfoFields) info[field] = '';
  info.evaluation_date = today;
  return info;
}

/** Copies the known string fields of `value`; anything else (unknown keys, wrong types) is ignored. */
export function pickDocumentInfo(value: unknown, base: DocumentInfo): DocumentInfo {
  const info = { ...base };
  if (typeof value !== 'object' || value === null) return info;
  const record = value as Record<string, unknown>;
  for (const field of documentInfoFields) {
    const fieldValue = record[field];
    if (typeof fieldValue === 'string') info[field] = fieldValue;
  }
  return info;
}

export function isDocumentInfoField(value: string): value is DocumentInfoField {
  return (documentInfoFields as readonly string[]).includes(value);
}
