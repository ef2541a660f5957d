/**
 * Opens a PDF in a new window. The window is opened at once, while the click that asked for it still counts as
 * a user action (browsers block windows opened later, after a network wait); the PDF is put into it when it
 * is ready. If the browser blocks even that, the PDF is saved as a file instead.
 */
export interface PdfWindow {
  /** Shows the PDF; 'window' when it opened in the new window, 'file' when it was saved as a file. */
  show(pdf: Blob, fileName: string): 'window' | 'file';
  /** Nothing to show (the request failed): the empty window closes again. */
  cancel(): void;
}

export function openPdfWindow(): PdfWindow {
  const target = window.open('', '_blank');
  return {
    show(pdf, fileName) {
      const url = URL.createObjectURL(pdf);
      // The object URL lives long enough for the viewer to read it.
      setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
      if (target && !target.closed) {
        target.location.href = url;
        return 'window';
      }
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      return 'file';
    },
    cancel() {
      target?.close();
    },
  };
}
