import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showAlert } from '../../components/feedback/alert-store';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { useResetPassword } from './api/reset-password';
import { FormError } from '../../components/form/form-field';
import { NewPasswordFields } from '../../components/form/new-password-fields';
import { readFormErrors } from '../../components/form/form-errors';
import '../../styles/auth.css';

/**
 * Spec §2 reset: a new password and its confirmation; token and e-mail come from the link's query. Success
 * shows the server's status text and goes to login. Spec §7 only logs an error; we also show it.
 */
export function ResetPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const email = query.get('email') ?? '';
  const resetMutation = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const errors = readFormErrors(resetMutation.error, ['password'], t('auth.request_failed'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    resetMutation.mutate(
      { token, email, password, password_confirmation: confirmation },
      {
        onSuccess: ({ status }) => {
          void showAlert({ icon: 'success', title: status });
          void navigate(paths.login);
        },
        onError: (error) => console.error('Password reset failed', error),
      },
    );
  };

  const linkComplete = token !== '' && email !== '';
  return (
    <div className="page narrow auth-page">
      <h1>{t('page.reset_password')}</h1>
      {linkComplete ? (
        <p className="muted">{t('auth.reset_intro')}</p>
      ) : (
        <p className="form-error" role="alert">
          {t('auth.reset_link_incomplete')} <Link to={paths.forgotPassword}>{t('page.forgot_password')}</Link>
        </p>
      )}
      <form className="auth-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="reset-email">{t('auth.email')}</label>
          <input id="reset-email" type="email" value={email} readOnly />
        </div>
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
        <button type="submit" className="button primary auth-submit" disabled={resetMutation.isPending}>
          {t('auth.reset_password')}
        </button>
      </form>
    </div>
  );
}

export default ResetPasswordPage;
