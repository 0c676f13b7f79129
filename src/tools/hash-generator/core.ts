import { blake2b } from '@noble/hashes/blake2.js';
import { blake3 } from '@noble/hashes/blake3.js';
import { hmac } from '@noble/hashes/hmac.js';
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512, sha512_256 } from '@noble/hashes/sha2.js';
import { sha3_256, sha3_512 } from '@noble/hashes/sha3.js';
import type { CHash } from '@noble/hashes/utils.js';
import { decodeBase64, encodeBase64 } from '../../lib/base64';
import { ToolError } from '../../lib/tool-error';
import { assertWellFormed, encodeUtf8 } from '../../lib/utf8';

export const SAMPLE_INPUT = 'The quick brown fox jumps over the lazy dog';

/** The digests the tool makes, in the order the table lists them. Only these functions are imported. */
export const ALGORITHMS = [
  { id: 'md5', name: 'MD5', hash: md5 },
  { id: 'sha1', name: 'SHA-1', hash: sha1 },
  { id: 'sha224', name: 'SHA-224', hash: sha224 },
  { id: 'sha256', name: 'SHA-256', hash: sha256 },
  { id: 'sha384', name: 'SHA-384', hash: sha384 },
  { id: 'sha512', name: 'SHA-512', hash: sha512 },
  { id: 'sha512_256', name: 'SHA-512/256', hash: sha512_256 },
  { id: 'sha3_256', name: 'SHA3-256', hash: sha3_256 },
  { id: 'sha3_512', name: 'SHA3-512', hash: sha3_512 },
  { id: 'blake2b', name: 'BLAKE2b-512', hash: blake2b },
  // BLAKE3's default 256-bit output; as a CHash it is also an HMAC's hash (HMAC-BLAKE3, as Python's hmac makes).
  { id: 'blake3', name: 'BLAKE3', hash: blake3 as unknown as CHash },
] as const;

export type AlgorithmId = (typeof ALGORITHMS)[number]['id'];
export const ALGORITHM_IDS: readonly AlgorithmId[] = ALGORITHMS.map((algorithm) => algorithm.id);
const BY_ID = new Map<string, (typeof ALGORITHMS)[number]>(ALGORITHMS.map((algorithm) => [algorithm.id, algorithm]));

export function algorithmName(id: AlgorithmId): string {
  return BY_ID.get(id)!.name;
}

export type InputEncoding = 'utf8' | 'utf16le' | 'hex' | 'base64';
export type KeyEncoding = 'utf8' | 'hex' | 'base64';
export type OutputEncoding = 'hex' | 'base64' | 'base64url';

/** Hex digits, any case, with white space, ":" or "-" between bytes and an optional 0x, as hex dumps have them. */
export function decodeHex(text: string, what = 'The input'): Uint8Array {
  const digits = text.replace(/^\s*0x/i, '').replace(/[\s:-]/g, '');
  const bad = /[^0-9a-fA-F]/.exec(digits);
  if (bad) throw new ToolError(`${what} is not hex: "${bad[0]}" is not a hex digit (0–9, a–f).`);
  if (digits.length % 2 === 1)
    throw new ToolError(`${what} has an odd number of hex digits (${digits.length}): each byte is two digits.`);
  const bytes = new Uint8Array(digits.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

function utf16le(text: string): Uint8Array {
  assertWellFormed(text);
  const bytes = new Uint8Array(text.length * 2);
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    bytes[index * 2] = unit & 0xff;
    bytes[index * 2 + 1] = unit >>> 8;
  }
  return bytes;
}

/** The bytes a text stands for: its UTF-8 or UTF-16LE encoding, or the bytes written in hex or Base64. */
export function inputBytes(text: string, encoding: InputEncoding): Uint8Array {
  switch (encoding) {
    case 'utf8':
      return encodeUtf8(text);
    case 'utf16le':
      return utf16le(text);
    case 'hex':
      return decodeHex(text);
    case 'base64':
      return decodeBase64(text).bytes;
  }
}

/** The HMAC key's bytes, or null for no key (a plain digest). */
export function keyBytes(key: string, encoding: KeyEncoding): Uint8Array | null {
  if (key === '') return null;
  if (encoding === 'hex') return decodeHex(key, 'The HMAC key');
  if (encoding === 'base64') return decodeBase64(key).bytes;
  return encodeUtf8(key);
}

interface Hasher {
  update(bytes: Uint8Array): unknown;
  digest(): Uint8Array;
}

/** A running digest of one algorithm, or its HMAC under `key`. */
export function createHasher(id: AlgorithmId, key: Uint8Array | null): Hasher {
  const algorithm = BY_ID.get(id);
  if (!algorithm) throw new ToolError(`Unknown algorithm "${id}".`);
  return key ? hmac.create(algorithm.hash, key) : algorithm.hash.create();
}

export interface Digest {
  id: AlgorithmId;
  bytes: Uint8Array;
}

/** Every chosen digest of the bytes, fed chunk by chunk. */
export function digestChunks(chunks: Iterable<Uint8Array>, ids: readonly AlgorithmId[], key: Uint8Array | null) {
  const hashers = ids.map((id) => ({ id, hasher: createHasher(id, key) }));
  for (const chunk of chunks) for (const { hasher } of hashers) hasher.update(chunk);
  return hashers.map(({ id, hasher }): Digest => ({ id, bytes: hasher.digest() }));
}

/** One slice of a file read at a time: a few MB, so a 1 GB file is never held whole. */
export const FILE_SLICE = 4 << 20;

/**
 * A file's (or any Blob's) digests, read a slice at a time and fed to every hasher before the next is read.
 * `onProgress` hears the bytes read so far after each slice.
 */
export async function digestBlob(
  blob: Blob,
  ids: readonly AlgorithmId[],
  key: Uint8Array | null,
  onProgress: (done: number, total: number) => void = () => {},
  slice = FILE_SLICE,
): Promise<Digest[]> {
  const hashers = ids.map((id) => ({ id, hasher: createHasher(id, key) }));
  for (let start = 0; start < blob.size; start += slice) {
    const chunk = new Uint8Array(await blob.slice(start, start + slice).arrayBuffer());
    for (const { hasher } of hashers) hasher.update(chunk);
    onProgress(Math.min(start + slice, blob.size), blob.size);
  }
  return hashers.map(({ id, hasher }): Digest => ({ id, bytes: hasher.digest() }));
}

export interface TextHashOptions {
  inputEncoding: InputEncoding;
  key: string;
  keyEncoding: KeyEncoding;
}

export interface TextDigests {
  digests: Digest[];
  /** How many bytes were hashed. */
  bytes: number;
}

/** The chosen digests (or HMACs) of a text, read in the chosen encoding. */
export function hashText(text: string, ids: readonly AlgorithmId[], options: TextHashOptions): TextDigests {
  const bytes = inputBytes(text, options.inputEncoding);
  const key = keyBytes(options.key, options.keyEncoding);
  return { digests: digestChunks([bytes], ids, key), bytes: bytes.length };
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function encodeDigest(bytes: Uint8Array, encoding: OutputEncoding): string {
  if (encoding === 'hex') return Array.from(bytes, (byte) => HEX[byte]).join('');
  if (encoding === 'base64') return encodeBase64(bytes);
  return encodeBase64(bytes, { urlSafe: true, padding: false });
}

/**
 * A pasted digest's bytes, read as hex (any case, spaced or not) or Base64 (either alphabet, padded or not),
 * after a label such as "sha256:" or an SRI "sha384-", or before the file name of a sha256sum line. Every
 * reading it has (a few hex digits also read as Base64); none when it is neither.
 */
export function readDigest(text: string): Uint8Array[] {
  let value = text.trim();
  // A sha256sum line: the digest, then the file's name.
  const checksumLine = /^([0-9a-fA-F]{32,})\s+\*?\S/.exec(value);
  if (checksumLine) value = checksumLine[1]!;
  value = value.replace(
    /^(?:hmac-)?(?:md5|sha-?1|sha-?224|sha-?256|sha-?384|sha-?512|sha-?512\/256|sha3-256|sha3-512|blake2b|blake3)[:-]/i,
    '',
  );
  const readings: Uint8Array[] = [];
  const compact = value.replace(/[\s:]/g, '');
  if (/^(?:0x)?[0-9a-fA-F]+$/.test(compact) && compact.replace(/^0x/i, '').length % 2 === 0)
    readings.push(decodeHex(compact));
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) {
    try {
      readings.push(decodeBase64(compact).bytes);
    } catch {
      // Not Base64 after all.
    }
  }
  return readings;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

export interface Comparison {
  /** The algorithms whose digest equals the pasted one. */
  matches: AlgorithmId[];
  /** Whether the pasted text read as a digest at all (hex or Base64). */
  readable: boolean;
}

/** Which of the digests a pasted digest equals, whatever its encoding. */
export function compareDigest(pasted: string, digests: readonly Digest[]): Comparison {
  const readings = readDigest(pasted);
  const matches = digests
    .filter((digest) => readings.some((reading) => sameBytes(reading, digest.bytes)))
    .map((digest) => digest.id);
  return { matches, readable: readings.length > 0 };
}

/** The SHA-256 of SAMPLE_INPUT, which the sample pastes to compare with. */
export const SAMPLE_SHA256 = 'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592';
