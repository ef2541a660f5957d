import { Hono } from 'hono';
import { prepareJson, sendPreparedJson, type PreparedJson } from '../http/prepared-json';
import { buildOpenApiDocument } from '../openapi/openapi-document';

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 description, generated on the first request (few clients ask for
 * it, so start-up does not; decision 0029) and then served like the reference data.
 */
export function openApiRoutes(): Hono {
  let description: PreparedJson | undefined;
  return new Hono().get('/openapi.json', (c) => {
    description ??= prepareJson(buildOpenApiDocument());
    return sendPreparedJson(c, description);
  });
}
