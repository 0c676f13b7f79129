import { renderHook, waitFor } from '@testing-library/react';
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
  const upper = vi.fn((text: string) => {
    if (text === 'bad') throw new ToolError('Bad text at position 0');
    return text.toUpperCase();
  });
  const tasks = { upper };

  it('runs on input, again when the input changes, and reports errors', async () => {
    const { result, rerender } = renderHook(({ text }) => useLiveTask({ tasks, task: 'upper', args: [text] }), {
      initialProps: { text: 'abc' },
    });
    await waitFor(() => expect(result.current.result).toBe('ABC'));
    rerender({ text: 'abcd' });
    await waitFor(() => expect(result.current.result).toBe('ABCD'));
    rerender({ text: 'bad' });
    await waitFor(() => expect(result.current.error).toBe('Bad text at position 0'));
    expect(result.current.result).toBeNull();
  });

  it('debounces bursts of changes into one run', async () => {
    upper.mockClear();
    const { result, rerender } = renderHook(({ text }) => useLiveTask({ tasks, task: 'upper', args: [text] }), {
      initialProps: { text: 'a' },
    });
    rerender({ text: 'ab' });
    rerender({ text: 'abc' });
    await waitFor(() => expect(result.current.result).toBe('ABC'));
    expect(upper).toHaveBeenCalledTimes(1);
  });

  it('does not rerun when the arguments are equal, and clears when disabled', async () => {
    upper.mockClear();
    const { result, rerender } = renderHook(
      ({ text, enabled }) => useLiveTask({ tasks, task: 'upper', args: [text], enabled }),
      { initialProps: { text: 'x', enabled: true } },
    );
    await waitFor(() => expect(result.current.result).toBe('X'));
    rerender({ text: 'x', enabled: true });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(upper).toHaveBeenCalledTimes(1);
    rerender({ text: 'x', enabled: false });
    await waitFor(() => expect(result.current.result).toBeNull());
  });
});
