/**
 * What a hash is, from its form alone: a hex or Base64 digest (the algorithms that give that many bytes,
 * ranked), a Subresource Integrity value, or a modular-crypt password hash (bcrypt, argon2, scrypt, PBKDF2,
 * SHA-crypt, MD5-crypt) parsed into its parameters, with the place where a broken one stops making sense.
 */
import type { Check } from '../../lib/validation';

/** A bcrypt hash of SAMPLE_TEXT, made for the sample (cost 10, a fixed salt). */
export const SAMPLE_INPUT = '$2b$10$H7ZqvZJMkE0Ry7dLmWnI5e1WF8v9mc8R87Sl2WaU6h9dBZWhHYPYe';
export const SAMPLE_TEXT = 'correct horse battery staple';

/** The digests the tool can compute, by the id verify.ts knows them by. */
export type DigestId =
  | 'crc32'
  | 'md5'
  | 'md4'
  | 'ntlm'
  | 'sha1'
  | 'ripemd160'
  | 'sha224'
  | 'sha3_224'
  | 'sha512_224'
  | 'sha256'
  | 'sha3_256'
  | 'sha512_256'
  | 'blake2s256'
  | 'blake2b256'
  | 'blake3'
  | 'keccak256'
  | 'sha384'
  | 'sha3_384'
  | 'blake2b384'
  | 'sha512'
  | 'sha3_512'
  | 'blake2b512'
  | 'keccak512';

export type SchemeId =
  'bcrypt' | 'argon2' | 'scrypt' | 'scrypt7' | 'pbkdf2' | 'django-pbkdf2' | 'sha-crypt' | 'md5-crypt' | 'yescrypt';

export interface Candidate {
  /** A digest id, or a name the tool recognises but cannot compute ("RIPEMD-128", "Whirlpool"). */
  id: DigestId | null;
  name: string;
  /** Why it is a candidate, and why it ranks where it does. */
  why: string;
}

export interface HashParam {
  label: string;
  value: string;
}

export type HashForm = 'hex' | 'base64' | 'sri' | 'crypt' | 'unknown';

export interface HashAnalysis {
  value: string;
  check: Check;
  form: HashForm;
  scheme: SchemeId | null;
  /** The digests of this size, likeliest first (empty for a crypt scheme). */
  candidates: Candidate[];
  params: HashParam[];
  /** The digest's bytes, in both forms, for a digest. */
  bytes: number | null;
  hex: string | null;
  base64: string | null;
  letterCase: 'lower' | 'upper' | 'mixed' | null;
  /** Whether the tool can check a password or text against it. */
  verifiable: boolean;
  notes: string[];
}

export const DIGEST_NAMES: Record<DigestId, string> = {
  crc32: 'CRC-32',
  md5: 'MD5',
  md4: 'MD4',
  ntlm: 'NTLM',
  sha1: 'SHA-1',
  ripemd160: 'RIPEMD-160',
  sha224: 'SHA-224',
  sha3_224: 'SHA3-224',
  sha512_224: 'SHA-512/224',
  sha256: 'SHA-256',
  sha3_256: 'SHA3-256',
  sha512_256: 'SHA-512/256',
  blake2s256: 'BLAKE2s-256',
  blake2b256: 'BLAKE2b-256',
  blake3: 'BLAKE3',
  keccak256: 'Keccak-256',
  sha384: 'SHA-384',
  sha3_384: 'SHA3-384',
  blake2b384: 'BLAKE2b-384',
  sha512: 'SHA-512',
  sha3_512: 'SHA3-512',
  blake2b512: 'BLAKE2b-512',
  keccak512: 'Keccak-512',
};

type Ranked = readonly (readonly [DigestId | string, string])[];

/** The digests of each size in bytes, likeliest first, with why. */
const BY_SIZE: Record<number, Ranked> = {
  4: [['crc32', 'the checksum of ZIP, PNG and gzip, and the usual 8-hex-digit "hash"']],
  16: [
    ['md5', 'the commonest 128-bit digest (file checksums, old password tables)'],
    ['ntlm', 'Windows password hashes: MD4 of the password in UTF-16LE'],
    ['md4', 'the older digest NTLM is built on'],
    ['RIPEMD-128', 'rare; recognised but not computed here'],
  ],
  20: [
    ['sha1', 'the commonest 160-bit digest (Git objects, old certificates)'],
    ['ripemd160', 'Bitcoin addresses and PGP use it'],
  ],
  28: [
    ['sha224', 'SHA-2 truncated to 224 bits'],
    ['sha3_224', 'SHA-3 of the same size'],
    ['sha512_224', 'SHA-512 truncated to 224 bits'],
  ],
  32: [
    ['sha256', 'the commonest digest today (downloads, Git LFS, Docker, certificates)'],
    ['sha3_256', 'SHA-3 of the same size'],
    ['blake2s256', 'BLAKE2s, used by WireGuard'],
    ['blake3', 'BLAKE3, fast file hashing'],
    ['keccak256', 'Ethereum\'s "SHA3", the Keccak before NIST\'s padding'],
    ['blake2b256', 'BLAKE2b cut to 256 bits'],
    ['sha512_256', 'SHA-512 truncated to 256 bits'],
  ],
  48: [
    ['sha384', 'SHA-2, common in Subresource Integrity and TLS'],
    ['sha3_384', 'SHA-3 of the same size'],
    ['blake2b384', 'BLAKE2b cut to 384 bits'],
  ],
  64: [
    ['sha512', 'the commonest 512-bit digest'],
    ['sha3_512', 'SHA-3 of the same size'],
    ['blake2b512', 'BLAKE2b, as b2sum prints it'],
    ['keccak512', "Keccak before NIST's padding"],
    ['Whirlpool', 'rare; recognised but not computed here'],
  ],
};

const HEX_LENGTHS = Object.keys(BY_SIZE).map((bytes) => Number(bytes) * 2);

function candidatesOf(bytes: number, upperCaseHex: boolean): Candidate[] {
  const ranked = (BY_SIZE[bytes] ?? []).map(([id, why]) =>
    id in DIGEST_NAMES ? { id: id as DigestId, name: DIGEST_NAMES[id as DigestId], why } : { id: null, name: id, why },
  );
  // Windows tools (pwdump, secretsdump) print NTLM in capitals; checksum tools print lowercase.
  if (upperCaseHex && bytes === 16) {
    const ntlmAt = ranked.findIndex((candidate) => candidate.id === 'ntlm');
    const [ntlmCandidate] = ranked.splice(ntlmAt, 1);
    ranked.unshift({ ...ntlmCandidate!, why: `${ntlmCandidate!.why}; Windows tools print it in capitals, as here` });
  }
  return ranked;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard or URL-safe Base64, padded or not; null when it is neither. */
export function base64ToBytes(text: string): Uint8Array | null {
  const body = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(body) && !/^[A-Za-z0-9_-]*$/.test(body)) return null;
  if (body.length % 4 === 1 || text.length - body.length > 2) return null;
  const standard = body.replace(/-/g, '+').replace(/_/g, '/');
  try {
    return Uint8Array.from(atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '=')), (char) =>
      char.charCodeAt(0),
    );
  } catch {
    return null;
  }
}

const BCRYPT64 = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CRYPT64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

interface Parsed {
  scheme: SchemeId;
  name: string;
  params: HashParam[];
  notes: string[];
  verifiable: boolean;
}

class FormError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

/** The first character of `text[from, to)` outside `alphabet`, as a FormError naming the field. */
function checkAlphabet(text: string, from: number, to: number, alphabet: string, field: string, alphabetName: string) {
  for (let index = from; index < to; index += 1) {
    if (!alphabet.includes(text[index]!))
      throw new FormError(
        `Character ${index + 1}, "${text[index]}", is not allowed in the ${field}: it uses ${alphabetName}.`,
        index,
      );
  }
}

/** The `$`-separated fields of a crypt string, each with where it starts. */
function fields(value: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let start = 0;
  for (const text of value.split('$')) {
    out.push({ text, start });
    start += text.length + 1;
  }
  return out;
}

function parseBcrypt(value: string): Parsed {
  const match = /^\$(2[abxy]?)\$/.exec(value);
  if (!match) throw new FormError('A bcrypt hash starts "$2a$", "$2b$" or "$2y$".', value.startsWith('$2') ? 2 : 0);
  let at = match[0].length;
  const cost = value.slice(at, at + 2);
  if (!/^\d\d$/.test(cost))
    throw new FormError(
      `The cost after "${match[0]}" is two digits (04 to 31), such as "10".`,
      at + (/^\d/.test(cost) ? 1 : 0),
    );
  if (Number(cost) < 4 || Number(cost) > 31)
    throw new FormError(`The cost is ${Number(cost)}; bcrypt allows 4 to 31.`, at);
  at += 2;
  if (value[at] !== '$') throw new FormError('A "$" follows the two-digit cost.', at);
  at += 1;
  const rest = value.length - at;
  checkAlphabet(
    value,
    at,
    Math.min(value.length, at + 53),
    BCRYPT64,
    'salt and hash',
    "bcrypt's own Base64 (./A–Z a–z 0–9)",
  );
  if (rest !== 53)
    throw new FormError(
      `After the cost come 53 characters: a 22-character salt and a 31-character hash; this has ${rest}.`,
      rest > 53 ? at + 53 : value.length,
    );
  const salt = value.slice(at, at + 22);
  const hash = value.slice(at + 22);
  const notes: string[] = [];
  const variant = match[1]!;
  if (BCRYPT64.indexOf(salt[21]!) % 16 !== 0)
    notes.push(
      `The salt's last character "${salt[21]}" carries unused bits: most bcrypt libraries write ".", "O", "e" or "u" there, and some reject it.`,
    );
  if (variant === '2x')
    notes.push('"$2x$" marks hashes made by a buggy PHP crypt before 2011; it cannot be checked here.');
  if (variant === '2' || variant === '2a')
    notes.push(
      `"$${variant}$" is an older marker; "$2b$" (OpenBSD, 2014) and "$2y$" (PHP) are today's and mean the same.`,
    );
  notes.push('bcrypt uses only the first 72 bytes of a password.');
  return {
    scheme: 'bcrypt',
    name: 'bcrypt',
    verifiable: variant !== '2x',
    notes,
    params: [
      { label: 'Variant', value: `$${variant}$` },
      {
        label: 'Cost',
        value: `${Number(cost)} (2^${Number(cost)} = ${(2 ** Number(cost)).toLocaleString('en-US')} rounds)`,
      },
      { label: 'Salt (22 characters, 16 bytes)', value: salt },
      { label: 'Hash (31 characters, 23 bytes)', value: hash },
    ],
  };
}

/** `name=value` pairs ("m=65536,t=3,p=4"), each value a whole number, with a FormError naming what is wrong. */
function numberParams(field: { text: string; start: number }, names: readonly string[], what: string) {
  const values: Record<string, number> = {};
  let offset = field.start;
  for (const pair of field.text.split(',')) {
    const [name, number] = pair.split('=');
    if (!names.includes(name!) || number === undefined)
      throw new FormError(
        `The ${what} parameters are ${names.map((n) => `${n}=…`).join(',')}; "${pair}" is not one.`,
        offset,
      );
    if (!/^\d+$/.test(number))
      throw new FormError(`"${name}" must be a whole number; it is "${number}".`, offset + name!.length + 1);
    values[name!] = Number(number);
    offset += pair.length + 1;
  }
  for (const name of names)
    if (values[name] === undefined) throw new FormError(`The ${what} parameter "${name}" is missing.`, field.start);
  return values;
}

const B64_NO_PAD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function base64Field(field: { text: string; start: number } | undefined, name: string, value: string, extra = '') {
  if (!field || field.text === '') throw new FormError(`The ${name} is missing.`, field?.start ?? value.length);
  checkAlphabet(
    value,
    field.start,
    field.start + field.text.length,
    B64_NO_PAD + extra,
    name,
    'Base64 without padding',
  );
  const bytes = base64ToBytes(field.text.replace(/\./g, '+'));
  if (!bytes)
    throw new FormError(
      `The ${name} is not whole Base64 (its length is off by one).`,
      field.start + field.text.length - 1,
    );
  return bytes;
}

function parseArgon2(value: string): Parsed {
  const parts = fields(value);
  const type = parts[1]!.text;
  if (!['argon2id', 'argon2i', 'argon2d'].includes(type))
    throw new FormError('An argon2 hash starts "$argon2id$", "$argon2i$" or "$argon2d$".', 1);
  let index = 2;
  let version = 16;
  if (parts[index]?.text.startsWith('v=')) {
    const versionText = parts[index]!.text.slice(2);
    if (versionText !== '19' && versionText !== '16')
      throw new FormError(
        `The version is "v=19" (1.3) or "v=16" (1.0); this says "v=${versionText}".`,
        parts[index]!.start + 2,
      );
    version = Number(versionText);
    index += 1;
  }
  if (!parts[index]) throw new FormError('The parameters m=…,t=…,p=… are missing.', value.length);
  const { m, t, p } = numberParams(parts[index]!, ['m', 't', 'p'], 'argon2');
  const salt = base64Field(parts[index + 1], 'salt', value);
  const hash = base64Field(parts[index + 2], 'hash', value);
  if (parts.length > index + 3) throw new FormError('There is more after the hash.', parts[index + 3]!.start - 1);
  if (salt.length < 8)
    throw new FormError(`The salt is ${salt.length} bytes; argon2 needs at least 8.`, parts[index + 1]!.start);
  return {
    scheme: 'argon2',
    name: type === 'argon2id' ? 'Argon2id' : type === 'argon2i' ? 'Argon2i' : 'Argon2d',
    verifiable: true,
    notes: version === 16 ? ["Version 1.0 (v=16) is the draft before RFC 9106; today's hashes say v=19."] : [],
    params: [
      { label: 'Type', value: type },
      { label: 'Version', value: version === 19 ? '19 (1.3, RFC 9106)' : '16 (1.0)' },
      { label: 'Memory (m)', value: `${m!.toLocaleString('en-US')} KiB` },
      { label: 'Iterations (t)', value: String(t) },
      { label: 'Parallelism (p)', value: String(p) },
      { label: 'Salt', value: `${bytesToHex(salt)} (${salt.length} bytes)` },
      { label: 'Hash length', value: `${hash.length} bytes` },
    ],
  };
}

function parseScrypt(value: string): Parsed {
  const parts = fields(value);
  if (!parts[2]) throw new FormError('The parameters ln=…,r=…,p=… are missing.', value.length);
  const { ln, r, p } = numberParams(parts[2], ['ln', 'r', 'p'], 'scrypt');
  const salt = base64Field(parts[3], 'salt', value, '.');
  const hash = base64Field(parts[4], 'hash', value, '.');
  if (ln! < 1 || ln! > 30) throw new FormError(`ln is log2 of N, 1 to 30; it is ${ln}.`, parts[2].start);
  return {
    scheme: 'scrypt',
    name: 'scrypt (passlib)',
    verifiable: true,
    notes: [],
    params: [
      { label: 'N (cost)', value: `2^${ln} = ${(2 ** ln!).toLocaleString('en-US')}` },
      { label: 'r (block size)', value: String(r) },
      { label: 'p (parallelism)', value: String(p) },
      { label: 'Salt', value: `${bytesToHex(salt)} (${salt.length} bytes)` },
      { label: 'Hash length', value: `${hash.length} bytes` },
    ],
  };
}

/** A number in the $7$ format: little-endian, 6 bits a character, `count` characters. */
function crypt64Number(text: string): number {
  let value = 0;
  for (let index = text.length - 1; index >= 0; index -= 1) value = value * 64 + CRYPT64.indexOf(text[index]!);
  return value;
}

function parseScrypt7(value: string): Parsed {
  const setting = value.slice(3);
  checkAlphabet(value, 3, Math.min(value.length, 14), CRYPT64, 'N, r and p', 'crypt Base64 (./0–9 A–Z a–z)');
  if (setting.length < 11) throw new FormError('After "$7$" come N (1 character), r and p (5 each).', value.length);
  const end = value.indexOf('$', 14);
  if (end === -1) throw new FormError('The salt is followed by "$" and the hash.', value.length);
  const hash = value.slice(end + 1);
  checkAlphabet(value, end + 1, value.length, CRYPT64, 'hash', 'crypt Base64 (./0–9 A–Z a–z)');
  if (hash.length !== 43)
    throw new FormError(`The hash has 43 characters; this has ${hash.length}.`, end + 1 + Math.min(hash.length, 43));
  const log2N = CRYPT64.indexOf(setting[0]!);
  return {
    scheme: 'scrypt7',
    name: 'scrypt ($7$, libsodium)',
    verifiable: true,
    notes: [],
    params: [
      { label: 'N (cost)', value: `2^${log2N} = ${(2 ** log2N).toLocaleString('en-US')}` },
      { label: 'r (block size)', value: String(crypt64Number(setting.slice(1, 6))) },
      { label: 'p (parallelism)', value: String(crypt64Number(setting.slice(6, 11))) },
      { label: 'Salt', value: value.slice(14, end) },
      { label: 'Hash', value: hash },
    ],
  };
}

const PBKDF2_DIGESTS: Record<string, { name: string; bytes: number }> = {
  pbkdf2: { name: 'HMAC-SHA-1', bytes: 20 },
  'pbkdf2-sha1': { name: 'HMAC-SHA-1', bytes: 20 },
  'pbkdf2-sha256': { name: 'HMAC-SHA-256', bytes: 32 },
  'pbkdf2-sha512': { name: 'HMAC-SHA-512', bytes: 64 },
};

function parsePbkdf2(value: string): Parsed {
  const parts = fields(value);
  const digest = PBKDF2_DIGESTS[parts[1]!.text];
  if (!digest)
    throw new FormError('A passlib PBKDF2 hash starts "$pbkdf2$", "$pbkdf2-sha256$" or "$pbkdf2-sha512$".', 1);
  const rounds = parts[2];
  if (!rounds || !/^\d+$/.test(rounds.text))
    throw new FormError('The iteration count, a whole number, follows the scheme.', rounds?.start ?? value.length);
  const salt = base64Field(parts[3], 'salt', value, '.');
  const hash = base64Field(parts[4], 'hash', value, '.');
  return {
    scheme: 'pbkdf2',
    name: `PBKDF2 with ${digest.name} (passlib)`,
    verifiable: true,
    notes:
      hash.length === digest.bytes ? [] : [`The hash is ${hash.length} bytes; ${digest.name} gives ${digest.bytes}.`],
    params: [
      { label: 'PRF', value: digest.name },
      { label: 'Iterations', value: Number(rounds.text).toLocaleString('en-US') },
      { label: 'Salt', value: `${bytesToHex(salt)} (${salt.length} bytes)` },
      { label: 'Hash length', value: `${hash.length} bytes` },
    ],
  };
}

function parseDjango(value: string): Parsed {
  const parts = fields(value);
  const algorithm = parts[0]!.text;
  const rounds = parts[1];
  if (!rounds || !/^\d+$/.test(rounds.text))
    throw new FormError('The iteration count, a whole number, follows the algorithm.', rounds?.start ?? value.length);
  if (!parts[2] || parts[2].text === '') throw new FormError('The salt is missing.', value.length);
  const hash = base64Field(parts[3], 'hash', value, '=');
  return {
    scheme: 'django-pbkdf2',
    name: `PBKDF2 with HMAC-${algorithm === 'pbkdf2_sha256' ? 'SHA-256' : 'SHA-1'} (Django)`,
    verifiable: true,
    notes: [],
    params: [
      { label: 'Algorithm', value: algorithm },
      { label: 'Iterations', value: Number(rounds.text).toLocaleString('en-US') },
      { label: 'Salt (used as text)', value: parts[2].text },
      { label: 'Hash length', value: `${hash.length} bytes` },
    ],
  };
}

function parseShaCrypt(value: string): Parsed {
  const variant = value[1] === '5' ? 5 : 6;
  const parts = fields(value);
  let index = 2;
  let rounds = 5000;
  let roundsGiven = false;
  if (parts[2]?.text.startsWith('rounds=')) {
    const text = parts[2].text.slice(7);
    if (!/^\d+$/.test(text)) throw new FormError('"rounds=" is followed by a whole number.', parts[2].start + 7);
    rounds = Number(text);
    roundsGiven = true;
    index = 3;
  }
  const salt = parts[index];
  const hash = parts[index + 1];
  if (!salt || !hash) throw new FormError('A salt and a hash follow, separated by "$".', value.length);
  if (salt.text.length > 16)
    throw new FormError(`The salt has ${salt.text.length} characters; SHA-crypt uses at most 16.`, salt.start + 16);
  const wanted = variant === 5 ? 43 : 86;
  checkAlphabet(value, hash.start, value.length, CRYPT64, 'hash', 'crypt Base64 (./0–9 A–Z a–z)');
  if (hash.text.length !== wanted)
    throw new FormError(
      `The hash has ${wanted} characters; this has ${hash.text.length}.`,
      hash.start + Math.min(hash.text.length, wanted),
    );
  const clamped = Math.min(999_999_999, Math.max(1000, rounds));
  return {
    scheme: 'sha-crypt',
    name: variant === 5 ? 'SHA-256-crypt' : 'SHA-512-crypt',
    verifiable: true,
    notes: clamped !== rounds ? [`rounds=${rounds} is out of range: ${clamped.toLocaleString('en-US')} are used.`] : [],
    params: [
      { label: 'Scheme', value: `$${variant}$ (${variant === 5 ? 'SHA-256' : 'SHA-512'})` },
      { label: 'Rounds', value: `${clamped.toLocaleString('en-US')}${roundsGiven ? '' : ' (the default)'}` },
      { label: 'Salt', value: salt.text },
      { label: 'Hash', value: hash.text },
    ],
  };
}

function parseMd5Crypt(value: string): Parsed {
  const apr = value.startsWith('$apr1$');
  const parts = fields(value);
  const salt = parts[2];
  const hash = parts[3];
  if (!salt || !hash) throw new FormError('A salt and a hash follow, separated by "$".', value.length);
  if (salt.text.length > 8)
    throw new FormError(`The salt has ${salt.text.length} characters; MD5-crypt uses at most 8.`, salt.start + 8);
  checkAlphabet(value, hash.start, value.length, CRYPT64, 'hash', 'crypt Base64 (./0–9 A–Z a–z)');
  if (hash.text.length !== 22)
    throw new FormError(
      `The hash has 22 characters; this has ${hash.text.length}.`,
      hash.start + Math.min(hash.text.length, 22),
    );
  return {
    scheme: 'md5-crypt',
    name: apr ? 'Apache MD5 ($apr1$, htpasswd)' : 'MD5-crypt ($1$)',
    verifiable: true,
    notes: ["MD5-crypt is weak by today's measure: 1,000 MD5 rounds."],
    params: [
      { label: 'Scheme', value: apr ? '$apr1$' : '$1$' },
      { label: 'Rounds', value: '1,000 (fixed)' },
      { label: 'Salt', value: salt.text },
      { label: 'Hash', value: hash.text },
    ],
  };
}

/** The crypt scheme a string names by its start, and its parser. */
function cryptParser(value: string): ((value: string) => Parsed) | null {
  if (/^\$2[abxy]?\$/.test(value) || /^\$2[^$]?\$?/.test(value)) return parseBcrypt;
  if (value.startsWith('$argon2')) return parseArgon2;
  if (value.startsWith('$scrypt$')) return parseScrypt;
  if (value.startsWith('$7$')) return parseScrypt7;
  if (/^\$pbkdf2(-sha\d+)?\$/.test(value)) return parsePbkdf2;
  if (/^pbkdf2_sha(1|256)\$/.test(value)) return parseDjango;
  if (/^\$[56]\$/.test(value)) return parseShaCrypt;
  if (value.startsWith('$1$') || value.startsWith('$apr1$')) return parseMd5Crypt;
  if (value.startsWith('$y$'))
    return () => ({
      scheme: 'yescrypt',
      name: 'yescrypt',
      verifiable: false,
      notes: ["yescrypt (today's default in Debian and Fedora /etc/shadow) is recognised but not computed here."],
      params: [{ label: 'Scheme', value: '$y$' }],
    });
  return null;
}

function baseAnalysis(value: string): Omit<HashAnalysis, 'check' | 'form'> {
  return {
    value,
    scheme: null,
    candidates: [],
    params: [],
    bytes: null,
    hex: null,
    base64: null,
    letterCase: null,
    verifiable: false,
    notes: [],
  };
}

/** Digests of nothing: a common sight when a file or field was empty by mistake. */
const EMPTY_INPUT_DIGESTS: Record<string, string> = {
  '00000000': 'CRC-32',
  d41d8cd98f00b204e9800998ecf8427e: 'MD5',
  '31d6cfe0d16ae931b73c59d7e0c089c0': 'MD4 (and NTLM of an empty password)',
  da39a3ee5e6b4b0d3255bfef95601890afd80709: 'SHA-1',
  e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855: 'SHA-256',
  a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a: 'SHA3-256',
  cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e:
    'SHA-512',
};

function letterCaseOf(hex: string): HashAnalysis['letterCase'] {
  const upper = /[A-F]/.test(hex);
  const lower = /[a-f]/.test(hex);
  return upper && lower ? 'mixed' : upper ? 'upper' : 'lower';
}

function digestAnalysis(
  value: string,
  bytes: Uint8Array,
  form: HashForm,
  letterCase: HashAnalysis['letterCase'],
): HashAnalysis {
  const candidates = candidatesOf(bytes.length, letterCase === 'upper');
  const names = candidates.map((candidate) => candidate.name);
  const notes: string[] = [];
  if (letterCase === 'mixed')
    notes.push('Hex digits in mixed case: tools print all lowercase or all capitals, so this may have been edited.');
  if (new Set(bytes).size === 1) notes.push('Every byte is the same: more likely a placeholder than a real digest.');
  const ofEmpty = EMPTY_INPUT_DIGESTS[bytesToHex(bytes)];
  if (ofEmpty) notes.push(`This is the ${ofEmpty} of empty input: whatever was hashed had no bytes at all.`);
  return {
    ...baseAnalysis(value),
    form,
    candidates,
    bytes: bytes.length,
    hex: bytesToHex(bytes),
    base64: bytesToBase64(bytes),
    letterCase,
    verifiable: candidates.some((candidate) => candidate.id !== null),
    notes,
    check: {
      verdict: letterCase === 'mixed' ? 'warning' : 'valid',
      reason: `A ${bytes.length * 8}-bit digest in ${form === 'hex' ? 'hex' : 'Base64'}: ${names.slice(0, -1).join(', ')}${names.length > 1 ? ' or ' : ''}${names.at(-1)}${names.length > 1 ? ', likeliest first' : ''}.`,
      details: names.join(', '),
    },
  };
}

const DIGEST_BYTES: Partial<Record<DigestId, number>> = { md5: 16, sha1: 20, sha256: 32, sha384: 48, sha512: 64 };

const SRI_DIGESTS: Record<string, DigestId> = { sha256: 'sha256', sha384: 'sha384', sha512: 'sha512' };

/** `sha256-…` (Subresource Integrity) or `sha256:…` (Docker, OCI): the algorithm is named. */
function namedDigest(value: string): HashAnalysis | null {
  const match = /^(sha256|sha384|sha512|sha1|md5)([-:])(.*)$/i.exec(value);
  if (!match) return null;
  const algorithm = match[1]!.toLowerCase();
  const id = (SRI_DIGESTS[algorithm] ?? (algorithm === 'sha1' ? 'sha1' : 'md5')) as DigestId;
  const body = match[3]!;
  const start = match[1]!.length + 1;
  const expected = DIGEST_BYTES[id]!;
  const hex = /^[0-9a-fA-F]+$/.test(body) && body.length === expected * 2;
  const bytes = hex ? hexToBytes(body) : base64ToBytes(body);
  const base = { ...baseAnalysis(value), form: 'sri' as const };
  if (!bytes || bytes.length !== expected) {
    const bad = body.search(/[^A-Za-z0-9+/=_-]/);
    return {
      ...base,
      check: {
        verdict: 'invalid',
        reason:
          bad >= 0
            ? `Character ${start + bad + 1}, "${body[bad]}", is neither hex nor Base64.`
            : `A ${DIGEST_NAMES[id]} digest is ${expected} bytes (${expected * 2} hex digits or ${Math.ceil(expected / 3) * 4} Base64 characters); this is ${bytes ? `${bytes.length} bytes` : 'not whole Base64'}.`,
        position: bad >= 0 ? start + bad : value.length,
        details: DIGEST_NAMES[id],
      },
    };
  }
  return {
    ...base,
    candidates: [{ id, name: DIGEST_NAMES[id], why: `named by the "${match[1]}${match[2]}" prefix` }],
    bytes: bytes.length,
    hex: bytesToHex(bytes),
    base64: bytesToBase64(bytes),
    letterCase: hex ? letterCaseOf(body) : null,
    verifiable: true,
    check: {
      verdict: 'valid',
      reason: `A ${DIGEST_NAMES[id]} digest, named by its prefix (${match[2] === '-' ? 'Subresource Integrity' : 'algorithm:digest, as Docker and OCI write it'}).`,
      details: DIGEST_NAMES[id],
    },
  };
}

/** The nearest common hex length, and where this value first departs from it. */
function hexLengthProblem(value: string): Check {
  const nearest = HEX_LENGTHS.reduce((best, length) =>
    Math.abs(length - value.length) < Math.abs(best - value.length) ? length : best,
  );
  const names = (BY_SIZE[nearest / 2] ?? []).map(([id]) => DIGEST_NAMES[id as DigestId] ?? id);
  return {
    verdict: 'invalid',
    reason: `${value.length} hex digits (${value.length % 2 ? 'an odd number, so not whole bytes' : `${value.length / 2} bytes`}): no common digest has this length. The nearest is ${nearest} (${names.slice(0, 3).join(', ')}), ${value.length > nearest ? `${value.length - nearest} fewer` : `${nearest - value.length} more`}.`,
    position: Math.min(value.length, nearest),
    details: 'Unknown length',
  };
}

/** Everything the screen shows of one hash. */
export function analyseHash(raw: string): HashAnalysis {
  // sha256sum and md5sum print "digest  file name": the digest is the first word.
  const value = raw.trim().replace(/^([0-9a-fA-F]{8,128})\s+\*?\S.*$/, '$1');
  const offset = raw.length - raw.trimStart().length;
  const shift = (analysis: HashAnalysis): HashAnalysis =>
    analysis.check.position === undefined || offset === 0
      ? analysis
      : { ...analysis, check: { ...analysis.check, position: analysis.check.position + offset } };
  if (value === '')
    return { ...baseAnalysis(''), form: 'unknown', check: { verdict: 'invalid', reason: 'Enter a hash to identify.' } };

  const parser = cryptParser(value);
  if (parser) {
    try {
      const parsed = parser(value);
      return {
        ...baseAnalysis(value),
        form: 'crypt',
        scheme: parsed.scheme,
        params: parsed.params,
        notes: parsed.notes,
        verifiable: parsed.verifiable,
        check: {
          verdict: parsed.verifiable ? 'valid' : 'warning',
          reason: `A well-formed ${parsed.name} password hash.${parsed.verifiable ? '' : ' This tool recognises it but cannot check a password against it.'}`,
          details: parsed.name,
        },
      };
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      return shift({
        ...baseAnalysis(value),
        form: 'crypt',
        check: { verdict: 'invalid', reason: error.message, position: error.position, details: 'Broken crypt string' },
      });
    }
  }

  const named = namedDigest(value);
  if (named) return shift(named);

  const hexBody = value.replace(/^0x/i, '');
  const hexStart = value.length - hexBody.length;
  if (/^[0-9a-fA-F]+$/.test(hexBody)) {
    if (hexBody.length % 2 === 0 && BY_SIZE[hexBody.length / 2])
      return digestAnalysis(value, hexToBytes(hexBody), 'hex', letterCaseOf(hexBody));
    // Base64 of a digest may happen to be all hex characters only when it has none of the other letters.
    const decoded = base64ToBytes(value);
    if (!(decoded && BY_SIZE[decoded.length] && !HEX_LENGTHS.includes(value.length)))
      return shift({ ...baseAnalysis(value), form: 'hex', check: shiftCheck(hexLengthProblem(hexBody), hexStart) });
  }

  const decoded = base64ToBytes(value);
  if (decoded && BY_SIZE[decoded.length]) return digestAnalysis(value, decoded, 'base64', null);

  // A hex digest of a common length with a stray character: say which.
  if (HEX_LENGTHS.includes(hexBody.length) && /^[0-9a-fA-F]/.test(hexBody)) {
    const bad = hexBody.search(/[^0-9a-fA-F]/);
    const names = (BY_SIZE[hexBody.length / 2] ?? []).map(([id]) => DIGEST_NAMES[id as DigestId] ?? id);
    if (hexBody.slice(0, bad).length >= hexBody.length * 0.5 || /^[0-9a-fA-F]*$/.test(hexBody.slice(bad + 1)))
      return shift({
        ...baseAnalysis(value),
        form: 'hex',
        check: {
          verdict: 'invalid',
          reason: `${hexBody.length} characters, the length of a ${names.slice(0, 2).join(' or ')} hex digest, but character ${hexStart + bad + 1}, "${hexBody[bad]}", is not a hex digit (0–9, a–f).`,
          position: hexStart + bad,
          details: 'Broken hex digest',
        },
      });
  }

  if (value.startsWith('$')) {
    const scheme = value.slice(1, value.indexOf('$', 1) === -1 ? undefined : value.indexOf('$', 1));
    return shift({
      ...baseAnalysis(value),
      form: 'crypt',
      check: {
        verdict: 'invalid',
        reason: `"$${scheme}$" is not a crypt scheme this tool knows: $1$, $apr1$, $2a$/$2b$/$2y$, $5$, $6$, $7$, $argon2id$, $scrypt$, $pbkdf2-sha256$ or $y$.`,
        position: 1,
        details: 'Unknown scheme',
      },
    });
  }
  return shift({
    ...baseAnalysis(value),
    form: 'unknown',
    check: {
      verdict: 'invalid',
      reason: decoded
        ? `Base64 of ${decoded.length} bytes: no common digest has that size (MD5 is 16, SHA-1 20, SHA-256 32, SHA-512 64).`
        : 'Not a hash form this tool knows: hex or Base64 digests, or crypt strings such as $2b$, $argon2id$ or $6$.',
      position: decoded ? undefined : Math.max(0, value.search(/[^0-9a-zA-Z+/=_-]/)),
      details: 'Unknown',
    },
  });
}

function shiftCheck(check: Check, by: number): Check {
  return check.position === undefined ? check : { ...check, position: check.position + by };
}

export function checkHash(value: string): Check {
  return analyseHash(value).check;
}
