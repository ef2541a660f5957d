import { useId, useState, type FormEvent } from 'react';
import { documentInputMaxLength, textareaMaxLength, type CoreSet } from '@icf/shared';
import { showToast } from '../../../components/feedback/toast-store';
import { useI18n } from '../../../i18n/use-i18n';
import { ApiError } from '../../../lib/api-client';
import { FormError, FormField } from '../../../components/form/form-field';
import { useCreatePersonalCoreSet, useUpdatePersonalCoreSet } from '../../core-sets';
import { useModalDialog } from '../../../lib/use-modal-dialog';

export type PersonalCoreSetDialogMode =
  { kind: 'create'; codes: readonly string[] } | { kind: 'rename'; set: CoreSet };

interface PersonalCoreSetDialogProps {
  mode: PersonalCoreSetDialogMode;
  onClose(): void;
}

/**
 * "Save selection as my set" and "Rename": a name (one, or one per language) and a note, in a native modal
 * `<dialog>` (focus stays inside, Escape closes it). The server's 422 messages show under their fields.
 */
export function PersonalCoreSetDialog({ mode, onClose }: PersonalCoreSetDialogProps) {
  const { t } = useI18n();
  const dialogRef = useModalDialog();
  const titleId = useId();
  const noteId = useId();
  const existing = mode.kind === 'rename' ? mode.set : null;
  const [name, setName] = useState(existing?.name ?? '');
  const [nameTranslation, setNameTranslation] = useState(existing?.name_translation ?? '');
  const [note, setNote] = useState(existing?.provenance.kind === 'personal' ? existing.provenance.note : '');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreatePersonalCoreSet();
  const update = useUpdatePersonalCoreSet();
  const pending = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    setFormError(null);
    const fields = { name, name_translation: nameTranslation, note };
    try {
      const saved =
        mode.kind === 'create'
          ? await create.mutateAsync({ ...fields, codes: [...mode.codes] })
          : await update.mutateAsync({ id: mode.set.id, body: fields });
      showToast({
        text: t(mode.kind === 'create' ? 'core_sets.saved' : 'core_sets.renamed', { name: saved.name }),
      });
      dialogRef.current?.close();
    } catch (error) {
      const errors = error instanceof ApiError ? error.firstFieldErrors() : {};
      setFieldErrors(errors);
      const unexplained = !errors.name && !errors.name_translation && !errors.note;
      if (unexplained) {
        const reason = error instanceof ApiError ? (errors.codes ?? error.body?.message) : undefined;
        setFormError([t('core_sets.failed'), reason].filter(Boolean).join(' '));
      }
    }
  };

  return (
    <dialog ref={dialogRef} className="modal core-set-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <h2 id={titleId} className="core-set-dialog-title">
          {t(mode.kind === 'create' ? 'core_sets.dialog.save_title' : 'core_sets.dialog.rename_title')}
        </h2>
        {mode.kind === 'create' && (
          <p className="muted">{t('core_sets.dialog.save_text', { count: mode.codes.length })}</p>
        )}
        <FormField
          label={t('core_sets.field.name')}
          name="name"
          required
          maxLength={documentInputMaxLength}
          autoComplete="off"
          value={name}
          onValueChange={setName}
          error={fieldErrors.name}
        />
        <FormField
          label={t('core_sets.field.name_translation')}
          name="name_translation"
          maxLength={documentInputMaxLength}
          autoComplete="off"
          value={nameTranslation}
          onValueChange={setNameTranslation}
          error={fieldErrors.name_translation}
        />
        <div className={fieldErrors.note ? 'field has-error' : 'field'}>
          <label htmlFor={noteId}>{t('core_sets.field.note')}</label>
          <textarea
            id={noteId}
            name="note"
            rows={3}
            maxLength={textareaMaxLength}
            value={note}
            aria-invalid={fieldErrors.note ? true : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          {fieldErrors.note && <p className="field-error">{fieldErrors.note}</p>}
        </div>
        <FormError message={formError} />
        <div className="modal-actions core-set-dialog-actions">
          <button type="submit" className="button primary" disabled={pending}>
            {t(pending ? 'core_sets.dialog.saving' : 'core_sets.dialog.save')}
          </button>
          <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
            {t('alert.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
