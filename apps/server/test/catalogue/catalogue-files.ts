import type { CoreSetGroup } from '@icf/shared';
import type { CatalogueImportRequest } from '../../src/features/catalogue/import-institution-core-sets';

/**
 * List files for the catalogue tests. Their lists are made-up selections of real categories, named as
 * fixtures (condition `fixture-…`): not clinical core sets.
 */
export function fixtureSet(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    condition: 'fixture-a',
    context: 'post-acute',
    group: 'neurological',
    name: { en: 'Fixture A (test list)', kr: '예시 A (시험용)' },
    source: 'Test fixture, not a publication',
    brief: ['d450', 'b130'],
    comprehensive: ['b130', 'b280', 'd450', 'd455', 'e310'],
    publishedCounts: { brief: { b: 1, s: 0, d: 1, e: 0, total: 2 }, comprehensive: null },
    ...overrides,
  };
}

export function jsonFile(
  sets: Array<Record<string, unknown>>,
  options: Partial<CatalogueImportRequest> = {},
): CatalogueImportRequest {
  return {
    fileName: 'lists.json',
    content: new TextEncoder().encode(JSON.stringify({ format: 'icf-institution-core-sets/1', sets })),
    importedBy: 'admin@example.org',
    acceptWarnings: false,
    ...options,
  };
}

/** The first official set with a Brief list in the served catalogue, whatever the data folder holds. */
export function firstOfficialBriefSet(groups: readonly CoreSetGroup[]) {
  const set = groups
    .flatMap((group) => group.sets)
    .find((candidate) => candidate.provenance.kind === 'official' && candidate.list !== 'comprehensive');
  if (!set) throw new Error('the test data serves no official Brief list');
  return set;
}
