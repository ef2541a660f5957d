import type { Hono } from 'hono';
import {
  createPersonalCoreSetRequestSchema,
  documentIdMax,
  personalCoreSetId,
  updatePersonalCoreSetRequestSchema,
  type DeletedPersonalCoreSet,
} from '@icf/shared';
import { endpointRoutes } from '../../auth/endpoint-routes';
import type { DatabaseHandle } from '../../db/client';
import { readLocalizedBody } from '../../http/read-localized-body';
import { sendJson } from '../../http/send-json';
import type { IcfData } from '../../icf/load-icf-data';
import { createDocumentCatalogue } from '../../icf/document-catalogue';
import { checkPersonalCoreSetCodes } from './check-personal-core-set-codes';
import { createPersonalCoreSet } from './create-personal-core-set';
import { deletePersonalCoreSet } from './delete-personal-core-set';
import { personalCoreSetNotFound } from './personal-core-set-not-found';
import { presentPersonalCoreSet } from './present-personal-core-set';
import { updatePersonalCoreSet } from './update-personal-core-set';

export interface PersonalCoreSetsDependencies {
  database: DatabaseHandle;
  icf: IcfData;
}

/**
 * A signed-in user's own core sets ("My sets", decision 0011) under /api: create, update (rename, replace codes,
 * note) and delete. `GET /api/set/all` lists them for their owner. Another user's id is answered exactly like
 * a missing one (404).
 */
export function personalCoreSetsRoutes(deps: PersonalCoreSetsDependencies): Hono {
  const { db } = deps.database;
  const catalogue = createDocumentCatalogue(deps.icf);

  return endpointRoutes(deps.database)
    .on('createPersonalCoreSet', async (c) => {
      const body = await readLocalizedBody(c, createPersonalCoreSetRequestSchema);
      const codes = checkPersonalCoreSetCodes(catalogue, body.codes);
      const created = await createPersonalCoreSet(db, c.get('user').id, { ...body, codes });
      return sendJson(c, presentPersonalCoreSet(created), 201);
    })
    .on('updatePersonalCoreSet', async (c) => {
      const id = pathId(c.req.param('id') ?? '');
      const body = await readLocalizedBody(c, updatePersonalCoreSetRequestSchema);
      const codes = body.codes && checkPersonalCoreSetCodes(catalogue, body.codes);
      const updated = await updatePersonalCoreSet(db, c.get('user').id, id, { ...body, codes });
      return sendJson(c, presentPersonalCoreSet(updated));
    })
    .on('deletePersonalCoreSet', async (c) => {
      const id = pathId(c.req.param('id') ?? '');
      await deletePersonalCoreSet(db, c.get('user').id, id);
      return sendJson(c, { id: personalCoreSetId(id) } satisfies DeletedPersonalCoreSet);
    }).app;
}

/**
 * The set's id as `GET /api/set/all` serves it (`personal-7`), or its number (`7`). Anything else names no
 * set: the same 404 as a missing one.
 */
function pathId(value: string): number {
  const digits = /^(?:personal-)?([1-9][0-9]{0,9})$/.exec(value)?.[1];
  const number = digits === undefined ? Number.NaN : Number(digits);
  if (!(number <= documentIdMax)) throw personalCoreSetNotFound();
  return number;
}
