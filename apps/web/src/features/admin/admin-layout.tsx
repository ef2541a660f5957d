import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import '../../styles/settings.css';
import '../../styles/feedback.css';
import './admin.css';

/** The administrator area (decision 0015): a menu beside the chosen section, like the settings pages. */
export function AdminLayout() {
  const { t } = useI18n();
  const sections = [
    [paths.adminUsers, 'page.admin_users'],
    [paths.adminUsage, 'page.admin_usage'],
    [paths.adminFeedback, 'page.admin_feedback'],
    [paths.adminLists, 'page.admin_lists'],
    [paths.adminAudit, 'page.admin_audit'],
  ] as const;
  return (
    <div className="settings-page admin-page">
      <h1>{t('page.admin')}</h1>
      <p className="admin-note">{t('admin.privacy_note')}</p>
      <div className="settings-body">
        <nav className="settings-menu admin-menu" aria-label={t('admin.menu')}>
          {sections.map(([to, title]) => (
            <NavLink key={to} to={to} className="settings-menu-item">
              {t(title)}
            </NavLink>
          ))}
        </nav>
        <section className="settings-content">
          <Outlet />
        </section>
      </div>
    </div>
  );
}

export default AdminLayout;
