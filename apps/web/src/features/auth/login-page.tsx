import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { personalStorage } from '../../lib/personal-storage';
import { useLogin } from './api/login';
import { FormError, FormField } from '../../components/form/form-field';
import { readFormErrors } from '../../components/form/form-errors';
import { redirectParam, safeRedirectPath, withRedirect } from '../../lib/auth/safe-redirect';
import '../../styles/auth.css';

/**
 * Spec §2 login: e-mail and password, and "This is a shared computer" (decision record 0046: drafts and the
 * account's details are then kept for the browser session only); on success the dashboard (or the same-origin `redirect` path, e.g. back
 * to /write for a visitor who wanted to save), on failure the errors under the fields.
 */
export function LoginPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  // Only a same-origin path is followed (and handed on between login and register).
  const redirect = safeRedirectPath(useSearchParams()[0].get(redirectParam), '') || null;
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Ticked again for the next person while the browser that was said to be shared still runs.
  const [sharedComputer, setSharedComputer] = useState(() => personalStorage.isSharedComputer());
  const errors = readFormErrors(loginMutation.error, ['email', 'password'], t('auth.request_failed'));

  // Enter in any field (the password field included, spec §5) submits the form.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    loginMutation.mutate(
      { email, password, sharedComputer },
      { onSuccess: () => void navigate(redirect ?? paths.dashboard) },
    );
  };

  return (
    <div className="page narrow auth-page">
      <h1>{t('page.login')}</h1>
      <form className="auth-form" onSubmit={submit}>
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
        <FormField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          error={errors.fields.password}
        />
        <div className="auth-check">
          <input
            id="login-shared-computer"
            type="checkbox"
            checked={sharedComputer}
            onChange={(event) => setSharedComputer(event.target.checked)}
            aria-describedby="login-shared-computer-hint"
          />
          <label htmlFor="login-shared-computer">{t('auth.shared_computer')}</label>
          <p id="login-shared-computer-hint" className="auth-check-hint">
            {t('auth.shared_computer_hint')}
          </p>
        </div>
        <FormError message={errors.form} />
        <button type="submit" className="button primary auth-submit" disabled={loginMutation.isPending}>
          {t('auth.login')}
        </button>
      </form>
      <div className="auth-links">
        <p>
          {t('auth.no_account')} <Link to={withRedirect(paths.register, redirect)}>{t('auth.join_us')}</Link>
        </p>
        <p>
          <Link to={paths.forgotPassword}>{t('auth.forgot_password')}</Link>
        </p>
      </div>
    </div>
  );
}

export default LoginPage;
