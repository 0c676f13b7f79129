import { formatBytes } from './format';
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
}

const nameOf = (file: FileLike) => (file.name ? `"${file.name}"` : 'The file');

/** A file's bytes, refusing one over the limit with the limit named. */
export async function readFileBytes(file: FileLike, limit = FILE_SIZE_LIMIT): Promise<Uint8Array> {
  if (file.size > limit) {
    throw new ToolError(
      `${nameOf(file)} is ${formatBytes(file.size)}; files up to ${formatBytes(limit)} can be opened.`,
    );
  }
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * Reads a file as UTF-8 text. Binary data and invalid UTF-8 are refused rather than shown as garbage or
 * silently replaced with U+FFFD; so is a file over the limit.
 */
export async function readTextFile(file: FileLike, limit = FILE_SIZE_LIMIT): Promise<string> {
  const bytes = await readFileBytes(file, limit);
  if (bytes.subarray(0, SNIFF_BYTES).includes(0)) {
    throw new ToolError(`${nameOf(file)} looks like binary data, not text: it contains NUL bytes.`);
  }
  try {
    return await decodeInSlices(bytes);
  } catch {
    throw new ToolError(`${nameOf(file)} is not valid UTF-8 text.`);
  }
}

/** Bytes decoded in one task at most: decoding 20 MB at once held the page for a third of a second. */
const DECODE_SLICE_BYTES = 1 << 20;

/** Strict UTF-8 decoding, a slice a task, so the page stays responsive while a large file opens. */
async function decodeInSlices(bytes: Uint8Array): Promise<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  if (bytes.length <= DECODE_SLICE_BYTES) return decoder.decode(bytes);
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += DECODE_SLICE_BYTES) {
    if (start > 0) await nextTask();
    const end = start + DECODE_SLICE_BYTES;
    parts.push(decoder.decode(bytes.subarray(start, end), { stream: end < bytes.length }));
  }
  return parts.join('');
}
