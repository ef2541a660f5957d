import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { Hono } from 'hono';
import { personalAccessTokenPrefix } from '@icf/shared';
import type { Metrics } from '../metrics/metrics';
import type { Logger } from './logger';
import { choosePreparedBody, type PreparedChoice, type PreparedJson } from './prepared-json';

export interface PreparedJsonRoute {
  /** The exact request target (no query string). */
  path: string;
  prepared: PreparedJson;
}

interface Replay {
  path: string;
  choice: PreparedChoice;
  /** The kind's kept headers; none until the app has answered a request of this kind. */
  headers: Record<string, string> | undefined;
  keep(answer: Response): void;
}

/** The node `request` listener that answers kept kinds before the adapter, per app (see `serveReplaying`). */
const nodeReplays = new WeakMap<Hono, (incoming: IncomingMessage, outgoing: ServerResponse) => boolean>();

/**
 * Answers `GET` of prepared JSON without Hono's routing, context and middleware (decision record 0049): the
 * first request of each kind (200 in each encoding, 304) goes through the whole app, and its status and
 * headers, security headers included, are kept; later requests of that kind get the same headers with the
 * prepared bytes, chosen by the same `choosePreparedBody` the route uses. Served by a node `request`
 * listener in front of @hono/node-server (`serveReplaying`), no Fetch Request, Response or Headers object is
 * built; each replayed request is still logged and counted. Only requests without credentials are replayed:
 * one with a bearer token, or a cookie that could hold a personal access token, goes through the app, whose
 * token rate limit counts it (decision 0027).
 */
export function replayPreparedJson(
  app: Hono,
  routes: readonly PreparedJsonRoute[],
  observers: { logger: Logger; metrics?: Metrics | undefined },
): void {
  const byPath = new Map(
    routes.map((route) => [route.path, { ...route, answers: new Map<string, Record<string, string>>() }]),
  );
  const replayOf = (incoming: IncomingMessage): Replay | undefined => {
    const route = incoming.method === 'GET' ? byPath.get(incoming.url ?? '') : undefined;
    if (!route || carriesCredentials(incoming)) return undefined;
    const choice = choosePreparedBody(
      route.prepared,
      incoming.headers['if-none-match'],
      incoming.headers['accept-encoding'],
    );
    const kind = `${choice.status} ${choice.encoding ?? 'identity'}`;
    return {
      path: route.path,
      choice,
      headers: route.answers.get(kind),
      keep(answer) {
        if (!isAnswerOf(answer, choice)) return;
        // The adapter writes a Content-Type on every answer that has none (its 304 too), so the kept
        // headers say what it wrote.
        route.answers.set(kind, {
          'content-type': 'text/plain; charset=UTF-8',
          ...Object.fromEntries(answer.headers),
        });
      },
    };
  };
  const observe = (replay: Replay, started: number) => {
    const ms = performance.now() - started;
    observers.logger.info('request', {
      method: 'GET',
      path: replay.path,
      status: replay.choice.status,
      ms: Math.round(ms * 10) / 10,
    });
    observers.metrics?.countRequest('GET', replay.path, replay.choice.status, ms / 1000);
  };

  nodeReplays.set(app, (incoming, outgoing) => {
    const started = performance.now();
    const replay = replayOf(incoming);
    if (!replay?.headers) return false;
    outgoing.writeHead(replay.choice.status, replay.headers);
    outgoing.end(replay.choice.body ?? undefined);
    observe(replay, started);
    return true;
  });

  // Behind the adapter: where the kinds are kept, and replayed too when no listener is in front.
  const dispatch = app.fetch;
  app.fetch = async (request, env, executionContext) => {
    // @hono/node-server passes the node request as `env.incoming`; app.request in a test has none.
    const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const started = performance.now();
    const replay = incoming ? replayOf(incoming) : undefined;
    if (!replay) return dispatch(request, env, executionContext);
    if (!replay.headers) {
      const answer = await dispatch(request, env, executionContext);
      replay.keep(answer);
      return answer;
    }
    observe(replay, started);
    const body = replay.choice.body as Uint8Array<ArrayBuffer> | null;
    return new Response(body, { status: replay.choice.status, headers: replay.headers });
  };
}

/**
 * node:http's `createServer` for @hono/node-server's `serve({ createServer })`: the app's replayed answers
 * are written before the adapter builds its Request and Response objects.
 */
export function serveReplaying(app: Hono): typeof createServer {
  return ((options: object, listener: RequestListener) =>
    createServer(options, (incoming, outgoing) => {
      if (!nodeReplays.get(app)?.(incoming, outgoing)) void listener(incoming, outgoing);
    })) as typeof createServer;
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
function isAnswerOf(answer: Response, choice: PreparedChoice): boolean {
  return (
    answer.status === choice.status &&
    (answer.headers.get('content-encoding') ?? null) === choice.encoding &&
    !answer.headers.has('set-cookie') &&
    (choice.body === null || answer.headers.get('content-length') === String(choice.body.byteLength))
  );
}
