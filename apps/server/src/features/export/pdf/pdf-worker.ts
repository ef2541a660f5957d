import { type DownloadFormNumber, type ExportDocument } from '@icf/shared';
import type { ProgressReport } from '../progress-report';
import { renderDocumentPdf } from './render-document-pdf';
import { renderProgressReportPdf } from './progress-report-form';

/** One of the four document forms, or the progress report of a client (form 5, decision 0018). */
export type PdfJob =
  { form: DownloadFormNumber; document: ExportDocument } | { form: 'progress'; report: ProgressReport };

/** The worker thread's task (piscina): one PDF per job, answered as bytes moved back without a copy. */
export default async function renderPdfJob(job: PdfJob): Promise<Uint8Array> {
  const bytes =
    job.form === 'progress'
      ? await renderProgressReportPdf(job.report)
      : await renderDocumentPdf(job.form, job.document);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
