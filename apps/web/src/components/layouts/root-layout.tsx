import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { applyKoreanWebFontWhenIdle } from '../../styles/korean-web-font';
import { AlertHost } from '../feedback/alert-host';
import { ProgressBar } from '../feedback/progress-bar';
import { ToastHost } from '../feedback/toast-host';
import { DocumentTitle } from './document-title';
import { SkipLink } from './skip-link';

export function RootLayout() {
  // After the first screen has rendered, so the web font's faces follow its text (decision record 0021).
  useEffect(applyKoreanWebFontWhenIdle, []);
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
