import { Outlet } from 'react-router';
import { Navbar } from '../navbar/navbar';

/** Spec §2: the main layout puts the top navigation bar above the page. */
export function MainLayout() {
  return (
    <>
      <Navbar />
      <main className="main">
        <Outlet />
      </main>
    </>
  );
}
