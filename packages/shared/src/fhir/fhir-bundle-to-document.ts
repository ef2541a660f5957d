import { z } from 'zod';
import {
  documentInfoFields,
  documentInputMaxLength,
  documentTextareaFields,
  isDocumentDate,
  isStorableText,
  type DocumentInfo,
} from '../api/document-fields';
import { emptyCodeEntry, type CodeEntry } from '../icf/code-entry';
import { inCanonicalOrder } from '../rehab-cycle/category-plan';
import { clientGoalIds, isClientGoalId, type ClientGoalId } from '../rehab-cycle/client-goals';
import { isLegalQualifierValue } from '../icf/qualifiers';
import { defaultCodeEntriesMaxCount, textareaMaxLength } from '../icf/limits';
import type { ServerMessageKey } from '../i18n/server-messages';
import {
  digitOfAbsentReason,
  fhirQualifierKinds,
  informationSourceFieldOf,
  isFhirSectionField,
  storedQualifierOf,
  type FhirQualifierKind,
} from './fhir-document-vocabulary';
import { textOfNarrativeDiv } from './fhir-narrative';
import {
  dataAbsentReasonSystem,
  icfSystem,
  isPatientIdentifierSystem,
  isProjectSystem,
} from './fhir-systems';

/** What is wrong at one place of the Bundle (`entry.3.resource.component.1`), as a server message. */
export interface FhirImportProblem {
  path: string;
  key: ServerMessageKey;
  params?: Record<string, string | number>;
}

export interface ImportedFhirDocument {
  info: DocumentInfo;
  data: Record<string, CodeEntry>;
  /** Where each category came from, so a later check (is it a served category?) can name the place. */
  pathOfCode: Record<string, string>;
  /** The Bundle's identifier, when it has one: a second import of the same Bundle finds the first. */
  bundleIdentifier: { system: string; value: string } | null;
  /**
   * The Patient's client identifier (a UUID, lower case) when the Patient carries one in this application's
   * system: the import links the document to the importing account's client with that identifier.
   */
  clientIdentifier: string | null;
  /**
   * The Composition's identifier, when it has one (bounded as the Bundle's): a series import that meets the
   * same evaluation again answers the document it made the first time (decision record 0048).
   */
  documentIdentifier: { system: string; value: string } | null;
}

export type FhirImportResult =
  { ok: true; document: ImportedFhirDocument } | { ok: false; problems: FhirImportProblem[] };

/**
 * Every array of a Bundle is bounded, and zod checks an array's length before its members: a Bundle as the
 * export writes it stays far below each bound (one coding per concept, one note, seven components at most).
 */
const listMax = 32;
const list = <T extends z.ZodType>(member: T) => z.array(member).max(listMax);

/** The longest Bundle identifier system or value an import keeps (ours are a URL and a UUID). */
export const bundleIdentifierMaxLength = 255;

/** A Bundle's identifier, kept as a key of `fhir_imports`: bounded so that it fits a b-tree entry whatever its characters. */
export const bundleIdentifierSchema = z
  .looseObject({
    system: z.string().max(bundleIdentifierMaxLength).optional(),
    value: z.string().max(bundleIdentifierMaxLength).optional(),
  })
  .optional();

const coding = z.looseObject({ system: z.string().optional(), code: z.string().optional() });
const codeableConcept = z.looseObject({ coding: list(coding).optional(), text: z.string().optional() });

/** A Patient, a Composition and one Observation per category: `maxObservations` + 2 entries at most. */
const bundleSchemaFor = (maxObservations: number) =>
  z.looseObject({
    resourceType: z.literal('Bundle'),
    identifier: bundleIdentifierSchema,
    type: z.literal('collection'),
    entry: z
      .array(z.looseObject({ resource: z.looseObject({ resourceType: z.string() }) }))
      .max(maxObservations + 2)
      .default([]),
  });
const patientSchema = z.looseObject({
  identifier: list(z.looseObject({ system: z.string().optional(), value: z.string().optional() })).optional(),
  name: list(
    z.looseObject({
      text: z.string().optional(),
      given: list(z.string()).optional(),
      family: z.string().optional(),
    }),
  ).optional(),
});
const compositionSchema = z.looseObject({
  identifier: bundleIdentifierSchema,
  section: list(
    z.looseObject({
      code: codeableConcept.optional(),
      text: z.looseObject({ div: z.string() }).optional(),
    }),
  ).optional(),
});
const observationSchema = z.looseObject({
  code: codeableConcept,
  component: list(
    z.looseObject({
      code: codeableConcept,
      valueInteger: z.number().int().optional(),
      valueBoolean: z.boolean().optional(),
      valueCodeableConcept: codeableConcept.optional(),
      dataAbsentReason: codeableConcept.optional(),
    }),
  ).optional(),
  note: list(z.looseObject({ text: z.string() })).optional(),
});

/**
 * Reads a Bundle as `documentToFhirBundle` writes it back into a document's info fields and code data
 * (decision records 0019, 0048), in today's shape and in the one exports had before 0048 (qualifiers all
 * `valueInteger`, the project's codes in URNs), so that files written then still import. Everything wrong is
 * reported at once, each problem at its place in the Bundle: another resource type, a category not coded in the ICF, a qualifier kind the category lacks or a value the
 * kind does not allow, an unknown component or section, unreadable narrative, text that cannot be stored.
 * Whether a code is a category the server serves is the caller's check (`pathOfCode` names the place).
 * `maxObservations` is the code-entry bound (`codeEntriesMaxCount` of the classification the server loaded).
 */
export function fhirBundleToDocument(
  input: unknown,
  maxObservations = defaultCodeEntriesMaxCount,
): FhirImportResult {
  const problems: FhirImportProblem[] = [];
  const bundle = bundleSchemaFor(maxObservations).safeParse(input);
  if (!bundle.success) {
    return { ok: false, problems: structureProblems('', bundle.error) };
  }

  const info = Object.fromEntries(documentInfoFields.map((field) => [field, ''])) as DocumentInfo;
  const data: Record<string, CodeEntry> = {};
  const pathOfCode: Record<string, string> = {};
  const seen = { Patient: 0, Composition: 0 };
  const patient = { clientIdentifier: null as string | null };
  const composition = { identifier: null as { system: string; value: string } | null };

  bundle.data.entry.forEach((entry, index) => {
    const path = `entry.${index}.resource`;
    const type = entry.resource.resourceType;
    if (type === 'Patient' || type === 'Composition') {
      if (++seen[type] > 1) {
        problems.push({ path: `${path}.resourceType`, key: 'fhir.one_resource', params: { type } });
        return;
      }
    }
    if (type === 'Patient') readPatient(entry.resource, path, info, patient, problems);
    else if (type === 'Composition') readComposition(entry.resource, path, info, composition, problems);
    else if (type === 'Observation') readObservation(entry.resource, path, data, pathOfCode, problems);
    else problems.push({ path: `${path}.resourceType`, key: 'fhir.resource_type', params: { type } });
  });

  return problems.length > 0
    ? { ok: false, problems }
    : {
        ok: true,
        document: {
          info,
          data,
          pathOfCode,
          bundleIdentifier: storableIdentifier(bundle.data.identifier),
          clientIdentifier: patient.clientIdentifier,
          documentIdentifier: composition.identifier,
        },
      };
}

/** An identifier with a system and a value that PostgreSQL can store, else null (it then identifies nothing). */
export function storableIdentifier(
  identifier: { system?: string | undefined; value?: string | undefined } | undefined,
): { system: string; value: string } | null {
  const { system, value } = identifier ?? {};
  return system !== undefined && value !== undefined && isStorableText(system) && isStorableText(value)
    ? { system, value }
    : null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The client identifier a Patient carries in this application's system. Ours are UUIDs (decision record 0048);
 * any other value names no client here, so it is not kept (and never reaches the uuid column as text).
 */
function clientIdentifierOfPatient(
  identifiers: readonly { system?: string; value?: string }[] | undefined,
): string | null {
  const value = identifiers?.find((identifier) => isPatientIdentifierSystem(identifier.system))?.value;
  return value !== undefined && uuidPattern.test(value) ? value.toLowerCase() : null;
}

function readPatient(
  resource: unknown,
  path: string,
  info: DocumentInfo,
  found: { clientIdentifier: string | null },
  problems: FhirImportProblem[],
) {
  const patient = patientSchema.safeParse(resource);
  if (!patient.success) return void problems.push(...structureProblems(path, patient.error));
  found.clientIdentifier = clientIdentifierOfPatient(patient.data.identifier);
  const name = patient.data.name?.[0];
  if (!name) return;
  const client = name.text ?? [...(name.given ?? []), name.family ?? ''].join(' ').trim();
  const problem = textProblem(client, documentInputMaxLength);
  if (problem) {
    problems.push({
      path: `${path}.name.0`,
      key: problem,
      params: { attribute: 'client', max: documentInputMaxLength },
    });
  } else info.client = client;
}

function readComposition(
  resource: unknown,
  path: string,
  info: DocumentInfo,
  found: { identifier: { system: string; value: string } | null },
  problems: FhirImportProblem[],
) {
  const composition = compositionSchema.safeParse(resource);
  if (!composition.success) return void problems.push(...structureProblems(path, composition.error));
  found.identifier = storableIdentifier(composition.data.identifier);
  composition.data.section?.forEach((section, index) => {
    const sectionPath = `${path}.section.${index}`;
    const field = section.code?.coding?.find((candidate) =>
      isProjectSystem(candidate.system, 'document-field'),
    )?.code;
    if (field === undefined || !isFhirSectionField(field)) {
      return void problems.push({ path: `${sectionPath}.code`, key: 'fhir.unknown_section' });
    }
    const text = section.text ? textOfNarrativeDiv(section.text.div) : '';
    if (text === null) return void problems.push({ path: `${sectionPath}.text.div`, key: 'fhir.narrative' });
    const max = (documentTextareaFields as readonly string[]).includes(field)
      ? textareaMaxLength
      : documentInputMaxLength;
    const problem =
      textProblem(text, max) ??
      (field === 'evaluation_date' && text !== '' && !isDocumentDate(text) ? 'validation.date_format' : null);
    if (problem) {
      problems.push({ path: `${sectionPath}.text.div`, key: problem, params: { attribute: field, max } });
    } else info[field] = text;
  });
}

function readObservation(
  resource: unknown,
  path: string,
  data: Record<string, CodeEntry>,
  pathOfCode: Record<string, string>,
  problems: FhirImportProblem[],
) {
  const observation = observationSchema.safeParse(resource);
  if (!observation.success) return void problems.push(...structureProblems(path, observation.error));
  const codings = observation.data.code.coding ?? [];
  const code = codings.find((candidate) => candidate.system === icfSystem)?.code;
  if (code === undefined || !/^[bsde][0-9]{1,5}$/.test(code)) {
    const given = code ?? codings[0]?.code ?? observation.data.code.text ?? '';
    return void problems.push({ path: `${path}.code`, key: 'fhir.not_icf_code', params: { code: given } });
  }
  if (data[code]) {
    return void problems.push({ path: `${path}.code`, key: 'fhir.duplicate_code', params: { code } });
  }
  const entry = emptyCodeEntry();
  const relatedGoals = new Set<ClientGoalId>();

  observation.data.component?.forEach((component, index) => {
    const componentPath = `${path}.component.${index}`;
    const componentCodings = component.code.coding ?? [];
    const kind = componentCodings.find((candidate) =>
      isProjectSystem(candidate.system, 'qualifier-kind'),
    )?.code;
    const source = componentCodings.find((candidate) =>
      isProjectSystem(candidate.system, 'information-source'),
    )?.code;
    if (kind !== undefined && (fhirQualifierKinds as readonly string[]).includes(kind)) {
      const value = qualifierNumberOf(component, kind as FhirQualifierKind);
      const stored = value === null ? null : storedQualifierOf(code, kind as FhirQualifierKind, value);
      if (!stored) {
        return void problems.push({
          path: `${componentPath}.code`,
          key: 'fhir.qualifier_kind',
          params: { code, kind },
        });
      }
      if (entry[stored.slot] !== '') {
        return void problems.push({
          path: componentPath,
          key: 'fhir.duplicate_qualifier',
          params: { code, kind },
        });
      }
      if (!isLegalQualifierValue(code, stored.slot, stored.value)) {
        return void problems.push({
          path: `${componentPath}.${valueElementOf(component)}`,
          key: 'document.illegal_qualifier',
          params: { code, slot: kind, value: String(value) },
        });
      }
      entry[stored.slot] = stored.value;
      return;
    }
    const field = source === undefined ? null : informationSourceFieldOf(source);
    if (field && component.valueBoolean !== undefined) {
      entry[field] = component.valueBoolean;
      return;
    }
    const goal = componentCodings.find((candidate) => isProjectSystem(candidate.system, 'client-goal'))?.code;
    if (isClientGoalId(goal) && component.valueBoolean !== undefined) {
      if (component.valueBoolean) relatedGoals.add(goal);
      return;
    }
    problems.push({ path: `${componentPath}.code`, key: 'fhir.unknown_component' });
  });

  const desc = (observation.data.note ?? []).map((note) => note.text).join('\n');
  const descProblem = isStorableText(desc) ? null : 'validation.unstorable_text';
  if (descProblem) problems.push({ path: `${path}.note`, key: descProblem, params: { attribute: 'note' } });
  else if (desc.length > textareaMaxLength) {
    problems.push({
      path: `${path}.note`,
      key: 'document.desc_too_long',
      params: { code, max: textareaMaxLength },
    });
  }
  entry.desc = desc;
  if (relatedGoals.size > 0) entry.related_goals = inCanonicalOrder(clientGoalIds, [...relatedGoals]);
  data[code] = entry;
  pathOfCode[code] = `${path}.code`;
}

type ObservationComponentInput = z.infer<typeof observationSchema>['component'] extends
  (infer T)[] | undefined
  ? T
  : never;

/**
 * The ICF digit a qualifier component carries: a magnitude (`valueInteger`, also how exports before decision
 * 0048 wrote every qualifier), the code of a structure's nature or location (`valueCodeableConcept` of its
 * code system), or 8 and 9 as a reason for an absent value. Null when it carries none of these.
 */
function qualifierNumberOf(component: ObservationComponentInput, kind: FhirQualifierKind): number | null {
  if (component.valueInteger !== undefined) return component.valueInteger;
  const reason = component.dataAbsentReason?.coding?.find(
    (candidate) => candidate.system === dataAbsentReasonSystem,
  )?.code;
  if (reason !== undefined) return digitOfAbsentReason(reason);
  if (kind !== 'nature' && kind !== 'location') return null;
  const system = kind === 'nature' ? 'structure-nature' : 'structure-location';
  const coded = component.valueCodeableConcept?.coding?.find((candidate) =>
    isProjectSystem(candidate.system, system),
  )?.code;
  return coded !== undefined && /^[0-9]$/.test(coded) ? Number(coded) : null;
}

function valueElementOf(component: ObservationComponentInput): string {
  if (component.valueInteger !== undefined) return 'valueInteger';
  if (component.dataAbsentReason !== undefined) return 'dataAbsentReason';
  return 'valueCodeableConcept';
}

function textProblem(text: string, max: number): ServerMessageKey | null {
  if (!isStorableText(text)) return 'validation.unstorable_text';
  if (text.length > max) return 'validation.max_string';
  return null;
}

function structureProblems(prefix: string, error: z.ZodError): FhirImportProblem[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter((part) => part !== '').join('.') || '_',
    key: 'fhir.structure',
    params: { detail: issue.message },
  }));
}
