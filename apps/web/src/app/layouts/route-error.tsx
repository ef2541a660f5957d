import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../../features/not-found';
import { isChunkLoadError, reloadOnceForChunkError } from '../../lib/chunk-load-error';

/** Errors while resolving a route: a stale lazy chunk reloads the page (spec §8), others show a message. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="page narrow" role="alert">
      <h1>Oops...</h1>
      <p>Something went wrong! Please try again.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        ↻
      </button>
    </div>
  );
}
