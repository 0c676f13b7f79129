import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('ip-address-validator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a lone IPv4 address', '203.0.113.9'],
    ['a lone IPv6 address with a zone id', 'fe80::1%eth0'],
    ['a CIDR block', '2001:db8::/32'],
    ['a list with one typo in five', '10.0.0.1\n10.0.0.2\n10.0.0.3\n10.0.0.4\n10.0.0.256'],
  ])('proposes itself for %s', (_name, text) => {
    expect(score(text)).toBe(0.9);
  });

  it.each([
    ['an epoch time', '1700000000'],
    ['a version number', '1.2.3'],
    ['a time', '12:30:45'],
    ['a MAC address', '00:1a:2b:3c:4d:5e'],
    ['prose mentioning an address', 'The server is at 192.0.2.1 today.'],
    ['a JSON document', '{"ip": "192.0.2.1"}'],
    ['a list that is mostly not addresses', '192.0.2.1\nhello\nworld'],
    ['blank text', '  \n '],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'ip-address-validator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
