import { CopyButton } from './CopyButton';
import { Panel } from './Panel';

interface CodeOutputProps {
  /** The panel's title and what Copy names: "CSS", "HTML", "Markdown". */
  title: string;
  code: string;
  /**
   * Tailwind's class for the same result, where it has one (an arbitrary-value class such as
   * `shadow-[0_4px_6px_rgb(0_0_0/0.1)]`), shown under the code with its own Copy.
   */
  tailwind?: string;
  /** A line under the Tailwind class about what it needs (the keyframes it refers to, a theme entry). */
  tailwindNote?: string;
}

/** A generator's code: read-only, selectable, with Copy; and Tailwind's class for it where there is one. */
export function CodeOutput({ title, code, tailwind, tailwindNote }: CodeOutputProps) {
  return (
    <Panel
      title={title}
      actions={<CopyButton text={code} ariaLabel={`Copy ${title}`} successMessage={`${title} copied`} />}
    >
      <pre
        tabIndex={0}
        aria-label={title}
        className="max-h-96 overflow-auto rounded bg-black/5 p-3 font-mono text-sm whitespace-pre-wrap break-all dark:bg-white/5"
      >
        {code}
      </pre>
      {tailwind ? (
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-medium">Tailwind</h3>
            <CopyButton text={tailwind} ariaLabel="Copy Tailwind class" successMessage="Tailwind class copied" />
          </div>
          <code
            aria-label="Tailwind class"
            className="rounded bg-black/5 p-2 font-mono text-sm break-all dark:bg-white/5"
          >
            {tailwind}
          </code>
          {tailwindNote ? <p className="text-sm text-gray-600 dark:text-gray-300">{tailwindNote}</p> : null}
        </div>
      ) : null}
    </Panel>
  );
}
