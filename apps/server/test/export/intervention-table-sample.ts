import { emptyClientGoals, emptyCodeEntry, interventionTableRows, type CodeEntry } from '@icf/shared';
import {
  buildInterventionTableReport,
  type InterventionTableReport,
} from '../../src/features/export/intervention-table-report';
import { loadTestIcfData } from '../support/test-server';

function entry(patch: Partial<CodeEntry>): CodeEntry {
  return { ...emptyCodeEntry(), ...patch };
}

/** One evaluation with four intervention targets of every component, goals of three kinds, Korean and English text. */
export async function sampleInterventionTableReport(
  locale: 'kr' | 'en' = 'kr',
): Promise<InterventionTableReport> {
  const data = {
    b280: entry({
      q1: '3',
      goal: { slot: 'q1', value: '1', date: '2026-06-30' },
      related_goals: ['global', 'cycle_1'],
      disciplines: ['physician', 'physiotherapy'],
      interventions: '관절 가동 범위 운동과 도수 치료, 주 3회.\nPain education for the client and family.',
    }),
    s750: entry({ q1: '2', q2: '7', q3: '2' }),
    d450: entry({
      q1: '3',
      q2: '2',
      goal: { slot: 'q1', value: '1', date: '' },
      related_goals: ['service_program', 'cycle_2'],
      disciplines: ['physiotherapy'],
      interventions: 'Gait training with a cane, indoors then outdoors.',
    }),
    d510: entry({
      q1: '2',
      goal: { slot: 'q1', value: '0', date: '' },
      related_goals: ['cycle_3'],
      disciplines: ['occupational_therapy', 'nursing'],
      interventions: '상의 입기 연습',
    }),
    e310: entry({
      q1: '1',
      goal: { slot: 'q1', value: '+2', date: '' },
      related_goals: ['global'],
      disciplines: ['social_work'],
      interventions: 'Family meeting about support at home.',
    }),
  } satisfies Record<string, CodeEntry>;
  return buildInterventionTableReport(
    (await loadTestIcfData()).codes,
    {
      client: {
        id: 1,
        team_id: null,
        display_name: '김민수',
        chart_number: 'A-102',
        birth_year: 1958,
        note: '',
        created_at: '2026-01-05T00:00:00.000Z',
        updated_at: '2026-01-05T00:00:00.000Z',
      },
      goals: {
        ...emptyClientGoals(),
        global: '집으로 돌아가 혼자 생활하기',
        service_program: 'Walk 50 m with a cane by discharge',
        cycle_1: '어깨 통증 줄이기',
        cycle_2: 'Walk 10 m indoors without help',
        cycle_3: '혼자 상의 입기',
      },
      evaluation: { id: 3, date: '2026-02-16', description: '재평가' },
      latest_evaluation: { id: 3, date: '2026-02-16', description: '재평가' },
      rows: interventionTableRows(data),
    },
    locale,
  );
}
