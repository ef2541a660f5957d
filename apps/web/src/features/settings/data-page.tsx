import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showAlert } from '../../components/feedback/alert-store';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { useAuth } from '../../lib/auth/auth-store';
import { accountExportUrl } from './api/account-export-url';
import { DeleteAccountDialog } from './delete-account-dialog';
import { forgetAccountInBrowser } from './forget-account-in-browser';

/**
 * Settings → Your data (decision 0028): download everything the account holds as one ZIP, or erase the
 * account and all of it after confirming in a dialog.
 */
export function DataPage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  // The route's guard loaded the user; null only for the moment a logout takes.
  if (!user) return null;

  const deleted = async (status: string) => {
    await forgetAccountInBrowser();
    await navigate(paths.welcome);
    void showAlert({ icon: 'success', title: status });
  };

  return (
    <>
      <h2>{t('account.page')}</h2>
      <section className="settings-section" aria-labelledby="account-export-title">
        <h3 id="account-export-title">{t('account.export_title')}</h3>
        <p>{t('account.export_text')}</p>
        <a className="button primary" href={accountExportUrl} download>
          {t('account.export_button')}
        </a>
      </section>
      <section className="settings-section settings-danger" aria-labelledby="account-delete-title">
        <h3 id="account-delete-title">{t('account.delete_title')}</h3>
        <p>{t('account.delete_text')}</p>
        <button type="button" className="button danger" onClick={() => setConfirming(true)}>
          {t('account.delete_button')}
        </button>
      </section>
      {confirming && (
        <DeleteAccountDialog
          email={user.email}
          onDeleted={(status) => void deleted(status)}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}

export default DataPage;
