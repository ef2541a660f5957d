import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { BasicLayout } from '../components/layouts/basic-layout';
import { paths } from '../config/paths';
import { ensureUserLoaded, getToken, listenForSessionExpiry } from '../lib/auth/auth-store';
import { adminOnly, guestOnly, requireAuth, requireAuthComingBack } from '../features/auth';
import { NotFoundPage } from '../features/not-found';
import { ensureMessagesLoaded } from '../i18n/i18n-store';
import { icfPage, titled } from '../lib/route-handle';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';

/**
 * Pages are split into chunks so the landing page downloads only what it shows. Each route names its
 * document title here (`titled`), and `icfPage` marks the pages that show ICF text (WHO credit at their
 * foot); the landing page has the brand alone and its own footer.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Spec §4: the current locale's messages and the user of a stored token load before a route renders; a
    // visitor's landing page needs the catalogue's frame only (decision record 0039).
    loader: async ({ request }) => {
      const part = new URL(request.url).pathname === paths.welcome && !getToken() ? 'frame' : 'all';
      await Promise.all([ensureMessagesLoaded(part), ensureUserLoaded()]);
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
          {
            path: paths.select,
            ...icfPage('page.select'),
            lazy: () => import('../features/select/select-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.write,
            ...icfPage('page.write'),
            lazy: () => import('../features/write/write-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.beginner,
            ...icfPage('page.beginner'),
            lazy: () => import('../features/beginner/beginner-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.visual,
            ...icfPage('page.visual'),
            lazy: () => import('../features/visual/visual-page').then((m) => ({ Component: m.default })),
          },
          // Spec §6: guest-only pages send a signed-in user home; the others need a login.
          {
            path: paths.login,
            ...titled('page.login'),
            loader: guestOnly,
            lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.register,
            ...titled('page.register'),
            loader: guestOnly,
            lazy: () => import('../features/auth/register-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.forgotPassword,
            ...titled('page.forgot_password'),
            loader: guestOnly,
            lazy: () =>
              import('../features/auth/forgot-password-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.resetPassword,
            ...titled('page.reset_password'),
            loader: guestOnly,
            lazy: () =>
              import('../features/auth/reset-password-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.verifyEmail,
            ...titled('auth.verify_title'),
            lazy: () => import('../features/auth/verify-email-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.home,
            ...titled('page.home'),
            loader: requireAuth,
            lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.dashboard,
            ...titled('page.dashboard'),
            loader: requireAuth,
            lazy: () =>
              import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.clients,
            ...titled('clients.title'),
            loader: requireAuth,
            lazy: () => import('../features/clients/clients-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.client,
            ...titled('clients.title'),
            loader: requireAuth,
            lazy: () => import('../features/clients/client-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.clientProgress,
            ...icfPage('progress.title'),
            loader: requireAuth,
            lazy: () => import('../features/clients/progress-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.teams,
            ...titled('teams.title'),
            loader: requireAuth,
            lazy: () => import('../features/teams/teams-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.teamJoin,
            ...titled('teams.join_title'),
            loader: requireAuthComingBack,
            lazy: () => import('../features/teams/join-team-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.team,
            ...titled('teams.title'),
            loader: requireAuth,
            lazy: () => import('../features/teams/team-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.clientInterventions,
            ...icfPage('rehab_cycle.table.title'),
            loader: requireAuth,
            lazy: () =>
              import('../features/rehab-cycle/intervention-table-page').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: paths.clientMeeting,
            ...icfPage('rehab_cycle.meeting.title'),
            loader: requireAuth,
            lazy: () =>
              import('../features/rehab-cycle/meeting-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.settings,
            ...titled('page.settings'),
            loader: requireAuth,
            lazy: () =>
              import('../features/settings/settings-layout').then((m) => ({ Component: m.default })),
            children: [
              { index: true, loader: () => redirect(paths.settingsProfile) },
              {
                path: paths.settingsProfile,
                ...titled('page.profile'),
                lazy: () =>
                  import('../features/settings/profile-page').then((m) => ({ Component: m.default })),
              },
              {
                path: paths.settingsPassword,
                ...titled('page.password'),
                lazy: () =>
                  import('../features/settings/password-page').then((m) => ({ Component: m.default })),
              },
              {
                path: paths.settingsData,
                ...titled('account.page'),
                lazy: () => import('../features/settings/data-page').then((m) => ({ Component: m.default })),
              },
              {
                path: paths.settingsApiTokens,
                ...titled('api_tokens.title'),
                lazy: () =>
                  import('../features/settings/api-tokens-page').then((m) => ({ Component: m.default })),
              },
            ],
          },
          // Questions and suggestions for everyone; the administrator area for the admin role only.
          {
            path: paths.feedback,
            ...titled('page.feedback'),
            lazy: () => import('../features/feedback/feedback-page').then((m) => ({ Component: m.default })),
          },
          {
            path: paths.admin,
            ...titled('page.admin'),
            loader: adminOnly,
            lazy: () => import('../features/admin/admin-layout').then((m) => ({ Component: m.default })),
            children: [
              { index: true, loader: () => redirect(paths.adminUsers) },
              {
                path: paths.adminUsers,
                ...titled('page.admin_users'),
                lazy: () => import('../features/admin/users-page').then((m) => ({ Component: m.default })),
              },
              {
                path: paths.adminUsage,
                ...titled('page.admin_usage'),
                lazy: () => import('../features/admin/usage-page').then((m) => ({ Component: m.default })),
              },
              {
                path: paths.adminFeedback,
                ...titled('page.admin_feedback'),
                lazy: () =>
                  import('../features/admin/feedback-inbox-page').then((m) => ({ Component: m.default })),
              },
              {
                path: paths.adminLists,
                ...titled('page.admin_lists'),
                lazy: () =>
                  import('../features/admin/institution-lists-page').then((m) => ({ Component: m.default })),
              },
              {
                path: paths.adminAudit,
                ...titled('page.admin_audit'),
                lazy: () => import('../features/admin/audit-page').then((m) => ({ Component: m.default })),
              },
            ],
          },
        ],
      },
      {
        Component: BasicLayout,
        children: [
          {
            path: '*',
            ...titled('not_found.title'),
            Component: NotFoundPage,
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  // Spec §6/§8: a 401 answer shows 'Session Expired!', then logs out and goes to the login page.
  listenForSessionExpiry((to) => void router.navigate(to));
  return router;
}
