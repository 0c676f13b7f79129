import { ChevronDown, ExternalLink } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { InputKind } from '../lib/detect';
import { Button } from './Button';
import { useChain, type Destination } from './chain';
import { useToolId } from './tool-context';
import { useToolSession } from './tool-session';

const ITEM_CLASSES =
  'flex w-full items-center gap-2 rounded-md px-3 py-1.5 text-left text-sm hover:bg-gray-100 focus:bg-blue-50 dark:hover:bg-gray-800 dark:focus:bg-blue-950';

interface RecipeItemProps {
  ref: Ref<HTMLButtonElement>;
  /** The item is the menu's one tab stop (it is the active one). */
  focusable: boolean;
  onClick: () => void;
}

/** "New recipe from here", set apart from the tools above it by a separator. */
function RecipeItem({ ref, focusable, onClick }: RecipeItemProps) {
  return (
    <>
      <div role="separator" className="my-1 border-t border-gray-200 dark:border-gray-700" />
      <button
        ref={ref}
        type="button"
        role="menuitem"
        tabIndex={focusable ? 0 : -1}
        onClick={onClick}
        className={ITEM_CLASSES}
      >
        <span aria-hidden="true">🧪</span>
        <span className="min-w-0 flex-1 truncate">New recipe from here</span>
      </button>
    </>
  );
}

interface OpenInMenuProps {
  /** The text to hand over; a function when making it costs something (decoding, a CSV of a table), called on opening. */
  text: string | (() => string);
  /** What the text is, for the button's accessible name: "Open {label} in another tool". */
  label: string;
  /** The text's kind, where the tool knows it (YAML, CSV): the tools that take that kind are listed first. */
  kind?: InputKind;
}

/**
 * "Open in…": hands a result to another tool, which opens with it as its input. The tools that recognise the
 * text come first, then every tool that takes text. Last, set apart, "New recipe from here" where the tool
 * is a recipe step: the recipe page opens with this tool as step 1 (its options) and its input. A menu
 * button, as the ARIA pattern has it: arrows, Home and End move, Enter opens, Escape closes and gives focus
 * back to the button.
 */
export function OpenInMenu({ text, label, kind }: OpenInMenuProps) {
  const chain = useChain();
  const from = useToolId();
  const session = useToolSession();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [destinations, setDestinations] = useState<Destination[] | null>(null);
  const [recipeOffered, setRecipeOffered] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || !chain) return;
    let current = true;
    setDestinations(null);
    setRecipeOffered(false);
    void chain.destinations(typeof text === 'function' ? text() : text, from, kind).then((found) => {
      if (!current) return;
      setDestinations(found);
      setActive(0);
    });
    // A screen with a state (a tool's, not a lone part) that is a step: the recipe item joins the list when known.
    if (from !== null && session?.state)
      chain.canStartRecipe(from).then(
        (offered) => {
          if (current) setRecipeOffered(offered);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [open, chain, text, from, kind, session]);

  useEffect(() => {
    if (open && destinations) items.current[active]?.focus();
  }, [open, destinations, active, recipeOffered]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  if (!chain || text === '') return null;

  const count = (destinations?.length ?? 0) + (destinations && recipeOffered ? 1 : 0);
  const startRecipe = () => {
    setOpen(false);
    const current = session?.state;
    if (from !== null && current) chain.startRecipe(from, current.state, current.rules);
  };

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
      return;
    }
    if (count === 0) return;
    const next = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: count - 1 }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive((next + count) % count);
    }
  };

  return (
    <div ref={container} className="relative">
      <Button
        ref={button}
        size="sm"
        aria-label={`Open ${label} in another tool`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        icon={<ExternalLink className="h-4 w-4" aria-hidden="true" />}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          } else if (event.key === 'Escape' && open) {
            // Still looking, or nothing to list: focus has not moved into the menu yet.
            event.preventDefault();
            setOpen(false);
          }
        }}
      >
        Open in…
        <ChevronDown className="h-3.5 w-3.5" aria-hidden="true" />
      </Button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={`Open ${label} in`}
          aria-busy={destinations === null}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-30 mt-1 max-h-80 w-72 overflow-y-auto rounded-lg border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          {destinations === null && <p className="px-3 py-2 text-sm text-gray-600 dark:text-gray-300">Looking…</p>}
          {destinations?.length === 0 && (
            <p className="px-3 py-2 text-sm text-gray-600 dark:text-gray-300">No other tool takes this text.</p>
          )}
          {destinations?.map((destination, index) => (
            <button
              key={destination.toolId}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              onClick={() => {
                setOpen(false);
                chain.open(destination);
              }}
              className={ITEM_CLASSES}
            >
              <span aria-hidden="true">{destination.icon}</span>
              <span className="min-w-0 flex-1 truncate">{destination.name}</span>
              {destination.suggested && (
                <span className="rounded-full bg-blue-100 px-2 text-xs text-blue-900 dark:bg-blue-900 dark:text-blue-100">
                  Suggested
                </span>
              )}
            </button>
          ))}
          {destinations && recipeOffered && (
            <RecipeItem
              ref={(element) => {
                items.current[destinations.length] = element;
              }}
              focusable={active === destinations.length}
              onClick={startRecipe}
            />
          )}
        </div>
      )}
    </div>
  );
}
