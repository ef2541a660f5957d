import { OpenApiGeneratorV31, OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { apiTokenAbilities } from '@icf/shared';
import { apiEndpoints, apiTags } from '@icf/shared/endpoints';
import { describeRoute } from './describe-route';
import { nameApiSchemas } from './schema-names';

/**
 * The OpenAPI 3.1 description of the API, generated from the shared zod schemas (decision record 0020) with
 * @asteasolutions/zod-to-openapi. Built once at start-up and served at `GET /api/openapi.json`; `redocly
 * lint` with its recommended rules passes on it (test/openapi/openapi-lint.test.ts).
 */
export function buildOpenApiDocument() {
  nameApiSchemas();
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A sign-in token (from /api/login or /api/register: every right of the account) or a personal access ' +
      'token (Settings → API tokens, `icfpat_…`: only its abilities, never account routes). An operation’s ' +
      'required ability is its `x-token-access` and is named in its description (not in its security ' +
      'requirement: a bearer scheme has no scopes to list it among). ' +
      `Abilities: ${apiTokenAbilities.join(', ')}.`,
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
  for (const [operationId, spec] of Object.entries(apiEndpoints)) {
    describeRoute(registry, { operationId, ...spec });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'ICF Core Sets documentation API',
      version: '1.0.0',
      description:
        'Answers are JSON unless stated. Errors are `{code, message, errors?}`; 422 names each invalid field. ' +
        'A path called with a method it does not answer gets 405 with `Allow`; a body of another type than ' +
        'the call reads gets 415. ' +
        'Integrations use a personal access token (Settings → API tokens) as `Authorization: Bearer …`.',
      // Who runs a server is the operator's setting (CONTACT_*), served by GET /api/site; none is invented here.
      contact: { name: 'The operator of this server: GET /api/site lists the contacts they configured' },
      // The ICF content the API serves is the WHO's, under this licence (README: ICF data and licences).
      license: {
        name: 'ICF content: CC BY-NC-SA 3.0 IGO (© World Health Organization)',
        url: 'https://creativecommons.org/licenses/by-nc-sa/3.0/igo/',
      },
    },
    // Relative: the server that serves this description (APP_URL) also answers the API.
    servers: [{ url: '/', description: 'The server that serves this description' }],
    tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
  });
}
