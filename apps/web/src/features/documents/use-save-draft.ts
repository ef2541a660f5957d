import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { textareaMaxLength } from '@icf/shared';
import { showAlert } from '../../components/feedback/alert-store';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { isOnline } from '../../lib/online-status';
import { useAuth } from '../../lib/auth/auth-store';
import { withRedirect } from '../../lib/auth/safe-redirect';
import { forgetDocumentId, getDraft, importDraft, markSaved, updateInfo, getDraftClient } from '../draft';
import {
  getDocument,
  getDocumentVersion,
  listDocumentVersionsAfter,
  saveTimeoutMs,
  useSaveDocument,
  idempotencyKeyForSave,
  noteSaveOutcome,
} from '../document-data';
import { isEditConflict } from './save-conflict/resolve-save-conflict';
import { askConflictChoices } from './save-conflict/save-conflict-store';
import { queueSave } from '../save-queue';
import { otherSavesText, type TranslateMessage } from './save-workflow/other-saves';
import { saveDraft, type SaveDraftOptions, type SaveOutcome } from './save-workflow/save-draft';

export type { SaveDraftOptions };

/**
 * Spec §4 save, for the write screen's save buttons. A visitor is first asked to log in and comes back to
 * /write afterwards (the draft waits in localStorage). A user is asked for a description (prefilled with the
 * draft's), which is stored in the draft; then the draft is saved: as an update of the document it belongs to
 * (each save a new version), or as a new document, which the draft then belongs to. 200 shows
 * 'Save successed.' with the description; anything else, offline and no answer included, 'Save failed.' with
 * the reason, and the draft stays as it is.
 */
export function useSaveDraft(): (options?: SaveDraftOptions) => Promise<void> {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { user, isLoggedIn } = useAuth();
  const userId = user?.id ?? null;
  const { mutateAsync } = useSaveDocument();
  const busy = useRef(false);

  const askToLogIn = useCallback(async () => {
    const answer = await showAlert({
      icon: 'info',
      title: t('documents.login_required_title'),
      text: t('documents.login_required_text'),
      confirmText: t('documents.login'),
      cancelText: t('alert.cancel'),
    });
    if (answer.confirmed) void navigate(withRedirect(paths.login, paths.write));
  }, [navigate, t]);

  const save = useCallback(
    async ({ asNew = false }: SaveDraftOptions) => {
      const prompt = await showAlert({
        icon: 'question',
        title: t(asNew ? 'write.save_as_new' : 'documents.save_title'),
        input: {
          label: t('documents.save_description'),
          maxLength: textareaMaxLength,
          value: getDraft().info.description,
        },
        confirmText: t('documents.save_confirm'),
        cancelText: t('alert.cancel'),
      });
      if (!prompt.confirmed || userId === null) return;
      updateInfo({ description: prompt.value });

      const outcome = await saveDraft(
        {
          getDraft,
          clientId: () => getDraftClient().clientId,
          isOnline,
          queue: (request) => queueSave(userId, request),
          // The same request sent again after no answer keeps its key: stored once (decision record 0031).
          post: async (request) => {
            const idempotencyKey = idempotencyKeyForSave(userId, request);
            try {
              const saved = await mutateAsync({ request, idempotencyKey });
              noteSaveOutcome(userId, request, idempotencyKey, true);
              return saved;
            } catch (error) {
              noteSaveOutcome(userId, request, idempotencyKey, error instanceof ApiError);
              throw error;
            }
          },
          readDocument: getDocument,
          readVersion: getDocumentVersion,
          listVersionsAfter: listDocumentVersionsAfter,
          askChoices: askConflictChoices,
          isEditConflict,
          importDraft,
          markSaved,
          forgetDocumentId,
        },
        { asNew },
      );
      await showSaveOutcome(outcome, prompt.value, t);
    },
    [mutateAsync, t, userId],
  );

  return useCallback(
    async (options: SaveDraftOptions = {}) => {
      if (busy.current) return;
      busy.current = true;
      try {
        if (isLoggedIn) await save(options);
        else await askToLogIn();
      } finally {
        busy.current = false;
      }
    },
    [askToLogIn, isLoggedIn, save],
  );
}

/**
 * 'Save successed.' with the description (and, when others' changes came in, whose); the queued notice;
 * 'Not saved' for a clash left unchosen; else 'Save failed.' with the reason. A 401 has its own
 * 'Session Expired!' alert and goes to the login page.
 */
async function showSaveOutcome(
  outcome: SaveOutcome,
  description: string,
  t: TranslateMessage,
): Promise<void> {
  switch (outcome.kind) {
    case 'saved':
    case 'merged': {
      const merged =
        outcome.kind === 'merged'
          ? `${otherSavesText(outcome.others, t)}. ${t('documents.merged_note')}`
          : '';
      const text = [description, merged].filter(Boolean).join(' — ');
      await showAlert({ icon: 'success', title: t('documents.save_success'), text: text || undefined });
      return;
    }
    case 'queued':
      await showAlert({
        icon: 'info',
        title: t('offline.save_queued_title'),
        text: t('offline.save_queued_text'),
      });
      return;
    case 'conflict':
      await showAlert({ icon: 'info', title: t('documents.conflict_cancelled') });
      return;
    case 'failed':
      if (outcome.error instanceof ApiError && outcome.error.status === 401) return;
      await showAlert({
        icon: 'error',
        title: t('documents.save_failed'),
        text: saveFailureText(outcome.error, t),
      });
  }
}

/**
 * What went wrong, under 'Save failed.': offline, no answer in time, no connection, the server's message (a
 * 422 names the field), or a server error.
 */
function saveFailureText(error: unknown, t: TranslateMessage): string | undefined {
  if (!(error instanceof ApiError)) {
    if (!navigator.onLine) return t('documents.save_offline');
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return t('documents.save_timeout', { seconds: saveTimeoutMs / 1000 });
    }
    return t('documents.save_unreachable');
  }
  if (error.status >= 500) return t('alert.server_error_text');
  return error.body?.message ?? undefined;
}
