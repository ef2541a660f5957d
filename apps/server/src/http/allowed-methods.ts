import type { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';

/**
 * The methods the routes of `app` answer on `path`, for the `Allow` header of a 405 (RFC 9110 §15.5.6):
 * a call with the wrong method on a path that exists is told which ones it takes, not that nothing is there.
 * Middleware (registered for every method) doesn't count; HEAD is answered wherever GET is
 * (http/answer-head-as-get.ts). The routes are read once, at the first call, when all are registered.
 */
export function allowedMethodsOf(app: Hono): (path: string) => string[] {
  let router: TrieRouter<string> | undefined;
  let methods: string[] = [];
  return (path) => {
    if (!router) {
      router = new TrieRouter<string>();
      const routes = app.routes.filter((route) => route.method !== 'ALL');
      for (const route of routes) router.add(route.method, route.path, route.method);
      methods = [...new Set(routes.map((route) => route.method))];
    }
    const allowed = methods.filter((method) => router!.match(method, path)[0].length > 0);
    if (allowed.includes('GET')) allowed.push('HEAD');
    return allowed;
  };
}
