import { describe, expect, it } from 'vitest';
import { ToolError } from '../tool-error';
import type { Bound } from '../tool-state';
import { boundedReader, boundsProblem } from './bounds';
import { isColor } from './color';

const BOUNDS: Record<string, Bound> = {
  name: { maxLength: 5 },
  size: { min: 0, max: 100, integer: true },
  angle: { max: 360 },
  stops: { maxItems: 3, items: { fields: { position: { min: 0, max: 100 }, color: { valid: isColor } } } },
};
const NAMES = { stops: 'colour stops', 'stops[]': 'stop' };

describe('boundsProblem', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['within', { name: 'abc', size: 100, stops: [{ position: 0, color: 'red' }] }, null],
    ['fields it has no bound for', { other: 1e9 }, null],
    ['a long text', { name: 'abcdef' }, 'Name is 6 characters long: this editor takes up to 5.'],
    ['a number over', { size: 1000 }, 'Size is 1,000: this editor sets it from 0 to 100.'],
    ['a number under', { size: -1 }, 'Size is -1: this editor sets it from 0 to 100.'],
    ['a fraction for a whole number', { size: 2.5 }, 'Size is 2.5: this editor takes a whole number.'],
    ['a number over a bare maximum', { angle: 400 }, 'Angle is 400: this editor sets it up to 360.'],
    [
      'a long list',
      { stops: Array.from({ length: 20_000 }, () => ({ position: 0, color: 'red' })) },
      'There are 20,000 colour stops: this editor takes up to 3.',
    ],
    [
      'an item’s field',
      {
        stops: [
          { position: 0, color: 'red' },
          { position: 120, color: 'red' },
        ],
      },
      'The position of stop 2 is 120: this editor sets it from 0 to 100.',
    ],
    [
      'a value the controls refuse',
      { stops: [{ position: 0, color: 'red;}body{display:none}' }] },
      'The color of stop 1 (“red;}body{display:none}”) is not a value this editor can use.',
    ],
  ])('%s', (_, state, expected) => {
    expect(boundsProblem(state, BOUNDS, NAMES)).toBe(expected);
  });
});

describe('boundedReader', () => {
  const read = boundedReader((text: string) => ({ size: Number(text) }), BOUNDS, NAMES, 10);

  it('gives what the reader read when it is within the bounds', () => {
    expect(read('42')).toEqual({ size: 42 });
  });

  it('refuses what is outside them with a ToolError naming it', () => {
    expect(() => read('420')).toThrow(new ToolError('Size is 420: this editor sets it from 0 to 100.'));
  });

  it('refuses a text over the length without reading it', () => {
    let calls = 0;
    const counted = boundedReader(
      (text: string) => {
        calls++;
        return { text };
      },
      {},
      {},
      10,
    );
    expect(() => counted('x'.repeat(11))).toThrow('This text is 11 characters long: the import takes up to 10.');
    expect(calls).toBe(0);
  });
});
