import { useCallback } from 'react';
import type { DownloadFormNumber } from '@icf/shared';
import { showAlert } from '../../components/feedback/alert-store';
import { showToast } from '../../components/feedback/toast-store';
import { completeMessages } from '../../i18n/i18n-store';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { isOnline } from '../../lib/online-status';
import { useCodes, useCoreSets } from '../icf-data';
import { copyDocumentText, downloadDocumentPdf } from './api/export-document';
import { copyToClipboard } from './copy-to-clipboard';
import { documentTextOffline } from './document-text-offline';
import { exportFormData, pdfFileName, type ExportContent } from './export-content';
import { openPdfWindow } from './pdf-window';

export interface DocumentExport {
  /**
   * Spec §4/§7 download: call it in the click. The PDF opens in a new window (or is saved as a file if the
   * browser blocks it). Resolves with what went wrong, for the modal to say, or null.
   */
  download(content: Promise<ExportContent>, form: DownloadFormNumber): Promise<string | null>;
  /** Spec §4/§8 copy: call it in the click. The text goes on the clipboard; an alert says how it went. */
  copy(content: Promise<ExportContent>): Promise<void>;
}

/** Download and copy of a document, from the write screen (the draft) or the dashboard (a saved document). */
export function useDocumentExport(): DocumentExport {
  const { t } = useI18n();
  const groups = useCoreSets().data;
  const codes = useCodes().data;

  const download = useCallback<DocumentExport['download']>(
    async (content, form) => {
      // The PDF is made on the server: offline, say so at once instead of opening a window that fails.
      if (!isOnline()) return t('offline.pdf_needs_connection');
      const target = openPdfWindow();
      try {
        const document = await content;
        const pdf = await downloadDocumentPdf(exportFormData(document, groups, completeMessages(), form));
        const shown = target.show(pdf, pdfFileName(document.info, t(`download.form.${form}`)));
        if (shown === 'file') showToast({ text: t('download.saved_as_file') });
        return null;
      } catch (error) {
        target.cancel();
        return failureText(error, t);
      }
    },
    [groups, t],
  );

  const copy = useCallback<DocumentExport['copy']>(
    async (content) => {
      // Offline, or no answer at all: the same text is made in the browser (decision record 0026).
      const text = content.then(async (document) => {
        const messages = completeMessages();
        const offline = () => {
          if (!codes) throw new Error('The ICF codes are not loaded');
          return documentTextOffline(document, groups, codes, messages);
        };
        if (!isOnline()) return offline();
        try {
          return await copyDocumentText(exportFormData(document, groups, messages));
        } catch (error) {
          if (error instanceof ApiError) throw error;
          return offline();
        }
      });
      try {
        await copyToClipboard(text);
      } catch (error) {
        console.error('Document copy failed', error);
        const reason = error instanceof ApiError ? fieldMessages(error) : undefined;
        await showAlert({ icon: 'error', title: t('documents.copy_failed'), text: reason });
        return;
      }
      await showAlert({ icon: 'success', title: t('documents.copied') });
    },
    [codes, groups, t],
  );

  return { download, copy };
}

/** 'The PDF could not be made.' and why: the fields the server named (a 422), or the connection. */
function failureText(error: unknown, t: ReturnType<typeof useI18n>['t']): string {
  console.error('Download failed', error);
  const reason =
    error instanceof ApiError
      ? error.status >= 500
        ? t('alert.server_error_text')
        : fieldMessages(error)
      : navigator.onLine
        ? t('download.unreachable')
        : t('download.offline');
  return [t('download.failed'), reason].filter(Boolean).join(' ');
}

function fieldMessages(error: ApiError): string | undefined {
  const messages = Object.values(error.firstFieldErrors());
  return messages.length > 0 ? messages.join(' ') : (error.body?.message ?? undefined);
}
