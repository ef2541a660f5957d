import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { BasicLayout } from '../components/layouts/basic-layout';
import { MainLayout } from '../components/layouts/main-layout';
import { RootLayout } from '../components/layouts/root-layout';
import { RouteError } from '../components/layouts/route-error';
import { paths } from '../config/paths';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';
import { ensureMessagesLoaded } from '../i18n/i18n-store';

/** Pages are split into chunks so the landing page downloads only what it shows. */
const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Spec §4: the current locale's messages are loaded before a route renders.
    loader: async () => {
      await ensureMessagesLoaded();
      return null;
    },
    shouldRevalidate: () => true,
    HydrateFallback: () => null,
    children: [
      {
        Component: MainLayout,
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: () => import('../features/welcome/welcome-page').then((m) => ({ Component: m.default })),
          },
          { path: paths.select, element: <PlaceholderPage titleKey="page.select" /> },
          { path: paths.write, element: <PlaceholderPage titleKey="page.write" /> },
          { path: paths.beginner, element: <PlaceholderPage titleKey="page.beginner" /> },
          { path: paths.visual, element: <PlaceholderPage titleKey="page.visual" /> },
          { path: paths.login, element: <PlaceholderPage titleKey="page.login" /> },
          { path: paths.register, element: <PlaceholderPage titleKey="page.register" /> },
          { path: paths.forgotPassword, element: <PlaceholderPage titleKey="page.forgot_password" /> },
          { path: paths.resetPassword, element: <PlaceholderPage titleKey="page.reset_password" /> },
          { path: paths.home, element: <PlaceholderPage titleKey="page.home" /> },
          { path: paths.dashboard, element: <PlaceholderPage titleKey="page.dashboard" /> },
          { path: paths.settings, loader: () => redirect(paths.settingsProfile) },
          { path: paths.settingsProfile, element: <PlaceholderPage titleKey="page.profile" /> },
          { path: paths.settingsPassword, element: <PlaceholderPage titleKey="page.password" /> },
        ],
      },
      {
        Component: BasicLayout,
        children: [
          {
            path: '*',
            Component: NotFoundPage,
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
