import type { ComponentCounts, CoreSetListIssue, CoreSetListReport } from '@icf/shared';

/** The report as an administrator reads it in a terminal: sets and their counts, then errors, then warnings. */
export function formatImportReport(
  header: { fileName: string; fileSha256: string },
  report: CoreSetListReport,
): string {
  const lines = [`Import report for ${header.fileName} (sha256 ${header.fileSha256})`, ''];
  if (report.sets.length > 0) {
    lines.push(`Sets (${report.sets.length}):`);
    for (const set of report.sets) {
      lines.push(`  ${set.key}  ${set.name}`);
      if (set.brief) lines.push(`    Brief:         ${formatCounts(set.brief)}`);
      if (set.comprehensive) lines.push(`    Comprehensive: ${formatCounts(set.comprehensive)}`);
    }
    lines.push('');
  }
  lines.push(...formatIssues('Errors', report.errors), ...formatIssues('Warnings', report.warnings));
  return lines.join('\n').trimEnd();
}

function formatCounts(counts: ComponentCounts): string {
  return `${counts.total} ${counts.total === 1 ? 'category' : 'categories'} (b ${counts.b}, s ${counts.s}, d ${counts.d}, e ${counts.e})`;
}

function formatIssues(title: string, issues: readonly CoreSetListIssue[]): string[] {
  if (issues.length === 0) return [`${title}: none`];
  return [
    `${title} (${issues.length}):`,
    ...issues.map((issue) => `  [${issue.rule}] ${issue.set ? `${issue.set}: ` : ''}${issue.message}`),
    '',
  ];
}
