import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A spreadsheet reads a cell that begins with `=`, `+`, `-` or `@` as a formula, and a leading tab or
 * carriage return can hide such a start (CSV injection, OWASP). Such a cell is written with a `'` in front,
 * inside quotes, as OWASP recommends: the spreadsheet shows text, the formula never runs. A facilitator
 * qualifier (`+2`) follows the same rule, so a spreadsheet keeps its plus sign instead of reading the number 2
 * (README, "Interoperability"; decision record 0025).
 */
const formulaStart = /^[=+\-@\t\r]/;

export function spreadsheetSafeCell(value: string): string | { value: string; quoted: true } {
  return formulaStart.test(value) ? { value: `'${value}`, quoted: true } : value;
}

/**
 * The one CSV writer of the server (decision record 0042): every CSV file the app writes comes from here.
 * UTF-8 with a BOM, so spreadsheet programs read Korean correctly; a header row of `columns`; every text cell
 * through `spreadsheetSafeCell`. The rows pass through csv-stringify as a stream with backpressure, so memory
 * stays flat however many rows `rows` yields; an error of `rows` ends the CSV with that error.
 */
export function spreadsheetCsvStream<Column extends string>(
  columns: readonly Column[],
  rows: AsyncIterable<Record<Column, string | number>>,
): Readable {
  const source = Readable.from(rows);
  const csv = stringify({
    header: true,
    columns: [...columns],
    bom: true,
    cast: { string: spreadsheetSafeCell },
  });
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
