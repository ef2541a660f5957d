import type { ComponentCounts } from '../api/core-sets';
import { compareIcfCodes, isComponentLetter } from './code-kind';

/** How many distinct codes of each ICF component (b, s, d, e) a list holds, and in all. */
export function countListComponents(codes: readonly string[]): ComponentCounts {
  const counts: ComponentCounts = { b: 0, s: 0, d: 0, e: 0, total: 0 };
  for (const code of new Set(codes)) {
    const letter = code.charAt(0);
    if (isComponentLetter(letter)) counts[letter] += 1;
    counts.total += 1;
  }
  return counts;
}

/** A core-set list as every served set holds it: in ICF order, without duplicates. */
export function sortCoreSetCodes(codes: Iterable<string>): string[] {
  return [...new Set(codes)].sort(compareIcfCodes);
}
