import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { formatCount } from '../lib/format';

const tones = {
  plain: 'border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900',
  neutral: 'border-gray-300 bg-gray-50 text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100',
  good: 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950/60 dark:text-green-100',
  bad: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100',
  caution: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-50',
} as const;

export type PanelTone = keyof typeof tones;

interface PanelProps {
  title: ReactNode;
  /** `plain` for a section of results; the others colour a finding: good, bad, caution or neutral. */
  tone?: PanelTone;
  icon?: LucideIcon;
  /** Buttons at the right of the title (Copy, Download...). */
  actions?: ReactNode;
  /** Beside the body on wide screens, below it on narrow ones (an image preview). */
  aside?: ReactNode;
  /** The accessible name, when the title is not plain text or not what a list of regions should say. */
  label?: string;
  /**
   * The findings describe input that has changed since: dimmed and marked out of date, rather than hidden,
   * so a live tool's page does not jump while the new result is on its way.
   */
  stale?: boolean;
  children?: ReactNode;
}

/**
 * A titled section of a tool screen: results, a finding, a note. It informs without interrupting (an error
 * that must be announced at once is an ErrorAlert).
 */
export function Panel({
  title,
  tone = 'plain',
  icon: Icon,
  actions,
  aside,
  label,
  stale = false,
  children,
}: PanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={label ? undefined : headingId}
      aria-label={label}
      aria-busy={stale || undefined}
      className={`flex min-w-0 flex-col gap-3 rounded-lg border p-4 transition-opacity sm:flex-row sm:items-start ${tones[tone]} ${stale ? 'opacity-60 delay-300' : ''}`}
    >
      {Icon && <Icon className="mt-0.5 hidden h-5 w-5 shrink-0 sm:block" aria-hidden="true" />}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-baseline gap-3">
            <h2 id={headingId} className="font-semibold">
              {title}
            </h2>
            {stale && <span className="appear-late text-sm font-medium">Out of date</span>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        {children}
      </div>
      {aside}
    </section>
  );
}

/** A note with a key of its own (its place in the input, its kind), where its text may come twice. */
export interface Note {
  key: string;
  text: string;
}

/**
 * Notes as a list, each ending with a full stop, and how many more there are than are listed.
 * Each note's key must be unique among the notes.
 */
export function NoteList({ notes, total }: { notes: readonly (Note | string)[]; total?: number }) {
  const more = (total ?? notes.length) - notes.length;
  if (notes.length === 0 && more <= 0) return null;
  // A plain sentence is its own key; the same one twice is one note said twice, told apart by its place.
  const keyed = notes.map((note, index) => (typeof note === 'string' ? { key: `${index} ${note}`, text: note } : note));
  return (
    <>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm break-words">
        {keyed.map((note) => (
          <li key={note.key}>{note.text.endsWith('.') ? note.text : `${note.text}.`}</li>
        ))}
      </ul>
      {more > 0 && <p className="text-sm">…and {formatCount(more)} more.</p>}
    </>
  );
}

export interface KeyValue {
  label: string;
  value: ReactNode;
  /** Unique among the items; the label by default. */
  key?: string;
}

/** Labels and their values, side by side on wide screens and stacked on narrow ones. */
export function KeyValueList({ items, label }: { items: readonly KeyValue[]; label?: string }) {
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(6rem,auto)_minmax(0,1fr)]"
    >
      {items.map((item) => (
        <div key={item.key ?? item.label} className="contents">
          <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase sm:pt-0.5 dark:text-gray-300">
            {item.label}
          </dt>
          <dd className="mb-2 min-w-0 [overflow-wrap:anywhere] sm:mb-0">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
