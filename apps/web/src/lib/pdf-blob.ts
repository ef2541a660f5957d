/** A PDF answered as base64 (the download calls of spec §7 and the client reports) as a Blob to save or open. */
export function pdfBlob(base64: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}
