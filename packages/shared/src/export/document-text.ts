import { documentInfoFields } from '../api/document-fields';
import {
  codeTitle,
  codesByComponent,
  qualifierTexts,
  sourceTexts,
  type ExportDocument,
} from './export-document';
import { labelOf } from './export-labels';

/** The info field labels of the write screen; the description is the save prompt's. */
export function infoFieldLabelKey(field: (typeof documentInfoFields)[number]): string {
  return field === 'description' ? 'documents.save_description' : `info.${field}`;
}

/**
 * `POST /api/document/copy`: the document as readable plain text, for pasting into a record system. Every
 * info field with its label, the core sets, then each code by component: its title in both languages, each
 * qualifier with its label, the information sources ticked and the problem description.
 */
export function documentText(document: ExportDocument): string {
  const { labels } = document;
  const lines: string[] = [];
  for (const field of documentInfoFields) {
    const value = document.info[field];
    const label = labelOf(labels, infoFieldLabelKey(field));
    lines.push(value.includes('\n') ? `${label}:\n${indent(value)}` : `${label}: ${value}`);
  }
  if (document.sets.length > 0) {
    const names = document.sets.map((set) =>
      set.name_translation && set.name_translation !== set.name
        ? `${set.name} (${set.name_translation})`
        : set.name,
    );
    lines.push(`${labelOf(labels, 'export.core_sets')}: ${names.join(', ')}`);
  }
  if (document.codes.length === 0) {
    lines.push('', labelOf(labels, 'export.no_codes'));
    return `${lines.join('\n')}\n`;
  }
  for (const group of codesByComponent(document.codes)) {
    lines.push('', `[${labelOf(labels, `component.${group.component}`)}]`);
    for (const code of group.codes) {
      lines.push('', codeTitle(code));
      for (const qualifier of qualifierTexts(code, labels)) {
        lines.push(`  ${qualifier.slotLabel}: ${qualifier.valueText}`);
      }
      const sources = sourceTexts(code, labels);
      if (sources.length > 0) lines.push(`  ${labelOf(labels, 'code.sources')}: ${sources.join(', ')}`);
      if (code.entry.desc !== '') {
        const descLabel = labelOf(
          labels,
          code.component === 'e' ? 'code.environment_description' : 'code.problem_description',
        );
        lines.push(`  ${descLabel}:`, indent(code.entry.desc, '    '));
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

function indent(text: string, prefix = '  '): string {
  return text
    .split(/\r?\n/)
    .map((line) => `${prefix}${line}`)
    .join('\n');
}
