import { isCalendarDate } from '../icf/calendar-date';

/**
 * The document's fields and limits (spec §3, §9) without their schemas (documents.ts), so the web app's first
 * screens use them without evaluating zod (decision record 0039).
 */

/** Spec §3 "Document info", in form order. Every field is a string, empty at start. */
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

/** The free-text fields (spec §5, §9: textareas hold at most 1000 characters); the others are one-line inputs. */
export const documentTextareaFields = [
  'description',
  'perspective_bf',
  'perspective_ap',
  'enviromental_factor',
  'personal_factor',
] as const satisfies readonly DocumentInfoField[];
export const documentInputMaxLength = 255;

/** At most this many core sets per document (far more than are served; it only bounds the request). */
export const documentSetsMaxCount = 100;
/** Document ids are PostgreSQL `integer`s. */
export const documentIdMax = 2_147_483_647;
/** Spec §9: the dashboard shows 10 documents per page unless asked otherwise; a page holds at most 100. */
export const documentPageDefaultSize = 10;
export const documentPageMaxSize = 100;

/**
 * PostgreSQL stores neither NUL characters nor unpaired UTF-16 surrogates in text or jsonb; refusing them
 * here keeps "what was saved is exactly what comes back" true and the database error out of the answer.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !/\p{Cs}/u.test(value);
}

/** Spec §9: YYYY-MM-DD, and a day that exists. Empty is allowed: every info field may be left empty. */
export const isDocumentDate = isCalendarDate;
