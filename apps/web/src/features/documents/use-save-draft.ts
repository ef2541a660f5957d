import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { textareaMaxLength } from '@icf/shared';
import { showAlert } from '../../components/feedback/alert-store';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { isOnline } from '../../lib/online-status';
import { useAuth } from '../auth/auth-store';
import { withRedirect } from '../auth/safe-redirect';
import type { Draft } from '../documentation/draft/draft';
import { forgetDocumentId, getDraft, markSaved, updateInfo } from '../documentation/draft/draft-store';
import { getDraftClient } from '../clients/draft-client';
import { saveTimeoutMs, useSaveDocument } from './api/save-document';
import { idempotencyKeyForSave, noteSaveOutcome } from './save-idempotency-key';
import { queueSave } from './save-queue/queue-save';
import { buildSaveRequest } from './save-request';

export interface SaveDraftOptions {
  /** 'Save as new document': a new document even when the draft belongs to a saved one. */
  asNew?: boolean;
}

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

      const requestOf = (draft: Draft) => {
        const { clientId } = getDraftClient();
        return {
          ...buildSaveRequest(asNew ? { ...draft, documentId: undefined } : draft),
          ...(clientId === null ? {} : { client_id: clientId }),
        };
      };
      // Offline: the save waits in this browser and is sent once the connection returns (decision 0026).
      if (!isOnline()) {
        try {
          queueSave(userId, requestOf(getDraft()));
        } catch (error) {
          console.error('The save could not be queued', error);
          await showAlert({
            icon: 'error',
            title: t('documents.save_failed'),
            text: t('documents.save_offline'),
          });
          return;
        }
        await showAlert({
          icon: 'info',
          title: t('offline.save_queued_title'),
          text: t('offline.save_queued_text'),
        });
        return;
      }

      // The same request sent again after no answer keeps its key: stored once (decision record 0031).
      const send = async (draft: Draft) => {
        const request = requestOf(draft);
        const idempotencyKey = idempotencyKeyForSave(userId, request);
        try {
          const { id } = await mutateAsync({ request, idempotencyKey });
          noteSaveOutcome(userId, request, idempotencyKey, true);
          markSaved(id, draft);
        } catch (error) {
          noteSaveOutcome(userId, request, idempotencyKey, error instanceof ApiError);
          throw error;
        }
      };
      let failure: unknown = null;
      try {
        await send(getDraft());
      } catch (error) {
        failure = error;
      }
      // The saved document is gone (deleted, or another account's after a change of user): save a new one.
      if (failure instanceof ApiError && failure.status === 404 && getDraft().documentId !== undefined) {
        forgetDocumentId();
        failure = null;
        try {
          await send(getDraft());
        } catch (error) {
          failure = error;
        }
      }

      if (failure === null) {
        await showAlert({
          icon: 'success',
          title: t('documents.save_success'),
          text: prompt.value || undefined,
        });
        return;
      }
      // A 401 has its own 'Session Expired!' alert and goes to the login page.
      if (failure instanceof ApiError && failure.status === 401) return;
      await showAlert({
        icon: 'error',
        title: t('documents.save_failed'),
        text: saveFailureText(failure, t),
      });
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
 * What went wrong, under 'Save failed.': offline, no answer in time, no connection, the server's message (a
 * 422 names the field), or a server error.
 */
function saveFailureText(error: unknown, t: ReturnType<typeof useI18n>['t']): string | undefined {
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
