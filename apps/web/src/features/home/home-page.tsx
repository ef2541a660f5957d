import { useI18n } from '../../i18n/use-i18n';

/** Spec §2 /home: the logged-in stub. */
export function HomePage() {
  const { t } = useI18n();
  return (
    <div className="page narrow">
      <h1>{t('page.home')}</h1>
      <p>{t('home.logged_in')}</p>
    </div>
  );
}

export default HomePage;
