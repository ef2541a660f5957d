import type { CodeEntry } from './code-entry';
import { qualifierSlotsOf, type QualifierRole, type QualifierSlotName } from './qualifiers';

/**
 * The ICF categorical (functioning) profile (download form 4): one row per rated category, a horizontal bar
 * per magnitude qualifier on a scale from 0 (no problem) to 4 (complete problem). Environmental factors share
 * one axis: barriers (0–4) to the left of zero, facilitators (+0–+4) to its right. 8 (not specified) and
 * 9 (not applicable) have no magnitude and are shown as text. Nature and location of a body structure are
 * not magnitudes either; they are listed as text beside the bar.
 */

export type ProfileMark =
  | {
      readonly kind: 'bar';
      readonly slot: QualifierSlotName;
      readonly role: QualifierRole;
      /** Problems and barriers run left-to-right from zero on the problem axis; see `profileBarGeometry`. */
      readonly direction: 'problem' | 'barrier' | 'facilitator';
      /** 0 to 4. A 0 draws no bar but a tick at zero: rated, no problem. */
      readonly magnitude: number;
      readonly value: string;
    }
  | {
      readonly kind: 'text';
      readonly slot: QualifierSlotName;
      readonly role: QualifierRole;
      readonly value: string;
    };

const magnitudeRoles: ReadonlySet<QualifierRole> = new Set([
  'extent',
  'performance',
  'capacity',
  'environment',
]);

/** The marks of one category's row, in slot order; unrated slots give none. */
export function profileMarksOf(code: string, entry: Readonly<CodeEntry>): ProfileMark[] {
  const marks: ProfileMark[] = [];
  for (const slot of qualifierSlotsOf(code)) {
    const value = entry[slot.name];
    if (value === '') continue;
    const facilitator = value.startsWith('+');
    const digits = facilitator ? value.slice(1) : value;
    const magnitude = Number(digits);
    if (!magnitudeRoles.has(slot.role) || !/^[0-4]$/.test(digits)) {
      marks.push({ kind: 'text', slot: slot.name, role: slot.role, value });
      continue;
    }
    const direction = slot.role === 'environment' ? (facilitator ? 'facilitator' : 'barrier') : 'problem';
    marks.push({ kind: 'bar', slot: slot.name, role: slot.role, direction, magnitude, value });
  }
  return marks;
}

/** Whether a category belongs in the profile: at least one qualifier given. */
export function isProfiled(code: string, entry: Readonly<CodeEntry>): boolean {
  return profileMarksOf(code, entry).length > 0;
}

/**
 * Where a bar goes on a row: `zeroX` is the x of zero on the row's axis and `unit` the width of one scale step.
 * Problems and barriers grow to the left for environmental rows (barriers left of zero), problems of the other
 * components grow to the right from zero; facilitators grow to the right. Returns the bar's left x and width.
 */
export function profileBarGeometry(
  mark: Extract<ProfileMark, { kind: 'bar' }>,
  axis: { readonly zeroX: number; readonly unit: number },
): { x: number; width: number } {
  const width = mark.magnitude * axis.unit;
  return mark.direction === 'barrier' ? { x: axis.zeroX - width, width } : { x: axis.zeroX, width };
}
