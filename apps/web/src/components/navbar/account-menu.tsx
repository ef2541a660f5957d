import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';

/** Login and register links for visitors (the signed-in variant comes with accounts). */
export function AccountMenu() {
  const { t } = useI18n();
  return (
    <>
      <NavLink to={paths.login} className="nav-link">
        {t('nav.login')}
      </NavLink>
      <NavLink to={paths.register} className="nav-link">
        {t('nav.register')}
      </NavLink>
    </>
  );
}
