import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  /** Unique among the tabs. */
  id: string;
  label: string;
  /** A count or short note after the label ("12"). */
  badge?: string;
  content: ReactNode;
}

interface TabsProps {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly Tab[];
  /** The tab shown; uncontrolled (first tab first) when not given. */
  selected?: string;
  onSelect?: (id: string) => void;
}

/**
 * Tabs as the ARIA tabs pattern has them: arrow keys, Home and End move between tabs (and select them),
 * Tab moves into the panel. Only the selected panel is rendered.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownSelection, setOwnSelection] = useState(tabs[0]?.id);
  const current = tabs.find((tab) => tab.id === (selected ?? ownSelection)) ?? tabs[0];
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string, focus = false) => {
    setOwnSelection(id);
    onSelect?.(id);
    if (focus) buttons.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[(next + tabs.length) % tabs.length]!.id, true);
  };

  if (!current) return null;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 border-b border-gray-200 dark:border-gray-800"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const active = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(tab.id)}
              className={`-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm font-medium ${
                active
                  ? 'border-blue-600 text-blue-800 dark:border-blue-400 dark:text-blue-200'
                  : 'border-transparent text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
              }`}
            >
              {tab.label}
              {tab.badge && (
                <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs tabular-nums dark:bg-gray-800">
                  {tab.badge}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${current.id}`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
        tabIndex={0}
        className="min-w-0"
      >
        {current.content}
      </div>
    </div>
  );
}
