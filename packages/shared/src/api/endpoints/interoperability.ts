import { defineEndpoints } from '../endpoint-contract';
import { fhirImportBodyMaxBytes } from './body-limits';
import { attachmentHeaders } from './attachment-headers';
import { z } from 'zod';
import {
  documentCsvQuerySchema,
  fhirBundleSchema,
  fhirCodeSystemSchema,
  fhirSeriesBundleSchema,
  fhirExportQuerySchema,
  projectCodeSystemIds,
  fhirImportResponseSchema,
  fhirSeriesImportResponseSchema,
  fhirBulkResourceTypes,
  fhirSeriesEvaluationsMax,
  idempotencyKeyHeadersSchema,
  idempotentReplayedHeader,
} from '../../index';

/** FHIR R4 and CSV in and out (decision records 0019, 0020, 0048). One contract per call (decision record 0059). */
export const interoperabilityEndpoints = defineEndpoints({
  // Interoperability (decision records 0019, 0020).
  exportDocumentsCsv: {
    method: 'get',
    path: '/document/export.csv',
    tag: 'Interoperability',
    summary: 'Every document’s rated categories as CSV (UTF-8 with BOM, streamed), optionally of one client',
    access: 'export',
    query: documentCsvQuerySchema,
    errors: [404],
    responses: {
      200: {
        description: 'One row per document × rated category.',
        contentType: 'text/csv',
        headers: attachmentHeaders('icf-documents-2026-01-31.csv'),
        schema: z.string(),
      },
    },
  },
  exportDocumentFhir: {
    method: 'get',
    path: '/document/:id/fhir',
    tag: 'Interoperability',
    summary: 'A document as a FHIR R4 Bundle (pseudonymous unless include_name=true)',
    access: 'export',
    query: fhirExportQuerySchema,
    responses: {
      200: {
        description: 'A FHIR R4 Bundle of type collection.',
        contentType: 'application/fhir+json',
        headers: attachmentHeaders('icf-document-42.fhir.json'),
        schema: fhirBundleSchema,
      },
    },
  },
  importDocumentFhir: {
    method: 'post',
    path: '/document/import-fhir',
    tag: 'Interoperability',
    summary: 'Create a document from a FHIR R4 Bundle as the export writes it',
    access: 'documents:write',
    bodyLimit: { maxBytes: fhirImportBodyMaxBytes, message: 'document.too_large' },
    description:
      'With an `Idempotency-Key` header, as for the save, a retry of an import whose answer was lost is ' +
      'stored once (decision record 0042): the same key and Bundle get the first answer again, marked ' +
      '`Idempotent-Replayed: true`; the same key with another Bundle is a 422 naming the header. A Bundle ' +
      'whose `identifier` the caller imported before makes nothing new: the answer is 200 with the id of ' +
      'the document the first import made and `existing: true` (decision record 0048). Bundles exported ' +
      'before the project published its code systems (URN systems, every qualifier a `valueInteger`) import too.',
    headers: idempotencyKeyHeadersSchema,
    body: fhirBundleSchema,
    errors: [409, 413],
    responses: {
      200: {
        description: 'The Bundle was imported before: the id of the document that import made.',
        schema: fhirImportResponseSchema,
      },
      201: {
        description: 'Created; or, for a repeated `Idempotency-Key`, the first answer again.',
        schema: fhirImportResponseSchema,
        headers: {
          [idempotentReplayedHeader]: {
            description: '`true` when this is the stored answer of an earlier request with the same key.',
            schema: { type: 'string', enum: ['true'] },
          },
        },
      },
    },
  },
  exportClientSeriesFhir: {
    method: 'get',
    path: '/client/:id/fhir',
    tag: 'Interoperability',
    summary: 'A client’s series as one FHIR R4 Bundle (pseudonymous unless include_name=true)',
    access: 'export',
    description:
      'One Patient (the client’s stable identifier), the client’s goals as Goal resources, and every live ' +
      'evaluation in date order as the document export writes it: a Composition listing its Observations, ' +
      'and each category’s intervention target as a Goal addressing its Observation (decision record 0048).',
    query: fhirExportQuerySchema,
    responses: {
      200: {
        description: 'A FHIR R4 Bundle of type collection.',
        contentType: 'application/fhir+json',
        schema: fhirSeriesBundleSchema,
      },
    },
  },
  importClientSeriesFhir: {
    method: 'post',
    path: '/client/import-fhir',
    tag: 'Interoperability',
    summary:
      'Create a client, its goals and its evaluations from a client’s series Bundle as the export writes it',
    access: 'documents:write',
    bodyLimit: { maxBytes: fhirImportBodyMaxBytes, message: 'document.too_large' },
    description:
      'The Bundle `GET /api/client/{id}/fhir` writes (decision record 0048), into the caller’s client the ' +
      'Patient identifier names (own, a team’s, or one an earlier import made from that Patient; its goals ' +
      'set stay, the ones it lacks are filled), else into a new client named as the Patient is (or with the ' +
      'neutral word for a client when the series is pseudonymous). Each evaluation becomes a document of ' +
      'that client with its intervention targets and goal relations, checked as ' +
      '`POST /api/document/import-fhir` checks a document, unless the client already holds it (the ' +
      'Composition identifier names the client’s document, or one an earlier import made from it); all of ' +
      `it is stored, or nothing. At most ${fhirSeriesEvaluationsMax} evaluations. A Bundle whose ` +
      '`identifier` the caller imported before, or whose every evaluation the client holds, makes nothing ' +
      'new: 200 with `existing: true`. `Idempotency-Key` works as on the document import.',
    headers: idempotencyKeyHeadersSchema,
    body: fhirSeriesBundleSchema,
    errors: [409, 413],
    responses: {
      200: {
        description:
          'Nothing new was stored: the Bundle, or every evaluation of it, was imported before (or is the ' +
          'client’s own); the client’s id and the documents of its evaluations.',
        schema: fhirSeriesImportResponseSchema,
      },
      201: {
        description:
          'Stored (the id is the client’s, new or the one the Patient identifier names; `document_ids` the ' +
          'evaluations’ documents, made or found); or, for a repeated `Idempotency-Key`, the first answer again.',
        schema: fhirSeriesImportResponseSchema,
        headers: {
          [idempotentReplayedHeader]: {
            description: '`true` when this is the stored answer of an earlier request with the same key.',
            schema: { type: 'string', enum: ['true'] },
          },
        },
      },
    },
  },
  exportAccountFhirBulk: {
    method: 'get',
    path: '/fhir/$export',
    tag: 'Interoperability',
    summary:
      'The account’s own data as FHIR Bulk Data NDJSON in one ZIP (pseudonymous unless include_name=true)',
    access: 'export',
    description:
      'A synchronous take on the Bulk Data Access IG’s system export (decision record 0048): one ZIP, ' +
      `streamed, holding one NDJSON file per resource type that has a resource (${fhirBulkResourceTypes.map((type) => `\`${type}.ndjson\``).join(', ')}), ` +
      'one resource per line, and `manifest.json` in the shape of the IG’s completed-export answer ' +
      '(`transactionTime`, `request`, `requiresAccessToken`, `output` with each file’s `type`, `url` relative ' +
      'to the archive and `count`, `error`). The resources are those of each own client’s series and each own ' +
      'document without a client, as the Bundle exports write them, each with an `id` and referring to the ' +
      'others as `Type/id`. Five a hour per account, as the account export.',
    query: fhirExportQuerySchema,
    errors: [429],
    responses: {
      200: {
        description: 'A ZIP archive of NDJSON files and their manifest.',
        contentType: 'application/zip',
        headers: attachmentHeaders('icf-fhir-export-2026-01-31.zip'),
        schema: z.string(),
      },
    },
  },
  getFhirCodeSystem: {
    method: 'get',
    path: '/fhir/CodeSystem/:id',
    tag: 'Interoperability',
    summary: 'One of the project’s own FHIR code systems, at its canonical URL (ETag, 304)',
    access: 'public',
    description:
      'The vocabularies a FHIR export uses besides the ICF (decision record 0048), each a FHIR R4 ' +
      'CodeSystem whose `url` is the address it is served at: ' +
      projectCodeSystemIds.map((id) => `\`${id}\``).join(', ') +
      '. Public and cacheable, so a receiving system can read what a component or section code means.',
    errors: [404],
    responses: {
      200: {
        description: 'A FHIR R4 CodeSystem resource.',
        contentType: 'application/fhir+json',
        schema: fhirCodeSystemSchema,
      },
      304: { description: 'Not modified (If-None-Match matched).' },
    },
  },
});
