import { useId, type ReactNode } from 'react';
import { formatCount } from '../lib/format';

/**
 * An amber panel for what the user should know about a result that is still a result: notes on the input,
 * characters shown another way, bytes that are not text. Errors use ErrorAlert instead.
 */
export function NoticePanel({ title, children, aside }: { title: ReactNode; children: ReactNode; aside?: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-start dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-50"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        {children}
      </div>
      {aside}
    </section>
  );
}

/**
 * Notes as a list, each ending with a full stop, and how many more there are than are listed.
 * Each note's key must be unique among the notes.
 */
export function NoteList({ notes, total }: { notes: readonly { key: string; text: string }[]; total: number }) {
  const more = total - notes.length;
  return (
    <>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm break-words">
        {notes.map((note) => (
          <li key={note.key}>{note.text}.</li>
        ))}
      </ul>
      {more > 0 && <p className="text-sm">…and {formatCount(more)} more.</p>}
    </>
  );
}
