/**
 * UUIDs (RFC 9562) and ULIDs, made and read as plain functions. Every random bit comes from
 * crypto.getRandomValues (or the source a test hands in); v3 is MD5 and v5 SHA-1 of the namespace and name.
 */
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { ToolError } from '../../lib/tool-error';

/** Fills the array with random bytes: crypto.getRandomValues, or a fixed source in the tests. */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

export const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

export type UuidKind = 'v4' | 'v7' | 'v1' | 'v3' | 'v5' | 'ulid';

/** The namespaces of RFC 9562, section 6.6. */
export const NAMESPACES = {
  dns: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  url: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
  oid: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
  x500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
} as const;

export type NamespaceChoice = keyof typeof NAMESPACES | 'custom';

/** The most UUIDs one click makes. */
export const MAX_COUNT = 10_000;

/** A v7 UUID from RFC 9562's Appendix A.6: Load Sample decodes it. */
export const SAMPLE_INPUT = '017F22E2-79B0-7CC3-98C4-DC0C0C07398F';

/** Milliseconds from the Gregorian epoch (1582-10-15) to the Unix epoch. */
const GREGORIAN_OFFSET_MS = 12_219_292_800_000n;

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The canonical lower-case form: 8-4-4-4-12 hex digits. */
export function formatBytes(bytes: Uint8Array): string {
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** Sets the version nibble and the RFC 9562 variant bits (10xx). */
function stamp(bytes: Uint8Array, version: number): Uint8Array {
  bytes[6] = (bytes[6]! & 0x0f) | (version << 4);
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return bytes;
}

export function uuidV4(random: RandomBytes = cryptoBytes): string {
  return formatBytes(stamp(random(new Uint8Array(16)), 4));
}

/** A v7 UUID: 48 bits of Unix milliseconds, then 74 random bits. */
export function uuidV7(ms: number = Date.now(), random: RandomBytes = cryptoBytes): string {
  const bytes = random(new Uint8Array(16));
  let time = BigInt(Math.floor(ms));
  for (let index = 5; index >= 0; index -= 1) {
    bytes[index] = Number(time & 0xffn);
    time >>= 8n;
  }
  return formatBytes(stamp(bytes, 7));
}

/**
 * A v1 UUID: 60 bits of 100-nanosecond intervals since 1582-10-15 (the milliseconds, plus `ticks` below a
 * millisecond, so that many made in one millisecond differ), a 14-bit clock sequence and a 48-bit node. As RFC
 * 9562 advises, the node is random with its multicast bit set, never the machine's MAC address.
 */
export function uuidV1(
  ms: number = Date.now(),
  ticks = 0,
  random: RandomBytes = cryptoBytes,
  fixed?: { clockSeq: number; node: Uint8Array },
): string {
  const rand = random(new Uint8Array(8));
  const clockSeq = fixed ? fixed.clockSeq : ((rand[0]! << 8) | rand[1]!) & 0x3fff;
  const node = fixed ? fixed.node : rand.slice(2, 8);
  if (!fixed) node[0] = node[0]! | 0x01;
  const time = (BigInt(Math.floor(ms)) + GREGORIAN_OFFSET_MS) * 10_000n + BigInt(ticks % 10_000);
  const low = Number(time & 0xffffffffn);
  const mid = Number((time >> 32n) & 0xffffn);
  const high = Number((time >> 48n) & 0x0fffn);
  const bytes = new Uint8Array(16);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, low);
  view.setUint16(4, mid);
  view.setUint16(6, high);
  bytes[8] = (clockSeq >> 8) & 0x3f;
  bytes[9] = clockSeq & 0xff;
  bytes.set(node, 10);
  return formatBytes(stamp(bytes, 1));
}

/** The 16 bytes of a UUID in any common form (hyphens or none, braces, urn:uuid:, any case); throws if it is not one. */
export function parseUuid(text: string): Uint8Array {
  const trimmed = text.trim();
  const bare = trimmed
    .replace(/^urn:uuid:/i, '')
    .replace(/^\{(.*)\}$/s, '$1')
    .replace(/^\((.*)\)$/s, '$1');
  const match =
    /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/i.exec(bare) ??
    /^([0-9a-f]{32})$/i.exec(bare);
  if (!match) {
    throw new ToolError(
      trimmed === ''
        ? 'Paste a UUID or a ULID to decode.'
        : 'Not a UUID: expected 32 hex digits, as 8-4-4-4-12 with hyphens or without them.',
    );
  }
  const digits = match.slice(1).join('');
  return Uint8Array.from({ length: 16 }, (_, index) => parseInt(digits.slice(index * 2, index * 2 + 2), 16));
}

/** A name-based UUID: v3 (MD5) or v5 (SHA-1) of the namespace's 16 bytes followed by the name in UTF-8. */
export function uuidFromName(version: 3 | 5, namespace: string, name: string): string {
  let space: Uint8Array;
  try {
    space = parseUuid(namespace);
  } catch {
    throw new ToolError('The custom namespace must be a UUID, such as 6ba7b810-9dad-11d1-80b4-00c04fd430c8.');
  }
  const nameBytes = new TextEncoder().encode(name);
  const data = new Uint8Array(16 + nameBytes.length);
  data.set(space);
  data.set(nameBytes, 16);
  const digest = version === 3 ? md5(data) : sha1(data);
  return formatBytes(stamp(digest.slice(0, 16), version));
}

/* ULID: 48 bits of Unix milliseconds and 80 random bits, as 26 characters of Crockford's base32. */

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function encodeBase32(value: bigint, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) {
    text = CROCKFORD[Number(value & 31n)]! + text;
    value >>= 5n;
  }
  return text;
}

const MAX_TIME = 2 ** 48 - 1;

export function ulid(ms: number = Date.now(), random: RandomBytes = cryptoBytes): string {
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_TIME) throw new ToolError('A ULID holds times from 1970 to 10889.');
  const bytes = random(new Uint8Array(10));
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return encodeBase32(BigInt(ms), 10) + encodeBase32(value, 16);
}

/** Reads a ULID's 128 bits; Crockford's decoding takes lower case and reads I and L as 1, O as 0. */
export function parseUlid(text: string): { time: number; random: bigint; canonical: string } {
  const trimmed = text.trim().toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
  if (!/^[0-9A-HJKMNP-TV-Z]{26}$/.test(trimmed))
    throw new ToolError('Not a ULID: expected 26 Crockford base32 characters.');
  if (trimmed[0]! > '7')
    throw new ToolError('Not a ULID: its first character is at most 7 (it would not fit 128 bits).');
  let value = 0n;
  for (const char of trimmed) value = (value << 5n) | BigInt(CROCKFORD.indexOf(char));
  return { time: Number(value >> 80n), random: value & ((1n << 80n) - 1n), canonical: trimmed };
}

/* Decoding. */

export interface Decoded {
  kind: 'uuid' | 'ulid';
  /** The canonical form: lower-case 8-4-4-4-12, or the ULID in upper case. */
  canonical: string;
  version: string;
  variant: string;
  /** The time it holds, in Unix milliseconds, for v1, v6, v7 and ULIDs. */
  time?: number;
  /** Time fields at a finer step than a millisecond (v1 and v6), in 100 ns below the millisecond. */
  subMillisecond?: number;
  clockSequence?: number;
  node?: string;
  /** The same 128 bits the other way: the ULID of a UUID, the UUID of a ULID. */
  other: string;
}

const VERSION_NAMES: Record<number, string> = {
  1: '1 (Gregorian time, clock sequence, node)',
  2: '2 (DCE Security)',
  3: '3 (name-based, MD5)',
  4: '4 (random)',
  5: '5 (name-based, SHA-1)',
  6: '6 (reordered Gregorian time)',
  7: '7 (Unix time in milliseconds, random)',
  8: '8 (custom)',
};

function variantOf(byte: number): string {
  if ((byte & 0x80) === 0) return 'NCS (reserved, 0xxx)';
  if ((byte & 0xc0) === 0x80) return 'RFC 9562 (10xx)';
  if ((byte & 0xe0) === 0xc0) return 'Microsoft (reserved, 110x)';
  return 'Reserved for the future (111x)';
}

const toBigInt = (bytes: Uint8Array) => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

/** Milliseconds and the rest (100 ns ticks) of a Gregorian 100 ns count. */
function gregorian(count: bigint): { time: number; subMillisecond: number } {
  return { time: Number(count / 10_000n - GREGORIAN_OFFSET_MS), subMillisecond: Number(count % 10_000n) };
}

function decodeUuidBytes(bytes: Uint8Array): Decoded {
  const canonical = formatBytes(bytes);
  const value = toBigInt(bytes);
  const other = encodeBase32(value, 26);
  if (value === 0n) return { kind: 'uuid', canonical, version: 'Nil UUID (all zeros)', variant: 'None', other };
  if (value === (1n << 128n) - 1n)
    return { kind: 'uuid', canonical, version: 'Max UUID (all ones)', variant: 'None', other };
  const variant = variantOf(bytes[8]!);
  const number = bytes[6]! >> 4;
  const rfc = (bytes[8]! & 0xc0) === 0x80;
  const decoded: Decoded = {
    kind: 'uuid',
    canonical,
    version: rfc ? (VERSION_NAMES[number] ?? `${number} (not defined)`) : 'None (the variant is not RFC 9562’s)',
    variant,
    other,
  };
  if (!rfc) return decoded;
  const view = new DataView(bytes.buffer, bytes.byteOffset, 16);
  const clock = () => ({
    clockSequence: view.getUint16(8) & 0x3fff,
    node: hex(bytes.slice(10)).replace(/(..)(?!$)/g, '$1:'),
  });
  if (number === 1) {
    const count =
      (BigInt(view.getUint16(6) & 0x0fff) << 48n) | (BigInt(view.getUint16(4)) << 32n) | BigInt(view.getUint32(0));
    return { ...decoded, ...gregorian(count), ...clock() };
  }
  if (number === 6) {
    const count =
      (BigInt(view.getUint32(0)) << 28n) | (BigInt(view.getUint16(4)) << 12n) | BigInt(view.getUint16(6) & 0x0fff);
    return { ...decoded, ...gregorian(count), ...clock() };
  }
  if (number === 7) return { ...decoded, time: Number(value >> 80n) };
  return decoded;
}

/** What a UUID (any form) or a ULID holds; throws a ToolError for anything else. */
export function decodeId(text: string): Decoded {
  const trimmed = text.trim();
  if (trimmed.length === 26 && !/[-{}]/.test(trimmed)) {
    const { time, random, canonical } = parseUlid(trimmed);
    const value = (BigInt(time) << 80n) | random;
    const bytes = Uint8Array.from({ length: 16 }, (_, index) => Number((value >> BigInt(120 - index * 8)) & 0xffn));
    return {
      kind: 'ulid',
      canonical,
      version: 'ULID (48-bit time, 80 random bits)',
      variant: 'None (a ULID has no variant bits)',
      time,
      other: formatBytes(bytes),
    };
  }
  return decodeUuidBytes(parseUuid(trimmed));
}

/** A time as ISO 8601 in UTC, to the millisecond. */
export const utcText = (ms: number) => {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? 'Out of range' : date.toISOString();
};

/** A time in the given (or the browser's) zone, to the millisecond, with its offset. */
export function localText(ms: number, timeZone?: string): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return 'Out of range';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const offset = get('timeZoneName').replace(/^GMT$/, 'GMT+00:00').replace('GMT', '');
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}.${get('fractionalSecond')} ${offset}`;
}

/* Generating a batch. */

export interface GenerateOptions {
  kind: UuidKind;
  count: number;
  namespace: NamespaceChoice;
  customNamespace: string;
  name: string;
  upperCase: boolean;
  hyphens: boolean;
  braces: boolean;
}

/** A UUID as the options want it written (a ULID stays as it is: Crockford base32 is upper case). */
export function styleId(id: string, options: Pick<GenerateOptions, 'upperCase' | 'hyphens' | 'braces' | 'kind'>) {
  if (options.kind === 'ulid') return id;
  let text = options.hyphens ? id : id.replace(/-/g, '');
  if (options.upperCase) text = text.toUpperCase();
  return options.braces ? `{${text}}` : text;
}

/**
 * `count` identifiers of the kind. v3 and v5 are the same for the same namespace and name, so they are made
 * once (there is one). v1 UUIDs made in one millisecond count up below it, so none repeats.
 */
export function generateIds(
  options: GenerateOptions,
  random: RandomBytes = cryptoBytes,
  now: () => number = Date.now,
): string[] {
  const count = Math.floor(options.count);
  if (!Number.isFinite(count) || count < 1 || count > MAX_COUNT)
    throw new ToolError(`Choose how many to make, from 1 to ${MAX_COUNT.toLocaleString('en')}.`);
  if (options.kind === 'v3' || options.kind === 'v5') {
    const namespace = options.namespace === 'custom' ? options.customNamespace : NAMESPACES[options.namespace];
    return [styleId(uuidFromName(options.kind === 'v3' ? 3 : 5, namespace, options.name), options)];
  }
  const ids: string[] = [];
  let lastMs = -1;
  let tick = 0;
  for (let index = 0; index < count; index += 1) {
    const ms = now();
    tick = ms === lastMs ? tick + 1 : 0;
    lastMs = ms;
    const id =
      options.kind === 'v4'
        ? uuidV4(random)
        : options.kind === 'v7'
          ? uuidV7(ms, random)
          : options.kind === 'v1'
            ? uuidV1(ms, tick, random)
            : ulid(ms, random);
    ids.push(styleId(id, options));
  }
  return ids;
}
