import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskMap } from '../lib/task-worker';
import { ToolError } from '../lib/tool-error';
import { inTool } from '../test/in-tool';
import { useTaskRunner } from './useTaskRunner';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stands in for a tool's worker: answers after `latency` ms using the given tasks, and records terminations. */
class FakeWorker {
  static created: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(
    private readonly tasks: TaskMap,
    private readonly latency: number,
  ) {
    FakeWorker.created.push(this);
  }
  postMessage({ id, task, args }: { id: number; task: string; args: unknown[] }) {
    setTimeout(() => {
      if (this.terminated) return;
      try {
        this.onmessage?.({ data: { id, ok: true, value: this.tasks[task]!(...args) } } as MessageEvent);
      } catch (error) {
        const { name, message } = error as Error;
        this.onmessage?.({ data: { id, ok: false, error: { name, message } } } as MessageEvent);
      }
    }, this.latency);
  }
  terminate() {
    this.terminated = true;
  }
}

const tasks = {
  upper: (text: string) => text.toUpperCase(),
  fail: (_text: string): string => {
    throw new ToolError('Bad input at line 1, column 2');
  },
};

beforeEach(() => {
  FakeWorker.created = [];
});
afterEach(() => vi.useRealTimers());

describe('useTaskRunner', () => {
  it('runs small input here and holds the busy state for the minimum time, not longer', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTaskRunner({ tasks, minBusyMs: 120 }));
    let outcome: unknown;
    act(() => {
      void result.current.run('upper', 'abc').then((done) => (outcome = done));
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.busyTask).toBe('upper');
    // The work is long done; the busy state is held for the spec's delay.
    await act(() => vi.advanceTimersByTimeAsync(119));
    expect(result.current.busy).toBe(true);
    expect(outcome).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(outcome).toEqual({ status: 'done', value: 'ABC' });
    expect(result.current.busy).toBe(false);
  });

  it('shows the result after max(delay, work), not delay + work', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() =>
      useTaskRunner({
        tasks,
        minBusyMs: 150,
        workerThreshold: 1,
        createWorker: () => new FakeWorker(tasks, 120) as unknown as Worker,
      }),
    );
    let outcome: unknown;
    act(() => {
      void result.current.run('upper', 'abc').then((done) => (outcome = done));
    });
    await act(() => vi.advanceTimersByTimeAsync(149));
    expect(outcome).toBeUndefined();
    // 150 ms, not 150 + 120: the work ran during the delay.
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(outcome).toEqual({ status: 'done', value: 'ABC' });
  });

  it('reports a task error as a failed outcome with the ToolError intact', async () => {
    const { result } = renderHook(() => useTaskRunner({ tasks }));
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run('fail', 'x');
    });
    expect(outcome?.status).toBe('failed');
    expect(outcome?.status === 'failed' && outcome.error).toBeInstanceOf(ToolError);
    expect(outcome?.status === 'failed' && outcome.error.message).toBe('Bad input at line 1, column 2');
  });

  it('moves large input to the worker and restores ToolErrors from it', async () => {
    const { result } = renderHook(() =>
      useTaskRunner({ tasks, workerThreshold: 5, createWorker: () => new FakeWorker(tasks, 5) as unknown as Worker }),
    );
    let done: unknown;
    let failed: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      done = await result.current.run('upper', 'abcdef');
      failed = await result.current.run('fail', 'abcdef');
    });
    expect(FakeWorker.created).toHaveLength(1);
    expect(done).toEqual({ status: 'done', value: 'ABCDEF' });
    expect(failed?.status === 'failed' && failed.error).toBeInstanceOf(ToolError);
  });

  it('starts the worker named after the tool showing', async () => {
    const createWorker = vi.fn(() => new FakeWorker(tasks, 5) as unknown as Worker);
    const { result } = renderHook(
      () => useTaskRunner({ tasks, workerThreshold: 5, createWorker }),
      inTool('upper-tool'),
    );
    await act(async () => {
      await result.current.run('upper', 'abcdef');
    });
    expect(createWorker).toHaveBeenCalledWith('upper-tool');
  });

  it('keeps small input off the worker', async () => {
    const { result } = renderHook(() =>
      useTaskRunner({ tasks, workerThreshold: 100, createWorker: () => new FakeWorker(tasks, 5) as unknown as Worker }),
    );
    await act(async () => {
      await result.current.run('upper', 'abc');
    });
    expect(FakeWorker.created).toHaveLength(0);
  });

  it('cancels a run that a newer one replaces, terminating its worker', async () => {
    const { result } = renderHook(() =>
      useTaskRunner({ tasks, workerThreshold: 1, createWorker: () => new FakeWorker(tasks, 50) as unknown as Worker }),
    );
    let first: unknown;
    let second: unknown;
    await act(async () => {
      const firstRun = result.current.run('upper', 'old');
      await sleep(5);
      const secondRun = result.current.run('upper', 'new');
      [first, second] = await Promise.all([firstRun, secondRun]);
    });
    expect(first).toEqual({ status: 'cancelled' });
    expect(second).toEqual({ status: 'done', value: 'NEW' });
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    expect(FakeWorker.created).toHaveLength(2);
  });

  it('cancel() stops the run and clears the busy state', async () => {
    const { result } = renderHook(() => useTaskRunner({ tasks, minBusyMs: 100 }));
    let outcome: unknown;
    await act(async () => {
      const running = result.current.run('upper', 'abc');
      result.current.cancel();
      outcome = await running;
    });
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(result.current.busy).toBe(false);
  });

  it('falls back to running here when the worker itself fails', async () => {
    class BrokenWorker extends FakeWorker {
      override postMessage() {
        setTimeout(() => this.onerror?.({ message: 'blocked', preventDefault() {} } as ErrorEvent), 1);
      }
    }
    const { result } = renderHook(() =>
      useTaskRunner({ tasks, workerThreshold: 1, createWorker: () => new BrokenWorker(tasks, 1) as unknown as Worker }),
    );
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run('upper', 'abc');
    });
    expect(outcome).toEqual({ status: 'done', value: 'ABC' });
  });

  describe('with a time limit', () => {
    const timeLimit = { ms: 100, message: 'Stopped after 0.1 s.' };

    it('runs even small input in the worker, and stops it at the limit with the message', async () => {
      vi.useFakeTimers();
      const { result } = renderHook(() =>
        useTaskRunner({ tasks, timeLimit, createWorker: () => new FakeWorker(tasks, 1_000) as unknown as Worker }),
      );
      let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
      act(() => {
        void result.current.run('upper', 'a').then((done) => (outcome = done));
      });
      expect(FakeWorker.created).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(99));
      expect(outcome).toBeUndefined();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(FakeWorker.created[0]!.terminated).toBe(true);
      expect(outcome?.status === 'failed' && outcome.error).toBeInstanceOf(ToolError);
      expect(outcome?.status === 'failed' && outcome.error.message).toBe('Stopped after 0.1 s.');
      expect(result.current.busy).toBe(false);
    });

    it('gives the result of work that ends in time, and a fresh worker after a stop', async () => {
      vi.useFakeTimers();
      let latency = 1_000;
      const { result } = renderHook(() =>
        useTaskRunner({ tasks, timeLimit, createWorker: () => new FakeWorker(tasks, latency) as unknown as Worker }),
      );
      let outcome: unknown;
      act(() => {
        void result.current.run('upper', 'a');
      });
      await act(() => vi.advanceTimersByTimeAsync(100));
      latency = 10;
      act(() => {
        void result.current.run('upper', 'b').then((done) => (outcome = done));
      });
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(outcome).toEqual({ status: 'done', value: 'B' });
      expect(FakeWorker.created).toHaveLength(2);
    });

    it('fails rather than run here when the worker cannot run: work that may never end would freeze the page', async () => {
      class BrokenWorker extends FakeWorker {
        override postMessage() {
          setTimeout(() => this.onerror?.({ message: 'blocked', preventDefault() {} } as ErrorEvent), 1);
        }
      }
      const { result } = renderHook(() =>
        useTaskRunner({ tasks, timeLimit, createWorker: () => new BrokenWorker(tasks, 1) as unknown as Worker }),
      );
      let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
      await act(async () => {
        outcome = await result.current.run('upper', 'abc');
      });
      expect(outcome?.status).toBe('failed');
    });
  });
});
