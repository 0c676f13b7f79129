import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonNumber, parseLosslessJson } from '../../lib/lossless-json';
import { canonicalNumber, numbersEqual, toJsonText } from './values';

describe('numbersEqual and canonicalNumber', () => {
  it.each([
    ['1', '1.0'],
    ['1', '1.000'],
    ['100', '1e2'],
    ['100', '1E+2'],
    ['0.5', '5e-1'],
    ['0.5', '50E-2'],
    ['0', '-0'],
    ['0', '0.0e10'],
    ['-1.5', '-15e-1'],
    ['12345678901234567890', '1.234567890123456789e19'],
  ])('%s equals %s', (a, b) => {
    expect(numbersEqual(new JsonNumber(a), new JsonNumber(b))).toBe(true);
  });

  it.each([
    ['12345678901234567890', '12345678901234567891'],
    ['1', '-1'],
    ['0.1', '0.10000000000000001'],
    ['1e400', '2e400'],
    ['9007199254740993', '9007199254740992'],
    ['1e-400', '0'],
  ])('%s differs from %s (doubles may not tell some of them apart)', (a, b) => {
    expect(numbersEqual(new JsonNumber(a), new JsonNumber(b))).toBe(false);
  });

  it.each([
    ['1.50', '15e-1'],
    ['100', '1e2'],
    ['-0.00', '0'],
    ['000', '0'],
    ['1e99999999999999999999', '1e99999999999999999999'],
    ['10.010e-2', '1001e-4'],
  ])('writes %s as %s', (text, canonical) => {
    expect(canonicalNumber(text)).toBe(canonical);
  });

  it('agrees with doubles wherever doubles are exact', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: 0, max: 5 }),
        (n, shift, zeros) => {
          // n written plainly, and the same value as n·10^shift written with the exponent moved back.
          const plain = String(n);
          const shifted = `${plain}${'0'.repeat(zeros)}e${-zeros}`;
          expect(numbersEqual(new JsonNumber(plain), new JsonNumber(shifted))).toBe(true);
          expect(numbersEqual(new JsonNumber(plain), new JsonNumber(String(n + 1)))).toBe(false);
          expect(canonicalNumber(`${plain}e${shift}`)).toBe(canonicalNumber(`${plain}0e${shift - 1}`));
        },
      ),
    );
  });
});

describe('toJsonText', () => {
  it('lays values out as JSON.stringify(value, null, 2) does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(toJsonText(parseLosslessJson(text))).toEqual({
          json: JSON.stringify(JSON.parse(text), null, 2),
          truncated: false,
        });
      }),
    );
  });

  it('writes numbers exactly as they were written', () => {
    expect(toJsonText(parseLosslessJson('{"id":12345678901234567890,"x":[1.50,-0,1E+2]}')).json).toBe(
      '{\n  "id": 12345678901234567890,\n  "x": [\n    1.50,\n    -0,\n    1E+2\n  ]\n}',
    );
  });

  it('stops at the limit and says so', () => {
    const value = parseLosslessJson(JSON.stringify(Array.from({ length: 1000 }, (_, index) => index)));
    const text = toJsonText(value, 50);
    expect(text.truncated).toBe(true);
    expect(text.json).toBe(toJsonText(value).json.slice(0, 50));
  });

  it('cuts a long string too, never inside a surrogate pair', () => {
    const long = toJsonText(parseLosslessJson(JSON.stringify('x'.repeat(100))), 50);
    expect(long).toEqual({ json: `"${'x'.repeat(49)}`, truncated: true });
    const emoji = toJsonText(parseLosslessJson(JSON.stringify('😀'.repeat(30))), 50);
    expect(emoji.truncated).toBe(true);
    expect(emoji.json).toBe(`"${'😀'.repeat(24)}`);
  });

  it('writes 100000 levels of nesting without a stack overflow, up to the limit', () => {
    const depth = 100_000;
    const text = toJsonText(parseLosslessJson('['.repeat(depth) + ']'.repeat(depth)), 10_000);
    expect(text.truncated).toBe(true);
    expect(text.json).toHaveLength(10_000);
  });
});
