/**
 * The text forms of IP addresses, read and written by hand rather than by a library: the validator must say
 * where an address goes wrong ("group 3 has 5 digits", at its fifth digit), and must tell the strict
 * dotted-decimal form apart from the loose forms inet_aton still accepts.
 */

export type Family = 4 | 6;

/** An address as a number: 32 bits for IPv4, 128 for IPv6. */
export interface IpValue {
  family: Family;
  value: bigint;
}

export interface ParseProblem {
  reason: string;
  /** Where in the text the problem is (a UTF-16 index). */
  position: number;
}

export type Parsed<T> = { ok: true; value: T } | ({ ok: false } & ParseProblem);

const fail = (reason: string, position: number): { ok: false } & ParseProblem => ({ ok: false, reason, position });

export const BITS: Readonly<Record<Family, number>> = { 4: 32, 6: 128 };

/** All ones in `bits` bits. */
export const ones = (bits: number): bigint => (1n << BigInt(bits)) - 1n;

/**
 * Strict dotted decimal (RFC 791 as written everywhere, and RFC 6943 section 3.1.1's "strict" form): four
 * decimal numbers 0 to 255, no leading zeros, no other notation.
 */
export function parseIPv4(text: string, offset = 0): Parsed<bigint> {
  const parts = text.split('.');
  let position = offset;
  if (parts.length !== 4) {
    const where = parts.length > 4 ? offset + parts.slice(0, 4).join('.').length : offset + text.length;
    return fail(
      `An IPv4 address has 4 numbers separated by dots; this has ${parts.length}.`,
      Math.min(where, offset + text.length),
    );
  }
  let value = 0n;
  for (const [index, part] of parts.entries()) {
    const nth = ['first', 'second', 'third', 'fourth'][index];
    if (part === '') return fail(`The ${nth} number is empty.`, position);
    const bad = /[^0-9]/.exec(part);
    if (bad) return fail(`"${bad[0]}" is not a decimal digit (the ${nth} number is "${part}").`, position + bad.index);
    if (part.length > 1 && part.startsWith('0'))
      return fail(
        `The ${nth} number "${part}" has a leading zero, which many parsers read as octal; strict dotted decimal has none.`,
        position,
      );
    const number = Number(part);
    if (part.length > 3 || number > 255)
      return fail(`The ${nth} number is ${part}; each number is 0 to 255.`, position);
    value = (value << 8n) | BigInt(number);
    position += part.length + 1;
  }
  return { ok: true, value };
}

export interface InetAtonReading {
  value: bigint;
  /** What is loose about the form: "octal", "hex", "short form", "a single number". */
  forms: string[];
}

/**
 * The address the C library's inet_aton (and the WHATWG URL parser, for hosts) reads from the loose IPv4 forms:
 * 1 to 4 parts, each decimal, octal (leading 0) or hex (0x); the last part fills all the bytes left, so
 * `127.1` is 127.0.0.1 and `2130706433` is 127.0.0.1 too. Null when inet_aton would refuse the text.
 */
export function inetAton(text: string): InetAtonReading | null {
  const parts = text.split('.');
  if (parts.length > 4 || text === '') return null;
  const forms = new Set<string>();
  const numbers: bigint[] = [];
  for (const part of parts) {
    let digits: string;
    let radix: number;
    if (/^0[xX]/.test(part)) {
      digits = part.slice(2);
      radix = 16;
      if (!/^[0-9a-fA-F]+$/.test(digits)) return null;
      forms.add('hex');
    } else if (/^0[0-7]+$/.test(part)) {
      digits = part.slice(1);
      radix = 8;
      forms.add('octal');
    } else if (/^(?:0|[1-9][0-9]*)$/.test(part)) {
      digits = part;
      radix = 10;
    } else return null;
    let number = 0n;
    for (const digit of digits) number = number * BigInt(radix) + BigInt(parseInt(digit, radix));
    numbers.push(number);
  }
  const last = numbers.length - 1;
  for (const [index, number] of numbers.entries()) {
    const limit = index === last ? ones(8 * (4 - last)) : 255n;
    if (number > limit) return null;
  }
  let value = 0n;
  for (let index = 0; index < last; index += 1) value |= numbers[index]! << BigInt(8 * (3 - index));
  value |= numbers[last]!;
  if (parts.length === 1) forms.add('a single number');
  else if (parts.length < 4) forms.add('short form');
  return { value, forms: [...forms] };
}

export function formatIPv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 255n)).join('.');
}

/** The eight 16-bit groups of an IPv6 address, first to last. */
export function ipv6Groups(value: bigint): number[] {
  return Array.from({ length: 8 }, (_, index) => Number((value >> BigInt(16 * (7 - index))) & 0xffffn));
}

export interface IPv6Reading {
  value: bigint;
  zone: string;
  /** The address ended in dotted decimal (`::ffff:192.0.2.1`). */
  embeddedIPv4: boolean;
}

/**
 * IPv6 text as RFC 4291 section 2.2 allows it: eight groups of 1 to 4 hex digits, one "::" for a run of zero
 * groups, the last 32 bits perhaps in dotted decimal; and a zone id after "%" (RFC 4007 section 11).
 */
export function parseIPv6(text: string, offset = 0): Parsed<IPv6Reading> {
  const zoneAt = text.indexOf('%');
  const address = zoneAt < 0 ? text : text.slice(0, zoneAt);
  const zone = zoneAt < 0 ? '' : text.slice(zoneAt + 1);
  if (zoneAt >= 0) {
    if (zone === '') return fail('The zone id after "%" is empty.', offset + zoneAt + 1);
    const bad = /[^A-Za-z0-9._~-]/.exec(zone);
    if (bad)
      return fail(
        `"${bad[0]}" is not allowed in a zone id (letters, digits, . _ ~ -).`,
        offset + zoneAt + 1 + bad.index,
      );
  }
  if (address === '') return fail('The address is empty.', offset);
  const bad = /[^0-9A-Fa-f:.]/.exec(address);
  if (bad) return fail(`"${bad[0]}" is not allowed in an IPv6 address (hex digits, ":" and ".").`, offset + bad.index);
  const gap = address.indexOf('::');
  if (gap >= 0 && address.indexOf('::', gap + 1) >= 0)
    return fail('An IPv6 address may hold "::" only once.', offset + address.indexOf('::', gap + 1));

  const head = gap < 0 ? address : address.slice(0, gap);
  const tail = gap < 0 ? '' : address.slice(gap + 2);
  const groups: number[] = [];
  const tailGroups: number[] = [];
  let embeddedIPv4 = false;

  const readGroups = (part: string, start: number, into: number[], holdsEnd: boolean): ParseProblem | null => {
    if (part === '') return null;
    const pieces = part.split(':');
    let position = start;
    for (const [index, piece] of pieces.entries()) {
      if (piece === '') {
        return {
          reason:
            position === offset || position === offset + address.length
              ? 'A single ":" cannot start or end an address (only "::" can).'
              : 'An empty group: ":" must be followed by 1 to 4 hex digits.',
          position,
        };
      }
      if (piece.includes('.')) {
        if (!holdsEnd || index !== pieces.length - 1)
          return { reason: 'Dotted decimal is allowed only for the last 32 bits.', position };
        const ipv4 = parseIPv4(piece, position);
        if (!ipv4.ok) return { reason: `The embedded IPv4 address: ${ipv4.reason}`, position: ipv4.position };
        into.push(Number(ipv4.value >> 16n), Number(ipv4.value & 0xffffn));
        embeddedIPv4 = true;
      } else {
        if (piece.length > 4)
          return {
            reason: `The group "${piece}" has ${piece.length} hex digits; a group has at most 4.`,
            position: position + 4,
          };
        into.push(parseInt(piece, 16));
      }
      position += piece.length + 1;
    }
    return null;
  };

  const headProblem = readGroups(head, offset, groups, gap < 0);
  if (headProblem) return { ok: false, ...headProblem };
  const tailProblem = readGroups(tail, offset + gap + 2, tailGroups, true);
  if (tailProblem) return { ok: false, ...tailProblem };

  const count = groups.length + tailGroups.length;
  if (gap < 0 && count !== 8)
    return fail(
      `This has ${count} groups of 16 bits; an IPv6 address has 8, or fewer with "::" standing for the zeros.`,
      offset + address.length,
    );
  if (gap >= 0 && count > 7)
    return fail(`"::" stands for at least one zero group, but the other groups already make ${count}.`, offset + gap);
  const all = [...groups, ...Array<number>(8 - count).fill(0), ...tailGroups];
  const value = all.reduce((sum, group) => (sum << 16n) | BigInt(group), 0n);
  return { ok: true, value: { value, zone, embeddedIPv4 } };
}

/** The ::ffff:0:0/96 prefix of IPv4-mapped addresses (RFC 4291 section 2.5.5.2). */
export const MAPPED_PREFIX = 0xffffn << 32n;

/**
 * The RFC 5952 form: lower case, no leading zeros, the longest run of two or more zero groups (the first of
 * equal runs) as "::", and dotted decimal for the last 32 bits of IPv4-mapped and IPv4-translated addresses
 * (section 5: the prefixes of RFC 4291 and RFC 2765).
 */
export function formatIPv6(value: bigint): string {
  const top = value >> 32n;
  if (top === 0xffffn) return `::ffff:${formatIPv4(value & ones(32))}`;
  if (top === 0xffff0000n) return `::ffff:0:${formatIPv4(value & ones(32))}`;
  const groups = ipv6Groups(value);
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8;) {
    if (groups[start] !== 0) {
      start += 1;
      continue;
    }
    let end = start;
    while (end < 8 && groups[end] === 0) end += 1;
    if (end - start > bestLength) {
      bestStart = start;
      bestLength = end - start;
    }
    start = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** All eight groups, four digits each: the form to compare and sort by. */
export function expandIPv6(value: bigint): string {
  return ipv6Groups(value)
    .map((group) => group.toString(16).padStart(4, '0'))
    .join(':');
}

export function formatIp({ family, value }: IpValue): string {
  return family === 4 ? formatIPv4(value) : formatIPv6(value);
}

export interface AddressReading extends IpValue {
  zone: string;
  embeddedIPv4: boolean;
}

/** An address of either family, told apart by the colon. */
export function parseAddress(text: string, offset = 0): Parsed<AddressReading> {
  if (text.includes(':')) {
    const parsed = parseIPv6(text, offset);
    return parsed.ok ? { ok: true, value: { family: 6, ...parsed.value } } : parsed;
  }
  const parsed = parseIPv4(text, offset);
  return parsed.ok ? { ok: true, value: { family: 4, value: parsed.value, zone: '', embeddedIPv4: false } } : parsed;
}

export interface CidrReading extends AddressReading {
  /** The prefix length; null for a lone address. */
  prefix: number | null;
}

/** An address, or a CIDR block `address/prefix`. */
export function parseCidr(text: string, offset = 0): Parsed<CidrReading> {
  const slash = text.indexOf('/');
  const address = parseAddress(slash < 0 ? text : text.slice(0, slash), offset);
  if (!address.ok) return address;
  if (slash < 0) return { ok: true, value: { ...address.value, prefix: null } };
  const prefixText = text.slice(slash + 1);
  const bits = BITS[address.value.family];
  if (address.value.zone !== '' && address.value.family === 6)
    return fail('A prefix does not take a zone id.', offset + text.indexOf('%'));
  if (!/^(?:0|[1-9][0-9]{0,2})$/.test(prefixText))
    return fail(
      prefixText === ''
        ? 'The prefix length after "/" is missing.'
        : `The prefix length "${prefixText}" is not a decimal number 0 to ${bits} without leading zeros.`,
      offset + slash + 1,
    );
  const prefix = Number(prefixText);
  if (prefix > bits)
    return fail(
      `The prefix length is ${prefix}; an IPv${address.value.family} prefix is 0 to ${bits}.`,
      offset + slash + 1,
    );
  return { ok: true, value: { ...address.value, prefix } };
}
