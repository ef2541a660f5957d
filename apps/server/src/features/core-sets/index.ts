/** The core-sets feature's front door (decision 0052): personal core sets. */
export { listPersonalCoreSets } from './personal-core-sets-repository';
export { personalCoreSetsRoutes } from './personal-core-sets-routes';
