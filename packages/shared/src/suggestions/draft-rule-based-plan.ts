import { componentOfCode, type ComponentLetter } from '../icf/code-kind';
import { qualifierSlotsOf, type QualifierSlot } from '../icf/qualifiers';
import { anonymizeText } from './anonymize-text';
import { neutralWordsOf, qualifierLabelsOf } from './suggestion-texts';
import type { SuggestionCode, SuggestionInput } from './suggestion-input';

const texts = {
  en: {
    title:
      'Rule-based draft plan (not AI): written by fixed rules from the ratings, for a professional to review.',
    none: 'No rated category has a problem of 2 (moderate) or more, so the rules suggest no goal.',
    problem: 'Problem',
    goal: 'Goal',
    goalText: (slot: string, from: string, to: string) => `${slot} from ${from} to ${to}`,
    interventions: 'Interventions',
  },
  kr: {
    title:
      '규칙 기반 초안 (AI 아님): 평가 결과로부터 정해진 규칙에 따라 작성했으며 전문가의 검토가 필요합니다.',
    none: '2(중등도) 이상의 문제가 평가된 범주가 없어 규칙이 제안할 목표가 없습니다.',
    problem: '문제',
    goal: '목표',
    goalText: (slot: string, from: string, to: string) => `${slot}: ${from} → ${to}`,
    interventions: '중재',
  },
} as const;

/** Intervention categories per ICF component: the kind of work a goal on that component usually needs. */
const interventionsByComponent: Record<'en' | 'kr', Record<ComponentLetter, string>> = {
  en: {
    b: 'impairment-oriented therapy (therapeutic exercise, training of the function), education',
    s: 'protection and positioning of the structure, orthoses, medical review of the structure',
    d: 'task-oriented practice of the activity, compensatory strategies, assistive products',
    e: 'adapting the environment, assistive products, support and education of family and carers, services',
  },
  kr: {
    b: '손상 중심 치료 (치료적 운동, 기능 훈련), 교육',
    s: '구조의 보호와 자세 관리, 보조기, 해당 구조의 의학적 검토',
    d: '과제 중심 활동 연습, 보상 전략, 보조기기',
    e: '환경 수정, 보조기기, 가족과 돌보는 사람의 지원과 교육, 서비스 연계',
  },
};

/** The rated slot that makes a category a problem of 2 or more, and its value; the worst slot wins. */
function worstProblemOf(code: SuggestionCode): { slot: QualifierSlot; value: number } | null {
  let worst: { slot: QualifierSlot; value: number } | null = null;
  for (const slot of qualifierSlotsOf(code.code)) {
    if (slot.role === 'nature' || slot.role === 'location') continue;
    const raw = code.entry[slot.name];
    // Facilitators (+n) are no problem; 8 and 9 say nothing about severity.
    if (!/^[2-4]$/.test(raw)) continue;
    const value = Number(raw);
    if (!worst || value > worst.value) worst = { slot, value };
  }
  return worst;
}

/**
 * The offline provider's plan (decision 0012): for each category rated 2 (moderate) or worse, its code and title,
 * the problem, a goal one qualifier step better and the intervention categories of its component. Same
 * input, same text; labelled as a rule-based draft so that nobody takes it for an AI answer.
 */
export function draftRuleBasedPlan(input: SuggestionInput): string {
  const t = texts[input.locale];
  const labels = qualifierLabelsOf(input.locale);
  const names = { client: input.info.client, manager: input.info.manager };
  const words = neutralWordsOf(input.locale);
  const lines: string[] = [t.title];
  let goal = 0;
  for (const code of input.codes) {
    const problem = worstProblemOf(code);
    if (!problem) continue;
    goal += 1;
    const from = `${problem.value} (${labels[`qualifier.scale.${problem.value}` as keyof typeof labels]})`;
    const target = problem.value - 1;
    const to = `${target} (${labels[`qualifier.scale.${target}` as keyof typeof labels]})`;
    const description = anonymizeText(code.entry.desc.trim(), names, words).replace(/\s*\n\s*/g, ' / ');
    lines.push('', `${goal}. ${code.code} ${code.title}`);
    if (description !== '') lines.push(`   ${t.problem}: ${description}`);
    lines.push(`   ${t.goal}: ${t.goalText(labels[problem.slot.labelKey], from, to)}`);
    lines.push(
      `   ${t.interventions}: ${interventionsByComponent[input.locale][componentOfCode(code.code)]}`,
    );
  }
  if (goal === 0) lines.push('', t.none);
  return lines.join('\n');
}
