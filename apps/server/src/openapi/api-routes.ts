import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  codeMapSchema,
  coreSetGroupsSchema,
  createPersonalCoreSetRequestSchema,
  deleteAccountRequestSchema,
  deletedPersonalCoreSetSchema,
  documentCsvQuerySchema,
  documentIdResponseSchema,
  documentSaveConflictBodySchema,
  savedDocumentVersionResponseSchema,
  documentListQuerySchema,
  documentPageSchema,
  documentVersionListSchema,
  documentVersionListQuerySchema,
  documentVersionSchema,
  downloadDocumentResponseSchema,
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
  forgotPasswordRequestSchema,
  loginRequestSchema,
  personalCoreSetSchema,
  registerRequestSchema,
  requestSuggestionResponseSchema,
  resetPasswordRequestSchema,
  restoredDocumentVersionSchema,
  saveDocumentRequestSchema,
  savedDocumentSchema,
  siteInfoSchema,
  statusResponseSchema,
  suggestionListSchema,
  suggestionPreviewSchema,
  tokenResponseSchema,
  updateDocumentRequestSchema,
  updatePersonalCoreSetRequestSchema,
  userSchema,
} from '@icf/shared';
import { adminRoutes } from './admin-routes';
import { apiTokenRoutes } from './api-token-routes';
import { clientRoutes } from './client-routes';
import { documentRatingRoutes } from './document-rating-routes';
import { attachmentHeaders, describeRoute, type RouteDescription } from './describe-route';
import { selfReportRoutes } from './self-report-routes';
import { teamRoutes } from './team-routes';

/** The form fields of the download and copy calls (spec §7): each a JSON text, `number` the form 1–4. */
const exportFormFields = {
  info: z.string().describe('The document info fields, as JSON.'),
  data: z.string().describe('The code data keyed by category code, as JSON.'),
  sets: z.string().describe('The selected core sets (name, name_translation), as JSON.'),
  message: z.string().describe('The current locale’s messages, as JSON.'),
};

/** A personal set's id as `GET /api/set/all` serves it (`personal-12`), or the bare number. */
const personalCoreSetIdParams = { id: z.string().regex(/^(?:personal-)?[1-9][0-9]{0,9}$/) };

/**
 * Every route the server answers, as the OpenAPI description shows it. Adding a route to the server means
 * adding one entry here; `test/openapi/openapi.test.ts` fails while a served route is missing.
 */
export const apiRoutes: RouteDescription[] = [
  // Reference data and site.
  {
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: 'Reference data',
    summary: 'This description (OpenAPI 3.1)',
    access: 'public',
    responses: {
      200: {
        description: 'The OpenAPI 3.1 description of the API.',
        schema: z.record(z.string(), z.unknown()),
      },
    },
  },
  {
    method: 'get',
    path: '/docs',
    operationId: 'getApiReference',
    tag: 'Reference data',
    summary: 'This description as a web page (Redoc, served from this server)',
    access: 'public',
    responses: {
      200: { description: 'The reference page.', contentType: 'text/html', schema: z.string() },
    },
  },
  {
    method: 'get',
    path: '/docs/:file',
    operationId: 'getApiReferenceScript',
    tag: 'Reference data',
    summary: 'A script of the reference page (redoc.standalone.js or reference.js)',
    access: 'public',
    params: { file: z.enum(['redoc.standalone.js', 'reference.js']) },
    responses: {
      200: { description: 'The script.', contentType: 'text/javascript', schema: z.string() },
      304: { description: 'Not modified (If-None-Match matched).' },
    },
  },
  {
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    tag: 'Reference data',
    summary: 'Health: answers when the database answers',
    access: 'public',
    responses: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
  },
  {
    method: 'get',
    path: '/health/ready',
    operationId: 'getReadiness',
    tag: 'Reference data',
    summary: 'Readiness: the database answers and its schema is this build’s (for load balancers)',
    access: 'public',
    responses: {
      200: z.object({
        status: z.literal('ready'),
        database: z.enum(['pglite', 'postgres']),
        /** The number of migrations the database records, which equals the build's. */
        schemaVersion: z.number().int().min(1),
      }),
      503: {
        description:
          'Not ready: the database does not answer, or its migrations differ from the ones this build ships.',
        schema: z.object({
          status: z.literal('not_ready'),
          reason: z.enum(['database_unreachable', 'migrations_pending']),
          database: z.enum(['pglite', 'postgres']),
        }),
      },
    },
  },
  {
    method: 'get',
    path: '/site',
    operationId: 'getSiteInfo',
    tag: 'Reference data',
    summary: 'The operator’s contacts for the footer',
    access: 'public',
    responses: { 200: siteInfoSchema },
  },
  {
    method: 'get',
    path: '/code/all',
    operationId: 'listCodes',
    tag: 'Reference data',
    summary: 'Every ICF code keyed by code (ETag, 304)',
    access: 'public',
    responses: { 200: codeMapSchema, 304: { description: 'Not modified (If-None-Match matched).' } },
  },
  {
    method: 'get',
    path: '/set/all',
    operationId: 'listCoreSets',
    tag: 'Reference data',
    summary: 'The core sets, grouped (with the caller’s own sets when signed in)',
    access: 'public',
    responses: { 200: coreSetGroupsSchema, 304: { description: 'Not modified (If-None-Match matched).' } },
  },
  {
    method: 'get',
    path: '/sanctum/csrf-cookie',
    operationId: 'getCsrfCookie',
    tag: 'Account',
    summary: 'A fresh XSRF-TOKEN cookie',
    access: 'public',
    responses: { 204: { description: 'The XSRF-TOKEN cookie is set.' } },
  },

  // Accounts (spec §7).
  {
    method: 'post',
    path: '/login',
    operationId: 'login',
    tag: 'Account',
    summary: 'Sign in',
    access: 'public',
    body: loginRequestSchema,
    errors: [429],
    responses: { 200: tokenResponseSchema },
  },
  {
    method: 'post',
    path: '/register',
    operationId: 'register',
    tag: 'Account',
    summary: 'Create an account',
    access: 'public',
    body: registerRequestSchema,
    errors: [429],
    responses: { 200: tokenResponseSchema },
  },
  {
    method: 'get',
    path: '/user',
    operationId: 'getCurrentUser',
    tag: 'Account',
    summary: 'The signed-in user',
    access: 'any-token',
    responses: { 200: userSchema },
  },
  {
    method: 'post',
    path: '/logout',
    operationId: 'logout',
    tag: 'Account',
    summary: 'Sign out (revokes the token)',
    access: 'account',
    responses: { 204: { description: 'Signed out.' } },
  },
  {
    method: 'patch',
    path: '/settings/password',
    operationId: 'changePassword',
    tag: 'Account',
    summary: 'Change the password',
    access: 'account',
    body: changePasswordRequestSchema,
    errors: [429],
    responses: { 200: statusResponseSchema },
  },
  // The person's rights over their data (decision record 0028).
  {
    method: 'get',
    path: '/settings/export',
    operationId: 'exportAccountData',
    tag: 'Account',
    summary:
      'Everything the account holds as one ZIP (streamed): FHIR, CSV, versions, clients, goals, sets, suggestions, feedback',
    access: 'account',
    errors: [429],
    responses: {
      200: {
        description: 'A ZIP archive; its README.txt, in the caller’s language, says what each file is.',
        contentType: 'application/zip',
        headers: attachmentHeaders('icf-my-data-2026-01-31.zip'),
        schema: z.string(),
      },
    },
  },
  {
    method: 'delete',
    path: '/settings/account',
    operationId: 'deleteAccount',
    tag: 'Account',
    summary: 'Erase the account and all its data, confirmed with the password and the e-mail',
    access: 'account',
    body: deleteAccountRequestSchema,
    // 409: the last owner of a team hands it over or deletes it first (decision record 0033).
    errors: [409, 429],
    responses: { 200: statusResponseSchema },
  },
  {
    method: 'post',
    path: '/forgot-password',
    operationId: 'requestPasswordReset',
    tag: 'Account',
    summary: 'Mail a password reset link',
    access: 'public',
    body: forgotPasswordRequestSchema,
    errors: [429],
    responses: { 200: statusResponseSchema },
  },
  {
    method: 'post',
    path: '/reset-password',
    operationId: 'resetPassword',
    tag: 'Account',
    summary: 'Reset the password with a mailed token',
    access: 'public',
    body: resetPasswordRequestSchema,
    responses: { 200: statusResponseSchema },
  },
  {
    method: 'get',
    path: '/email/verify/:id/:hash',
    operationId: 'verifyEmail',
    tag: 'Account',
    summary: 'Verify the e-mail address (signed link)',
    access: 'public',
    params: {
      id: z.number().int().min(1).describe('The account’s id.'),
      hash: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .describe('SHA-256 of the lower-cased e-mail address, hex.'),
    },
    query: z.object({ expires: z.string(), signature: z.string() }),
    errors: [403],
    responses: { 200: statusResponseSchema },
  },
  {
    method: 'post',
    path: '/email/verification-notification',
    operationId: 'resendVerificationEmail',
    tag: 'Account',
    summary: 'Send the verification mail again',
    access: 'account',
    errors: [429],
    responses: { 200: statusResponseSchema },
  },

  // Documents (spec §3, §7).
  {
    method: 'get',
    path: '/document/all',
    operationId: 'listDocuments',
    tag: 'Documents',
    summary: 'One page of the dashboard list: the caller’s own documents, or with `team_id` a team’s',
    access: 'documents:read',
    query: documentListQuerySchema,
    errors: [404],
    responses: { 200: documentPageSchema },
  },
  {
    method: 'post',
    path: '/document/save',
    operationId: 'saveDocument',
    tag: 'Documents',
    summary: 'Save a new document, or a new version of one',
    access: 'documents:write',
    description:
      'With an `Idempotency-Key` header, a retry of a save whose answer was lost is stored once (decision ' +
      "records 0031, 0042; the answer is recorded in the save's own transaction): the same key and body from the same account get the first answer again, marked " +
      '`Idempotent-Replayed: true`, without a second document or version. The same key with another body is ' +
      'a 422 naming the header; a repeat while the first is still being handled is a 409 (try again).\n\n' +
      'With `id` and `base_version` (the version the save started from; decision record 0036), a document ' +
      'saved meanwhile by someone else is not overwritten: the changes since `base_version` merge with it per ' +
      'category, per info field and per core set, and the merge is saved as the next version. An entry both ' +
      'changed differently is a 409 `conflict` that names each one (`conflicts`: base, mine and theirs) and ' +
      'the `current_version`; nothing is saved. Saving again with `base_version` = `current_version` and the ' +
      'chosen values resolves it. A `base_version` the document never had is a 422. Without `base_version` ' +
      'the save replaces the document as it stands.',
    headers: idempotencyKeyHeadersSchema,
    body: saveDocumentRequestSchema,
    errors: [404, 409, 413],
    errorAnswers: {
      409: {
        description:
          'Someone saved the document since `base_version` and changed the same entries (`conflicts`), or ' +
          'others kept saving while this one merged (`conflicts` empty: save again); or the ' +
          '`Idempotency-Key` is still being handled (no `conflicts`). Nothing was saved.',
        schema: documentSaveConflictBodySchema.partial({ current_version: true, conflicts: true }),
        example: {
          code: 'conflict',
          message:
            'Someone else saved this document meanwhile and changed the same entries. Choose which values to keep, then save again.',
          current_version: 4,
          conflicts: [
            {
              part: 'info',
              field: 'dx',
              base: 'Stroke',
              mine: 'Stroke (I63.9)',
              theirs: 'Stroke, left side',
            },
          ],
        },
      },
    },
    responses: {
      200: {
        description:
          'Saved (`version`: the version the save became); or, for a repeated `Idempotency-Key`, the first ' +
          'answer again.',
        schema: savedDocumentVersionResponseSchema,
        headers: {
          [idempotentReplayedHeader]: {
            description: '`true` when this is the stored answer of an earlier request with the same key.',
            schema: { type: 'string', enum: ['true'] },
          },
        },
      },
    },
  },
  {
    method: 'post',
    path: '/document/update',
    operationId: 'deleteDocument',
    tag: 'Documents',
    summary: 'Delete a document (soft)',
    access: 'documents:write',
    body: updateDocumentRequestSchema,
    errors: [404],
    responses: { 200: documentIdResponseSchema },
  },
  {
    method: 'get',
    path: '/document/:id',
    operationId: 'getDocument',
    tag: 'Documents',
    summary: 'A saved document, for the editor',
    access: 'documents:read',
    responses: { 200: savedDocumentSchema },
  },
  {
    method: 'get',
    path: '/document/:id/versions',
    operationId: 'listDocumentVersions',
    tag: 'Documents',
    summary: 'Every saved state of a document, or those after a version',
    access: 'documents:read',
    query: documentVersionListQuerySchema,
    responses: { 200: documentVersionListSchema },
  },
  {
    method: 'get',
    path: '/document/:id/versions/:version',
    operationId: 'getDocumentVersion',
    tag: 'Documents',
    summary: 'One saved state',
    access: 'documents:read',
    responses: { 200: documentVersionSchema },
  },
  {
    method: 'post',
    path: '/document/:id/versions/:version/restore',
    operationId: 'restoreDocumentVersion',
    tag: 'Documents',
    summary: 'Make a saved state the newest version',
    access: 'documents:write',
    errors: [413],
    responses: { 200: restoredDocumentVersionSchema },
  },

  // Download and copy (spec §7).
  {
    method: 'post',
    path: '/document/download',
    operationId: 'downloadDocumentPdf',
    tag: 'Download and copy',
    summary: 'A PDF form of the document (base64)',
    access: 'public',
    errors: [413, 429, 503],
    body: {
      contentType: 'multipart/form-data',
      schema: z.object({ ...exportFormFields, number: z.string().describe('The form, 1 to 4.') }),
    },
    responses: { 200: downloadDocumentResponseSchema },
  },
  {
    method: 'post',
    path: '/document/copy',
    operationId: 'copyDocumentText',
    tag: 'Download and copy',
    summary: 'The document as plain text',
    access: 'public',
    errors: [413, 429],
    body: { contentType: 'multipart/form-data', schema: z.object(exportFormFields) },
    responses: {
      200: { description: 'The document as text.', contentType: 'text/plain', schema: z.string() },
    },
  },

  // Interoperability (decision records 0019, 0020).
  {
    method: 'get',
    path: '/document/export.csv',
    operationId: 'exportDocumentsCsv',
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
  {
    method: 'get',
    path: '/document/:id/fhir',
    operationId: 'exportDocumentFhir',
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
  {
    method: 'post',
    path: '/document/import-fhir',
    operationId: 'importDocumentFhir',
    tag: 'Interoperability',
    summary: 'Create a document from a FHIR R4 Bundle as the export writes it',
    access: 'documents:write',
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
  {
    method: 'get',
    path: '/client/:id/fhir',
    operationId: 'exportClientSeriesFhir',
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
  {
    method: 'post',
    path: '/client/import-fhir',
    operationId: 'importClientSeriesFhir',
    tag: 'Interoperability',
    summary:
      'Create a client, its goals and its evaluations from a client’s series Bundle as the export writes it',
    access: 'documents:write',
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
  {
    method: 'get',
    path: '/fhir/$export',
    operationId: 'exportAccountFhirBulk',
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
  {
    method: 'get',
    path: '/fhir/CodeSystem/:id',
    operationId: 'getFhirCodeSystem',
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

  // Personal core sets ("My sets", decision 0011).
  {
    method: 'post',
    path: '/set/personal',
    operationId: 'createPersonalCoreSet',
    tag: 'Personal core sets',
    summary: 'Create a personal core set',
    access: 'core-sets:write',
    body: createPersonalCoreSetRequestSchema,
    errors: [413],
    responses: { 201: personalCoreSetSchema },
  },
  {
    method: 'patch',
    path: '/set/personal/:id',
    operationId: 'updatePersonalCoreSet',
    tag: 'Personal core sets',
    summary: 'Change a personal core set',
    access: 'core-sets:write',
    params: personalCoreSetIdParams,
    body: updatePersonalCoreSetRequestSchema,
    errors: [413],
    responses: { 200: personalCoreSetSchema },
  },
  {
    method: 'delete',
    path: '/set/personal/:id',
    operationId: 'deletePersonalCoreSet',
    tag: 'Personal core sets',
    summary: 'Delete a personal core set',
    access: 'core-sets:write',
    params: personalCoreSetIdParams,
    responses: { 200: deletedPersonalCoreSetSchema },
  },

  // Suggested treatment plans (decision 0012).
  {
    method: 'post',
    path: '/suggest/:id',
    operationId: 'requestSuggestion',
    tag: 'Suggestions',
    summary: 'Ask for a suggested treatment plan (a background job)',
    access: 'suggestions:write',
    errors: [413, 503],
    responses: { 202: requestSuggestionResponseSchema },
  },
  {
    method: 'get',
    path: '/suggest/:id/preview',
    operationId: 'previewSuggestion',
    tag: 'Suggestions',
    summary: 'Exactly what a suggestion request would send',
    access: 'suggestions:read',
    errors: [503],
    responses: { 200: suggestionPreviewSchema },
  },
  {
    method: 'get',
    path: '/suggest/:id',
    operationId: 'listSuggestions',
    tag: 'Suggestions',
    summary: 'The suggestions of a document, newest first',
    access: 'suggestions:read',
    errors: [503],
    responses: { 200: suggestionListSchema },
  },

  ...apiTokenRoutes,
  ...documentRatingRoutes,
  ...clientRoutes,
  ...teamRoutes,
  ...selfReportRoutes,
  ...adminRoutes,
];

export function registerApiRoutes(registry: OpenAPIRegistry): void {
  for (const route of apiRoutes) describeRoute(registry, route);
}
