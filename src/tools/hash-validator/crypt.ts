/**
 * The Unix crypt schemes @noble/hashes and bcryptjs do not cover: SHA-crypt ($5$ and $6$, Ulrich Drepper's
 * "Unix crypt using SHA-256 and SHA-512", 2007) and MD5-crypt ($1$, Poul-Henning Kamp's, and Apache's $apr1$
 * variant of it), built on the digests of @noble/hashes.
 */
import { md5 } from '@noble/hashes/legacy.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';

export const CRYPT64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const encoder = new TextEncoder();

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Three bytes (first = most significant) as `count` crypt Base64 characters, lowest six bits first. */
function from24(b2: number, b1: number, b0: number, count: number): string {
  let word = (b2 << 16) | (b1 << 8) | b0;
  let out = '';
  for (let index = 0; index < count; index += 1) {
    out += CRYPT64[word & 0x3f];
    word >>>= 6;
  }
  return out;
}

/** `length` bytes of `source` repeated. */
function repeatTo(source: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let offset = 0; offset < length; offset += source.length)
    out.set(source.subarray(0, Math.min(source.length, length - offset)), offset);
  return out;
}

const SHA256_ORDER = [
  [0, 10, 20],
  [21, 1, 11],
  [12, 22, 2],
  [3, 13, 23],
  [24, 4, 14],
  [15, 25, 5],
  [6, 16, 26],
  [27, 7, 17],
  [18, 28, 8],
  [9, 19, 29],
] as const;
const SHA512_ORDER = [
  [0, 21, 42],
  [22, 43, 1],
  [44, 2, 23],
  [3, 24, 45],
  [25, 46, 4],
  [47, 5, 26],
  [6, 27, 48],
  [28, 49, 7],
  [50, 8, 29],
  [9, 30, 51],
  [31, 52, 10],
  [53, 11, 32],
  [12, 33, 54],
  [34, 55, 13],
  [56, 14, 35],
  [15, 36, 57],
  [37, 58, 16],
  [59, 17, 38],
  [18, 39, 60],
  [40, 61, 19],
  [62, 20, 41],
] as const;

export const SHA_CRYPT_DEFAULT_ROUNDS = 5000;

/**
 * SHA-crypt of a password with a salt (at most 16 characters are used) and a number of rounds (kept between
 * 1,000 and 999,999,999 as the specification says). `roundsGiven` writes "rounds=" into the result, as the
 * specification does whenever the setting named them.
 */
export function shaCrypt(
  variant: 5 | 6,
  password: string,
  saltText: string,
  rounds = SHA_CRYPT_DEFAULT_ROUNDS,
  roundsGiven = false,
): string {
  const hash = variant === 5 ? sha256 : sha512;
  const p = encoder.encode(password);
  const s = encoder.encode(saltText).subarray(0, 16);
  const salt = new TextDecoder().decode(s);
  const used = Math.min(999_999_999, Math.max(1000, rounds));

  const b = hash(concat([p, s, p]));
  const aParts: Uint8Array[] = [p, s, repeatTo(b, p.length)];
  for (let length = p.length; length > 0; length >>= 1) aParts.push(length & 1 ? b : p);
  let c = hash(concat(aParts));

  const dp = hash(concat(Array.from({ length: p.length }, () => p)));
  const pSeq = repeatTo(dp, p.length);
  const ds = hash(concat(Array.from({ length: 16 + c[0]! }, () => s)));
  const sSeq = repeatTo(ds, s.length);

  for (let round = 0; round < used; round += 1) {
    const parts: Uint8Array[] = [round & 1 ? pSeq : c];
    if (round % 3) parts.push(sSeq);
    if (round % 7) parts.push(pSeq);
    parts.push(round & 1 ? c : pSeq);
    c = hash(concat(parts));
  }

  let encoded = '';
  if (variant === 5) {
    for (const [x, y, z] of SHA256_ORDER) encoded += from24(c[x]!, c[y]!, c[z]!, 4);
    encoded += from24(0, c[31]!, c[30]!, 3);
  } else {
    for (const [x, y, z] of SHA512_ORDER) encoded += from24(c[x]!, c[y]!, c[z]!, 4);
    encoded += from24(0, 0, c[63]!, 2);
  }
  const roundsPart = roundsGiven ? `rounds=${used}$` : '';
  return `$${variant}$${roundsPart}${salt}$${encoded}`;
}

/** MD5-crypt ($1$) or Apache's variant ($apr1$), which differs only in the magic string; salts of up to 8. */
export function md5Crypt(password: string, saltText: string, magic: '$1$' | '$apr1$' = '$1$'): string {
  const p = encoder.encode(password);
  const s = encoder.encode(saltText).subarray(0, 8);
  const salt = new TextDecoder().decode(s);
  const m = encoder.encode(magic);

  const alternate = md5(concat([p, s, p]));
  const parts: Uint8Array[] = [p, m, s];
  for (let length = p.length; length > 0; length -= 16) parts.push(alternate.subarray(0, Math.min(16, length)));
  for (let length = p.length; length > 0; length >>= 1) parts.push(length & 1 ? new Uint8Array([0]) : p.subarray(0, 1));
  let final = md5(concat(parts));

  for (let round = 0; round < 1000; round += 1) {
    const step: Uint8Array[] = [round & 1 ? p : final];
    if (round % 3) step.push(s);
    if (round % 7) step.push(p);
    step.push(round & 1 ? final : p);
    final = md5(concat(step));
  }

  const f = final;
  const encoded =
    from24(f[0]!, f[6]!, f[12]!, 4) +
    from24(f[1]!, f[7]!, f[13]!, 4) +
    from24(f[2]!, f[8]!, f[14]!, 4) +
    from24(f[3]!, f[9]!, f[15]!, 4) +
    from24(f[4]!, f[10]!, f[5]!, 4) +
    from24(0, 0, f[11]!, 2);
  return `${magic}${salt}$${encoded}`;
}
