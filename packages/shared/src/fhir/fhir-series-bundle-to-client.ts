import { z } from 'zod';
import { isStorableText } from '../api/document-fields';
import { defaultCodeEntriesMaxCount } from '../icf/limits';
import {
  clientGoalIds,
  clientGoalTextMaxLength,
  emptyClientGoals,
  isClientGoalId,
  type ClientGoals,
} from '../rehab-cycle/client-goals';
import { fhirQualifierKinds, storedQualifierOf, type FhirQualifierKind } from './fhir-document-vocabulary';
import {
  bundleIdentifierMaxLength,
  bundleIdentifierSchema,
  fhirBundleToDocument,
  storableIdentifier,
  type FhirImportProblem,
  type ImportedFhirDocument,
} from './fhir-bundle-to-document';
import { icfSystem, isProjectSystem } from './fhir-systems';

/** The most evaluations a series import takes: a client's whole stay, with room to spare. */
export const fhirSeriesEvaluationsMax = 100;

export interface ImportedFhirSeries {
  /** The Patient's name ('' when the series is pseudonymous). */
  clientName: string;
  /** The Patient's client identifier in this application's system (a UUID), as a single import reads it. */
  clientIdentifier: string | null;
  goals: ClientGoals;
  /** The evaluations in the Bundle's order (the export writes them in date order). */
  evaluations: ImportedFhirDocument[];
  bundleIdentifier: { system: string; value: string } | null;
}

export type FhirSeriesImportResult =
  { ok: true; series: ImportedFhirSeries } | { ok: false; problems: FhirImportProblem[] };

type Entry = { fullUrl?: string | undefined; resource: { resourceType: string } & Record<string, unknown> };

/**
 * A Patient, the client goals, and per evaluation a Composition, one Observation per category and one target
 * per category: the entry bound follows from the evaluation and code-entry bounds, and zod checks the length
 * before any member.
 */
const seriesSchemaFor = (maxObservations: number) =>
  z.looseObject({
    resourceType: z.literal('Bundle'),
    identifier: bundleIdentifierSchema,
    type: z.literal('collection'),
    entry: z
      .array(
        z.looseObject({
          fullUrl: z.string().max(bundleIdentifierMaxLength).optional(),
          resource: z.looseObject({ resourceType: z.string() }),
        }),
      )
      .max(1 + clientGoalIds.length + fhirSeriesEvaluationsMax * (2 * maxObservations + 1))
      .default([]),
  });

const coding = z.looseObject({ system: z.string().optional(), code: z.string().optional() });
const concept = z.looseObject({ coding: z.array(coding).max(32).optional() });
const goalSchema = z.looseObject({
  category: z.array(concept).max(32).optional(),
  description: z.looseObject({ text: z.string().optional() }),
  target: z
    .array(
      z.looseObject({
        measure: concept.optional(),
        detailInteger: z.number().int().optional(),
        dueDate: z.string().optional(),
      }),
    )
    .max(32)
    .optional(),
  addresses: z
    .array(z.looseObject({ reference: z.string().optional() }))
    .max(32)
    .optional(),
});

/**
 * Reads a client's series as `clientSeriesToFhirBundle` writes it (decision record 0048): the one Patient, the
 * client goals (Goals coded in the `client-goal` system), then each evaluation as a Composition followed by
 * its Observations, each read exactly as a single-document Bundle is (`fhirBundleToDocument`), and the
 * intervention targets (Goals that address an Observation of the Bundle, their kind the `qualifier-kind`
 * category) put back on the category they address. Problems are reported at their place in this Bundle.
 */
export function fhirSeriesBundleToClient(
  input: unknown,
  maxObservations = defaultCodeEntriesMaxCount,
): FhirSeriesImportResult {
  const parsed = seriesSchemaFor(maxObservations).safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.') || '_',
        key: 'fhir.structure',
        params: { detail: issue.message },
      })),
    };
  }
  const entries = parsed.data.entry as Entry[];
  const problems: FhirImportProblem[] = [];
  const patients: number[] = [];
  const goalEntries: number[] = [];
  const evaluations: { composition: number; observations: number[] }[] = [];

  entries.forEach((entry, index) => {
    const type = entry.resource.resourceType;
    if (type === 'Patient') patients.push(index);
    else if (type === 'Goal') goalEntries.push(index);
    else if (type === 'Composition') evaluations.push({ composition: index, observations: [] });
    else if (type === 'Observation') {
      const current = evaluations.at(-1);
      if (current) current.observations.push(index);
      else problems.push({ path: `entry.${index}.resource`, key: 'fhir.series_order' });
    } else {
      problems.push({
        path: `entry.${index}.resource.resourceType`,
        key: 'fhir.resource_type',
        params: { type },
      });
    }
  });
  if (patients.length !== 1) {
    problems.push({
      path: patients.length === 0 ? 'entry' : `entry.${patients[1]}.resource.resourceType`,
      key: 'fhir.one_resource',
      params: { type: 'Patient' },
    });
  }
  if (evaluations.length > fhirSeriesEvaluationsMax) {
    problems.push({
      path: 'entry',
      key: 'fhir.structure',
      params: { detail: `more than ${fhirSeriesEvaluationsMax} evaluations` },
    });
  }
  if (problems.length > 0) return { ok: false, problems };

  // Each part read as the single import reads it, its problems moved back to their place in this Bundle.
  const read = (indexes: number[]) => {
    const result = fhirBundleToDocument(
      {
        resourceType: 'Bundle',
        type: 'collection',
        entry: indexes.map((index) => entryForDocument(entries[index]!)),
      },
      maxObservations,
    );
    if (!result.ok) {
      for (const problem of result.problems) {
        problems.push({
          ...problem,
          path: problem.path.replace(/^entry\.(\d+)/, (_, at: string) => `entry.${indexes[Number(at)]}`),
        });
      }
    }
    return result.ok ? result.document : null;
  };

  const patient = read(patients);
  const documents = evaluations.map((evaluation) =>
    read([evaluation.composition, ...evaluation.observations]),
  );

  // pathOfCode named places in the part Bundles; name them in this one.
  documents.forEach((document, evaluation) => {
    if (!document) return;
    const indexes = [evaluations[evaluation]!.composition, ...evaluations[evaluation]!.observations];
    for (const code of Object.keys(document.pathOfCode)) {
      document.pathOfCode[code] = document.pathOfCode[code]!.replace(
        /^entry\.(\d+)/,
        (_, at: string) => `entry.${indexes[Number(at)]}`,
      );
    }
  });

  // Where each Observation went: its evaluation and category, for the targets that address it.
  const observationAt = new Map<string, { evaluation: number; code: string }>();
  documents.forEach((document, evaluation) => {
    if (!document) return;
    for (const [code, path] of Object.entries(document.pathOfCode)) {
      const fullUrl = entries[Number(/^entry\.(\d+)/.exec(path)![1])]!.fullUrl;
      if (fullUrl !== undefined) observationAt.set(fullUrl, { evaluation, code });
    }
  });
  const evaluationOfObservation = new Map<string, number>();
  evaluations.forEach((evaluation, at) => {
    for (const index of evaluation.observations) {
      const fullUrl = entries[index]!.fullUrl;
      if (fullUrl !== undefined) evaluationOfObservation.set(fullUrl, at);
    }
  });

  const goals = emptyClientGoals();
  for (const index of goalEntries) {
    const path = `entry.${index}.resource`;
    const goal = goalSchema.safeParse(entries[index]!.resource);
    if (!goal.success) {
      problems.push({ path, key: 'fhir.structure', params: { detail: goal.error.issues[0]!.message } });
      continue;
    }
    const codings = goal.data.category?.flatMap((category) => category.coding ?? []) ?? [];
    const clientGoal = codings.find((candidate) => isProjectSystem(candidate.system, 'client-goal'))?.code;
    if (clientGoal !== undefined) {
      const text = goal.data.description.text ?? '';
      if (!isClientGoalId(clientGoal) || goals[clientGoal] !== '') {
        problems.push({ path: `${path}.category`, key: 'fhir.series_target' });
      } else if (!isStorableText(text) || text.length > clientGoalTextMaxLength) {
        problems.push({
          path: `${path}.description.text`,
          key: isStorableText(text) ? 'validation.max_string' : 'validation.unstorable_text',
          params: { attribute: 'goal', max: clientGoalTextMaxLength },
        });
      } else goals[clientGoal] = text;
      continue;
    }
    // A target of an evaluation that could not be read is not judged: that evaluation's problems say why.
    const unread = evaluationOfObservation.get(goal.data.addresses?.[0]?.reference ?? '');
    if (unread !== undefined && !documents[unread]) continue;
    const kind = codings.find((candidate) => isProjectSystem(candidate.system, 'qualifier-kind'))?.code;
    const addressed = observationAt.get(goal.data.addresses?.[0]?.reference ?? '');
    const target = goal.data.target?.[0];
    const measured = target?.measure?.coding?.find((candidate) => candidate.system === icfSystem)?.code;
    const stored =
      kind !== undefined &&
      (fhirQualifierKinds as readonly string[]).includes(kind) &&
      addressed !== undefined &&
      measured === addressed.code &&
      target?.detailInteger !== undefined
        ? storedQualifierOf(addressed.code, kind as FhirQualifierKind, target.detailInteger)
        : null;
    const document = addressed ? documents[addressed.evaluation] : null;
    if (!stored || !document || document.data[addressed!.code]!.goal !== undefined) {
      problems.push({ path, key: 'fhir.series_target' });
      continue;
    }
    document.data[addressed!.code]!.goal = { ...stored, date: target!.dueDate ?? '' };
  }

  if (problems.length > 0 || !patient) return { ok: false, problems };
  return {
    ok: true,
    series: {
      clientName: patient.info.client,
      clientIdentifier: patient.clientIdentifier,
      goals,
      // Every evaluation is of the one Patient: its `client` field is the Patient's name, as a single import reads it.
      evaluations: (documents as ImportedFhirDocument[]).map((document) => ({
        ...document,
        info: { ...document.info, client: patient.info.client },
      })),
      bundleIdentifier: storableIdentifier(parsed.data.identifier),
    },
  };
}

/** A Composition as the single import reads it: without the series' list of its Observations (no field). */
function entryForDocument(entry: Entry): Entry {
  if (entry.resource.resourceType !== 'Composition' || !Array.isArray(entry.resource.section)) return entry;
  const sections = (entry.resource.section as Record<string, unknown>[]).filter(
    (section) => !(section.code === undefined && Array.isArray(section.entry)),
  );
  return { ...entry, resource: { ...entry.resource, section: sections } };
}
