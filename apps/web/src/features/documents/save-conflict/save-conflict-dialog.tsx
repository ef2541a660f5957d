import { useRef, useState } from 'react';
import type { CodeEntry, DocumentSaveConflict } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { useExternalStore } from '../../../lib/external-store';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { useCodes } from '../../icf-data/api/get-codes';
import { saveConflictStore, settleConflictChoices, type ConflictChoice } from './save-conflict-store';
import './save-conflict-dialog.css';

/** Renders the pending save conflict, if any (decision record 0036). */
export function SaveConflictHost() {
  const pending = useExternalStore(saveConflictStore);
  if (!pending) return null;
  return <SaveConflictDialog conflicts={pending.conflicts} />;
}

/**
 * The entries both the user and someone else changed since the draft's version, in a native modal
 * `<dialog>`: each row its category (code and title) or info field, "yours" and "saved meanwhile" side by side,
 * each a radio button of the row's choice (yours first, so nothing of the user's is dropped by default).
 * Escape or Cancel saves nothing and leaves the draft as it is.
 */
function SaveConflictDialog({ conflicts }: { conflicts: DocumentSaveConflict[] }) {
  const { t } = useI18n();
  const codes = useCodes().data;
  const dialogRef = useModalDialog();
  const [choices, setChoices] = useState<ConflictChoice[]>(() => conflicts.map(() => 'mine'));
  // Submitting the form closes the dialog (method="dialog"); Escape and Cancel close it without choosing.
  const chosen = useRef(false);

  const nameOf = (conflict: DocumentSaveConflict) =>
    conflict.part === 'data'
      ? [conflict.code, codes?.[conflict.code]?.name].filter(Boolean).join(' ')
      : t(conflict.field === 'description' ? 'documents.save_description' : `info.${conflict.field}`);
  const textOf = (value: CodeEntry | string | undefined) => {
    if (value === undefined) return t('documents.conflict_removed');
    if (typeof value === 'string') return value;
    return [[value.q1, value.q2, value.q3].filter((q) => q !== '').join(' · '), value.desc]
      .filter(Boolean)
      .join(' — ');
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal save-conflict-dialog"
      aria-labelledby="save-conflict-title"
      aria-describedby="save-conflict-text"
      onClose={() => settleConflictChoices(chosen.current ? choices : null)}
    >
      <h2 id="save-conflict-title" className="save-conflict-title">
        {t('documents.conflict_title')}
      </h2>
      <p id="save-conflict-text">{t('documents.conflict_text')}</p>
      <form
        method="dialog"
        onSubmit={() => {
          chosen.current = true;
        }}
      >
        <div className="save-conflict-table-wrap">
          <table className="save-conflict-table">
            <caption className="visually-hidden">{t('documents.conflict_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('documents.conflict_entry')}</th>
                <th scope="col">{t('documents.conflict_yours')}</th>
                <th scope="col">{t('documents.conflict_theirs')}</th>
              </tr>
            </thead>
            <tbody>
              {conflicts.map((conflict, index) => {
                const entry = nameOf(conflict);
                const option = (side: ConflictChoice) => (
                  <td>
                    <label className="save-conflict-option">
                      <input
                        type="radio"
                        name={`conflict-${index}`}
                        value={side}
                        checked={choices[index] === side}
                        aria-label={t(
                          side === 'mine'
                            ? 'documents.conflict_keep_yours'
                            : 'documents.conflict_keep_theirs',
                          { entry },
                        )}
                        onChange={() =>
                          setChoices((previous) =>
                            previous.map((choice, at) => (at === index ? side : choice)),
                          )
                        }
                      />
                      <span className="save-conflict-value">{textOf(conflict[side])}</span>
                    </label>
                  </td>
                );
                return (
                  <tr key={conflict.part === 'data' ? conflict.code : conflict.field}>
                    <th scope="row">{entry}</th>
                    {option('mine')}
                    {option('theirs')}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className="modal-actions save-conflict-actions">
          <button type="submit" className="button primary">
            {t('documents.conflict_save')}
          </button>
          <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
            {t('alert.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
