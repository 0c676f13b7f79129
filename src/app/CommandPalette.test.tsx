import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { rankTools } from '../catalogue/detection';
import { clearHandover, peekHandover } from '../state/handover';
import { useTheme } from '../state/theme';
import { useToasts } from '../state/toasts';
import { useUserStore } from '../state/user';
import { fillBrowserGaps } from '../test/browser-gaps';
import CommandPalette from './CommandPalette';

fillBrowserGaps();

/** The palette's bar for typed data: a detector this sure puts its tool first (at most three of them). */
const DATA_SCORE = 0.5;

const JSON_TEXT = '{"name": "Ada", "languages": ["en", "fr"], "born": 1815}';

/** The palette as the shell opens it: from a button that gets focus back when it closes. */
function renderPalette({ path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const onClose = vi.fn();
  const onShowShortcuts = vi.fn();
  function Shell() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open palette
        </button>
        {open && (
          <CommandPalette
            onClose={() => {
              onClose();
              setOpen(false);
            }}
            onShowShortcuts={onShowShortcuts}
          />
        )}
      </>
    );
  }
  const user = userEvent.setup({ delay: null });
  render(
    <Router hook={location.hook}>
      <Shell />
    </Router>,
  );
  return {
    user,
    onClose,
    onShowShortcuts,
    location: () => location.history!.at(-1),
    async open() {
      await user.click(screen.getByRole('button', { name: 'Open palette' }));
      return screen.getByRole('combobox');
    },
  };
}

const options = () => within(screen.getByRole('listbox', { name: 'Results' })).queryAllByRole('option');
/** An option's label, without its hint. */
const labelOf = (option: Element) => option.children[1]?.firstElementChild?.textContent;
const labels = () => options().map(labelOf);
const groups = () =>
  [...screen.getByRole('listbox').querySelectorAll('p')].map((heading) => heading.textContent?.toLowerCase());
const activeOption = () => {
  const id = screen.getByRole('combobox').getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
};

beforeEach(() => useUserStore.setState({ favorites: [], history: [] }));

afterEach(() => {
  act(() => {
    useTheme.getState().setTheme(true);
    useToasts.getState().clearToasts();
  });
  for (const id of ['json-formatter', 'json-minifier', 'json-to-yaml', 'json-to-xml', 'json-diff-checker']) {
    const waiting = peekHandover(id);
    if (waiting) clearHandover(id, waiting);
  }
});

describe('CommandPalette as a combobox', () => {
  it('opens as a modal dialog with focus in an expanded combobox that controls the results', async () => {
    const palette = renderPalette();
    const combobox = await palette.open();
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toHaveAttribute('open');
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAccessibleName('Search tools and commands, or paste data');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Results' }).id);
  });

  it('points aria-activedescendant at the one selected option, the first to start with', async () => {
    const palette = renderPalette();
    await palette.open();
    const [first, second] = options();
    expect(activeOption()).toBe(first);
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('aria-selected', 'false');
    expect(options().filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  });

  it.each([
    ['ArrowDown moves to the next option', '{ArrowDown}', 1],
    ['ArrowDown then ArrowUp moves back', '{ArrowDown}{ArrowDown}{ArrowUp}', 1],
    ['ArrowUp from the first option wraps to the last', '{ArrowUp}', -1],
    ['ArrowDown from the last option wraps to the first', '{ArrowUp}{ArrowDown}', 0],
    ['PageDown moves eight options down', '{PageDown}', 8],
    ['PageUp moves eight options up, stopping at the first', '{PageDown}{ArrowDown}{PageUp}{PageUp}', 0],
  ])('%s, keeping focus in the field', async (_name, keys, index) => {
    const palette = renderPalette();
    const combobox = await palette.open();
    await palette.user.keyboard(keys);
    expect(activeOption()).toBe(options().at(index));
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    expect(combobox).toHaveFocus();
  });

  it('gives every option an id fit for aria-activedescendant: unique and without spaces', async () => {
    const palette = renderPalette();
    await palette.open();
    const ids = options().map((option) => option.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => /\s/.test(id))).toEqual([]);
  });

  it('starts again from the first option when the query changes', async () => {
    const palette = renderPalette();
    await palette.open();
    await palette.user.keyboard('{ArrowDown}{ArrowDown}');
    await palette.user.keyboard('json');
    expect(activeOption()).toBe(options()[0]);
  });

  it('a pointer moving over an option makes it the active one', async () => {
    const palette = renderPalette();
    await palette.open();
    fireEvent.mouseMove(options()[3]!);
    expect(activeOption()).toBe(options()[3]);
  });

  it('Enter opens the active option and closes the palette, giving focus back to where it was', async () => {
    const palette = renderPalette();
    await palette.open();
    await palette.user.keyboard('jsn fmt');
    expect(labelOf(activeOption()!)).toBe('JSON Formatter');
    await palette.user.keyboard('{Enter}');
    expect(palette.location()).toBe('/json-formatter');
    expect(palette.onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open palette' })).toHaveFocus();
  });

  it('a click on an option opens it', async () => {
    const palette = renderPalette();
    await palette.open();
    await palette.user.keyboard('yml');
    await palette.user.click(options().find((option) => labelOf(option) === 'JSON to YAML')!);
    expect(palette.location()).toBe('/json-to-yaml');
  });

  it('Escape closes the palette without opening anything, and focus goes back to the opener', async () => {
    const palette = renderPalette();
    await palette.open();
    await palette.user.keyboard('jwt{Escape}');
    expect(palette.onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(palette.location()).toBe('/');
    expect(screen.getByRole('button', { name: 'Open palette' })).toHaveFocus();
  });

  it('a click on the backdrop closes the palette; a click inside does not', async () => {
    const palette = renderPalette();
    const combobox = await palette.open();
    fireEvent.click(combobox);
    expect(palette.onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog'));
    expect(palette.onClose).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches, has no active option then, and Enter does nothing', async () => {
    const palette = renderPalette();
    const combobox = await palette.open();
    await palette.user.keyboard('zzqx');
    expect(options()).toHaveLength(0);
    expect(screen.getByText('No tools or commands match “zzqx”.')).toBeInTheDocument();
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    await palette.user.keyboard('{Enter}{ArrowDown}');
    expect(palette.onClose).not.toHaveBeenCalled();
    expect(palette.location()).toBe('/');
  });
});

describe('CommandPalette search', () => {
  it.each([
    ['jsn fmt', 'JSON Formatter'],
    ['b64 dec', 'Base64 Decoder'],
    ['yml', 'YAML to JSON'],
    ['punycode', 'IDN Punycode Converter'],
    ['JWT', 'JWT Decoder'],
  ])('forgives %j and finds %s first', async (query, name) => {
    const palette = renderPalette();
    await palette.open();
    await palette.user.keyboard(query);
    expect(labels()[0]).toBe(name);
  });

  it('needs every word to match', async () => {
    const palette = renderPalette();
    await palette.open();
    await palette.user.keyboard('json');
    expect(labels()).toContain('JSON Formatter');
    await palette.user.keyboard(' yaml');
    expect(labels()).toEqual(expect.arrayContaining(['JSON to YAML', 'YAML to JSON']));
    expect(labels()).not.toContain('JSON Formatter');
  });
});

describe('CommandPalette with nothing typed', () => {
  it('lists favorites, then recent tools, then commands, then every tool', async () => {
    useUserStore.setState({
      favorites: ['jwt-decoder', 'a-removed-tool', 'base64-decoder'],
      history: [{ id: 'url-encoder', name: 'URL Encoder', path: '/url-encoder', timestamp: 1 }],
    });
    const palette = renderPalette();
    await palette.open();
    expect(groups()).toEqual(['favorites', 'recent', 'commands', 'tools']);
    expect(labels().slice(0, 4)).toEqual(['JWT Decoder', 'Base64 Decoder', 'URL Encoder', 'Switch to light theme']);
    expect(labelOf(activeOption()!)).toBe('JWT Decoder');
  });

  it('without favorites or history starts with the commands', async () => {
    const palette = renderPalette();
    await palette.open();
    expect(groups()).toEqual(['commands', 'tools']);
    expect(labels().slice(0, 7)).toEqual([
      'Switch to light theme',
      'Clear history',
      'New recipe',
      'Go to About',
      'Go to Favorites',
      'Go home',
      'Show keyboard shortcuts',
    ]);
  });
});

describe('CommandPalette commands', () => {
  it('switches the theme, and names the other theme next time', async () => {
    const palette = renderPalette();
    await palette.open();
    await palette.user.keyboard('theme{Enter}');
    expect(useTheme.getState().isDark).toBe(false);
    expect(palette.onClose).toHaveBeenCalledTimes(1);
    await palette.open();
    await palette.user.keyboard('theme');
    expect(labels()).toEqual(['Switch to dark theme']);
  });

  it('clears the history and says so', async () => {
    useUserStore.setState({
      history: [{ id: 'url-encoder', name: 'URL Encoder', path: '/url-encoder', timestamp: 1 }],
    });
    const palette = renderPalette();
    await palette.open();
    await palette.user.keyboard('clear hist{Enter}');
    expect(useUserStore.getState().history).toEqual([]);
    expect(useToasts.getState().toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['success', 'History cleared'],
    ]);
  });

  it.each([
    ['about', '/about'],
    ['starred', '/favorites'],
    ['home', '/'],
  ])('%j goes to %s', async (query, path) => {
    const palette = renderPalette({ path: '/json-formatter' });
    await palette.open();
    await palette.user.keyboard(query);
    expect(activeOption()).toHaveTextContent(/^Go/);
    await palette.user.keyboard('{Enter}');
    expect(palette.location()).toBe(path);
  });

  it('shows the keyboard shortcuts', async () => {
    const palette = renderPalette();
    await palette.open();
    await palette.user.keyboard('shortcuts{Enter}');
    expect(palette.onShowShortcuts).toHaveBeenCalledTimes(1);
    expect(palette.onClose).toHaveBeenCalledTimes(1);
  });
});

describe('CommandPalette with data typed or pasted', () => {
  it('offers the tools that recognise the data first, and opens the chosen one with it', async () => {
    const expected = rankTools(JSON_TEXT)
      .filter((entry) => entry.score >= DATA_SCORE)
      .slice(0, 3)
      .map((entry) => entry.tool.name);
    expect(expected[0]).toBe('JSON Formatter');
    const palette = renderPalette();
    await palette.open();
    await palette.user.paste(JSON_TEXT);
    expect(await screen.findByText('Open this text in')).toBeInTheDocument();
    expect(groups()[0]).toBe('open this text in');
    expect(labels().slice(0, expected.length)).toEqual(expected);
    expect(activeOption()).toHaveTextContent('Opens the tool with what you typed as its input');
    await palette.user.keyboard('{Enter}');
    expect(palette.location()).toBe('/json-formatter');
    expect(peekHandover('json-formatter')).toMatchObject({ input: JSON_TEXT });
  });

  it('offers at most three tools for the data, however many recognise it', async () => {
    expect(rankTools(JSON_TEXT).filter((entry) => entry.score >= DATA_SCORE).length).toBeGreaterThan(3);
    const palette = renderPalette();
    await palette.open();
    await palette.user.paste(JSON_TEXT);
    await screen.findByText('Open this text in');
    expect(options().filter((option) => option.id.includes('data-'))).toHaveLength(3);
  });

  it('offers no data tools for a plain search', async () => {
    const palette = renderPalette();
    await palette.open();
    await palette.user.keyboard('json formatter');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByText('Open this text in')).not.toBeInTheDocument();
    expect(groups()[0]).toBe('tools');
  });
});
