import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { convertNumbers, floatLayout, groupDigits, type NumberBaseOptions } from './core';

const DEFAULTS: NumberBaseOptions = { mode: 'integer', from: 0, to: 16, width: 'none', group: false, uppercase: true };
const convert = (input: string, options: Partial<NumberBaseOptions> = {}) =>
  convertNumbers(input, { ...DEFAULTS, ...options }).output;

describe('convertNumbers: integers between bases', () => {
  it.each([
    ['255', 10, 16, 'FF'],
    ['255', 10, 2, '11111111'],
    ['255', 10, 8, '377'],
    ['255', 10, 36, '73'],
    ['ff', 16, 10, '255'],
    ['FF', 16, 10, '255'],
    ['zz', 36, 10, '1295'],
    ['0xDEADBEEF', 0, 10, '3735928559'],
    ['0o755', 0, 10, '493'],
    ['0b1010_1010', 0, 10, '170'],
    ['1111 0000', 2, 16, 'F0'],
    ['-42', 10, 16, '-2A'],
    ['+42', 10, 2, '101010'],
    ['0', 10, 2, '0'],
    ['0x10', 16, 10, '16'],
    // Past 2^53: exact, as BigInt is.
    ['9007199254740993', 10, 16, '20000000000001'],
    ['18446744073709551616', 10, 16, '10000000000000000'],
    ['0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF', 0, 10, '340282366920938463463374607431768211455'],
    ['1' + '0'.repeat(40), 10, 36, 'CDE0SUU7BCGSN5RIMWENZYEEPS'],
    ['CDE0SUU7BCGSN5RIMWENZYEEPS', 36, 10, '1' + '0'.repeat(40)],
    ['12345678901234567890', 10, 7, '31050262160105055621201'],
    ['31050262160105055621201', 7, 10, '12345678901234567890'],
  ])('%s from base %i to base %i gives %s', (input, from, to, output) => {
    expect(convert(input, { from, to })).toBe(output);
  });

  it('keeps lower case when asked, and converts each line, keeping blank ones', () => {
    expect(convert('255\n\n  4096  \n', { from: 10, to: 16, uppercase: false })).toBe('ff\n\n1000\n');
  });

  it('counts the numbers and breaks down the first', () => {
    const result = convertNumbers('0xFF\n10', DEFAULTS);
    expect(result.count).toBe(2);
    expect(result.first).toMatchObject({ decimal: '255', hex: 'FF', octal: '377', binary: '11111111', bits: 8 });
  });
});

describe("two's complement", () => {
  it.each([
    ['-1', 10, 16, '8', 'FF'],
    ['-128', 10, 16, '8', '80'],
    ['128', 10, 16, '8', '80'],
    ['FF', 16, 10, '8', '-1'],
    ['7F', 16, 10, '8', '127'],
    ['80', 16, 10, '8', '-128'],
    ['5', 10, 2, '8', '00000101'],
    ['-1', 10, 2, '16', '1111111111111111'],
    ['-2', 10, 16, '32', 'FFFFFFFE'],
    ['-9223372036854775808', 10, 16, '64', '8000000000000000'],
    ['FFFFFFFFFFFFFFFF', 16, 10, '64', '-1'],
    ['-1', 10, 16, '128', 'F'.repeat(32)],
    ['-1', 10, 8, '8', '377'],
  ])('%s (base %i) to base %i at %s bits is %s', (input, from, to, width, output) => {
    expect(convert(input, { from, to, width: width as NumberBaseOptions['width'] })).toBe(output);
  });

  it.each([
    ['256', '8', '256 does not fit in 8 bits, which hold -128 to 255'],
    ['-129', '8', '-129 does not fit in 8 bits'],
    ['-32769', '16', 'does not fit in 16 bits'],
  ])('refuses %s at %s bits', (input, width, message) => {
    expect(() => convert(input, { from: 10, width: width as NumberBaseOptions['width'] })).toThrow(message);
  });

  it('gives the signed and unsigned readings and the bit pattern', () => {
    expect(convertNumbers('-1', { ...DEFAULTS, width: '8' }).first).toMatchObject({
      signed: '-1',
      unsigned: '255',
      pattern: '1111 1111',
    });
  });
});

describe('digit grouping', () => {
  it.each([
    ['0xDEADBEEF', 2, '1101 1110 1010 1101 1011 1110 1110 1111'],
    ['0xDEADBEEF', 16, 'DEAD BEEF'],
    ['1234567', 10, '1 234 567'],
    ['-1234567', 10, '-1 234 567'],
    ['0o7777', 8, '7 777'],
  ])('groups %s in base %i as %s', (input, to, output) => {
    expect(convert(input, { to, group: true })).toBe(output);
  });

  it('reads grouped digits back', () => {
    expect(convert('1101 1110 1010 1101', { from: 2, to: 16 })).toBe('DEAD');
    expect(groupDigits('12345', 2, '_')).toBe('1_23_45');
  });
});

describe('IEEE 754', () => {
  it.each([
    ['1', 'float32', '3F800000'],
    ['-2', 'float32', 'C0000000'],
    ['0.1', 'float32', '3DCCCCCD'],
    ['3.14159', 'float32', '40490FD0'],
    ['-0', 'float32', '80000000'],
    ['Infinity', 'float32', '7F800000'],
    ['-inf', 'float32', 'FF800000'],
    ['NaN', 'float32', '7FC00000'],
    ['1', 'float64', '3FF0000000000000'],
    ['0.1', 'float64', '3FB999999999999A'],
    ['-2.5e-3', 'float64', 'BF647AE147AE147B'],
  ])('%s as a %s is %s', (input, mode, bits) => {
    expect(convert(input, { mode: mode as 'float32' | 'float64', to: 16 })).toBe(bits);
  });

  it.each([
    ['0x40490FDB', 'float32', '3.1415927'],
    ['0x3DCCCCCD', 'float32', '0.1'],
    ['0x00000001', 'float32', '1e-45'],
    ['0x7F7FFFFF', 'float32', '3.4028235e+38'],
    ['0x3FB999999999999A', 'float64', '0.1'],
    ['0x0000000000000001', 'float64', '5e-324'],
    ['0b00111111100000000000000000000000', 'float32', '1'],
  ])('bits %s as a %s read %s', (input, mode, value) => {
    expect(convert(input, { mode: mode as 'float32' | 'float64' })).toBe(value);
  });

  it('writes binary as sign, exponent and mantissa', () => {
    expect(convert('1', { mode: 'float32', to: 2 })).toBe('0 01111111 00000000000000000000000');
  });

  it.each([
    [0x3f800000n, 'normal', 0, 127],
    [0x00000001n, 'subnormal', -126, 0],
    [0x80000000n, 'zero', null, 0],
    [0x7f800000n, 'infinity', null, 255],
    [0x7fc00000n, 'NaN', null, 255],
  ])('lays out %s as %s, exponent %s', (bits, category, exponent, biased) => {
    expect(floatLayout(bits, 'float32')).toMatchObject({ category, exponent, biasedExponent: biased });
  });

  it('refuses bits of the wrong length, and text that is not a number', () => {
    expect(() => convert('0x3F80', { mode: 'float32' })).toThrow('A float32 is 32 bits: 8 hex digits after 0x, not 4');
    expect(() => convert('1.5x', { mode: 'float64' })).toThrow('"x" at position 4 cannot be in a decimal number');
  });
});

describe('errors say what is wrong and where', () => {
  const thrown = (input: string, options: Partial<NumberBaseOptions> = {}) => {
    try {
      convert(input, options);
    } catch (error) {
      return error as ToolError;
    }
    throw new Error('no error');
  };

  it.each([
    ['12a4', { from: 10 }, '"a" at position 3 is not a digit in base 10 (decimal), whose digits are 0–9', 1, 3],
    ['0x1G', {}, '"G" at position 4 is not a digit in base 16 (hex), whose digits are 0–9 and a–f', 1, 4],
    ['101\n1021', { from: 2 }, '"2" at position 3 is not a digit in base 2 (binary)', 2, 3],
    ['  19', { from: 8 }, '"9" at position 2 is not a digit in base 8 (octal)', 1, 4],
    ['0x', {}, 'needs at least one digit', 1, 3],
    ['1__0', { from: 10 }, 'must stand between two digits', 1, 3],
    ['10_', { from: 10 }, 'cannot end with a digit separator', 1, 3],
  ])('%j', (input, options, message, line, column) => {
    const error = thrown(input, options);
    expect(error).toBeInstanceOf(ToolError);
    expect(error.message).toContain(message);
    expect(error.message).toContain(`line ${line}, column ${column}`);
    expect(error.location).toMatchObject({ line, column });
  });

  it.each(['', '   ', '\n\t '])('refuses blank input %j', (input) => {
    expect(() => convert(input)).toThrow('Please enter a number');
  });
});
