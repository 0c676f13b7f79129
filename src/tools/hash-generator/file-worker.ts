import { errorMessage } from '../../lib/tool-error';
import { digestBlob, keyBytes } from './core';
import type { FileHashMessage, FileHashRequest } from './file-hashing';

/**
 * Hashes one file, read here a slice at a time (the page hands over the File, never its bytes), so a file of
 * any size is hashed without being held in memory. The page cancels by terminating the worker.
 */
const post = (message: FileHashMessage) => self.postMessage(message);

self.onmessage = async ({ data }: MessageEvent<FileHashRequest>) => {
  try {
    const key = keyBytes(data.key, data.keyEncoding);
    let lastReport = 0;
    const digests = await digestBlob(data.file, data.algorithms, key, (done, total) => {
      const now = performance.now();
      if (now - lastReport < 100 && done < total) return;
      lastReport = now;
      post({ kind: 'progress', done, total });
    });
    post({ kind: 'done', digests, bytes: data.file.size });
  } catch (error) {
    post({ kind: 'error', message: errorMessage(error, 'The file could not be read') });
  }
};
