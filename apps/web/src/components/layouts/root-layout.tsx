import { Outlet } from 'react-router';
import { AlertHost } from '../feedback/alert-host';
import { ProgressBar } from '../feedback/progress-bar';
import { ToastHost } from '../feedback/toast-host';

export function RootLayout() {
  return (
    <>
      <ProgressBar />
      <Outlet />
      <ToastHost />
      <AlertHost />
    </>
  );
}
