import type {
  CoreSetListIssue,
  CoreSetListReport,
  CoreSetListReportSummary,
} from '../api/institution-core-sets';

/** At most this many problems (errors first, then warnings) and this many sets are listed in an answer. */
export const reportListedMax = 50;
/** At most this many codes of one problem, and this many characters of a text the file supplied. */
const codesListedMax = 20;
const textMax = 300;

/**
 * The report as an answer of the admin area carries it (decision record 0042): however large the file, the
 * first `reportListedMax` problems and sets, each cut to a few codes and a few hundred characters, plus the
 * count of every rule, so the answer stays under 64 KB. The whole report is what the import stores.
 */
export function summarizeCoreSetListReport(report: CoreSetListReport): CoreSetListReportSummary {
  const errors = report.errors.slice(0, reportListedMax);
  const warnings = report.warnings.slice(0, reportListedMax - errors.length);
  const counts = new Map<string, CoreSetListReportSummary['counts'][number]>();
  for (const issue of [...report.errors, ...report.warnings]) {
    const key = `${issue.severity} ${issue.rule}`;
    const counted = counts.get(key) ?? { severity: issue.severity, rule: issue.rule, count: 0 };
    counted.count++;
    counts.set(key, counted);
  }
  return {
    sets: report.sets.slice(0, reportListedMax).map((set) => ({
      ...set,
      key: clip(set.key),
      condition: clip(set.condition),
      name: clip(set.name),
    })),
    errors: errors.map(summarizeIssue),
    warnings: warnings.map(summarizeIssue),
    counts: [...counts.values()],
    errors_total: report.errors.length,
    warnings_total: report.warnings.length,
    sets_total: report.sets.length,
  };
}

function summarizeIssue(issue: CoreSetListIssue): CoreSetListIssue {
  return {
    ...issue,
    set: issue.set === null ? null : clip(issue.set),
    message: clip(issue.message),
    codes: issue.codes.slice(0, codesListedMax).map(clip),
    ...(issue.missingCodes ? { missingCodes: issue.missingCodes.slice(0, codesListedMax).map(clip) } : {}),
  };
}

function clip(text: string): string {
  return text.length > textMax ? `${text.slice(0, textMax - 1)}…` : text;
}
