/**
 * The command palette (Ctrl+K / Cmd+K): tools by forgiving search, favorites, recent tools and commands, and,
 * when the typed text looks like data, the tools that recognise it first. It follows the ARIA combobox
 * pattern: focus stays in the field, the arrows move the active option, Enter takes it, Escape closes.
 * Loaded on first use, so no page pays for it up front.
 */
import { CornerDownLeft, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { findTool, tools, type Tool } from '../catalogue';
import type { RankedTool } from '../catalogue/detection';
import { fuzzySearch } from '../catalogue/fuzzy';
import { useSearchKeywords } from './useToolDetails';
import { useTheme } from '../state/theme';
import { toast } from '../state/toasts';
import { useUserStore } from '../state/user';
import { useOpenTool } from './useOpenTool';

/** Typed text this sure to be data of some kind puts its tools first. */
const DATA_SCORE = 0.5;
/** How many recognising tools are offered for typed data. */
const DATA_SUGGESTIONS = 3;

interface Option {
  id: string;
  group: string;
  label: string;
  icon?: ReactNode;
  hint?: string;
  run: () => void;
}

interface Command {
  /** Stable, and fit for an HTML id (the label changes, e.g. with the theme). */
  id: string;
  label: string;
  keywords: readonly string[];
  run: () => void;
}

const toolFields = (keywordsOf: (toolId: string) => readonly string[]) => (tool: Tool) => ({
  name: tool.name,
  terms: [tool.id, ...keywordsOf(tool.id)],
  description: tool.description,
});

function useCommands(navigate: (path: string) => void, showShortcuts: () => void): Command[] {
  const isDark = useTheme((state) => state.isDark);
  const toggleTheme = useTheme((state) => state.toggleTheme);
  const clearHistory = useUserStore((state) => state.clearHistory);
  return [
    {
      id: 'theme',
      label: isDark ? 'Switch to light theme' : 'Switch to dark theme',
      keywords: ['theme', 'dark', 'light', 'mode', 'colour'],
      run: toggleTheme,
    },
    {
      id: 'clear-history',
      label: 'Clear history',
      keywords: ['history', 'recent', 'forget'],
      run: () => {
        clearHistory();
        toast.success('History cleared');
      },
    },
    {
      id: 'recipe',
      label: 'New recipe',
      keywords: ['recipe', 'chain', 'pipeline', 'steps', 'magic'],
      run: () => navigate('/recipe'),
    },
    { id: 'about', label: 'Go to About', keywords: ['about', 'info'], run: () => navigate('/about') },
    {
      id: 'favorites',
      label: 'Go to Favorites',
      keywords: ['favorites', 'history', 'starred'],
      run: () => navigate('/favorites'),
    },
    { id: 'home', label: 'Go home', keywords: ['home', 'all tools'], run: () => navigate('/') },
    { id: 'shortcuts', label: 'Show keyboard shortcuts', keywords: ['keys', 'shortcuts', 'help'], run: showShortcuts },
  ];
}

/**
 * The tools that recognise `text` as their kind of data. The detectors load when the palette opens, and then
 * rank each keystroke's text at once (they read at most 64 KB), so suggestions never arrive late and move the
 * option the user is about to choose.
 */
function useDataSuggestions(text: string): RankedTool[] {
  const [rankTools, setRankTools] = useState<((text: string) => RankedTool[]) | null>(null);
  useEffect(() => {
    let current = true;
    void import('../catalogue/detection').then((detection) => {
      if (current) setRankTools(() => detection.rankTools);
    });
    return () => {
      current = false;
    };
  }, []);
  return useMemo(
    () => (rankTools && text.trim().length >= 2 ? rankTools(text).filter((entry) => entry.score >= DATA_SCORE) : []),
    [rankTools, text],
  );
}

/** What the palette offers for the typed text: favorites, recent tools and commands when it is empty. */
function usePaletteOptions(query: string, showShortcuts: () => void): Option[] {
  const [, navigate] = useLocation();
  const openToolWith = useOpenTool();
  const favorites = useUserStore((state) => state.favorites);
  const history = useUserStore((state) => state.history);
  const commands = useCommands(navigate, showShortcuts);
  const suggestions = useDataSuggestions(query);
  const keywords = useSearchKeywords();
  return useMemo<Option[]>(() => {
    const openTool = (tool: Tool) => () => navigate(tool.path);
    const toolOption = (group: string, tool: Tool): Option => ({
      id: `${group}-${tool.id}`,
      group,
      label: tool.name,
      icon: tool.icon,
      hint: tool.description,
      run: openTool(tool),
    });
    const commandOption = (command: Command): Option => ({
      id: `command-${command.id}`,
      group: 'Commands',
      label: command.label,
      run: command.run,
    });
    const trimmed = query.trim();
    if (trimmed === '') {
      const favoriteTools = favorites.map(findTool).filter((tool): tool is Tool => tool !== undefined);
      const recentTools = history.map((entry) => findTool(entry.id)).filter((tool): tool is Tool => tool !== undefined);
      return [
        ...favoriteTools.map((tool) => toolOption('Favorites', tool)),
        ...recentTools.map((tool) => toolOption('Recent', tool)),
        ...commands.map(commandOption),
        ...tools.map((tool) => toolOption('Tools', tool)),
      ];
    }
    const dataOptions = suggestions.slice(0, DATA_SUGGESTIONS).map<Option>(({ tool, state }) => ({
      id: `data-${tool.id}`,
      group: 'Open this text in',
      label: tool.name,
      icon: tool.icon,
      hint: 'Opens the tool with what you typed as its input',
      run: () => openToolWith(tool.id, state),
    }));
    const matchingTools = fuzzySearch(trimmed, tools, toolFields(keywords)).map((tool) => toolOption('Tools', tool));
    const matchingCommands = fuzzySearch(trimmed, commands, (command) => ({
      name: command.label,
      terms: command.keywords,
      description: '',
    })).map(commandOption);
    return [...dataOptions, ...matchingTools, ...matchingCommands];
  }, [query, suggestions, favorites, history, commands, navigate, openToolWith, keywords]);
}

/** One option of the list: the tool's icon (or a return arrow for a command), its name and a hint. */
function PaletteOption(props: {
  id: string;
  option: Option;
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  const { option, selected } = props;
  return (
    <div
      id={props.id}
      role="option"
      aria-selected={selected}
      onMouseMove={props.onHover}
      onClick={props.onChoose}
      className={`flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm ${
        selected ? 'bg-blue-100 text-blue-950 dark:bg-blue-950 dark:text-blue-50' : ''
      }`}
    >
      <span className="w-5 shrink-0 text-center" aria-hidden="true">
        {option.icon ?? <CornerDownLeft className="inline h-4 w-4" />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{option.label}</span>
        {option.hint && <span className="block truncate text-xs text-gray-600 dark:text-gray-300">{option.hint}</span>}
      </span>
    </div>
  );
}

export default function CommandPalette({
  onClose,
  onShowShortcuts,
}: {
  onClose: () => void;
  onShowShortcuts: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    input.current?.focus();
    return () => {
      element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const options = usePaletteOptions(query, onShowShortcuts);

  const activeIndex = Math.min(active, Math.max(0, options.length - 1));
  const activeOption = options[activeIndex];

  useEffect(() => {
    if (activeOption) document.getElementById(`${listId}-${activeOption.id}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption, listId]);

  const choose = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    option.run();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: activeIndex >= last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex <= 0 ? last : activeIndex - 1,
      PageDown: Math.min(last, activeIndex + 8),
      PageUp: Math.max(0, activeIndex - 8),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(activeOption);
    }
  };

  let previousGroup = '';
  return (
    <dialog
      ref={dialog}
      aria-label="Command palette"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === dialog.current) onClose();
      }}
      className="mx-auto mt-[10vh] w-[min(40rem,calc(100vw-2rem))] rounded-xl border border-gray-200 bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      <div className="flex items-center gap-2 border-b border-gray-200 px-4 dark:border-gray-700">
        <Search className="h-4 w-4 shrink-0 text-gray-500" aria-hidden="true" />
        <input
          ref={input}
          role="combobox"
          aria-label="Search tools and commands, or paste data"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
          placeholder="Search tools and commands, or paste data..."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          spellCheck={false}
          autoComplete="off"
          className="w-full bg-transparent py-3 text-base outline-none"
        />
      </div>
      <ul id={listId} role="listbox" aria-label="Results" className="max-h-[60vh] overflow-y-auto p-2">
        {options.length === 0 && (
          <li role="presentation" className="px-3 py-6 text-center text-sm text-gray-600 dark:text-gray-300">
            No tools or commands match “{query.trim()}”.
          </li>
        )}
        {options.map((option, index) => {
          const heading = option.group !== previousGroup ? option.group : null;
          previousGroup = option.group;
          const selected = index === activeIndex;
          return (
            <li key={option.id} role="presentation">
              {heading && (
                <p
                  role="presentation"
                  className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400"
                >
                  {heading}
                </p>
              )}
              <PaletteOption
                id={`${listId}-${option.id}`}
                option={option}
                selected={selected}
                onHover={() => setActive(index)}
                onChoose={() => choose(option)}
              />
            </li>
          );
        })}
      </ul>
      <p className="border-t border-gray-200 px-4 py-2 text-xs text-gray-600 dark:border-gray-700 dark:text-gray-300">
        ↑↓ to move · Enter to open · Esc to close
      </p>
    </dialog>
  );
}
