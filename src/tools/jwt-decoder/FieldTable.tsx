import { TriangleAlert } from 'lucide-react';
import { describeTime, type FieldInfo } from './core';

/** Rows shown at most: a token with thousands of claims still renders quickly; the payload pane has them all. */
const MAX_ROWS = 200;

const KIND_LABELS: Record<FieldInfo['kind'], string> = {
  header: '',
  registered: 'Registered claim',
  public: 'Public claim',
  private: 'Private claim',
};

/** A dated claim's moment in the reader's time zone, in UTC, and from now. */
function TimeValue({ time, now }: { time: number; now: number }) {
  const { local, utc, relative } = describeTime(time, now);
  return (
    <dl className="mt-1 grid grid-cols-1 text-xs text-gray-700 sm:grid-cols-[auto_1fr] sm:gap-x-2 dark:text-gray-300">
      <dt className="font-medium">Local</dt>
      <dd className="mb-1 sm:mb-0">{local}</dd>
      <dt className="font-medium">UTC</dt>
      <dd className="mb-1 sm:mb-0">{utc}</dd>
      <dt className="font-medium">From now</dt>
      <dd>{relative}</dd>
    </dl>
  );
}

/** What a name means, and what is wrong with its value if anything is. */
function Meaning({ field }: { field: FieldInfo }) {
  return (
    <>
      {field.meaning}
      {field.problem && (
        <p className="mt-1 flex gap-1 text-amber-800 dark:text-amber-300">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{field.problem}</span>
        </p>
      )}
    </>
  );
}

/** Header parameters or claims: name, exact value (with dates spelled out) and what the name means. */
export function FieldTable({ caption, fields, now }: { caption: string; fields: readonly FieldInfo[]; now: number }) {
  const shown = fields.slice(0, MAX_ROWS);
  return (
    <div className="overflow-hidden rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="bg-gray-50 px-3 py-2 text-left font-semibold dark:bg-gray-900">{caption}</caption>
        <thead className="bg-gray-50 text-xs tracking-wide text-gray-700 uppercase dark:bg-gray-900 dark:text-gray-300">
          <tr>
            <th scope="col" className="w-[45%] px-3 py-2 sm:w-[28%]">
              Name
            </th>
            <th scope="col" className="px-3 py-2 sm:w-[36%]">
              Value
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              Meaning
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((field, index) => (
            // Names can repeat in a token's JSON, so the position keeps rows apart.
            <tr key={`${index}:${field.name}`} className="border-t border-gray-200 align-top dark:border-gray-800">
              <th scope="row" className="px-3 py-2 font-normal [overflow-wrap:anywhere]">
                <code className="font-mono font-semibold">{field.name}</code>
                {field.title && <div className="text-gray-700 dark:text-gray-300">{field.title}</div>}
                {KIND_LABELS[field.kind] && (
                  <div className="text-xs text-gray-600 dark:text-gray-400">{KIND_LABELS[field.kind]}</div>
                )}
                {/* Narrow screens have no room for a third column: the meaning goes under the name. */}
                <div className="mt-1 sm:hidden">
                  <Meaning field={field} />
                </div>
              </th>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">
                <code className="font-mono">{field.value}</code>
                {typeof field.time === 'number' && <TimeValue time={field.time} now={now} />}
              </td>
              <td className="hidden px-3 py-2 [overflow-wrap:anywhere] sm:table-cell">
                <Meaning field={field} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {fields.length > shown.length && (
        <p className="border-t border-gray-200 px-3 py-2 text-sm text-gray-700 dark:border-gray-800 dark:text-gray-300">
          And {fields.length - shown.length} more: see the pane above for all of them.
        </p>
      )}
    </div>
  );
}
