/** The HTTP header validator's own panels: the message's summary, the security headers grade and the header fields. */
import { ShieldCheck } from 'lucide-react';
import { KeyValueList, NoteList, Panel, type Column, type KeyValue, type PanelTone } from '../../kit';
import { formatCount } from '../../lib/format';
import type { HeaderReport, HeaderRow } from './core';
import type { GradeRow, SecurityGrade } from './grade';
import { LETTERS, SCORING } from './scoring';

export const HEADER_COLUMNS: readonly Column<HeaderRow>[] = [
  { key: 'line', header: 'Line', align: 'right', width: 'w-16', value: (row) => row.line },
  {
    key: 'name',
    header: 'Name',
    width: 'min-w-40',
    value: (row) => row.name,
    code: 'anywhere',
  },
  {
    key: 'value',
    header: 'Value',
    width: 'min-w-56',
    value: (row) => row.value,
    code: 'anywhere',
  },
  {
    key: 'about',
    header: 'What it is',
    width: 'min-w-48',
    value: (row) => `${row.about}${row.structured ? ` (structured ${row.structured})` : ''}`,
  },
];

export const STATUS_LABELS: Record<GradeRow['status'], string> = { good: 'Present', weak: 'Weak', missing: 'Missing' };

export const STATUS_CLASSES: Record<GradeRow['status'], string> = {
  good: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  weak: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
  missing: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

export function gradeTone(letter: string): PanelTone {
  if (letter.startsWith('A')) return 'good';
  if (letter === 'B' || letter === 'C') return 'caution';
  return 'bad';
}

export function MessageSummary({ report }: { report: HeaderReport }) {
  const items: KeyValue[] = [{ label: 'Message', value: report.kindReason }];
  if (report.startLine)
    items.push({ label: 'Start line', value: <code className="font-mono break-all">{report.startLine.text}</code> });
  items.push({ label: 'Header fields', value: formatCount(report.fieldCount) });
  return (
    <>
      <KeyValueList items={items} />
      {report.ignored.length > 0 && (
        <div className="text-sm">
          <p className="font-medium">Not read as header fields:</p>
          <NoteList notes={report.ignored} />
        </div>
      )}
    </>
  );
}

export function GradePanel({ grade, stale }: { grade: SecurityGrade; stale: boolean }) {
  return (
    <Panel title="Security Headers Grade" tone={gradeTone(grade.letter)} icon={ShieldCheck} stale={stale}>
      <div className="flex flex-wrap items-center gap-4">
        <p
          className="rounded-lg border-2 border-current px-4 py-2 text-4xl font-bold tabular-nums"
          data-testid="security-grade"
          aria-label={`Grade ${grade.letter}`}
        >
          {grade.letter}
        </p>
        <p className="text-sm">
          Score {grade.score} of 100. Each missing or weak header costs the points shown; A+ needs every one present and
          strong. HSTS only counts when the site is served over HTTPS.
        </p>
      </div>
      <ul aria-label="Security headers" className="flex flex-col gap-2 text-sm">
        {grade.rows.map((row) => (
          <li
            key={row.header}
            className="rounded-md border border-gray-200 bg-white p-3 text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
          >
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-medium">{row.header}</span>
              <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[row.status]}`}>
                {STATUS_LABELS[row.status]}
              </span>
              <span className="tabular-nums">{row.cost === 0 ? 'costs nothing' : `costs ${row.cost} points`}</span>
            </p>
            <p className="mt-1 [overflow-wrap:anywhere]">{row.note}</p>
            {row.fix && (
              <p className="mt-1 [overflow-wrap:anywhere]">
                Fix: {/^[A-Za-z-]+: /.test(row.fix) ? <code className="font-mono text-xs">{row.fix}</code> : row.fix}
              </p>
            )}
          </li>
        ))}
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">How the grade is scored</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Points each header costs</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-2">
                Header
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                Missing
              </th>
              <th scope="col" className="py-1 text-right">
                Weak
              </th>
            </tr>
          </thead>
          <tbody>
            {SCORING.map((row) => (
              <tr key={row.header} className="border-t border-gray-200 dark:border-gray-700">
                <td className="py-1 pr-2">{row.header}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{row.missing ? `−${row.missing}` : '0'}</td>
                <td className="py-1 text-right tabular-nums">−{row.weak}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2">
          Letters:{' '}
          {LETTERS.map((entry) =>
            entry.letter === 'A+' ? 'A+ = 100, all present' : `${entry.letter} ≥ ${entry.min}`,
          ).join(', ')}
          .
        </p>
      </details>
    </Panel>
  );
}
