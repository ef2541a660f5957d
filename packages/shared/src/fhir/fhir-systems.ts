/**
 * The code systems of the FHIR export (decision record 0019). ICF categories use the system HL7 registers for
 * the ICF (OID 2.16.840.1.113883.6.254). The qualifier kinds, information sources and document fields have no
 * published code system, so they use this application's own URNs: stable, and never mistaken for HL7's.
 */
export const icfSystem = 'http://hl7.org/fhir/sid/icf';
export const qualifierSystem = 'urn:icf-core-sets:fhir:qualifier';
export const informationSourceSystem = 'urn:icf-core-sets:fhir:information-source';
export const documentFieldSystem = 'urn:icf-core-sets:fhir:document-field';
/** HL7's reason for a missing value: a selected category that was not rated. */
export const dataAbsentReasonSystem = 'http://terminology.hl7.org/CodeSystem/data-absent-reason';
export const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';
