import { IcfCredit } from '../../components/icf-credit';
import { useI18n } from '../../i18n/use-i18n';
import { useSite } from '../site';

const documentationFormSite = 'https://www.icf-core-sets.org/';

/** The landing page's footer: the operator's contacts (CONTACT_* settings, none when unset) and the credits. */
export function SiteFooter() {
  const { t } = useI18n();
  const contacts = useSite().data?.contacts ?? [];
  return (
    <footer className="site-footer">
      <div className="footer-contacts">
        {contacts.length > 0 && (
          <>
            <h2>{t('footer.contact')}</h2>
            <ul data-testid="site-contacts">
              {contacts.map((contact) => (
                <li key={contact.role}>
                  {t(`footer.${contact.role}`)}:{contact.name && ` ${contact.name}`}
                  {contact.name && contact.email && ' ·'}
                  {contact.email && (
                    <>
                      {' '}
                      <a href={`mailto:${contact.email}`}>{contact.email}</a>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        <p>
          <a href={documentationFormSite} target="_blank" rel="noreferrer">
            {t('footer.reference')}
          </a>
        </p>
      </div>
      <IcfCredit />
    </footer>
  );
}
