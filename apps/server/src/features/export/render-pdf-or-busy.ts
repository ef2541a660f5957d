import { busyWhenQueueFull } from '../../workers/worker-pool';
import type { PdfJob } from './pdf/pdf-worker';
import type { PdfRenderer } from './pdf/pdf-renderer';

/** Renders a PDF on the pool; when its queue is full, a 503 with Retry-After rather than requests piling up. */
export function renderPdfOrBusy(renderer: PdfRenderer, job: PdfJob): Promise<Buffer> {
  return busyWhenQueueFull(renderer.render(job), 'export.busy');
}
