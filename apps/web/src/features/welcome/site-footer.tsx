import { useI18n } from '../../i18n/use-i18n';

/** Placeholder contacts until the project names its researcher and administrator. */
const contacts = {
  researcher: { name: 'Researcher (to be named)', email: 'researcher@example.org' },
  administrator: { name: 'Administrator (to be named)', email: 'admin@example.org' },
};
const documentationFormSite = 'https://www.icf-core-sets.org/';

export function SiteFooter() {
  const { t } = useI18n();
  return (
    <footer className="site-footer">
      <div className="footer-contacts">
        <h2>{t('footer.contact')}</h2>
        <ul>
          <li>
            {t('footer.researcher')}: {contacts.researcher.name} ·{' '}
            <a href={`mailto:${contacts.researcher.email}`}>{contacts.researcher.email}</a>
          </li>
          <li>
            {t('footer.administrator')}: {contacts.administrator.name} ·{' '}
            <a href={`mailto:${contacts.administrator.email}`}>{contacts.administrator.email}</a>
          </li>
        </ul>
        <p>
          <a href={documentationFormSite} target="_blank" rel="noreferrer">
            {t('footer.reference')}
          </a>
        </p>
      </div>
      <p className="footer-credit" data-testid="who-credit">
        {t('footer.who_credit')}
      </p>
      <p className="footer-credit">{t('footer.ko_credit')}</p>
    </footer>
  );
}
