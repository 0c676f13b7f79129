import { TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../Alert';
import { CopyButton } from '../CopyButton';
import { LiveText } from '../LiveText';
import { KeyValueList, NoteList, Panel, type KeyValue, type PanelTone } from '../Panel';
import type { ResultRow } from '../../lib/result-row';
import { attempt, ToolError, type Attempt } from '../../lib/tool-error';

/** Nothing to show for a blank input; otherwise what reading it came to, its value or its mistake. */
export function readUnlessBlank<T>(text: string, read: () => T): Attempt<T> | null {
  return text.trim() === '' ? null : attempt(read);
}

/** As readUnlessBlank, for a field that takes one value: a second line is refused with `message`. */
export function readOneLine<T>(text: string, message: string, read: () => T): Attempt<T> | null {
  return readUnlessBlank(text, () => {
    if (/\S\s*\n\s*\S/.test(text)) throw new ToolError(message);
    return read();
  });
}

/**
 * A reading's outcome on the screen: its mistake in an alert under `errorTitle`, or its value drawn by
 * `children`; nothing for a blank input. The old result goes as soon as the input is wrong.
 */
export function Outcome<T>({
  of,
  errorTitle,
  children,
}: {
  of: Attempt<T> | null;
  errorTitle: string;
  children: (value: T) => ReactNode;
}) {
  if (!of) return null;
  return of.error !== undefined ? <ErrorAlert title={errorTitle}>{of.error}</ErrorAlert> : children(of.value);
}

interface ResultPanelProps {
  title: ReactNode;
  /** The region's name, and its list's. */
  label: string;
  icon?: LucideIcon;
  tone?: PanelTone;
  /** A sentence above the rows: how the input was read. */
  note?: ReactNode;
  /** Its rows: drawn ones, or rows a core declared as data. */
  items: readonly (KeyValue | ResultRow)[];
  /** Said by a screen reader when it changes (the result in a few words), once typing pauses. */
  announce?: string;
  /** Shown between the note and the rows. */
  children?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
}

/** A titled result: a note on how the input was read, then labelled rows. */
export function ResultPanel({ title, label, icon, tone, note, items, announce, children, actions }: ResultPanelProps) {
  return (
    <Panel title={title} label={label} icon={icon} tone={tone} actions={actions}>
      {announce !== undefined && <LiveText message={announce} />}
      {note && <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">{note}</p>}
      {children}
      <KeyValueList label={label} items={items.map(rowItem)} />
    </Panel>
  );
}

/** A row as a core declares it (see ResultRow), drawn: with its Copy button, in monospace, under its words. */
export function rowItem(row: KeyValue | ResultRow): KeyValue {
  const { label, value, key = label, copy, mono, about, words } = row as ResultRow;
  let shown: ReactNode = value;
  if (copy) shown = copyRow(label, value, copy === true ? label : copy, about).value;
  else if (mono) shown = monoRow(label, value).value;
  if (words !== undefined)
    shown = (
      <span className="flex flex-col gap-1">
        <span>{words}</span>
        {shown}
      </span>
    );
  return { key, label, value: shown };
}

/**
 * A row whose value has its own Copy button; `name` is what the button and its toast call it (the label by
 * default), and `about` marks a rounded value with "≈".
 */
export function copyRow(label: string, text: string, name = label, about = false): KeyValue {
  return {
    key: label,
    label,
    value: (
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-mono">
          {about && <span aria-label="about">≈ </span>}
          {text}
        </span>
        <CopyButton text={text} ariaLabel={`Copy ${name}`} successMessage={`${name} copied`} quietFailure>
          Copy
        </CopyButton>
      </span>
    ),
  };
}

/** A row whose value is a code-like text in monospace (an ISO 8601 form). */
export function monoRow(label: string, text: string): KeyValue {
  return { label, value: <span className="font-mono">{text}</span> };
}

/** Notes the user should read before trusting the result, in a caution panel named "Notes". */
export function CautionNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <Panel title="Read with care" tone="caution" icon={TriangleAlert} label="Notes">
      <NoteList notes={notes} />
    </Panel>
  );
}

/** A quiet line beside the results: what to do next, or how the screen reads what it shows. */
export function QuietNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-gray-700 dark:text-gray-300">{children}</p>;
}
