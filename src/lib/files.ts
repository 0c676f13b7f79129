import { formatBytes } from './format';
import { joinPieces } from './text-pieces';
import { nextTask } from './text-stream';
import { ToolError } from './tool-error';

/**
 * The largest file a tool opens: the editor stays responsive well past this (33 MB measured), but a tool's
 * work on it would take long enough to be a surprise, and the tab's memory is finite.
 */
export const FILE_SIZE_LIMIT = 64 * 1024 * 1024;

/** How much of a file's start is looked at to tell binary data from text. */
const SNIFF_BYTES = 8192;

/**
 * Whether bytes look like binary data rather than text: a NUL byte, or bytes that are not UTF-8, near the
 * start (where every text format puts its first characters, and binary formats their headers).
 */
export function looksBinary(bytes: Uint8Array): boolean {
  const start = bytes.subarray(0, SNIFF_BYTES);
  if (start.includes(0)) return true;
  try {
    // `stream: true` lets a character cut at the end of the sample pass.
    new TextDecoder('utf-8', { fatal: true }).decode(start, { stream: start.length < bytes.length });
    return false;
  } catch {
    return true;
  }
}

interface FileLike {
  name?: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

const nameOf = (file: FileLike) => (file.name ? `"${file.name}"` : 'The file');

/** A file's bytes, refusing one over the limit with the limit named. */
export async function readFileBytes(file: FileLike, limit = FILE_SIZE_LIMIT): Promise<Uint8Array> {
  checkSize(file, limit);
  return new Uint8Array(await file.arrayBuffer());
}

function checkSize(file: FileLike, limit: number): void {
  if (file.size > limit) {
    throw new ToolError(
      `${nameOf(file)} is ${formatBytes(file.size)}; files up to ${formatBytes(limit)} can be opened.`,
    );
  }
}

/**
 * Reads a file as UTF-8 text. Binary data and invalid UTF-8 are refused rather than shown as garbage or
 * silently replaced with U+FFFD; so is a file over the limit.
 */
export async function readTextFile(file: FileLike, limit = FILE_SIZE_LIMIT): Promise<string> {
  checkSize(file, limit);
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const pieces: string[] = [];
  try {
    // A slice read and decoded a task: reading all of a 20 MB file at once held the page for a fifth of a
    // second, and decoding it for a third.
    for (let start = 0; start < file.size || start === 0; start += DECODE_SLICE_BYTES) {
      if (start > 0) await nextTask();
      const end = start + DECODE_SLICE_BYTES;
      const bytes = new Uint8Array(await file.slice(start, end).arrayBuffer());
      if (start === 0 && bytes.subarray(0, SNIFF_BYTES).includes(0))
        throw new ToolError(`${nameOf(file)} looks like binary data, not text: it contains NUL bytes.`);
      pieces.push(decoder.decode(bytes, { stream: end < file.size }));
    }
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw new ToolError(`${nameOf(file)} is not valid UTF-8 text.`);
  }
  return joinPieces(pieces);
}

/**
 * Bytes read and decoded in one task at most: half a megabyte decodes in 8 to 40 ms on a busy two-core
 * machine (text outside ASCII takes longest).
 */
const DECODE_SLICE_BYTES = 1 << 19;
