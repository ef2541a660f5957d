import { compareIcfCodes, type ComponentCounts } from '@icf/shared';

/** How many codes of each ICF component (b, s, d, e) a list holds, and in all. */
export function componentCountsOf(codes: readonly string[]): ComponentCounts {
  const counts: ComponentCounts = { b: 0, s: 0, d: 0, e: 0, total: 0 };
  for (const code of codes) {
    const component = code[0] as 'b' | 's' | 'd' | 'e';
    if (component in counts) counts[component] += 1;
    counts.total += 1;
  }
  return counts;
}

/** A list in ICF order without duplicates, as every served core set holds it. */
export function sortCodes(codes: readonly string[]): string[] {
  return [...new Set(codes)].sort(compareIcfCodes);
}
