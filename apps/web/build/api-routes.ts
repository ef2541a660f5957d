import { tsImport } from 'tsx/esm/api';
import type * as Endpoints from '@icf/shared/endpoints';

/**
 * The method and path of every call, for `callApi` (decision record 0059): read from the contracts when the
 * app is built, so the browser gets a small table rather than the contracts' schemas (about 100 KB of zod).
 * Through tsx: the config loader hands `@icf/shared`'s TypeScript to Node, which can't resolve its imports.
 */
const { apiEndpoints, endpointRoutesOf } = (await tsImport(
  '@icf/shared/endpoints',
  import.meta.url,
)) as typeof Endpoints;

export const apiRoutes = endpointRoutesOf(apiEndpoints);

export const apiRoutesDefine = { __API_ROUTES__: JSON.stringify(apiRoutes) };
