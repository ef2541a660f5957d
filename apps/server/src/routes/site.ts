import { Hono } from 'hono';
import type { SiteInfo } from '@icf/shared';

/** `GET /api/site`: the operator's settings the web app shows (the footer's contacts). */
export function siteRoutes(site: SiteInfo): Hono {
  return new Hono().get('/site', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(site satisfies SiteInfo);
  });
}
