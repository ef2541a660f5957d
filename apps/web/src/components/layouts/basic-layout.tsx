import { Outlet } from 'react-router';

/** Spec §2: the basic layout shows only the page. */
export function BasicLayout() {
  return (
    <main className="main basic">
      <Outlet />
    </main>
  );
}
