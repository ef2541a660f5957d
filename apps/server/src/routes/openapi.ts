import type { Hono } from 'hono';
import { prepareJson, sendPreparedJson, type PreparedJson } from '../http/prepared-json';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import { endpointRoutes } from '../auth/endpoint-routes';

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 description, generated from the schemas on the first request (no
 * reader of the app needs it, so a start does not pay for it) and then served like the reference data.
 */
export function openApiRoutes(): Hono {
  let description: PreparedJson | undefined;
  return endpointRoutes().on('getOpenApiDocument', (c) =>
    sendPreparedJson(c, (description ??= prepareJson(buildOpenApiDocument()))),
  ).app;
}
