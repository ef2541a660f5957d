import type * as fhir4 from 'fhir/r4';
import { describe, expect, it } from 'vitest';
import {
  documentToFhirBundle,
  emptyCodeEntry,
  fhirBundleToDocument,
  qualifierSlotsOf,
  type CodeEntry,
  type DocumentInfo,
} from '../src';
import { documentInfoFields } from '../src/api/document-fields';

/** Decision record 0048: how each stored qualifier value is written, and that every one comes back. */

const emptyInfo = Object.fromEntries(documentInfoFields.map((field) => [field, ''])) as DocumentInfo;
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
const exportOf = (data: Record<string, CodeEntry>) =>
  documentToFhirBundle(
    { info: emptyInfo, data, updatedAt: options.timestamp, clientIdentifier: null, documentIdentifier: 'd' },
    options,
  );

/** One category of each component, with every value each of its slots allows. */
const samples = { b: 'b280', s: 's750', d: 'd450', e: 'e310' } as const;

describe('FHIR qualifier values', () => {
  it('round-trips every legal value of every slot, alone in its slot', () => {
    for (const code of Object.values(samples)) {
      for (const slot of qualifierSlotsOf(code)) {
        for (const option of slot.options) {
          const data = { [code]: { ...emptyCodeEntry(), [slot.name]: option.value } };
          const result = fhirBundleToDocument(exportOf(data));
          expect(result.ok && result.document.data, `${code} ${slot.name}=${option.value}`).toEqual(data);
        }
      }
    }
  });

  it('never writes 8 or 9 as a number, and never a magnitude above 4', () => {
    for (const code of Object.values(samples)) {
      for (const slot of qualifierSlotsOf(code)) {
        for (const option of slot.options) {
          const bundle = exportOf({ [code]: { ...emptyCodeEntry(), [slot.name]: option.value } });
          const observation = bundle.entry!.at(-1)!.resource as fhir4.Observation;
          const [component] = observation.component!;
          const digit = option.value.replace('+', '');
          if (digit === '8' || digit === '9') {
            expect(component!.valueInteger).toBeUndefined();
            expect(component!.dataAbsentReason?.coding?.[0]?.code).toBe(
              digit === '8' ? 'unknown' : 'not-applicable',
            );
          } else if (slot.role === 'nature' || slot.role === 'location') {
            expect(component!.valueCodeableConcept?.coding?.[0]).toMatchObject({
              system: `https://icf.example.org/api/fhir/CodeSystem/structure-${slot.role}`,
              code: digit,
            });
          } else {
            expect(component!.valueInteger).toBe(Number(digit));
            expect(Number(digit)).toBeLessThanOrEqual(4);
          }
        }
      }
    }
  });

  it('reads a project system under any installation’s address, but not a system at another path', () => {
    const bundle = exportOf({ s750: { ...emptyCodeEntry(), q1: '2', q2: '3', q3: '9' } });
    const moved = JSON.parse(
      JSON.stringify(bundle).replaceAll('https://icf.example.org', 'http://other.example:8080'),
    ) as unknown;
    expect(fhirBundleToDocument(moved)).toMatchObject({
      ok: true,
      document: { data: { s750: { q1: '2', q2: '3', q3: '9' } } },
    });
    const elsewhere = JSON.parse(
      JSON.stringify(bundle).replaceAll(
        'https://icf.example.org/api/fhir/CodeSystem/',
        'https://x.example/cs/',
      ),
    ) as unknown;
    expect(fhirBundleToDocument(elsewhere).ok).toBe(false);
  });
});
