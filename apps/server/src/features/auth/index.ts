/**
 * The auth feature's front door (decision 0052): sign-up, sign-in, password and e-mail routes and their
 * jobs. Who is calling is infrastructure (src/auth/).
 */
export { authRoutes, type AuthDependencies } from './auth-routes';
export { type AuthSettings } from './auth-settings';
export { createPasswordResetMailJob } from './password-reset-mail-job';
export { verifyPassword } from './passwords';
export { createPruneJob } from './prune-job';
