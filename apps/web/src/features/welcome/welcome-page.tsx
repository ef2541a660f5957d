import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { SiteFooter } from './site-footer';

export function WelcomePage() {
  const { t, locale } = useI18n();
  return (
    <div className="welcome">
      <section className="hero">
        <h1 className="hero-headline">{t('welcome.headline')}</h1>
        {locale !== 'en' && (
          <p className="hero-translation" data-testid="headline-translation">
            {t('welcome.headline_translation')}
          </p>
        )}
        <Link to={paths.select} className="button primary large">
          {t('welcome.start')}
        </Link>
        <aside className="notice" aria-label={t('welcome.notice_title')}>
          <strong>{t('welcome.notice_title')}</strong> {t('welcome.notice')}
        </aside>
      </section>
      <section className="cards">
        <Link to={paths.beginner} className="card">
          <span className="card-icon" aria-hidden="true">
            ☂
          </span>
          <span className="card-title">{t('welcome.beginner')}</span>
        </Link>
        <Link to={paths.visual} className="card">
          <span className="card-icon" aria-hidden="true">
            ❄
          </span>
          <span className="card-title">{t('welcome.visual')}</span>
          <span className="card-note">{t('welcome.visual_more')}</span>
        </Link>
      </section>
      <SiteFooter />
    </div>
  );
}

export default WelcomePage;
