import { useState } from 'react';
import { useI18n } from '../../../i18n/use-i18n';
import { useExternalStore } from '../../../lib/external-store';
import { useAuth } from '../../../lib/auth/auth-store';
import { useDraft } from '../../draft';
import { mergeNewerVersion } from '../newer-version/check-newer-version';
import { newerVersionStore } from '../newer-version/newer-version-store';
import { newerVersionDeps, useNewerVersionCheck } from '../newer-version/use-newer-version-check';
import { askConflictChoices } from '../save-conflict/save-conflict-store';
import { useHasQueuedSave } from '../../save-queue';
import { otherSavesText } from '../save-workflow/other-saves';
import './draft-save-status.css';
import './newer-version-notice.css';

/**
 * On the write screen, under the save status: that the document has a newer version than the draft started
 * from (decision record 0036), and who made it. Without unsaved changes the screen already shows it; with
 * them, "Compare and merge" brings the changes onto the newest version, clashes chosen side by side.
 */
export function NewerVersionNotice() {
  const { t } = useI18n();
  const userId = useAuth().user?.id ?? null;
  const queued = useHasQueuedSave(userId);
  const documentId = useDraft((draft) => draft.documentId);
  const draftVersion = useDraft((draft) => draft.documentVersion);
  useNewerVersionCheck(userId !== null && documentId !== undefined && !queued);
  const found = useExternalStore(newerVersionStore);
  const [merged, setMerged] = useState<{ documentId: number; version: number } | null>(null);
  const [busy, setBusy] = useState(false);

  if (merged && merged.documentId === documentId && merged.version === draftVersion) {
    return (
      <p className="newer-version-notice" role="status">
        {t('documents.newer_merged', { version: merged.version })}
      </p>
    );
  }
  // What was found holds only for the draft it was found for: a save or an import moves the draft on.
  if (found.kind === 'none' || found.documentId !== documentId || found.draftVersion !== draftVersion) {
    return null;
  }
  const who = otherSavesText(found.others, t);
  if (found.kind === 'updated') {
    return (
      <p className="newer-version-notice" role="status">
        {t('documents.newer_updated', { who, version: found.draftVersion })}
      </p>
    );
  }
  const merge = async () => {
    setBusy(true);
    try {
      const outcome = await mergeNewerVersion({ ...newerVersionDeps, askChoices: askConflictChoices });
      if (outcome.kind === 'merged' && documentId !== undefined) {
        setMerged({ documentId, version: outcome.version });
      }
    } catch {
      // Not merged (offline, the server unreachable): the notice stays and the button can be pressed again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="newer-version-notice is-behind" role="alert">
      <p>{t('documents.newer_behind', { who, version: found.newest })}</p>
      <button type="button" className="button small" disabled={busy} onClick={() => void merge()}>
        {t('documents.newer_merge')}
      </button>
    </div>
  );
}
