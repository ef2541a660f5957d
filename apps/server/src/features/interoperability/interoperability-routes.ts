import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { documentCsvQuerySchema, fhirExportQuerySchema, type FhirImportResponse } from '@icf/shared';
import type { RouteAccess } from '../../auth/route-access';
import { requireUser } from '../../auth/require-user';
import type { DatabaseHandle } from '../../db/client';
import { validateQuery } from '../../http/read-localized-body';
import type { LargeBodyRoute } from '../../http/body-limits';
import type { Logger } from '../../http/logger';
import type { IcfData } from '../../icf/load-icf-data';
import type { RequestBodyReader } from '../../workers/request-body-reader';
import { recordTeamAccess } from '../teams/team-access-log';
import { getClient } from '../clients/manage-clients';
import { createDocumentCatalogue } from '../documents/document-catalogue';
import { pathNumber } from '../documents/documents-routes';
import { documentCsvStream } from './document-csv';
import { exportDocumentFhir } from './export-document-fhir';
import { importDocumentFhir } from './import-document-fhir';
import { idempotentRequest, storeOnce } from '../idempotency/idempotent-request';

export interface InteroperabilityDependencies {
  database: DatabaseHandle;
  icf: IcfData;
  logger: Logger;
  /** Reads a large Bundle off the event loop (decision record 0030). */
  bodyReader: RequestBodyReader;
}

/**
 * A FHIR Bundle of a whole document (applied by http/body-limits.ts). Not derived like the save's: another
 * system's Bundle may carry resources' optional elements (meta, text, extensions) that ours leaves out, so
 * its size has no upper bound to compute; it is read on the body worker (decision record 0030).
 */
export const fhirImportBodyMaxBytes = 16 * 1024 * 1024;
export const interoperabilityLargeBodyRoutes: LargeBodyRoute[] = [
  {
    method: 'POST',
    path: '/api/document/import-fhir',
    maxBytes: fhirImportBodyMaxBytes,
    message: 'document.too_large',
  },
];

/**
 * FHIR R4 export and import of one document, and the CSV export of all of the caller's documents (decision records 0019, 0020).
 * Mounted before the document routes, so that `/document/export.csv` is not read as a document id.
 */
export function interoperabilityRoutes(deps: InteroperabilityDependencies): Hono {
  const { db } = deps.database;
  const signedIn = (access: RouteAccess) => requireUser(deps.database, access);
  const catalogue = createDocumentCatalogue(deps.icf);

  return (
    new Hono()
      .get('/document/export.csv', signedIn('export'), async (c) => {
        const { client_id: clientId } = validateQuery(c.req.query(), documentCsvQuerySchema);
        const userId = c.get('user').id;
        if (clientId !== undefined) {
          const client = await getClient(db, userId, clientId);
          await recordTeamAccess(db, { teamId: client.teamId, userId, action: 'client.export', clientId });
        }
        const csv = documentCsvStream(db, deps.icf, { userId, clientId });
        csv.on('error', (error) => deps.logger.error('csv export failed', { error: String(error) }));
        const day = new Date().toISOString().slice(0, 10);
        return new Response(Readable.toWeb(csv) as ReadableStream, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="icf-documents-${day}.csv"`,
          },
        });
      })
      .get('/document/:id/fhir', signedIn('export'), async (c) => {
        const documentId = pathNumber(c.req.param('id'));
        const query = validateQuery(c.req.query(), fhirExportQuerySchema);
        const bundle = await exportDocumentFhir(db, deps.icf, {
          userId: c.get('user').id,
          documentId,
          includeName: query.include_name === 'true',
        });
        return c.body(JSON.stringify(bundle), 200, {
          'Content-Type': 'application/fhir+json; charset=utf-8',
          'Content-Disposition': `attachment; filename="icf-document-${documentId}.fhir.json"`,
        });
      })
      // A retried import with the same Idempotency-Key is stored once (decision record 0042).
      .post(
        '/document/import-fhir',
        signedIn('documents:write'),
        idempotentRequest(deps.database),
        async (c) => {
          const converted = await deps.bodyReader.read(c, 'document.import-fhir');
          const userId = c.get('user').id;
          return storeOnce(c, db, 201, async (tx): Promise<FhirImportResponse> =>
            importDocumentFhir(tx, catalogue, { userId, converted }),
          );
        },
      )
  );
}
