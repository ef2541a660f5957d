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
  documentListQuerySchema,
  documentPageSchema,
  documentVersionListSchema,
  documentVersionSchema,
  downloadDocumentResponseSchema,
  fhirBundleSchema,
  fhirExportQuerySchema,
  fhirImportResponseSchema,
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
import { clientRoutes } from './client-routes';
import { describeRoute, type RouteDescription } from './describe-route';

/** The form fields of the download and copy calls (spec §7): each a JSON text, `number` the form 1–4. */
const exportFormFields = {
  info: z.string().describe('The document info fields, as JSON.'),
  data: z.string().describe('The code data keyed by category code, as JSON.'),
  sets: z.string().describe('The selected core sets (name, name_translation), as JSON.'),
  message: z.string().describe('The current locale’s messages, as JSON.'),
};

/**
 * Every route the server answers, as the OpenAPI description shows it. Adding a route to the server means
 * adding one entry here; `test/openapi/openapi.test.ts` fails while a served route is missing.
 */
export const apiRoutes: RouteDescription[] = [
  // Reference data and site.
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This description (OpenAPI 3.1)',
    auth: 'public',
    responses: {
      200: {
        description: 'The OpenAPI 3.1 description of the API.',
        schema: z.record(z.string(), z.unknown()),
      },
    },
  },
  {
    method: 'get',
    path: '/health',
    summary: 'Health: answers when the database answers',
    auth: 'public',
    responses: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
  },
  {
    method: 'get',
    path: '/site',
    summary: 'The operator’s contacts for the footer',
    auth: 'public',
    responses: { 200: siteInfoSchema },
  },
  {
    method: 'get',
    path: '/code/all',
    summary: 'Every ICF code keyed by code (ETag, 304)',
    auth: 'public',
    responses: { 200: codeMapSchema, 304: { description: 'Not modified (If-None-Match matched).' } },
  },
  {
    method: 'get',
    path: '/set/all',
    summary: 'The core sets, grouped (with the caller’s own sets when signed in)',
    auth: 'public',
    responses: { 200: coreSetGroupsSchema, 304: { description: 'Not modified (If-None-Match matched).' } },
  },
  {
    method: 'get',
    path: '/sanctum/csrf-cookie',
    summary: 'A fresh XSRF-TOKEN cookie',
    auth: 'public',
    responses: { 204: { description: 'The XSRF-TOKEN cookie is set.' } },
  },

  // Accounts (spec §7).
  {
    method: 'post',
    path: '/login',
    summary: 'Sign in',
    auth: 'public',
    body: loginRequestSchema,
    errors: [429],
    responses: { 200: tokenResponseSchema },
  },
  {
    method: 'post',
    path: '/register',
    summary: 'Create an account',
    auth: 'public',
    body: registerRequestSchema,
    errors: [429],
    responses: { 200: tokenResponseSchema },
  },
  {
    method: 'get',
    path: '/user',
    summary: 'The signed-in user',
    auth: 'user',
    responses: { 200: userSchema },
  },
  {
    method: 'post',
    path: '/logout',
    summary: 'Sign out (revokes the token)',
    auth: 'user',
    responses: { 204: { description: 'Signed out.' } },
  },
  {
    method: 'patch',
    path: '/settings/password',
    summary: 'Change the password',
    auth: 'user',
    body: changePasswordRequestSchema,
    errors: [429],
    responses: { 200: statusResponseSchema },
  },
  // The person's rights over their data (decision record 0028).
  {
    method: 'get',
    path: '/settings/export',
    summary:
      'Everything the account holds as one ZIP (streamed): FHIR, CSV, versions, clients, goals, sets, suggestions, feedback',
    auth: 'user',
    errors: [429],
    responses: {
      200: {
        description: 'A ZIP archive; its README.txt, in the caller’s language, says what each file is.',
        contentType: 'application/zip',
        schema: z.string(),
      },
    },
  },
  {
    method: 'delete',
    path: '/settings/account',
    summary: 'Erase the account and all its data, confirmed with the password and the e-mail',
    auth: 'user',
    body: deleteAccountRequestSchema,
    errors: [429],
    responses: { 200: statusResponseSchema },
  },
  {
    method: 'post',
    path: '/forgot-password',
    summary: 'Mail a password reset link',
    auth: 'public',
    body: forgotPasswordRequestSchema,
    errors: [429],
    responses: { 200: statusResponseSchema },
  },
  {
    method: 'post',
    path: '/reset-password',
    summary: 'Reset the password with a mailed token',
    auth: 'public',
    body: resetPasswordRequestSchema,
    responses: { 200: statusResponseSchema },
  },
  {
    method: 'get',
    path: '/email/verify/:id/:hash',
    summary: 'Verify the e-mail address (signed link)',
    auth: 'public',
    query: z.object({ expires: z.string(), signature: z.string() }),
    errors: [403],
    responses: { 200: statusResponseSchema },
  },
  {
    method: 'post',
    path: '/email/verification-notification',
    summary: 'Send the verification mail again',
    auth: 'user',
    errors: [429],
    responses: { 200: statusResponseSchema },
  },

  // Documents (spec §3, §7).
  {
    method: 'get',
    path: '/document/all',
    summary: 'One page of the dashboard list',
    auth: 'user',
    query: documentListQuerySchema,
    responses: { 200: documentPageSchema },
  },
  {
    method: 'post',
    path: '/document/save',
    summary: 'Save a new document, or a new version of one',
    auth: 'user',
    body: saveDocumentRequestSchema,
    errors: [404, 413],
    responses: { 200: documentIdResponseSchema },
  },
  {
    method: 'post',
    path: '/document/update',
    summary: 'Delete a document (soft)',
    auth: 'user',
    body: updateDocumentRequestSchema,
    errors: [404],
    responses: { 200: documentIdResponseSchema },
  },
  {
    method: 'get',
    path: '/document/:id',
    summary: 'A saved document, for the editor',
    auth: 'user',
    responses: { 200: savedDocumentSchema },
  },
  {
    method: 'get',
    path: '/document/:id/versions',
    summary: 'Every saved state of a document',
    auth: 'user',
    responses: { 200: documentVersionListSchema },
  },
  {
    method: 'get',
    path: '/document/:id/versions/:version',
    summary: 'One saved state',
    auth: 'user',
    responses: { 200: documentVersionSchema },
  },
  {
    method: 'post',
    path: '/document/:id/versions/:version/restore',
    summary: 'Make a saved state the newest version',
    auth: 'user',
    errors: [413],
    responses: { 200: restoredDocumentVersionSchema },
  },

  // Download and copy (spec §7).
  {
    method: 'post',
    path: '/document/download',
    summary: 'A PDF form of the document (base64)',
    auth: 'public',
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
    summary: 'The document as plain text',
    auth: 'public',
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
    summary: 'Every document’s rated categories as CSV (UTF-8 with BOM, streamed), optionally of one client',
    auth: 'user',
    query: documentCsvQuerySchema,
    errors: [404],
    responses: {
      200: {
        description: 'One row per document × rated category.',
        contentType: 'text/csv',
        schema: z.string(),
      },
    },
  },
  {
    method: 'get',
    path: '/document/:id/fhir',
    summary: 'A document as a FHIR R4 Bundle (pseudonymous unless include_name=true)',
    auth: 'user',
    query: fhirExportQuerySchema,
    responses: {
      200: {
        description: 'A FHIR R4 Bundle of type collection.',
        contentType: 'application/fhir+json',
        schema: fhirBundleSchema,
      },
    },
  },
  {
    method: 'post',
    path: '/document/import-fhir',
    summary: 'Create a document from a FHIR R4 Bundle as the export writes it',
    auth: 'user',
    body: fhirBundleSchema,
    errors: [413],
    responses: { 201: fhirImportResponseSchema },
  },

  // Personal core sets ("My sets", decision 0011).
  {
    method: 'post',
    path: '/set/personal',
    summary: 'Create a personal core set',
    auth: 'user',
    body: createPersonalCoreSetRequestSchema,
    errors: [413],
    responses: { 201: personalCoreSetSchema },
  },
  {
    method: 'patch',
    path: '/set/personal/:id',
    summary: 'Change a personal core set',
    auth: 'user',
    body: updatePersonalCoreSetRequestSchema,
    errors: [413],
    responses: { 200: personalCoreSetSchema },
  },
  {
    method: 'delete',
    path: '/set/personal/:id',
    summary: 'Delete a personal core set',
    auth: 'user',
    responses: { 200: deletedPersonalCoreSetSchema },
  },

  // Suggested treatment plans (decision 0012).
  {
    method: 'post',
    path: '/suggest/:id',
    summary: 'Ask for a suggested treatment plan (a background job)',
    auth: 'user',
    errors: [413, 503],
    responses: { 202: requestSuggestionResponseSchema },
  },
  {
    method: 'get',
    path: '/suggest/:id/preview',
    summary: 'Exactly what a suggestion request would send',
    auth: 'user',
    errors: [503],
    responses: { 200: suggestionPreviewSchema },
  },
  {
    method: 'get',
    path: '/suggest/:id',
    summary: 'The suggestions of a document, newest first',
    auth: 'user',
    errors: [503],
    responses: { 200: suggestionListSchema },
  },

  ...clientRoutes,
  ...adminRoutes,
];

export function registerApiRoutes(registry: OpenAPIRegistry): void {
  for (const route of apiRoutes) describeRoute(registry, route);
}
