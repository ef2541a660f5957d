/** Every route of spec §2, defined once. */
export const paths = {
  welcome: '/',
  select: '/select',
  write: '/write',
  beginner: '/others/beginner',
  visual: '/others/visual',
  login: '/login',
  register: '/register',
  forgotPassword: '/password/email',
  resetPassword: '/reset-password',
  home: '/home',
  dashboard: '/dashboard',
  settings: '/settings',
  settingsProfile: '/settings/profile',
  settingsPassword: '/settings/password',
  settingsData: '/settings/data',
  settingsApiTokens: '/settings/tokens',
  verifyEmail: '/email/verify/:id/:hash',
  clients: '/clients',
  client: '/clients/:id',
  clientProgress: '/clients/:id/progress',
  // Teams (decision record 0033); the invitation mail links to teamJoin with its token.
  teams: '/teams',
  team: '/teams/:id',
  teamJoin: '/teams/join',
  clientInterventions: '/clients/:id/interventions',
  clientMeeting: '/clients/:id/meeting',
  // The questions and suggestions page (everyone) and the administrator area.
  feedback: '/feedback',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminUsage: '/admin/usage',
  adminFeedback: '/admin/feedback',
  adminLists: '/admin/lists',
  adminAudit: '/admin/audit',
} as const;

export const clientPath = (id: number) => `/clients/${id}`;
export const clientProgressPath = (id: number) => `/clients/${id}/progress`;
export const teamPath = (id: number) => `/teams/${id}`;
export const clientInterventionsPath = (id: number) => `/clients/${id}/interventions`;
export const clientMeetingPath = (id: number) => `/clients/${id}/meeting`;
