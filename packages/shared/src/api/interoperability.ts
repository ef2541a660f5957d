import { z } from 'zod';
import type { ComponentLetter } from '../icf/code-kind';
import { defaultCodeEntriesMaxCount } from '../icf/limits';
import { exportEn } from '../i18n/en/export';
import type { ServerMessageKey } from '../i18n/server-messages';
import { pageNumber } from './documents';
import { documentIdMax } from './document-fields';

/**
 * The interoperability calls (decision records 0019, 0020): a document as a FHIR R4 Bundle and back, and every document's ratings
 * as CSV. The Bundle's own content rules live in `fhir/` (export and import); these schemas are the HTTP
 * contract the OpenAPI description is generated from.
 */

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

/** `GET /api/document/{id}/fhir?include_name=true`: the Patient is pseudonymous unless the name is asked for. */
export const fhirExportQuerySchema = z.object({
  include_name: z.enum(['true', 'false'], key('validation.in')).default('false'),
});

/**
 * A FHIR R4 Bundle of type `collection` as the export writes it and the import reads it: a Patient, a
 * Composition (the info fields as narrative) and one Observation per category. Described loosely here; the
 * import checks every part (`fhirBundleToDocument`) and the tests check exports with a FHIR validator.
 */
export const fhirBundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  identifier: z.looseObject({ system: z.string(), value: z.string() }).optional(),
  type: z.literal('collection'),
  timestamp: z.string().optional(),
  entry: z
    .array(
      z.looseObject({
        fullUrl: z.string().optional(),
        resource: z.looseObject({ resourceType: z.enum(['Patient', 'Composition', 'Observation']) }),
      }),
    )
    // A Patient, a Composition and one Observation per category (`codeEntriesMaxCount`).
    .max(defaultCodeEntriesMaxCount + 2),
});

/** `GET /api/client/{id}/fhir`: a client's series (decision record 0048), described as loosely. */
export const fhirSeriesBundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  identifier: z.looseObject({ system: z.string(), value: z.string() }),
  type: z.literal('collection'),
  timestamp: z.string(),
  entry: z.array(
    z.looseObject({
      fullUrl: z.string(),
      resource: z.looseObject({ resourceType: z.enum(['Patient', 'Goal', 'Composition', 'Observation']) }),
    }),
  ),
});

/**
 * `GET /api/fhir/CodeSystem/{id}`: one of the project's own vocabularies as a FHIR R4 CodeSystem, public, at
 * the address that is its canonical `url` (decision record 0048). Described loosely, like the Bundle.
 */
export const fhirCodeSystemSchema = z.looseObject({
  resourceType: z.literal('CodeSystem'),
  id: z.string(),
  url: z.string(),
  name: z.string(),
  title: z.string(),
  status: z.literal('active'),
  content: z.literal('complete'),
  concept: z.array(z.looseObject({ code: z.string(), display: z.string() })),
});

/**
 * `POST /api/document/import-fhir` answers the new document's id (201), or, for a Bundle whose identifier the
 * user imported before, the id of the document that import made (200, `existing: true`; decision record 0048).
 */
export const fhirImportResponseSchema = z.object({ id: z.number().int(), existing: z.boolean() });
export type FhirImportResponse = z.infer<typeof fhirImportResponseSchema>;

/**
 * `POST /api/client/import-fhir` answers the client's id (a new one, or the account's client the Patient
 * identifier names), whether nothing new was stored (`existing`, 200), and the documents of the series'
 * evaluations in the Bundle's order, made now or found from before (decision record 0048).
 */
export const fhirSeriesImportResponseSchema = fhirImportResponseSchema.extend({
  document_ids: z.array(z.number().int()),
});
export type FhirSeriesImportResponse = z.infer<typeof fhirSeriesImportResponseSchema>;

/**
 * `GET /api/document/export.csv?client_id`: every live document of the caller, or only those of one of the
 * caller's clients (decision 0018; another user's client is a 404, as in the client calls).
 */
export const documentCsvQuerySchema = z.object({ client_id: pageNumber(documentIdMax).optional() });

/** The CSV columns, in order (one row per document × rated category). */
export const documentCsvColumns = [
  'document_id',
  'client',
  'evaluation_date',
  'code',
  'component',
  'title_en',
  'title_ko',
  'q1',
  'q2',
  'q3',
  'sources',
  'description',
] as const;
export type DocumentCsvColumn = (typeof documentCsvColumns)[number];

/** The `component` column: the English name of the category's component. */
export const csvComponentNames: Record<ComponentLetter, string> = {
  b: exportEn['component.b'],
  s: exportEn['component.s'],
  d: exportEn['component.d'],
  e: exportEn['component.e'],
};
