import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { useRegister } from './api/register';
import { FormError, FormField } from '../../components/form/form-field';
import { NewPasswordFields } from '../../components/form/new-password-fields';
import { readFormErrors } from '../../components/form/form-errors';
import { redirectParam, safeRedirectPath, withRedirect } from '../../lib/auth/safe-redirect';
import '../../styles/auth.css';

/** Spec §2 register: name, e-mail, password and its confirmation (which shows no error, spec §5). */
export function RegisterPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  // Only a same-origin path is followed (and handed on between login and register).
  const redirect = safeRedirectPath(useSearchParams()[0].get(redirectParam), '') || null;
  const registerMutation = useRegister();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const errors = readFormErrors(
    registerMutation.error,
    ['name', 'email', 'password'],
    t('auth.request_failed'),
  );

  // Enter in any field (the confirmation included, spec §5) submits the form.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    registerMutation.mutate(
      { name, email, password, password_confirmation: confirmation },
      { onSuccess: () => void navigate(redirect ?? paths.dashboard) },
    );
  };

  return (
    <div className="page narrow auth-page">
      <h1>{t('page.register')}</h1>
      <form className="auth-form" onSubmit={submit}>
        <FormField
          label={t('auth.name')}
          name="name"
          autoComplete="name"
          required
          value={name}
          onValueChange={setName}
          error={errors.fields.name}
        />
        <FormField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
          error={errors.fields.email}
        />
        <NewPasswordFields
          passwordLabel={t('auth.password')}
          confirmationLabel={t('auth.password_confirmation')}
          confirmationName="confirm_password"
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          error={errors.fields.password}
        />
        <FormError message={errors.form} />
        <button type="submit" className="button primary auth-submit" disabled={registerMutation.isPending}>
          {t('auth.register')}
        </button>
      </form>
      <div className="auth-links">
        <p>
          {t('auth.have_account')} <Link to={withRedirect(paths.login, redirect)}>{t('auth.login')}</Link>
        </p>
      </div>
    </div>
  );
}

export default RegisterPage;
