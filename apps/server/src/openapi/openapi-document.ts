import { OpenApiGeneratorV31, OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { registerApiRoutes } from './api-routes';

/**
 * The OpenAPI 3.1 description of the API, generated from the shared zod schemas (decision record 0020) with
 * @asteasolutions/zod-to-openapi. Built once at start-up and served at `GET /api/openapi.json`.
 */
export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token from /api/login or /api/register.',
  });
  registry.registerComponent('securitySchemes', 'tokenCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'token',
    description: 'The web app keeps the token in this cookie; unsafe methods then need the XSRF header too.',
  });
  registry.registerComponent('securitySchemes', 'xsrfHeader', {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description: 'Echoes the XSRF-TOKEN cookie set by GET /sanctum/csrf-cookie.',
  });
  registerApiRoutes(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'ICF Core Sets documentation API',
      version: '1.0.0',
      description:
        'Answers are JSON unless stated. Errors are `{code, message, errors?}`; 422 names each invalid field.',
    },
  });
}
