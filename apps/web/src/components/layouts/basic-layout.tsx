import { Outlet } from 'react-router';
import { mainContentId } from './skip-link';

/** Spec §2: the basic layout shows only the page. */
export function BasicLayout() {
  return (
    <main className="main basic" id={mainContentId} tabIndex={-1}>
      <Outlet />
    </main>
  );
}
