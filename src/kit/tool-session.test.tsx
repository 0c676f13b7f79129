import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorText, setEditorText } from '../test/editor';
import { renderTool } from '../test/render-tool';
import { Button } from './Button';
import {
  createToolSession,
  LIVE_RUN,
  PRIMARY_BUTTON,
  ToolSessionContext,
  usePrimaryAction,
  useToolSession,
  type ToolSession,
} from './tool-session';
import { useLiveTask } from './useLiveTask';

const inSession = (session: ToolSession) =>
  function Provider({ children }: { children: ReactNode }) {
    return <ToolSessionContext.Provider value={session}>{children}</ToolSessionContext.Provider>;
  };

const renderInSession = (session: ToolSession, ui: ReactNode) => render(ui, { wrapper: inSession(session) });

describe('createToolSession', () => {
  it('starts with its tool id, no state and nothing to run', () => {
    const session = createToolSession('json-formatter');
    expect(session.toolId).toBe('json-formatter');
    expect(session.state).toBeNull();
    expect(session.runPrimary()).toBe(false);
  });

  it('runs only the strongest action registered, whatever the order they came in', () => {
    const session = createToolSession('t');
    const button = vi.fn();
    const live = vi.fn();
    session.registerPrimary({ priority: PRIMARY_BUTTON, run: button });
    session.registerPrimary({ priority: LIVE_RUN, run: live });
    expect(session.runPrimary()).toBe(true);
    expect(button).toHaveBeenCalledTimes(1);
    expect(live).not.toHaveBeenCalled();
  });

  it('between actions of equal strength, runs the one registered last', () => {
    const session = createToolSession('t');
    const first = vi.fn();
    const second = vi.fn();
    session.registerPrimary({ priority: PRIMARY_BUTTON, run: first });
    session.registerPrimary({ priority: PRIMARY_BUTTON, run: second });
    session.runPrimary();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('falls back to a weaker action once the stronger one unregisters, and to nothing after that', () => {
    const session = createToolSession('t');
    const button = vi.fn();
    const live = vi.fn();
    const unregisterLive = session.registerPrimary({ priority: LIVE_RUN, run: live });
    const unregisterButton = session.registerPrimary({ priority: PRIMARY_BUTTON, run: button });
    unregisterButton();
    expect(session.runPrimary()).toBe(true);
    expect(live).toHaveBeenCalledTimes(1);
    unregisterLive();
    expect(session.runPrimary()).toBe(false);
    expect(button).not.toHaveBeenCalled();
  });

  it('keeps sessions apart: an action registered in one is not run by another', () => {
    const one = createToolSession('a');
    const other = createToolSession('b');
    const run = vi.fn();
    one.registerPrimary({ priority: LIVE_RUN, run });
    expect(other.runPrimary()).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('usePrimaryAction', () => {
  it('offers the action while mounted and withdraws it on unmount', () => {
    const session = createToolSession('t');
    const run = vi.fn();
    const { unmount } = renderHook(() => usePrimaryAction(run, LIVE_RUN), { wrapper: inSession(session) });
    expect(session.runPrimary()).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
    unmount();
    expect(session.runPrimary()).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('offers nothing while the action is null, and offers it once it is given', () => {
    const session = createToolSession('t');
    const run = vi.fn();
    const { rerender } = renderHook(({ action }) => usePrimaryAction(action, PRIMARY_BUTTON), {
      wrapper: inSession(session),
      initialProps: { action: null as (() => void) | null },
    });
    expect(session.runPrimary()).toBe(false);
    rerender({ action: run });
    expect(session.runPrimary()).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
    rerender({ action: null });
    expect(session.runPrimary()).toBe(false);
  });

  it('calls the latest closure it was given, without registering again on each render', () => {
    const session = createToolSession('t');
    const register = vi.spyOn(session, 'registerPrimary');
    const seen: string[] = [];
    const { rerender } = renderHook(({ value }) => usePrimaryAction(() => seen.push(value), LIVE_RUN), {
      wrapper: inSession(session),
      initialProps: { value: 'first' },
    });
    rerender({ value: 'second' });
    session.runPrimary();
    expect(seen).toEqual(['second']);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing outside a tool session', () => {
    const { result } = renderHook(() => {
      usePrimaryAction(() => undefined, PRIMARY_BUTTON);
      return useToolSession();
    });
    expect(result.current).toBeNull();
  });
});

describe('Button and the session', () => {
  it('a primary button is the action: running it clicks the button', () => {
    const session = createToolSession('t');
    const onClick = vi.fn();
    renderInSession(
      session,
      <Button variant="primary" onClick={onClick}>
        Format
      </Button>,
    );
    expect(session.runPrimary()).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['secondary', <Button key="b">Load Sample</Button>],
    [
      'ghost',
      <Button key="b" variant="ghost">
        Clear
      </Button>,
    ],
    [
      'danger',
      <Button key="b" variant="danger">
        Delete
      </Button>,
    ],
    [
      'disabled primary',
      <Button key="b" variant="primary" disabled>
        Format
      </Button>,
    ],
  ])('a %s button offers nothing', (_kind, button) => {
    const session = createToolSession('t');
    renderInSession(session, button);
    expect(session.runPrimary()).toBe(false);
  });

  it('a busy primary button is still offered, but ignores the press as a click would be ignored', () => {
    const session = createToolSession('t');
    const onClick = vi.fn();
    renderInSession(
      session,
      <Button variant="primary" busy onClick={onClick}>
        Format
      </Button>,
    );
    expect(session.runPrimary()).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('withdraws a primary button that becomes disabled, and offers it again when enabled', () => {
    const session = createToolSession('t');
    const onClick = vi.fn();
    const { rerender } = renderInSession(
      session,
      <Button variant="primary" onClick={onClick}>
        Format
      </Button>,
    );
    rerender(
      <Button variant="primary" disabled onClick={onClick}>
        Format
      </Button>,
    );
    expect(session.runPrimary()).toBe(false);
    rerender(
      <Button variant="primary" onClick={onClick}>
        Format
      </Button>,
    );
    expect(session.runPrimary()).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('useLiveTask and the session', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // A million characters: the live delay is 500 ms, long enough to tell "at once" from "after the pause".
  const LONG = 'a'.repeat(1_000_000);

  it('runs the task at once instead of after the typing pause', async () => {
    vi.useFakeTimers();
    const session = createToolSession('t');
    const upper = vi.fn((text: string) => text.length);
    renderHook(({ text }) => useLiveTask({ tasks: { upper } }, 'upper', [text]), {
      wrapper: inSession(session),
      initialProps: { text: LONG },
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(upper).not.toHaveBeenCalled();
    act(() => {
      expect(session.runPrimary()).toBe(true);
    });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(upper).toHaveBeenCalledTimes(1);
    // The pending run after the pause was replaced, not added to.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(upper).toHaveBeenCalledTimes(1);
  });

  it('without the session’s request waits for the pause', async () => {
    vi.useFakeTimers();
    const upper = vi.fn((text: string) => text.length);
    renderHook(() => useLiveTask({ tasks: { upper } }, 'upper', [LONG]), {
      wrapper: inSession(createToolSession('t')),
    });
    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(upper).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(upper).toHaveBeenCalledTimes(1);
  });

  it('offers nothing while disabled', () => {
    const session = createToolSession('t');
    renderHook(() => useLiveTask({ tasks: { upper: (text: string) => text } }, 'upper', [''], { enabled: false }), {
      wrapper: inSession(session),
    });
    expect(session.runPrimary()).toBe(false);
  });

  it('gives way to a primary button on the same screen', async () => {
    const session = createToolSession('t');
    const upper = vi.fn((text: string) => text.toUpperCase());
    const onClick = vi.fn();
    function Screen() {
      const run = useLiveTask({ tasks: { upper } }, 'upper', ['abc']);
      return (
        <>
          <Button variant="primary" onClick={onClick}>
            Convert
          </Button>
          <output>{run.result}</output>
        </>
      );
    }
    renderInSession(session, <Screen />);
    await screen.findByText('ABC');
    upper.mockClear();
    session.runPrimary();
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(upper).not.toHaveBeenCalled();
  });
});

describe('Ctrl+Enter on a tool screen', () => {
  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
  ])('%s+Enter in the input editor presses the primary button, instead of inserting a line', async (_name, mod) => {
    await renderTool('json-formatter');
    await setEditorText('Input JSON', '{"a":1}');
    const editor = screen.getByRole('textbox', { name: 'Input JSON' });
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...mod });
    act(() => {
      editor.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByText('Valid JSON')).toBeInTheDocument();
    // Formatted, not minified: the primary button ran, not another action.
    await waitFor(async () => expect(await editorText('Output')).toBe('{\n  "a": 1\n}'));
    expect(await editorText('Input JSON')).toBe('{"a":1}');
  });

  it.each([
    ['Enter alone', { key: 'Enter' }],
    ['Ctrl+Shift+Enter', { key: 'Enter', ctrlKey: true, shiftKey: true }],
    ['Ctrl+Alt+Enter', { key: 'Enter', ctrlKey: true, altKey: true }],
    ['Ctrl+A', { key: 'a', ctrlKey: true }],
  ])('%s does not run the primary action', async (_name, keys) => {
    await renderTool('json-formatter');
    await setEditorText('Input JSON', '{"a":1}');
    fireEvent.keyDown(document.body, keys);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('Valid JSON')).not.toBeInTheDocument();
  });

  it('leaves the keys to a dialog open over the screen', async () => {
    await renderTool('json-formatter');
    await setEditorText('Input JSON', '{"a":1}');
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    try {
      const event = new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true, cancelable: true });
      act(() => {
        dialog.dispatchEvent(event);
      });
      expect(event.defaultPrevented).toBe(false);
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(screen.queryByText('Valid JSON')).not.toBeInTheDocument();
    } finally {
      dialog.remove();
    }
  });

  it('on a live tool, is left alone while there is nothing to run, and taken once there is', async () => {
    await renderTool('reverse-text');
    const press = () => {
      const event = new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true, cancelable: true });
      act(() => {
        document.body.dispatchEvent(event);
      });
      return event;
    };
    expect(press().defaultPrevented).toBe(false);
    await setEditorText('Text', 'abc');
    await waitFor(() => expect(press().defaultPrevented).toBe(true));
  });
});
