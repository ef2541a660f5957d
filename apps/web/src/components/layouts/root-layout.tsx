import { Outlet } from 'react-router';
import { AlertHost } from '../feedback/alert-host';
import { ProgressBar } from '../feedback/progress-bar';

export function RootLayout() {
  return (
    <>
      <ProgressBar />
      <Outlet />
      <AlertHost />
    </>
  );
}
