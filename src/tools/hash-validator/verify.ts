/**
 * Checking text, or a file, against a hash: every candidate algorithm for a digest (plain, or HMAC with a
 * key), or the one scheme a crypt string names, with its parameters. Runs in the worker: some schemes take
 * seconds by design, and files are read a chunk at a time into every candidate's hasher at once.
 */
import { argon2dAsync, argon2iAsync, argon2idAsync } from '@noble/hashes/argon2.js';
import { blake2b, blake2s } from '@noble/hashes/blake2.js';
import { blake3 } from '@noble/hashes/blake3.js';
import { hmac } from '@noble/hashes/hmac.js';
import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { pbkdf2Async } from '@noble/hashes/pbkdf2.js';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { sha224, sha256, sha384, sha512, sha512_224, sha512_256 } from '@noble/hashes/sha2.js';
import { keccak_256, keccak_512, sha3_224, sha3_256, sha3_384, sha3_512 } from '@noble/hashes/sha3.js';
import type { CHash } from '@noble/hashes/utils.js';
import bcrypt from 'bcryptjs';
import { crc32Update } from '../../lib/crc32';
import { formatBytes } from '../../lib/format';
import { ToolError } from '../../lib/tool-error';
import {
  analyseHash,
  base64ToBytes,
  bytesToBase64,
  bytesToHex,
  DIGEST_NAMES,
  type DigestId,
  type HashAnalysis,
} from './core';
import { CRYPT64, md5Crypt, shaCrypt } from './crypt';
import { Md4, utf16le } from './md4';

export interface Attempt {
  /** "SHA-256", "HMAC-SHA-256", "bcrypt". */
  name: string;
  /** What the text gives under it, in the hash's own form (hex, Base64 or a crypt string). */
  computed: string;
  match: boolean;
}

export interface VerifyResult {
  /** The algorithm that reproduced the hash, or null. */
  matched: string | null;
  attempts: Attempt[];
  notes: string[];
  /** How many bytes were hashed (the text's UTF-8, or the file). */
  bytesHashed: number;
}

interface Hasher {
  update(bytes: Uint8Array): unknown;
  digest(): Uint8Array;
}

type NobleHash = CHash;

const NOBLE: Partial<Record<DigestId, NobleHash>> = {
  md5,
  sha1,
  ripemd160,
  sha224,
  sha3_224,
  sha512_224,
  sha256,
  sha3_256,
  sha512_256,
  keccak256: keccak_256,
  sha384,
  sha3_384,
  sha512,
  sha3_512,
  keccak512: keccak_512,
  blake2s256: blake2s,
  blake2b512: blake2b,
};

class Crc32Hasher implements Hasher {
  private crc = 0;
  update(bytes: Uint8Array) {
    this.crc = crc32Update(this.crc, bytes);
  }
  digest() {
    return new Uint8Array([this.crc >>> 24, (this.crc >>> 16) & 0xff, (this.crc >>> 8) & 0xff, this.crc & 0xff]);
  }
}

/** A hasher for a candidate, plain or as HMAC with the key; null where that combination is not a thing. */
function hasherFor(id: DigestId, key: Uint8Array | null): { name: string; hasher: Hasher } | null {
  const name = DIGEST_NAMES[id];
  const noble = NOBLE[id];
  if (key) {
    if (!noble) return null;
    return { name: `HMAC-${name}`, hasher: hmac.create(noble, key) };
  }
  if (noble) return { name, hasher: noble.create() };
  switch (id) {
    case 'crc32':
      return { name, hasher: new Crc32Hasher() };
    case 'md4':
      return { name, hasher: new Md4() };
    case 'blake2b256':
      return { name, hasher: blake2b.create({ dkLen: 32 }) };
    case 'blake2b384':
      return { name, hasher: blake2b.create({ dkLen: 48 }) };
    case 'blake3':
      return { name, hasher: blake3.create() };
    default:
      return null;
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);

function shownAs(analysis: HashAnalysis, digest: Uint8Array): string {
  if (analysis.form === 'base64' || (analysis.form === 'sri' && analysis.letterCase === null))
    return bytesToBase64(digest);
  const hex = bytesToHex(digest);
  return analysis.letterCase === 'upper' ? hex.toUpperCase() : hex;
}

function digestTarget(analysis: HashAnalysis): Uint8Array {
  return Uint8Array.from(analysis.hex!.match(/../g)!, (pair) => parseInt(pair, 16));
}

function parsedOrThrow(hash: string): HashAnalysis {
  const analysis = analyseHash(hash);
  if (analysis.check.verdict === 'invalid')
    throw new ToolError(`The hash is not well formed: ${analysis.check.reason}`);
  if (!analysis.verifiable) throw new ToolError(`${analysis.check.details ?? 'This hash'} cannot be checked here.`);
  return analysis;
}

/** Every candidate digest of some bytes, fed in chunks, compared with the hash. */
async function digestAttempts(
  analysis: HashAnalysis,
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  key: string,
  text: string | null,
): Promise<VerifyResult> {
  const keyBytes = key === '' ? null : new TextEncoder().encode(key);
  const target = digestTarget(analysis);
  const notes: string[] = [];
  const hashers: { name: string; hasher: Hasher }[] = [];
  for (const candidate of analysis.candidates) {
    if (!candidate.id) {
      notes.push(`${candidate.name} is not computed here.`);
      continue;
    }
    if (candidate.id === 'ntlm') continue;
    const made = hasherFor(candidate.id, keyBytes);
    if (made) hashers.push(made);
    else if (keyBytes) notes.push(`${candidate.name} has no usual HMAC form; it was not tried with the key.`);
  }
  let bytesHashed = 0;
  for await (const chunk of chunks) {
    bytesHashed += chunk.length;
    for (const { hasher } of hashers) hasher.update(chunk);
  }
  const attempts: Attempt[] = hashers.map(({ name, hasher }) => {
    const digest = hasher.digest();
    return { name, computed: shownAs(analysis, digest), match: sameBytes(digest, target) };
  });
  if (analysis.candidates.some((candidate) => candidate.id === 'ntlm')) {
    if (text === null) notes.push('NTLM hashes a password, not a file: it was not tried.');
    else if (keyBytes) notes.push('NTLM has no keyed form: it was not tried with the key.');
    else {
      const digest = new Md4().update(utf16le(text)).digest();
      attempts.push({ name: 'NTLM', computed: shownAs(analysis, digest), match: sameBytes(digest, target) });
    }
  }
  return { matched: attempts.find((attempt) => attempt.match)?.name ?? null, attempts, notes, bytesHashed };
}

const LIMITS = {
  bcryptCost: 16,
  memoryBytes: 256 * 1024 * 1024,
  pbkdf2Iterations: 5_000_000,
  shaCryptRounds: 10_000_000,
};

function tooCostly(what: string): never {
  throw new ToolError(`${what}: too costly to compute in a browser tab, so it is not tried.`);
}

/** libsodium's Base64 for $7$ hashes: crypt's alphabet, three bytes at a time, least significant first. */
function encodeCrypt64LittleEndian(bytes: Uint8Array): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const group = bytes.subarray(index, index + 3);
    let value = 0;
    group.forEach((byte, offset) => (value |= byte << (offset * 8)));
    for (let bits = 0; bits < group.length * 8; bits += 6) {
      out += CRYPT64[value & 0x3f];
      value >>>= 6;
    }
  }
  return out;
}

function decodeCrypt64Number(text: string): number {
  let value = 0;
  for (let index = text.length - 1; index >= 0; index -= 1) value = value * 64 + CRYPT64.indexOf(text[index]!);
  return value;
}

const decodeAb64 = (text: string) => base64ToBytes(text.replace(/\./g, '+'))!;

/** A password checked against a crypt string by the scheme it names. */
async function cryptAttempt(analysis: HashAnalysis, password: string): Promise<Attempt> {
  const hash = analysis.value;
  const bytes = new TextEncoder().encode(password);
  const parts = hash.split('$');
  switch (analysis.scheme) {
    case 'bcrypt': {
      const cost = Number(hash.slice(hash.indexOf('$', 1) + 1, hash.indexOf('$', 1) + 3));
      if (cost > LIMITS.bcryptCost) tooCostly(`bcrypt cost ${cost}`);
      const computed = await bcrypt.hash(password, hash.slice(0, 29));
      return { name: 'bcrypt', computed, match: computed === hash };
    }
    case 'argon2': {
      const type = parts[1]!;
      const hasVersion = parts[2]!.startsWith('v=');
      const version = hasVersion ? Number(parts[2]!.slice(2)) : 0x10;
      const params = Object.fromEntries(
        parts[hasVersion ? 3 : 2]!.split(',').map((pair) => [pair.split('=')[0]!, Number(pair.split('=')[1])]),
      );
      if (params.m! * 1024 > LIMITS.memoryBytes) tooCostly(`argon2 with ${formatBytes(params.m! * 1024)} of memory`);
      const salt = base64ToBytes(parts[hasVersion ? 4 : 3]!)!;
      const target = base64ToBytes(parts[hasVersion ? 5 : 4]!)!;
      const derive = type === 'argon2id' ? argon2idAsync : type === 'argon2i' ? argon2iAsync : argon2dAsync;
      const derived = await derive(bytes, salt, {
        t: params.t!,
        m: params.m!,
        p: params.p!,
        dkLen: target.length,
        version: version === 19 ? 0x13 : 0x10,
      });
      return { name: type, computed: bytesToBase64(derived).replace(/=+$/, ''), match: sameBytes(derived, target) };
    }
    case 'scrypt': {
      const params = Object.fromEntries(
        parts[2]!.split(',').map((pair) => [pair.split('=')[0]!, Number(pair.split('=')[1])]),
      );
      const N = 2 ** params.ln!;
      if (128 * N * params.r! > LIMITS.memoryBytes) tooCostly(`scrypt with N=${N}, r=${params.r}`);
      const target = decodeAb64(parts[4]!);
      const derived = await scryptAsync(bytes, decodeAb64(parts[3]!), {
        N,
        r: params.r!,
        p: params.p!,
        dkLen: target.length,
      });
      return { name: 'scrypt', computed: bytesToBase64(derived).replace(/=+$/, ''), match: sameBytes(derived, target) };
    }
    case 'scrypt7': {
      const N = 2 ** CRYPT64.indexOf(hash[3]!);
      const r = decodeCrypt64Number(hash.slice(4, 9));
      const p = decodeCrypt64Number(hash.slice(9, 14));
      if (128 * N * r > LIMITS.memoryBytes) tooCostly(`scrypt with N=${N}, r=${r}`);
      const end = hash.indexOf('$', 14);
      const derived = await scryptAsync(bytes, new TextEncoder().encode(hash.slice(14, end)), { N, r, p, dkLen: 32 });
      const computed = `${hash.slice(0, end + 1)}${encodeCrypt64LittleEndian(derived)}`;
      return { name: 'scrypt ($7$)', computed, match: computed === hash };
    }
    case 'pbkdf2': {
      const prf = parts[1] === 'pbkdf2-sha512' ? sha512 : parts[1] === 'pbkdf2-sha256' ? sha256 : sha1;
      const iterations = Number(parts[2]);
      if (iterations > LIMITS.pbkdf2Iterations) tooCostly(`PBKDF2 with ${iterations} iterations`);
      const target = decodeAb64(parts[4]!);
      const derived = await pbkdf2Async(prf, bytes, decodeAb64(parts[3]!), { c: iterations, dkLen: target.length });
      return {
        name: parts[1]!,
        computed: bytesToBase64(derived).replace(/=+$/, '').replace(/\+/g, '.'),
        match: sameBytes(derived, target),
      };
    }
    case 'django-pbkdf2': {
      const prf = parts[0] === 'pbkdf2_sha256' ? sha256 : sha1;
      const iterations = Number(parts[1]);
      if (iterations > LIMITS.pbkdf2Iterations) tooCostly(`PBKDF2 with ${iterations} iterations`);
      const target = base64ToBytes(parts[3]!)!;
      const derived = await pbkdf2Async(prf, bytes, new TextEncoder().encode(parts[2]!), {
        c: iterations,
        dkLen: target.length,
      });
      return { name: parts[0]!, computed: bytesToBase64(derived), match: sameBytes(derived, target) };
    }
    case 'sha-crypt': {
      const variant = hash[1] === '5' ? 5 : 6;
      const roundsGiven = parts[2]!.startsWith('rounds=');
      const rounds = roundsGiven ? Number(parts[2]!.slice(7)) : 5000;
      if (rounds > LIMITS.shaCryptRounds) tooCostly(`SHA-crypt with ${rounds} rounds`);
      const salt = parts[roundsGiven ? 3 : 2]!;
      const computed = shaCrypt(variant, password, salt, rounds, roundsGiven);
      // A hash written with rounds below the minimum still verifies at the minimum, as glibc does.
      const sameHash = computed.slice(computed.lastIndexOf('$')) === hash.slice(hash.lastIndexOf('$'));
      return { name: variant === 5 ? 'SHA-256-crypt' : 'SHA-512-crypt', computed, match: sameHash };
    }
    case 'md5-crypt': {
      const magic = hash.startsWith('$apr1$') ? '$apr1$' : '$1$';
      const computed = md5Crypt(password, parts[2]!, magic);
      return { name: magic === '$1$' ? 'MD5-crypt' : 'Apache MD5', computed, match: computed === hash };
    }
    default:
      throw new ToolError('This hash cannot be checked here.');
  }
}

/** Text (a password, or any text as UTF-8) checked against a hash. */
export async function verifyText(hash: string, text: string, key: string): Promise<VerifyResult> {
  const analysis = parsedOrThrow(hash);
  const bytes = new TextEncoder().encode(text);
  if (analysis.form === 'crypt') {
    const notes = key ? ['A password hash has no separate key: the key field was not used.'] : [];
    if (analysis.scheme === 'bcrypt' && bytes.length > 72)
      notes.push(`The text is ${bytes.length} bytes; bcrypt used only the first 72.`);
    const attempt = await cryptAttempt(analysis, text);
    return { matched: attempt.match ? attempt.name : null, attempts: [attempt], notes, bytesHashed: bytes.length };
  }
  return digestAttempts(analysis, [bytes], key, text);
}

/** A file's chunks as they are read, from its stream when it has one (browsers), else in slices. */
async function* fileChunks(file: Blob): AsyncIterable<Uint8Array> {
  if (typeof file.stream === 'function') {
    const reader = (file.stream() as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  }
  const SLICE = 1 << 20;
  for (let start = 0; start < file.size; start += SLICE)
    yield new Uint8Array(await file.slice(start, start + SLICE).arrayBuffer());
}

/**
 * A file checked against a digest, read in a stream: any size, never all in memory at once. `opening` counts
 * the files opened, so a screen reruns on a new file (two files compare equal as plain values).
 */
export async function verifyFile(hash: string, file: Blob, key: string, opening = 0): Promise<VerifyResult> {
  void opening;
  const analysis = parsedOrThrow(hash);
  if (analysis.form === 'crypt')
    throw new ToolError('A password hash is checked against a password: type it instead of opening a file.');
  return digestAttempts(analysis, fileChunks(file), key, null);
}
