import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { RFC4291_FORMS, RFC4291_PREFIXES, RFC5952_FORMS } from './conformance/rfc/examples';
import { analyseIp, BROKEN_SAMPLE_INPUT, checkIp, readRangeList, reverseName, SAMPLE_INPUT } from './core';
import { expandIPv6, formatIPv4, formatIPv6, inetAton, parseAddress, parseCidr, parseIPv4, parseIPv6 } from './parse';
import { classify, IPV4_BLOCKS, IPV6_BLOCKS } from './registry';

const noRanges = { ranges: '' };
const item = (items: { label: string; value: string }[] | undefined, label: string) =>
  items?.find((entry) => entry.label === label)?.value;

describe('strict IPv4', () => {
  it.each(['0.0.0.0', '192.0.2.1', '255.255.255.255', '10.0.0.1', '1.2.3.4'])('accepts %s', (text) => {
    const parsed = parseIPv4(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(formatIPv4(parsed.value)).toBe(text);
  });

  it.each([
    ['1.2.3', 5, 'has 4 numbers'],
    ['1.2.3.4.5', 7, 'this has 5'],
    ['256.1.1.1', 0, 'each number is 0 to 255'],
    ['1.2.3.04', 6, 'leading zero'],
    ['1..3.4', 2, 'second number is empty'],
    ['1.2.3.4a', 7, '"a" is not a decimal digit'],
    ['1.2.3.-4', 6, '"-" is not a decimal digit'],
  ])('refuses %s at %i (%s)', (text, position, reason) => {
    const parsed = parseIPv4(text);
    expect(parsed).toMatchObject({ ok: false, position });
    if (!parsed.ok) expect(parsed.reason).toContain(reason);
  });
});

describe('inet_aton', () => {
  it.each([
    ['0x7f.1', '127.0.0.1', ['hex', 'short form']],
    ['010.0.0.1', '8.0.0.1', ['octal']],
    ['127.1', '127.0.0.1', ['short form']],
    ['2130706433', '127.0.0.1', ['a single number']],
    ['0x7f000001', '127.0.0.1', ['hex', 'a single number']],
    ['017700000001', '127.0.0.1', ['octal', 'a single number']],
    ['192.168.257', '192.168.1.1', ['short form']],
    ['1.2.3.4', '1.2.3.4', []],
    ['0', '0.0.0.0', ['a single number']],
  ])('reads %s as %s', (text, address, forms) => {
    const reading = inetAton(text);
    expect(reading && formatIPv4(reading.value)).toBe(address);
    expect(reading?.forms).toEqual(forms);
  });

  it.each(['1.2.3.256', '08.1.2.3', '0x.1', '1.2.3.4.5', '4294967296', '1.16777216', '', 'a.b.c.d', '1..2'])(
    'refuses %j',
    (text) => expect(inetAton(text)).toBeNull(),
  );

  it.each([
    ['0x7f.1', '127.0.0.1', 0],
    ['010.0.0.1', '8.0.0.1', 0],
    ['127.1', '127.0.0.1', 5],
    ['2130706433', '127.0.0.1', 10],
    ['1.2.3.010', '1.2.3.8', 6],
  ])('explains %s as a loose form read as %s, at %i', (text, address, position) => {
    const { check, looseReading } = analyseIp(text, noRanges);
    expect(check).toMatchObject({ verdict: 'invalid', position });
    expect(check.reason).toContain(`inet_aton (and the URL parser of browsers) reads this as ${address}`);
    expect(looseReading?.address).toBe(address);
  });

  it('agrees with the WHATWG URL parser on the loose forms', () => {
    for (const text of ['0x7f.1', '010.0.0.1', '127.1', '2130706433', '0x7f000001', '192.168.257']) {
      expect(formatIPv4(inetAton(text)!.value)).toBe(new URL(`http://${text}/`).hostname);
    }
  });
});

describe('IPv6', () => {
  it.each([
    ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
    ['::', '::'],
    ['::1', '::1'],
    ['1::', '1::'],
    ['1::8', '1::8'],
    ['1:0:0:4::8', '1:0:0:4::8'],
    ['::ffff:192.0.2.1', '::ffff:192.0.2.1'],
    ['::ffff:c000:0201', '::ffff:192.0.2.1'],
    ['64:ff9b::192.0.2.33', '64:ff9b::c000:221'],
    ['fe80::1%eth0', 'fe80::1'],
    ['FE80:0000:0000:0000:0202:B3FF:FE1E:8329', 'fe80::202:b3ff:fe1e:8329'],
  ])('reads %s as %s', (text, canonical) => {
    const parsed = parseIPv6(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(formatIPv6(parsed.value.value)).toBe(canonical);
  });

  it.each([
    ['1:2:3:4:5:6:7', 13, 'has 7 groups'],
    ['1:2:3:4:5:6:7:8:9', 17, 'has 9 groups'],
    ['1::2::3', 4, 'only once'],
    [':::', 1, 'only once'],
    ['1:2:3:4:5:6:7::8', 13, 'at least one zero group'],
    ['12345::', 4, 'at most 4'],
    [':1:2:3:4:5:6:7', 0, 'cannot start or end'],
    ['1:2:3:4:5:6:7:', 14, 'cannot start or end'],
    ['1:2::g', 5, '"g" is not allowed'],
    ['::1.2.3.4:5', 2, 'only for the last 32 bits'],
    ['::1.2.3.256', 8, 'each number is 0 to 255'],
    ['::1.2.3', 7, 'has 4 numbers'],
    ['fe80::1%', 8, 'zone id after "%" is empty'],
    ['fe80::1%eth 0', 11, 'not allowed in a zone id'],
  ])('refuses %s at %i (%s)', (text, position, reason) => {
    const parsed = parseIPv6(text);
    expect(parsed).toMatchObject({ ok: false, position });
    if (!parsed.ok) expect(parsed.reason).toContain(reason);
  });

  it('keeps the zone id and shows the address without it', () => {
    const { check, address } = analyseIp('fe80::1%eth0', noRanges);
    expect(check.verdict).toBe('valid');
    expect(address).toMatchObject({ zone: 'eth0', canonical: 'fe80::1', classLabel: 'Link-local' });
  });

  it('warns, rule by rule, when the form is not RFC 5952 canonical', () => {
    const upper = analyseIp('2001:DB8::1', noRanges).check;
    expect(upper.verdict).toBe('warning');
    expect(upper.reason).toContain('canonical form 2001:db8::1: hex digits are upper case');
    expect(analyseIp('2001:db8::0001', noRanges).check.reason).toContain('leading zeros');
    expect(analyseIp('2001:db8:0:0:1:0:0:1', noRanges).check.reason).toContain('section 4.2');
    expect(analyseIp('::ffff:c000:201', noRanges).check.reason).toContain('ends in dotted decimal');
    expect(analyseIp('::13.1.68.3', noRanges).check.reason).toContain('only for IPv4-mapped');
    expect(analyseIp('2001:db8::1', noRanges).check.verdict).toBe('valid');
  });
});

describe('CIDR', () => {
  it.each([
    {
      input: '10.0.0.0/8',
      facts: {
        Network: '10.0.0.0',
        Broadcast: '10.255.255.255',
        'First host': '10.0.0.1',
        'Last host': '10.255.255.254',
        Addresses: '16,777,216 (2^24)',
        'Usable hosts': '16,777,214',
        Mask: '255.0.0.0',
        'Wildcard (host mask)': '0.255.255.255',
      },
    },
    {
      input: '192.0.2.0/31',
      facts: { 'First host': '192.0.2.0', 'Last host': '192.0.2.1', 'Usable hosts': '2', Broadcast: undefined },
    },
    {
      input: '192.0.2.7/32',
      facts: { 'First host': '192.0.2.7', 'Last host': '192.0.2.7', 'Usable hosts': '1', Addresses: '1 (2^0)' },
    },
    { input: '0.0.0.0/0', facts: { Addresses: '4,294,967,296 (2^32)', Mask: '0.0.0.0' } },
    {
      input: '2001:db8::/32',
      facts: {
        Network: '2001:db8::',
        'First host': '2001:db8::',
        'Last host': '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff',
        Addresses: '79,228,162,514,264,337,593,543,950,336 (2^96)',
        Mask: 'ffff:ffff::',
        'Wildcard (host mask)': '::ffff:ffff:ffff:ffff:ffff:ffff',
        Broadcast: undefined,
      },
    },
    { input: '::/0', facts: { Addresses: '340,282,366,920,938,463,463,374,607,431,768,211,456 (2^128)' } },
  ])('$input', ({ input, facts }) => {
    const { check, network } = analyseIp(input, noRanges);
    expect(check.verdict).toBe('valid');
    for (const [label, value] of Object.entries(facts)) expect(item(network?.items, label)).toBe(value);
  });

  it('the sample succeeds: a valid network with its facts, no warning', () => {
    const { check, network } = analyseIp(SAMPLE_INPUT, noRanges);
    expect(check.verdict).toBe('valid');
    expect(check.reason).toBe('Valid IPv4 network 192.168.1.0/24, 256 addresses: Private-Use (RFC 1918).');
    expect(network?.cidr).toBe('192.168.1.0/24');
  });

  it('warns about bits set below the prefix, naming the network (the broken example)', () => {
    const { check, network } = analyseIp(BROKEN_SAMPLE_INPUT, noRanges);
    expect(check.verdict).toBe('warning');
    expect(check.reason).toContain('a host address in the network 192.168.1.0/24');
    expect(network?.cidr).toBe('192.168.1.0/24');
    expect(analyseIp('2001:db8::1/32', noRanges).check.reason).toContain('network 2001:db8::/32');
  });

  it.each([
    ['10.0.0.0/33', 9, 'prefix is 0 to 32'],
    ['2001:db8::/129', 11, 'prefix is 0 to 128'],
    ['10.0.0.0/', 9, 'missing'],
    ['10.0.0.0/08', 9, 'without leading zeros'],
    ['10.0.0.0/8/8', 9, 'not a decimal number'],
  ])('refuses %s at %i', (text, position, reason) => {
    const { check } = analyseIp(text, noRanges);
    expect(check).toMatchObject({ verdict: 'invalid', position });
    expect(check.reason).toContain(reason);
  });
});

describe('special-purpose class', () => {
  it.each([
    ['10.1.2.3', 'private', 'RFC 1918'],
    ['172.31.255.255', 'private', 'RFC 1918'],
    ['172.32.0.0', 'global', 'RFC 791'],
    ['192.168.0.1', 'private', 'RFC 1918'],
    ['100.64.0.1', 'shared', 'RFC 6598'],
    ['127.0.0.1', 'loopback', 'RFC 1122'],
    ['169.254.10.1', 'link-local', 'RFC 3927'],
    ['224.0.0.251', 'multicast', 'RFC 5771'],
    ['192.0.2.1', 'documentation', 'RFC 5737'],
    ['198.51.100.7', 'documentation', 'RFC 5737'],
    ['203.0.113.9', 'documentation', 'RFC 5737'],
    ['198.19.0.1', 'benchmarking', 'RFC 2544'],
    ['240.0.0.1', 'reserved', 'RFC 1112'],
    ['255.255.255.255', 'broadcast', 'RFC 919'],
    ['0.0.0.0', 'unspecified', 'RFC 1122'],
    ['0.1.2.3', 'this-network', 'RFC 791'],
    ['192.0.0.9', 'protocol', 'RFC 7723'],
    ['8.8.8.8', 'global', 'RFC 791'],
    ['::', 'unspecified', 'RFC 4291'],
    ['::1', 'loopback', 'RFC 4291'],
    ['::ffff:192.0.2.1', 'ipv4-mapped', 'RFC 4291'],
    ['fe80::1', 'link-local', 'RFC 4291'],
    ['fd12:3456::1', 'unique-local', 'RFC 4193'],
    ['ff02::1', 'multicast', 'RFC 4291'],
    ['2001:db8::1', 'documentation', 'RFC 3849'],
    ['3fff::1', 'documentation', 'RFC 9637'],
    ['2002:c000:201::1', '6to4', 'RFC 3056'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo', 'RFC 4380'],
    ['2001:2::1', 'benchmarking', 'RFC 5180'],
    ['64:ff9b::1', 'translation', 'RFC 6052'],
    ['2606:4700::1111', 'global', 'RFC 4291'],
    ['4000::1', 'reserved', 'RFC 4291'],
  ])('%s is %s (%s)', (text, addressClass, rfc) => {
    const parsed = parseAddress(text);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(classify(parsed.value.family, parsed.value.value)).toMatchObject({ class: addressClass, rfc });
  });

  it('has every registry block well-formed, with an RFC', () => {
    for (const entry of [...IPV4_BLOCKS, ...IPV6_BLOCKS]) {
      const parsed = parseCidr(entry.cidr);
      expect(parsed.ok, entry.cidr).toBe(true);
      expect(entry.rfc).toMatch(/^RFC \d+$/);
    }
  });

  it('shows the IPv4 address inside a mapped, 6to4 or Teredo address', () => {
    expect(analyseIp('::ffff:10.0.0.1', noRanges).address?.embedded).toMatchObject({
      address: '10.0.0.1',
      block: { class: 'private' },
    });
    expect(analyseIp('2002:c000:201::1', noRanges).address?.embedded?.address).toBe('192.0.2.1');
    expect(analyseIp('2001:0:4136:e378:8000:63bf:3fff:fdd2', noRanges).address?.embedded?.address).toBe('192.0.2.45');
  });
});

describe('conversions', () => {
  it('writes an IPv4 address as a number, hex, binary, IPv4-mapped and a PTR name', () => {
    const conversions = analyseIp('192.0.2.1', noRanges).address?.conversions;
    expect(item(conversions, 'Decimal')).toBe('3221225985');
    expect(item(conversions, 'Hex')).toBe('0xc0000201');
    expect(item(conversions, 'Binary')).toBe('11000000.00000000.00000010.00000001');
    expect(item(conversions, 'IPv4-mapped IPv6')).toBe('::ffff:192.0.2.1');
    expect(item(conversions, 'IPv4-mapped IPv6 (hex)')).toBe('::ffff:c000:201');
    expect(item(conversions, 'Reverse DNS name')).toBe('1.2.0.192.in-addr.arpa');
  });

  it('writes an IPv6 address as a number, hex, expanded and an ip6.arpa name (RFC 3596 example)', () => {
    const conversions = analyseIp('4321:0:1:2:3:4:567:89ab', noRanges).address?.conversions;
    expect(item(conversions, 'Reverse DNS name')).toBe(
      'b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.0.0.0.0.1.2.3.4.ip6.arpa',
    );
    expect(item(conversions, 'Expanded')).toBe('4321:0000:0001:0002:0003:0004:0567:89ab');
    expect(item(conversions, 'Decimal')).toBe(BigInt('0x432100000001000200030004056789ab').toString());
    expect(item(conversions, 'Hex')).toBe('0x432100000001000200030004056789ab');
  });
});

describe('check against ranges', () => {
  it('says which ranges hold the address', () => {
    const { ranges } = analyseIp('10.1.2.3', { ranges: '192.168.0.0/16\n10.0.0.0/8, 10.1.0.0/16 2001:db8::/32' });
    expect(ranges?.matches).toEqual(['10.0.0.0/8', '10.1.0.0/16']);
  });

  it('checks a block as a whole, an IPv4-mapped address against IPv4 ranges, and reports bad entries', () => {
    expect(analyseIp('10.0.0.0/8', { ranges: '10.0.0.0/16' }).ranges?.matches).toEqual([]);
    expect(analyseIp('10.0.0.0/16', { ranges: '10.0.0.0/8' }).ranges?.matches).toEqual(['10.0.0.0/8']);
    expect(analyseIp('::ffff:10.9.9.9', { ranges: '10.0.0.0/8' }).ranges?.matches).toEqual(['10.0.0.0/8']);
    expect(analyseIp('2001:db8::5', { ranges: '2001:db8::/32 192.0.2.1' }).ranges?.matches).toEqual(['2001:db8::/32']);
    const bad = analyseIp('10.0.0.1', { ranges: '10.0.0.0/40' }).ranges?.entries[0];
    expect(bad).toMatchObject({ text: '10.0.0.0/40', position: 9 });
  });
});

describe('checkIp with ranges, for the batch', () => {
  const rangeList = readRangeList('10.0.0.0/8, 192.168.0.0/16 2001:db8::/32 not-a-range')!;

  it.each([
    ['10.1.2.3', 'IPv4, Private; in 10.0.0.0/8'],
    ['192.168.4.0/24', 'IPv4, Private; in 192.168.0.0/16'],
    ['::ffff:10.0.0.1', 'IPv6, IPv4-mapped; in 10.0.0.0/8'],
    ['2001:db8::1', 'IPv6, Documentation; in 2001:db8::/32'],
    ['8.8.8.8', 'IPv4, Global unicast; in none of the ranges'],
  ])('%s: %s', (value, details) => expect(checkIp(value, rangeList).details).toBe(details));

  it('leaves the verdict as it is, and says nothing of ranges for a value that is not an address', () => {
    expect(checkIp('8.8.8.8', rangeList).verdict).toBe('valid');
    expect(checkIp('10.0.0.999', rangeList)).toEqual(checkIp('10.0.0.999'));
  });

  it('reads the list once, with what is not a range kept and explained', () => {
    expect(rangeList.map((entry) => entry.text)).toEqual([
      '10.0.0.0/8',
      '192.168.0.0/16',
      '2001:db8::/32',
      'not-a-range',
    ]);
    expect(rangeList[3]).toHaveProperty('problem');
    expect(readRangeList(' \n ')).toBeNull();
  });
});

describe('checkIp', () => {
  it.each([
    ['', 'invalid'],
    ['  192.0.2.1  ', 'valid'],
    ['hello', 'invalid'],
    ['2001:db8::1', 'valid'],
    ['fe80::1%eth0', 'valid'],
    ['8.8.8.8%eth0', 'invalid'],
    ['2001:db8::1%eth0', 'warning'],
  ])('%j is %s', (text, verdict) => expect(checkIp(text).verdict).toBe(verdict));

  it('points past leading blanks', () => {
    expect(checkIp('  1.2.3.999').position).toBe(8);
  });

  it('summarises the family and class for the batch table', () => {
    expect(checkIp('10.0.0.1').details).toBe('IPv4, Private');
    expect(checkIp('2001:db8::1').details).toBe('IPv6, Documentation');
  });
});

const passes = <T>(rows: readonly T[], test: (row: T) => boolean) => rows.filter(test).length;

const expandedOf = (text: string) => {
  const parsed = parseIPv6(text);
  return parsed.ok ? expandIPv6(parsed.value.value) : null;
};
const rfc4291Passes = passes(RFC4291_FORMS, (row) => expandedOf(row.text) === row.expanded);
describe(`RFC 4291 section 2.2 text forms: ${rfc4291Passes}/${RFC4291_FORMS.length} pass`, () => {
  it.each(RFC4291_FORMS)('$text ($section)', ({ text, expanded }) => {
    expect(expandedOf(text)).toBe(expanded);
    expect(checkIp(text).verdict).not.toBe('invalid');
  });
});

const isThePrefix = (text: string) => {
  // Upper case and leading zeros only earn the canonical-form warning; bits below the prefix mean another block.
  const { network, warnings } = analyseIp(text, noRanges);
  return network?.cidr === '2001:db8:0:cd30::/60' && !warnings.some((warning) => warning.startsWith('Bits are set'));
};
const prefixPasses = passes(RFC4291_PREFIXES, (row) => isThePrefix(row.text) === row.isThePrefix);
describe(`RFC 4291 section 2.3 prefix forms: ${prefixPasses}/${RFC4291_PREFIXES.length} pass`, () => {
  it.each(RFC4291_PREFIXES)('$text is the prefix 2001:db8:0:cd30::/60: $isThePrefix', ({ text, isThePrefix: yes }) => {
    expect(isThePrefix(text)).toBe(yes);
  });
});

const canonicalOf = (text: string) => {
  const parsed = parseIPv6(text);
  return parsed.ok ? formatIPv6(parsed.value.value) : null;
};
const rfc5952Passes = passes(
  RFC5952_FORMS,
  (row) =>
    canonicalOf(row.text) === row.canonical &&
    checkIp(row.text).verdict === (row.text === row.canonical ? 'valid' : 'warning'),
);
describe(`RFC 5952 sections 2, 4 and 5 canonical forms: ${rfc5952Passes}/${RFC5952_FORMS.length} pass`, () => {
  it.each(RFC5952_FORMS)('$text → $canonical ($section)', ({ text, canonical }) => {
    expect(canonicalOf(text)).toBe(canonical);
    // The canonical form is valid; any other form of the address is valid with a warning.
    expect(checkIp(text).verdict).toBe(text === canonical ? 'valid' : 'warning');
  });
});

const ipv4 = fc.bigInt({ min: 0n, max: (1n << 32n) - 1n });
const ipv6 = fc.oneof(
  fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }),
  // Addresses with runs of zero groups, where the "::" rules matter.
  fc
    .array(fc.constantFrom(0, 0, 0, 1, 0xffff, 0xdb8), { minLength: 8, maxLength: 8 })
    .map((groups) => groups.reduce((sum, part) => (sum << 16n) | BigInt(part), 0n)),
);

describe('properties', () => {
  it('formatting then parsing is the identity (IPv4)', () => {
    fc.assert(
      fc.property(ipv4, (value) => {
        const parsed = parseIPv4(formatIPv4(value));
        return parsed.ok && parsed.value === value;
      }),
    );
  });

  it('formatting then parsing is the identity (IPv6, canonical and expanded)', () => {
    fc.assert(
      fc.property(ipv6, (value) => {
        const canonical = parseIPv6(formatIPv6(value));
        const expanded = parseIPv6(expandIPv6(value));
        return canonical.ok && canonical.value.value === value && expanded.ok && expanded.value.value === value;
      }),
    );
  });

  it('writes the same RFC 5952 form as ipaddr.js', () => {
    fc.assert(
      fc.property(ipv6, (value) => {
        // ipaddr.js writes IPv4-mapped addresses in hex; the dotted form is RFC 5952 section 5.
        fc.pre(value >> 32n !== 0xffffn && value >> 32n !== 0xffff0000n);
        return ipaddr.IPv6.parse(expandIPv6(value)).toRFC5952String() === formatIPv6(value);
      }),
    );
  });

  it('accepts exactly the strict IPv4 texts ipaddr.js takes as four-part decimal', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.]{1,16}$/), (text) => {
        return parseIPv4(text).ok === ipaddr.IPv4.isValidFourPartDecimal(text);
      }),
    );
  });

  const changed = (text: string, index: number, char: string) => text.slice(0, index) + char + text.slice(index + 1);
  const address = (text: string) => {
    const parsed = parseAddress(text);
    return parsed.ok ? parsed.value.value : null;
  };

  it('catches one changed character of an IPv4 address, or reads another address', () => {
    fc.assert(
      fc.property(ipv4, fc.nat(), fc.constantFrom(...'0123456789.:x'), (value, at, char) => {
        const text = formatIPv4(value);
        const index = at % text.length;
        fc.pre(text[index] !== char);
        const result = address(changed(text, index, char));
        return result === null || result !== value;
      }),
    );
  });

  it('catches one changed character of an IPv6 address, or reads another address', () => {
    fc.assert(
      fc.property(ipv6, fc.nat(), fc.constantFrom(...'0123456789abcdef:.g'), (value, at, char) => {
        const text = formatIPv6(value);
        const index = at % text.length;
        fc.pre(text[index] !== char);
        fc.pre(!loneZeroGroupAsColons(text, index, char));
        const result = address(changed(text, index, char));
        return result === null || result !== value;
      }),
    );
  });

  /**
   * A lone zero group at either end, which RFC 5952 writes "0" ("0:1:2:3:4:5:6:7"), may also be written "::"
   * (RFC 4291), so a ":" in place of that 0 spells the same address: the one change that must not be caught.
   */
  const loneZeroGroupAsColons = (text: string, index: number, char: string) =>
    char === ':' && ((index === 0 && text.startsWith('0:')) || (index === text.length - 1 && text.endsWith(':0')));

  it('reads a lone zero group at either end written as "::" as the same address', () => {
    expect(address('::1:2:3:4:5:6:7')).toBe(address('0:1:2:3:4:5:6:7'));
    expect(address('1:2:3:4:5:6:7::')).toBe(address('1:2:3:4:5:6:7:0'));
  });

  it('puts every address of a block inside it, and the network and last address at its ends', () => {
    fc.assert(
      fc.property(ipv4, fc.integer({ min: 0, max: 32 }), (value, prefix) => {
        const { network } = analyseIp(`${formatIPv4(value)}/${prefix}`, { ranges: '' });
        const { ranges } = analyseIp(formatIPv4(value), { ranges: network!.cidr });
        return ranges!.matches.length === 1;
      }),
    );
  });

  it('reverses the PTR name back to the address', () => {
    fc.assert(
      fc.property(ipv6, (value) => {
        const nibbles = reverseName(6, value).replace('.ip6.arpa', '').split('.').reverse().join('');
        return BigInt(`0x${nibbles}`) === value;
      }),
    );
  });
});
