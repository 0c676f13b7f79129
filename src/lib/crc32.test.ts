import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32, crc32Update } from './crc32';

describe('crc32', () => {
  // The check value of the CRC catalogue (reveng "CRC-32/ISO-HDLC") and zlib's own test strings.
  it.each([
    ['', 0x00000000],
    ['123456789', 0xcbf43926],
    ['a', 0xe8b7be43],
    ['abc', 0x352441c2],
    ['The quick brown fox jumps over the lazy dog', 0x414fa339],
  ])('%j gives %i', (text, expected) => {
    expect(crc32(text)).toBe(expected);
  });

  it('gives the same value fed in pieces as in one go', () => {
    fc.assert(
      fc.property(fc.uint8Array(), fc.nat(), (bytes, cut) => {
        const at = bytes.length === 0 ? 0 : cut % bytes.length;
        expect(crc32Update(crc32Update(0, bytes.subarray(0, at)), bytes.subarray(at))).toBe(crc32(bytes));
      }),
    );
  });
});
