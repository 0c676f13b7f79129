import { Button } from './Button';
import { Panel } from './Panel';
import type { Example } from '../lib/example';

interface ExampleListProps {
  /** A panel's title, when the list stands in a panel of its own. */
  title?: string;
  /** The list's accessible name. */
  label: string;
  examples: readonly Example[];
  /** The buttons' text: "Use", "Load". */
  action?: string;
  onUse: (example: Example) => void;
}

/** Examples to start from, a card each: its name, its code, what it does, and a button that loads it. */
export function ExampleList({ title, label, examples, action = 'Use', onUse }: ExampleListProps) {
  const list = (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label={label}>
      {examples.map((example) => (
        <li
          key={example.code}
          className="flex min-w-0 flex-col gap-1 rounded-lg border border-gray-200 p-3 dark:border-gray-800"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{example.name}</span>
            <Button size="sm" onClick={() => onUse(example)} aria-label={`${action} ${example.name}`}>
              {action}
            </Button>
          </div>
          <code className="text-xs break-all">{example.code}</code>
          {example.description && <p className="text-sm text-gray-700 dark:text-gray-300">{example.description}</p>}
        </li>
      ))}
    </ul>
  );
  return title ? <Panel title={title}>{list}</Panel> : list;
}
