/** The not-found feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { NotFoundPage } from './not-found-page';
