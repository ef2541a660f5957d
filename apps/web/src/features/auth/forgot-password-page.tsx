import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { showAlert } from '../../components/feedback/alert-store';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { isResetLinkSent, useForgotPassword } from './api/forgot-password';
import { FormField } from '../../components/form/form-field';
import '../../styles/auth.css';

/**
 * Spec §2 forgot password: an e-mail and a send button with a spinner. An empty e-mail sends nothing
 * (§5); a failure shows the 'try again' alert and the server's message under the field; a success the
 * 'Email sent success' alert (§8).
 */
export function ForgotPasswordPage() {
  const { t } = useI18n();
  const sendMutation = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentStatus, setSentStatus] = useState<string | null>(null);

  const fail = (message: string | null) => {
    setError(message);
    void showAlert({ icon: 'error', title: t('auth.try_again_title'), text: t('auth.try_again_text') });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentStatus(null);
    const address = email.trim();
    if (!address) {
      setError(t('auth.email_missing'));
      return;
    }
    setError(null);
    sendMutation.mutate(
      { email: address },
      {
        onSuccess: (answer) => {
          if (!isResetLinkSent(answer)) return fail(null);
          const status = answer?.status ?? null;
          setSentStatus(status);
          setEmail('');
          void showAlert({ icon: 'success', title: t('auth.email_sent'), text: status ?? undefined });
        },
        onError: (failure) => {
          const message = failure instanceof ApiError ? (failure.body?.message ?? null) : null;
          fail(message ?? t('auth.request_failed'));
        },
      },
    );
  };

  return (
    <div className="page narrow auth-page">
      <h1>{t('page.forgot_password')}</h1>
      <p className="muted">{t('auth.forgot_intro')}</p>
      {/* noValidate: the spec's own message replaces the browser's for an empty e-mail. */}
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          aria-required="true"
          value={email}
          onValueChange={setEmail}
          error={error}
        />
        {sentStatus && (
          <p className="form-success" role="status">
            {sentStatus}
          </p>
        )}
        <button
          type="submit"
          className="button primary auth-submit"
          disabled={sendMutation.isPending}
          aria-busy={sendMutation.isPending}
        >
          {sendMutation.isPending && (
            <span className="spinner" role="status" aria-label={t('auth.sending')} />
          )}
          {t('auth.send_reset_link')}
        </button>
      </form>
      <div className="auth-links">
        <p>
          <Link to={paths.login}>{t('auth.login')}</Link>
        </p>
      </div>
    </div>
  );
}

export default ForgotPasswordPage;
