import { documentInfoFields, type DocumentInfoField } from '../api/document-fields';
import { componentOfCode } from '../icf/code-kind';
import {
  informationSourceFields,
  informationSourceKeys,
  qualifierLabelsEn,
  qualifierSlotsOf,
  type InformationSourceField,
  type QualifierSlotName,
} from '../icf/qualifiers';

/**
 * How the parts of a document are named in FHIR (decision record 0019): the qualifier kinds, the information
 * sources and the info fields, each a code of the application's own system with an English display.
 */

/** The qualifier kinds the ICF names; an environmental qualifier is a barrier or a facilitator. */
export const fhirQualifierKinds = [
  'extent',
  'nature',
  'location',
  'performance',
  'capacity',
  'barrier',
  'facilitator',
] as const;
export type FhirQualifierKind = (typeof fhirQualifierKinds)[number];

export const fhirQualifierKindDisplay: Record<FhirQualifierKind, string> = {
  extent: qualifierLabelsEn['qualifier.slot.extent'],
  nature: qualifierLabelsEn['qualifier.slot.nature'],
  location: qualifierLabelsEn['qualifier.slot.location'],
  performance: qualifierLabelsEn['qualifier.slot.performance'],
  capacity: qualifierLabelsEn['qualifier.slot.capacity'],
  barrier: qualifierLabelsEn['qualifier.group.barrier'],
  facilitator: qualifierLabelsEn['qualifier.group.facilitator'],
};

/** A stored qualifier value as a FHIR component: its kind and its number ('+3' is facilitator 3). */
export function fhirQualifierOf(
  code: string,
  slot: QualifierSlotName,
  value: string,
): { kind: FhirQualifierKind; value: number } | null {
  const slotInfo = qualifierSlotsOf(code).find((candidate) => candidate.name === slot);
  if (!slotInfo || value === '') return null;
  if (slotInfo.role === 'environment') {
    return value.startsWith('+')
      ? { kind: 'facilitator', value: Number(value.slice(1)) }
      : { kind: 'barrier', value: Number(value) };
  }
  return { kind: slotInfo.role, value: Number(value) };
}

/** The reverse: which slot of `code` a qualifier kind fills and the value stored there; null if it has none. */
export function storedQualifierOf(
  code: string,
  kind: FhirQualifierKind,
  value: number,
): { slot: QualifierSlotName; value: string } | null {
  const environmental = kind === 'barrier' || kind === 'facilitator';
  const slot = qualifierSlotsOf(code).find((candidate) =>
    environmental ? candidate.role === 'environment' : candidate.role === kind,
  );
  if (!slot) return null;
  if (environmental && componentOfCode(code) !== 'e') return null;
  return { slot: slot.name, value: kind === 'facilitator' ? `+${value}` : String(value) };
}

/** The four information sources (s1–s4) under readable codes. */
export const fhirInformationSourceCodes = {
  s1: 'case-history',
  s2: 'patient-questionnaire',
  s3: 'clinical-examination',
  s4: 'technical-investigation',
} as const satisfies Record<InformationSourceField, string>;

export function fhirInformationSourceDisplay(field: InformationSourceField): string {
  return qualifierLabelsEn[informationSourceKeys[field]];
}

export function informationSourceFieldOf(code: string): InformationSourceField | null {
  return informationSourceFields.find((field) => fhirInformationSourceCodes[field] === code) ?? null;
}

/** The info fields a Composition section carries: all but the client, who is the Patient's name. */
export const fhirSectionFields = documentInfoFields.filter(
  (field): field is Exclude<DocumentInfoField, 'client'> => field !== 'client',
);
export type FhirSectionField = (typeof fhirSectionFields)[number];

export function isFhirSectionField(value: string): value is FhirSectionField {
  return (fhirSectionFields as readonly string[]).includes(value);
}
