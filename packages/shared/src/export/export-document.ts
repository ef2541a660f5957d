import type { CodeMap } from '../api/codes';
import type { DocumentInfo } from '../api/document-fields';
import type { CopyDocumentRequest } from '../api/export';
import type { CodeEntry } from '../icf/code-entry';
import { componentOfCode, type ComponentLetter } from '../icf/code-kind';
import { informationSourceFields, informationSourceKeys, qualifierSlotsOf } from '../icf/qualifiers';
import type { Locale } from '../i18n';
import { labelOf, type ExportLabels } from './export-labels';

/** One documented category with everything a form may print about it. */
export interface ExportCode {
  code: string;
  component: ComponentLetter;
  name: string;
  nameTranslation: string;
  definition: string;
  inclusions: string;
  exclusions: string;
  entry: CodeEntry;
}

/**
 * The document as the forms and the text copy print it: plain data (it crosses to a worker thread), codes
 * in ICF order, labels resolved.
 */
export interface ExportDocument {
  info: DocumentInfo;
  sets: { name: string; name_translation: string }[];
  codes: ExportCode[];
  labels: ExportLabels;
}

/**
 * The document as a PDF in `locale` prints it: an English form shows English only, without the Korean title
 * under each English one or the Korean name of a core set; a Korean form keeps both (the WHO English title and
 * the Korean one). The text copy keeps both in either language.
 */
export function exportDocumentForPdf(document: ExportDocument, locale: Locale): ExportDocument {
  if (locale !== 'en') return document;
  return {
    ...document,
    sets: document.sets.map((set) => ({ ...set, name_translation: '' })),
    codes: document.codes.map((code) => ({ ...code, nameTranslation: '' })),
  };
}

/** Joins a request with the reference data; every code was checked to be a served category before. */
export function buildExportDocument(
  codes: CodeMap,
  request: CopyDocumentRequest,
  labels: ExportLabels,
): ExportDocument {
  const documented = Object.keys(request.data).sort((a, b) => (codes[a]?.id ?? 0) - (codes[b]?.id ?? 0));
  return {
    info: request.info,
    sets: request.sets,
    labels,
    codes: documented.map((code) => {
      const record = codes[code];
      return {
        code,
        component: componentOfCode(code),
        name: record?.name ?? '',
        nameTranslation: record?.name_translation ?? '',
        definition: record?.description ?? '',
        inclusions: record?.inclusions ?? '',
        exclusions: record?.exclusions ?? '',
        entry: request.data[code]!,
      };
    }),
  };
}

/** One qualifier of a code as a form prints it: 'Extent of impairment' and '2 Moderate'. */
export interface QualifierText {
  slotLabel: string;
  /** Empty when the slot is not rated. */
  value: string;
  valueText: string;
}

/** The qualifiers a code offers, each with its value and the value's label (or 'Not rated'). */
export function qualifierTexts(code: ExportCode, labels: ExportLabels): QualifierText[] {
  return qualifierSlotsOf(code.code).map((slot) => {
    const value = code.entry[slot.name];
    const option = slot.options.find((candidate) => candidate.value === value);
    return {
      slotLabel: labelOf(labels, slot.labelKey),
      value,
      valueText:
        value === ''
          ? labelOf(labels, 'export.not_rated')
          : `${value} ${option ? labelOf(labels, option.labelKey) : ''}`.trim(),
    };
  });
}

/**
 * The code's intervention target (decision 0018) as the forms print it: 'Goal: Extent of impairment 1 Mild, by
 * 2026-06-30'; null when the code has none.
 */
export function goalText(code: ExportCode, labels: ExportLabels): string | null {
  const goal = code.entry.goal;
  if (!goal) return null;
  const slot = qualifierSlotsOf(code.code).find((candidate) => candidate.name === goal.slot);
  const option = slot?.options.find((candidate) => candidate.value === goal.value);
  const target = [
    slot ? labelOf(labels, slot.labelKey) : goal.slot,
    goal.value,
    option ? labelOf(labels, option.labelKey) : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  const by = goal.date === '' ? '' : `, ${labelOf(labels, 'export.goal_by', { date: goal.date })}`;
  return `${labelOf(labels, 'export.goal')}: ${target}${by}`;
}

/** The information sources ticked for a code, as their labels. */
export function sourceTexts(code: ExportCode, labels: ExportLabels): string[] {
  return informationSourceFields
    .filter((field) => code.entry[field])
    .map((field) => labelOf(labels, informationSourceKeys[field]));
}

/** The codes grouped by component, in ICF order (components without codes are left out). */
export function codesByComponent(
  codes: readonly ExportCode[],
): { component: ComponentLetter; codes: ExportCode[] }[] {
  const groups: { component: ComponentLetter; codes: ExportCode[] }[] = [];
  for (const code of codes) {
    const last = groups[groups.length - 1];
    if (last?.component === code.component) last.codes.push(code);
    else groups.push({ component: code.component, codes: [code] });
  }
  return groups;
}

/** 'b280 Sensation of pain / 통증 감각': the code with its title in both languages. */
export function codeTitle(code: ExportCode): string {
  const titles = [code.name, code.nameTranslation].filter((title) => title !== '');
  return `${code.code} ${titles.join(' / ')}`.trim();
}
