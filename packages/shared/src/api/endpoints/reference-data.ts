import { defineEndpoints } from '../endpoint-contract';
import { z } from 'zod';
import { codeMapSchema, coreSetGroupsSchema, siteInfoSchema } from '../../index';

/** The ICF categories and core sets, the site, health and this API’s own description. One contract per call (decision record 0059). */
export const referenceDataEndpoints = defineEndpoints({
  // Reference data and site.
  getOpenApiDocument: {
    method: 'get',
    path: '/openapi.json',
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
  getApiReference: {
    method: 'get',
    path: '/docs',
    tag: 'Reference data',
    summary: 'This description as a web page (Redoc, served from this server)',
    access: 'public',
    responses: {
      200: { description: 'The reference page.', contentType: 'text/html', schema: z.string() },
    },
  },
  getApiReferenceScript: {
    method: 'get',
    path: '/docs/:file',
    tag: 'Reference data',
    summary: 'A script of the reference page (redoc.standalone.js or reference.js)',
    access: 'public',
    params: { file: z.enum(['redoc.standalone.js', 'reference.js']) },
    responses: {
      200: { description: 'The script.', contentType: 'text/javascript', schema: z.string() },
      304: { description: 'Not modified (If-None-Match matched).' },
    },
  },
  getHealth: {
    method: 'get',
    path: '/health',
    tag: 'Reference data',
    summary: 'Health: answers when the database answers',
    access: 'public',
    responses: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
  },
  getReadiness: {
    method: 'get',
    path: '/health/ready',
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
  getSiteInfo: {
    method: 'get',
    path: '/site',
    tag: 'Reference data',
    summary: 'The operator’s contacts for the footer',
    access: 'public',
    responses: { 200: siteInfoSchema },
  },
  listCodes: {
    method: 'get',
    path: '/code/all',
    tag: 'Reference data',
    summary: 'Every ICF code keyed by code (ETag, 304)',
    access: 'public',
    responses: { 200: codeMapSchema, 304: { description: 'Not modified (If-None-Match matched).' } },
  },
  listCoreSets: {
    method: 'get',
    path: '/set/all',
    tag: 'Reference data',
    summary: 'The core sets, grouped (with the caller’s own sets when signed in)',
    access: 'public',
    responses: { 200: coreSetGroupsSchema, 304: { description: 'Not modified (If-None-Match matched).' } },
  },
});
