import type * as fhir4 from 'fhir/r4';
import { describe, expect, it } from 'vitest';
import {
  clientSeriesToFhirBundle,
  emptyClientGoals,
  emptyCodeEntry,
  fhirSeriesBundleToClient,
  fhirSeriesEvaluationsMax,
  type CodeEntry,
  type DocumentInfo,
  type FhirExportInput,
} from '../src';
import { documentInfoFields } from '../src/api/document-fields';

/** Decision record 0048: a client's series Bundle read back into goals and evaluations with their targets. */

const infoOf = (date: string) =>
  ({
    ...Object.fromEntries(documentInfoFields.map((field) => [field, ''])),
    client: 'Kim',
    evaluation_date: date,
  }) as DocumentInfo;
let counter = 0;
const options = {
  appUrl: 'https://icf.example.org',
  englishTitle: () => undefined,
  icfRelease: () => 'icf-2005' as const,
  includeName: true,
  neutralWords: { client: 'the client', therapist: 'the therapist' },
  newUuid: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
  timestamp: '2026-11-27T00:00:00.000Z',
};
const entry = (patch: Partial<CodeEntry>): CodeEntry => ({ ...emptyCodeEntry(), ...patch });
const clientIdentifier = '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const rated: { info: DocumentInfo; data: Record<string, CodeEntry> }[] = [
  {
    info: infoOf('2024-03-01'),
    data: {
      e310: entry({ q1: '+1', goal: { slot: 'q1', value: '+3', date: '' } }),
      e355: entry({ q1: '2', goal: { slot: 'q1', value: '0', date: '2024-05-01' } }),
    },
  },
  {
    info: infoOf('2024-06-01'),
    data: { d450: entry({ q2: '1', goal: { slot: 'q2', value: '0', date: '' } }) },
  },
];
const evaluations: FhirExportInput[] = rated.map((evaluation, index) => ({
  ...evaluation,
  updatedAt: options.timestamp,
  clientIdentifier,
  documentIdentifier: `document-${index}`,
}));
const goals = { ...emptyClientGoals(), global: 'Live at home', cycle_2: 'Climb stairs' };
const series = () =>
  clientSeriesToFhirBundle(
    { client: { identifier: clientIdentifier, name: 'Kim' }, goals, evaluations },
    options,
  );

const clone = (bundle: fhir4.Bundle) => JSON.parse(JSON.stringify(bundle)) as fhir4.Bundle;

describe('FHIR series import', () => {
  it('reads back the name, the goals, each evaluation and each target (barrier and facilitator apart)', () => {
    const result = fhirSeriesBundleToClient(series());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.series.clientName).toBe('Kim');
    expect(result.series.goals).toEqual(goals);
    expect(result.series.evaluations.map((evaluation) => evaluation.data)).toEqual(
      evaluations.map((evaluation) => evaluation.data),
    );
    expect(result.series.evaluations.map((evaluation) => evaluation.info)).toEqual(
      evaluations.map((evaluation) => evaluation.info),
    );
    expect(result.series.bundleIdentifier?.system).toBe('https://icf.example.org/api/fhir/identifier/bundle');
  });

  it('checks the number of entries and of evaluations before reading any of them', () => {
    const bundle = series();
    const tooMany = fhirSeriesBundleToClient({ ...bundle, entry: Array(1_000_000).fill(null) });
    expect(tooMany).toMatchObject({ ok: false, problems: [{ path: 'entry', key: 'fhir.structure' }] });
    const composition = { resource: { resourceType: 'Composition' } };
    const evaluationsOver = fhirSeriesBundleToClient({
      ...bundle,
      entry: [bundle.entry![0], ...Array(fhirSeriesEvaluationsMax + 1).fill(composition)],
    });
    expect(evaluationsOver).toMatchObject({
      ok: false,
      problems: [{ path: 'entry', key: 'fhir.structure' }],
    });
  });

  it('refuses a target that addresses no Observation of the Bundle, or whose kind the category lacks', () => {
    const bundle = series();
    const targetIndexes = bundle.entry!.flatMap((item, index) =>
      item.resource?.resourceType === 'Goal' && (item.resource as fhir4.Goal).addresses ? [index] : [],
    );
    const nowhere = clone(bundle);
    (nowhere.entry![targetIndexes[0]!]!.resource as fhir4.Goal).addresses = [{ reference: 'urn:uuid:x' }];
    expect(fhirSeriesBundleToClient(nowhere)).toEqual({
      ok: false,
      problems: [{ path: `entry.${targetIndexes[0]}.resource`, key: 'fhir.series_target' }],
    });
    const wrongKind = clone(bundle);
    const category = (wrongKind.entry![targetIndexes[0]!]!.resource as fhir4.Goal).category!;
    category[0]!.coding![0]!.code = 'performance';
    expect(fhirSeriesBundleToClient(wrongKind)).toMatchObject({ ok: false });
  });
});
