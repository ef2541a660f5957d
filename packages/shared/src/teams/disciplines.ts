/**
 * The professions of an interdisciplinary rehabilitation team that assess ICF categories of their own field
 * (the Rehab-Cycle's team), plus "other". The ids are stable API values; people read the catalogue's labels
 * (`discipline.<id>`).
 */
export const disciplines = [
  'physician',
  'physiotherapy',
  'occupational_therapy',
  'speech_therapy',
  'psychology',
  'nursing',
  'social_work',
  'other',
] as const;

export type Discipline = (typeof disciplines)[number];

export function isDiscipline(value: unknown): value is Discipline {
  return typeof value === 'string' && (disciplines as readonly string[]).includes(value);
}
