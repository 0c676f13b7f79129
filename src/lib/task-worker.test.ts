import { describe, expect, it } from 'vitest';
import {
  serveTasks,
  TaskWorker,
  WorkerFailure,
  type TaskMap,
  type TaskRequest,
  type TaskResponse,
} from './task-worker';
import { ToolError } from './tool-error';

/**
 * A worker and its scope joined in this thread, with the browser's rules for what crosses between them:
 * messages are structured clones, and transferred buffers leave the side that sent them.
 */
class LoopbackWorker {
  onmessage: ((event: MessageEvent<TaskResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  /** What each response transferred rather than copied. */
  readonly transfers: Transferable[][] = [];
  private readonly scope = {
    onmessage: null as ((event: MessageEvent<TaskRequest>) => void) | null,
    postMessage: (message: TaskResponse, transfer: Transferable[]) => {
      this.transfers.push(transfer);
      const data = structuredClone(message, { transfer });
      queueMicrotask(() => {
        if (!this.terminated) this.onmessage?.({ data } as MessageEvent<TaskResponse>);
      });
    },
  };

  constructor(tasks: TaskMap, crashOnMessage = false) {
    serveTasks(tasks, this.scope);
    if (crashOnMessage)
      this.scope.onmessage = () => {
        this.onerror?.({ message: 'Out of memory', preventDefault() {} } as ErrorEvent);
      };
  }

  postMessage(message: TaskRequest) {
    const data = structuredClone(message);
    queueMicrotask(() => {
      if (!this.terminated) this.scope.onmessage?.({ data } as MessageEvent<TaskRequest>);
    });
  }

  terminate() {
    this.terminated = true;
  }
}

function connect(tasks: TaskMap, crashOnMessage = false) {
  const started: LoopbackWorker[] = [];
  const worker = new TaskWorker(() => {
    const loopback = new LoopbackWorker(tasks, crashOnMessage);
    started.push(loopback);
    return loopback as unknown as Worker;
  });
  return { worker, started };
}

const never = () => new Promise<never>(() => {});

describe('the task worker protocol', () => {
  it('returns a task result, and runs async tasks', async () => {
    const { worker } = connect({ add: (a: number, b: number) => a + b, later: async (text: string) => text.repeat(2) });
    expect(await worker.call('add', [2, 3])).toBe(5);
    expect(await worker.call('later', ['ab'])).toBe('abab');
  });

  it('answers concurrent calls each with its own result', async () => {
    const { worker } = connect({ echo: (value: unknown) => value });
    expect(await Promise.all([1, 2, 3].map((value) => worker.call('echo', [value])))).toEqual([1, 2, 3]);
  });

  it('rejects with the ToolError and its location that the task threw', async () => {
    const location = { line: 2, column: 5, offset: 9, input: 'schema' };
    const { worker } = connect({
      fail: () => {
        throw new ToolError('Unexpected token at line 2, column 5', location);
      },
    });
    const error = await worker.call('fail', []).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({ message: 'Unexpected token at line 2, column 5', location });
  });

  it('rejects a bug as a plain error with its name, and an unknown task by name', async () => {
    const { worker } = connect({
      bug: () => {
        throw new TypeError('x is undefined');
      },
    });
    const bug = await worker.call('bug', []).catch((caught: unknown) => caught);
    expect(bug).not.toBeInstanceOf(ToolError);
    expect(bug).toMatchObject({ name: 'TypeError', message: 'x is undefined' });
    await expect(worker.call('nope', [])).rejects.toThrow('Unknown task: nope');
  });

  it('cancels by terminating the worker: pending calls reject, and the next call starts a fresh one', async () => {
    const { worker, started } = connect({ hang: never, ping: () => 'pong' });
    const pending = worker.call('hang', []);
    worker.terminate();
    await expect(pending).rejects.toThrow('Cancelled');
    expect(started[0]!.terminated).toBe(true);
    expect(await worker.call('ping', [])).toBe('pong');
    expect(started).toHaveLength(2);
  });

  it('hands large buffers over rather than copying them, and carries large strings whole', async () => {
    const size = 8 * 1024 * 1024;
    const { worker, started } = connect({
      bytes: () => ({ data: new Uint8Array(size).fill(7) }),
      buffer: () => new ArrayBuffer(size),
      text: (length: number) => 'x'.repeat(length),
    });
    const { data } = (await worker.call('bytes', [])) as { data: Uint8Array };
    expect(data.length).toBe(size);
    expect(data[size - 1]).toBe(7);
    expect((await worker.call('buffer', [])) as ArrayBuffer).toHaveProperty('byteLength', size);
    expect(await worker.call('text', [size])).toHaveLength(size);
    const [bytesTransfer, bufferTransfer, textTransfer] = started[0]!.transfers;
    expect(bytesTransfer).toHaveLength(1);
    // Transferred: the worker's own copy is gone.
    expect((bytesTransfer![0] as ArrayBuffer).byteLength).toBe(0);
    expect(bufferTransfer).toHaveLength(1);
    expect(textTransfer).toEqual([]);
  });

  it('rejects with WorkerFailure when the worker itself crashes, and recovers with a new worker', async () => {
    const { worker, started } = connect({ ping: () => 'pong' }, true);
    const error = await worker.call('ping', []).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WorkerFailure);
    expect(error).toHaveProperty('message', 'Out of memory');
    expect(started[0]!.terminated).toBe(true);
    await worker.call('ping', []).catch(() => {});
    expect(started).toHaveLength(2);
  });
});
