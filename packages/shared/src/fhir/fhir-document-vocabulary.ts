import { documentInfoFields, type DocumentInfoField } from '../api/document-fields';
import { componentOfCode } from '../icf/code-kind';
import { rehabCycleEn } from '../i18n/en/rehab-cycle';
import type { ClientGoalId } from '../rehab-cycle/client-goals';
import {
  informationSourceFields,
  informationSourceKeys,
  qualifierLabelsEn,
  qualifierSlotsOf,
  type InformationSourceField,
  type QualifierSlotName,
} from '../icf/qualifiers';

/**
 * How the parts of a document are named in FHIR (decision records 0019, 0048): the qualifier kinds, the
 * information sources, the info fields and the nature and location of a structure, each a code of one of the
 * application's own code systems (`fhir-code-systems.ts`) with an English display.
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

/**
 * How a stored qualifier value is said in FHIR (decision record 0048): a magnitude 0–4 of a scale (extent,
 * performance, capacity, barrier, facilitator) is a number; the nature and the location of a structure are
 * codes of their own code systems; "not specified" (8) and "not applicable" (9) are reasons for an absent
 * value, never numbers a receiver could count or average.
 */
export type FhirQualifierValue =
  | { form: 'magnitude'; value: number }
  | { form: 'code'; code: string }
  | { form: 'absent'; reason: FhirAbsentReason };

/** HL7's data-absent-reason codes for the ICF's 8 ("not specified") and 9 ("not applicable"). */
const fhirAbsentReasonOfDigit = { '8': 'unknown', '9': 'not-applicable' } as const;
export type FhirAbsentReason = (typeof fhirAbsentReasonOfDigit)[keyof typeof fhirAbsentReasonOfDigit];
export const fhirAbsentReasonDisplay: Record<FhirAbsentReason, string> = {
  unknown: 'Unknown',
  'not-applicable': 'Not Applicable',
};

/** The kinds whose values are codes of the structure's nature or location, not magnitudes. */
export type FhirCodedQualifierKind = 'nature' | 'location';

/** The codes (0–7) of the nature and the location of a structure change, with the ICF's English names. */
export function fhirStructureCodes(kind: FhirCodedQualifierKind): { code: string; display: string }[] {
  return ['0', '1', '2', '3', '4', '5', '6', '7'].map((code) => ({
    code,
    display: qualifierLabelsEn[`qualifier.${kind}.${code as '0'}`],
  }));
}

/** A stored qualifier value as a FHIR component: its kind and its value ('+3' is facilitator 3). */
export function fhirQualifierOf(
  code: string,
  slot: QualifierSlotName,
  value: string,
): { kind: FhirQualifierKind; value: FhirQualifierValue } | null {
  const slotInfo = qualifierSlotsOf(code).find((candidate) => candidate.name === slot);
  if (!slotInfo || value === '') return null;
  const kind: FhirQualifierKind =
    slotInfo.role === 'environment' ? (value.startsWith('+') ? 'facilitator' : 'barrier') : slotInfo.role;
  const digit = value.replace('+', '');
  if (digit === '8' || digit === '9') {
    return { kind, value: { form: 'absent', reason: fhirAbsentReasonOfDigit[digit] } };
  }
  if (kind === 'nature' || kind === 'location') return { kind, value: { form: 'code', code: digit } };
  return { kind, value: { form: 'magnitude', value: Number(digit) } };
}

/** The ICF digit an absent reason stands for; null for a reason the export never writes. */
export function digitOfAbsentReason(reason: string): 8 | 9 | null {
  if (reason === fhirAbsentReasonOfDigit['8']) return 8;
  if (reason === fhirAbsentReasonOfDigit['9']) return 9;
  return null;
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

/** The client's rehabilitation goals (decision record 0034) by their stable ids, as the series export names them. */
export const fhirClientGoalDisplay: Record<ClientGoalId, string> = {
  global: rehabCycleEn['rehab_cycle.goal.global'],
  service_program: rehabCycleEn['rehab_cycle.goal.service_program'],
  cycle_1: rehabCycleEn['rehab_cycle.goal.cycle_1'],
  cycle_2: rehabCycleEn['rehab_cycle.goal.cycle_2'],
  cycle_3: rehabCycleEn['rehab_cycle.goal.cycle_3'],
  cycle_4: rehabCycleEn['rehab_cycle.goal.cycle_4'],
  cycle_5: rehabCycleEn['rehab_cycle.goal.cycle_5'],
};

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
