/**
 * The four ICF components. The spec (§3) exposes them to the client as `sort_by`:
 * '1' body function, '2' body structure, '3' activity/participation, '5' environmental factor.
 */
export const componentLetters = ['b', 's', 'd', 'e'] as const;
export type ComponentLetter = (typeof componentLetters)[number];

export const sortByValues = ['1', '2', '3', '5'] as const;
export type SortBy = (typeof sortByValues)[number];

const sortByOfComponent: Record<ComponentLetter, SortBy> = { b: '1', s: '2', d: '3', e: '5' };

export function sortByOfCode(code: string): SortBy {
  return sortByOfComponent[componentOfCode(code)];
}

export function componentOfCode(code: string): ComponentLetter {
  const letter = code.charAt(0);
  if (!isComponentLetter(letter)) throw new Error(`Not an ICF code: ${code}`);
  return letter;
}

export function isComponentLetter(value: string): value is ComponentLetter {
  return (componentLetters as readonly string[]).includes(value);
}

/**
 * Orders codes as the ICF prints them: by component (b, s, d, e), then depth first.
 * Within one component, comparing the digit strings as text gives exactly the depth-first order
 * (b1 < b110 < b1100 < b1101 < b114), because a parent's code is a prefix of its children's.
 */
export function compareIcfCodes(a: string, b: string): number {
  const byComponent =
    componentLetters.indexOf(a.charAt(0) as ComponentLetter) -
    componentLetters.indexOf(b.charAt(0) as ComponentLetter);
  if (byComponent !== 0) return byComponent;
  return a < b ? -1 : a > b ? 1 : 0;
}
