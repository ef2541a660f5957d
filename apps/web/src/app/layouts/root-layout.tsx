import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AlertHost } from '../../components/feedback/alert-host';
import { ProgressBar } from '../../components/feedback/progress-bar';
import { ToastHost } from '../../components/feedback/toast-host';
import { DocumentTitle } from '../../components/layouts/document-title';
import { useSendQueuedSaves } from '../../features/save-queue';
import { SkipLink } from '../../components/layouts/skip-link';
import { releaseHeldClicks } from '../../lib/early-clicks';
import { afterFirstScreen, noteFirstScreenCommitted } from '../../lib/first-screen';
import { registerServiceWorker } from '../../lib/service-worker';
import { whenIdle, whenLoadedAndIdle } from '../../lib/when-idle';

export function RootLayout() {
  // A save queued offline is sent from whatever page is open when the connection returns (decision 0031).
  useSendQueuedSaves();
  // After the first screen has rendered: the web font, whose faces follow its text (decision records 0021,
  // 0039), unless the entry has started it already (a served first screen). The service worker last, once the
  // page has loaded and the browser is idle (decision record 0035): its install fetches every file of the
  // release and the public reference data, which must not share the network or the main thread with the first
  // visit. A page without ICF text loads no reference data itself (decision record 0039).
  useEffect(() => {
    // The app has taken the page over: a tap held since the server's screen showed is given again now.
    releaseHeldClicks();
    noteFirstScreenCommitted();
    afterFirstScreen(() =>
      whenIdle(() => {
        void import('../../styles/korean-web-font').then((font) => font.applyKoreanWebFontWhereNeeded());
        whenLoadedAndIdle(() => void registerServiceWorker());
      }),
    );
  }, []);
  return (
    <>
      <SkipLink />
      <DocumentTitle />
      <ProgressBar />
      <Outlet />
      {/* A new page starts at its top (on a phone /write would open halfway down); Back restores the place. */}
      <ScrollRestoration />
      <ToastHost />
      <AlertHost />
    </>
  );
}
