import { categoryGroupOf, type CodeMap } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { dispatchSelection, useCodeEntry } from '../../draft';
import { codeNames } from '../code-names';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { useDraftTeamDiscipline } from '../../teams';

/** Spec §5: the visual tool offers 0–4 only. */
const visualValues = ['0', '1', '2', '3', '4'] as const;

interface RateDialogProps {
  code: string;
  codes: CodeMap;
  onClose(): void;
}

/**
 * The bubble's pop-up: the code's name and qualifier buttons 0–4 for q1. Rating goes through the shared
 * selection rules (`updateEntry`: a code outside the selection moves in). A native modal `<dialog>`.
 * In a team evaluation another discipline's category is shown, not rated: it is changed only on the write
 * screen, after its Edit (decision record 0037).
 */
export function RateDialog({ code, codes, onClose }: RateDialogProps) {
  const { t, locale } = useI18n();
  const dialogRef = useModalDialog();
  const entry = useCodeEntry(code);
  const value = entry?.q1 ?? '';
  const { discipline } = useDraftTeamDiscipline();
  const othersCategory = discipline !== null && categoryGroupOf(entry, discipline) === 'others';
  const { main, other } = codeNames(codes, code, locale);
  const slot = code.startsWith('d') ? t('qualifier.slot.performance') : t('qualifier.slot.extent');

  const rate = (q1: string) => {
    dispatchSelection({ type: 'updateEntry', code, patch: { q1 } });
    dialogRef.current?.close();
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal visual-dialog"
      aria-labelledby="visual-dialog-title"
      aria-describedby="visual-dialog-hint"
      onClose={onClose}
    >
      <h2 id="visual-dialog-title" className="visual-dialog-title">
        <span className={`visual-dialog-code icf-${code[0]}`}>{code}</span> {main}
      </h2>
      {other && <p className="visual-dialog-other">{other}</p>}
      <p id="visual-dialog-hint" className="visual-dialog-hint muted">
        {othersCategory
          ? t('visual.dialog.others', {
              disciplines: (entry?.disciplines ?? []).map((id) => t(`discipline.${id}`)).join(', '),
            })
          : t(code.startsWith('d') ? 'visual.dialog.hint_activity' : 'visual.dialog.hint_function')}
        <br />
        <strong>{value === '' ? t('visual.dialog.not_rated') : t('visual.dialog.current', { value })}</strong>
      </p>
      {!othersCategory && (
        <div className="visual-values" role="group" aria-label={slot}>
          {visualValues.map((option) => (
            <button
              key={option}
              type="button"
              className="visual-value"
              aria-pressed={value === option}
              onClick={() => rate(option)}
            >
              <span className="visual-value-number">{option}</span>
              <span className="visual-value-label">{t(`qualifier.scale.${option}`)}</span>
            </button>
          ))}
        </div>
      )}
      <div className="modal-actions visual-dialog-actions">
        {value !== '' && !othersCategory && (
          <button type="button" className="button" onClick={() => rate('')}>
            {t('visual.dialog.clear')}
          </button>
        )}
        <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
          {t('visual.dialog.close')}
        </button>
      </div>
    </dialog>
  );
}
