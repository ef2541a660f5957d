import type { BlockList } from 'node:net';
import type { Context } from 'hono';
import type { Hono } from 'hono';
import type { DocumentExportAction, DownloadDocumentResponse } from '@icf/shared';
import type { DatabaseHandle } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import type { RequestBodyReader } from '../../workers/request-body-reader';
import { optionalUser } from '../../auth/require-user';
import { throttle, type ThrottlePolicy } from '../../auth/throttle';
import type { PdfRenderer } from './pdf/pdf-renderer';
import { renderPdfOrBusy } from './render-pdf-or-busy';
import { endpointRoutes } from '../../auth/endpoint-routes';

export interface ExportDependencies {
  database: DatabaseHandle;
  pdfRenderer: PdfRenderer;
  /** Reads a large form off the event loop (decision record 0030). */
  bodyReader: RequestBodyReader;
  /** Download and copy calls one client may make per minute. */
  exportRateLimitPerMinute: number;
  trustedProxies: BlockList | undefined;
  /**
   * Names a signed-in caller's export of a document in its team's access log (the documents feature's rule,
   * handed in by the app so that export needs no way into documents).
   */
  recordExport: (userId: number, documentId: number, action: DocumentExportAction) => Promise<void>;
}

/** PDFs cost a worker's time: each caller may ask for `perMinute` of them a minute (the progress report too). */
export function exportThrottle(perMinute: number): ThrottlePolicy {
  return {
    name: 'export',
    maxAttempts: perMinute,
    windowSeconds: 60,
    message: 'request.too_many',
    field: 'number',
  };
}

/**
 * `POST /api/document/download` (a PDF of one of the four forms, base64 in JSON) and `POST /api/document/copy`
 * (the document as plain text), spec §7. Nothing is stored, so visitors may call both; each client is limited
 * per minute, and the PDF is rendered on the worker pool, off the event loop that answers the other calls.
 */
export function exportRoutes(deps: ExportDependencies): Hono {
  const policy = exportThrottle(deps.exportRateLimitPerMinute);
  const throttleCaller = (c: Context) => throttle(deps.database.db, policy, clientIp(c, deps.trustedProxies));

  const recordExportOf = async (c: Context, documentId: number | undefined, action: DocumentExportAction) => {
    if (documentId === undefined) return;
    const user = await optionalUser(deps.database, c);
    if (user) await deps.recordExport(user.id, documentId, action);
  };

  // The form is read, checked against the reference data and joined with the labels by the body reader
  // (off the event loop when large, decision record 0030); copy's text is made there too.
  return endpointRoutes(deps.database)
    .on('downloadDocumentPdf', async (c) => {
      await throttleCaller(c);
      const { number, document, documentId } = await deps.bodyReader.read(c, 'document.download');
      const pdf = await renderPdfOrBusy(deps.pdfRenderer, { form: number, document });
      await recordExportOf(c, documentId, 'document.download_pdf');
      return c.json({ pdf: pdf.toString('base64') } satisfies DownloadDocumentResponse);
    })
    .on('copyDocumentText', async (c) => {
      await throttleCaller(c);
      const { text, documentId } = await deps.bodyReader.read(c, 'document.copy');
      await recordExportOf(c, documentId, 'document.copy');
      return c.text(text);
    }).app;
}
