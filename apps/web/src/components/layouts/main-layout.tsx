import { Outlet } from 'react-router';
import { useRouteHandle } from '../../app/route-handle';
import { ConnectionStatus } from '../feedback/connection-status';
import { IcfCredit } from '../icf-credit';
import { Navbar } from '../navbar/navbar';
import { mainContentId } from './skip-link';

/** Spec §2: the main layout puts the top navigation bar above the page; pages with ICF text get the WHO credit below. */
export function MainLayout() {
  const { icfText } = useRouteHandle();
  return (
    <>
      <Navbar />
      <main className="main" id={mainContentId} tabIndex={-1}>
        <ConnectionStatus />
        <Outlet />
      </main>
      {icfText && (
        <footer className="page-foot">
          <IcfCredit />
        </footer>
      )}
    </>
  );
}
