import type { EndpointRoute, OperationId } from '@icf/shared/endpoints';

/** Every call's method and path, put in by the build from the contracts (build/api-routes.ts, decision 0059). */
declare const __API_ROUTES__: Record<OperationId, EndpointRoute>;

/** A call's method and path as its contract states them (`/api/client/:id`). */
export function apiRoute(operation: OperationId): EndpointRoute {
  return __API_ROUTES__[operation];
}

/**
 * A call's path with its parameters filled in: for `callApi`, and for the plain links and `fetch`es that need a
 * URL (a download the browser saves, the self-report page that loads without the app).
 */
export function apiPath(operation: OperationId, params: Record<string, string | number> = {}): string {
  return apiRoute(operation)[1].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}
