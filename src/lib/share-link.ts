/**
 * A tool's state in a link: JSON, compressed (deflate-raw), base64url-encoded and versioned, in the URL
 * fragment (`#share=1.…`). Browsers never send the fragment to a server, so the state stays on the page that
 * opens the link. What comes out of a link is checked like any stored state before a tool uses it.
 */

/** The fragment is `#share=<value>`; the tool route reads it back before the screen starts. */
export const SHARE_PARAMETER = 'share';
export const SHARE_VERSION = 1;
/** Compressed state longer than this does not go in a link: some browsers and chat apps cut long URLs. */
export const SHARE_LIMIT_BYTES = 32 * 1024;
/**
 * A link's state is never inflated past this: deflate packs up to about 1,000 bytes into one, so a 1.6 MB
 * link could otherwise unpack to more than a gigabyte before anything looked at it.
 */
export const SHARE_INFLATED_LIMIT = 16 * 1024 * 1024;

/** A link whose state inflates past SHARE_INFLATED_LIMIT. */
export class ShareTooLarge extends Error {
  constructor() {
    super(`The link's state is larger than ${SHARE_INFLATED_LIMIT / 1024 / 1024} MB`);
    this.name = 'ShareTooLarge';
  }
}

export interface SharedState {
  toolId: string;
  state: Record<string, unknown>;
}

/**
 * The input is fed to a stream this many bytes at a time, and only as its output is read: a decompressor
 * given the whole input at once writes all of its output before the first read, so no limit could stop it.
 * Deflate turns one byte into at most about 1,000, so the output outruns a limit by a megabyte at most.
 */
const INPUT_SLICE = 1024;

/** `bytes` through `stream`; throws ShareTooLarge, and stops the stream, once the output passes `limit`. */
async function transform(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  limit = Infinity,
): Promise<Uint8Array> {
  // Without a limit (compressing the user's own state) the input goes in whole.
  const slice = Number.isFinite(limit) ? INPUT_SLICE : Math.max(1, bytes.length);
  let fed = 0;
  const source = new ReadableStream<BufferSource>(
    {
      pull(controller) {
        if (fed >= bytes.length) {
          controller.close();
          return;
        }
        controller.enqueue(bytes.subarray(fed, fed + slice) as Uint8Array<ArrayBuffer>);
        fed += slice;
      },
    },
    { highWaterMark: 0 },
  );
  const reader = source.pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    length += read.value.length;
    if (length > limit) {
      await reader.cancel();
      throw new ShareTooLarge();
    }
  }
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('Not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/**
 * The fragment's value for a tool's state, its compressed size (to hold it to SHARE_LIMIT_BYTES) and its
 * size once inflated (a link past SHARE_INFLATED_LIMIT would not open).
 */
export async function encodeShare(
  shared: SharedState,
): Promise<{ value: string; bytes: number; inflatedBytes: number }> {
  const json = new TextEncoder().encode(JSON.stringify({ tool: shared.toolId, state: shared.state }));
  const compressed = await transform(json, new CompressionStream('deflate-raw'));
  return { value: `${SHARE_VERSION}.${toBase64Url(compressed)}`, bytes: compressed.length, inflatedBytes: json.length };
}

/**
 * The state in a fragment's value; throws for anything malformed, from another version, or not an object,
 * and ShareTooLarge as soon as it inflates past SHARE_INFLATED_LIMIT.
 */
export async function decodeShare(value: string): Promise<SharedState> {
  const dot = value.indexOf('.');
  if (dot === -1 || value.slice(0, dot) !== String(SHARE_VERSION)) throw new Error('Unknown share link version');
  const bytes = await transform(
    fromBase64Url(value.slice(dot + 1)),
    new DecompressionStream('deflate-raw'),
    SHARE_INFLATED_LIMIT,
  );
  const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  if (typeof parsed !== 'object' || parsed === null) throw new Error('Not a state');
  const { tool, state } = parsed as { tool?: unknown; state?: unknown };
  if (typeof tool !== 'string' || typeof state !== 'object' || state === null || Array.isArray(state))
    throw new Error('Not a state');
  return { toolId: tool, state: state as Record<string, unknown> };
}
