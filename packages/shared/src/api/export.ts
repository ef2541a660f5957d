import { z } from 'zod';
import { defaultCodeEntriesMaxCount } from '../icf/limits';
import type { ServerMessageKey } from '../i18n/server-messages';
import { boundedRecord } from './bounded-record';
import {
  documentCodeEntriesSchema,
  documentIdSchema,
  documentInfoRequestSchema,
  storableText,
} from './documents';
import {
  documentInputMaxLength,
  documentSetsMaxCount,
  isStorableText,
  type DocumentInfoField,
} from './document-fields';

/**
 * `POST /api/document/download` and `POST /api/document/copy` (spec §7): the document as the write screen holds
 * it, sent as form data whose parts are JSON (`info`, `data`, `sets`, `message`) plus, for download, the form
 * `number`. Nothing is stored, so visitors may call both.
 */

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

/** Spec §9: 1 with definitions, 2 without, 3 assessment sheet, 4 functioning profile. */
export const downloadFormNumbers = [1, 2, 3, 4] as const;
export type DownloadFormNumber = (typeof downloadFormNumbers)[number];
const assessmentSheetFormNumber = 3 satisfies DownloadFormNumber;

/** Spec §2: the assessment sheet needs the client's perspectives and the personal factors. */
const assessmentSheetRequiredFields = [
  'perspective_bf',
  'perspective_ap',
  'personal_factor',
] as const satisfies readonly DocumentInfoField[];

/** A core set as the download shows it: its name in both languages (spec §7). */
const exportSetSchema = z.object({
  name: storableText(documentInputMaxLength),
  name_translation: storableText(documentInputMaxLength).default(''),
});

/** At most this many message keys, each label at most this long: a catalogue, not a payload. */
export const exportMessagesMaxCount = 5000;
const exportMessageMaxLength = 2000;

/**
 * The current locale's messages (spec §7 `message`): the labels the PDF and the text use. Keys the server does
 * not know are ignored, and what the client leaves out comes from the server's own catalogue.
 */
const exportMessagesSchema = boundedRecord(
  z.string().max(200, key('validation.max_string')),
  z
    .string()
    .max(exportMessageMaxLength, key('validation.max_string'))
    .refine(isStorableText, key('validation.unstorable_text')),
  exportMessagesMaxCount,
  key('validation.object'),
);

/**
 * The saved document the content is of, when the screen shows one (a form field: digits). It is no part of the
 * PDF or the text: a signed-in caller who may read that team document is named in the team's access log
 * (decision record 0033). Content and id are the caller's word, as the content always was.
 */
const exportedDocumentIdSchema = z
  .string(key('validation.integer'))
  .regex(/^[0-9]{1,10}$/, key('validation.integer'))
  .transform(Number)
  .pipe(documentIdSchema)
  .optional();

/** The server builds it with the code-entry bound of the classification it loaded (`codeEntriesMaxCount`). */
export function copyDocumentRequestSchemaFor(codeEntriesMax: number) {
  return z.object({
    info: documentInfoRequestSchema.default(() => documentInfoRequestSchema.parse({})),
    data: documentCodeEntriesSchema(codeEntriesMax),
    sets: z
      .array(exportSetSchema, {
        error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.array'),
      })
      .max(documentSetsMaxCount, key('validation.max_items'))
      .default([]),
    message: exportMessagesSchema.default({}),
    document_id: exportedDocumentIdSchema,
  });
}
export const copyDocumentRequestSchema = copyDocumentRequestSchemaFor(defaultCodeEntriesMaxCount);
export type CopyDocumentRequest = z.infer<typeof copyDocumentRequestSchema>;

const formNumberSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^[0-9]+$/)
        .transform(Number),
    ],
    {
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.in'),
    },
  )
  .pipe(
    z
      .number()
      .refine((value) => (downloadFormNumbers as readonly number[]).includes(value), key('validation.in')),
  )
  .transform((value) => value as DownloadFormNumber);

export function downloadDocumentRequestSchemaFor(codeEntriesMax: number) {
  return copyDocumentRequestSchemaFor(codeEntriesMax)
    .extend({ number: formNumberSchema })
    .superRefine((request, context) => {
      if (request.number !== assessmentSheetFormNumber) return;
      for (const field of assessmentSheetRequiredFields) {
        if (request.info[field].trim() === '') {
          context.addIssue({ code: 'custom', path: ['info', field], message: 'validation.required' });
        }
      }
    });
}

/** The parts of the form data that carry JSON. */
export const exportJsonParts = ['info', 'data', 'sets', 'message'] as const;

/** `POST /api/document/download` answers the PDF, base64-encoded (spec §7). */
export const downloadDocumentResponseSchema = z.object({ pdf: z.string() });
export type DownloadDocumentResponse = z.infer<typeof downloadDocumentResponseSchema>;
