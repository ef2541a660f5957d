import type { Hono } from 'hono';
import type { CoreSet, CoreSetGroup } from '@icf/shared';
import { requestToken } from '../auth/require-user';
import { endpointRoutes } from '../auth/endpoint-routes';
import type { DatabaseHandle } from '../db/client';
import { authenticateAccessToken } from '../auth/access-tokens';
import { prepareJson, sendPreparedJson, type PreparedJson } from '../http/prepared-json';
import { sendJson } from '../http/send-json';
import { composeCoreSetGroups, type GroupedCoreSet } from '../icf/compose-core-set-groups';
import type { IcfData } from '../icf/load-icf-data';

/** The core-set lists kept in the database: institution lists and each user's own sets. */
export interface StoredCoreSetLists {
  listInstitutionCoreSets(): Promise<GroupedCoreSet[]>;
  listPersonalCoreSets(userId: number): Promise<CoreSet[]>;
}

export interface IcfReferenceDependencies {
  icf: IcfData;
  database: DatabaseHandle;
  storedCoreSetLists: StoredCoreSetLists;
  /** The code map, prepared once (the app also replays it without routing, decision record 0049). */
  preparedCodes: PreparedJson;
}

/**
 * The core sets as a visitor gets them: the official catalogue, with this installation's institution lists
 * when it has any. A visitor's first screen of the select page shows them too (decision record 0039).
 */
export async function visitorCoreSetGroups(
  deps: Pick<IcfReferenceDependencies, 'icf' | 'storedCoreSetLists'>,
): Promise<CoreSetGroup[]> {
  const institution = await deps.storedCoreSetLists.listInstitutionCoreSets();
  return institution.length === 0
    ? deps.icf.coreSetGroups
    : composeCoreSetGroups(deps.icf.coreSetGroups, institution, null);
}

/**
 * `GET /api/code/all`: immutable reference data, prepared once. `GET /api/set/all`: the official catalogue,
 * prepared once and sent as is to a visitor while the installation has no institution lists; otherwise
 * composed per request with the institution lists and the signed-in caller's own sets (never cached by a
 * shared cache, since it can hold a user's sets). A missing or stale token just means a visitor: the
 * catalogue is public.
 */
export function icfReferenceRoutes(deps: IcfReferenceDependencies): Hono {
  const codes = deps.preparedCodes;
  const officialSets = prepareJson(deps.icf.coreSetGroups);
  return endpointRoutes(deps.database)
    .on('listCodes', (c) => sendPreparedJson(c, codes))
    .on('listCoreSets', async (c) => {
      const token = requestToken(c);
      const [institution, session] = await Promise.all([
        deps.storedCoreSetLists.listInstitutionCoreSets(),
        token ? authenticateAccessToken(deps.database.db, token) : null,
      ]);
      if (institution.length === 0 && !session) return sendPreparedJson(c, officialSets);
      const personal = session ? await deps.storedCoreSetLists.listPersonalCoreSets(session.user.id) : null;
      // Only an answer with the caller's own sets is private; the service worker keeps public ones (0026).
      c.header('Cache-Control', personal ? 'private, no-cache' : 'no-cache');
      return sendJson(c, composeCoreSetGroups(deps.icf.coreSetGroups, institution, personal));
    }).app;
}
