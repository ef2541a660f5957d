import type { MouseEvent, ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { usePopover } from '../../lib/use-popover';
import { LanguageDropdown } from './language-dropdown';

/** A link or a menu choice: choosing one closes the small-screen menu. */
const choiceSelector = 'a[href], [role="menuitem"], [role="menuitemradio"]';

interface NavbarProps {
  /** The account links or menu at the bar's end; the app supplies it, as it belongs to the auth feature. */
  accountMenu: ReactNode;
}

/**
 * Spec §2 navigation bar. On a small screen the menu is a native popover under a toggle (decision record
 * 0013), closed by Escape, a click outside or a choice; on a wide screen the same element is the plain bar.
 */
export function Navbar({ accountMenu }: NavbarProps) {
  const { t } = useI18n();
  const menu = usePopover<HTMLDivElement>();
  const closeAfterChoice = (event: MouseEvent) => {
    if ((event.target as Element).closest(choiceSelector)) menu.close();
  };

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
          aria-expanded={menu.open}
          aria-controls="navbar-menu"
          popoverTarget="navbar-menu"
        >
          <span className="navbar-toggle-bar" />
          <span className="navbar-toggle-bar" />
          <span className="navbar-toggle-bar" />
        </button>
        {/* A click inside closes the menu after a choice; the links and items themselves are the controls. */}
        <div id="navbar-menu" className="navbar-menu" {...menu.popoverProps} onClick={closeAfterChoice}>
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
            {accountMenu}
          </div>
        </div>
      </nav>
    </header>
  );
}
