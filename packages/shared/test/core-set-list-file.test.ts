import { describe, expect, it } from 'vitest';
import {
  CsvError,
  coreSetListCsvColumns,
  formatOfFileName,
  parseCsv,
  readCoreSetListFile,
  type InstitutionCoreSetFile,
} from '../src/index';

describe('parseCsv (RFC 4180)', () => {
  it('splits records on CRLF or LF and fields on commas', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\n4,5,6')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
  });

  it('reads quoted fields with commas, line breaks and doubled quotes', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi""\r\nthere"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\r\nthere'],
    ]);
  });

  it('keeps empty fields, including a last empty one and an empty quoted one', () => {
    expect(parseCsv('a,b,c\n,"",\n')).toEqual([
      ['a', 'b', 'c'],
      ['', '', ''],
    ]);
  });

  it('drops a byte-order mark, skips blank lines and accepts a missing final line break', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('keeps spaces as they are (RFC 4180 makes them part of the field)', () => {
    expect(parseCsv('a, b \n')).toEqual([['a', ' b ']]);
  });

  it('refuses an unclosed quote, a stray quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a,b\n1,"open\n')).toThrow(new CsvError('a quoted field is not closed', 2));
    expect(() => parseCsv('a,b\n1,x"y\n')).toThrow(new CsvError('a quote inside an unquoted field', 2));
    expect(() => parseCsv('a,b\n1,"x"y\n')).toThrow(new CsvError('text after a closing quote', 2));
  });

  it('refuses a record whose number of fields differs from the header’s, naming its first line', () => {
    expect(() => parseCsv('a,b\n"multi\nline",2\n1,2,3\n')).toThrow(
      new CsvError('3 fields, but the header has 2', 4),
    );
  });
});

describe('formatOfFileName', () => {
  it('reads the extension, in any case', () => {
    expect(formatOfFileName('lists.JSON')).toBe('json');
    expect(formatOfFileName('/tmp/x.y/lists.csv')).toBe('csv');
    expect(formatOfFileName('lists.xlsx')).toBeNull();
    expect(formatOfFileName('lists')).toBeNull();
  });
});

const jsonSet = {
  condition: 'fixture-a',
  context: 'post-acute',
  group: 'musculoskeletal',
  name: { en: 'Fixture A', kr: '예시 A' },
  source: 'Test fixture, not a publication',
  brief: ['b130'],
  comprehensive: ['b130', 'd450'],
  publishedCounts: { brief: { b: 1, total: 1 }, comprehensive: null },
} as const;

const expectedSet: InstitutionCoreSetFile['sets'][number] = {
  ...jsonSet,
  name: { ...jsonSet.name },
  brief: [...jsonSet.brief],
  comprehensive: [...jsonSet.comprehensive],
  publishedCounts: { brief: { b: 1, s: null, d: null, e: null, total: 1 }, comprehensive: null },
};

describe('readCoreSetListFile: JSON', () => {
  it('reads a valid file, filling unknown counts and absent lists with null', () => {
    const { comprehensive: _left, ...withoutComprehensive } = jsonSet;
    const text = JSON.stringify({
      format: 'icf-institution-core-sets/1',
      sets: [jsonSet, { ...withoutComprehensive, context: 'any', publishedCounts: undefined }],
    });
    expect(readCoreSetListFile(text, 'json')).toEqual({
      ok: true,
      file: {
        format: 'icf-institution-core-sets/1',
        sets: [
          expectedSet,
          {
            ...expectedSet,
            context: 'any',
            comprehensive: null,
            publishedCounts: { brief: null, comprehensive: null },
          },
        ],
      },
    });
  });

  it('reports malformed JSON', () => {
    const result = readCoreSetListFile('{"format":', 'json');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toMatch(/^not valid JSON/);
  });

  it('lists every schema problem with its path', () => {
    const text = JSON.stringify({
      format: 'icf-institution-core-sets/1',
      sets: [
        {
          ...jsonSet,
          condition: 'Fixture A',
          context: 'chronic',
          source: ' ',
          name: { en: 'Fixture A' },
          extra: true,
        },
      ],
    });
    const result = readCoreSetListFile(text, 'json');
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(
      ['sets.0', 'sets.0.condition', 'sets.0.context', 'sets.0.name.kr', 'sets.0.source'].sort(),
    );
  });

  it('refuses a file without the format marker, or with no sets', () => {
    expect(readCoreSetListFile(JSON.stringify({ sets: [jsonSet] }), 'json').ok).toBe(false);
    const empty = readCoreSetListFile(
      JSON.stringify({ format: 'icf-institution-core-sets/1', sets: [] }),
      'json',
    );
    expect(empty).toEqual({ ok: false, problems: ['sets: must name at least one set'] });
  });

  it('refuses a negative or fractional published count', () => {
    const text = JSON.stringify({
      format: 'icf-institution-core-sets/1',
      sets: [{ ...jsonSet, publishedCounts: { brief: { b: -1, total: 1.5 }, comprehensive: null } }],
    });
    const result = readCoreSetListFile(text, 'json');
    expect(result.ok ? [] : result.problems.map((problem) => problem.split(':')[0])).toEqual([
      'sets.0.publishedCounts.brief.b',
      'sets.0.publishedCounts.brief.total',
    ]);
  });
});

const header = coreSetListCsvColumns.join(',');

function csvRow(values: Partial<Record<(typeof coreSetListCsvColumns)[number], string>>): string {
  return coreSetListCsvColumns
    .map((column) => {
      const value = values[column] ?? '';
      return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
    })
    .join(',');
}

const csvValues = {
  condition: 'fixture-a',
  context: 'post-acute',
  group: 'musculoskeletal',
  name_en: 'Fixture A',
  name_kr: '예시 A',
  source: 'Test fixture, not a publication',
  brief: 'b130',
  comprehensive: 'b130 d450',
  brief_b: '1',
  brief_total: '1',
};

describe('readCoreSetListFile: CSV', () => {
  it('reads one set per record into the JSON shape', () => {
    const text = `${header}\r\n${csvRow(csvValues)}\r\n`;
    expect(readCoreSetListFile(text, 'csv')).toEqual({
      ok: true,
      file: { format: 'icf-institution-core-sets/1', sets: [expectedSet] },
    });
  });

  it('takes columns in any order and codes separated by spaces, commas or semicolons', () => {
    const columns = [...coreSetListCsvColumns].reverse();
    const values: Record<string, string> = { ...csvValues, comprehensive: 'b130, d450;\nd455' };
    const row = columns
      .map((column) => {
        const value = values[column] ?? '';
        return /[",\r\n]/.test(value) ? `"${value}"` : value;
      })
      .join(',');
    const result = readCoreSetListFile(`${columns.join(',')}\n${row}\n`, 'csv');
    expect(result.ok && result.file.sets[0]!.comprehensive).toEqual(['b130', 'd450', 'd455']);
  });

  it('reads a source with commas and quotes', () => {
    const source = 'Author A, Author B. "Title". Journal 2020;1:1-2.';
    const result = readCoreSetListFile(`${header}\n${csvRow({ ...csvValues, source })}\n`, 'csv');
    expect(result.ok && result.file.sets[0]!.source).toBe(source);
  });

  it('names missing, unknown and repeated header columns', () => {
    const broken = header.replace('name_kr', 'name_ko') + ',brief';
    const result = readCoreSetListFile(`${broken}\n`, 'csv');
    expect(result).toEqual({
      ok: false,
      problems: [
        'header: missing column(s) name_kr',
        'header: unknown column(s) name_ko',
        'header: repeated column(s) brief',
      ],
    });
  });

  it('refuses an empty file', () => {
    expect(readCoreSetListFile('', 'csv')).toEqual({
      ok: false,
      problems: ['the file is empty; the first line must be the header'],
    });
  });

  it('refuses a header without sets', () => {
    expect(readCoreSetListFile(`${header}\n`, 'csv')).toEqual({
      ok: false,
      problems: ['sets: must name at least one set'],
    });
  });

  it('names the record and column of a bad cell', () => {
    const text = [
      header,
      csvRow(csvValues),
      csvRow({ ...csvValues, context: 'chronic', brief_d: 'two', name_kr: '' }),
    ].join('\n');
    const result = readCoreSetListFile(text, 'csv');
    expect(result.ok ? [] : result.problems.map((problem) => problem.split(':')[0]).sort()).toEqual(
      ['record 3, column brief_d', 'record 3, column context', 'record 3, column name_kr'].sort(),
    );
  });

  it('reports broken CSV syntax', () => {
    const result = readCoreSetListFile(`${header}\n"open`, 'csv');
    expect(result).toEqual({ ok: false, problems: ['not valid CSV: line 2: a quoted field is not closed'] });
  });
});
