import type { CalendarDay, CalendarDocument, CalendarWeek } from './core';
import { escapeMarkup } from '../../lib/markup';
import type { ExportedText } from '../../lib/download';

/** The heading of the week-number column, and its full name for screen readers. */
const WEEK_HEADING = 'Wk';
const WEEK_HEADING_LONG = 'ISO week';

function dayCell(day: CalendarDay, chosen: ReadonlySet<string>): string {
  const classes = [day.inMonth ? '' : 'other-month', chosen.has(day.date) ? 'chosen' : ''].filter(Boolean);
  const classAttribute = classes.length > 0 ? ` class="${classes.join(' ')}"` : '';
  return `<td${classAttribute}><time datetime="${day.date}">${day.day}</time></td>`;
}

function tableRow(week: CalendarWeek, calendar: CalendarDocument): string {
  const number = calendar.weekNumbers ? `<th scope="row" class="week">${week.isoWeek}</th>` : '';
  return `    <tr>${number}${week.days.map((day) => dayCell(day, calendar.chosen)).join('')}</tr>`;
}

/** One month as an HTML table: caption, weekday headings, and a row per week. */
function monthTable(month: CalendarDocument['months'][number], calendar: CalendarDocument): string {
  const weekHeading = calendar.weekNumbers
    ? `<th scope="col" class="week" abbr="${WEEK_HEADING_LONG}">${WEEK_HEADING}</th>`
    : '';
  const headings = calendar.weekdays
    .map((day) => `<th scope="col" abbr="${escapeMarkup(day.long)}">${escapeMarkup(day.short)}</th>`)
    .join('');
  return [
    '<table class="calendar">',
    `  <caption>${escapeMarkup(month.title)}</caption>`,
    `  <thead><tr>${weekHeading}${headings}</tr></thead>`,
    '  <tbody>',
    ...month.grid.weeks.map((week) => tableRow(week, calendar)),
    '  </tbody>',
    '</table>',
  ].join('\n');
}

/**
 * The calendar as HTML tables (one per month), every name escaped. Days of the neighbour months have the
 * class `other-month` and chosen dates `chosen`; each day is a `<time datetime>`.
 */
export function calendarHtmlTables(calendar: CalendarDocument): string {
  const tables = calendar.months.map((month) => monthTable(month, calendar));
  if (calendar.kind === 'month') return `${tables[0]}\n`;
  return `<section class="calendar-year" lang="${escapeMarkup(calendar.lang)}">\n<h1>${escapeMarkup(calendar.title)}</h1>\n${tables.join('\n')}\n</section>\n`;
}

/** The style of the print-ready page: A4 or Letter, a month large, a year as 3 × 4 small months. */
const PRINT_STYLE = `
  @page { margin: 12mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #000; background: #fff; }
  h1 { margin: 0 0 8mm; font-size: 20pt; text-align: center; }
  table.calendar { width: 100%; border-collapse: collapse; table-layout: fixed; break-inside: avoid; }
  caption { font-size: 20pt; font-weight: 700; padding-bottom: 4mm; }
  th { font-size: 10pt; font-weight: 600; padding: 2mm 1mm; border-bottom: 1px solid #000; }
  td { height: 24mm; border: 1px solid #999; vertical-align: top; text-align: right; padding: 1.5mm 2mm; font-size: 12pt; }
  th.week { width: 8mm; font-weight: 400; color: #555; border: 0; text-align: center; vertical-align: top; }
  td.other-month { color: #999; }
  td.chosen { font-weight: 700; background: #e5e7eb; }
  td.chosen time { border-bottom: 2px solid #000; }
  .calendar-year { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6mm 8mm; }
  .calendar-year h1 { grid-column: 1 / -1; margin: 0; }
  .calendar-year caption { font-size: 12pt; padding-bottom: 1mm; }
  .calendar-year th { font-size: 7pt; padding: 0.5mm; }
  .calendar-year td { height: auto; border: 0; text-align: center; padding: 0.5mm; font-size: 8pt; }
  .calendar-year th.week { width: auto; }
  .calendar-year td.other-month time { visibility: hidden; }
  @media screen { body { padding: 16px; max-width: 1000px; margin: 0 auto; } }
  @media print { td.chosen { print-color-adjust: exact; -webkit-print-color-adjust: exact; } }
`;

/** A self-contained HTML page of the calendar, styled for printing on one sheet. */
export function printableHtml(calendar: CalendarDocument): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeMarkup(calendar.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeMarkup(calendar.title)}</title>`,
    `<style>${PRINT_STYLE}</style>`,
    '</head>',
    '<body>',
    calendarHtmlTables(calendar).trimEnd(),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Characters that would end a Markdown table cell or start emphasis, code or markup. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\|*_`<>[\]#]/g, '\\$&');
}

function markdownMonth(month: CalendarDocument['months'][number], calendar: CalendarDocument, level: string): string {
  const headings = [...(calendar.weekNumbers ? [WEEK_HEADING] : []), ...calendar.weekdays.map((day) => day.short)];
  const rows = month.grid.weeks.map((week) => {
    const days = week.days.map((day) => {
      if (!day.inMonth) return '';
      return calendar.chosen.has(day.date) ? `**${day.day}**` : String(day.day);
    });
    return `| ${[...(calendar.weekNumbers ? [String(week.isoWeek)] : []), ...days].join(' | ')} |`;
  });
  return [
    `${level} ${escapeMarkdown(month.title)}`,
    '',
    `| ${headings.map(escapeMarkdown).join(' | ')} |`,
    `|${headings.map(() => ' --: ').join('|')}|`,
    ...rows,
  ].join('\n');
}

/** The calendar as Markdown tables, one per month; chosen dates in bold, neighbour months' days left blank. */
export function calendarMarkdown(calendar: CalendarDocument): string {
  if (calendar.kind === 'month') return `${markdownMonth(calendar.months[0]!, calendar, '##')}\n`;
  const months = calendar.months.map((month) => markdownMonth(month, calendar, '##'));
  return `# ${escapeMarkdown(calendar.title)}\n\n${months.join('\n\n')}\n`;
}

/** Width of a text in a monospace grid, counted in code points (wide CJK characters count as one). */
const width = (text: string) => [...text].length;
const padStart = (text: string, size: number) => ' '.repeat(Math.max(0, size - width(text))) + text;

function textMonth(month: CalendarDocument['months'][number], calendar: CalendarDocument): string {
  // A day column is as wide as its widest weekday name (at least three: a space or "[" and two digits), and
  // one more for a closing "]", so a chosen date's brackets never push the columns apart.
  const column = Math.max(3, ...calendar.weekdays.map((day) => width(day.short)));
  const weekColumn = calendar.weekNumbers ? WEEK_HEADING.length : 0;
  const weekCell = (text: string) => (calendar.weekNumbers ? [padStart(text, weekColumn)] : []);
  const heading = [...weekCell(WEEK_HEADING), ...calendar.weekdays.map((day) => `${padStart(day.short, column)} `)]
    .join(' ')
    .trimEnd();
  const rows = month.grid.weeks.map((week) => {
    const cells = week.days.map((day) => {
      if (!day.inMonth) return ' '.repeat(column + 1);
      const number = String(day.day);
      return padStart(calendar.chosen.has(day.date) ? `[${number}]` : `${number} `, column + 1);
    });
    return [...weekCell(String(week.isoWeek)), ...cells].join(' ').trimEnd();
  });
  const title = padStart(month.title, Math.floor((width(heading) + width(month.title)) / 2));
  return [title, heading, ...rows].join('\n');
}

/**
 * The calendar as a plain-text grid for a monospace font, as `cal` prints it: weekday names over right-aligned
 * day numbers, the ISO week first, chosen dates in [brackets].
 */
export function calendarText(calendar: CalendarDocument): string {
  const months = calendar.months.map((month) => textMonth(month, calendar));
  if (calendar.kind === 'month') return `${months[0]}\n`;
  return `${calendar.title}\n\n${months.join('\n\n')}\n`;
}

/** The calendar in each export format, as the Export panel's tabs show them (the page adds the Print button). */
export function calendarExports(calendar: CalendarDocument, fileName: string): ExportedText[] {
  return [
    {
      id: 'print',
      tab: 'Print',
      label: 'print-ready HTML page',
      text: printableHtml(calendar),
      fileName: `${fileName}.html`,
      mimeType: 'text/html',
      note: 'A page of its own, styled to print the calendar on one sheet. The Print button prints the calendar above without the rest of this page.',
    },
    {
      id: 'html',
      tab: 'HTML table',
      label: 'HTML table',
      text: calendarHtmlTables(calendar),
      fileName: `${fileName}-table.html`,
      mimeType: 'text/html',
      note: 'Plain tables to paste into a page: neighbour months’ days have the class other-month, chosen days chosen.',
    },
    {
      id: 'markdown',
      tab: 'Markdown',
      label: 'Markdown',
      text: calendarMarkdown(calendar),
      fileName: `${fileName}.md`,
      mimeType: 'text/markdown',
      note: 'Tables for a README or a wiki; chosen days in bold.',
    },
    {
      id: 'text',
      tab: 'Plain text',
      label: 'plain text',
      text: calendarText(calendar),
      fileName: `${fileName}.txt`,
      mimeType: 'text/plain',
      note: 'A grid for a monospace font, as cal prints it; chosen days in [brackets].',
    },
  ];
}
