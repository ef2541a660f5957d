import { Fhir } from 'fhir';
import { expect } from 'vitest';

/** The FHIR.js library's validator (lantanagroup/FHIR.js), loaded with the FHIR R4 (4.0.x) definitions. */
const fhir = new Fhir();

/** The errors FHIR.js finds in a resource, checked against the R4 structure definitions and value sets. */
export function fhirValidationErrors(resource: unknown): string[] {
  const result = fhir.validate(resource as object, { errorOnUnexpected: true });
  return result.messages
    .filter((message) => message.severity === 'error' || message.severity === 'fatal')
    .map((message) => `${message.location ?? ''}: ${message.message ?? ''}`);
}

/** Fails the test unless `resource` is valid FHIR R4. */
export function expectValidFhir(resource: unknown): void {
  expect(fhirValidationErrors(resource)).toEqual([]);
}
