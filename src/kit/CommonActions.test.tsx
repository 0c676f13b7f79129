import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useToasts } from '../state/toasts';
import { BrokenSampleButton, ClearButton, LoadSampleButton } from './CommonActions';
import { createToolSession, ToolSessionContext } from './tool-session';
import { inTool } from '../test/in-tool';
import { useToolState } from './useToolState';

const DEFAULTS = { input: '', mode: 'a' };

function Screen() {
  const [state, update, reset] = useToolState(DEFAULTS);
  return (
    <>
      <label>
        Input
        <input value={state.input} onChange={(event) => update({ input: event.target.value, mode: 'b' })} />
      </label>
      <output aria-label="Mode">{state.mode}</output>
      <LoadSampleButton onClick={() => update({ input: 'sample' })} />
      <BrokenSampleButton onClick={() => update({ input: 'broken' })} />
      <ClearButton onClick={reset} />
    </>
  );
}

function renderScreen() {
  render(
    <ToolSessionContext.Provider value={createToolSession('undo-demo')}>
      <Screen />
    </ToolSessionContext.Provider>,
    inTool('undo-demo'),
  );
  return userEvent.setup();
}

const toasts = () => useToasts.getState().toasts;
const input = () => screen.getByRole('textbox', { name: 'Input' });

afterEach(() => {
  act(() => useToasts.getState().clearToasts());
  window.sessionStorage.clear();
});

describe('Clear and the samples offer Undo', () => {
  it.each([
    ['Clear', 'Cleared.', ''],
    ['Load Sample', 'Sample loaded.', 'sample'],
    ['Broken example', 'Broken example loaded.', 'broken'],
  ])('%s replaces the input, and Undo in its toast puts the whole state back', async (button, message, after) => {
    const user = renderScreen();
    await user.type(input(), 'mine');
    await user.click(screen.getByRole('button', { name: button }));
    expect(input()).toHaveValue(after);
    expect(toasts().map((toast) => [toast.message, toast.action?.label])).toEqual([[message, 'Undo']]);

    act(() => toasts()[0]!.action!.run());
    expect(input()).toHaveValue('mine');
    expect(screen.getByRole('status', { name: 'Mode' })).toHaveTextContent('b');
  });

  it('offers nothing when there was nothing to lose (the sample over an empty tool)', async () => {
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Load Sample' }));
    expect(toasts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(toasts().map((toast) => toast.message)).toEqual(['Cleared.']);
  });
});
