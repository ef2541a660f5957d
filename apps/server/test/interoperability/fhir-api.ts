import type * as fhir4 from 'fhir/r4';
import { expect } from 'vitest';
import { call } from '../support/auth-api';
import { expectValidFhir } from '../support/fhir-validator';
import type { TestServer } from '../support/test-server';

/** Exports a document as FHIR, checks the answer's headers and that the Bundle is valid R4, and returns it. */
export async function exportFhirOk(
  server: TestServer,
  token: string,
  id: number,
  query = '',
  /** The language of the neutral words a pseudonymous export writes for the names. */
  locale?: 'en' | 'kr',
): Promise<fhir4.Bundle> {
  const response = await call(server, 'GET', `/api/document/${id}/fhir${query}`, {
    token,
    ...(locale ? { locale } : {}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="icf-document-${id}.fhir.json"`,
  );
  expect(response.headers.get('cache-control')).toBe('no-store');
  const bundle = (await response.json()) as fhir4.Bundle;
  expectValidFhir(bundle);
  return bundle;
}

export function importFhir(server: TestServer, token: string, bundle: unknown): Promise<Response> {
  return call(server, 'POST', '/api/document/import-fhir', { token, body: bundle, locale: 'en' });
}

export function resourcesOf<T extends fhir4.FhirResource['resourceType']>(
  bundle: fhir4.Bundle,
  type: T,
): Extract<fhir4.FhirResource, { resourceType: T }>[] {
  return (bundle.entry ?? [])
    .map((entry) => entry.resource)
    .filter(
      (resource): resource is Extract<fhir4.FhirResource, { resourceType: T }> =>
        resource?.resourceType === type,
    );
}

export function observationOf(bundle: fhir4.Bundle, code: string): fhir4.Observation {
  const found = resourcesOf(bundle, 'Observation').find(
    (observation) => observation.code.coding?.[0]?.code === code,
  );
  if (!found) throw new Error(`No Observation for ${code}`);
  return found;
}
