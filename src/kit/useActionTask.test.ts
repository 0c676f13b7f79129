import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../lib/tool-error';
import { useActionTask } from './useActionTask';

const source = {
  tasks: {
    shout: (text: string, options: { mark: string }) => {
      if (text === 'bad') throw new ToolError('Cannot shout "bad"');
      return text.toUpperCase() + options.mark;
    },
    whisper: (text: string, options: { mark: string }) => text.toLowerCase() + options.mark,
  },
};

const blank = (text: string) => (text.trim() === '' ? 'Please enter text' : null);

function renderAction(text: string, mark = '!') {
  return renderHook(
    ({ text, mark }) => useActionTask(source, { args: [text, { mark }] as [string, { mark: string }], check: blank }),
    { initialProps: { text, mark } },
  );
}

describe('useActionTask', () => {
  it('runs the chosen task on the current arguments and remembers which task made the result', async () => {
    const { result } = renderAction('Hi');
    expect(result.current).toMatchObject({ result: null, problem: null, stale: false, resultTask: null });
    await act(() => result.current.run('shout'));
    expect(result.current).toMatchObject({ result: 'HI!', stale: false, resultTask: 'shout' });
    await act(() => result.current.run('whisper'));
    expect(result.current).toMatchObject({ result: 'hi!', resultTask: 'whisper' });
  });

  it('marks the result stale when the input or an option changes by value, and not when it is rebuilt equal', async () => {
    const { result, rerender } = renderAction('Hi');
    await act(() => result.current.run('shout'));
    rerender({ text: 'Hi', mark: '!' });
    expect(result.current.stale).toBe(false);
    rerender({ text: 'Hi!', mark: '!' });
    expect(result.current).toMatchObject({ result: 'HI!', stale: true });
    rerender({ text: 'Hi', mark: '?' });
    expect(result.current.stale).toBe(true);
    // Back to what the result was made from: it describes the input again.
    rerender({ text: 'Hi', mark: '!' });
    expect(result.current.stale).toBe(false);
  });

  it('shows a failed check at once, without running', async () => {
    const { result } = renderAction('   ');
    await act(() => result.current.run('shout'));
    expect(result.current).toMatchObject({ result: null, problem: { message: 'Please enter text' }, busy: false });
  });

  it('replaces a result with the error of a failed run', async () => {
    const { result, rerender } = renderAction('ok');
    await act(() => result.current.run('shout'));
    rerender({ text: 'bad', mark: '!' });
    await act(() => result.current.run('shout'));
    expect(result.current).toMatchObject({ result: null, problem: { message: 'Cannot shout "bad"' }, stale: false });
  });

  it('forgets the result on reset', async () => {
    const { result } = renderAction('ok');
    await act(() => result.current.run('shout'));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ result: null, problem: null, stale: false, resultTask: null });
  });
});
