import type * as fhir4 from 'fhir/r4';
import type { DocumentInfo } from '../api/document-fields';
import type { CodeEntry } from '../icf/code-entry';
import { entryIsRated } from '../icf/code-entry';
import { compareIcfCodes } from '../icf/code-kind';
import { informationSourceFields, qualifierSlotNames } from '../icf/qualifiers';
import { serverMessage } from '../i18n/server-messages';
import {
  fhirInformationSourceCodes,
  fhirInformationSourceDisplay,
  fhirQualifierKindDisplay,
  fhirQualifierOf,
  fhirSectionFields,
} from './fhir-document-vocabulary';
import { textAsNarrativeDiv } from './fhir-narrative';
import {
  dataAbsentReasonSystem,
  documentFieldSystem,
  icfSystem,
  informationSourceSystem,
  qualifierSystem,
} from './fhir-systems';
import { icfNotation } from './icf-notation';

export interface FhirExportInput {
  info: DocumentInfo;
  data: Record<string, CodeEntry>;
  /** ISO 8601; the Composition's date when the evaluation date is empty. */
  updatedAt: string;
}

export interface FhirExportOptions {
  /** The English title of an ICF category (the `display` of its coding). */
  englishTitle(code: string): string | undefined;
  /** The client's name goes into the Patient only when asked; by default the Patient is pseudonymous. */
  includeName: boolean;
  /** A new UUID for each entry's `fullUrl` (crypto.randomUUID on the server). */
  newUuid(): string;
  /** When the Bundle was made (ISO 8601). */
  timestamp: string;
}

/**
 * A saved document as a FHIR R4 Bundle of type `collection` (decision record 0019): a Patient (no name unless
 * asked), a Composition whose sections hold the info fields as narrative (the perspectives, the environmental
 * and personal factors, and the rest), and one Observation per category of the document, coded in the ICF
 * system, with each qualifier as a component naming its kind, the ICF notation as the value, the information
 * sources as components and the problem description as a note. A category without a qualifier has
 * `dataAbsentReason` instead of a value.
 */
export function documentToFhirBundle(document: FhirExportInput, options: FhirExportOptions): fhir4.Bundle {
  const patientUrl = `urn:uuid:${options.newUuid()}`;
  const subject: fhir4.Reference = { reference: patientUrl };
  const { info } = document;

  const patient: fhir4.Patient = { resourceType: 'Patient' };
  if (options.includeName && info.client !== '') patient.name = [{ text: info.client }];

  const composition: fhir4.Composition = {
    resourceType: 'Composition',
    status: 'final',
    type: { text: 'ICF functioning documentation' },
    subject,
    date: info.evaluation_date !== '' ? info.evaluation_date : document.updatedAt,
    author: [{ display: info.manager !== '' ? info.manager : 'ICF Core Sets' }],
    title: 'ICF documentation',
    section: fhirSectionFields
      .filter((field) => info[field] !== '')
      .map((field) => ({
        title: serverMessage('en', `attribute.${field}`),
        code: { coding: [{ system: documentFieldSystem, code: field }] },
        text: { status: 'generated', div: textAsNarrativeDiv(info[field]) },
      })),
  };
  if (composition.section!.length === 0) delete composition.section;

  const observations = Object.keys(document.data)
    .sort(compareIcfCodes)
    .map((code) => observationOf(code, document.data[code]!, subject, info.evaluation_date, options));

  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: options.timestamp,
    entry: [patient, composition, ...observations].map((resource) => ({
      fullUrl: resource === patient ? patientUrl : `urn:uuid:${options.newUuid()}`,
      resource,
    })),
  };
}

function observationOf(
  code: string,
  entry: CodeEntry,
  subject: fhir4.Reference,
  evaluationDate: string,
  options: FhirExportOptions,
): fhir4.Observation {
  const title = options.englishTitle(code);
  const observation: fhir4.Observation = {
    resourceType: 'Observation',
    status: 'final',
    code: {
      coding: [{ system: icfSystem, code, ...(title ? { display: title } : {}) }],
      ...(title ? { text: title } : {}),
    },
    subject,
  };
  if (evaluationDate !== '') observation.effectiveDateTime = evaluationDate;

  const notation = icfNotation(code, entry);
  if (notation) observation.valueString = notation;
  else if (!entryIsRated(entry)) {
    observation.dataAbsentReason = {
      coding: [{ system: dataAbsentReasonSystem, code: 'not-performed', display: 'Not Performed' }],
      text: 'Not rated',
    };
  }

  const components: fhir4.ObservationComponent[] = [];
  for (const slot of qualifierSlotNames) {
    const qualifier = fhirQualifierOf(code, slot, entry[slot]);
    if (!qualifier) continue;
    components.push({
      code: {
        coding: [
          {
            system: qualifierSystem,
            code: qualifier.kind,
            display: fhirQualifierKindDisplay[qualifier.kind],
          },
        ],
      },
      valueInteger: qualifier.value,
    });
  }
  for (const field of informationSourceFields) {
    if (!entry[field]) continue;
    components.push({
      code: {
        coding: [
          {
            system: informationSourceSystem,
            code: fhirInformationSourceCodes[field],
            display: fhirInformationSourceDisplay(field),
          },
        ],
      },
      valueBoolean: true,
    });
  }
  if (components.length > 0) observation.component = components;
  if (entry.desc !== '') observation.note = [{ text: entry.desc }];
  return observation;
}
