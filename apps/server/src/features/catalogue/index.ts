/**
 * The catalogue feature's front door (decision 0052): institution core-set lists for the admin routes and
 * the catalogue commands.
 */
export { catalogueAdminRoutes } from './catalogue-admin-routes';
export { createCatalogueReference } from './catalogue-reference';
export { formatImportReport } from './format-import-report';
export { importInstitutionCoreSets } from './import-institution-core-sets';
export { formatInstitutionCoreSetId } from './institution-core-set-id';
export { listInstitutionCoreSets } from './list-institution-core-sets';
export { withdrawInstitutionCoreSet } from './withdraw-institution-core-set';
