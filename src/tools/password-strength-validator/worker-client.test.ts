import { afterAll, describe, expect, it, vi } from 'vitest';
import type { TaskRequest } from '../../lib/task-worker';
import { DEFAULT_POLICY } from './core';

/** A worker that answers each request with its password after a while, and counts what it was asked. */
class FakeWorker {
  static requests: TaskRequest[] = [];
  static started = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.started += 1;
  }
  postMessage(request: TaskRequest) {
    FakeWorker.requests.push(request);
    setTimeout(
      () => this.onmessage?.({ data: { id: request.id, ok: true, value: request.args[0] } } as MessageEvent),
      20,
    );
  }
  terminate() {}
}

vi.stubGlobal('Worker', FakeWorker);
afterAll(() => vi.unstubAllGlobals());

describe('the page’s password worker', () => {
  it('runs one check at a time, drops a check overtaken while it waits, and is started once', async () => {
    const { workerTasks } = await import('./worker-client');
    const first = workerTasks.analysePassword('one', DEFAULT_POLICY);
    // Caught at once: it is rejected as soon as the third arrives.
    const second = workerTasks.analysePassword('two', DEFAULT_POLICY).catch((error: Error) => error.message);
    const third = workerTasks.analysePassword('three', DEFAULT_POLICY);
    await expect(first).resolves.toBe('one');
    await expect(second).resolves.toBe('Cancelled');
    await expect(third).resolves.toBe('three');
    await expect(workerTasks.checkBatch('x', { format: 'lines', column: '' }, DEFAULT_POLICY)).resolves.toBe('x');
    expect(FakeWorker.requests.map((request) => [request.task, request.args[0]])).toEqual([
      ['analysePassword', 'one'],
      ['analysePassword', 'three'],
      ['checkBatch', 'x'],
    ]);
    expect(FakeWorker.started).toBe(1);
  });
});
