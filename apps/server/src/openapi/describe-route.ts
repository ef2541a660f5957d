import type { OpenAPIRegistry, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  apiErrorBodySchema,
  documentIdMax,
  idempotencyKeyHeader,
  type ApiErrorBody,
  type ApiTokenAbility,
} from '@icf/shared';
import type { RouteAccess } from '../auth/route-access';

export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** The answers a route gives besides the errors `describeRoute` adds by itself. */
type Answer =
  | z.ZodType
  | { description: string; schema?: z.ZodType; contentType?: string; headers?: ResponseConfig['headers'] };

export interface RouteDescription {
  method: HttpMethod;
  /** The path under /api as Hono writes it (`/document/:id`); parameters become `{id}`. */
  path: string;
  /** Stable, camelCase: generated clients name their functions after it. Never rename one. */
  operationId: string;
  /** The group the reference shows the operation in (one of `apiTags`). */
  tag: ApiTag;
  summary: string;
  /**
   * `public`, or what the route needs of the caller's token (auth/route-access.ts): an ability, `account`
   * (sign-in tokens only) or `any-token`. The route's `requireUser` call says the same; the abilities test
   * checks that they agree.
   */
  access: 'public' | RouteAccess;
  /** Path parameters that are not a row id (`pathParameters` describes those by name): a text id, a file. */
  params?: Record<string, z.ZodType>;
  body?: z.ZodType | { contentType: string; schema: z.ZodType };
  query?: z.ZodObject;
  /** Request headers the route reads besides the token's (the save's `Idempotency-Key`, decision record 0031). */
  headers?: z.ZodObject;
  /** What the reference says under the route besides the token access. */
  description?: string;
  responses: Partial<Record<200 | 201 | 202 | 204 | 304 | 503, Answer>>;
  /** Statuses of errors only this route gives (429 when throttled, 404 without path parameters …). */
  errors?: (403 | 404 | 409 | 413 | 429 | 503)[];
  /** An error answer of this route whose body says more than `code` and `message` (the save's 409, 0036). */
  errorAnswers?: Partial<Record<409, { description: string; schema: z.ZodType; example: object }>>;
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

/** The groups of operations, in the order the reference shows them. */
export const apiTags = {
  'Reference data': 'The ICF categories and core sets, the site’s contacts, health and this description.',
  Account: 'Sign-in, registration, passwords and e-mail verification (spec §7; decision record 0006).',
  'API tokens':
    'Personal access tokens for integrations (decision record 0027). Sign-in tokens only: a personal access ' +
    'token gets 403 here.',
  Documents: 'Saved documents and their versions (spec §3, §7). Only the caller’s own.',
  Clients: 'The caller’s clients, their evaluations and progress (decision record 0018).',
  Teams:
    'Interdisciplinary teams (decision record 0033): members, invitations, ownership. Sign-in tokens only; a ' +
    'team’s clients and documents are reached through the client and document calls.',
  Interoperability:
    'FHIR R4 export and import of a document, CSV of every document (decision records 0019, 0020).',
  'Download and copy': 'The PDF forms and the text copy of a document sent in the body (spec §7).',
  'Personal core sets': 'The caller’s own core sets (shown in `GET /api/set/all` when signed in).',
  Suggestions: 'Suggested treatment plans, written by a background job (decision record 0012).',
  'Questions and suggestions': 'Messages to the site’s administrators, and their answers.',
  Administration: 'The administrator area (decision record 0015): the admin role and a sign-in token.',
} as const;
export type ApiTag = keyof typeof apiTags;

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

/** The headers of an answer that is a file to save, under the name the server gives it (`example`). */
export function attachmentHeaders(example: string): ResponseConfig['headers'] {
  return {
    'Content-Disposition': {
      description: 'An attachment, with the file name to save it under.',
      required: true,
      schema: { type: 'string', example: `attachment; filename="${example}"` },
    },
  };
}

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
 * query, 404 for routes with path parameters, 500 always. A new route is one entry in `api-routes.ts`.
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

function responseOf(answer: Answer): ResponseConfig {
  if (answer instanceof z.ZodType) {
    return { description: 'Success.', content: { 'application/json': { schema: answer } } };
  }
  return {
    description: answer.description,
    ...(answer.headers ? { headers: answer.headers } : {}),
    ...(answer.schema
      ? { content: { [answer.contentType ?? 'application/json']: { schema: answer.schema } } }
      : {}),
  };
}

/** `/document/:id` → `/api/document/{id}`; the CSRF cookie route lives outside /api, under /sanctum. */
export function openApiPathOf(honoPath: string): string {
  const path = honoPath.replace(/:(\w+)/g, '{$1}');
  return path.startsWith('/sanctum/') ? path : `/api${path}`;
}
