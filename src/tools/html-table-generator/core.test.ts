import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import {
  csvOf,
  detectTableFormat,
  exportNotes,
  htmlOf,
  markdownOf,
  previewTree,
  readTable,
  SAMPLE_INPUT,
  TABLE_CSS,
  tableExports,
  tsvOf,
  type TableOptions,
  withoutInlineCode,
} from './core';
import { normalizeTable, setSpan } from './table';

const OPTIONS: TableOptions = { headerRow: true, headerColumn: false, caption: '' };

describe('detectTableFormat', () => {
  it.each([
    [SAMPLE_INPUT, 'markdown'],
    ['a | b\n--|--\n1 | 2', 'markdown'],
    ['|a|b|\n|:-:|--:|', 'markdown'],
    ['Name\tAge\nAda\t36', 'tsv'],
    ['Name,Age\nAda,36', 'csv'],
    ['<table><tr><td>1</td></tr></table>', 'html'],
    ['a | b\nc | d', 'csv'],
  ])('%j is %s', (text, format) => {
    expect(detectTableFormat(text)).toBe(format);
  });
});

describe('readTable', () => {
  it.each([
    {
      name: 'the sample',
      text: SAMPLE_INPUT,
      format: 'auto' as const,
      rows: 5,
      first: ['Browser', 'Engine', 'First release'],
    },
    {
      name: 'CSV with quotes',
      text: 'a,"b, c"\n"say ""hi""",d\n',
      format: 'auto' as const,
      rows: 2,
      first: ['a', 'b, c'],
    },
    { name: 'semicolon CSV', text: 'a;b\nc;d', format: 'auto' as const, rows: 2, first: ['a', 'b'] },
    {
      name: 'a spreadsheet copy',
      text: 'Item\tQty\r\nPens\t4\r\n"Two\nlines"\t2\r\n',
      format: 'auto' as const,
      rows: 3,
      first: ['Item', 'Qty'],
    },
    {
      name: 'Markdown without outer pipes',
      text: 'a | b\n--- | ---\n1 | 2 \\| 3',
      format: 'auto' as const,
      rows: 2,
      first: ['a', 'b'],
    },
    { name: 'ragged CSV', text: 'a,b,c\nd', format: 'csv' as const, rows: 2, first: ['a', 'b', 'c'] },
  ])('reads $name', ({ text, format, rows, first }) => {
    const table = readTable(text, format);
    expect(table.cells).toHaveLength(rows);
    expect(table.cells[0]).toEqual(first);
    for (const row of table.cells) expect(row).toHaveLength(first.length);
  });

  it('reads escaped pipes, line breaks and a ragged row in Markdown', () => {
    expect(readTable('| a | b |\n|---|---|\n| x \\| y | 1<br>2 |\n| z |', 'markdown').cells).toEqual([
      ['a', 'b'],
      ['x | y', '1\n2'],
      ['z', ''],
    ]);
  });

  it('reads an HTML table with its caption, header row and column, and colspans', () => {
    const html = `<table><caption> Plan </caption><thead><tr><th>Who</th><th colspan="2">Days</th></tr></thead>
      <tbody><tr><th>Ada</th><td>Mon</td><td>Tue &amp; Wed</td></tr></tbody></table>`;
    expect(readTable(html, 'auto')).toEqual({
      cells: [
        ['Who', 'Days', ''],
        ['Ada', 'Mon', 'Tue & Wed'],
      ],
      spans: [
        [1, 2, 1],
        [1, 1, 1],
      ],
      headerRow: true,
      headerColumn: true,
      caption: 'Plan',
    });
  });

  it.each([
    ['', 'Paste a table'],
    ['| a | b |\n| --- |', 'header has 2 cells but its delimiter row has 1'],
    ['| a |\nno table', 'not a Markdown table'],
    ['a,"b\nc,d', 'Row 1 has a quoted cell that is never closed'],
    ['<p>no table</p><table></table>', 'This <table> has no rows'],
    [Array.from({ length: 501 }, () => 'a,b').join('\n'), 'This table has 501 rows; the editor takes up to 500.'],
    [Array.from({ length: 51 }, () => 'x').join(','), 'This table has 51 columns; the editor takes up to 50.'],
  ])('refuses %j, saying %s', (text, message) => {
    const format = text.startsWith('| a |\nno') ? 'markdown' : 'auto';
    expect(() => readTable(text, format)).toThrow(ToolError);
    expect(() => readTable(text, format)).toThrow(message);
  });
});

describe('htmlOf', () => {
  it('writes thead, tbody, scopes, a caption and colspans, all escaped', () => {
    const table = setSpan(
      normalizeTable([
        ['<b>', 'x & y', ''],
        ['"q"', '1', '2'],
      ]),
      0,
      1,
      2,
    );
    expect(htmlOf(table, { headerRow: true, headerColumn: true, caption: 'A < B' })).toBe(
      `<table>
  <caption>A &lt; B</caption>
  <thead>
    <tr>
      <th scope="col">&lt;b&gt;</th>
      <th scope="col" colspan="2">x &amp; y</th>
    </tr>
  </thead>
  <tbody>
    <tr>
      <th scope="row">&quot;q&quot;</th>
      <td>1</td>
      <td>2</td>
    </tr>
  </tbody>
</table>
`,
    );
  });

  it('writes no thead without a header row', () => {
    const html = htmlOf(normalizeTable([['a']]), { headerRow: false, headerColumn: false, caption: '' });
    expect(html).toBe('<table>\n  <tbody>\n    <tr>\n      <td>a</td>\n    </tr>\n  </tbody>\n</table>\n');
  });

  it('reads back through the HTML import as the same table', () => {
    const table = setSpan(
      normalizeTable([
        ['h1', 'h2', 'h3'],
        ['a', 'b', 'c'],
      ]),
      1,
      0,
      2,
    );
    const options = { headerRow: true, headerColumn: false, caption: 'Caption' };
    const read = readTable(htmlOf(table, options), 'auto');
    expect(read).toEqual({
      cells: [
        ['h1', 'h2', 'h3'],
        ['a', '', 'c'],
      ],
      spans: table.spans,
      ...options,
    });
  });
});

describe('markdownOf and csvOf', () => {
  it('escapes pipes and writes line breaks as <br>', () => {
    expect(
      markdownOf(
        normalizeTable([
          ['a|b', 'c'],
          ['1\n2', ''],
        ]),
      ),
    ).toBe('| a\\|b | c |\n| --- | --- |\n| 1<br>2 |  |\n');
  });

  it('writes CSV with quotes where needed and CRLF', () => {
    expect(
      csvOf(
        normalizeTable([
          ['a,b', 'say "hi"'],
          ['x', ''],
        ]),
      ),
    ).toBe('"a,b","say ""hi"""\r\nx,\r\n');
  });

  it('leaves the columns under a span empty, and says so', () => {
    const table = setSpan(normalizeTable([['wide', 'hidden']]), 0, 0, 2);
    expect(csvOf(table)).toBe('wide,\r\n');
    const notes = exportNotes(table, OPTIONS, true);
    expect(notes.markdown[0]).toContain('Markdown has no column spans');
    expect(notes.csv[0]).toContain('CSV has no column spans');
  });

  it('declares each export as a tab with its text, file, type and notes', () => {
    const table = setSpan(normalizeTable([['wide', 'hidden']]), 0, 0, 2);
    const exports = tableExports(table, OPTIONS);
    expect(exports.map(({ id, fileName, mimeType }) => [id, fileName, mimeType])).toEqual([
      ['html', 'table.html', 'text/html'],
      ['markdown', 'table.md', 'text/markdown'],
      ['csv', 'table.csv', 'text/csv'],
      ['css', 'table.css', 'text/css'],
    ]);
    expect(exports.map((entry) => entry.text)).toEqual([
      htmlOf(table, OPTIONS),
      markdownOf(table),
      csvOf(table),
      TABLE_CSS,
    ]);
    expect(exports[1]!.note).toEqual(exportNotes(table, OPTIONS, true).markdown);
    expect(exports[0]!.note).toEqual([]);
  });
});

describe('previewTree', () => {
  it('builds the same structure as the HTML export', () => {
    const table = setSpan(
      normalizeTable([
        ['a', 'b'],
        ['c', 'd'],
      ]),
      1,
      0,
      2,
    );
    expect(previewTree(table, { headerRow: true, headerColumn: false, caption: 'Cap' })).toEqual([
      {
        tag: 'table',
        attributes: { id: 'table' },
        children: [
          { tag: 'caption', attributes: {}, children: ['Cap'] },
          {
            tag: 'thead',
            attributes: {},
            children: [
              {
                tag: 'tr',
                attributes: {},
                children: [
                  { tag: 'th', attributes: { scope: 'col' }, children: ['a'] },
                  { tag: 'th', attributes: { scope: 'col' }, children: ['b'] },
                ],
              },
            ],
          },
          {
            tag: 'tbody',
            attributes: {},
            children: [
              { tag: 'tr', attributes: {}, children: [{ tag: 'td', attributes: { colspan: '2' }, children: ['c'] }] },
            ],
          },
        ],
      },
    ]);
  });
});

describe('round trips: import(export(cells)) gives the same cells', () => {
  const text = fc.string({
    unit: fc.constantFrom('a', 'B', ' ', ',', ';', '"', '|', '\\', '\t', '\n', 'é', '1', '-', ':'),
  });
  const grid = (cell: fc.Arbitrary<string>) =>
    fc
      .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 4 }))
      .chain(([rows, columns]) =>
        fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), { minLength: rows, maxLength: rows }),
      );

  it('CSV', () => {
    fc.assert(
      fc.property(grid(text), (cells) => {
        fc.pre(cells.flat().some((cell) => cell.trim() !== ''));
        expect(readTable(csvOf(normalizeTable(cells)), 'csv').cells).toEqual(cells);
      }),
    );
  });

  it('TSV', () => {
    fc.assert(
      fc.property(grid(text), (cells) => {
        // A table of blank cells is blank text, which is no table to import.
        fc.pre(cells.flat().some((cell) => cell.trim() !== ''));
        expect(readTable(tsvOf(normalizeTable(cells)), 'tsv').cells).toEqual(cells);
      }),
    );
  });

  it('Markdown (cells as Markdown keeps them: trimmed, on one line)', () => {
    const markdownText = text.map((value) => value.replace(/\s+/g, ' ').trim());
    fc.assert(
      fc.property(grid(markdownText), (cells) => {
        fc.pre(cells.flat().some((cell) => cell.trim() !== ''));
        expect(readTable(markdownOf(normalizeTable(cells)), 'markdown').cells).toEqual(cells);
        expect(readTable(markdownOf(normalizeTable(cells)), 'auto').cells).toEqual(cells);
      }),
    );
  });
});

describe('withoutInlineCode', () => {
  it.each([
    ['<td style="color: red">a</td>', '<td>a</td>'],
    ['<td onclick="x()" style=\'a\' class="c">a</td>', '<td class="c">a</td>'],
    ['<style>td { color: red }</style><table>', '<table>'],
    // Text outside a tag is not an attribute.
    ['<td>style="kept"</td>', '<td>style="kept"</td>'],
  ])('%s', (html, cleaned) => {
    expect(withoutInlineCode(html)).toBe(cleaned);
  });
});
