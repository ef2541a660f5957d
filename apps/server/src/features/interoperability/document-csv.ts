import type { Readable } from 'node:stream';
import {
  compareIcfCodes,
  componentOfCode,
  csvComponentNames,
  documentCsvColumns,
  entryIsRated,
  informationSourceFields,
  informationSourceKeys,
  qualifierLabelsEn,
  type DocumentCsvColumn,
} from '@icf/shared';
import type { Database } from '../../db/client';
import type { IcfData } from '../../icf/load-icf-data';
import {
  findLiveDocumentExportPage,
  type DocumentExportCursor,
  type DocumentExportFilter,
} from './document-export-repository';
import { spreadsheetCsvStream } from '../../http/spreadsheet-csv';

/** Documents read per query: a page of 130-code documents stays around a megabyte of JSON. */
export const documentCsvPageSize = 200;

type CsvRow = Record<DocumentCsvColumn, string | number>;

/**
 * Every live document of the user (or of one of the user's clients) as CSV, one row per document × rated
 * category, written by the one CSV writer (`spreadsheetCsvStream`: BOM, formula-safe cells). The documents are
 * read in keyset pages, so memory stays flat however many documents there are.
 */
export function documentCsvStream(
  db: Database,
  icf: IcfData,
  filter: DocumentExportFilter,
  pageSize = documentCsvPageSize,
): Readable {
  return spreadsheetCsvStream(documentCsvColumns, csvRows(db, icf, filter, pageSize));
}

async function* csvRows(
  db: Database,
  icf: IcfData,
  filter: DocumentExportFilter,
  pageSize: number,
): AsyncGenerator<CsvRow> {
  let cursor: DocumentExportCursor | null = null;
  for (;;) {
    const page = await findLiveDocumentExportPage(db, filter, cursor, pageSize);
    for (const document of page) {
      for (const code of Object.keys(document.data).sort(compareIcfCodes)) {
        const entry = document.data[code]!;
        if (!entryIsRated(entry)) continue;
        const record = icf.codes[code];
        yield {
          document_id: document.id,
          client: document.client,
          evaluation_date: document.evaluationDate,
          code,
          component: csvComponentNames[componentOfCode(code)],
          title_en: record?.name ?? '',
          title_ko: record?.name_translation ?? '',
          q1: entry.q1,
          q2: entry.q2,
          q3: entry.q3,
          sources: informationSourceFields
            .filter((field) => entry[field])
            .map((field) => qualifierLabelsEn[informationSourceKeys[field]])
            .join('; '),
          description: entry.desc,
        };
      }
    }
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    cursor = { createdAt: last.createdAtCursor, id: last.id };
  }
}
