import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { afterFirstScreen, noteFirstScreenCommitted } from '../../app/first-screen';
import { prefetchReferenceData } from '../../app/reference-data';
import { registerServiceWorker } from '../../lib/service-worker';
import { whenIdle } from '../../lib/when-idle';
import { applyKoreanWebFontWhereNeeded } from '../../styles/korean-web-font';
import { AlertHost } from '../feedback/alert-host';
import { ProgressBar } from '../feedback/progress-bar';
import { ToastHost } from '../feedback/toast-host';
import { DocumentTitle } from './document-title';
import { SkipLink } from './skip-link';

export function RootLayout() {
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
