import { type DownloadFormNumber, type ExportDocument, labelOf } from '@icf/shared';
import { drawAssessmentSheet } from './assessment-sheet';
import { drawDocumentationForm } from './documentation-form';
import { drawFunctioningProfile } from './functioning-profile-form';
import { closeFrame, openFrame } from './pdf-frame';

/** Renders one of the four forms (spec §9) of a document as PDF bytes. Pure CPU work: run it in a worker. */
export async function renderDocumentPdf(form: DownloadFormNumber, document: ExportDocument): Promise<Buffer> {
  const title = labelOf(document.labels, `download.form.${form}`);
  const frame = openFrame(title);
  switch (form) {
    case 1:
      drawDocumentationForm(frame, document, true);
      break;
    case 2:
      drawDocumentationForm(frame, document, false);
      break;
    case 3:
      drawAssessmentSheet(frame, document);
      break;
    case 4:
      drawFunctioningProfile(frame, document);
      break;
  }
  return closeFrame(frame, title, document);
}
