import { useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useModalDialog } from '../../lib/use-modal-dialog';
import './conflict-choice-dialog.css';

/** Per conflict (its row), which value to keep. */
export type ConflictChoice = 'mine' | 'theirs';

/** One entry both the user and someone else changed: its name, and each side's value as text. */
export interface ConflictRow {
  key: string;
  entry: string;
  mine: string;
  theirs: string;
}

interface ConflictChoiceDialogProps {
  /** Who saved meanwhile; "Saved meanwhile by someone else" when the caller can't tell. */
  title?: string;
  /** What was saved meanwhile and what the rows are (an evaluation's entries, a client's goals). */
  text: string;
  rows: readonly ConflictRow[];
  /** The choice per row after "Save with my choices"; null after Escape or Cancel. */
  onSettle(choices: ConflictChoice[] | null): void;
}

/**
 * The entries both the user and someone else changed since the user's version (decision records 0036, 0034),
 * in a native modal `<dialog>`: each row its entry, "yours" and "saved meanwhile" side by side, each a radio
 * button of the row's choice (yours first, so nothing of the user's is dropped by default). Escape or Cancel
 * chooses nothing; what that means is the caller's to say.
 */
export function ConflictChoiceDialog({ title, text, rows, onSettle }: ConflictChoiceDialogProps) {
  const { t } = useI18n();
  const id = useId();
  const dialogRef = useModalDialog();
  const [choices, setChoices] = useState<ConflictChoice[]>(() => rows.map(() => 'mine'));
  // Submitting the form closes the dialog (method="dialog"); Escape and Cancel close it without choosing.
  const chosen = useRef(false);

  return (
    <dialog
      ref={dialogRef}
      className="modal save-conflict-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => onSettle(chosen.current ? choices : null)}
    >
      <h2 id={`${id}-title`} className="save-conflict-title">
        {title ?? t('conflict.title')}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      <form
        method="dialog"
        onSubmit={() => {
          chosen.current = true;
        }}
      >
        <div className="save-conflict-table-wrap">
          <table className="save-conflict-table">
            <caption className="visually-hidden">{t('conflict.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('conflict.entry')}</th>
                <th scope="col">{t('conflict.yours')}</th>
                <th scope="col">{t('conflict.theirs')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const option = (side: ConflictChoice) => (
                  <td>
                    <label className="save-conflict-option">
                      <input
                        type="radio"
                        name={`${id}-conflict-${index}`}
                        value={side}
                        checked={choices[index] === side}
                        aria-label={t(side === 'mine' ? 'conflict.keep_yours' : 'conflict.keep_theirs', {
                          entry: row.entry,
                        })}
                        onChange={() =>
                          setChoices((previous) =>
                            previous.map((choice, at) => (at === index ? side : choice)),
                          )
                        }
                      />
                      <span className="save-conflict-value">{row[side]}</span>
                    </label>
                  </td>
                );
                return (
                  <tr key={row.key}>
                    <th scope="row">{row.entry}</th>
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
            {t('conflict.save')}
          </button>
          <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
            {t('alert.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
