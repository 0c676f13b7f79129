import type { Check } from '../../lib/validation';
import {
  BITS,
  expandIPv6,
  formatIp,
  formatIPv4,
  formatIPv6,
  inetAton,
  ipv6Groups,
  MAPPED_PREFIX,
  ones,
  parseCidr,
  type CidrReading,
  type Family,
} from './parse';
import { classify, CLASS_LABELS, type SpecialBlock } from './registry';

/** A home network's subnet: valid, so the first sample shows the tool succeeding, with the network's facts. */
export const SAMPLE_INPUT = '192.168.1.0/24';

/**
 * The "Broken example": an interface address in its subnet, as `ip addr` prints it. The bits below the
 * prefix are set, so the verdict is a warning that names the network 192.168.1.0/24.
 */
export const BROKEN_SAMPLE_INPUT = '192.168.1.10/24';

export interface IpOptions {
  /** CIDR blocks or addresses, separated by line breaks, commas or spaces: does the address fall in one? */
  ranges: string;
}

export interface Labelled {
  label: string;
  value: string;
}

export interface NetworkFacts {
  /** The block written as network/prefix. */
  cidr: string;
  prefix: number;
  items: Labelled[];
  /** How the first and last host were chosen (RFC 3021 for /31, IPv6 has no broadcast). */
  note: string;
  /** How many addresses the block holds, with thousands separated. */
  size: string;
}

export interface RangeEntry {
  text: string;
  /** Why the entry is not a range, and where in the entry. */
  problem?: string;
  position?: number;
  contains?: boolean;
}

export interface AddressFacts {
  family: Family;
  canonical: string;
  expanded: string;
  zone: string;
  block: SpecialBlock;
  classLabel: string;
  /** For an address that carries an IPv4 address (mapped, 6to4), that address and its class. */
  embedded: { label: string; address: string; block: SpecialBlock } | null;
  conversions: Labelled[];
}

export interface IpAnalysis {
  check: Check;
  address: AddressFacts | null;
  network: NetworkFacts | null;
  /** How inet_aton would read a loose IPv4 form that strict parsing refuses. */
  looseReading: { address: string; forms: string[] } | null;
  /** Everything worth a look: the reason of a warning verdict says them all. */
  warnings: string[];
  ranges: { entries: RangeEntry[]; matches: string[] } | null;
}

const group = (text: string, size: number, separator: string): string =>
  (text.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(separator);

/** The reverse-DNS (PTR) name of an address: in-addr.arpa octets or ip6.arpa nibbles, reversed. */
export function reverseName(family: Family, value: bigint): string {
  if (family === 4) return `${formatIPv4(value).split('.').reverse().join('.')}.in-addr.arpa`;
  return `${value.toString(16).padStart(32, '0').split('').reverse().join('.')}.ip6.arpa`;
}

function conversions(family: Family, value: bigint): Labelled[] {
  const bits = BITS[family];
  const hex = value.toString(16).padStart(bits / 4, '0');
  const binary = value.toString(2).padStart(bits, '0');
  const items: Labelled[] = [
    { label: 'Decimal', value: value.toString() },
    { label: 'Hex', value: `0x${hex}` },
    { label: 'Binary', value: family === 4 ? group(binary, 8, '.') : group(binary, 16, ':') },
  ];
  if (family === 4) {
    items.push({ label: 'IPv4-mapped IPv6', value: `::ffff:${formatIPv4(value)}` });
    const [high, low] = ipv6Groups(value).slice(6);
    items.push({ label: 'IPv4-mapped IPv6 (hex)', value: `::ffff:${high!.toString(16)}:${low!.toString(16)}` });
  } else {
    items.push({ label: 'Expanded', value: expandIPv6(value) });
  }
  items.push({ label: 'Reverse DNS name', value: reverseName(family, value) });
  return items;
}

/** The IPv4 address inside an IPv6 one, where a well-known prefix says there is one. */
function embeddedIPv4(value: bigint): { label: string; value: bigint } | null {
  if (value >> 32n === 0xffffn) return { label: 'IPv4-mapped address', value: value & ones(32) };
  if (value >> 32n === 0x64ff9bn << 64n) return { label: 'NAT64 (RFC 6052) IPv4 address', value: value & ones(32) };
  if (value >> 112n === 0x2002n) return { label: '6to4 IPv4 address', value: (value >> 80n) & ones(32) };
  if (value >> 96n === 0x20010000n) return { label: 'Teredo client IPv4 address', value: ~value & ones(32) };
  return null;
}

function addressFacts(reading: CidrReading, withConversions: boolean): AddressFacts {
  const { family, value, zone } = reading;
  const block = classify(family, value);
  const inner = family === 6 ? embeddedIPv4(value) : null;
  return {
    family,
    canonical: formatIp(reading),
    expanded: family === 6 ? expandIPv6(value) : formatIPv4(value),
    zone,
    block,
    classLabel: CLASS_LABELS[block.class],
    embedded: inner && {
      label: inner.label,
      address: formatIPv4(inner.value),
      block: classify(4, inner.value),
    },
    conversions: withConversions ? conversions(family, value) : [],
  };
}

/** Thousands separated by commas, without Intl: the batch formats a count for every line. */
const count = (value: bigint): string => value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function networkFacts(family: Family, value: bigint, prefix: number): NetworkFacts {
  const bits = BITS[family];
  const hostBits = BigInt(bits - prefix);
  const wildcard = ones(bits - prefix);
  const mask = ones(bits) ^ wildcard;
  const network = value & mask;
  const last = network | wildcard;
  const size = 1n << hostBits;
  const format = (address: bigint) => formatIp({ family, value: address });
  const items: Labelled[] = [{ label: 'Network', value: format(network) }];
  let note: string;
  let first = network;
  let lastHost = last;
  let hosts = size;
  if (family === 4) {
    if (prefix <= 30) {
      items.push({ label: 'Broadcast', value: format(last) });
      first = network + 1n;
      lastHost = last - 1n;
      hosts = size - 2n;
      note = 'The network and broadcast addresses are not hosts.';
    } else if (prefix === 31) {
      note = 'A /31 is a point-to-point link (RFC 3021): both addresses are hosts, and there is no broadcast.';
    } else {
      note = 'A /32 is a single host.';
    }
  } else {
    note =
      'IPv6 has no broadcast: every address is usable, though the first is the Subnet-Router anycast address (RFC 4291 section 2.6.1).';
  }
  items.push(
    { label: 'First host', value: format(first) },
    { label: 'Last host', value: format(lastHost) },
    { label: 'Addresses', value: `${count(size)} (2^${hostBits})` },
    { label: 'Usable hosts', value: count(hosts) },
    { label: 'Mask', value: family === 4 ? format(mask) : formatIPv6(mask) },
    { label: 'Wildcard (host mask)', value: family === 4 ? format(wildcard) : formatIPv6(wildcard) },
  );
  return { cidr: `${format(network)}/${prefix}`, prefix, items, note, size: count(size) };
}

/**
 * What keeps an IPv6 text from the RFC 5952 form, rule by rule (section 4.1 leading zeros, 4.2 the "::",
 * 4.3 lower case, 5 mixed notation).
 */
export function canonicalProblems(text: string, value: bigint): string[] {
  const canonical = formatIPv6(value);
  if (text === canonical) return [];
  const problems: string[] = [];
  if (/[A-F]/.test(text)) problems.push('hex digits are upper case (section 4.3 asks for lower case)');
  if (/(?:^|:)0[0-9A-Fa-f]/.test(text)) problems.push('a group has leading zeros (section 4.1)');
  const mixed = text.includes('.');
  const wantsMixed = canonical.includes('.');
  if (mixed && !wantsMixed) problems.push('dotted decimal is only for IPv4-mapped addresses (section 5)');
  if (!mixed && wantsMixed) problems.push('an IPv4-mapped address ends in dotted decimal (section 5)');
  const simplified = text.toLowerCase().replace(/(^|:)0+(?=[0-9a-f])/g, '$1');
  if (problems.length === 0 || (simplified !== canonical && !mixed && !wantsMixed))
    problems.push(
      'the zeros are not compressed as section 4.2 asks: "::" for the longest run of two or more zero groups, the first of equal runs',
    );
  return problems;
}

/** One entry of a list of ranges, read once: a CIDR block or address, or why it is not one. */
export type RangeListEntry = { text: string; range: CidrReading } | { text: string; problem: string; position: number };

/** The entries of a list of ranges, separated by line breaks, commas, semicolons or spaces; null for none given. */
export function readRangeList(text: string): RangeListEntry[] | null {
  if (text.trim() === '') return null;
  return text
    .split(/[\s,;]+/)
    .filter((raw) => raw !== '')
    .map((raw) => {
      const parsed = parseCidr(raw);
      return parsed.ok
        ? { text: raw, range: parsed.value }
        : { text: raw, problem: parsed.reason, position: parsed.position };
    });
}

function matchRanges(
  list: readonly RangeListEntry[],
  family: Family,
  value: bigint,
  prefix: number | null,
): NonNullable<IpAnalysis['ranges']> {
  const entries: RangeEntry[] = [];
  const matches: string[] = [];
  const bits = BITS[family];
  // An IPv4-mapped IPv6 address is also checked against IPv4 ranges: it is the same host.
  const asV4 = family === 6 && value >> 32n === MAPPED_PREFIX >> 32n ? value & ones(32) : null;
  for (const entry of list) {
    if (!('range' in entry)) {
      entries.push(entry);
      continue;
    }
    const { range } = entry;
    const rangePrefix = range.prefix ?? BITS[range.family];
    let target: { value: bigint; bits: number; prefix: number } | null = null;
    if (range.family === family) target = { value, bits, prefix: prefix ?? bits };
    else if (range.family === 4 && asV4 !== null)
      target = { value: asV4, bits: 32, prefix: prefix === null ? 32 : prefix - 96 };
    const shift = BigInt(BITS[range.family] - rangePrefix);
    const contains = target !== null && target.prefix >= rangePrefix && target.value >> shift === range.value >> shift;
    entries.push({ text: entry.text, contains });
    if (contains) matches.push(entry.text);
  }
  return { entries, matches };
}

/** What makes a text inet_aton accepts a loose form, in words: its first octal or hex part, or its count. */
function looseProblem(text: string, loosePart: string | undefined): string {
  if (loosePart !== undefined)
    return /^0[xX]/.test(loosePart)
      ? `"${loosePart}" is hexadecimal; each number is written in decimal.`
      : `"${loosePart}" has a leading zero, which makes it octal (${parseInt(loosePart, 8)}).`;
  const count = text.split('.').length;
  return count === 1
    ? 'A single number stands for all 32 bits; an IPv4 address has 4 numbers separated by dots.'
    : `${count} numbers, the last filling the bytes left; an IPv4 address has 4.`;
}

/** Everything the screen shows of one address or CIDR block. */
export function analyseIp(input: string, { ranges }: IpOptions): IpAnalysis {
  return analyse(input, readRangeList(ranges), true);
}

function analyse(input: string, rangeList: readonly RangeListEntry[] | null, withConversions: boolean): IpAnalysis {
  const empty = { address: null, network: null, looseReading: null, warnings: [], ranges: null };
  const lead = input.length - input.trimStart().length;
  const text = input.trim();
  if (text === '')
    return { ...empty, check: { verdict: 'invalid', reason: 'Enter an IPv4 or IPv6 address, or a CIDR block.' } };
  const parsed = parseCidr(text, lead);
  if (!parsed.ok) {
    const loose = !text.includes(':') && !text.includes('/') ? inetAton(text) : null;
    const looseReading = loose && { address: formatIPv4(loose.value), forms: loose.forms };
    // The first part written in octal or hex is where the loose form starts; a short form errs at its end.
    const loosePart = looseReading ? /(?:^|\.)(0[xX][0-9a-fA-F]*|0[0-7]+)(?=\.|$)/.exec(text) : null;
    const reason = looseReading
      ? `Not strict dotted decimal: ${looseProblem(text, loosePart?.[1])} inet_aton (and the URL parser of browsers) reads this as ${looseReading.address}: ${looseReading.forms.join(', ')}.`
      : parsed.reason;
    const position = loosePart ? lead + loosePart.index + (loosePart[0].startsWith('.') ? 1 : 0) : parsed.position;
    return {
      ...empty,
      looseReading,
      check: {
        verdict: 'invalid',
        reason,
        position,
        details: looseReading ? `reads as ${looseReading.address}` : undefined,
      },
    };
  }
  const reading = parsed.value;
  const address = addressFacts(reading, withConversions);
  const warnings: string[] = [];
  const slash = text.indexOf('/');
  const addressText = (slash < 0 ? text : text.slice(0, slash)).replace(/%.*$/, '');
  if (reading.family === 6) {
    const problems = canonicalProblems(addressText, reading.value);
    if (problems.length > 0)
      warnings.push(`Not in the RFC 5952 canonical form ${address.canonical}: ${problems.join('; ')}.`);
  }
  let network: NetworkFacts | null = null;
  if (reading.prefix !== null) {
    network = networkFacts(reading.family, reading.value, reading.prefix);
    const hostBits = reading.value & ones(BITS[reading.family] - reading.prefix);
    if (hostBits !== 0n)
      warnings.push(
        `Bits are set below the /${reading.prefix} prefix: this is a host address in the network ${network.cidr}, not the network itself.`,
      );
  }
  if (reading.zone !== '' && address.block.class !== 'link-local' && address.block.class !== 'multicast')
    warnings.push(`A zone id (%${reading.zone}) is meant for link-local and multicast addresses (RFC 4007).`);

  const familyName = `IPv${reading.family}`;
  const blockName = `${address.block.name} (${address.block.rfc})`;
  const what = network ? `${familyName} network ${network.cidr}, ${network.size} addresses` : `${familyName} address`;
  const check: Check = {
    verdict: warnings.length > 0 ? 'warning' : 'valid',
    reason: warnings.length > 0 ? `Valid ${what}, ${blockName}. ${warnings.join(' ')}` : `Valid ${what}: ${blockName}.`,
    details: `${familyName}, ${address.classLabel}`,
  };
  return {
    check,
    address,
    network,
    looseReading: null,
    warnings,
    ranges: rangeList && matchRanges(rangeList, reading.family, reading.value, reading.prefix),
  };
}

/**
 * The verdict alone, for the batch; with ranges (read once for the whole list), its details also say which
 * of them hold the address.
 */
export function checkIp(value: string, rangeList: readonly RangeListEntry[] | null = null): Check {
  const { check, ranges } = analyse(value, rangeList, false);
  if (!ranges || check.details === undefined) return check;
  const held = ranges.matches.length > 0 ? `in ${ranges.matches.join(', ')}` : 'in none of the ranges';
  return { ...check, details: `${check.details}; ${held}` };
}
