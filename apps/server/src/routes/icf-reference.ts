import { Hono } from 'hono';
import { prepareJson, sendPreparedJson } from '../http/prepared-json';
import type { IcfData } from '../icf/load-icf-data';

/** `GET /api/code/all` and `GET /api/set/all`: immutable reference data, prepared once. */
export function icfReferenceRoutes(icf: IcfData): Hono {
  const codes = prepareJson(icf.codes);
  const sets = prepareJson(icf.coreSetGroups);
  return new Hono()
    .get('/code/all', (c) => sendPreparedJson(c, codes))
    .get('/set/all', (c) => sendPreparedJson(c, sets));
}
