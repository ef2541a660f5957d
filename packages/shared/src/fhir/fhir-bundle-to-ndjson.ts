import type * as fhir4 from 'fhir/r4';

/** The resource types a Bulk Data export of the account writes, one NDJSON file each, in this order. */
export const fhirBulkResourceTypes = ['Patient', 'Goal', 'Composition', 'Observation'] as const;
export type FhirBulkResourceType = (typeof fhirBulkResourceTypes)[number];

const urnUuid = /^urn:uuid:([0-9a-f-]{36})$/i;

/**
 * The resources of a Bundle as a Bulk Data export writes them, outside any Bundle (decision record 0048): a
 * `urn:uuid:` fullUrl only resolves inside its Bundle, so each resource gets the uuid as its logical `id`
 * and every reference to an entry becomes a relative `Type/id` reference, which resolves among the export's
 * files. Resources of other types than `fhirBulkResourceTypes` are not expected and are left out.
 */
export function fhirBundleResources(bundle: fhir4.Bundle): fhir4.FhirResource[] {
  const target = new Map<string, string>();
  for (const entry of bundle.entry ?? []) {
    const id = urnUuid.exec(entry.fullUrl ?? '')?.[1];
    if (id && entry.resource) target.set(entry.fullUrl!, `${entry.resource.resourceType}/${id}`);
  }
  return (bundle.entry ?? []).flatMap((entry) => {
    const resource = entry.resource;
    if (!resource || !(fhirBulkResourceTypes as readonly string[]).includes(resource.resourceType)) return [];
    const id = urnUuid.exec(entry.fullUrl ?? '')?.[1];
    const { resourceType, ...rest } = withReferences(resource, target) as fhir4.FhirResource;
    return [{ resourceType, ...(id ? { id } : {}), ...rest } as fhir4.FhirResource];
  });
}

/** A copy of `value` with each `reference` to an entry of the Bundle replaced by its `Type/id`. */
function withReferences(value: unknown, target: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((member) => withReferences(member, target));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, member]) => [
      key,
      key === 'reference' && typeof member === 'string' && target.has(member)
        ? target.get(member)
        : withReferences(member, target),
    ]),
  );
}
