/** The auth feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { useChangePassword } from './api/change-password';
export { AccountMenu } from './components/account-menu';
export { adminOnly, guestOnly, requireAuth, requireAuthComingBack } from './guards';
