import type { Readable } from 'node:stream';
import { compareIcfCodes } from '@icf/shared';
import type { Database } from '../../db/client';
import { spreadsheetCsvStream } from '../../http/spreadsheet-csv';
import { findLiveDocumentExportPage, type DocumentExportCursor } from '../interoperability';

const goalColumns = [
  'document_id',
  'client',
  'evaluation_date',
  'code',
  'slot',
  'target',
  'target_date',
] as const;

/**
 * Every intervention target (decision 0018) of the user's live documents, one row per code with a goal, in
 * the CSV export's document order, written by the same CSV writer (BOM, formula-safe cells), read in keyset
 * pages like it.
 */
export function goalsCsvStream(db: Database, userId: number, pageSize = 200): Readable {
  return spreadsheetCsvStream(goalColumns, goalRows(db, userId, pageSize));
}

async function* goalRows(db: Database, userId: number, pageSize: number) {
  let cursor: DocumentExportCursor | null = null;
  for (;;) {
    const page = await findLiveDocumentExportPage(db, { userId }, cursor, pageSize);
    for (const document of page) {
      for (const code of Object.keys(document.data).sort(compareIcfCodes)) {
        const goal = document.data[code]!.goal;
        if (!goal) continue;
        yield {
          document_id: document.id,
          client: document.client,
          evaluation_date: document.evaluationDate,
          code,
          slot: goal.slot,
          target: goal.value,
          target_date: goal.date,
        };
      }
    }
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    cursor = { createdAt: last.createdAtCursor, id: last.id };
  }
}
