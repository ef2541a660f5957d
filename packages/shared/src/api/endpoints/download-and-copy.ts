import { defineEndpoints } from '../endpoint-contract';
import { z } from 'zod';
import { downloadDocumentResponseSchema, exportDocumentBodyMaxBytes } from '../../index';

/** The form fields of the download and copy calls (spec §7): each a JSON text, `number` the form 1–4. */
const exportFormFields = {
  info: z.string().describe('The document info fields, as JSON.'),
  data: z.string().describe('The code data keyed by category code, as JSON.'),
  sets: z.string().describe('The selected core sets (name, name_translation), as JSON.'),
  message: z.string().describe('The current locale’s messages, as JSON.'),
  document_id: z
    .string()
    .regex(/^[0-9]+$/)
    .optional()
    .describe(
      'The saved document the content is of, if any. A signed-in caller who may read that team document is named ' +
        'in the team’s access log; it changes nothing in the answer.',
    ),
};

/** The PDF forms and the text copy of a document sent in the body (spec §7). One contract per call (decision record 0059). */
export const downloadAndCopyEndpoints = defineEndpoints({
  // Download and copy (spec §7).
  downloadDocumentPdf: {
    method: 'post',
    path: '/document/download',
    tag: 'Download and copy',
    summary: 'A PDF form of the document (base64)',
    access: 'public',
    bodyLimit: { maxBytes: exportDocumentBodyMaxBytes, message: 'document.too_large' },
    errors: [413, 429, 503],
    body: {
      contentType: 'multipart/form-data',
      schema: z.object({ ...exportFormFields, number: z.string().describe('The form, 1 to 4.') }),
    },
    responses: { 200: downloadDocumentResponseSchema },
  },
  copyDocumentText: {
    method: 'post',
    path: '/document/copy',
    tag: 'Download and copy',
    summary: 'The document as plain text',
    access: 'public',
    bodyLimit: { maxBytes: exportDocumentBodyMaxBytes, message: 'document.too_large' },
    errors: [413, 429],
    body: { contentType: 'multipart/form-data', schema: z.object(exportFormFields) },
    responses: {
      200: { description: 'The document as text.', contentType: 'text/plain', schema: z.string() },
    },
  },
});
