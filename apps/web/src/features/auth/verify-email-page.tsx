import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { useVerifyEmail } from './api/verify-email';
import '../../styles/auth.css';

/** The page the verification e-mail links to: it confirms the link with the API and says how it went. */
export function VerifyEmailPage() {
  const { t } = useI18n();
  const { id = '', hash = '' } = useParams();
  const [query] = useSearchParams();
  const verification = useVerifyEmail({
    id,
    hash,
    expires: query.get('expires'),
    signature: query.get('signature'),
  });

  return (
    <div className="page narrow auth-page">
      <h1>{t('auth.verify_title')}</h1>
      {verification.isPending && (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" /> {t('auth.verifying')}
        </p>
      )}
      {verification.isSuccess && (
        <p className="form-success" role="status">
          {t('auth.verify_success')}
        </p>
      )}
      {verification.isError && (
        <p className="form-error" role="alert">
          {t('auth.verify_failed')}
        </p>
      )}
      {!verification.isPending && (
        <p>
          <Link to={paths.welcome}>{t('not_found.home')}</Link>
        </p>
      )}
    </div>
  );
}

export default VerifyEmailPage;
