/** The icf-data feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { useCodes } from './api/get-codes';
export { coreSetKeys, coreSetsQueryOptions, useCoreSets } from './api/get-core-sets';
