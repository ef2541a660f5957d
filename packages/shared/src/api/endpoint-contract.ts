import type { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages';
import type { ApiTokenAbility } from './api-token-options';

/**
 * One contract per endpoint (decision record 0059): the method, path, access, body limit, request and response
 * schemas and error answers of a call, written once here. The server registers its route, its body limit and
 * its OpenAPI operation from it; the web's `callApi` takes its path and its types from it.
 */
export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

/**
 * What a signed-in route needs from the request's token (decision record 0027):
 * - an ability: a sign-in token, or a personal access token that has it (else 403 naming it);
 * - `account`: a sign-in token only (password, e-mail, tokens, administration); a personal token gets 403;
 * - `any-token`: any live token (the caller's own profile).
 */
export type EndpointAccess = ApiTokenAbility | 'account' | 'any-token';

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

/** A response header as OpenAPI writes it (its schema is JSON Schema, not zod: headers are not parsed). */
export interface ResponseHeader {
  description: string;
  required?: boolean;
  schema: { type: 'string' | 'integer'; minimum?: number; example?: string };
}

/** An answer of a call besides the errors every call of its kind gives. */
export type EndpointAnswer =
  | z.ZodType
  | {
      description: string;
      schema?: z.ZodType;
      contentType?: string;
      headers?: Record<string, ResponseHeader>;
    };

export type SuccessStatus = 200 | 201 | 202 | 204 | 304 | 503;

export interface EndpointSpec {
  method: HttpMethod;
  /** The path as Hono writes it (`/document/:id`), under /api unless it starts with /sanctum/. */
  path: string;
  /** The group the reference shows the operation in. */
  tag: ApiTag;
  summary: string;
  /** `public`, or what the call needs of the caller's token; the server applies it to the route. */
  access: 'public' | EndpointAccess;
  /** The caller's account must have this role too (the administrator area, decision record 0015). */
  role?: 'admin';
  /** Path parameters that are not a row id (a row id is a positive integer): a text id, a file name. */
  params?: Record<string, z.ZodType>;
  body?: z.ZodType | { contentType: string; schema: z.ZodType };
  /**
   * The body limit when it is not the app's 16 KB default (decision record 0016): bytes, or bytes for the
   * number of categories the server loaded (decision record 0030), and the 413 message.
   */
  bodyLimit?: { maxBytes: number | ((categoryCount: number) => number); message: ServerMessageKey };
  query?: z.ZodObject;
  /** Request headers the call reads besides the token's (the save's `Idempotency-Key`, decision record 0031). */
  headers?: z.ZodObject;
  /** What the reference says under the call besides the token access. */
  description?: string;
  responses: Partial<Record<SuccessStatus, EndpointAnswer>>;
  /** Statuses of errors only this call gives (429 when throttled, 404 without path parameters …). */
  errors?: (403 | 404 | 409 | 413 | 429 | 503)[];
  /** An error answer whose body says more than `code` and `message` (the save's 409, decision record 0036). */
  errorAnswers?: Partial<Record<409, { description: string; schema: z.ZodType; example: object }>>;
}

/**
 * A group of contracts keyed by operation id (stable, camelCase: generated clients name their functions after
 * it; never rename one). The `const` parameter keeps each path and schema's own type for `callApi`.
 */
export function defineEndpoints<const Group extends Record<string, EndpointSpec>>(group: Group): Group {
  return group;
}

/** The `/api` path of a contract (`/sanctum/…` stays as it is). */
export function apiPathOf(path: string): string {
  return path.startsWith('/sanctum/') ? path : `/api${path}`;
}

/** `/client/:id/goals` → `'id'`. */
export type PathParameterNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameterNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type SchemaOf<Answer> = Answer extends z.ZodType
  ? Answer
  : Answer extends { schema: infer Schema extends z.ZodType }
    ? Schema
    : undefined;

/** The answer of a call's success: its 200, else its 201, else its 202. */
type SuccessAnswer<Responses> = Responses extends { 200: infer Answer }
  ? Answer
  : Responses extends { 201: infer Answer }
    ? Answer
    : Responses extends { 202: infer Answer }
      ? Answer
      : undefined;

/** What a successful call answers, as the web reads it: the 200, 201 or 202 body; null for 204. */
export type EndpointOutput<Spec extends EndpointSpec> =
  SchemaOf<SuccessAnswer<Spec['responses']>> extends infer Schema extends z.ZodType ? z.output<Schema> : null;

type BodyInput<Spec extends EndpointSpec> = Spec['body'] extends z.ZodType
  ? { body: z.input<Spec['body']> }
  : Spec['body'] extends { schema: z.ZodType }
    ? { body: object | string } // form data or a file, as the browser sends it
    : { body?: never };

type ParamsInput<Spec extends EndpointSpec> = [PathParameterNames<Spec['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParameterNames<Spec['path']>, string | number> };

type QueryInput<Spec extends EndpointSpec> = Spec['query'] extends z.ZodObject
  ? { query?: Partial<Record<keyof z.input<Spec['query']>, string | number | undefined>> }
  : { query?: never };

/** What a call needs: its path parameters, its body and its query, each as the contract says. */
export type EndpointInput<Spec extends EndpointSpec> = ParamsInput<Spec> & BodyInput<Spec> & QueryInput<Spec>;

/** What the web needs at run time of each contract: the method and the full path (no schema). */
export type EndpointRoute = readonly [method: Uppercase<HttpMethod>, path: string];

/** The run-time table of `callApi`, made at build time from the contracts (decision record 0059). */
export function endpointRoutesOf(endpoints: Record<string, EndpointSpec>): Record<string, EndpointRoute> {
  return Object.fromEntries(
    Object.entries(endpoints).map(([operationId, spec]) => [
      operationId,
      [spec.method.toUpperCase() as Uppercase<HttpMethod>, apiPathOf(spec.path)] as const,
    ]),
  );
}
