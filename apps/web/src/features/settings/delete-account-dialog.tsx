import { useId, useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { FormError, FormField } from '../../components/form/form-field';
import { readFormErrors } from '../../components/form/form-errors';
import { useDeleteAccount } from './api/delete-account';

interface DeleteAccountDialogProps {
  email: string;
  onDeleted(status: string): void;
  onClose(): void;
}

/**
 * Asks before erasing (decision 0013): a native modal `<dialog>` with the password and the e-mail typed
 * again (decision 0028). Cancel is first in the tab order after the fields and Escape closes it.
 */
export function DeleteAccountDialog({ email, onDeleted, onClose }: DeleteAccountDialogProps) {
  const { t } = useI18n();
  const dialogRef = useModalDialog();
  const titleId = useId();
  const textId = useId();
  const [password, setPassword] = useState('');
  const [typedEmail, setTypedEmail] = useState('');
  const deletion = useDeleteAccount();
  const errors = readFormErrors(deletion.error, ['password', 'email'], t('account.delete_failed'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    deletion.mutate(
      { password, email: typedEmail },
      {
        onSuccess: ({ status }) => {
          dialogRef.current?.close();
          onDeleted(status);
        },
      },
    );
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal delete-account-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
    >
      <form onSubmit={submit}>
        <h2 id={titleId}>{t('account.delete_dialog_title')}</h2>
        <p id={textId}>{t('account.delete_dialog_text', { email })}</p>
        <FormField
          label={t('settings.old_password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          error={errors.fields.password}
        />
        <FormField
          label={t('account.delete_email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          value={typedEmail}
          onValueChange={setTypedEmail}
          error={errors.fields.email}
        />
        <FormError message={errors.form} />
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
            {t('alert.cancel')}
          </button>
          <button type="submit" className="button danger" disabled={deletion.isPending}>
            {t(deletion.isPending ? 'account.deleting' : 'account.delete_confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
