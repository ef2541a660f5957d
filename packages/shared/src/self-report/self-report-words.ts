import type { Locale } from '../i18n';
import type { SelfReportTextField } from './self-report-rules';

/**
 * The words of the client's self-report page and of its FHIR Questionnaire (decision record 0053), in the
 * language the clinician chose for the request, not the page's interface language: the client reads the
 * request's language whatever their browser says. Kept here rather than in the app's catalogues so that the
 * client's page loads these few words, not a catalogue (its first visit must stay under 100 KB). Only frames
 * and instructions: every category's words are the WHO title, every answer's the ICF qualifier words
 * (`selfReportAnswerWords`).
 */
export interface SelfReportWords {
  title: string;
  greeting: string;
  intro: string;
  /** A body function's question; `{title}` is the WHO title. */
  question_b: string;
  /** An activity's question. */
  question_d: string;
  not_applicable: string;
  note: string;
  texts_heading: string;
  texts: Record<SelfReportTextField, string>;
  progress: string;
  previous: string;
  next: string;
  review: string;
  send: string;
  sending: string;
  change: string;
  unanswered: string;
  kept: string;
  offline: string;
  failed: string;
  sent_title: string;
  sent: string;
  not_found_title: string;
  not_found: string;
  loading: string;
}

export const selfReportWords: Record<Locale, SelfReportWords> = {
  en: {
    title: 'About you, in your own words',
    greeting: 'Hello {name},',
    intro:
      'Your therapist would like to know how things are for you. For each question choose the answer that fits ' +
      'you best; you can add a sentence. Your answers stay on this device until you press Send.',
    question_b: 'How much of a problem do you have with: {title}?',
    question_d: 'How much difficulty do you have with: {title}?',
    not_applicable: 'Does not apply to me',
    note: 'In your own words (optional)',
    texts_heading: 'Three last questions',
    texts: {
      hardest: 'What is hardest for me',
      want_again: 'What I want to be able to do again',
      helps: 'What helps me or gets in my way',
    },
    progress: 'Question {current} of {total}',
    previous: 'Back',
    next: 'Next',
    review: 'Check and send',
    send: 'Send',
    sending: 'Sending…',
    change: 'Change',
    unanswered: 'Not answered yet',
    kept: 'Your answers are kept on this device until you send them.',
    offline:
      'There is no connection right now. Your answers are kept here; press Send again when you are online.',
    failed: 'Sending did not work. Your answers are kept here; please try again in a moment.',
    sent_title: 'Thank you',
    sent: 'Your answers have been sent to your therapist. You can close this page.',
    not_found_title: 'This link does not work',
    not_found:
      'The link may have been used already, have expired or been withdrawn. Please ask your therapist.',
    loading: 'Loading…',
  },
  kr: {
    title: '나의 상태, 나의 말로',
    greeting: '{name}님, 안녕하세요.',
    intro:
      '담당 치료사가 지금 어떻게 지내시는지 알고 싶어 합니다. 각 질문에 가장 잘 맞는 답을 고르고, 한 문장을 덧붙일 수 ' +
      '있습니다. 답은 보내기를 누를 때까지 이 기기에만 저장됩니다.',
    question_b: '{title}: 얼마나 문제가 있나요?',
    question_d: '{title}: 얼마나 어려움이 있나요?',
    not_applicable: '나에게 해당되지 않음',
    note: '나의 말로 (선택)',
    texts_heading: '마지막 세 가지 질문',
    texts: {
      hardest: '나에게 가장 어려운 것',
      want_again: '다시 할 수 있기를 바라는 것',
      helps: '나에게 도움이 되거나 방해가 되는 것',
    },
    progress: '{total}개 중 {current}번째 질문',
    previous: '이전',
    next: '다음',
    review: '확인하고 보내기',
    send: '보내기',
    sending: '보내는 중…',
    change: '바꾸기',
    unanswered: '아직 답하지 않음',
    kept: '답은 보낼 때까지 이 기기에 저장됩니다.',
    offline:
      '지금 인터넷에 연결되어 있지 않습니다. 답은 여기에 저장되어 있으니, 연결되면 다시 보내기를 눌러 주세요.',
    failed: '보내지 못했습니다. 답은 여기에 저장되어 있으니, 잠시 후 다시 시도해 주세요.',
    sent_title: '감사합니다',
    sent: '답이 담당 치료사에게 전달되었습니다. 이 페이지를 닫으셔도 됩니다.',
    not_found_title: '이 링크는 사용할 수 없습니다',
    not_found:
      '이미 사용되었거나, 기한이 지났거나, 취소된 링크일 수 있습니다. 담당 치료사에게 문의해 주세요.',
    loading: '불러오는 중…',
  },
};
