import type { Locale } from '../i18n';
import { qualifierLabelsEn, qualifierLabelsKr } from '../icf/qualifiers';

/**
 * The client's self-report (decision record 0053): one plain question per category, answered on the ICF's
 * generic qualifier scale in its own words, or "does not apply to me" (the scale's 9, not applicable).
 * Only body functions and activities and participation are asked: the ICF's generic scale speaks of a
 * "problem" with a function and of "difficulty" with an activity; a structure or an environmental factor
 * has no such plain question.
 */
export const selfReportAnswers = ['0', '1', '2', '3', '4', '9'] as const;
export type SelfReportAnswer = (typeof selfReportAnswers)[number];

export const selfReportComponents = ['b', 'd'] as const;

/** At most this many categories in one request: a client answers them on a phone in a few minutes. */
export const selfReportCodesMax = 40;
export const selfReportExpiryDaysDefault = 7;
export const selfReportExpiryDaysMax = 30;
/** The greeting's first name; the request's only personal text, and only if the clinician types it. */
export const selfReportGreetingMaxLength = 60;
/** A sentence beside an answer. */
export const selfReportNoteMaxLength = 300;
/** Each of the three closing texts, as long as a documentation textarea (spec §9). */
export const selfReportTextMaxLength = 1000;

/** The three closing questions, in the order the page asks them. */
export const selfReportTextFields = ['hardest', 'want_again', 'helps'] as const;
export type SelfReportTextField = (typeof selfReportTextFields)[number];

export function isSelfReportCode(code: string): boolean {
  return /^[bd][0-9]{3,}$/.test(code);
}

/**
 * The words of one answer: the ICF's generic qualifier words as the app already shows them (qualifiers.ts),
 * with "problem" after the extent, as the ICF writes its scale ("MILD problem"); 9 is the client's "does not
 * apply to me", which `labels` gives.
 */
export function selfReportAnswerWords(
  answer: SelfReportAnswer,
  locale: Locale,
  notApplicable: string,
): string {
  if (answer === '9') return notApplicable;
  const labels = locale === 'kr' ? qualifierLabelsKr : qualifierLabelsEn;
  const extent = labels[`qualifier.scale.${answer}`];
  if (answer === '0') return extent;
  return locale === 'kr' ? `${extent} 문제` : `${extent} problem`;
}

/**
 * The question of one category: the frame of the locale's catalogue (`{title}` in it) around the WHO title in
 * that locale. An English title is lower-cased at its first letter to read as a question ("walking"), unless
 * its second letter is a capital too (an abbreviation).
 */
export function selfReportQuestion(frame: string, title: string, locale: Locale): string {
  const inQuestion =
    locale === 'en' && /^[A-Z][a-z]/.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;
  return frame.replace('{title}', inQuestion);
}

/** The clinician's extent for a category: the first qualifier (an activity's performance, a function's extent). */
export function clinicianExtent(q1: string | undefined): number | null {
  return q1 !== undefined && /^[0-4]$/.test(q1) ? Number(q1) : null;
}

/**
 * Whether the client's answer and the clinician's first qualifier differ by two steps or more of the generic
 * scale (decision record 0053). A "does not apply" answer, or a qualifier of 8 or 9 or none, is not compared.
 */
export function differsByTwoOrMore(answer: SelfReportAnswer | undefined, q1: string | undefined): boolean {
  if (answer === undefined || answer === '9') return false;
  const clinician = clinicianExtent(q1);
  return clinician !== null && Math.abs(Number(answer) - clinician) >= 2;
}

export interface SelfReportAnswersForCopy {
  answers: readonly { code: string; note: string }[];
  hardest: string;
  want_again: string;
  helps: string;
}

/**
 * The client's own words for the perspective fields of the form (spec §3): the sentences given beside body
 * functions go to `perspective_bf`; those beside activities, and the three closing texts, to `perspective_ap`.
 * Only the client's words are copied, each on its line, with the code it was given beside and the closing
 * questions' short labels; nothing of a rating. The result is appended to what the field holds, within
 * `maxLength`.
 */
export function selfReportPerspectiveText(
  report: SelfReportAnswersForCopy,
  labels: Record<SelfReportTextField, string>,
): { perspective_bf: string; perspective_ap: string } {
  const notes = (letter: 'b' | 'd') =>
    report.answers
      .filter((answer) => answer.code.startsWith(letter) && answer.note.trim() !== '')
      .map((answer) => `${answer.code}: ${answer.note.trim()}`);
  const texts = selfReportTextFields
    .filter((field) => report[field].trim() !== '')
    .map((field) => `${labels[field]}: ${report[field].trim()}`);
  return { perspective_bf: notes('b').join('\n'), perspective_ap: [...notes('d'), ...texts].join('\n') };
}

/** Appends `addition` to `current` on a new line, cut to `maxLength` characters. */
export function appendWithin(current: string, addition: string, maxLength: number): string {
  if (addition === '') return current;
  const joined = current.trim() === '' ? addition : `${current}\n${addition}`;
  return joined.slice(0, maxLength);
}
