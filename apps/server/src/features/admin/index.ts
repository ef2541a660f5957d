/**
 * The admin feature's front door (decision 0052): its routes, and the first administrator for main.ts and
 * cli/.
 */
export { adminRoutes } from './admin-routes';
export { promoteAdministrator } from './promote-administrator';
