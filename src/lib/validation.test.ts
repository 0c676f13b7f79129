import { describe, expect, it } from 'vitest';
import {
  batchValues,
  BATCH_VALUE_LIMIT,
  checkBatch,
  checkBatchAsync,
  csvRecords,
  listValues,
  type Check,
} from './validation';

const digitsOnly = (value: string): Check =>
  /^\d+$/.test(value)
    ? { verdict: value.length > 3 ? 'warning' : 'valid', reason: 'Digits', details: `${value.length}` }
    : { verdict: 'invalid', reason: 'Not a digit', position: value.search(/\D/) };

describe('listValues', () => {
  it.each([
    ['', []],
    ['a', [{ line: 1, value: 'a' }]],
    [
      'a\r\n\r\n  \nb\n',
      [
        { line: 1, value: 'a' },
        { line: 4, value: 'b' },
      ],
    ],
    [' keeps spaces \n', [{ line: 1, value: ' keeps spaces ' }]],
  ])('%j', (text, expected) => {
    expect(listValues(text)).toEqual(expected);
  });
});

describe('csvRecords', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, and says where each record starts', () => {
    expect(csvRecords('name,email\r\n"Lovelace, Ada","a""b@x.org"\n\n"multi\nline",c@d.org\n')).toEqual([
      { line: 1, fields: ['name', 'email'] },
      { line: 2, fields: ['Lovelace, Ada', 'a"b@x.org'] },
      { line: 4, fields: ['multi\nline', 'c@d.org'] },
    ]);
  });
  it.each([
    ['a;b\n1;2', ['1', '2']],
    ['a\tb\n1\t2', ['1', '2']],
    ['a,b\n1,2', ['1', '2']],
  ])('finds the delimiter of %j from its header', (text, fields) => {
    expect(csvRecords(text)[1]!.fields).toEqual(fields);
  });
});

describe('batchValues', () => {
  it('takes the named CSV column, or the first when the name is not in the header', () => {
    const csv = 'id, email \n1,a@b.org\n2,\n3,c@d.org\n';
    expect(batchValues(csv, { format: 'csv', column: 'email' })).toEqual({
      values: [
        { line: 2, value: 'a@b.org' },
        { line: 4, value: 'c@d.org' },
      ],
      columns: ['id', 'email'],
      column: 'email',
    });
    expect(batchValues(csv, { format: 'csv', column: 'missing' }).column).toBe('id');
  });
  it('refuses an empty CSV with a reason', () => {
    expect(() => batchValues('\n\n', { format: 'csv', column: '' })).toThrow(/header row/);
  });
});

describe('checkBatch', () => {
  it('checks every value into rows with their lines, and counts each verdict', () => {
    const result = checkBatch('12\n1234\n\nx1\n', { format: 'lines', column: '' }, digitsOnly);
    expect(result.counts).toEqual({ valid: 1, warning: 1, invalid: 1 });
    expect(result.rows).toEqual([
      { line: 1, value: '12', verdict: 'valid', reason: 'Digits', details: '2' },
      { line: 2, value: '1234', verdict: 'warning', reason: 'Digits', details: '4' },
      { line: 4, value: 'x1', verdict: 'invalid', reason: 'Not a digit', position: 0 },
    ]);
  });
  it('cuts a very long value in the table but checks all of it', () => {
    const long = '1'.repeat(BATCH_VALUE_LIMIT + 5);
    const [row] = checkBatch(long, { format: 'lines', column: '' }, digitsOnly).rows;
    expect(row!.value).toHaveLength(BATCH_VALUE_LIMIT + 1);
    expect(row!.details).toBe(`${BATCH_VALUE_LIMIT + 5}`);
  });
  it('awaits checks in order in its async form', async () => {
    const result = await checkBatchAsync('1\nx', { format: 'lines', column: '' }, async (value) => digitsOnly(value));
    expect(result.rows.map((row) => row.verdict)).toEqual(['valid', 'invalid']);
  });
});
