import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToolError } from '../lib/tool-error';
import { liveDelay, useLiveTask } from './useLiveTask';

describe('liveDelay', () => {
  it.each([
    [0, 20],
    [9_999, 20],
    [10_000, 100],
    [99_999, 100],
    [100_000, 250],
    [999_999, 250],
    [1_000_000, 500],
    [50_000_000, 500],
  ])('waits %d characters → %d ms', (size, delay) => {
    expect(liveDelay(size)).toBe(delay);
  });
});

describe('useLiveTask', () => {
  const upper = vi.fn((text: string, options: { suffix: string } = { suffix: '' }) => {
    if (text === 'bad') throw new ToolError('Bad text at position 0', { line: 1, column: 1, offset: 0 });
    return text.toUpperCase() + options.suffix;
  });
  const source = { tasks: { upper } };

  it('runs on input, again when the input changes, and reports errors with their place', async () => {
    const { result, rerender } = renderHook(({ text }) => useLiveTask(source, 'upper', [text]), {
      initialProps: { text: 'abc' },
    });
    await waitFor(() => expect(result.current.result).toBe('ABC'));
    rerender({ text: 'abcd' });
    await waitFor(() => expect(result.current.result).toBe('ABCD'));
    rerender({ text: 'bad' });
    await waitFor(() => expect(result.current.problem?.message).toBe('Bad text at position 0'));
    expect(result.current.problem?.at).toEqual({ line: 1, column: 1, offset: 0 });
    expect(result.current.result).toBeNull();
  });

  it('debounces bursts of changes into one run', async () => {
    upper.mockClear();
    const { result, rerender } = renderHook(({ text }) => useLiveTask(source, 'upper', [text]), {
      initialProps: { text: 'a' },
    });
    rerender({ text: 'ab' });
    rerender({ text: 'abc' });
    await waitFor(() => expect(result.current.result).toBe('ABC'));
    expect(upper).toHaveBeenCalledTimes(1);
  });

  it('compares options by value: an options object rebuilt on each render does not rerun the task', async () => {
    upper.mockClear();
    const { result, rerender } = renderHook(({ suffix }) => useLiveTask(source, 'upper', ['x', { suffix }]), {
      initialProps: { suffix: '!' },
    });
    await waitFor(() => expect(result.current.result).toBe('X!'));
    rerender({ suffix: '!' });
    rerender({ suffix: '!' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(upper).toHaveBeenCalledTimes(1);
    rerender({ suffix: '?' });
    await waitFor(() => expect(result.current.result).toBe('X?'));
    expect(upper).toHaveBeenCalledTimes(2);
  });

  it('marks the result stale from the moment the input changes until the new result arrives', async () => {
    const { result, rerender } = renderHook(({ text }) => useLiveTask(source, 'upper', [text]), {
      initialProps: { text: 'old' },
    });
    await waitFor(() => expect(result.current.result).toBe('OLD'));
    expect(result.current.stale).toBe(false);
    rerender({ text: 'new' });
    expect(result.current).toMatchObject({ result: 'OLD', stale: true });
    await waitFor(() => expect(result.current).toMatchObject({ result: 'NEW', stale: false }));
  });

  it('clears the result when disabled, and never calls a disabled run stale', async () => {
    const { result, rerender } = renderHook(({ text, enabled }) => useLiveTask(source, 'upper', [text], { enabled }), {
      initialProps: { text: 'x', enabled: true },
    });
    await waitFor(() => expect(result.current.result).toBe('X'));
    rerender({ text: '', enabled: false });
    expect(result.current).toMatchObject({ result: null, problem: null, stale: false });
  });

  it('uses the fallback message for an error without one', async () => {
    const failing = {
      tasks: {
        fail: (_text: string): string => {
          throw new Error('');
        },
      },
    };
    const { result } = renderHook(() => useLiveTask(failing, 'fail', ['x'], { fallbackError: 'Could not do it' }));
    await waitFor(() => expect(result.current.problem?.message).toBe('Could not do it'));
  });
});
