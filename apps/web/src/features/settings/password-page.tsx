import { useState, type FormEvent } from 'react';
import { showAlert } from '../../components/feedback/alert-store';
import { useI18n } from '../../i18n/use-i18n';
import { useChangePassword } from '../auth';
import { FormError, FormField } from '../../components/form/form-field';
import { NewPasswordFields } from '../../components/form/new-password-fields';
import { readFormErrors } from '../../components/form/form-errors';
import '../../styles/auth.css';

/**
 * Spec §2 settings/password: the current password, a new one and its confirmation. Errors show under
 * old_password and password (§5); success shows the server's status text and clears the fields.
 */
export function PasswordPage() {
  const { t } = useI18n();
  const changeMutation = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const errors = readFormErrors(changeMutation.error, ['old_password', 'password'], t('auth.request_failed'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    changeMutation.mutate(
      { old_password: oldPassword, password, password_confirmation: confirmation },
      {
        onSuccess: ({ status }) => {
          setOldPassword('');
          setPassword('');
          setConfirmation('');
          void showAlert({ icon: 'success', title: status });
        },
      },
    );
  };

  return (
    <>
      <h2>{t('page.password')}</h2>
      <form className="settings-form" onSubmit={submit}>
        <FormField
          label={t('settings.old_password')}
          name="old_password"
          type="password"
          autoComplete="current-password"
          required
          value={oldPassword}
          onValueChange={setOldPassword}
          error={errors.fields.old_password}
        />
        <NewPasswordFields
          passwordLabel={t('auth.new_password')}
          confirmationLabel={t('auth.new_password_confirmation')}
          confirmationName="password_confirmation"
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          error={errors.fields.password}
        />
        <FormError message={errors.form} />
        <button type="submit" className="button primary" disabled={changeMutation.isPending}>
          {t('settings.update_password')}
        </button>
      </form>
    </>
  );
}

export default PasswordPage;
