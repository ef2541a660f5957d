import type { Hono } from 'hono';
import type { SiteInfo } from '@icf/shared';
import { endpointRoutes } from '../auth/endpoint-routes';

/** `GET /api/site`: the operator's settings the web app shows (the footer's contacts). */
export function siteRoutes(site: SiteInfo): Hono {
  return endpointRoutes().on('getSiteInfo', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(site satisfies SiteInfo);
  }).app;
}
