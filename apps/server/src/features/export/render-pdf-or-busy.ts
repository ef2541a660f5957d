import { message } from '@icf/shared';
import { AppError } from '../../errors/app-error';
import type { PdfJob } from './pdf/pdf-worker';
import type { PdfRenderer } from './pdf/pdf-renderer';

/** Renders a PDF on the pool; when its queue is full, a 503 with Retry-After rather than requests piling up. */
export async function renderPdfOrBusy(renderer: PdfRenderer, job: PdfJob): Promise<Buffer> {
  try {
    return await renderer.render(job);
  } catch (error) {
    if (error instanceof Error && /queue/i.test(error.message)) {
      throw new AppError('busy', 503, message('export.busy'), undefined, {
        'Retry-After': '5',
      });
    }
    throw error;
  }
}
