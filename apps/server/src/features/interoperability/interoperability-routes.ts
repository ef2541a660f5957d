import { Readable } from 'node:stream';
import type * as fhir4 from 'fhir/r4';
import type { Hono } from 'hono';
import { type Context } from 'hono';
import {
  documentCsvQuerySchema,
  fhirExportQuerySchema,
  projectCodeSystem,
  projectCodeSystemIds,
  type FhirImportResponse,
  type FhirSeriesImportResponse,
  type ProjectCodeSystemId,
} from '@icf/shared';
import { endpointRoutes } from '../../auth/endpoint-routes';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { prepareJson, sendPreparedJson } from '../../http/prepared-json';
import { validateQuery } from '../../http/read-localized-body';
import { requestLocale } from '../../http/request-locale';
import type { Logger } from '../../http/logger';
import type { IcfData } from '../../icf/load-icf-data';
import type { RequestBodyReader } from '../../workers/request-body-reader';
import { recordTeamAccess } from '../teams';
import { throttle, type ThrottlePolicy } from '../../auth/throttle';
import { zipEntriesStream } from '../../http/zip-entries-stream';
import { getClient } from '../clients';
import { createDocumentCatalogue } from '../../icf/document-catalogue';
import { pathId } from '../../http/path-id';
import { documentNotFound } from '../documents';
import { documentCsvStream } from './document-csv';
import { fhirBulkExportEntries } from './export-account-fhir-bulk';
import { exportClientSeriesFhir } from './export-client-series-fhir';
import { exportDocumentFhir } from './export-document-fhir';
import { importClientSeriesFhir } from './import-client-series-fhir';
import { importDocumentFhir } from './import-document-fhir';
import { idempotentRequest, storeOnce } from '../idempotency';

export interface InteroperabilityDependencies {
  database: DatabaseHandle;
  icf: IcfData;
  logger: Logger;
  /** Reads a large Bundle off the event loop (decision record 0030). */
  bodyReader: RequestBodyReader;
  /** APP_URL: the FHIR code systems and identifier systems live under it (decision record 0048). */
  auth: { appUrl: string };
}

/** The Bulk Data export reads the whole account, as the account export does: the same few a day (0048). */
export const fhirBulkExportThrottle: ThrottlePolicy = {
  name: 'fhir-bulk-export',
  maxAttempts: 5,
  windowSeconds: 60 * 60,
  message: 'request.too_many',
  field: 'export',
};

/**
 * FHIR R4 export and import of one document, a client's series as one Bundle, the project's code systems, and the CSV export of all of the caller's documents (decision records 0019, 0020).
 * Mounted before the document routes, so that `/document/export.csv` is not read as a document id.
 */
export function interoperabilityRoutes(deps: InteroperabilityDependencies): Hono {
  const { db } = deps.database;
  const catalogue = createDocumentCatalogue(deps.icf);
  const codeSystems = new Map(
    projectCodeSystemIds.map((id) => [id, prepareJson(projectCodeSystem(deps.auth.appUrl, id))]),
  );

  return (
    endpointRoutes(deps.database)
      // The project's own vocabularies, public at their canonical URLs (decision record 0048).
      .on('getFhirCodeSystem', (c) => {
        const codeSystem = codeSystems.get(c.req.param('id') as ProjectCodeSystemId);
        if (!codeSystem) {
          throw AppError.notFound('request.no_route', { method: c.req.method, path: c.req.path });
        }
        return sendPreparedJson(c, codeSystem, {
          contentType: 'application/fhir+json',
          cacheControl: 'public, max-age=86400',
        });
      })
      // The account's own data as FHIR Bulk Data NDJSON in one ZIP, answered at once (decision record 0048).
      .on('exportAccountFhirBulk', async (c) => {
        const query = validateQuery(c.req.query(), fhirExportQuerySchema);
        const userId = c.get('user').id;
        await throttle(db, fhirBulkExportThrottle, String(userId));
        const now = new Date();
        const zip = zipEntriesStream(
          fhirBulkExportEntries(db, deps.icf, {
            userId,
            includeName: query.include_name === 'true',
            appUrl: deps.auth.appUrl,
            locale: requestLocale(c),
            now,
            requestUrl: `${deps.auth.appUrl}/api/fhir/$export${query.include_name === 'true' ? '?include_name=true' : ''}`,
          }),
        );
        zip.on('error', (error) => deps.logger.error('fhir bulk export failed', { error: String(error) }));
        return new Response(Readable.toWeb(zip) as ReadableStream, {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': `attachment; filename="icf-fhir-export-${now.toISOString().slice(0, 10)}.zip"`,
          },
        });
      })
      .on('exportDocumentsCsv', async (c) => {
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
      .on('exportDocumentFhir', async (c) => {
        const documentId = pathId(c.req.param('id'), documentNotFound);
        const query = validateQuery(c.req.query(), fhirExportQuerySchema);
        const bundle = await exportDocumentFhir(db, deps.icf, {
          userId: c.get('user').id,
          documentId,
          includeName: query.include_name === 'true',
          appUrl: deps.auth.appUrl,
          locale: requestLocale(c),
        });
        return bundleDownload(c, bundle, `icf-document-${documentId}.fhir.json`);
      })
      .on('exportClientSeriesFhir', async (c) => {
        const clientId = pathId(c.req.param('id'), documentNotFound);
        const query = validateQuery(c.req.query(), fhirExportQuerySchema);
        const bundle = await exportClientSeriesFhir(db, deps.icf, {
          userId: c.get('user').id,
          clientId,
          includeName: query.include_name === 'true',
          appUrl: deps.auth.appUrl,
          locale: requestLocale(c),
        });
        return bundleDownload(c, bundle, `icf-client-${clientId}.fhir.json`);
      })
      // A retried import with the same Idempotency-Key is stored once (decision record 0042).
      .on('importDocumentFhir', idempotentRequest(deps.database), async (c) => {
        const converted = await deps.bodyReader.read(c, 'document.import-fhir');
        const userId = c.get('user').id;
        const status = (answer: FhirImportResponse) => (answer.existing ? 200 : 201);
        return storeOnce(c, db, status, async (tx): Promise<FhirImportResponse> =>
          importDocumentFhir(tx, catalogue, { userId, converted }),
        );
      })
      // A client's series Bundle: one client, its goals and every evaluation, stored once (decision 0048).
      .on('importClientSeriesFhir', idempotentRequest(deps.database), async (c) => {
        const converted = await deps.bodyReader.read(c, 'client.import-fhir');
        const userId = c.get('user').id;
        const locale = requestLocale(c);
        const status = (answer: FhirSeriesImportResponse) => (answer.existing ? 200 : 201);
        return storeOnce(c, db, status, async (tx): Promise<FhirSeriesImportResponse> =>
          importClientSeriesFhir(tx, catalogue, { userId, converted, locale, appUrl: deps.auth.appUrl }),
        );
      }).app
  );
}

/** A FHIR Bundle answered as a file to save. */
function bundleDownload(c: Context, bundle: fhir4.Bundle, fileName: string): Response {
  return c.body(JSON.stringify(bundle), 200, {
    'Content-Type': 'application/fhir+json; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });
}
