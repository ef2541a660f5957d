/**
 * An integration in a few lines, with a client generated from the OpenAPI description (openapi-typescript
 * for the types in api.d.ts, openapi-fetch for the calls): with a personal access token that has the abilities
 * clients:read, export and documents:write, it lists a client's evaluations, exports the latest one as a
 * FHIR R4 Bundle and imports a Bundle as a new document (here the same one, as a records system would send
 * it back).
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './api';

/** The description names the API's shapes (`components.schemas`): a Bundle is a `FhirBundle`. */
type FhirBundle = components['schemas']['FhirBundle'];

export interface SyncResult {
  /** How many evaluations the client has. */
  evaluations: number;
  /** The latest evaluation's document id and its FHIR Bundle. */
  latestDocumentId: number;
  bundle: FhirBundle;
  /** The document the imported Bundle became. */
  importedDocumentId: number;
}

export async function syncLatestEvaluation(options: {
  baseUrl: string;
  token: string;
  clientId: number;
}): Promise<SyncResult> {
  const api = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Authorization: `Bearer ${options.token}` },
  });

  // clients:read. The evaluations come in evaluation-date order, so the latest is the last one.
  const listed = await api.GET('/api/client/{id}/documents', {
    params: { path: { id: options.clientId } },
  });
  if (listed.error) throw new Error(`listing the evaluations: ${listed.error.message}`);
  const latest = listed.data.data.at(-1);
  if (!latest) throw new Error('the client has no evaluations yet');

  // export. Without include_name the Patient is pseudonymous.
  const exported = await api.GET('/api/document/{id}/fhir', {
    params: { path: { id: latest.id } },
    parseAs: 'json',
  });
  if (exported.error) throw new Error(`exporting the document: ${exported.error.message}`);

  // documents:write.
  const imported = await api.POST('/api/document/import-fhir', { body: exported.data });
  if (imported.error) throw new Error(`importing the bundle: ${imported.error.message}`);

  return {
    evaluations: listed.data.data.length,
    latestDocumentId: latest.id,
    bundle: exported.data,
    importedDocumentId: imported.data.id,
  };
}
