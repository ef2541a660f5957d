import { accountEndpoints } from './account';
import { adminEndpoints } from './admin';
import { apiTokensEndpoints } from './api-tokens';
import { clientsEndpoints } from './clients';
import { documentRatingsEndpoints } from './document-ratings';
import { documentsEndpoints } from './documents';
import { downloadAndCopyEndpoints } from './download-and-copy';
import { interoperabilityEndpoints } from './interoperability';
import { personalCoreSetsEndpoints } from './personal-core-sets';
import { referenceDataEndpoints } from './reference-data';
import { selfReportEndpoints } from './self-report';
import { suggestionsEndpoints } from './suggestions';
import { teamsEndpoints } from './teams';

export * from '../endpoint-contract';

/**
 * Every call the server answers, keyed by operation id (decision record 0059). The server registers each
 * route from its contract, and `test/openapi/openapi.test.ts` fails while a served route has none.
 */
export const apiEndpoints = {
  ...referenceDataEndpoints,
  ...accountEndpoints,
  ...documentsEndpoints,
  ...interoperabilityEndpoints,
  ...downloadAndCopyEndpoints,
  ...personalCoreSetsEndpoints,
  ...suggestionsEndpoints,
  ...apiTokensEndpoints,
  ...documentRatingsEndpoints,
  ...clientsEndpoints,
  ...teamsEndpoints,
  ...selfReportEndpoints,
  ...adminEndpoints,
};
export type ApiEndpoints = typeof apiEndpoints;
export type OperationId = keyof ApiEndpoints;
