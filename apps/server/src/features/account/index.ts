/**
 * The account feature's front door (decision 0052): the routes of a person's own data, its export and
 * erasure.
 */
export { accountRoutes } from './account-routes';
