/**
 * A value shown exactly as written, in a monospace box that scrolls past a maximum height (a long value in a
 * finding). It takes focus, so a keyboard can scroll it too.
 */
export function CodeBlock({ text, label }: { text: string; label?: string }) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className="max-h-48 overflow-auto rounded bg-black/5 p-2 font-mono text-xs break-all whitespace-pre-wrap dark:bg-white/5"
    >
      {text}
    </pre>
  );
}
