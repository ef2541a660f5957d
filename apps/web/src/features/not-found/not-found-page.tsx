import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';

export function NotFoundPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <div className="page narrow not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('not_found.title')}</h1>
      <div className="actions">
        <button type="button" className="button" onClick={() => void navigate(-1)}>
          {t('not_found.back')}
        </button>
        <Link to={paths.welcome} className="button primary">
          {t('not_found.home')}
        </Link>
      </div>
    </div>
  );
}

export default NotFoundPage;
