import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import { apiEndpoints, type EndpointSpec, type OperationId } from '@icf/shared/endpoints';
import type { DatabaseHandle } from '../db/client';
import { bodyLimitOf } from '../http/body-limits';
import { requireAdmin } from './require-admin';
import { requireUser, type AuthEnv } from './require-user';

type RouteHandler = MiddlewareHandler<AuthEnv> | Handler<AuthEnv>;

export interface EndpointRoutes {
  /** The Hono app to mount under /api (or /sanctum). */
  app: Hono;
  /**
   * Registers a call from its contract: the method and path are the contract's, and a signed-in call gets
   * `requireUser` with the contract's access (`requireAdmin` for the admin role) and a body limit tighter
   * than the default before `handlers` (a larger one is applied app-wide by http/body-limits.ts).
   */
  on(operation: OperationId, ...handlers: [...MiddlewareHandler<AuthEnv>[], RouteHandler]): EndpointRoutes;
}

/**
 * Routes registered from their contracts (decision record 0059): no route spells its path or method, and
 * none can ask for another access than its OpenAPI operation shows. `database` checks the token of a
 * signed-in call; routes with public calls only need none.
 */
export function endpointRoutes(database?: DatabaseHandle): EndpointRoutes {
  const app = new Hono<AuthEnv>();
  const routes: EndpointRoutes = {
    // Its handlers are typed with AuthEnv here; the app they are mounted on need not know it.
    app: app as unknown as Hono,
    on(operation, ...handlers) {
      const spec: EndpointSpec = apiEndpoints[operation];
      const before: MiddlewareHandler<AuthEnv>[] = [];
      if (spec.access !== 'public') {
        if (!database) throw new Error(`${operation} is signed in: give endpointRoutes the database.`);
        before.push(spec.role === 'admin' ? requireAdmin(database) : requireUser(database, spec.access));
      }
      const tighterLimit = bodyLimitOf(spec);
      if (tighterLimit) before.push(tighterLimit);
      // Hono's typed overloads want literal paths; a contract's path is a string here.
      const on = app.on.bind(app) as (method: string, path: string, ...all: RouteHandler[]) => unknown;
      on(spec.method.toUpperCase(), spec.path, ...before, ...handlers);
      return routes;
    },
  };
  return routes;
}
