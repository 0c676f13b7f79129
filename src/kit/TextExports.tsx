import type { ReactNode } from 'react';
import type { ExportedText } from '../lib/download';
import { CopyButton } from './CopyButton';
import { DownloadButton } from './DownloadButton';
import { Panel } from './Panel';
import { Tabs } from './Tabs';

/** An export as the tool declares it, with any buttons of its own before Copy and Download. */
export interface TextExport extends ExportedText {
  extra?: ReactNode;
}

interface TextExportsProps {
  exports: readonly TextExport[];
  selected: string;
  onSelect: (id: string) => void;
}

/** One result in several text formats, a tab each: the text with Copy and Download. */
export function TextExports({ exports, selected, onSelect }: TextExportsProps) {
  return (
    <Panel title="Export" label="Export">
      <Tabs
        label="Export format"
        selected={selected}
        onSelect={onSelect}
        tabs={exports.map((entry) => ({ id: entry.id, label: entry.tab, content: <ExportPane entry={entry} /> }))}
      />
    </Panel>
  );
}

/**
 * The most of an export the page lays out: a 500 × 50 table's HTML is a megabyte, and laying that out as text
 * held the page for 400 ms. Copy and Download give all of it.
 */
export const SHOWN_EXPORT = 20_000;

/** One export: its note, its buttons, and its text (scrolling in its own box, never wrapped, so grids stay grids). */
function ExportPane({ entry: { label, text, fileName, mimeType, note, extra } }: { entry: TextExport }) {
  const cut = text.length > SHOWN_EXPORT ? text.lastIndexOf('\n', SHOWN_EXPORT) + 1 || SHOWN_EXPORT : text.length;
  const count = (length: number) => length.toLocaleString('en');
  const notes = [
    ...(typeof note === 'string' ? [note] : note),
    ...(cut < text.length
      ? [
          `The start of the ${label} (${count(cut)} of ${count(text.length)} characters): Copy and Download give all of it.`,
        ]
      : []),
  ];
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {notes.map((paragraph) => (
        <p key={paragraph} className="text-sm text-gray-700 dark:text-gray-300">
          {paragraph}
        </p>
      ))}
      <div className="flex flex-wrap gap-2">
        {extra}
        <CopyButton text={text} ariaLabel={`Copy ${label}`} successMessage={`Copied the ${label}`} />
        <DownloadButton content={text} fileName={fileName} mimeType={mimeType} ariaLabel={`Download ${label}`} />
      </div>
      <pre
        tabIndex={0}
        aria-label={`${label} export`}
        className="max-h-80 overflow-auto rounded bg-black/5 p-2 font-mono text-xs whitespace-pre dark:bg-white/5"
      >
        {cut < text.length ? text.slice(0, cut) : text}
      </pre>
    </div>
  );
}
