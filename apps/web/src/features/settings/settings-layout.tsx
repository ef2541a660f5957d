import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import '../../styles/settings.css';

/** Spec §2 settings: a side menu (Profile, Password) beside the chosen settings page. */
export function SettingsLayout() {
  const { t } = useI18n();
  return (
    <div className="settings-page">
      <h1>{t('page.settings')}</h1>
      <div className="settings-body">
        <nav className="settings-menu" aria-label={t('settings.menu')}>
          <NavLink to={paths.settingsProfile} className="settings-menu-item">
            {t('page.profile')}
          </NavLink>
          <NavLink to={paths.settingsPassword} className="settings-menu-item">
            {t('page.password')}
          </NavLink>
          <NavLink to={paths.settingsData} className="settings-menu-item">
            {t('account.page')}
          </NavLink>
          <NavLink to={paths.settingsApiTokens} className="settings-menu-item">
            {t('api_tokens.title')}
          </NavLink>
        </nav>
        <section className="settings-content">
          <Outlet />
        </section>
      </div>
    </div>
  );
}

export default SettingsLayout;
