import { callApi } from '../../../lib/api-client';

/** `POST /api/document/download`: the PDF of one form, decoded from the answer's base64. */
export async function downloadDocumentPdf(form: FormData): Promise<Blob> {
  const { pdf } = await callApi('downloadDocumentPdf', { body: form }, { quiet: true });
  const bytes = Uint8Array.from(atob(pdf), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}

/** `POST /api/document/copy`: the document as plain text. */
export function copyDocumentText(form: FormData): Promise<string> {
  return callApi('copyDocumentText', { body: form }, { quiet: true });
}
