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
import {
  forgetDocumentId,
  getDraft,
  importDraft,
  markSaved,
  updateInfo,
} from '../documentation/draft/draft-store';
import { getDraftClient } from '../clients/draft-client';
import { getDocument } from './api/get-document';
import { saveTimeoutMs, useSaveDocument } from './api/save-document';
import { applyConflictChoices, contentOfRequest, type SavedContent } from './save-conflict/conflict-choices';
import { isEditConflict, mergeWithSaved } from './save-conflict/resolve-save-conflict';
import { askConflictChoices } from './save-conflict/save-conflict-store';
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
      const post = async (request: ReturnType<typeof requestOf>) => {
        const idempotencyKey = idempotencyKeyForSave(userId, request);
        try {
          const saved = await mutateAsync({ request, idempotencyKey });
          noteSaveOutcome(userId, request, idempotencyKey, true);
          return saved;
        } catch (error) {
          noteSaveOutcome(userId, request, idempotencyKey, error instanceof ApiError);
          throw error;
        }
      };
      // The save names the version the draft started from, so the server merges with what others saved
      // meanwhile instead of overwriting it (decision record 0036).
      const send = async (draft: Draft) => {
        const base = draft.documentId === undefined || asNew ? undefined : draft.documentVersion;
        const request = { ...requestOf(draft), ...(base === undefined ? {} : { base_version: base }) };
        const { id, version } = await post(request);
        // Someone else's changes were merged in: the draft shows the document as it was saved.
        if (base !== undefined && version > base + 1) await adopt(id, version, draft);
        else markSaved(id, draft, version);
      };
      /**
       * The saved state becomes the draft: `exact` when it is what was sent, else read back. A draft changed
       * while it was saved keeps its work and its old base, so its next save merges again (nothing is lost).
       */
      const adopt = async (id: number, version: number, sent: Draft, exact?: SavedContent) => {
        const now = getDraft();
        if (now.selection !== sent.selection || now.info !== sent.info) {
          markSaved(id, sent, sent.documentVersion);
          return;
        }
        try {
          const saved = exact ? { ...exact, version } : await getDocument(id);
          importDraft({ id, version: saved.version, ...pick(saved) });
        } catch {
          // Saved, but not read back: the draft keeps its old base, so its next save merges again.
          markSaved(id, sent, sent.documentVersion);
        }
      };
      /**
       * A 409 naming entries both changed: the rows are shown side by side, the user's choices saved against
       * the current version; another clash meanwhile asks again. Null when saved, 'cancelled' when closed.
       */
      const resolve = async (draft: Draft): Promise<'cancelled' | null> => {
        const id = draft.documentId!;
        const mine = contentOfRequest(requestOf(draft));
        // Each round is a save that someone else's beat; a few rounds, then 'Save failed.' with the reason.
        for (let round = 1; ; round++) {
          const { currentVersion, merged, conflicts } = await mergeWithSaved(
            id,
            draft.documentVersion!,
            mine,
          );
          const choices = conflicts.length === 0 ? [] : await askConflictChoices(conflicts);
          if (choices === null) return 'cancelled';
          const content = applyConflictChoices(merged, conflicts, choices);
          const request = { ...requestOf(draft), ...content, base_version: currentVersion };
          try {
            const { version } = await post(request);
            await adopt(id, version, draft, version === currentVersion + 1 ? content : undefined);
            return null;
          } catch (error) {
            if (!(await isEditConflict(error)) || round === 3) throw error;
          }
        }
      };
      let failure: unknown = null;
      try {
        await send(getDraft());
      } catch (error) {
        failure = error;
      }
      if (await isEditConflict(failure)) {
        try {
          if ((await resolve(getDraft())) === 'cancelled') {
            await showAlert({ icon: 'info', title: t('documents.conflict_cancelled') });
            return;
          }
          failure = null;
        } catch (error) {
          failure = error;
        }
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

/** The content of a saved document or of a resolved save, as the draft imports it. */
function pick(saved: SavedContent): SavedContent {
  return { info: saved.info, sets: saved.sets, data: saved.data };
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
