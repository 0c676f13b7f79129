import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/App';
import { editorText, setEditorText } from '../test/editor';
import { ChainContext, type Chain, type Destination } from './chain';
import { OutputActions } from './CommonActions';
import { OpenInMenu } from './OpenInMenu';
import { ToolIdContext } from './tool-context';
import { createToolSession, ToolSessionContext } from './tool-session';

const TEXT = '{"name":"Ada"}';

/** A chain as the shell gives one: two tools recognise the text, one only takes any text. */
function fakeChain() {
  return {
    destinations: vi.fn<Chain['destinations']>(async (text) => [
      { toolId: 'json-minifier', name: 'JSON Minifier', icon: '🗜️', suggested: true, state: { input: text } },
      { toolId: 'json-to-yaml', name: 'JSON to YAML', icon: '📄', suggested: true, state: { input: text } },
      { toolId: 'reverse-text', name: 'Reverse Text', icon: '🔁', suggested: false, state: { input: text } },
    ]),
    open: vi.fn<Chain['open']>(),
    canStartRecipe: vi.fn<Chain['canStartRecipe']>(async (from) => from === 'json-formatter'),
    startRecipe: vi.fn<Chain['startRecipe']>(),
  };
}

function menuIn(chain: Chain | null, text = TEXT) {
  return (
    <ToolIdContext.Provider value="json-formatter">
      <ChainContext.Provider value={chain}>
        <p>Elsewhere on the page</p>
        <OpenInMenu text={text} label="formatted JSON" />
      </ChainContext.Provider>
    </ToolIdContext.Provider>
  );
}

function renderMenu(chain = fakeChain()) {
  const user = userEvent.setup();
  const rendered = render(menuIn(chain));
  return { user, chain, ...rendered };
}

const menuButton = () => screen.getByRole('button', { name: 'Open formatted JSON in another tool' });
const items = () => within(screen.getByRole('menu')).getAllByRole('menuitem');
const itemNames = () => items().map((item) => item.textContent);

/** Opens the menu by focusing its button and pressing `key`, then waits for the destinations. */
async function openWith(user: ReturnType<typeof userEvent.setup>, key: string) {
  act(() => menuButton().focus());
  await user.keyboard(key);
  await screen.findAllByRole('menuitem');
}

describe('OpenInMenu', () => {
  it('shows nothing without a chain to hand over through, or without text to hand over', () => {
    const { rerender } = render(menuIn(null));
    expect(screen.queryByRole('button', { name: /in another tool/ })).not.toBeInTheDocument();
    rerender(menuIn(fakeChain(), ''));
    expect(screen.queryByRole('button', { name: /in another tool/ })).not.toBeInTheDocument();
  });

  it('is a closed menu button until pressed', () => {
    renderMenu();
    const button = menuButton();
    expect(button).toHaveTextContent('Open in…');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('on a click, asks the chain where the text can go from this tool, and lists it with the suggestions marked', async () => {
    const { user, chain } = renderMenu();
    await user.click(menuButton());
    const menu = screen.getByRole('menu', { name: 'Open formatted JSON in' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', menu.id);
    expect(chain.destinations).toHaveBeenCalledWith(TEXT, 'json-formatter', undefined);
    await screen.findAllByRole('menuitem');
    expect(menu).toHaveAttribute('aria-busy', 'false');
    expect(itemNames()).toEqual(['🗜️JSON MinifierSuggested', '📄JSON to YAMLSuggested', '🔁Reverse Text']);
  });

  it('says it is looking while the chain has not answered', async () => {
    const chain = fakeChain();
    let answer: (found: Destination[]) => void = () => undefined;
    chain.destinations.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { user } = renderMenu(chain);
    await user.click(menuButton());
    expect(screen.getByRole('menu')).toHaveAttribute('aria-busy', 'true');
    expect(within(screen.getByRole('menu')).getByText('Looking…')).toBeInTheDocument();
    await act(async () =>
      answer([{ toolId: 'reverse-text', name: 'Reverse Text', icon: '🔁', suggested: false, state: {} }]),
    );
    expect(itemNames()).toEqual(['🔁Reverse Text']);
    expect(screen.queryByText('Looking…')).not.toBeInTheDocument();
  });

  it('Escape closes it while it is still looking, and when nothing takes the text it says so', async () => {
    const chain = fakeChain();
    chain.destinations.mockReturnValueOnce(new Promise(() => undefined));
    const { user } = renderMenu(chain);
    await user.click(menuButton());
    expect(screen.getByText('Looking…')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();

    chain.destinations.mockResolvedValueOnce([]);
    await user.click(menuButton());
    expect(await within(screen.getByRole('menu')).findByText('No other tool takes this text.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('%s on the button opens the menu with focus on the first item', async (_key, key) => {
    const { user } = renderMenu();
    await openWith(user, key);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(items()[0]).toHaveFocus();
  });

  it('keeps one item in the tab order: the one with focus', async () => {
    const { user } = renderMenu();
    await openWith(user, '{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    expect(items().map((item) => item.tabIndex)).toEqual([-1, 0, -1]);
  });

  it.each([
    ['ArrowDown moves to the next item', '{ArrowDown}', 1],
    ['ArrowDown twice moves two items', '{ArrowDown}{ArrowDown}', 2],
    ['ArrowDown from the last item wraps to the first', '{ArrowDown}{ArrowDown}{ArrowDown}', 0],
    ['ArrowUp from the first item wraps to the last', '{ArrowUp}', 2],
    ['ArrowUp moves back', '{ArrowDown}{ArrowDown}{ArrowUp}', 1],
    ['End moves to the last item', '{End}', 2],
    ['Home moves to the first item', '{End}{Home}', 0],
  ])('%s', async (_name, keys, focused) => {
    const { user } = renderMenu();
    await openWith(user, '{Enter}');
    await user.keyboard(keys);
    expect(items()[focused]).toHaveFocus();
  });

  it('Escape closes the menu and gives focus back to the button, handing nothing over', async () => {
    const { user, chain } = renderMenu();
    await openWith(user, '{Enter}');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
    expect(chain.open).not.toHaveBeenCalled();
  });

  it('Tab closes the menu', async () => {
    const { user } = renderMenu();
    await openWith(user, '{Enter}');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('%s on an item opens that tool with the text, and closes the menu', async (_key, key) => {
    const { user, chain } = renderMenu();
    await openWith(user, '{Enter}');
    await user.keyboard(`{ArrowDown}${key}`);
    expect(chain.open).toHaveBeenCalledTimes(1);
    expect(chain.open).toHaveBeenCalledWith(
      expect.objectContaining({ toolId: 'json-to-yaml', state: { input: TEXT } }),
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('a click on an item opens that tool with the text', async () => {
    const { user, chain } = renderMenu();
    await user.click(menuButton());
    await user.click(await screen.findByRole('menuitem', { name: /Reverse Text/ }));
    expect(chain.open).toHaveBeenCalledWith(
      expect.objectContaining({ toolId: 'reverse-text', state: { input: TEXT } }),
    );
  });

  it('a second click on the button closes the menu', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    await screen.findAllByRole('menuitem');
    await user.click(menuButton());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('a click outside closes the menu', async () => {
    const { user, chain } = renderMenu();
    await user.click(menuButton());
    await screen.findAllByRole('menuitem');
    await user.click(screen.getByText('Elsewhere on the page'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(chain.open).not.toHaveBeenCalled();
  });

  it('asks again on each opening, for the text as it is then', async () => {
    const { user, chain, rerender } = renderMenu();
    await openWith(user, '{Enter}');
    await user.keyboard('{Escape}');
    rerender(menuIn(chain, '[1,2]'));
    await openWith(user, '{Enter}');
    expect(chain.destinations).toHaveBeenCalledTimes(2);
    expect(chain.destinations).toHaveBeenLastCalledWith('[1,2]', 'json-formatter', undefined);
    expect(items()[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chain.open).toHaveBeenCalledWith(expect.objectContaining({ state: { input: '[1,2]' } }));
  });
});

describe('the output’s kind', () => {
  it.each([
    ['application/yaml', 'yaml'],
    ['application/xml', 'xml'],
    ['text/csv', 'csv'],
    ['application/json', 'json'],
    ['text/plain', undefined],
  ])('an output downloaded as %s asks for the tools that take %s first', async (mimeType, kind) => {
    const chain = fakeChain();
    const user = userEvent.setup();
    render(
      <ToolIdContext.Provider value="json-to-yaml">
        <ChainContext.Provider value={chain}>
          <OutputActions text="k: v" label="output" fileName="out" mimeType={mimeType} />
        </ChainContext.Provider>
      </ToolIdContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open output in another tool' }));
    expect(chain.destinations).toHaveBeenCalledWith('k: v', 'json-to-yaml', kind);
  });
});

describe('OpenInMenu in the app', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  // The whole app mounts and two tools load: on a busy 2-core machine each wait can take seconds.
  it(
    'ranks the tools that recognise a result first, leaves out its own tool, and opens the chosen one with it',
    { timeout: 60_000 },
    async () => {
      window.history.replaceState(null, '', '/json-formatter');
      const user = userEvent.setup({ delay: null });
      render(<App />);
      await screen.findByRole('textbox', { name: 'Input JSON' }, { timeout: 15_000 });
      await setEditorText('Input JSON', '{"name":"Ada","born":1815}');
      await user.click(await screen.findByRole('button', { name: 'Format & Validate' }));
      const button = await screen.findByRole('button', { name: 'Open output in another tool' }, { timeout: 15_000 });
      await user.click(button);
      const found = await screen.findAllByRole('menuitem', undefined, { timeout: 15_000 });
      const names = found.map((item) => item.textContent ?? '');
      expect(names.some((name) => name.includes('JSON Formatter'))).toBe(false);
      const suggested = names.filter((name) => name.endsWith('Suggested'));
      expect(suggested.length).toBeGreaterThan(0);
      // The suggestions come first, then the tools that take any text.
      expect(names.slice(0, suggested.length)).toEqual(suggested);
      expect(names.length).toBeGreaterThan(suggested.length);

      await user.click(found.find((item) => item.textContent?.includes('JSON to YAML'))!);
      await waitFor(() => expect(window.location.pathname).toBe('/json-to-yaml'));
      await waitFor(async () => expect(await editorText('JSON Input')).toBe('{\n  "name": "Ada",\n  "born": 1815\n}'), {
        timeout: 15_000,
      });
    },
  );
});

describe('New recipe from here', () => {
  const STATE = { input: '{"a":1}', indent: 4, key: 'hidden' };
  const RULES = { secret: ['key'] };

  /** The menu on a tool's screen: a session holding the tool's state, as the shell's frame gives one. */
  function renderOnScreen(toolId = 'json-formatter', chain = fakeChain()) {
    const session = createToolSession(toolId);
    session.state = { state: STATE, rules: RULES, defaults: {}, replace: () => undefined };
    const user = userEvent.setup();
    render(
      <ToolIdContext.Provider value={toolId}>
        <ChainContext.Provider value={chain}>
          <ToolSessionContext.Provider value={session}>
            <OpenInMenu text={TEXT} label="formatted JSON" />
          </ToolSessionContext.Provider>
        </ChainContext.Provider>
      </ToolIdContext.Provider>,
    );
    return { user, chain };
  }

  it('is the last item, set apart by a separator, where the tool is a recipe step', async () => {
    const { user, chain } = renderOnScreen();
    await user.click(menuButton());
    await screen.findAllByRole('menuitem');
    expect(chain.canStartRecipe).toHaveBeenCalledWith('json-formatter');
    expect(itemNames()).toEqual([
      '🗜️JSON MinifierSuggested',
      '📄JSON to YAMLSuggested',
      '🔁Reverse Text',
      '🧪New recipe from here',
    ]);
    const separator = within(screen.getByRole('menu')).getByRole('separator');
    expect(separator.nextElementSibling).toBe(items().at(-1));
  });

  it('hands the tool, its state and its rules to the chain, and closes the menu', async () => {
    const { user, chain } = renderOnScreen();
    await user.click(menuButton());
    await user.click(await screen.findByRole('menuitem', { name: 'New recipe from here' }));
    expect(chain.startRecipe).toHaveBeenCalledWith('json-formatter', STATE, RULES);
    expect(chain.open).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is reached from the keyboard: End, then Enter', async () => {
    const { user, chain } = renderOnScreen();
    await openWith(user, '{Enter}');
    await user.keyboard('{End}');
    expect(items()[3]).toHaveFocus();
    expect(items().map((item) => item.tabIndex)).toEqual([-1, -1, -1, 0]);
    await user.keyboard('{ArrowDown}');
    expect(items()[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(chain.startRecipe).toHaveBeenCalledTimes(1);
  });

  it('is not offered where the tool is not a step (the recipe page itself), nor by a part outside a screen', async () => {
    const { user } = renderOnScreen('recipe');
    await user.click(menuButton());
    await screen.findAllByRole('menuitem');
    expect(screen.queryByRole('menuitem', { name: 'New recipe from here' })).not.toBeInTheDocument();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });

  it('without a screen’s state, the chain is not even asked', async () => {
    const { user, chain } = renderMenu();
    await user.click(menuButton());
    await screen.findAllByRole('menuitem');
    expect(chain.canStartRecipe).not.toHaveBeenCalled();
    expect(itemNames()).not.toContain('🧪New recipe from here');
  });

  it('with no other tool for the text, it is still offered', async () => {
    const chain = fakeChain();
    chain.destinations.mockResolvedValueOnce([]);
    const { user } = renderOnScreen('json-formatter', chain);
    await user.click(menuButton());
    expect(await screen.findByRole('menuitem', { name: 'New recipe from here' })).toHaveFocus();
    expect(screen.getByText('No other tool takes this text.')).toBeInTheDocument();
  });
});
