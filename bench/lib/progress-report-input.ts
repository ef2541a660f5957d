import { compareEvaluations, type CodeEntry, type CodeMap } from '@icf/shared';
import {
  buildProgressReport,
  type ProgressReport,
} from '../../apps/server/src/features/export/progress-report';

/**
 * The progress report the PDF benchmark renders: `data`'s codes over four evaluations a month apart, each
 * rating shifted a step per evaluation (so rows are better, worse and same), every fifth code with a goal.
 */
export async function benchProgressReport(
  codes: CodeMap,
  data: Record<string, CodeEntry>,
): Promise<ProgressReport> {
  const dates = ['2026-01-05', '2026-02-02', '2026-03-02', '2026-03-30'];
  const evaluations = dates.map((date, step) => ({
    id: step + 1,
    date,
    data: Object.fromEntries(
      Object.entries(data).map(([code, entry], index) => {
        const shifted = (value: string) =>
          /^\+?[0-4]$/.test(value)
            ? value.replace(/[0-4]/, (digit) =>
                String((Number(digit) + step * (index % 3 === 0 ? 1 : 3)) % 5),
              )
            : value;
        const goal =
          index % 5 === 0 && !code.startsWith('s')
            ? { slot: 'q1' as const, value: '1', date: '2026-06-30' }
            : undefined;
        return [code, { ...entry, q1: shifted(entry.q1), q2: shifted(entry.q2), ...(goal ? { goal } : {}) }];
      }),
    ),
  }));
  return buildProgressReport(
    codes,
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
      evaluations: evaluations.map(({ id, date }) => ({ id, date, description: `평가 ${id}` })),
      groups: compareEvaluations(evaluations).groups,
    },
    'kr',
  );
}
