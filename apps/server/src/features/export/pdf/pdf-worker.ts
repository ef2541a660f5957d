import { type DownloadFormNumber, type ExportDocument } from '@icf/shared';
import type { InterventionTableReport } from '../intervention-table-report';
import type { ProgressReport } from '../progress-report';
import { renderInterventionTablePdf } from './intervention-table-form';
import { renderDocumentPdf } from './render-document-pdf';
import { renderProgressReportPdf } from './progress-report-form';

/**
 * One of the four document forms, the progress report of a client (form 5, decision 0018) or the intervention
 * table of a client's evaluation (form 6, decision 0034).
 */
export type PdfJob =
  | { form: DownloadFormNumber; document: ExportDocument }
  | { form: 'progress'; report: ProgressReport }
  | { form: 'interventions'; report: InterventionTableReport };

/** The worker thread's task (piscina): one PDF per job, answered as bytes moved back without a copy. */
export default async function renderPdfJob(job: PdfJob): Promise<Uint8Array> {
  const bytes = await renderJob(job);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function renderJob(job: PdfJob): Promise<Buffer> {
  switch (job.form) {
    case 'progress':
      return renderProgressReportPdf(job.report);
    case 'interventions':
      return renderInterventionTablePdf(job.report);
    default:
      return renderDocumentPdf(job.form, job.document);
  }
}
