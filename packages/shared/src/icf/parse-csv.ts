export class CsvError extends Error {
  constructor(
    message: string,
    /** 1-based line where the problem starts. */
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
  }
}

/**
 * Reads CSV as RFC 4180 defines it: fields separated by commas, records by CRLF or LF, a field in double
 * quotes may hold commas, line breaks and doubled quotes (""). Spreadsheets export exactly this. A leading
 * byte-order mark is dropped, blank lines are skipped and the final line break is optional; every record must have the header's
 * number of fields. Written here rather than taken from npm because the format needs only this much and
 * `packages/shared` keeps no dependencies beyond zod.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  const recordLines: number[] = [];
  let record: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let index = 0;
  let atFieldStart = true;
  let quotedFieldClosed = false;

  const endField = () => {
    record.push(field);
    field = '';
    atFieldStart = true;
    quotedFieldClosed = false;
  };
  const endRecord = () => {
    const blankLine = record.length === 0 && field === '' && !quotedFieldClosed;
    endField();
    if (!blankLine) {
      records.push(record);
      recordLines.push(recordLine);
    }
    record = [];
    recordLine = line;
  };

  while (index < source.length) {
    const char = source[index]!;
    if (atFieldStart && char === '"') {
      const closing = readQuotedField(source, index + 1, line);
      field = closing.value;
      line = closing.line;
      index = closing.next;
      atFieldStart = false;
      quotedFieldClosed = true;
      continue;
    }
    if (char === ',') {
      endField();
      index += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      index += char === '\r' && source[index + 1] === '\n' ? 2 : 1;
      line += 1;
      endRecord();
      continue;
    }
    if (quotedFieldClosed) throw new CsvError('text after a closing quote', line);
    if (char === '"') throw new CsvError('a quote inside an unquoted field', line);
    field += char;
    atFieldStart = false;
    index += 1;
  }
  // The last record has no line break after it, unless the text is empty or ended with one.
  if (!atFieldStart || record.length > 0) endRecord();
  checkFieldCounts(records, recordLines);
  return records;
}

function readQuotedField(
  source: string,
  start: number,
  startLine: number,
): { value: string; next: number; line: number } {
  let value = '';
  let line = startLine;
  let index = start;
  while (index < source.length) {
    const char = source[index]!;
    if (char === '"') {
      if (source[index + 1] === '"') {
        value += '"';
        index += 2;
        continue;
      }
      return { value, next: index + 1, line };
    }
    if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line += 1;
    value += char;
    index += 1;
  }
  throw new CsvError('a quoted field is not closed', startLine);
}

function checkFieldCounts(records: readonly string[][], recordLines: readonly number[]): void {
  const width = records[0]?.length ?? 0;
  records.forEach((record, index) => {
    if (record.length !== width) {
      throw new CsvError(`${record.length} fields, but the header has ${width}`, recordLines[index]!);
    }
  });
}
