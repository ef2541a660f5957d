import { describe, expect, it } from 'vitest';
import {
  reportListedMax,
  summarizeCoreSetListReport,
  type CoreSetListIssue,
  type CoreSetListReport,
} from '../src/index';

const issue = (severity: CoreSetListIssue['severity'], rule: CoreSetListIssue['rule'], index: number) =>
  ({
    severity,
    rule,
    set: `set-${index}/post-acute`,
    list: 'brief',
    message: `problem ${index} ${'x'.repeat(1000)}`,
    codes: Array.from({ length: 100 }, (_, code) => `b${1000 + code}`),
  }) satisfies CoreSetListIssue;

describe('summarizeCoreSetListReport (decision record 0042)', () => {
  const report: CoreSetListReport = {
    sets: Array.from({ length: 120 }, (_, index) => ({
      key: `set-${index}/post-acute`,
      condition: `set-${index}`,
      context: 'post-acute',
      name: 'n'.repeat(1000),
      brief: null,
      comprehensive: null,
    })),
    errors: [
      ...Array.from({ length: 40 }, (_, index) => issue('error', 'unknown-code', index)),
      ...Array.from({ length: 30 }, (_, index) => issue('error', 'duplicate-code', index)),
    ],
    warnings: Array.from({ length: 25 }, (_, index) => issue('warning', 'differs-from-official', index)),
  };
  const summary = summarizeCoreSetListReport(report);

  it('lists the first 50 problems, errors first, and the first 50 sets', () => {
    expect(reportListedMax).toBe(50);
    expect(summary.errors).toHaveLength(50);
    expect(summary.warnings).toEqual([]);
    expect(summary.errors.map((listed) => listed.message.split(' ')[1])).toEqual(
      [...Array.from({ length: 40 }, (_, i) => i), ...Array.from({ length: 10 }, (_, i) => i)].map(String),
    );
    expect(summary.sets).toHaveLength(50);
    expect({
      errors: summary.errors_total,
      warnings: summary.warnings_total,
      sets: summary.sets_total,
    }).toEqual({ errors: 70, warnings: 25, sets: 120 });
  });

  it('counts every problem per rule, listed or not', () => {
    expect(summary.counts).toEqual([
      { severity: 'error', rule: 'unknown-code', count: 40 },
      { severity: 'error', rule: 'duplicate-code', count: 30 },
      { severity: 'warning', rule: 'differs-from-official', count: 25 },
    ]);
  });

  it('cuts each listed problem to 20 codes and every text to 300 characters', () => {
    for (const listed of summary.errors) {
      expect(listed.codes).toHaveLength(20);
      expect(listed.message.length).toBe(300);
      expect(listed.message.endsWith('…')).toBe(true);
    }
    expect(summary.sets[0]!.name.length).toBe(300);
    expect(JSON.stringify(summary).length).toBeLessThan(64 * 1024);
  });

  it('leaves a small report as it was, with its counts', () => {
    const small: CoreSetListReport = {
      sets: [],
      errors: [],
      warnings: [issue('warning', 'missing-list', 1)],
    };
    const { counts, errors_total, warnings_total, sets_total, ...rest } = summarizeCoreSetListReport({
      ...small,
      warnings: [{ ...small.warnings[0]!, message: 'short', codes: ['b130'] }],
    });
    expect(rest).toEqual({
      sets: [],
      errors: [],
      warnings: [{ ...small.warnings[0]!, message: 'short', codes: ['b130'] }],
    });
    expect({ counts, errors_total, warnings_total, sets_total }).toEqual({
      counts: [{ severity: 'warning', rule: 'missing-list', count: 1 }],
      errors_total: 0,
      warnings_total: 1,
      sets_total: 0,
    });
  });
});
