import { Hono } from 'hono';
import { prepareJson, sendPreparedJson } from '../http/prepared-json';
import { buildOpenApiDocument } from '../openapi/openapi-document';

/** `GET /api/openapi.json`: the OpenAPI 3.1 description, generated once and served like the reference data. */
export function openApiRoutes(): Hono {
  const description = prepareJson(buildOpenApiDocument());
  return new Hono().get('/openapi.json', (c) => sendPreparedJson(c, description));
}
