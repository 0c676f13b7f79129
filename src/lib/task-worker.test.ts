import { describe, expect, it } from 'vitest';
import {
  ARRAY_SLICE_LENGTH,
  serveTasks,
  TaskWorker,
  WorkerFailure,
  workerOnlySource,
  type TaskMap,
  type TaskRequest,
  type TaskResponse,
  type TextSlice,
} from './task-worker';
import { ArrivingText, TEXT_SLICE_LENGTH, TextOutput } from './text-stream';
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
    onmessage: null as ((event: MessageEvent<TaskRequest | TextSlice>) => void) | null,
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

  /** What the page posted, in order. */
  readonly requests: (TaskRequest | TextSlice)[] = [];

  postMessage(message: TaskRequest | TextSlice) {
    const data = structuredClone(message);
    this.requests.push(data);
    queueMicrotask(() => {
      if (!this.terminated) this.scope.onmessage?.({ data } as MessageEvent<TaskRequest | TextSlice>);
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

  describe('long text', () => {
    // Not a repeat of one character, so a slice out of place would show.
    const long = (length: number) =>
      Array.from({ length: Math.ceil(length / 7) }, (_, index) => `${index % 1000}`.padEnd(6, '.') + '\n')
        .join('')
        .slice(0, length);

    it('goes to the worker and back in slices, and arrives whole', async () => {
      const input = long(2.5 * TEXT_SLICE_LENGTH);
      const { worker, started } = connect({
        shout: (text: string, suffix: string) => ({ output: text.toUpperCase() + suffix, size: text.length }),
      });
      let arriving: ArrivingText | null = null;
      const result = (await worker.call('shout', [input, '!'], (text) => (arriving = text))) as {
        output: string;
        size: number;
      };
      expect(result).toEqual({ output: `${input.toUpperCase()}!`, size: input.length });
      const requests = started[0]!.requests;
      expect(requests.filter((request) => 'slice' in request)).toHaveLength(3);
      expect(requests.every((request) => !('slice' in request) || request.slice.length <= TEXT_SLICE_LENGTH)).toBe(
        true,
      );
      expect(arriving).not.toBeNull();
      expect(arriving!.sliceCount).toBe(3);
      // The result holds the arrived text itself, not a copy of it.
      expect(arriving!.text === result.output).toBe(true);
    });

    it('made with TextOutput arrives slice by slice while the task still runs', async () => {
      const { worker } = connect({
        build: (pieces: number) => {
          const output = new TextOutput();
          for (let index = 0; index < pieces; index += 1) output.append(long(TEXT_SLICE_LENGTH / 4));
          return { output: output.finish(), note: 'short' };
        },
      });
      const seen: number[] = [];
      const result = (await worker.call('build', [10], (text) => {
        seen.push(text.sliceCount);
        text.subscribe(() => seen.push(text.sliceCount));
      })) as { output: string; note: string };
      expect(result.output).toBe(long(TEXT_SLICE_LENGTH / 4).repeat(10));
      expect(result.note).toBe('short');
      // Slices of a slice's length while it grows, then the rest, and nothing sent twice.
      expect(seen).toEqual([1, 2, 3]);
    });

    it('short text is not sliced', async () => {
      const { worker, started } = connect({ echo: (text: string) => text });
      let arrived = false;
      expect(await worker.call('echo', ['short'], () => (arrived = true))).toBe('short');
      expect(arrived).toBe(false);
      expect(started[0]!.requests).toHaveLength(1);
    });
  });

  describe('long lists in a result', () => {
    it('come in slices, each its own message, and arrive whole and in order', async () => {
      const { worker, started } = connect({
        rows: (count: number) => ({
          rows: Array.from({ length: count }, (_, line) => ({ line, value: `v${line}` })),
          short: [1, 2, 3],
          total: count,
        }),
      });
      const count = 2 * ARRAY_SLICE_LENGTH + 7;
      const result = (await worker.call('rows', [count])) as {
        rows: { line: number; value: string }[];
        short: number[];
        total: number;
      };
      expect(result.total).toBe(count);
      expect(result.short).toEqual([1, 2, 3]);
      expect(result.rows).toHaveLength(count);
      expect(result.rows.every((row, index) => row.line === index && row.value === `v${index}`)).toBe(true);
      // Three slices of rows, then the result itself.
      expect(started[0]!.transfers).toHaveLength(4);
    });

    it('leave a list of exactly the slice length, results that are not plain objects, and errors alone', async () => {
      const { worker, started } = connect({
        exact: () => ({ rows: new Array(ARRAY_SLICE_LENGTH).fill(0) }),
        list: () => new Array(ARRAY_SLICE_LENGTH + 1).fill(1),
      });
      expect(((await worker.call('exact', [])) as { rows: number[] }).rows).toHaveLength(ARRAY_SLICE_LENGTH);
      expect(await worker.call('list', [])).toHaveLength(ARRAY_SLICE_LENGTH + 1);
      expect(started[0]!.transfers).toHaveLength(2);
    });
  });

  describe('workerOnlySource', () => {
    const tasks = { double: (value: number) => value * 2, shout: async (text: string) => text.toUpperCase() };
    const createWorker = () => new LoopbackWorker(tasks) as unknown as Worker;

    it('sends every run to the worker, and offers none where there is no Worker (jsdom)', () => {
      const source = workerOnlySource<typeof tasks>({
        names: ['double'],
        loadHere: null,
        work: 'Doubling',
        createWorker,
      });
      expect(source.workerThreshold).toBe(0);
      expect(source.createWorker).toBe(typeof Worker === 'undefined' ? undefined : createWorker);
    });

    it('loads the tasks here on first use, once, where there is no worker', async () => {
      let loads = 0;
      const here = workerOnlySource<typeof tasks>({
        names: ['double', 'shout'],
        loadHere: async () => {
          loads += 1;
          return tasks;
        },
        work: 'Doubling',
        createWorker,
      }).tasks;
      expect(await here.double(21)).toBe(42);
      expect(await here.shout('a')).toBe('A');
      expect(loads).toBe(1);
    });

    it('says the work needs a worker where the build left the tasks out', async () => {
      const absent = workerOnlySource<typeof tasks>({
        names: ['double'],
        loadHere: null,
        work: 'Doubling',
        createWorker,
      });
      await expect(absent.tasks.double(1)).rejects.toThrow(
        new ToolError('Doubling needs a Web Worker, and this browser did not start one.'),
      );
    });
  });
});
