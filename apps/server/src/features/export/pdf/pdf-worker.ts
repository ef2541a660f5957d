import type { DownloadFormNumber } from '@icf/shared';
import type { ExportDocument } from '../export-document';
import { renderDocumentPdf } from './render-document-pdf';

export interface PdfJob {
  form: DownloadFormNumber;
  document: ExportDocument;
}

/** The worker thread's task (piscina): one PDF per job, answered as bytes moved back without a copy. */
export default async function renderPdfJob({ form, document }: PdfJob): Promise<Uint8Array> {
  const bytes = await renderDocumentPdf(form, document);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
