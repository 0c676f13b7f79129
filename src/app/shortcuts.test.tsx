import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillBrowserGaps } from '../test/browser-gaps';
import { App } from './App';
import ShortcutsDialog from './ShortcutsDialog';
import { isTypingIn, useGlobalShortcuts } from './useGlobalShortcuts';

fillBrowserGaps();

/** The palette and the shortcuts list are lazy chunks: a busy machine takes more than a second to load one. */
const LOAD_TIMEOUT = 5000;

/** An element of the page, made from HTML, for keys to be pressed in. */
function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('isTypingIn', () => {
  it.each([
    ['a text input', '<input>', true],
    ['a search input', '<input type="search">', true],
    ['a URL input', '<input type="url">', true],
    ['a number input', '<input type="number">', true],
    ['a text area', '<textarea></textarea>', true],
    ['a select', '<select><option>a</option></select>', true],
    ['an editor (contenteditable)', '<div contenteditable="true"></div>', true],
    ['a paragraph inside an editor', '<div contenteditable=""><p id="inner">x</p></div>', true],
    ['a checkbox', '<input type="checkbox">', false],
    ['a radio button', '<input type="radio">', false],
    ['a range slider', '<input type="range">', false],
    ['a file input', '<input type="file">', false],
    ['an input button', '<input type="button">', false],
    ['a button', '<button>Go</button>', false],
    ['a link', '<a href="/x">x</a>', false],
    ['an element marked not editable', '<div contenteditable="false"></div>', false],
  ])('%s: %s', (_name, html, typing) => {
    const target = element(html);
    expect(isTypingIn(target.querySelector('#inner') ?? target)).toBe(typing);
  });

  it('is not typing for something that is not an element', () => {
    expect(isTypingIn(null)).toBe(false);
    expect(isTypingIn(window)).toBe(false);
    expect(isTypingIn(document)).toBe(false);
  });
});

describe('useGlobalShortcuts', () => {
  function renderShortcuts() {
    const actions = { openPalette: vi.fn(), showShortcuts: vi.fn(), focusSearch: vi.fn() };
    const hook = renderHook(() => useGlobalShortcuts(actions));
    return { ...actions, ...hook };
  }

  /** Presses a key in `target` and says whether the page took it (prevented the default). */
  function press(target: Element | Document, init: KeyboardEventInit): boolean {
    return !fireEvent.keyDown(target, init);
  }

  const FIELDS = [
    ['a text input', '<input>'],
    ['a text area', '<textarea></textarea>'],
    ['an editor', '<div contenteditable="true"></div>'],
  ];

  it.each([
    ['Ctrl+K', { key: 'k', ctrlKey: true }],
    ['Cmd+K', { key: 'k', metaKey: true }],
    ['Ctrl+K with Caps Lock', { key: 'K', ctrlKey: true }],
  ])('%s opens the palette and takes the key', (_name, keys) => {
    const shortcuts = renderShortcuts();
    expect(press(document.body, keys)).toBe(true);
    expect(shortcuts.openPalette).toHaveBeenCalledTimes(1);
  });

  it.each(FIELDS)('Ctrl+K and Cmd+K open the palette even while typing in %s', (_name, html) => {
    const shortcuts = renderShortcuts();
    const field = element(html);
    expect(press(field, { key: 'k', ctrlKey: true })).toBe(true);
    expect(press(field, { key: 'k', metaKey: true })).toBe(true);
    expect(shortcuts.openPalette).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['Ctrl+Shift+K', { key: 'K', ctrlKey: true, shiftKey: true }],
    ['Ctrl+Alt+K', { key: 'k', ctrlKey: true, altKey: true }],
    ['K alone', { key: 'k' }],
  ])('%s is left to the browser', (_name, keys) => {
    const shortcuts = renderShortcuts();
    expect(press(document.body, keys)).toBe(false);
    expect(shortcuts.openPalette).not.toHaveBeenCalled();
  });

  it('/ searches the tools, and takes the key so no "/" is typed anywhere', () => {
    const shortcuts = renderShortcuts();
    expect(press(document.body, { key: '/' })).toBe(true);
    expect(shortcuts.focusSearch).toHaveBeenCalledTimes(1);
    expect(shortcuts.showShortcuts).not.toHaveBeenCalled();
  });

  it('? shows the shortcuts, typed with Shift as it is on most keyboards', () => {
    const shortcuts = renderShortcuts();
    expect(press(document.body, { key: '?', shiftKey: true })).toBe(true);
    expect(shortcuts.showShortcuts).toHaveBeenCalledTimes(1);
    expect(shortcuts.focusSearch).not.toHaveBeenCalled();
  });

  it('/ and ? work from a button or a link, which are not fields', () => {
    const shortcuts = renderShortcuts();
    press(element('<button>Go</button>'), { key: '/' });
    press(element('<a href="/x">x</a>'), { key: '?', shiftKey: true });
    press(element('<input type="checkbox">'), { key: '/' });
    expect(shortcuts.focusSearch).toHaveBeenCalledTimes(2);
    expect(shortcuts.showShortcuts).toHaveBeenCalledTimes(1);
  });

  it.each(FIELDS)('/ and ? are typed as text in %s', (_name, html) => {
    const shortcuts = renderShortcuts();
    const field = element(html);
    expect(press(field, { key: '/' })).toBe(false);
    expect(press(field, { key: '?', shiftKey: true })).toBe(false);
    expect(shortcuts.focusSearch).not.toHaveBeenCalled();
    expect(shortcuts.showShortcuts).not.toHaveBeenCalled();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Alt', { altKey: true }],
  ])('/ and ? with %s are not shortcuts', (_name, mod) => {
    const shortcuts = renderShortcuts();
    press(document.body, { key: '/', ...mod });
    press(document.body, { key: '?', ...mod });
    expect(shortcuts.focusSearch).not.toHaveBeenCalled();
    expect(shortcuts.showShortcuts).not.toHaveBeenCalled();
  });

  it('/ and ? leave the keys to an open dialog', () => {
    const shortcuts = renderShortcuts();
    const dialog = element('<dialog open><button>In the dialog</button></dialog>');
    press(dialog.querySelector('button')!, { key: '/' });
    press(document.body, { key: '?', shiftKey: true });
    expect(shortcuts.focusSearch).not.toHaveBeenCalled();
    expect(shortcuts.showShortcuts).not.toHaveBeenCalled();
  });

  it('/ and ? leave a key some part of the page already took', () => {
    const shortcuts = renderShortcuts();
    const taker = element('<div tabindex="0"></div>');
    taker.addEventListener('keydown', (event) => event.preventDefault());
    press(taker, { key: '/' });
    press(taker, { key: '?', shiftKey: true });
    expect(shortcuts.focusSearch).not.toHaveBeenCalled();
    expect(shortcuts.showShortcuts).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    const shortcuts = renderShortcuts();
    shortcuts.unmount();
    press(document.body, { key: 'k', ctrlKey: true });
    press(document.body, { key: '/' });
    expect(shortcuts.openPalette).not.toHaveBeenCalled();
    expect(shortcuts.focusSearch).not.toHaveBeenCalled();
  });
});

describe('ShortcutsDialog', () => {
  const rows = () =>
    within(screen.getByRole('dialog', { name: 'Keyboard shortcuts' }))
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

  it('lists every shortcut in a modal dialog, with focus on Close', () => {
    render(<ShortcutsDialog onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveAttribute('open');
    expect(rows()).toEqual([
      'Ctrl+K Open the command palette: tools, commands, or paste data',
      'Ctrl+Enter Run the tool’s main action, from any field',
      '/ Search the tools in the sidebar',
      '? Show these shortcuts',
      'Esc Close the palette, the menu, the drawer or a dialog',
      'Ctrl+F Search (and replace) in the editor that has focus',
    ]);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('names the open tool’s primary action for Ctrl+Enter', () => {
    render(<ShortcutsDialog onClose={() => undefined} primaryAction="Format & Validate" />);
    expect(rows()[1]).toBe('Ctrl+Enter Run this tool: Format & Validate');
  });

  it('shows ⌘ for the modifier on a Mac', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    render(<ShortcutsDialog onClose={() => undefined} />);
    expect(rows()[0]).toBe('⌘+K Open the command palette: tools, commands, or paste data');
    expect(screen.getByText(/except ⌘\+Enter, ⌘\+K and Esc/)).toBeInTheDocument();
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the Close button', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button'))],
  ])('%s closes it', async (_name, close) => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ShortcutsDialog onClose={onClose} />);
    await close(user);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the shortcuts in the app', () => {
  const renderApp = () => {
    const user = userEvent.setup({ delay: null });
    render(<App />);
    return user;
  };
  const pasteBox = () => screen.getByRole('textbox', { name: /Paste JSON, YAML/ });

  it.each([
    ['Ctrl+K', '{Control>}k{/Control}'],
    ['Cmd+K', '{Meta>}k{/Meta}'],
  ])('%s opens the palette while typing in a field, and Escape gives the field focus back', async (_name, keys) => {
    const user = renderApp();
    await user.click(pasteBox());
    await user.keyboard(keys);
    const combobox = await screen.findByRole(
      'combobox',
      { name: 'Search tools and commands, or paste data' },
      { timeout: LOAD_TIMEOUT },
    );
    await waitFor(() => expect(combobox).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(pasteBox()).toHaveFocus();
  });

  it('/ focuses the sidebar’s search', async () => {
    const user = renderApp();
    await user.keyboard('/');
    const search = within(screen.getByRole('complementary', { name: 'Tools' })).getByRole('searchbox', {
      name: 'Search tools',
    });
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveValue('');
  });

  it('? opens the shortcuts list, and Escape closes it', async () => {
    const user = renderApp();
    const opener = screen.getByRole('button', { name: 'Open the command palette' });
    act(() => opener.focus());
    await user.keyboard('?');
    expect(
      await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: LOAD_TIMEOUT }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('/ and ? typed in the paste box are neither a search nor the shortcuts list', async () => {
    const user = renderApp();
    await user.click(pasteBox());
    await user.keyboard('/?');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(pasteBox()).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
