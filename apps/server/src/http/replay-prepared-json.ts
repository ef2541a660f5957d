import type { IncomingMessage } from 'node:http';
import type { Hono } from 'hono';
import { personalAccessTokenPrefix } from '@icf/shared';
import type { Metrics } from '../metrics/metrics';
import type { Logger } from './logger';
import { choosePreparedBody, type PreparedJson } from './prepared-json';

export interface PreparedJsonRoute {
  /** The exact request target (no query string). */
  path: string;
  prepared: PreparedJson;
}

/**
 * Answers `GET` of prepared JSON without Hono's routing, context and middleware (decision record 0049): the
 * first request of each kind (200 in each encoding, 304) goes through the whole app, and its status and
 * headers, security headers included, are kept; later requests of that kind get the same headers with the
 * prepared bytes, chosen by the same `choosePreparedBody` the route uses. The request is read from node's
 * own IncomingMessage, so no Fetch Request or Headers object is built; it is still logged and counted.
 * Only requests without credentials are replayed: one that carries a bearer token, or a cookie that could
 * hold a personal access token, goes through the app, whose token rate limit counts it (decision 0027).
 */
export function replayPreparedJson(
  app: Hono,
  routes: readonly PreparedJsonRoute[],
  observers: { logger: Logger; metrics?: Metrics | undefined },
): void {
  const byPath = new Map(
    routes.map((route) => [route.path, { ...route, answers: new Map<string, Record<string, string>>() }]),
  );
  const dispatch = app.fetch;
  app.fetch = async (request, env, executionContext) => {
    // @hono/node-server passes the node request as `env.incoming`; app.request in a test has none.
    const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const route = incoming?.method === 'GET' ? byPath.get(incoming.url ?? '') : undefined;
    if (!incoming || !route || carriesCredentials(incoming)) return dispatch(request, env, executionContext);
    const started = performance.now();
    const choice = choosePreparedBody(
      route.prepared,
      incoming.headers['if-none-match'],
      incoming.headers['accept-encoding'],
    );
    const kind = `${choice.status} ${choice.encoding ?? 'identity'}`;
    const headers = route.answers.get(kind);
    if (!headers) {
      const answer = await dispatch(request, env, executionContext);
      if (isAnswerOf(answer, choice)) route.answers.set(kind, Object.fromEntries(answer.headers));
      return answer;
    }
    const ms = performance.now() - started;
    observers.logger.info('request', {
      method: 'GET',
      path: route.path,
      status: choice.status,
      ms: Math.round(ms * 10) / 10,
    });
    observers.metrics?.countRequest('GET', route.path, choice.status, ms / 1000);
    return new Response(choice.body as Uint8Array<ArrayBuffer> | null, { status: choice.status, headers });
  };
}

function carriesCredentials(incoming: IncomingMessage): boolean {
  return (
    incoming.headers.authorization !== undefined ||
    (incoming.headers.cookie?.includes(personalAccessTokenPrefix) ?? false)
  );
}

/**
 * Whether the app's answer is the one `choice` describes, so it may be kept for that kind: brotli may become
 * ready between the choice and the app's own, and an error answer is never kept.
 */
function isAnswerOf(answer: Response, choice: ReturnType<typeof choosePreparedBody>): boolean {
  return (
    answer.status === choice.status &&
    (answer.headers.get('content-encoding') ?? null) === choice.encoding &&
    !answer.headers.has('set-cookie') &&
    (choice.body === null || answer.headers.get('content-length') === String(choice.body.byteLength))
  );
}
