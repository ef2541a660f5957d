import type { OpenAPIRegistry, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { apiErrorBodySchema } from '@icf/shared';

export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** The security of a route: none, or a signed-in user (bearer token, or the token cookie with the XSRF header). */
export type RouteAuth = 'public' | 'user';

/** The answers a route gives besides the errors `describeRoute` adds by itself. */
type Answer =
  | z.ZodType
  | { description: string; schema?: z.ZodType; contentType?: string; headers?: ResponseConfig['headers'] };

export interface RouteDescription {
  method: HttpMethod;
  /** The path under /api as Hono writes it (`/document/:id`); parameters become `{id}`. */
  path: string;
  summary: string;
  auth: RouteAuth;
  body?: z.ZodType | { contentType: string; schema: z.ZodType };
  query?: z.ZodObject;
  responses: Partial<Record<200 | 201 | 202 | 204 | 304 | 503, Answer>>;
  /** Statuses of errors only this route gives (429 when throttled, 404 without path parameters …). */
  errors?: (403 | 404 | 409 | 413 | 429 | 503)[];
}

const errorDescriptions: Record<number, string> = {
  401: 'Not signed in, or the token has expired.',
  403: 'Not allowed.',
  404: 'No such resource for this user (another user’s is the same 404).',
  409: 'The resource is not in a state that allows this.',
  413: 'The body is larger than the route accepts.',
  419: 'The X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie sent with the call.',
  422: 'Invalid input: `errors` names each field with its messages.',
  429: 'Too many requests; Retry-After tells when to try again.',
  500: 'Unexpected server error (no details are given).',
};

/**
 * Adds one API route to the OpenAPI description, with the errors every route of its kind can answer:
 * 401 for signed-in routes, 419 and 413 for unsafe methods, 422 for routes that read a body or a query, 404 for routes with path
 * parameters, 500 always. A new route is one `describeRoute` call in `api-routes.ts`.
 */
export function describeRoute(registry: OpenAPIRegistry, route: RouteDescription): void {
  const parameterNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const responses: Record<string, ResponseConfig> = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    responses[status] = responseOf(answer);
  }
  const errorStatuses = new Set<number>([500, ...(route.errors ?? [])]);
  if (route.auth === 'user') errorStatuses.add(401);
  // Any unsafe call that carries the XSRF-TOKEN cookie is checked (auth/csrf.ts), signed in or not.
  if (route.method !== 'get') errorStatuses.add(419);
  // Every request body has a limit (http/body-limits.ts: the app-wide default or the route's larger one).
  if (route.method !== 'get') errorStatuses.add(413);
  if (route.body || route.query) errorStatuses.add(422);
  if (parameterNames.length > 0) errorStatuses.add(404);
  for (const status of errorStatuses) {
    responses[String(status)] = {
      description: errorDescriptions[status] ?? 'Error.',
      content: { 'application/json': { schema: apiErrorBodySchema } },
    };
  }

  const body =
    route.body &&
    ('contentType' in route.body ? route.body : { contentType: 'application/json', schema: route.body });
  registry.registerPath({
    method: route.method,
    path: openApiPathOf(route.path),
    summary: route.summary,
    security: route.auth === 'user' ? [{ bearerAuth: [] }, { tokenCookie: [], xsrfHeader: [] }] : [],
    request: {
      ...(parameterNames.length > 0
        ? { params: z.object(Object.fromEntries(parameterNames.map((name) => [name, z.string()]))) }
        : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(body ? { body: { required: true, content: { [body.contentType]: { schema: body.schema } } } } : {}),
    },
    responses,
  });
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
