import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('hash-validator detector', () => {
  it.each([
    ['its sample, a bcrypt hash', SAMPLE_INPUT],
    ['an argon2id hash', '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG'],
    [
      'a SHA-512-crypt line',
      '$6$saltstring$svn8UoSVapNtMuq1ukKS4tPQd8iKwSMHWjl/O817G3uBnIFNjnQJuesI68u4OTLiBFdcbYEdFCoEOfaS35inz1',
    ],
    ['sha256sum output', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  abc.txt\n'],
    ['a Subresource Integrity value', 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC'],
  ])('claims %s', (_name, text) => {
    expect(score(text)).toBe(0.9);
  });

  it.each([
    ['an MD5 digest', '900150983cd24fb0d6963f7d28e17f72'],
    ['a list of SHA-1 digests', 'a9993e364706816aba3e25717850c26c9cd0d89d\n84983e441c3bd26ebaae4aa1f95129e5e54670f1\n'],
  ])('proposes itself for %s, which could also be plain hex', (_name, text) => {
    expect(score(text)).toBe(0.7);
  });

  it.each([
    ['prose', 'A hash is a short fingerprint of a longer text.'],
    ['hex bytes with spaces', '48 65 6c 6c 6f'],
    ['an odd-length hex string', 'abcdef012'],
    ['a price in dollars', '$25.00'],
    ['JSON', '{"hash": "900150983cd24fb0d6963f7d28e17f72"}'],
  ])('leaves %s alone', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its Load Sample hash', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'hash-validator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
