import type { IcfRelease } from '../api/codes';

/**
 * The code systems of the FHIR export (decision records 0019, 0048). ICF categories use the system HL7
 * registers for the ICF (OID 2.16.840.1.113883.6.254); the project's own vocabularies are CodeSystem
 * resources this application publishes under its own URL (APP_URL), at the address that is their canonical URL.
 */
export const icfSystem = 'http://hl7.org/fhir/sid/icf';
/** HL7's reason for a missing value: a category not rated, a qualifier "not specified" or "not applicable". */
export const dataAbsentReasonSystem = 'http://terminology.hl7.org/CodeSystem/data-absent-reason';
export const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

/**
 * `Coding.version` of an ICF code, by the release the shipped data says the code follows (decision record
 * 0048): the 2005 print of the ICF; the ICF-CY of 2007 for the five ICF-CY additions. The categories of later
 * WHO updates carry no version, because the data names no release for them and none is invented.
 */
export const icfVersionOfRelease: Record<IcfRelease, string | undefined> = {
  'icf-2005': '2005',
  'icf-cy': 'ICF-CY 2007',
  'icf-update': undefined,
};

/** The project's own code systems, each served at `${appUrl}/api/fhir/CodeSystem/{id}`. */
export const projectCodeSystemIds = [
  'qualifier-kind',
  'information-source',
  'document-field',
  'structure-nature',
  'structure-location',
  'client-goal',
] as const;
export type ProjectCodeSystemId = (typeof projectCodeSystemIds)[number];

const projectCodeSystemPath = '/api/fhir/CodeSystem/';

export function projectCodeSystemUrl(appUrl: string, id: ProjectCodeSystemId): string {
  return `${appUrl}${projectCodeSystemPath}${id}`;
}

/** The URNs exports used before the code systems were published; an import still reads them. */
const legacySystemUrns: Partial<Record<ProjectCodeSystemId, string>> = {
  'qualifier-kind': 'urn:icf-core-sets:fhir:qualifier',
  'information-source': 'urn:icf-core-sets:fhir:information-source',
  'document-field': 'urn:icf-core-sets:fhir:document-field',
};

/**
 * Whether `system` names the project's code system `id`: its legacy URN, or its canonical URL under any
 * installation's address (a Bundle exported by another installation of this application reads the same).
 */
export function isProjectSystem(system: string | undefined, id: ProjectCodeSystemId): boolean {
  if (system === undefined) return false;
  if (system === legacySystemUrns[id]) return true;
  return /^https?:\/\//.test(system) && system.endsWith(`${projectCodeSystemPath}${id}`);
}

/** Identifier systems under the application's URL: a client (the Patient), an export (Bundle, Composition). */
export function patientIdentifierSystem(appUrl: string): string {
  return `${appUrl}/api/fhir/identifier/client`;
}
/**
 * Whether `system` is the client identifier system of an installation of this application, under any http(s)
 * origin (as `isProjectSystem` reads the code systems): a Bundle exported elsewhere names its clients the same way.
 */
export function isPatientIdentifierSystem(system: string | undefined): boolean {
  return system !== undefined && /^https?:\/\/.*\/api\/fhir\/identifier\/client$/.test(system);
}
export function bundleIdentifierSystem(appUrl: string): string {
  return `${appUrl}/api/fhir/identifier/bundle`;
}
export function compositionIdentifierSystem(appUrl: string): string {
  return `${appUrl}/api/fhir/identifier/document`;
}
