import { beforeAll, describe, expect, it } from 'vitest';
import { loadTemporal } from '../../lib/time/temporal';
import { buildCalendar, calendarNames, MONDAY, SUNDAY, type CalendarDocument, type CalendarNames } from './core';
import { calendarExports, calendarHtmlTables, calendarMarkdown, calendarText, printableHtml } from './exports';

beforeAll(async () => {
  await loadTemporal();
});

const november = (chosen: string[] = [], weekNumbers = true, names: CalendarNames = calendarNames('en-US')) =>
  buildCalendar({ kind: 'month', year: 2026, month: 11 }, names, { weekStart: MONDAY, chosen, weekNumbers });

/** Names with every character HTML and Markdown treat specially, to see that the exports escape them. */
function hostileNames(): CalendarNames {
  const names = calendarNames('en-US');
  return {
    ...names,
    locale: 'en"><script>',
    months: names.months.map((month) => `<b>${month}</b> & "co" | *x*`),
    weekdaysShort: names.weekdaysShort.map((day) => (day === '' ? '' : `<${day}>`)),
    weekdaysLong: names.weekdaysLong.map((day) => (day === '' ? '' : `"${day}" & 'co'`)),
    monthTitle: () => '<img src=x onerror=alert(1)> & Co',
    yearTitle: () => '</title><script>alert(1)</script>',
  };
}

describe('calendarHtmlTables', () => {
  it('writes a month as a table with a caption, weekday headings and week numbers', () => {
    const html = calendarHtmlTables(november(['2026-11-24']));
    expect(html).toContain('<caption>November 2026</caption>');
    expect(html).toContain(
      '<thead><tr><th scope="col" class="week" abbr="ISO week">Wk</th><th scope="col" abbr="Monday">Mon</th>',
    );
    expect(html).toContain(
      '<tr><th scope="row" class="week">44</th><td class="other-month"><time datetime="2026-10-26">26</time></td>',
    );
    expect(html).toContain('<td class="chosen"><time datetime="2026-11-24">24</time></td>');
    expect(html.match(/<tr><th scope="row"/g)).toHaveLength(6);
  });

  it('leaves the week column out when asked', () => {
    const html = calendarHtmlTables(november([], false));
    expect(html).not.toContain('Wk');
    expect(html).not.toContain('scope="row"');
  });

  it('escapes every name', () => {
    const month = calendarHtmlTables(november([], true, hostileNames()));
    expect(month).toContain('<caption>&lt;img src=x onerror=alert(1)&gt; &amp; Co</caption>');
    expect(month).toContain('<th scope="col" abbr="&quot;Monday&quot; &amp; &#39;co&#39;">&lt;Mon&gt;</th>');
    expect(month).not.toMatch(/<img|<Mon>/);
    const names = hostileNames();
    const year = calendarHtmlTables(
      buildCalendar({ kind: 'year', year: 2026 }, names, { weekStart: MONDAY, chosen: [], weekNumbers: true }),
    );
    expect(year).toContain('lang="en&quot;&gt;&lt;script&gt;"');
    expect(year).toContain('<h1>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(year).toContain('<caption>&lt;b&gt;January&lt;/b&gt; &amp; &quot;co&quot; | *x*</caption>');
    expect(year).not.toMatch(/<script|<b>/);
  });

  it('writes a year as twelve tables under its heading', () => {
    const calendar = buildCalendar({ kind: 'year', year: 2026 }, calendarNames('fr-FR'), {
      weekStart: MONDAY,
      chosen: [],
      weekNumbers: true,
    });
    const html = calendarHtmlTables(calendar);
    expect(html.match(/<table/g)).toHaveLength(12);
    expect(html).toContain('<h1>2026</h1>');
    expect(html).toContain('<caption>janvier</caption>');
  });
});

describe('printableHtml', () => {
  it('is a whole page with its own style and the escaped title', () => {
    const page = printableHtml(november([], true, hostileNames()));
    expect(page.startsWith('<!DOCTYPE html>\n<html lang="en&quot;&gt;&lt;script&gt;">')).toBe(true);
    expect(page).toContain('<meta charset="utf-8">');
    expect(page).toContain('<title>&lt;img src=x onerror=alert(1)&gt; &amp; Co</title>');
    expect(page).toContain('@page');
    expect(page).not.toMatch(/<script|<img|src="http|href=/);
    expect(page.trimEnd().endsWith('</html>')).toBe(true);
  });
});

describe('calendarMarkdown', () => {
  it('writes a month as a table, chosen dates in bold, other months’ days blank', () => {
    expect(calendarMarkdown(november(['2026-11-24']))).toBe(
      [
        '## November 2026',
        '',
        '| Wk | Mon | Tue | Wed | Thu | Fri | Sat | Sun |',
        '| --: | --: | --: | --: | --: | --: | --: | --: |',
        '| 44 |  |  |  |  |  |  | 1 |',
        '| 45 | 2 | 3 | 4 | 5 | 6 | 7 | 8 |',
        '| 46 | 9 | 10 | 11 | 12 | 13 | 14 | 15 |',
        '| 47 | 16 | 17 | 18 | 19 | 20 | 21 | 22 |',
        '| 48 | 23 | **24** | 25 | 26 | 27 | 28 | 29 |',
        '| 49 | 30 |  |  |  |  |  |  |',
        '',
      ].join('\n'),
    );
  });

  it('escapes the characters that would break the table', () => {
    const markdown = calendarMarkdown(
      buildCalendar({ kind: 'year', year: 2026 }, hostileNames(), { weekStart: MONDAY, chosen: [], weekNumbers: true }),
    );
    expect(markdown).toContain('## \\<b\\>January\\</b\\> & "co" \\| \\*x\\*');
    expect(markdown).toContain('| Wk | \\<Mon\\> |');
  });
});

describe('calendarText', () => {
  it('writes a month as a monospace grid, chosen dates in brackets', () => {
    expect(calendarText(november(['2026-11-24', '2026-11-01']))).toBe(
      [
        '           November 2026',
        'Wk Mon  Tue  Wed  Thu  Fri  Sat  Sun',
        '44                                [1]',
        '45   2    3    4    5    6    7    8',
        '46   9   10   11   12   13   14   15',
        '47  16   17   18   19   20   21   22',
        '48  23  [24]  25   26   27   28   29',
        '49  30',
        '',
      ].join('\n'),
    );
  });

  it('starts the week where asked and leaves week numbers out when asked', () => {
    const calendar = buildCalendar({ kind: 'month', year: 2026, month: 2 }, calendarNames('de-DE'), {
      weekStart: SUNDAY,
      chosen: [],
      weekNumbers: false,
    });
    expect(calendarText(calendar)).toBe(
      [
        '          Februar 2026',
        ' So   Mo   Di   Mi   Do   Fr   Sa',
        '  1    2    3    4    5    6    7',
        '  8    9   10   11   12   13   14',
        ' 15   16   17   18   19   20   21',
        ' 22   23   24   25   26   27   28',
        '',
      ].join('\n'),
    );
  });

  it('lists the twelve months of a year under it', () => {
    const calendar: CalendarDocument = buildCalendar({ kind: 'year', year: 2024 }, calendarNames('en-US'), {
      weekStart: MONDAY,
      chosen: [],
      weekNumbers: true,
    });
    const text = calendarText(calendar);
    expect(text.startsWith('2024\n\n')).toBe(true);
    expect(text).toContain('February');
    expect(text).toContain(' 29');
    expect(text.split('\n\n')).toHaveLength(13);
  });
});

describe('calendarExports', () => {
  it('declares each format as a tab with its text, file name and type', () => {
    const calendar = november(['2026-11-24']);
    const exports = calendarExports(calendar, 'calendar-2026-11');
    expect(exports.map(({ id, tab, fileName, mimeType }) => [id, tab, fileName, mimeType])).toEqual([
      ['print', 'Print', 'calendar-2026-11.html', 'text/html'],
      ['html', 'HTML table', 'calendar-2026-11-table.html', 'text/html'],
      ['markdown', 'Markdown', 'calendar-2026-11.md', 'text/markdown'],
      ['text', 'Plain text', 'calendar-2026-11.txt', 'text/plain'],
    ]);
    expect(exports.map((entry) => entry.text)).toEqual([
      printableHtml(calendar),
      calendarHtmlTables(calendar),
      calendarMarkdown(calendar),
      calendarText(calendar),
    ]);
  });
});
