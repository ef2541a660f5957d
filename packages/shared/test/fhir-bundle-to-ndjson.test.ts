import type * as fhir4 from 'fhir/r4';
import { describe, expect, it } from 'vitest';
import { fhirBundleResources } from '../src';

/** Decision record 0048: a Bundle's resources standalone, as a Bulk Data export writes them. */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('fhirBundleResources', () => {
  it('gives each resource its entry’s uuid as id and turns references to entries into Type/id', () => {
    const bundle: fhir4.Bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        { fullUrl: `urn:uuid:${uuid(1)}`, resource: { resourceType: 'Patient' } },
        {
          fullUrl: `urn:uuid:${uuid(2)}`,
          resource: {
            resourceType: 'Observation',
            status: 'final',
            code: { text: 'x' },
            subject: { reference: `urn:uuid:${uuid(1)}` },
          } as fhir4.Observation,
        },
        {
          fullUrl: `urn:uuid:${uuid(3)}`,
          resource: {
            resourceType: 'Goal',
            lifecycleStatus: 'active',
            description: { text: 'y' },
            subject: { reference: `urn:uuid:${uuid(1)}` },
            addresses: [{ reference: `urn:uuid:${uuid(2)}` }, { reference: 'urn:uuid:elsewhere' }],
          } as fhir4.Goal,
        },
      ],
    };
    const before = JSON.parse(JSON.stringify(bundle)) as fhir4.Bundle;
    expect(fhirBundleResources(bundle)).toEqual([
      { resourceType: 'Patient', id: uuid(1) },
      {
        resourceType: 'Observation',
        id: uuid(2),
        status: 'final',
        code: { text: 'x' },
        subject: { reference: `Patient/${uuid(1)}` },
      },
      {
        resourceType: 'Goal',
        id: uuid(3),
        lifecycleStatus: 'active',
        description: { text: 'y' },
        subject: { reference: `Patient/${uuid(1)}` },
        // A reference to no entry of the Bundle is left as it is.
        addresses: [{ reference: `Observation/${uuid(2)}` }, { reference: 'urn:uuid:elsewhere' }],
      },
    ]);
    expect(bundle).toEqual(before);
  });

  it('leaves out a resource of a type the export does not write', () => {
    const bundle: fhir4.Bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        {
          fullUrl: `urn:uuid:${uuid(1)}`,
          resource: { resourceType: 'Basic', code: { text: 'z' } } as fhir4.Basic,
        },
      ],
    };
    expect(fhirBundleResources(bundle)).toEqual([]);
  });
});
