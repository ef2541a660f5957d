import { describe, expect, it } from 'vitest';
import { compareEvaluations, emptyCodeEntry, type CodeEntry, type ComparedEvaluation } from '@icf/shared';
import { buildProgressReport } from '../../src/features/export/progress-report';
import { renderProgressReportPdf } from '../../src/features/export/pdf/progress-report-form';
import { loadTestIcfData } from '../support/test-server';
import { pdfText } from './export-api';
import { sampleProgressReport } from './progress-report-sample';

function entry(patch: Partial<CodeEntry>): CodeEntry {
  return { ...emptyCodeEntry(), ...patch };
}

describe('the progress report (form 5) with intervention targets', () => {
  it('shows the evaluation display per target: relation, first, goal and latest value, reached', async () => {
    const goal = { slot: 'q1' as const, value: '1', date: '' };
    const evaluations: ComparedEvaluation[] = [
      { id: 1, date: '2026-01-05', data: { b280: entry({ q1: '3', goal, related_goals: ['cycle_2'] }) } },
      { id: 2, date: '2026-02-16', data: { b280: entry({ q1: '1' }), d450: entry({ q1: '2', goal }) } },
    ];
    const report = await buildProgressReport(
      (await loadTestIcfData()).codes,
      {
        client: {
          id: 1,
          team_id: null,
          display_name: 'Client P',
          chart_number: '',
          birth_year: null,
          note: '',
          created_at: '2026-01-05T00:00:00.000Z',
          updated_at: '2026-01-05T00:00:00.000Z',
        },
        evaluations: evaluations.map(({ id, date }) => ({ id, date, description: '' })),
        groups: compareEvaluations(evaluations).groups,
      },
      'en',
    );
    expect(report.targets.map((target) => target.code)).toEqual(['b280']);
    const text = pdfText(await renderProgressReportPdf(report));
    expect(text).toContain('Intervention targets');
    expect(text).toMatch(/b280 Sensation of pain Cycle 2 3 1 1 yes/);
  });

  it('has no such section when no goal is related to a client goal', async () => {
    const report = await sampleProgressReport();
    expect(report.targets).toEqual([]);
    expect(pdfText(await renderProgressReportPdf(report))).not.toContain('중재 대상');
  });
});
