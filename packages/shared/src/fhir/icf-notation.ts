import type { CodeEntry } from '../icf/code-entry';
import { componentOfCode } from '../icf/code-kind';
import { qualifierSlotsOf } from '../icf/qualifiers';

/**
 * The ICF's own notation of a rated category: the code, a point, then the qualifiers in order (`b280.2`,
 * `s7502.273`, `d450.23`); an environmental facilitator takes a plus sign instead of the point (`e310+3`).
 * Only an unbroken run of qualifiers from the first can be written this way; with none, or with a gap
 * (capacity given, performance not), there is no notation and the answer is null.
 */
export function icfNotation(code: string, entry: Pick<CodeEntry, 'q1' | 'q2' | 'q3'>): string | null {
  const values: string[] = [];
  let gap = false;
  for (const slot of qualifierSlotsOf(code)) {
    const value = entry[slot.name];
    if (value === '') {
      gap = true;
      continue;
    }
    if (gap) return null;
    values.push(value);
  }
  if (values.length === 0) return null;
  if (componentOfCode(code) === 'e' && values[0]!.startsWith('+')) return `${code}${values[0]}`;
  return `${code}.${values.join('')}`;
}
