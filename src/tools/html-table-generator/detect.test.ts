import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('html-table-generator detector', () => {
  it.each([
    ['its sample, a Markdown table', SAMPLE_INPUT, 0.9],
    ['a Markdown table without outer pipes', 'a | b\n:-- | --:\n1 | 2', 0.9],
    ['an HTML table', '<table>\n  <tr><td>1</td></tr>\n</table>', 0.7],
    ['cells copied from a spreadsheet', 'Item\tQty\nPens\t4\nInk\t2\n', 0.6],
    ['CSV', 'name,qty\npens,4', 0.4],
  ])('scores %s', (_name, text, expected) => {
    expect(score(text)).toBe(expected);
  });

  it.each([
    ['prose', 'This is a sentence. And here is another one, with a comma.'],
    ['JSON', '{\n  "a": [1, 2]\n}'],
    ['a date', '2026-11-25'],
    ['CSS', '.box {\n  box-shadow: 0 1px 2px black;\n}'],
    ['one line of pipes', 'a | b | c'],
    ['ragged tabs', 'a\tb\tc\nd\te'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'html-table-generator' },
      state: { input: SAMPLE_INPUT },
    });
  });

  it('never outranks csv-to-json on CSV', () => {
    expect(rankTools('name,email,role\nAda,ada@example.com,Engineer\nLin,lin@example.com,Designer\n')[0]?.tool.id).toBe(
      'csv-to-json',
    );
  });
});
