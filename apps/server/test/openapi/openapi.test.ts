import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenAbilities } from '@icf/shared';
import { createOfflineWriter } from '../../src/features/suggestions/offline-writer';
import { openApiPathOf } from '../../src/openapi/describe-route';
import { call, registerUser } from '../support/auth-api';
import { checkAnswerAgainstOpenApi } from '../support/openapi-response-check';
import { startTestServer, type TestServer } from '../support/test-server';

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

describe('the OpenAPI description', () => {
  let server: TestServer;
  let description: {
    openapi: string;
    paths: Record<string, Record<string, unknown>>;
    components: Record<string, unknown>;
  };
  beforeAll(async () => {
    // With suggestions, so that their routes are served too.
    server = await startTestServer(
      'pglite',
      {},
      { suggestions: { writer: createOfflineWriter(), work: false } },
    );
    const response = await server.request('/api/openapi.json');
    expect(response.status).toBe(200);
    description = (await response.json()) as typeof description;
  });
  afterAll(() => server.close());

  it('is valid OpenAPI 3.1 by an independent validator, which refuses a broken copy', async () => {
    expect(description.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(description));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    const broken = structuredClone(description) as {
      paths: Record<string, Record<string, { responses?: unknown }>>;
    };
    broken.paths['/api/health']!.get!.responses = 'ok';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('describes every route the server serves, and none it does not', () => {
    const served = server.routes
      .filter((route) => methods.has(route.method) && /^\/(api|sanctum)\//.test(route.path))
      .map((route) => `${route.method.toLowerCase()} ${openApiPathOf(route.path.replace(/^\/api/, ''))}`);
    const described = Object.entries(description.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(new Set(served).size).toBeGreaterThan(30);
    expect([...new Set(served)].sort()).toEqual([...new Set(described)].sort());
  });

  it('names the bearer and XSRF security schemes, and every signed-in route uses them', () => {
    expect(description.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      xsrfHeader: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
    });
    const document = description.paths['/api/document/{id}']!.get as {
      security: unknown;
      'x-token-access': unknown;
      responses: object;
    };
    // The ability a personal access token needs is the operation's `x-token-access`: a bearer scheme has no
    // scopes for Spectral's `oas3-operation-security-defined` to find it among.
    expect(document.security).toEqual([{ bearerAuth: [] }, { tokenCookie: [], xsrfHeader: [] }]);
    expect(document['x-token-access']).toBe('documents:read');
    expect(Object.keys(document.responses).sort()).toEqual(['200', '401', '403', '404', '429', '500']);
  });

  it('the answer check refuses an answer that does not match, and an undescribed status', async () => {
    const url = `${server.baseUrl}/api/document/all`;
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    await expect(checkAnswerAgainstOpenApi('GET', url, json({ per_page: 'ten' }))).rejects.toThrow(
      /does not match the description/,
    );
    await expect(checkAnswerAgainstOpenApi('GET', url, json({}, 418))).rejects.toThrow(
      /not a described answer/,
    );
    const csv = new Response('a', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    await expect(
      checkAnswerAgainstOpenApi('GET', `${server.baseUrl}/api/document/export.csv`, csv),
    ).rejects.toThrow(/lacks the Content-Disposition header/);
    const user = await registerUser(server);
    const page = await call(server, 'GET', '/api/document/all', { token: user.token });
    expect(page.status).toBe(200);
  });

  it('names the main shapes once under components.schemas and refers to them, never as nullable', () => {
    const schemas = description.components.schemas as Record<string, unknown>;
    for (const name of ['Document', 'SaveDocumentRequest', 'DocumentPage', 'Client', 'Team', 'CoreSet']) {
      expect(schemas).toHaveProperty(name);
    }
    const operation = (path: string, method: string) =>
      description.paths[path]![method] as {
        parameters?: { name: string; schema: object }[];
        requestBody?: { content: Record<string, { schema: object }> };
        responses: Record<
          string,
          { headers?: Record<string, object>; content?: Record<string, { schema: object }> }
        >;
      };
    expect(
      operation('/api/document/{id}', 'get').responses['200']!.content!['application/json']!.schema,
    ).toEqual({ $ref: '#/components/schemas/Document' });
    expect(
      operation('/api/document/{id}', 'get').responses['404']!.content!['application/json']!.schema,
    ).toEqual({ $ref: '#/components/schemas/ApiError' });
    // A named shape made nullable is written as allOf of its $ref and a null type, which no value matches.
    const nullableRefs: string[] = [];
    JSON.stringify(description, (key, value: { allOf?: { $ref?: string }[] }) => {
      if (value?.allOf?.some((member) => member.$ref) && JSON.stringify(value).includes('"null"')) {
        nullableRefs.push(JSON.stringify(value));
      }
      return value;
    });
    expect(nullableRefs).toEqual([]);
  });

  it('types path ids as integers (text ids by their pattern), token abilities as their enum', () => {
    const parameters = (path: string, method: string) =>
      (description.paths[path]![method] as { parameters: { name: string; schema: object }[] }).parameters;
    expect(parameters('/api/document/{id}/versions/{version}', 'get').map((p) => p.schema)).toEqual([
      { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      expect.objectContaining({ type: 'integer', minimum: 1, maximum: 2_147_483_647 }),
    ]);
    expect(parameters('/api/set/personal/{id}', 'patch')[0]!.schema).toEqual({
      type: 'string',
      pattern: '^(?:personal-)?[1-9][0-9]{0,9}$',
    });
    const tokenRequest = (description.components.schemas as Record<string, { properties: object }>)
      .CreateApiTokenRequest!;
    expect(tokenRequest.properties).toMatchObject({
      abilities: { type: 'array', items: { type: 'string', enum: [...apiTokenAbilities] } },
    });
  });

  it('describes Retry-After on 429 and 503, Content-Disposition on the files', () => {
    const responses = (path: string, method: string) =>
      (description.paths[path]![method] as { responses: Record<string, { headers?: object }> }).responses;
    expect(Object.keys(responses('/api/login', 'post')['429']!.headers!)).toEqual(['Retry-After']);
    expect(Object.keys(responses('/api/document/download', 'post')['503']!.headers!)).toEqual([
      'Retry-After',
    ]);
    for (const [path, method] of [
      ['/api/document/export.csv', 'get'],
      ['/api/document/{id}/fhir', 'get'],
      ['/api/settings/export', 'get'],
    ] as const) {
      expect(Object.keys(responses(path, method)['200']!.headers!)).toEqual(['Content-Disposition']);
    }
  });
});
