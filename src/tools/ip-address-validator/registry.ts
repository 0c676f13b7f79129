/**
 * The address blocks with a special purpose, after the IANA IPv4 and IPv6 Special-Purpose Address Registries
 * (RFC 6890) and the multicast and unicast allocations of RFC 5771 and RFC 4291. The most specific block
 * that holds an address says what it is; an address in none is global unicast (IPv6: only inside 2000::/3;
 * the rest of the IPv6 space is reserved by the IETF).
 */
import { parseCidr, type Family } from './parse';

export type AddressClass =
  | 'unspecified'
  | 'this-network'
  | 'private'
  | 'shared'
  | 'loopback'
  | 'link-local'
  | 'multicast'
  | 'documentation'
  | 'benchmarking'
  | 'broadcast'
  | 'reserved'
  | 'protocol'
  | 'translation'
  | 'ipv4-mapped'
  | '6to4'
  | 'teredo'
  | 'unique-local'
  | 'global';

export const CLASS_LABELS: Readonly<Record<AddressClass, string>> = {
  unspecified: 'Unspecified',
  'this-network': 'This network',
  private: 'Private',
  shared: 'Shared address space (CGNAT)',
  loopback: 'Loopback',
  'link-local': 'Link-local',
  multicast: 'Multicast',
  documentation: 'Documentation',
  benchmarking: 'Benchmarking',
  broadcast: 'Limited broadcast',
  reserved: 'Reserved',
  protocol: 'Protocol assignment',
  translation: 'IPv4/IPv6 translation',
  'ipv4-mapped': 'IPv4-mapped',
  '6to4': '6to4',
  teredo: 'Teredo',
  'unique-local': 'Unique local (ULA)',
  global: 'Global unicast',
};

export interface SpecialBlock {
  cidr: string;
  class: AddressClass;
  /** The registry's name for the block. */
  name: string;
  /** The RFC that defines it. */
  rfc: string;
  /**
   * The registry's "Globally Reachable" column; where it says N/A (6to4, Teredo) and for multicast, which is
   * in no special-purpose registry, whether the addresses are routed across the internet by design.
   */
  globallyReachable: boolean;
}

const block = (
  cidr: string,
  addressClass: AddressClass,
  name: string,
  rfc: string,
  globallyReachable = false,
): SpecialBlock => ({ cidr, class: addressClass, name, rfc, globallyReachable });

export const IPV4_BLOCKS: readonly SpecialBlock[] = [
  block('0.0.0.0/8', 'this-network', '"This network"', 'RFC 791'),
  block('0.0.0.0/32', 'unspecified', '"This host on this network"', 'RFC 1122'),
  block('10.0.0.0/8', 'private', 'Private-Use', 'RFC 1918'),
  block('100.64.0.0/10', 'shared', 'Shared Address Space (carrier-grade NAT)', 'RFC 6598'),
  block('127.0.0.0/8', 'loopback', 'Loopback', 'RFC 1122'),
  block('169.254.0.0/16', 'link-local', 'Link Local', 'RFC 3927'),
  block('172.16.0.0/12', 'private', 'Private-Use', 'RFC 1918'),
  block('192.0.0.0/24', 'protocol', 'IETF Protocol Assignments', 'RFC 6890'),
  block('192.0.0.0/29', 'protocol', 'IPv4 Service Continuity Prefix (DS-Lite)', 'RFC 7335'),
  block('192.0.0.8/32', 'protocol', 'IPv4 dummy address', 'RFC 7600'),
  block('192.0.0.9/32', 'protocol', 'Port Control Protocol Anycast', 'RFC 7723', true),
  block('192.0.0.10/32', 'protocol', 'Traversal Using Relays around NAT Anycast', 'RFC 8155', true),
  block('192.0.0.170/32', 'translation', 'NAT64/DNS64 Discovery', 'RFC 8880'),
  block('192.0.0.171/32', 'translation', 'NAT64/DNS64 Discovery', 'RFC 8880'),
  block('192.0.2.0/24', 'documentation', 'Documentation (TEST-NET-1)', 'RFC 5737'),
  block('192.31.196.0/24', 'protocol', 'AS112-v4', 'RFC 7535', true),
  block('192.52.193.0/24', 'protocol', 'AMT', 'RFC 7450', true),
  block('192.88.99.0/24', '6to4', 'Deprecated (6to4 Relay Anycast)', 'RFC 7526'),
  block('192.168.0.0/16', 'private', 'Private-Use', 'RFC 1918'),
  block('192.175.48.0/24', 'protocol', 'Direct Delegation AS112 Service', 'RFC 7534', true),
  block('198.18.0.0/15', 'benchmarking', 'Benchmarking', 'RFC 2544'),
  block('198.51.100.0/24', 'documentation', 'Documentation (TEST-NET-2)', 'RFC 5737'),
  block('203.0.113.0/24', 'documentation', 'Documentation (TEST-NET-3)', 'RFC 5737'),
  block('224.0.0.0/4', 'multicast', 'Multicast', 'RFC 5771', true),
  block('240.0.0.0/4', 'reserved', 'Reserved for Future Use', 'RFC 1112'),
  block('255.255.255.255/32', 'broadcast', 'Limited Broadcast', 'RFC 919'),
];

export const IPV6_BLOCKS: readonly SpecialBlock[] = [
  block('::/128', 'unspecified', 'Unspecified Address', 'RFC 4291'),
  block('::1/128', 'loopback', 'Loopback Address', 'RFC 4291'),
  block('::/96', 'reserved', 'IPv4-compatible (deprecated)', 'RFC 4291'),
  block('::ffff:0:0/96', 'ipv4-mapped', 'IPv4-mapped Address', 'RFC 4291'),
  block('64:ff9b::/96', 'translation', 'IPv4-IPv6 Translation', 'RFC 6052', true),
  block('64:ff9b:1::/48', 'translation', 'IPv4-IPv6 Translation (local use)', 'RFC 8215'),
  block('100::/64', 'reserved', 'Discard-Only Address Block', 'RFC 6666'),
  block('2001::/23', 'protocol', 'IETF Protocol Assignments', 'RFC 2928'),
  block('2001::/32', 'teredo', 'Teredo (TEREDO)', 'RFC 4380', true),
  block('2001:1::1/128', 'protocol', 'Port Control Protocol Anycast', 'RFC 7723', true),
  block('2001:1::2/128', 'protocol', 'Traversal Using Relays around NAT Anycast', 'RFC 8155', true),
  block('2001:2::/48', 'benchmarking', 'Benchmarking', 'RFC 5180'),
  block('2001:3::/32', 'protocol', 'AMT', 'RFC 7450', true),
  block('2001:4:112::/48', 'protocol', 'AS112-v6', 'RFC 7535', true),
  block('2001:10::/28', 'reserved', 'Deprecated (previously ORCHID)', 'RFC 4843'),
  block('2001:20::/28', 'protocol', 'ORCHIDv2', 'RFC 7343', true),
  block('2001:db8::/32', 'documentation', 'Documentation', 'RFC 3849'),
  block('2002::/16', '6to4', '6to4', 'RFC 3056', true),
  block('2620:4f:8000::/48', 'protocol', 'Direct Delegation AS112 Service', 'RFC 7534', true),
  block('3fff::/20', 'documentation', 'Documentation', 'RFC 9637'),
  block('5f00::/16', 'protocol', 'Segment Routing (SRv6) SIDs', 'RFC 9602'),
  block('fc00::/7', 'unique-local', 'Unique-Local', 'RFC 4193'),
  block('fe80::/10', 'link-local', 'Link-Local Unicast', 'RFC 4291'),
  block('ff00::/8', 'multicast', 'Multicast', 'RFC 4291', true),
];

const GLOBAL_V4 = block('0.0.0.0/0', 'global', 'Global unicast', 'RFC 791', true);
const GLOBAL_V6 = block('2000::/3', 'global', 'Global Unicast', 'RFC 4291', true);
const RESERVED_V6 = block('::/0', 'reserved', 'Reserved by IETF (unassigned)', 'RFC 4291');

interface CompiledBlock {
  block: SpecialBlock;
  network: bigint;
  prefix: number;
}

function compile(blocks: readonly SpecialBlock[]): CompiledBlock[] {
  return blocks.map((entry) => {
    const parsed = parseCidr(entry.cidr);
    if (!parsed.ok || parsed.value.prefix === null) throw new Error(`Bad registry block ${entry.cidr}`);
    return { block: entry, network: parsed.value.value, prefix: parsed.value.prefix };
  });
}

/** Longest prefix first, so the first block that holds an address is the most specific one. */
const bySpecificity = (blocks: CompiledBlock[]) => blocks.sort((a, b) => b.prefix - a.prefix);

const COMPILED: Record<Family, CompiledBlock[]> = {
  4: bySpecificity(compile(IPV4_BLOCKS)),
  6: bySpecificity(compile([GLOBAL_V6, ...IPV6_BLOCKS])),
};

const IPV4_MASKS = COMPILED[4].map((entry) => ({
  block: entry.block,
  network: Number(entry.network),
  mask: entry.prefix === 0 ? 0 : (0xffffffff << (32 - entry.prefix)) >>> 0,
}));

/** The most specific special-purpose block holding the address, or the global/reserved default. */
export function classify(family: Family, value: bigint): SpecialBlock {
  if (family === 4) {
    // 32 bits fit a Number, and a batch classifies every line: no BigInt arithmetic for IPv4.
    const address = Number(value);
    for (const entry of IPV4_MASKS) if ((address & entry.mask) >>> 0 === entry.network) return entry.block;
    return GLOBAL_V4;
  }
  const bits = 128;
  for (const entry of COMPILED[family]) {
    const shift = BigInt(bits - entry.prefix);
    if (value >> shift === entry.network >> shift) return entry.block;
  }
  return RESERVED_V6;
}
