import type * as fhir4 from 'fhir/r4';
import type { IcfRelease } from '../api/codes';
import type { DocumentInfo } from '../api/document-fields';
import type { CodeEntry } from '../icf/code-entry';
import { entryIsRated } from '../icf/code-entry';
import { compareIcfCodes, componentOfCode } from '../icf/code-kind';
import { informationSourceFields, qualifierSlotNames } from '../icf/qualifiers';
import { serverMessage } from '../i18n/server-messages';
import { anonymizeText, type NeutralWords } from '../suggestions/anonymize-text';
import {
  fhirAbsentReasonDisplay,
  fhirClientGoalDisplay,
  fhirInformationSourceCodes,
  fhirInformationSourceDisplay,
  fhirQualifierKindDisplay,
  fhirQualifierOf,
  fhirSectionFields,
  fhirStructureCodes,
  type FhirQualifierKind,
  type FhirQualifierValue,
} from './fhir-document-vocabulary';
import { textAsNarrativeDiv } from './fhir-narrative';
import {
  bundleIdentifierSystem,
  compositionIdentifierSystem,
  dataAbsentReasonSystem,
  icfSystem,
  icfVersionOfRelease,
  patientIdentifierSystem,
  projectCodeSystemUrl,
} from './fhir-systems';
import { icfNotation } from './icf-notation';

export interface FhirExportInput {
  info: DocumentInfo;
  data: Record<string, CodeEntry>;
  /** ISO 8601; the Composition's date when the evaluation date is empty. */
  updatedAt: string;
  /** The opaque, stable identifier of the document's client (the Patient's); null for a document without one. */
  clientIdentifier: string | null;
  /** The opaque, stable identifier of the document (the Composition's). */
  documentIdentifier: string;
}

export interface FhirExportOptions {
  /** APP_URL: the project's code systems and identifier systems live under it (decision record 0048). */
  appUrl: string;
  /** The English title of an ICF category (the `display` of its coding). */
  englishTitle(code: string): string | undefined;
  /** The release of the shipped data an ICF code follows (its `Coding.version`). */
  icfRelease(code: string): IcfRelease | undefined;
  /**
   * The client's name goes into the Patient only when asked. By default the export is pseudonymous: no name
   * in the Patient, no manager, and the client's and manager's names replaced by these neutral words in every
   * free text, as a suggestion's prompt replaces them (decision records 0012, 0048).
   */
  includeName: boolean;
  neutralWords: NeutralWords;
  /** A new UUID for each entry's `fullUrl` and the Bundle's identifier (crypto.randomUUID on the server). */
  newUuid(): string;
  /** When the Bundle was made (ISO 8601). */
  timestamp: string;
}

/** The Observation category of each component: the ICF component itself, coded in the ICF. */
const componentDisplay = {
  b: 'Body functions',
  s: 'Body structures',
  d: 'Activities and participation',
  e: 'Environmental factors',
} as const;

/**
 * A saved document as a FHIR R4 Bundle of type `collection` (decision records 0019, 0048): a Patient (the
 * client's stable identifier; the name only when asked), a Composition whose sections hold the info fields as
 * narrative, and one Observation per category of the document, coded in the ICF with its release, categorised
 * by ICF component, with each qualifier as a component naming its kind (a magnitude 0–4, a code of the
 * structure's nature or location, or a reason for an absent value), the ICF notation as the value, the
 * information sources and the client goals the category relates to as components and the problem description
 * as a note. A category without a qualifier
 * has `dataAbsentReason` instead of a value.
 */
export function documentToFhirBundle(document: FhirExportInput, options: FhirExportOptions): fhir4.Bundle {
  const patient = fhirPatientEntry(
    { identifier: document.clientIdentifier, name: document.info.client },
    options,
  );
  const resources = fhirDocumentResources(document, { reference: patient.fullUrl }, options);
  return {
    resourceType: 'Bundle',
    identifier: { system: bundleIdentifierSystem(options.appUrl), value: options.newUuid() },
    type: 'collection',
    timestamp: options.timestamp,
    entry: [patient, resources.composition, ...resources.observations],
  };
}

/** A Bundle entry with its `fullUrl` (a `urn:uuid:`), by which the other entries refer to it. */
export interface FhirEntry<T extends fhir4.FhirResource> {
  fullUrl: string;
  resource: T;
}

/** The client as a Patient: the stable identifier always, the name only when asked. */
export function fhirPatientEntry(
  client: { identifier: string | null; name: string },
  options: FhirExportOptions,
): FhirEntry<fhir4.Patient> {
  const patient: fhir4.Patient = { resourceType: 'Patient' };
  if (client.identifier !== null) {
    patient.identifier = [{ system: patientIdentifierSystem(options.appUrl), value: client.identifier }];
  }
  if (options.includeName && client.name !== '') patient.name = [{ text: client.name }];
  return { fullUrl: `urn:uuid:${options.newUuid()}`, resource: patient };
}

/** One document's Composition and Observations, about `subject`. */
export function fhirDocumentResources(
  document: FhirExportInput,
  subject: fhir4.Reference,
  options: FhirExportOptions,
): { composition: FhirEntry<fhir4.Composition>; observations: FhirEntry<fhir4.Observation>[] } {
  const { info } = document;
  const names = { client: info.client, manager: info.manager };
  const freeText = (text: string) =>
    options.includeName ? text : anonymizeText(text, names, options.neutralWords);

  const author = options.includeName ? info.manager : '';
  const composition: fhir4.Composition = {
    resourceType: 'Composition',
    identifier: { system: compositionIdentifierSystem(options.appUrl), value: document.documentIdentifier },
    status: 'final',
    type: { text: 'ICF functioning documentation' },
    subject,
    date: info.evaluation_date !== '' ? info.evaluation_date : document.updatedAt,
    author: [{ display: author !== '' ? author : options.neutralWords.therapist }],
    title: 'ICF documentation',
    section: fhirSectionFields
      // The manager is a name: a pseudonymous export leaves it out rather than write "the therapist".
      .filter((field) => info[field] !== '' && (options.includeName || field !== 'manager'))
      .map((field) => ({
        title: serverMessage('en', `attribute.${field}`),
        code: {
          coding: [{ system: projectCodeSystemUrl(options.appUrl, 'document-field'), code: field }],
        },
        text: { status: 'generated', div: textAsNarrativeDiv(freeText(info[field])) },
      })),
  };
  if (composition.section!.length === 0) delete composition.section;

  const observations = Object.keys(document.data)
    .sort(compareIcfCodes)
    .map((code) => ({
      fullUrl: `urn:uuid:${options.newUuid()}`,
      resource: observationOf(code, document.data[code]!, subject, info.evaluation_date, options, freeText),
    }));
  return { composition: { fullUrl: `urn:uuid:${options.newUuid()}`, resource: composition }, observations };
}

/** An ICF coding with the release of the data it follows as its version. */
export function icfCoding(
  code: string,
  display: string | undefined,
  options: FhirExportOptions,
): fhir4.Coding {
  const release = options.icfRelease(code);
  const version = release === undefined ? undefined : icfVersionOfRelease[release];
  return { system: icfSystem, ...(version ? { version } : {}), code, ...(display ? { display } : {}) };
}

function observationOf(
  code: string,
  entry: CodeEntry,
  subject: fhir4.Reference,
  evaluationDate: string,
  options: FhirExportOptions,
  freeText: (text: string) => string,
): fhir4.Observation {
  const title = options.englishTitle(code);
  const component = componentOfCode(code);
  const observation: fhir4.Observation = {
    resourceType: 'Observation',
    status: 'final',
    category: [
      {
        coding: [icfCoding(component, componentDisplay[component], options)],
        text: componentDisplay[component],
      },
    ],
    code: { coding: [icfCoding(code, title, options)], ...(title ? { text: title } : {}) },
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
            system: projectCodeSystemUrl(options.appUrl, 'qualifier-kind'),
            code: qualifier.kind,
            display: fhirQualifierKindDisplay[qualifier.kind],
          },
        ],
      },
      ...componentValueOf(qualifier.kind, qualifier.value, options.appUrl),
    });
  }
  for (const field of informationSourceFields) {
    if (!entry[field]) continue;
    components.push({
      code: {
        coding: [
          {
            system: projectCodeSystemUrl(options.appUrl, 'information-source'),
            code: fhirInformationSourceCodes[field],
            display: fhirInformationSourceDisplay(field),
          },
        ],
      },
      valueBoolean: true,
    });
  }
  // The client goals the category serves (its goal relation, decision 0034), one component each, coded in the
  // served `client-goal` system as the information sources are in theirs (decision record 0048).
  for (const goal of entry.related_goals ?? []) {
    components.push({
      code: {
        coding: [
          {
            system: projectCodeSystemUrl(options.appUrl, 'client-goal'),
            code: goal,
            display: fhirClientGoalDisplay[goal],
          },
        ],
      },
      valueBoolean: true,
    });
  }
  if (components.length > 0) observation.component = components;
  if (entry.desc !== '') observation.note = [{ text: freeText(entry.desc) }];
  return observation;
}

function componentValueOf(
  kind: FhirQualifierKind,
  value: FhirQualifierValue,
  appUrl: string,
): Pick<fhir4.ObservationComponent, 'valueInteger' | 'valueCodeableConcept' | 'dataAbsentReason'> {
  if (value.form === 'magnitude') return { valueInteger: value.value };
  if (value.form === 'absent') {
    return {
      dataAbsentReason: {
        coding: [
          {
            system: dataAbsentReasonSystem,
            code: value.reason,
            display: fhirAbsentReasonDisplay[value.reason],
          },
        ],
      },
    };
  }
  const system = kind === 'nature' ? 'structure-nature' : 'structure-location';
  const display = fhirStructureCodes(kind === 'nature' ? 'nature' : 'location').find(
    (candidate) => candidate.code === value.code,
  )?.display;
  return {
    valueCodeableConcept: {
      coding: [
        { system: projectCodeSystemUrl(appUrl, system), code: value.code, ...(display ? { display } : {}) },
      ],
    },
  };
}
