import { documentInfoFields, type DocumentInfo } from '@icf/shared';

/**
 * Spec §3 "Document info" on the client: the field list and type are the shared API contract
 * (`packages/shared/src/api/documents.ts`); here only what a draft needs: the defaults and a tolerant reader.
 */
export { documentInfoFields, type DocumentInfo, type DocumentInfoField } from '@icf/shared';

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
