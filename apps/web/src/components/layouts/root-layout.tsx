import { Outlet, ScrollRestoration } from 'react-router';
import { AlertHost } from '../feedback/alert-host';
import { ProgressBar } from '../feedback/progress-bar';
import { ToastHost } from '../feedback/toast-host';
import { DocumentTitle } from './document-title';
import { SkipLink } from './skip-link';

export function RootLayout() {
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
