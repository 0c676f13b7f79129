import { ClipboardPaste } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { RankedTool } from '../catalogue/detection';
import { pluralize } from '../lib/format';
import { isTypingIn } from './useGlobalShortcuts';
import { useOpenTool } from './useOpenTool';

/** How many tools are proposed for a paste. */
const PROPOSALS = 5;
/** How much of a paste is shown back. */
const PREVIEW = 160;

/**
 * "Paste anything": paste into the box, or anywhere on the page outside a field, and the tools that recognise
 * the text are proposed, best first, each one click from opening with it. The text stays in this page's
 * memory; the detectors load on the first paste.
 */
export function PasteAnything() {
  const headingId = useId();
  const fieldId = useId();
  const openTool = useOpenTool();
  const [pasted, setPasted] = useState<{ text: string; ranked: RankedTool[] | null } | null>(null);

  const take = (text: string) => {
    if (text.trim() === '') return;
    setPasted({ text, ranked: null });
    void import('../catalogue/detection').then(({ rankTools }) =>
      setPasted((current) =>
        current?.text === text ? { text, ranked: rankTools(text).slice(0, PROPOSALS) } : current,
      ),
    );
  };

  // A paste with no field focused lands here too.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isTypingIn(event.target) || document.querySelector('dialog[open]')) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (text.trim() === '') return;
      event.preventDefault();
      take(text);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-blue-200 bg-blue-50/60 p-4 sm:p-6 dark:border-blue-900 dark:bg-blue-950/30"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <ClipboardPaste className="h-5 w-5" aria-hidden="true" />
        Paste anything
      </h2>
      <label htmlFor={fieldId} className="mt-1 block text-sm text-gray-700 dark:text-gray-300">
        Paste JSON, YAML, XML, CSV, a JWT, Base64, a URL, hex… here or anywhere on this page, and get the right tool.
        Nothing leaves the page.
      </label>
      <textarea
        id={fieldId}
        rows={2}
        value=""
        placeholder="Paste here (Ctrl+V)..."
        spellCheck={false}
        // Pasted text is kept aside rather than put in the box: a many-megabyte paste would freeze a text area.
        onPaste={(event) => {
          event.preventDefault();
          take(event.clipboardData.getData('text/plain'));
        }}
        onChange={(event) => take(event.target.value)}
        className="mt-3 w-full resize-none rounded-lg border border-gray-300 bg-white px-3 py-2 font-mono text-sm dark:border-gray-700 dark:bg-gray-900"
      />
      {pasted && (
        <div className="mt-3 flex flex-col gap-2" aria-live="polite">
          <p className="text-sm text-gray-700 dark:text-gray-300">
            <span className="font-medium">Pasted {pluralize(pasted.text.length, 'character')}:</span>{' '}
            <code className="break-all">
              {pasted.text.slice(0, PREVIEW)}
              {pasted.text.length > PREVIEW && '…'}
            </code>
          </p>
          {pasted.ranked === null ? (
            <p className="text-sm">Looking at it…</p>
          ) : pasted.ranked.length === 0 ? (
            <p className="text-sm">
              No tool recognises this as data. Every text tool takes it: search for one in the sidebar.
            </p>
          ) : (
            <ol aria-label="Tools for what you pasted" className="flex flex-wrap gap-2">
              {pasted.ranked.map((entry, index) => (
                <li key={entry.tool.id}>
                  <button
                    type="button"
                    onClick={() => openTool(entry.tool.id, entry.state)}
                    className={`inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ${
                      index === 0
                        ? 'bg-blue-600 text-white hover:bg-blue-700'
                        : 'border border-gray-300 bg-white hover:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:hover:bg-gray-800'
                    }`}
                  >
                    <span aria-hidden="true">{entry.tool.icon}</span>
                    Open in {entry.tool.name}
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
