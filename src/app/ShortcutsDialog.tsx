/** The list of keyboard shortcuts (`?`), in a modal dialog that Escape closes. Loaded on first use. */
import { useEffect, useRef } from 'react';
import { Button } from '../kit/Button';

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export default function ShortcutsDialog({ onClose, primaryAction }: { onClose: () => void; primaryAction?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const mod = isMac() ? '⌘' : 'Ctrl';

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    return () => {
      element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const shortcuts: [string, string][] = [
    [`${mod}+K`, 'Open the command palette: tools, commands, or paste data'],
    [`${mod}+Enter`, primaryAction ? `Run this tool: ${primaryAction}` : 'Run the tool’s main action, from any field'],
    ['/', 'Search the tools in the sidebar'],
    ['?', 'Show these shortcuts'],
    ['Esc', 'Close the palette, the menu, the drawer or a dialog'],
    [`${mod}+F`, 'Search (and replace) in the editor that has focus'],
  ];

  return (
    <dialog
      ref={dialog}
      aria-labelledby="shortcuts-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="mx-auto mt-[12vh] w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-gray-200 bg-white p-6 text-gray-900 shadow-2xl backdrop:bg-black/50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      <h2 id="shortcuts-title" className="text-lg font-semibold">
        Keyboard shortcuts
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
        They never fire while you type in a field, except {mod}+Enter, {mod}+K and Esc.
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {shortcuts.map(([keys, action]) => (
          <div key={keys} className="contents">
            <dt>
              <kbd className="rounded border border-gray-300 bg-gray-100 px-1.5 py-0.5 font-mono text-xs dark:border-gray-600 dark:bg-gray-800">
                {keys}
              </kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </div>
    </dialog>
  );
}
