import type { OpenAPIRegistry, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  apiErrorBodySchema,
  documentIdMax,
  idempotencyKeyHeader,
  type ApiErrorBody,
  type ApiTokenAbility,
} from '@icf/shared';
import { apiPathOf, type EndpointAnswer, type EndpointSpec } from '@icf/shared/endpoints';

/** A contract and its operation id (its key in `apiEndpoints`, decision record 0059). */
export interface RouteDescription extends EndpointSpec {
  operationId: string;
}

/**
 * The path parameters every route reads as a row id: a positive PostgreSQL `integer`, as the routes' path
 * parsers accept it (anything else is the route's 404).
 */
const rowId = z.number().int().min(1).max(documentIdMax);
const pathParameters: Record<string, z.ZodType> = {
  id: rowId,
  version: rowId.describe('A version number of the document (1 is the first save).'),
  invitation: rowId.describe('The id of the team invitation.'),
  user: rowId.describe('The id of the member’s account.'),
  document: rowId.describe('The id of the deleted document.'),
};

/** The schema of each path parameter of a route; a parameter neither table names is a mistake here. */
function pathParametersOf(route: RouteDescription, names: string[]): z.ZodObject {
  return z.object(
    Object.fromEntries(
      names.map((name) => {
        const schema = route.params?.[name] ?? pathParameters[name];
        if (!schema) throw new Error(`Describe the path parameter ${name} of ${route.path} in its params.`);
        return [name, schema];
      }),
    ),
  );
}

const errorDescriptions: Record<number, string> = {
  401: 'Not signed in, or the token has expired or was revoked.',
  404: 'No such resource for this user (another user’s is the same 404).',
  409: 'The resource is not in a state that allows this.',
  413: 'The body is larger than the route accepts (16 KB unless the route says otherwise).',
  415: 'The body’s Content-Type is not the one the route reads (application/json unless the route says otherwise).',
  419: 'The X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie sent with the call.',
  422: 'Invalid input: `errors` names each field with its messages.',
  429: 'Too many requests (the route’s own limit, the personal access token’s, or for a large body the server’s budget of bodies in flight); Retry-After tells when to try again.',
  500: 'Unexpected server error (no details are given).',
  503: 'The service behind this call is not available right now.',
};

const errorExamples: Record<number, ApiErrorBody> = {
  401: { code: 'unauthenticated', message: 'Unauthenticated.' },
  404: { code: 'not_found', message: 'The document does not exist.' },
  409: { code: 'conflict', message: 'Only a failed job can be tried again.' },
  413: { code: 'payload_too_large', message: 'The request is too large.' },
  415: {
    code: 'unsupported_media_type',
    message: 'This call does not read a body of type text/plain; send application/json.',
  },
  419: { code: 'csrf_mismatch', message: 'CSRF token mismatch. Reload the page and try again.' },
  422: {
    code: 'validation_failed',
    message: 'The name field is required.',
    errors: { name: ['The name field is required.'] },
  },
  429: {
    code: 'too_many_requests',
    message: 'Too many requests. Please try again in 42 seconds.',
    errors: { token: ['Too many requests. Please try again in 42 seconds.'] },
  },
  500: { code: 'internal', message: 'Server error.' },
  503: { code: 'busy', message: 'Too many PDFs are being made right now. Please try again in a moment.' },
};

/** On 429 and 503 (and an idempotent call's 409): when the server knows the wait (a throttle, a full queue). */
const retryAfterHeaders: ResponseConfig['headers'] = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
};

/** What a 403 means on a route with this access, and an example of it. */
function forbiddenAnswer(route: RouteDescription): { description: string; example: ApiErrorBody } {
  const access = route.access;
  if (access === 'account') {
    return {
      description: route.path.startsWith('/admin/')
        ? 'Not an administrator, or a personal access token (administration takes sign-in tokens only).'
        : 'A personal access token: account routes take sign-in tokens only.',
      example: {
        code: 'personal_token_forbidden',
        message: 'Personal access tokens cannot be used for account settings. Sign in instead.',
      },
    };
  }
  if (access === 'public' || access === 'any-token') {
    return { description: 'Not allowed.', example: { code: 'forbidden', message: 'This link is invalid.' } };
  }
  return {
    description: `A personal access token without the ability \`${access}\`.`,
    example: { code: 'ability_missing', message: `This access token lacks the ability "${access}".` },
  };
}

/**
 * Adds one API route to the OpenAPI description, with the errors every route of its kind can answer: 401 and
 * 403 for signed-in routes (403: a personal access token without the route's ability), 419 and 413 for unsafe
 * methods (every body has a limit), 429 for every route (each call with a personal access token counts
 * against its limit: features/api-tokens/personal-token-rate-limit.ts), 422 for routes that read a body or a
 * query, 404 for routes with path parameters, 500 always. A new route is one contract in `@icf/shared/endpoints`.
 */
export function describeRoute(registry: OpenAPIRegistry, route: RouteDescription): void {
  const parameterNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const responses: Record<string, ResponseConfig> = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    responses[status] = responseOf(answer);
  }
  const signedIn = route.access !== 'public';
  const errorStatuses = new Set<number>([429, 500, ...(route.errors ?? [])]);
  if (signedIn) errorStatuses.add(401);
  if (signedIn && route.access !== 'any-token') errorStatuses.add(403);
  // Any unsafe call that carries the XSRF-TOKEN cookie is checked (auth/csrf.ts), signed in or not.
  if (route.method !== 'get') errorStatuses.add(419);
  // Every request body has a limit (http/body-limits.ts: the app-wide default or the route's larger one).
  if (route.method !== 'get') errorStatuses.add(413);
  if (route.body || route.query || route.headers) errorStatuses.add(422);
  if (route.body) errorStatuses.add(415);
  if (parameterNames.length > 0) errorStatuses.add(404);
  for (const status of [...errorStatuses].sort()) {
    const forbidden = status === 403 ? forbiddenAnswer(route) : undefined;
    const own = route.errorAnswers?.[status as 409];
    // A 409 of a route that honours `Idempotency-Key` may be "still being handled": Retry-After says when.
    const retryAfter =
      status === 429 ||
      status === 503 ||
      (status === 409 && idempotencyKeyHeader in (route.headers?.shape ?? {}));
    if (own) {
      responses[String(status)] = {
        description: own.description,
        ...(retryAfter ? { headers: retryAfterHeaders } : {}),
        content: { 'application/json': { schema: own.schema, example: own.example } },
      };
      continue;
    }
    responses[String(status)] = {
      description: forbidden?.description ?? errorDescriptions[status] ?? 'Error.',
      ...(retryAfter ? { headers: retryAfterHeaders } : {}),
      content: {
        'application/json': {
          schema: apiErrorBodySchema,
          example: forbidden?.example ?? errorExamples[status],
        },
      },
    };
  }

  const body =
    route.body &&
    ('contentType' in route.body ? route.body : { contentType: 'application/json', schema: route.body });
  registry.registerPath({
    method: route.method,
    path: openApiPathOf(route.path),
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: [accessDescription(route.access), route.description].filter(Boolean).join('\n\n'),
    security: signedIn ? [{ bearerAuth: [] }, { tokenCookie: [], xsrfHeader: [] }] : [],
    ...(signedIn ? { 'x-token-access': route.access } : {}),
    request: {
      ...(parameterNames.length > 0 ? { params: pathParametersOf(route, parameterNames) } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(route.headers ? { headers: route.headers } : {}),
      ...(body ? { body: { required: true, content: { [body.contentType]: { schema: body.schema } } } } : {}),
    },
    responses,
  });
}

/** The ability a personal access token needs for this route, if any. */
export function abilityOf(access: RouteDescription['access']): ApiTokenAbility | undefined {
  return access === 'public' || access === 'account' || access === 'any-token' ? undefined : access;
}

/** The sentence the reference shows under each operation about tokens. */
function accessDescription(access: RouteDescription['access']): string {
  switch (access) {
    case 'public':
      return 'No token needed.';
    case 'account':
      return 'Sign-in tokens only: a personal access token gets 403.';
    case 'any-token':
      return 'Any live token, a personal access token of any abilities included.';
    default:
      return `A sign-in token, or a personal access token with the ability \`${access}\`.`;
  }
}

function responseOf(answer: EndpointAnswer): ResponseConfig {
  if (answer instanceof z.ZodType) {
    return { description: 'Success.', content: { 'application/json': { schema: answer } } };
  }
  return {
    description: answer.description,
    // A header's JSON Schema is OpenAPI's own (ResponseHeader mirrors it).
    ...(answer.headers ? { headers: answer.headers as ResponseConfig['headers'] } : {}),
    ...(answer.schema
      ? { content: { [answer.contentType ?? 'application/json']: { schema: answer.schema } } }
      : {}),
  };
}

/** `/document/:id` → `/api/document/{id}`; the CSRF cookie route lives outside /api, under /sanctum. */
export function openApiPathOf(honoPath: string): string {
  return apiPathOf(honoPath.replace(/:(\w+)/g, '{$1}'));
}
