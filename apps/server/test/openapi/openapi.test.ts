import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const user = await registerUser(server);
    const page = await call(server, 'GET', '/api/document/all', { token: user.token });
    expect(page.status).toBe(200);
  });
});
