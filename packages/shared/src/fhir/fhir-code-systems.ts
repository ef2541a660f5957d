import type * as fhir4 from 'fhir/r4';
import { serverMessage } from '../i18n/server-messages';
import { informationSourceFields } from '../icf/qualifiers';
import { clientGoalIds } from '../rehab-cycle/client-goals';
import {
  fhirClientGoalDisplay,
  fhirInformationSourceCodes,
  fhirInformationSourceDisplay,
  fhirQualifierKindDisplay,
  fhirQualifierKinds,
  fhirSectionFields,
  fhirStructureCodes,
} from './fhir-document-vocabulary';
import { projectCodeSystemUrl, type ProjectCodeSystemId } from './fhir-systems';

interface CodeSystemText {
  name: string;
  title: string;
  description: string;
  concept: fhir4.CodeSystemConcept[];
}

function textOf(id: ProjectCodeSystemId): CodeSystemText {
  switch (id) {
    case 'qualifier-kind':
      return {
        name: 'IcfQualifierKind',
        title: 'ICF qualifier kinds',
        description:
          'What an Observation component of an ICF category rates: the first qualifier of a body function or ' +
          'structure (extent), the second and third of a structure (nature, location), the two of an activity ' +
          '(performance, capacity) and the one of an environmental factor (barrier or facilitator). A magnitude ' +
          'is valueInteger 0–4; nature and location are codes of their own code systems; "not specified" and ' +
          '"not applicable" are a dataAbsentReason.',
        concept: fhirQualifierKinds.map((kind) => ({ code: kind, display: fhirQualifierKindDisplay[kind] })),
      };
    case 'information-source':
      return {
        name: 'IcfInformationSource',
        title: 'Information sources of an ICF rating',
        description:
          'Where a rating came from; a component with this code and valueBoolean true names a source.',
        concept: informationSourceFields.map((field) => ({
          code: fhirInformationSourceCodes[field],
          display: fhirInformationSourceDisplay(field),
        })),
      };
    case 'document-field':
      return {
        name: 'IcfDocumentField',
        title: 'Fields of an ICF documentation',
        description: 'The Composition section that holds each free-text field of an ICF documentation.',
        concept: fhirSectionFields.map((field) => ({
          code: field,
          display: serverMessage('en', `attribute.${field}`),
        })),
      };
    case 'structure-nature':
      return {
        name: 'IcfStructureNature',
        title: 'Nature of the change in a body structure (ICF second qualifier)',
        description: 'The ICF second qualifier of a body structure, codes 0–7.',
        concept: fhirStructureCodes('nature'),
      };
    case 'client-goal':
      return {
        name: 'RehabCycleClientGoal',
        title: 'Rehabilitation goals of a client (Rehab-Cycle)',
        description:
          "Which of a client's rehabilitation goals a Goal is: the global goal, the service-program goal " +
          '(the goal at the end of this stay) or one of five cycle goals.',
        concept: clientGoalIds.map((id) => ({ code: id, display: fhirClientGoalDisplay[id] })),
      };
    case 'structure-location':
      return {
        name: 'IcfStructureLocation',
        title: 'Location of the change in a body structure (ICF third qualifier)',
        description: 'The ICF third qualifier of a body structure, codes 0–7.',
        concept: fhirStructureCodes('location'),
      };
  }
}

/**
 * One of the project's own vocabularies as a FHIR R4 CodeSystem (decision record 0048), served at its
 * canonical URL so a receiver can read what a component's code means.
 */
export function projectCodeSystem(appUrl: string, id: ProjectCodeSystemId): fhir4.CodeSystem {
  const text = textOf(id);
  return {
    resourceType: 'CodeSystem',
    id,
    url: projectCodeSystemUrl(appUrl, id),
    name: text.name,
    title: text.title,
    status: 'active',
    experimental: false,
    description: text.description,
    caseSensitive: true,
    content: 'complete',
    count: text.concept.length,
    concept: text.concept,
  };
}
