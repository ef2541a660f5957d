import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  copyDocumentRequestSchemaFor,
  downloadDocumentRequestSchemaFor,
  type CopyDocumentRequest,
  type DownloadDocumentResponse,
  documentText,
  buildExportDocument,
  type ExportDocument,
} from '@icf/shared';
import type { DatabaseHandle } from '../../db/client';
import type { LargeBodyRoute } from '../../http/body-limits';
import { clientIp } from '../../http/client-ip';
import { requestLocale } from '../../http/request-locale';
import type { IcfData } from '../../icf/load-icf-data';
import { throttle, type ThrottlePolicy } from '../auth/throttle';
import { checkCodeEntries } from '../documents/check-document-content';
import { createDocumentCatalogue } from '../documents/document-catalogue';
import { resolveExportLabels } from './export-labels';
import type { PdfRenderer } from './pdf/pdf-renderer';
import { readExportForm } from './read-export-form';
import { renderPdfOrBusy } from './render-pdf-or-busy';

export interface ExportDependencies {
  database: DatabaseHandle;
  icf: IcfData;
  pdfRenderer: PdfRenderer;
  /** Download and copy calls one client may make per minute. */
  exportRateLimitPerMinute: number;
  trustProxy: boolean;
}

/** The document, its message catalogue included, fits in this (the save call's limit). */
export const exportBodyMaxBytes = 16 * 1024 * 1024;

/** The download and copy body limits, applied with every other one by http/body-limits.ts. */
export const exportLargeBodyRoutes: LargeBodyRoute[] = ['/api/document/download', '/api/document/copy'].map(
  (path) => ({ method: 'POST', path, maxBytes: exportBodyMaxBytes, message: 'document.too_large' }),
);

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
  const catalogue = createDocumentCatalogue(deps.icf);
  const copyDocumentRequestSchema = copyDocumentRequestSchemaFor(catalogue.codeEntriesMax);
  const downloadDocumentRequestSchema = downloadDocumentRequestSchemaFor(catalogue.codeEntriesMax);
  const policy = exportThrottle(deps.exportRateLimitPerMinute);

  /** Throttle, read and check the form, and join it with the reference data and the labels. */
  async function readDocument<T extends CopyDocumentRequest>(
    c: Context,
    schema: z.ZodType<T>,
  ): Promise<{ request: T; document: ExportDocument }> {
    await throttle(deps.database.db, policy, clientIp(c, deps.trustProxy));
    const request = await readExportForm(c, schema);
    checkCodeEntries(catalogue, request.data);
    const labels = await resolveExportLabels(requestLocale(c), request.message);
    return { request, document: buildExportDocument(deps.icf.codes, request, labels) };
  }

  return new Hono()
    .post('/document/download', async (c) => {
      const { request, document } = await readDocument(c, downloadDocumentRequestSchema);
      const pdf = await renderPdfOrBusy(deps.pdfRenderer, { form: request.number, document });
      c.header('Cache-Control', 'no-store');
      return c.json({ pdf: pdf.toString('base64') } satisfies DownloadDocumentResponse);
    })
    .post('/document/copy', async (c) => {
      const { document } = await readDocument(c, copyDocumentRequestSchema);
      c.header('Cache-Control', 'no-store');
      return c.text(documentText(document));
    });
}
