import { useEffect } from 'react';

const NOT_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** Whether keys pressed in `target` are typing: a text field, a text area, a select, an editor. */
export function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return target instanceof HTMLInputElement && !NOT_TEXT_INPUTS.has(target.type);
}

interface GlobalShortcuts {
  openPalette: () => void;
  showShortcuts: () => void;
  focusSearch: () => void;
}

/**
 * The app's keys: Ctrl/Cmd+K opens the palette from anywhere; `/` searches the tools and `?` lists the
 * shortcuts, but never while the user types in a field (a "/" in a URL stays a "/"). Ctrl/Cmd+Enter belongs
 * to the tool screen, and Escape to whatever is open.
 */
export function useGlobalShortcuts({ openPalette, showShortcuts, focusSearch }: GlobalShortcuts): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const mod = event.ctrlKey || event.metaKey;
      if (mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openPalette();
        return;
      }
      if (mod || event.altKey || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]') || isTypingIn(event.target)) return;
      if (event.key === '/') {
        event.preventDefault();
        focusSearch();
      } else if (event.key === '?') {
        event.preventDefault();
        showShortcuts();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openPalette, showShortcuts, focusSearch]);
}
