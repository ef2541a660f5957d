import { Link, NavLink, useNavigate } from 'react-router';
import { Dropdown } from '../../../components/navbar/dropdown';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/use-i18n';
import { signOut, useAuth } from '../../../lib/auth/auth-store';

interface AccountMenuProps {
  /**
   * Runs before the sign-out (the app keeps or discards the account's draft there); logout waits for it, and
   * does not happen when it answers false (the user chose to stay logged in).
   */
  beforeSignOut: () => Promise<boolean>;
}

/** Spec §2: login and register links for visitors; a signed-in user's name with a dropdown. */
export function AccountMenu({ beforeSignOut }: AccountMenuProps) {
  const { t } = useI18n();
  const { user } = useAuth();
  const navigate = useNavigate();
  if (user) {
    return (
      <Dropdown label={user.name} testId="account">
        {(close) => (
          <>
            <Link to={paths.dashboard} role="menuitem" className="dropdown-item" onClick={close}>
              {t('nav.dashboard')}
            </Link>
            <Link to={paths.clients} role="menuitem" className="dropdown-item" onClick={close}>
              {t('clients.nav')}
            </Link>
            <Link to={paths.teams} role="menuitem" className="dropdown-item" onClick={close}>
              {t('teams.nav')}
            </Link>
            <Link to={paths.settingsProfile} role="menuitem" className="dropdown-item" onClick={close}>
              {t('nav.settings')}
            </Link>
            {user.role === 'admin' && (
              <Link to={paths.adminUsers} role="menuitem" className="dropdown-item" onClick={close}>
                {t('nav.admin')}
              </Link>
            )}
            <button
              type="button"
              role="menuitem"
              className="dropdown-item"
              onClick={() => {
                close();
                // Spec §4 logout: post, ignore failure, clear user and token, go to welcome. First the
                // account's draft is kept or discarded (decision 0009): it never shows to the next person.
                void beforeSignOut().then(async (goOn) => {
                  if (!goOn) return;
                  await signOut();
                  await navigate(paths.welcome);
                });
              }}
            >
              {t('nav.logout')}
            </button>
          </>
        )}
      </Dropdown>
    );
  }
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
