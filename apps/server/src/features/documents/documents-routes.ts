import type { Hono } from 'hono';
import {
  attachDocumentRequestSchema,
  deletedTeamDocumentsQuerySchema,
  documentListQuerySchema,
  documentVersionListQuerySchema,
  updateDocumentRequestSchema,
  type DeletedTeamDocumentList,
  type DocumentIdResponse,
  type RestoredDocumentVersion,
  type SavedDocumentVersionResponse,
} from '@icf/shared';
import { endpointRoutes } from '../../auth/endpoint-routes';
import { deletedTeamDocumentRetentionDaysDefault } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import { readLocalizedBody, validateQuery } from '../../http/read-localized-body';
import { pathId } from '../../http/path-id';
import { sendJson } from '../../http/send-json';
import type { IcfData } from '../../icf/load-icf-data';
import type { RequestBodyReader } from '../../workers/request-body-reader';
import { idempotentRequest, storeOnce } from '../idempotency';
import { attachDocumentToClient } from './attach-document';
import { checkDocumentContent } from '../../icf/check-document-content';
import { createDocument } from './create-document';
import { softDeleteDocument } from './delete-document';
import { createDocumentCatalogue } from '../../icf/document-catalogue';
import { documentContentOf } from './document-content';
import { documentNotFound } from './document-not-found';
import { getDocumentVersion, listDocumentVersions, restoreDocumentVersion } from './document-versions';
import { recordTeamAccess, teamError } from '../teams';
import { listDeletedTeamDocuments, restoreDeletedTeamDocument } from './deleted-team-documents';
import { getDocument } from './get-document';
import { listDocuments } from './list-documents';
import {
  presentDocumentPage,
  presentDocumentVersion,
  presentDocumentVersions,
  presentSavedDocument,
} from './present-document';
import { resolveDocumentClient } from './resolve-document-client';
import { saveDocumentFromBase } from './save-from-base';
import { updateDocument } from './update-document';

export interface DocumentsDependencies {
  database: DatabaseHandle;
  icf: IcfData;
  /** Reads a large save body off the event loop (decision record 0030). */
  bodyReader: RequestBodyReader;
  /** DELETED_TEAM_DOCUMENT_RETENTION_DAYS: how long a team's deleted document is listed and restorable. */
  deletedTeamDocumentRetentionDays?: number;
}

/**
 * The document calls of spec §7 under /api: save (create or update), the dashboard list, soft delete, import
 * and the saved versions. Every call needs a signed-in user and sees only that user's documents: another
 * user's id is answered exactly like a missing one (404). Also a team's deleted documents, which its owners list
 * and restore while they are kept (decision record 0033).
 */
export function documentsRoutes(deps: DocumentsDependencies): Hono {
  const { db } = deps.database;
  const catalogue = createDocumentCatalogue(deps.icf);
  const retentionDays = deps.deletedTeamDocumentRetentionDays ?? deletedTeamDocumentRetentionDaysDefault;

  return (
    endpointRoutes(deps.database)
      .on('listDocuments', async (c) => {
        const query = validateQuery(c.req.query(), documentListQuerySchema);
        const result = await listDocuments(db, c.get('user').id, query);
        return sendJson(c, presentDocumentPage(result));
      })
      // A retried save with the same Idempotency-Key is stored once (decision records 0031, 0042).
      .on('saveDocument', idempotentRequest(deps.database), async (c) => {
        const body = await deps.bodyReader.read(c, 'document.save');
        checkDocumentContent(catalogue, body);
        const userId = c.get('user').id;
        const content = documentContentOf(body);
        const documentId = body.id ?? null;
        const baseVersion = body.base_version ?? null;
        return storeOnce(c, db, 200, async (tx): Promise<SavedDocumentVersionResponse> => {
          const { info, client } = await resolveDocumentClient(
            tx,
            { userId, documentId, clientId: body.client_id },
            content.info,
          );
          // A new document has nothing saved meanwhile: its `base_version`, if any, has nothing to name.
          const saved =
            documentId === null
              ? await createDocument(tx, userId, { ...content, info }, client === 'keep' ? null : client)
              : baseVersion === null
                ? await updateDocument(tx, userId, documentId, { ...content, info }, client)
                : await saveDocumentFromBase(
                    tx,
                    userId,
                    documentId,
                    baseVersion,
                    { ...content, info },
                    client,
                  );
          return { id: saved.id, version: saved.version };
        });
      })
      .on('attachDocumentToClient', async (c) => {
        const id = pathId(c.req.param('id'), documentNotFound);
        const body = await readLocalizedBody(c, attachDocumentRequestSchema);
        const saved = await attachDocumentToClient(db, c.get('user').id, id, body.client_id);
        return c.json({ id: saved.id } satisfies DocumentIdResponse);
      })
      .on('deleteDocument', async (c) => {
        const body = await readLocalizedBody(c, updateDocumentRequestSchema);
        const id = await softDeleteDocument(db, c.get('user'), body.id);
        return c.json({ id } satisfies DocumentIdResponse);
      })
      .on('getDocument', async (c) => {
        const id = pathId(c.req.param('id'), documentNotFound);
        const userId = c.get('user').id;
        const document = await getDocument(db, userId, id);
        await recordTeamAccess(db, {
          teamId: document.teamId,
          userId,
          action: 'document.open',
          clientId: document.clientId,
          documentId: id,
        });
        return sendJson(c, presentSavedDocument(document));
      })
      .on('listDocumentVersions', async (c) => {
        const id = pathId(c.req.param('id'), documentNotFound);
        const { after } = validateQuery(c.req.query(), documentVersionListQuerySchema);
        const userId = c.get('user').id;
        const versions = await listDocumentVersions(db, userId, id, after);
        return sendJson(c, presentDocumentVersions(versions, userId));
      })
      .on('getDocumentVersion', async (c) => {
        const id = pathId(c.req.param('id'), documentNotFound);
        const version = pathId(c.req.param('version'), documentNotFound);
        const userId = c.get('user').id;
        const found = await getDocumentVersion(db, userId, id, version);
        await recordTeamAccess(db, {
          teamId: found.teamId,
          userId,
          action: 'document.open_version',
          clientId: found.clientId,
          documentId: id,
        });
        return sendJson(c, presentDocumentVersion(found));
      })
      .on('restoreDocumentVersion', async (c) => {
        const id = pathId(c.req.param('id'), documentNotFound);
        const version = pathId(c.req.param('version'), documentNotFound);
        const restored = await restoreDocumentVersion(db, c.get('user').id, id, version);
        return c.json({ id: restored.id, version: restored.version } satisfies RestoredDocumentVersion);
      })
      // A team's deleted documents, for its owners (decision record 0033). Restoring is an owner's act on the
      // team's records, like deleting a client: sign-in tokens only.
      .on('listDeletedTeamDocuments', async (c) => {
        const teamId = pathId(c.req.param('id'), () => teamError('team_not_found'));
        const { before } = validateQuery(c.req.query(), deletedTeamDocumentsQuerySchema);
        const list = await listDeletedTeamDocuments(db, c.get('user').id, teamId, retentionDays, before);
        return sendJson(c, list satisfies DeletedTeamDocumentList);
      })
      .on('restoreDeletedTeamDocument', async (c) => {
        const teamId = pathId(c.req.param('id'), documentNotFound);
        const documentId = pathId(c.req.param('document'), documentNotFound);
        const id = await restoreDeletedTeamDocument(db, c.get('user'), { teamId, documentId, retentionDays });
        return c.json({ id } satisfies DocumentIdResponse);
      }).app
  );
}
