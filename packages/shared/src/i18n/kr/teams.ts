import type { teamsEn } from '../en/teams';

/** 다학제 팀: 직종, 팀원, 팀 대상자. */
export const teamsKr: Record<keyof typeof teamsEn, string> = {
  'discipline.physician': '의사',
  'discipline.physiotherapy': '물리치료',
  'discipline.occupational_therapy': '작업치료',
  'discipline.speech_therapy': '언어치료',
  'discipline.psychology': '심리',
  'discipline.nursing': '간호',
  'discipline.social_work': '사회복지',
  'discipline.other': '기타',
};
