import { z } from 'zod';
import { codeEntrySchema } from '../icf/code-entry-schema';
import { interventionsSchema } from '../rehab-cycle/category-plan-schema';
import { defaultCodeEntriesMaxCount, textareaMaxLength } from '../icf/limits';
import type { ServerMessageKey } from '../i18n/server-messages';
import { boundedRecord } from './bounded-record';
import {
  documentIdMax,
  documentInfoFields,
  documentInputMaxLength,
  documentPageDefaultSize,
  documentPageMaxSize,
  documentSetsMaxCount,
  documentTextareaFields,
  isDocumentDate,
  isStorableText,
  type DocumentInfoField,
} from './document-fields';

/**
 * Request and response schemas of the document calls (spec §3, §7): save, the dashboard list, soft delete,
 * import and the saved versions. Issue messages are `ServerMessageKey`s, localized by the server (see auth.ts).
 *
 * Field names are the spec's API contract, including its spelling `enviromental_factor` (sic): the web
 * client, the database column and this schema all keep it, so one word means one thing everywhere.
 */

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

export function storableText(max: number) {
  return z
    .string({
      error: (issue): ServerMessageKey =>
        issue.input === undefined ? 'validation.required' : 'validation.string',
    })
    .max(max, key('validation.max_string'))
    .refine(isStorableText, key('validation.unstorable_text'));
}

function infoFieldSchema(field: DocumentInfoField) {
  const max = (documentTextareaFields as readonly string[]).includes(field)
    ? textareaMaxLength
    : documentInputMaxLength;
  const text = storableText(max);
  return field === 'evaluation_date'
    ? text.refine((value) => value === '' || isDocumentDate(value), key('validation.date_format'))
    : text;
}

/** Each info field is optional in a request and defaults to '' (spec §3: "empty at start"). */
const documentInfoRequestShape = Object.fromEntries(
  documentInfoFields.map((field) => [field, infoFieldSchema(field).default('')]),
) as { [F in DocumentInfoField]: z.ZodDefault<ReturnType<typeof storableText>> };

/** The info fields of a request: each optional, '' when left out, checked for length and storability. */
export const documentInfoRequestSchema = z.object(documentInfoRequestShape);

export const documentInfoSchema = z.object(
  Object.fromEntries(documentInfoFields.map((field) => [field, z.string()])) as {
    [F in DocumentInfoField]: z.ZodString;
  },
);

export const documentIdSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.integer') })
  .int(key('validation.integer'))
  .min(1, key('validation.min_numeric'))
  .max(documentIdMax, key('validation.max_numeric'));

/**
 * A per-code entry (spec §3) as a request carries it: the shared `codeEntrySchema`, with a description and
 * interventions (decision 0034) that must be storable. Its length and the qualifier values legal for the code's kind are checked by
 * `validateCodeEntry` on the server, which also knows which codes exist.
 */
export const documentCodeEntrySchema = codeEntrySchema.extend({
  desc: z.string().refine(isStorableText, key('validation.unstorable_text')),
  interventions: interventionsSchema.refine(isStorableText, key('validation.unstorable_text')).optional(),
});

/** A code key longer than this is no ICF code (b12345 does not exist, d4702 does); a bound, not a rule. */
export const codeKeyMaxLength = 16;

/**
 * A document's code data keyed by category code, at most `maxEntries` of them, counted before any entry is
 * validated (`codeEntriesMaxCount`, derived from the classification the server loaded).
 */
export function documentCodeEntriesSchema(maxEntries: number) {
  return boundedRecord(
    z.string().max(codeKeyMaxLength, key('validation.max_string')),
    documentCodeEntrySchema,
    maxEntries,
    { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.object') },
  );
}

/**
 * `POST /api/document/save`: the info fields at the top level, the selected core sets (ids as
 * `GET /api/set/all` serves them) and the code data keyed by category code. With `id`, the caller's document
 * of that id is replaced (its earlier states stay as versions); without, a new document is created.
 * The server builds it with the code-entry bound of the classification it loaded.
 */
export function saveDocumentRequestSchemaFor(codeEntriesMax: number) {
  return z.object({
    id: documentIdSchema.nullish(),
    /** The caller's client the document belongs to; its display name then fills `client`. */
    client_id: documentIdSchema.nullish(),
    /**
     * With `id`: the version this save started from (decision record 0036). Saved meanwhile by someone else,
     * the changes merge per category and info field; a change to one both changed is a 409 naming both.
     * Without it, the save replaces the document as it stands (as before).
     */
    base_version: documentIdSchema.nullish(),
    ...documentInfoRequestShape,
    sets: z
      .array(storableText(documentInputMaxLength), {
        error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.array'),
      })
      .max(documentSetsMaxCount, key('validation.max_items')),
    data: documentCodeEntriesSchema(codeEntriesMax),
  });
}
export const saveDocumentRequestSchema = saveDocumentRequestSchemaFor(defaultCodeEntriesMaxCount);
export type SaveDocumentRequest = z.infer<typeof saveDocumentRequestSchema>;
/** What a client may send: info fields can be left out. */
export type SaveDocumentRequestInput = z.input<typeof saveDocumentRequestSchema>;

/** Answer of update (soft delete) and of attaching a client. */
export const documentIdResponseSchema = z.object({ id: z.number().int() });
export type DocumentIdResponse = z.infer<typeof documentIdResponseSchema>;

/** Answer of save: the document and the version the save became (the next save's `base_version`). */
export const savedDocumentVersionResponseSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
});
export type SavedDocumentVersionResponse = z.infer<typeof savedDocumentVersionResponseSchema>;

/**
 * One entry both the saver and someone else changed since the save's `base_version`, differently: a category
 * (`part: 'data'`, its `code`) or an info field. `base`, `mine` and `theirs` are its value in the base
 * version, in the save and as saved meanwhile; one that is missing was absent there (a category removed).
 */
const documentSaveConflictSchema = z.discriminatedUnion('part', [
  z.object({
    part: z.literal('data'),
    code: z.string(),
    base: codeEntrySchema.optional(),
    mine: codeEntrySchema.optional(),
    theirs: codeEntrySchema.optional(),
  }),
  z.object({
    part: z.literal('info'),
    field: z.enum(documentInfoFields),
    base: z.string().optional(),
    mine: z.string().optional(),
    theirs: z.string().optional(),
  }),
]);
export type DocumentSaveConflict = z.infer<typeof documentSaveConflictSchema>;

/**
 * The 409 of a save with `base_version` (decision record 0036): nothing was saved. `conflicts` lists what
 * both changed (empty when others kept saving while the server merged: save again); `current_version` is the
 * version they are measured against, the `base_version` of the save that resolves them.
 */
export const documentSaveConflictBodySchema = saveConflictBodySchema(documentSaveConflictSchema);

/**
 * The 409 of a save merged with what was saved meanwhile (an evaluation, 0036; a client's goals, 0034):
 * `code`, the message, the version the conflicts were measured against, and the conflicts.
 */
export function saveConflictBodySchema<Conflict extends z.ZodType>(conflict: Conflict) {
  return z.object({
    code: z.literal('conflict'),
    message: z.string(),
    current_version: z.number().int(),
    conflicts: z.array(conflict),
  });
}

/**
 * A cursor holds at most a 1000-character description, JSON-escaped (a control character takes 6 bytes), in
 * base64url (4 characters for 3 bytes), and a few small fields.
 */
const documentCursorMaxLength = 8400;

/** The columns the dashboard may sort by; anything else is a 422 and never reaches SQL. */
export const documentOrderColumns = ['id', 'client', 'description', 'created_at', 'updated_at'] as const;
export type DocumentOrderColumn = (typeof documentOrderColumns)[number];
export const documentOrderDirections = ['asc', 'desc'] as const;
export type DocumentOrderDirection = (typeof documentOrderDirections)[number];

/** A positive whole number, as a JSON number or as the digits of a query string. */
export function pageNumber(max: number) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^[0-9]+$/)
          .transform(Number),
      ],
      key('validation.integer'),
    )
    .pipe(
      z
        .number()
        .int(key('validation.integer'))
        .min(1, key('validation.min_numeric'))
        .max(max, key('validation.max_numeric')),
    );
}

/**
 * `GET /api/document/all?page&per_page&order_by_column&order_by` (spec §7). Defaults (spec §9): page 1,
 * 10 per page, newest first. `per_page` above 100 is a 422, not silently clamped, so a client never shows a
 * page that is shorter than it asked for without knowing why.
 */
export const documentListQuerySchema = z.object({
  page: pageNumber(Number.MAX_SAFE_INTEGER).default(1),
  per_page: pageNumber(documentPageMaxSize).default(documentPageDefaultSize),
  order_by_column: z.enum(documentOrderColumns, key('validation.in')).default('created_at'),
  order_by: z.enum(documentOrderDirections, key('validation.in')).default('desc'),
  /** Only the documents of this client of the caller. */
  client_id: pageNumber(documentIdMax).optional(),
  /** A team's documents instead of the caller's own (decision record 0033); the caller must be a member. */
  team_id: pageNumber(documentIdMax).optional(),
  /**
   * A page's `next_cursor` or `prev_cursor`, with the same ordering and `per_page`, and a `page` on its side
   * (decision record 0047): the page is then read on from that place instead of counted from an end.
   */
  cursor: z
    .string(key('validation.string'))
    .max(documentCursorMaxLength, key('validation.max_string'))
    .optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;
export type DocumentListQueryInput = z.input<typeof documentListQuerySchema>;

/** Spec §3 "Saved document": one dashboard row. Timestamps are ISO 8601. */
export const documentSummarySchema = z.object({
  id: z.number().int(),
  client: z.string(),
  /** The client record the document belongs to, if any. */
  client_id: z.number().int().nullable(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/** Spec §3 "Document page". `from`/`to` number the rows shown (1-based) and are null on an empty page. */
export const documentPageSchema = z.object({
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int(),
  /**
   * Where the next page starts and the previous one ends, as `cursor` for the next call (decision record
   * 0047); null at the end of the list. Opaque: only this server reads them.
   */
  next_cursor: z.string().nullable().optional(),
  prev_cursor: z.string().nullable().optional(),
  data: z.array(documentSummarySchema),
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

/** `POST /api/document/update`: only `column: 'deleted_at'` exists; it soft-deletes the document. */
export const updateDocumentRequestSchema = z.object({
  id: documentIdSchema,
  column: z.literal('deleted_at', {
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.in'),
  }),
});
export type UpdateDocumentRequest = z.infer<typeof updateDocumentRequestSchema>;

/**
 * `GET /api/document/{id}` (import): everything the editor needs to restore a saved document, exactly as it
 * was saved. `version` counts the saves (1 after the first).
 */
export const savedDocumentSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  info: documentInfoSchema,
  sets: z.array(z.string()),
  data: z.record(z.string(), codeEntrySchema),
  created_at: z.string(),
  updated_at: z.string(),
  /** The client record the document belongs to, if any. */
  client_id: z.number().int().nullable().optional(),
});
export type SavedDocument = z.infer<typeof savedDocumentSchema>;

/**
 * `GET /api/document/{id}/versions`: every saved state, newest first, with what tells them apart in a list:
 * the description saved with it and how many codes it rates (at least one qualifier given).
 */
export const documentVersionListSchema = z.object({
  data: z.array(
    z.object({
      version: z.number().int(),
      created_at: z.string(),
      description: z.string(),
      rated_codes: z.number().int(),
      author: z
        .string()
        .nullable()
        .describe('who saved the version; null once that account is erased (decision record 0033)'),
      by_you: z.boolean().describe('whether the caller saved (or restored) it'),
      restored_from: z
        .number()
        .int()
        .nullable()
        .describe('the version it restored, when a restore made it; null for a save'),
    }),
  ),
});

/**
 * `GET /api/document/{id}/versions?after=N`: only the versions newer than N, so a write screen at version N
 * learns in one small answer whether the document moved on, and who moved it (decision record 0036).
 */
export const documentVersionListQuerySchema = z.object({
  after: pageNumber(documentIdMax).optional(),
});
export type DocumentVersionList = z.infer<typeof documentVersionListSchema>;

/** `GET /api/document/{id}/versions/{version}`: one saved state, shaped like the import answer. */
export const documentVersionSchema = savedDocumentSchema.omit({ updated_at: true });
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/**
 * `POST /api/document/{id}/versions/{version}/restore`: the saved state of that version becomes the newest
 * version of the document; nothing is overwritten. Answers the new version's number.
 */
export const restoredDocumentVersionSchema = z.object({ id: z.number().int(), version: z.number().int() });
export type RestoredDocumentVersion = z.infer<typeof restoredDocumentVersionSchema>;
