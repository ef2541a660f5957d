import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AlertHost } from '../../components/feedback/alert-host';
import { ProgressBar } from '../../components/feedback/progress-bar';
import { ToastHost } from '../../components/feedback/toast-host';
import { DocumentTitle } from '../../components/layouts/document-title';
import { useSendQueuedSaves } from '../../features/documents/save-queue/use-send-queued-saves';
import { SkipLink } from '../../components/layouts/skip-link';
import { afterFirstScreen, noteFirstScreenCommitted } from '../../lib/first-screen';
import { registerServiceWorker } from '../../lib/service-worker';
import { whenIdle } from '../../lib/when-idle';
import { applyKoreanWebFontWhereNeeded } from '../../styles/korean-web-font';
import { prefetchReferenceData } from '../reference-data';

export function RootLayout() {
  // A save queued offline is sent from whatever page is open when the connection returns (decision 0031).
  useSendQueuedSaves();
  // After the first screen has rendered: the web font, whose faces follow its text, and the reference data
  // if that screen did not need it (decision record 0021). Both are no-ops the second time.
  useEffect(() => {
    noteFirstScreenCommitted();
    afterFirstScreen(() =>
      whenIdle(() => {
        void applyKoreanWebFontWhereNeeded();
        prefetchReferenceData();
        // Decision record 0026: nothing extra before the first screen of a first visit.
        void registerServiceWorker();
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
