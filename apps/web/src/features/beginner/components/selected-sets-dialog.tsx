import { Link } from 'react-router';
import type { CoreSet, GuidedAlternative, GuidedContext, GuidedNote, SelectionAction } from '@icf/shared';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/use-i18n';
import { useDraft } from '../../draft';
import { applyGuidedSelection } from '../apply-guided-selection';
import { namesInLocale } from '../display-names';
import { useModalDialog } from '../../../lib/use-modal-dialog';

interface SelectedSetsDialogProps {
  sets: readonly CoreSet[];
  actions: readonly SelectionAction[];
  notes: readonly GuidedNote[];
  /** Lists for any condition and context, offered when no chosen condition has a list in `context`. */
  alternatives?: readonly GuidedAlternative[] | undefined;
  context: GuidedContext | null;
  onClose(): void;
}

/**
 * Spec §2 'core sets selected': the numbered sets (name and translated name), OK to /select with the
 * selection applied, Cancel. A native modal `<dialog>`: focus stays inside and Escape closes it.
 */
export function SelectedSetsDialog({
  sets,
  actions,
  notes,
  alternatives = [],
  context,
  onClose,
}: SelectedSetsDialogProps) {
  const { t, locale } = useI18n();
  const dialogRef = useModalDialog();
  const hasSelection = useDraft((draft) => draft.selection.selectedCodes.length > 0);

  return (
    <dialog
      ref={dialogRef}
      className="modal beginner-dialog"
      aria-labelledby="beginner-dialog-title"
      onClose={onClose}
    >
      <h2 id="beginner-dialog-title" className="beginner-dialog-title">
        {sets.length > 0 ? t('beginner.modal.title') : t('beginner.modal.none_title')}
      </h2>
      {sets.length > 0 && (
        <ol className="beginner-dialog-sets">
          {sets.map((set) => {
            const { main, other } = namesInLocale(set, locale);
            return (
              <li key={set.id}>
                <span className="beginner-option-title">{main}</span>
                {other && <span className="beginner-option-other">{other}</span>}
              </li>
            );
          })}
        </ol>
      )}
      {notes.length > 0 && (
        <ul className="beginner-dialog-notes">
          {notes.map((note, index) => (
            <li key={index}>
              <NoteText note={note} />
            </li>
          ))}
        </ul>
      )}
      {alternatives.length > 0 && context && (
        <div className="beginner-dialog-alternatives" data-testid="beginner-alternatives">
          <p>{t('beginner.alternatives.intro', { context: t(`beginner.context.${context}`) })}</p>
          <ul>
            {alternatives.map((alternative) => {
              const { main, other } = namesInLocale(alternative.set, locale);
              return (
                <li key={alternative.set.id}>
                  <div>
                    <span className="beginner-option-title">{main}</span>
                    {other && <span className="beginner-option-other">{other}</span>}
                  </div>
                  <Link
                    to={paths.select}
                    className="button"
                    onClick={() => applyGuidedSelection(alternative.actions)}
                  >
                    {t('beginner.alternatives.use', {
                      purpose: t(`beginner.purpose.${alternative.purpose}`),
                    })}
                  </Link>
                </li>
              );
            })}
          </ul>
          {hasSelection && <p className="muted">{t('beginner.modal.replaces')}</p>}
        </div>
      )}
      {sets.length > 0 && hasSelection && <p className="muted">{t('beginner.modal.replaces')}</p>}
      <div className="modal-actions beginner-dialog-actions">
        {sets.length > 0 && (
          <Link to={paths.select} className="button primary" onClick={() => applyGuidedSelection(actions)}>
            {t('beginner.modal.ok')}
          </Link>
        )}
        <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
          {t('alert.cancel')}
        </button>
      </div>
    </dialog>
  );
}

function NoteText({ note }: { note: GuidedNote }) {
  const { t, locale } = useI18n();
  switch (note.kind) {
    case 'nothing-chosen':
      return t('beginner.note.nothing_chosen');
    case 'no-context':
      return t('beginner.note.no_context');
    case 'no-flat-set':
      return t(`beginner.note.no_flat_set.${note.purpose}`);
    case 'no-list':
    case 'no-brief-list':
    case 'no-comprehensive-list': {
      const key = (
        {
          'no-list': 'beginner.note.no_list',
          'no-brief-list': 'beginner.note.no_brief_list',
          'no-comprehensive-list': 'beginner.note.no_comprehensive_list',
        } as const
      )[note.kind];
      return t(key, { condition: namesInLocale(note.condition, locale).main });
    }
  }
}
