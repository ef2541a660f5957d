import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CoreSet, CoreSetGroup } from '@icf/shared';
import { showAlert } from '../../../components/feedback/alert-store';
import { showToast } from '../../../components/feedback/toast-store';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/use-i18n';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-store';
import { withRedirect } from '../../../lib/auth/safe-redirect';
import { useDeletePersonalCoreSet, useUpdatePersonalCoreSet } from '../../core-sets';
import { orderedNames } from './core-set-names';
import { CoreSetProvenance } from './core-set-provenance';
import { CoreSetToggle } from './core-set-toggle';
import { PersonalCoreSetDialog, type PersonalCoreSetDialogMode } from './personal-core-set-dialog';

interface PersonalCoreSetsProps {
  /** Group 6 of `GET /api/set/all`, served to a signed-in user only. */
  group: CoreSetGroup | undefined;
  selectedSetIds: readonly string[];
  selectedCodes: readonly string[];
}

/**
 * "My sets" (decision 0011): the signed-in user's own sets, each a toggle like any core set, with rename, replace
 * its codes with the current selection, and delete (asked first); and "Save selection as my set".
 */
export function PersonalCoreSets({ group, selectedSetIds, selectedCodes }: PersonalCoreSetsProps) {
  const { t } = useI18n();
  const { isLoggedIn } = useAuth();
  const [dialog, setDialog] = useState<PersonalCoreSetDialogMode | null>(null);

  if (!isLoggedIn) {
    return (
      <p className="core-set-login-hint muted">
        <Link to={withRedirect(paths.login, paths.select)}>{t('core_sets.login_to_save')}</Link>
      </p>
    );
  }
  const sets = group?.sets ?? [];
  return (
    <section className="core-set-group core-set-group-personal" aria-labelledby="core-set-group-personal">
      <h3 id="core-set-group-personal" className="core-set-group-title">
        {t('core_sets.my_sets')}
      </h3>
      {sets.length === 0 ? (
        <p className="core-set-group-empty muted">{t('core_sets.my_sets_empty')}</p>
      ) : (
        <ul className="core-set-list" aria-labelledby="core-set-group-personal">
          {sets.map((set) => (
            <PersonalCoreSetItem
              key={set.id}
              set={set}
              selected={selectedSetIds.includes(set.id)}
              selectedCodes={selectedCodes}
              onRename={() => setDialog({ kind: 'rename', set })}
            />
          ))}
        </ul>
      )}
      <div className="core-set-save">
        <button
          type="button"
          className="button"
          disabled={selectedCodes.length === 0}
          aria-describedby={selectedCodes.length === 0 ? 'core-set-save-hint' : undefined}
          onClick={() => setDialog({ kind: 'create', codes: selectedCodes })}
        >
          {t('core_sets.save_selection')}
        </button>
        {selectedCodes.length === 0 && (
          <p id="core-set-save-hint" className="muted">
            {t('core_sets.save_needs_codes')}
          </p>
        )}
      </div>
      {dialog && <PersonalCoreSetDialog mode={dialog} onClose={() => setDialog(null)} />}
    </section>
  );
}

interface PersonalCoreSetItemProps {
  set: CoreSet;
  selected: boolean;
  selectedCodes: readonly string[];
  onRename(): void;
}

function PersonalCoreSetItem({ set, selected, selectedCodes, onRename }: PersonalCoreSetItemProps) {
  const { t, locale } = useI18n();
  const update = useUpdatePersonalCoreSet();
  const remove = useDeletePersonalCoreSet();
  const name = orderedNames(set, locale).main;
  const nameId = useId();
  const busy = update.isPending || remove.isPending;

  const failed = (error: unknown) => {
    const reason = error instanceof ApiError ? error.body?.message : undefined;
    showToast({ text: [t('core_sets.failed'), reason].filter(Boolean).join(' ') });
  };

  const replaceCodes = async () => {
    const answer = await showAlert({
      icon: 'warning',
      title: t('core_sets.replace_confirm_title', { name }),
      text: t('core_sets.replace_confirm_text', { old: set.codes.length, count: selectedCodes.length }),
      confirmText: t('core_sets.replace_confirm'),
      cancelText: t('alert.cancel'),
      focusCancel: true,
    });
    if (!answer.confirmed) return;
    try {
      await update.mutateAsync({ id: set.id, body: { codes: [...selectedCodes] } });
      showToast({ text: t('core_sets.replaced', { name }) });
    } catch (error) {
      failed(error);
    }
  };

  const deleteSet = async () => {
    const answer = await showAlert({
      icon: 'warning',
      title: t('core_sets.delete_confirm_title', { name }),
      text: t('core_sets.delete_confirm_text'),
      confirmText: t('core_sets.delete_confirm'),
      cancelText: t('alert.cancel'),
      focusCancel: true,
    });
    if (!answer.confirmed) return;
    try {
      await remove.mutateAsync(set.id);
      showToast({ text: t('core_sets.deleted', { name }) });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <li className="core-set-item core-set-item-personal">
      <CoreSetToggle set={set} selected={selected} />
      <CoreSetProvenance set={set} name={name} />
      {/* The actions are named by what they do and described by the set they act on. */}
      <div className="core-set-actions">
        <span id={nameId} hidden>
          {name}
        </span>
        <span className="core-set-count muted">
          {t('core_sets.codes_count', { count: set.codes.length })}
        </span>
        <button
          type="button"
          className="link-button"
          aria-describedby={nameId}
          disabled={busy}
          onClick={onRename}
        >
          {t('core_sets.rename')}
        </button>
        <button
          type="button"
          className="link-button"
          aria-describedby={nameId}
          disabled={busy || selectedCodes.length === 0}
          onClick={() => void replaceCodes()}
        >
          {t('core_sets.replace_codes')}
        </button>
        <button
          type="button"
          className="link-button is-danger"
          aria-describedby={nameId}
          disabled={busy}
          onClick={() => void deleteSet()}
        >
          {t('core_sets.delete')}
        </button>
      </div>
    </li>
  );
}
