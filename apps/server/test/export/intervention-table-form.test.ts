import { describe, expect, it } from 'vitest';
import { renderInterventionTablePdf } from '../../src/features/export/pdf/intervention-table-form';
import { pdfText } from './export-api';
import { sampleInterventionTableReport } from './intervention-table-sample';

describe('PDF form 6, the intervention table', () => {
  it('prints the goals and every target with its relation, values, disciplines and interventions, in English', async () => {
    const text = pdfText(await renderInterventionTablePdf(await sampleInterventionTableReport('en')));
    for (const expected of [
      'Intervention table',
      'Rehabilitation goals',
      'Global goal: 집으로 돌아가 혼자 생활하기',
      'Service-program goal: Walk 50 m with a cane by discharge',
      'Cycle goal 3: 혼자 상의 입기',
      'b280',
      'Global Cycle 1',
      '3 → 1',
      'Physician, Physiotherapy',
      'Occupational therapy, Nursing',
      'Social work',
      'Gait training with a cane',
      '1 → +2',
      'World Health Organization',
    ]) {
      expect(text).toContain(expected);
    }
    // s750 is rated but no target: it has neither a goal nor a relation.
    expect(text).not.toContain('s750');
  });

  it('prints the same in Korean, with the WHO credit in Korean', async () => {
    const text = pdfText(await renderInterventionTablePdf(await sampleInterventionTableReport('kr')));
    for (const expected of [
      '중재 표',
      '재활 목표',
      '전반적 목표',
      '물리치료',
      '작업치료, 간호',
      '사회복지',
      '세계보건기구',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says so when the evaluation has no target, still with the goals and the credit', async () => {
    const report = { ...(await sampleInterventionTableReport('en')), rows: [] };
    const text = pdfText(await renderInterventionTablePdf(report));
    expect(text).toContain('No category of this evaluation is an intervention target yet');
    expect(text).toContain('Global goal');
    expect(text).toContain('World Health Organization');
  });
});
