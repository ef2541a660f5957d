import type { Hono } from 'hono';
import {
  ratingValuesRequestSchema,
  type DocumentRatings,
  type RatingResponse,
  type SavedDocumentVersionResponse,
} from '@icf/shared';
import { endpointRoutes } from '../../auth/endpoint-routes';
import type { DatabaseHandle } from '../../db/client';
import { pathId } from '../../http/path-id';
import { readLocalizedBody } from '../../http/read-localized-body';
import { sendJson } from '../../http/send-json';
import { recordTeamAccess } from '../teams';
import { documentNotFound } from './document-not-found';
import { getDocumentRatings, rateDocumentCategory, setAgreedRating } from './document-ratings';

/**
 * Each discipline's rating of a team evaluation and the agreed value (decision record 0055). Bodies are three
 * short qualifiers: the default body limit (http/body-limits.ts) holds them.
 */
export function documentRatingsRoutes(deps: { database: DatabaseHandle }): Hono {
  const { db } = deps.database;
  return endpointRoutes(deps.database)
    .on('listDocumentRatings', async (c) => {
      const id = pathId(c.req.param('id'), documentNotFound);
      const userId = c.get('user').id;
      const { document, ratings } = await getDocumentRatings(db, userId, id);
      await recordTeamAccess(db, {
        teamId: document.teamId,
        userId,
        action: 'document.ratings_read',
        clientId: document.clientId,
        documentId: id,
      });
      return sendJson(c, { ratings } satisfies DocumentRatings);
    })
    .on('rateDocumentCategory', async (c) => {
      const id = pathId(c.req.param('id'), documentNotFound);
      const body = await readLocalizedBody(c, ratingValuesRequestSchema);
      const rating = await rateDocumentCategory(db, c.get('user').id, id, c.req.param('code') ?? '', body);
      return c.json({ rating } satisfies RatingResponse);
    })
    .on('setAgreedRating', async (c) => {
      const id = pathId(c.req.param('id'), documentNotFound);
      const body = await readLocalizedBody(c, ratingValuesRequestSchema);
      const saved = await setAgreedRating(db, c.get('user').id, id, c.req.param('code') ?? '', body);
      return c.json({ id: saved.id, version: saved.version } satisfies SavedDocumentVersionResponse);
    }).app;
}
