import { Outlet } from 'react-router';
import { ConnectionStatus } from '../../components/feedback/connection-status';
import { IcfCredit } from '../../components/icf-credit';
import { mainContentId } from '../../components/layouts/skip-link';
import { Navbar } from '../../components/navbar/navbar';
import { AccountMenu } from '../../features/auth';
import { QueuedSaveNotice, loadDraftOwnership } from '../../features/save-queue';
import { useRouteHandle } from '../../lib/route-handle';

/**
 * Spec §4 logout: first the account's draft is kept or discarded (decision 0009), so it never shows to the
 * next person; on a shared computer the user may stay logged in instead (decision 0046). The draft code loads
 * with the pages that show a draft, so it is fetched here if not yet.
 */
function settleDraftBeforeLogout(): Promise<boolean> {
  return loadDraftOwnership().then(({ settleDraftBeforeLogout }) => settleDraftBeforeLogout());
}

/** Spec §2: the main layout puts the top navigation bar above the page; pages with ICF text get the WHO credit below. */
export function MainLayout() {
  const { icfText } = useRouteHandle();
  return (
    <>
      <Navbar accountMenu={<AccountMenu beforeSignOut={settleDraftBeforeLogout} />} />
      <main className="main" id={mainContentId} tabIndex={-1}>
        <ConnectionStatus>
          <QueuedSaveNotice />
        </ConnectionStatus>
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
