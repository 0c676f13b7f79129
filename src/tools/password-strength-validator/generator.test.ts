import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedLimit,
  DIGITS,
  generatePassphrase,
  generatePassword,
  LOOK_ALIKES,
  LOWER,
  randomIndex,
  SYMBOLS,
  UPPER,
  type RandomSource,
} from './generator';

/** A source that gives the listed values in turn. */
const scripted = (range: number, values: number[]): RandomSource => {
  let index = 0;
  return { range, next: () => values[index++ % values.length]! };
};

describe('randomIndex', () => {
  it('rejects the values past the largest multiple of the choices, and takes the next', () => {
    // 256 values for 3 choices: 255 is the one left over, so it is drawn again.
    expect(acceptedLimit(3, 256)).toBe(255);
    expect(randomIndex(3, scripted(256, [255, 255, 7]))).toBe(1);
  });

  it('maps every accepted value of an 8-bit source to each choice equally often (no modulo bias)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 256 }), (choices) => {
        const counts = new Array<number>(choices).fill(0);
        const limit = acceptedLimit(choices, 256);
        for (let value = 0; value < 256; value += 1) {
          if (value >= limit) continue;
          counts[randomIndex(choices, scripted(256, [value]))]! += 1;
        }
        expect(new Set(counts).size).toBe(1);
        expect(counts[0]! * choices).toBe(limit);
      }),
      { numRuns: 256 },
    );
  });

  it('is always below the number of choices, whatever the source gives', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 32 }),
        fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: 1, maxLength: 50 }),
        (choices, values) => {
          const limit = acceptedLimit(choices, 2 ** 32);
          fc.pre(values.some((value) => value < limit));
          const index = randomIndex(choices, scripted(2 ** 32, values));
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(choices);
          expect(index).toBe(values.find((value) => value < limit)! % choices);
        },
      ),
    );
  });

  it('refuses no choices', () => {
    expect(() => randomIndex(0)).toThrow(RangeError);
  });

  it('spreads crypto.getRandomValues evenly over 7 choices', () => {
    const counts = new Array<number>(7).fill(0);
    for (let draw = 0; draw < 70_000; draw += 1) counts[randomIndex(7)]! += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});

describe('generatePassword', () => {
  it('draws only from the chosen classes, with one of each, at the chosen length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 64 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (length, lower, upper, digits, symbols, excludeLookAlikes) => {
          fc.pre(lower || upper || digits || symbols);
          const { value, entropyBits } = generatePassword({ length, lower, upper, digits, symbols, excludeLookAlikes });
          expect(Array.from(value)).toHaveLength(length);
          const sets = [lower && LOWER, upper && UPPER, digits && DIGITS, symbols && SYMBOLS].filter(
            (set): set is string => typeof set === 'string',
          );
          for (const char of value) expect(sets.some((set) => set.includes(char))).toBe(true);
          for (const set of sets) expect([...value].some((char) => set.includes(char))).toBe(true);
          if (excludeLookAlikes) for (const char of value) expect(LOOK_ALIKES).not.toContain(char);
          const alphabet = sets.join('').replace(excludeLookAlikes ? /[0Oo1lI|5S2Z8B'"`]/g : /$^/, '');
          expect(entropyBits).toBeCloseTo(length * Math.log2(alphabet.length), 5);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives 16 characters of 94 about 104.9 bits', () => {
    const generated = generatePassword({
      length: 16,
      lower: true,
      upper: true,
      digits: true,
      symbols: true,
      excludeLookAlikes: false,
    });
    expect(generated.entropyBits).toBeCloseTo(16 * Math.log2(94), 5);
    expect(generated.recipe).toBe('16 characters from 94');
  });

  it('refuses a recipe with no characters', () => {
    expect(() =>
      generatePassword({
        length: 16,
        lower: false,
        upper: false,
        digits: false,
        symbols: false,
        excludeLookAlikes: false,
      }),
    ).toThrow('Choose at least one kind of character.');
  });
});

describe('generatePassphrase', () => {
  const list = ['apple', 'berry', 'cherry', 'damson', 'elder', 'fig', 'grape', 'hazel'];
  it('joins words of the list with the separator, capitalised and with a digit when asked', () => {
    const plain = generatePassphrase({ words: 4, separator: '-', capitalise: false, addNumber: false }, list);
    expect(plain.value.split('-').every((word) => list.includes(word))).toBe(true);
    expect(plain.entropyBits).toBe(12);
    const shaped = generatePassphrase({ words: 4, separator: ' ', capitalise: true, addNumber: true }, list);
    const words = shaped.value.split(' ');
    expect(words).toHaveLength(4);
    expect(words.every((word) => /^[A-Z][a-z]+\d?$/.test(word))).toBe(true);
    expect(words.filter((word) => /\d$/.test(word))).toHaveLength(1);
    expect(shaped.entropyBits).toBeCloseTo(12 + Math.log2(10) + 2, 5);
  });
});
