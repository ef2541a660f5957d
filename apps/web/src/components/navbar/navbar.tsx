import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { AccountMenu } from './account-menu';
import { LanguageDropdown } from './language-dropdown';

export function Navbar() {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setExpanded(false);
  }

  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="main">
        <Link to={paths.welcome} className="navbar-brand">
          {t('app.brand')}
        </Link>
        <button
          type="button"
          className="navbar-toggle"
          aria-label={t('nav.toggle')}
          aria-expanded={expanded}
          aria-controls="navbar-menu"
          onClick={() => setExpanded((value) => !value)}
        >
          <span className="navbar-toggle-bar" />
          <span className="navbar-toggle-bar" />
          <span className="navbar-toggle-bar" />
        </button>
        <div id="navbar-menu" className={`navbar-menu${expanded ? ' is-expanded' : ''}`}>
          <div className="navbar-links">
            <NavLink to={paths.select} className="nav-link">
              {t('page.select')}
            </NavLink>
            <NavLink to={paths.write} className="nav-link">
              {t('page.write')}
            </NavLink>
            <NavLink to={paths.feedback} className="nav-link">
              {t('nav.feedback')}
            </NavLink>
          </div>
          <div className="navbar-end">
            <LanguageDropdown />
            <AccountMenu />
          </div>
        </div>
      </nav>
    </header>
  );
}
