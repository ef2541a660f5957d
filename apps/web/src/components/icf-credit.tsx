import { useI18n } from '../i18n/use-i18n';

/** The WHO licence credit (CC BY-NC-SA 3.0 IGO) and the note on the Korean titles: on every page with ICF text. */
export function IcfCredit() {
  const { t } = useI18n();
  return (
    <>
      <p className="footer-credit" data-testid="who-credit">
        {t('footer.who_credit')}
      </p>
      <p className="footer-credit">{t('footer.ko_credit')}</p>
    </>
  );
}
