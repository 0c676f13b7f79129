import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useKeyedTask } from './useKeyedTask';

/** A task whose promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useKeyedTask', () => {
  it('runs nothing for a null key', () => {
    const run = vi.fn(() => Promise.resolve(1));
    const { result } = renderHook(() => useKeyedTask(null, run, 'failed'));
    expect(run).not.toHaveBeenCalled();
    expect(result.current).toBeNull();
  });

  it('gives the value for its key, and keeps it while the next key runs', async () => {
    const tasks = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { result, rerender } = renderHook(({ key }) => useKeyedTask(key, () => tasks[call++]!.promise, 'failed'), {
      initialProps: { key: 'a' },
    });
    await act(async () => tasks[0]!.resolve('A'));
    await waitFor(() => expect(result.current).toEqual({ key: 'a', value: 'A' }));
    rerender({ key: 'b' });
    await waitFor(() => expect(call).toBe(2));
    expect(result.current).toEqual({ key: 'a', value: 'A' });
    await act(async () => tasks[1]!.resolve('B'));
    await waitFor(() => expect(result.current).toEqual({ key: 'b', value: 'B' }));
  });

  it('releases a result that comes too late, and the shown one once it is replaced', async () => {
    const release = vi.fn();
    const tasks = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { result, rerender, unmount } = renderHook(
      ({ key }) => useKeyedTask(key, () => tasks[call++]!.promise, 'failed', release),
      { initialProps: { key: 'a' } },
    );
    await waitFor(() => expect(call).toBe(1));
    rerender({ key: 'b' });
    await waitFor(() => expect(call).toBe(2));
    await act(async () => tasks[0]!.resolve('late'));
    expect(release).toHaveBeenCalledWith('late');
    await act(async () => tasks[1]!.resolve('B'));
    await waitFor(() => expect(result.current?.value).toBe('B'));
    unmount();
    expect(release).toHaveBeenCalledWith('B');
  });

  it('gives the error message, or the fallback for a thrown non-error', async () => {
    const { result } = renderHook(() => useKeyedTask('a', () => Promise.reject(new Error('bad image')), 'failed'));
    await waitFor(() => expect(result.current).toEqual({ key: 'a', error: 'bad image' }));
    const { result: other } = renderHook(() => useKeyedTask('b', () => Promise.reject(42), 'could not draw'));
    await waitFor(() => expect(other.current).toEqual({ key: 'b', error: 'could not draw' }));
  });
});
