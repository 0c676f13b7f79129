import type { AlgorithmId, Digest, KeyEncoding } from './core';

/**
 * The messages between the screen and file-worker.ts. Files have a worker of their own, not the task map's
 * (lib/task-worker), because hashing a large file reports its progress as it goes, which a task cannot.
 */
export interface FileHashRequest {
  file: File;
  algorithms: AlgorithmId[];
  key: string;
  keyEncoding: KeyEncoding;
}

export type FileHashMessage =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; digests: Digest[]; bytes: number }
  | { kind: 'error'; message: string };
