import type { Locale } from '../i18n';
import { qualifierLabelsEn, qualifierLabelsKr, type QualifierMessageKey } from '../icf/qualifiers';
import type { NeutralWords } from './anonymize-text';

/** The words that stand for the client and the manager in a prompt or a draft plan. */
export function neutralWordsOf(locale: Locale): NeutralWords {
  return locale === 'kr'
    ? { client: '대상자', therapist: '치료사' }
    : { client: 'the client', therapist: 'the therapist' };
}

export function qualifierLabelsOf(locale: Locale): Readonly<Record<QualifierMessageKey, string>> {
  return locale === 'kr' ? qualifierLabelsKr : qualifierLabelsEn;
}
