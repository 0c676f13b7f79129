/**
 * Sitemaps are often served as `.xml.gz`: a file opened or dropped is decompressed when its first bytes are
 * gzip's magic number (whatever its name), with the platform's DecompressionStream, then read as UTF-8.
 */
import { formatBytes } from '../../lib/format';
import { nextTask } from '../../lib/text-stream';
import { ToolError } from '../../lib/tool-error';

/** What a decompressed file may grow to: past it, the file is refused rather than filling the tab's memory. */
export const DECOMPRESSED_LIMIT = 128 * 1024 * 1024;

export const isGzip = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

export interface OpenedSitemap {
  text: string;
  /** The size of the file as opened, and of the XML when it was gzip. */
  fileBytes: number;
  xmlBytes: number;
  gzip: boolean;
}

/**
 * The compressed bytes go to the decompressor this many at a time. Chromium's DecompressionStream inflates a
 * chunk whole before anything reads its output, so the whole file given at once meant inflating all of it
 * before the limit was looked at (a 6 MB file: 6.4 GB, 28.7 s). Deflate packs at most about 1,000 bytes
 * into one, so a slice inflates to at most about 4 MB; the stream takes the next slice only once the output
 * has been read.
 */
export const GZIP_SLICE_BYTES = 4 * 1024;
/**
 * The page is given a turn after about this much output. The stream's steps are promise jobs that run on
 * without a break: inflating 128 MB was one task of 2 s (a loaded 2-core machine); with a turn every 4 MB
 * the longest was 130 ms.
 */
const YIELD_EVERY_BYTES = 4 * 1024 * 1024;

async function gunzip(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  let sliceStart = 0;
  const source = new ReadableStream<BufferSource>(
    {
      pull(controller) {
        if (sliceStart >= bytes.length) {
          controller.close();
          return;
        }
        const sliceEnd = Math.min(sliceStart + GZIP_SLICE_BYTES, bytes.length);
        controller.enqueue(bytes.subarray(sliceStart, sliceEnd) as BufferSource);
        sliceStart = sliceEnd;
      },
    },
    // Nothing read ahead: a slice is taken only when the decompressor asks for one.
    { highWaterMark: 0 },
  );
  const stream = source.pipeThrough(new DecompressionStream('gzip'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let sinceYield = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      throw new ToolError('The file starts like gzip but does not decompress: it is damaged or cut short.');
    }
    if (next.done) break;
    total += next.value.length;
    if (total > limit) {
      // Stops the decompressor: no later slice is inflated.
      await reader.cancel();
      throw new ToolError(`The file decompresses to more than ${formatBytes(limit)}: too large to check here.`);
    }
    chunks.push(next.value);
    sinceYield += next.value.length;
    if (sinceYield >= YIELD_EVERY_BYTES) {
      sinceYield = 0;
      await nextTask();
    }
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The XML text of a sitemap file's bytes: gzip decompressed, then UTF-8 decoded (a BOM dropped). */
export async function readSitemapBytes(bytes: Uint8Array, limit = DECOMPRESSED_LIMIT): Promise<OpenedSitemap> {
  const gzip = isGzip(bytes);
  const xml = gzip ? await gunzip(bytes, limit) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(xml);
  } catch {
    throw new ToolError(`The ${gzip ? 'decompressed ' : ''}file is not UTF-8 text: sitemaps must be UTF-8.`);
  }
  return { text, fileBytes: bytes.length, xmlBytes: xml.length, gzip };
}
