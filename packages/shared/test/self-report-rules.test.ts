import { describe, expect, it } from 'vitest';
import {
  appendWithin,
  differsByTwoOrMore,
  isSelfReportCode,
  qualifierLabelsEn,
  qualifierLabelsKr,
  selfReportAnswers,
  selfReportAnswerWords,
  selfReportPerspectiveText,
  selfReportQuestion,
  selfReportWords,
} from '../src/index';

describe('self-report wording (decision record 0053)', () => {
  it('answers in the ICF generic qualifier words the app already shows, "problem" after the extent', () => {
    const en = selfReportAnswers.map((answer) => selfReportAnswerWords(answer, 'en', 'Does not apply to me'));
    expect(en).toEqual([
      'No problem',
      'Mild problem',
      'Moderate problem',
      'Severe problem',
      'Complete problem',
      'Does not apply to me',
    ]);
    const kr = selfReportAnswers.map((answer) => selfReportAnswerWords(answer, 'kr', '해당 없음'));
    expect(kr).toEqual(['문제 없음', '경도 문제', '중등도 문제', '중도 문제', '완전 문제', '해당 없음']);
    for (const value of ['0', '1', '2', '3', '4'] as const) {
      expect(kr[Number(value)]).toContain(qualifierLabelsKr[`qualifier.scale.${value}`]);
      expect(en[Number(value)]).toContain(qualifierLabelsEn[`qualifier.scale.${value}`]);
    }
  });

  it('asks with the WHO title inside the frame, an English title read as a question', () => {
    expect(selfReportQuestion(selfReportWords.en.question_d, 'Walking', 'en')).toBe(
      'How much difficulty do you have with: walking?',
    );
    expect(selfReportQuestion(selfReportWords.en.question_b, 'Sensation of pain', 'en')).toBe(
      'How much of a problem do you have with: sensation of pain?',
    );
    expect(selfReportQuestion(selfReportWords.en.question_d, 'ICF thing', 'en')).toContain('ICF thing');
    expect(selfReportQuestion(selfReportWords.kr.question_d, '걷기', 'kr')).toBe(
      '걷기: 얼마나 어려움이 있나요?',
    );
  });

  it('asks only about body functions and activities', () => {
    expect(['b280', 'd450', 'd4500'].every(isSelfReportCode)).toBe(true);
    expect(['s750', 'e310', 'd45', 'D450', 'd450 ', 'b2801x'].some(isSelfReportCode)).toBe(false);
  });
});

describe('the self-report beside the clinician’s ratings', () => {
  it('marks a difference of two steps or more, never with "does not apply" or 8, 9, none', () => {
    expect(differsByTwoOrMore('4', '2')).toBe(true);
    expect(differsByTwoOrMore('0', '2')).toBe(true);
    expect(differsByTwoOrMore('3', '2')).toBe(false);
    expect(differsByTwoOrMore('2', '2')).toBe(false);
    expect(differsByTwoOrMore('9', '0')).toBe(false);
    expect(differsByTwoOrMore('4', '8')).toBe(false);
    expect(differsByTwoOrMore('4', '9')).toBe(false);
    expect(differsByTwoOrMore('4', '')).toBe(false);
    expect(differsByTwoOrMore('4', undefined)).toBe(false);
    expect(differsByTwoOrMore(undefined, '0')).toBe(false);
  });

  it('copies only the client’s words: functions to perspective_bf, activities and the three texts to perspective_ap', () => {
    const text = selfReportPerspectiveText(
      {
        answers: [
          { code: 'b280', note: ' 무릎이 아파요 ' },
          { code: 'd450', note: '오래 못 걸어요' },
          { code: 'd455', note: '' },
        ],
        hardest: '계단',
        want_again: '',
        helps: '딸',
      },
      { hardest: 'Hardest', want_again: 'Again', helps: 'Helps' },
    );
    expect(text).toEqual({
      perspective_bf: 'b280: 무릎이 아파요',
      perspective_ap: 'd450: 오래 못 걸어요\nHardest: 계단\nHelps: 딸',
    });
  });

  it('appends on a new line within the field’s limit', () => {
    expect(appendWithin('', 'new', 10)).toBe('new');
    expect(appendWithin('old', 'new', 10)).toBe('old\nnew');
    expect(appendWithin('old', '', 10)).toBe('old');
    expect(appendWithin('0123456789', 'more', 10)).toBe('0123456789');
  });
});
