/** The site feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { siteQueryOptions, useSite } from './api/get-site';
