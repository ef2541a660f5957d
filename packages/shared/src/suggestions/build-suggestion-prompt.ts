import type { SuggestionMessage } from '../api/suggestions';
import { entryHasData } from '../icf/code-entry';
import { informationSourceFields, informationSourceKeys, qualifierSlotsOf } from '../icf/qualifiers';
import { anonymizeText } from './anonymize-text';
import { neutralWordsOf, qualifierLabelsOf } from './suggestion-texts';
import type { SuggestionCode, SuggestionInput } from './suggestion-input';

const texts = {
  en: {
    system:
      'You assist a rehabilitation professional who documents functioning with the ICF. Write a suggested ' +
      'treatment plan in English for the professional to review. Structure it by goal: for each goal name ' +
      'the ICF codes it addresses, a measurable target stated as an ICF qualifier, and the interventions. ' +
      'Base it only on the information given; do not invent findings. Answer in plain text.',
    intro: 'Documented functioning of a client (names are replaced by "the client" and "the therapist").',
    age: 'Age',
    gender: 'Gender',
    onset: 'Onset',
    dx: 'Diagnosis',
    description: 'Description',
    perspective_bf: "Client's perspective on body functions and structures",
    perspective_ap: "Client's perspective on activities and participation",
    enviromental_factor: 'Environmental factors',
    personal_factor: 'Personal factors',
    codes: 'Rated ICF categories',
    noCodes: 'No category is rated.',
    definition: 'Definition',
    sources: 'Sources',
    problem: 'Problem description',
    ask: 'Write the plan in English: goals, each tied to the codes above, with interventions per goal.',
  },
  kr: {
    system:
      '당신은 ICF로 기능을 기록하는 재활 전문가를 돕습니다. 전문가가 검토할 치료 계획 제안을 한국어로 ' +
      '작성하세요. 목표별로 구성하고, 각 목표마다 다루는 ICF 코드, ICF 평가치로 표현한 측정 가능한 목표치, ' +
      '중재를 적으세요. 주어진 정보만 근거로 하고 소견을 지어내지 마세요. 일반 텍스트로 답하세요.',
    intro: '대상자의 기능 기록입니다 (이름은 "대상자", "치료사"로 바꾸었습니다).',
    age: '나이',
    gender: '성별',
    onset: '발병일',
    dx: '진단명',
    description: '설명',
    perspective_bf: '신체 기능과 구조에 대한 대상자의 관점',
    perspective_ap: '활동과 참여에 대한 대상자의 관점',
    enviromental_factor: '환경적 요인',
    personal_factor: '개인적 요인',
    codes: '평가한 ICF 범주',
    noCodes: '평가한 범주가 없습니다.',
    definition: '정의',
    sources: '정보 출처',
    problem: '문제 기술',
    ask: '계획을 한국어로 작성하세요: 위 코드와 연결된 목표, 목표별 중재.',
  },
} as const;

/** The info fields a prompt may carry. Client, manager and evaluation date never leave the server. */
const infoFieldsSent = [
  'age',
  'gender',
  'onset',
  'dx',
  'description',
  'perspective_bf',
  'perspective_ap',
  'enviromental_factor',
  'personal_factor',
] as const;

/**
 * The chat messages a suggestion sends (decision 0012): clinical content only. The client's name, the manager and
 * the user's identity are never part of the input that counts; the names are also replaced inside every free
 * text. Pure, so that what the preview shows is exactly what the job sends.
 */
export function buildSuggestionPrompt(input: SuggestionInput): SuggestionMessage[] {
  const t = texts[input.locale];
  const names = { client: input.info.client, manager: input.info.manager };
  const words = neutralWordsOf(input.locale);
  const clean = (text: string) => anonymizeText(text.trim(), names, words);
  const lines: string[] = [t.intro, ''];
  for (const field of infoFieldsSent) {
    const value = clean(input.info[field]);
    if (value !== '') lines.push(value.includes('\n') ? `${t[field]}:\n${value}` : `${t[field]}: ${value}`);
  }
  lines.push('', `${t.codes}:`);
  const rated = input.codes.filter((code) => entryHasData(code.entry));
  if (rated.length === 0) lines.push(t.noCodes);
  for (const code of rated) lines.push(...codeLines(code, input.locale, clean));
  lines.push('', t.ask);
  return [
    { role: 'system', content: t.system },
    { role: 'user', content: lines.join('\n') },
  ];
}

function codeLines(
  code: SuggestionCode,
  locale: SuggestionInput['locale'],
  clean: (text: string) => string,
): string[] {
  const t = texts[locale];
  const labels = qualifierLabelsOf(locale);
  const lines = [`- ${code.code} ${code.title}`];
  if (code.definition !== '') lines.push(`  ${t.definition}: ${code.definition}`);
  for (const slot of qualifierSlotsOf(code.code)) {
    const value = code.entry[slot.name];
    if (value === '') continue;
    const option = slot.options.find((candidate) => candidate.value === value);
    const label = option ? labels[option.labelKey] : '';
    lines.push(`  ${labels[slot.labelKey]}: ${value}${label ? ` (${label})` : ''}`);
  }
  const sources = informationSourceFields
    .filter((field) => code.entry[field])
    .map((field) => labels[informationSourceKeys[field]]);
  if (sources.length > 0) lines.push(`  ${t.sources}: ${sources.join(', ')}`);
  const problem = clean(code.entry.desc);
  if (problem !== '') lines.push(`  ${t.problem}: ${problem.replace(/\s*\n\s*/g, ' / ')}`);
  return lines;
}
