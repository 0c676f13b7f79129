import { describe, expect, it } from 'vitest';
import { csvRecord, csvText, quoteCsvField } from './csv';

describe('quoteCsvField', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r', '"cr\r"'],
    [' spaced ', ' spaced '],
    ['"', '""""'],
  ])('%j → %j', (field, expected) => {
    expect(quoteCsvField(field)).toBe(expected);
  });
});

describe('csvRecord and csvText', () => {
  it('keeps a record of one empty field from reading as an empty line', () => {
    expect(csvRecord([''])).toBe('""');
    expect(csvRecord(['', ''])).toBe(',');
  });

  it('ends every record with CRLF', () => {
    expect(
      csvText([
        ['Word', 'Count'],
        ['a,b', '2'],
      ]),
    ).toBe('Word,Count\r\n"a,b",2\r\n');
    expect(csvText([])).toBe('');
  });
});
