import {
  compareEvaluations,
  emptyCodeEntry,
  type ClientProgress,
  type CodeEntry,
  type ComparedEvaluation,
} from '@icf/shared';
import { buildProgressReport, type ProgressReport } from '../../src/features/export/progress-report';
import { loadTestIcfData } from '../support/test-server';

function entry(patch: Partial<CodeEntry>): CodeEntry {
  return { ...emptyCodeEntry(), ...patch };
}

/** Three evaluations of one client: improved, worsened, added, removed and not comparable codes, two goals. */
export async function sampleProgressReport(locale: 'kr' | 'en' = 'kr'): Promise<ProgressReport> {
  const goal = { slot: 'q1' as const, value: '1', date: '2026-06-30' };
  const evaluations: (ComparedEvaluation & { description: string })[] = [
    {
      id: 1,
      date: '2026-01-05',
      description: '초기 평가',
      data: {
        b280: entry({ q1: '3', goal }),
        b130: entry({ q1: '8' }),
        s750: entry({ q1: '2', q2: '7', q3: '2' }),
        d450: entry({ q1: '3', q2: '2' }),
        e310: entry({ q1: '2', goal: { slot: 'q1', value: '+1', date: '' } }),
      },
    },
    {
      id: 2,
      date: '2026-02-16',
      description: 'Re-evaluation',
      data: { b280: entry({ q1: '2' }), d450: entry({ q1: '2', q2: '2' }), e310: entry({ q1: '0' }) },
    },
    {
      id: 3,
      date: '2026-03-30',
      description: '퇴원 평가',
      data: {
        b280: entry({ q1: '1' }),
        b130: entry({ q1: '1' }),
        d450: entry({ q1: '1', q2: '3' }),
        d510: entry({ q1: '1', q2: '1' }),
        e310: entry({ q1: '+2' }),
      },
    },
  ];
  const progress: ClientProgress = {
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
    evaluations: evaluations.map(({ id, date, description }) => ({ id, date, description })),
    groups: compareEvaluations(evaluations).groups,
  };
  return buildProgressReport((await loadTestIcfData()).codes, progress, locale);
}
