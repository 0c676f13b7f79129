import { Plus } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { searchTools, tools, type Tool } from '../catalogue';
import { hasStep } from '../catalogue/step-files';
import { fieldClasses } from '../kit/Fields';

/** The tools that can be a step: every tool that maps text to text (it declares a step.ts). */
export const STEP_TOOLS: readonly Tool[] = tools.filter((tool) => hasStep(tool.id));

/** How many matches the list shows at once; typing narrows it. */
const SHOWN = 12;

interface AddStepProps {
  onAdd: (toolId: string) => void;
  keywordsOf?: (toolId: string) => readonly string[];
}

/**
 * Add step: a search over the step tools, as the sidebar searches every tool. Typing filters; Enter adds the
 * first match, or the one chosen with the arrow keys; a click adds any. It works from the keyboard alone.
 */
export function AddStep({ onAdd, keywordsOf }: AddStepProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputId = useId();
  const listId = useId();
  const matches = useMemo(() => searchTools(query, STEP_TOOLS, keywordsOf).slice(0, SHOWN), [query, keywordsOf]);
  const chosen = matches[Math.min(active, matches.length - 1)];

  const add = (tool: Tool | undefined) => {
    if (!tool) return;
    onAdd(tool.id);
    setQuery('');
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(chosen);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const by = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (Math.min(current, matches.length - 1) + by + matches.length) % matches.length);
    } else if (event.key === 'Escape') setQuery('');
  };

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="flex flex-col gap-2 rounded-lg border border-dashed border-gray-300 p-3 dark:border-gray-700"
    >
      <h2 id={`${inputId}-heading`} className="flex items-center gap-2 font-semibold">
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add step
      </h2>
      <label htmlFor={inputId} className="text-sm font-medium">
        Find a tool to add
      </label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-expanded={matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={chosen ? `${listId}-${chosen.id}` : undefined}
        className={`${fieldClasses} w-full`}
        placeholder="Type a tool's name: base64, json, sort..."
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {matches.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300" role="status">
          No step tool matches “{query}”.
        </p>
      ) : (
        <ul id={listId} role="listbox" aria-label="Tools that can be a step" className="flex flex-wrap gap-2">
          {matches.map((tool) => (
            <li
              key={tool.id}
              id={`${listId}-${tool.id}`}
              role="option"
              aria-selected={tool === chosen}
              className={`cursor-pointer rounded-md border px-2 py-1 text-sm ${tool === chosen ? 'border-blue-600 bg-blue-50 dark:bg-blue-950' : 'border-gray-200 hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-800'}`}
              onClick={() => add(tool)}
            >
              <span aria-hidden="true">{tool.icon} </span>
              {tool.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
