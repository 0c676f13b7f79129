import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  acceptedLimit,
  characterSets,
  countWithEach,
  DIGITS,
  entropyRating,
  generatePassphrase,
  generatePassword,
  loadWords,
  LOOK_ALIKES,
  LOWER,
  parseWordList,
  randomIndex,
  SYMBOLS,
  UPPER,
  type PasswordRecipe,
  type RandomSource,
} from './core';

/** A fixed, repeatable stand-in for crypto.getRandomValues: mulberry32 from a seed, 32 bits a call. */
function fakeSource(seed: number): RandomSource & { calls: number } {
  let state = seed >>> 0;
  const source = {
    range: 2 ** 32,
    calls: 0,
    next: () => {
      source.calls += 1;
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    },
  };
  return source;
}

/** A source that gives these values in turn. */
function listSource(values: number[]): RandomSource & { calls: number } {
  const source = { range: 2 ** 32, calls: 0, next: () => values[source.calls++ % values.length]! };
  return source;
}

/** Pearson's chi-square statistic of the counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('randomIndex: rejection sampling', () => {
  it.each([
    [2, 2 ** 32],
    [3, 2 ** 32 - 1],
    [10, 2 ** 32 - 6],
    [88, 2 ** 32 - 48],
    [7776, 2 ** 32 - (2 ** 32 % 7776)],
  ])('keeps the largest multiple of %i below 2^32: %i values', (choices, limit) => {
    expect(acceptedLimit(choices, 2 ** 32)).toBe(limit);
    expect(limit % choices).toBe(0);
  });

  it('rejects the values at and above the limit for a size that is not a power of two, and draws again', () => {
    const limit = acceptedLimit(10, 2 ** 32);
    const source = listSource([2 ** 32 - 1, limit, limit - 1]);
    expect(randomIndex(10, source)).toBe((limit - 1) % 10);
    expect(source.calls).toBe(3);
  });

  it('never rejects for a power of two', () => {
    const source = listSource([2 ** 32 - 1]);
    expect(randomIndex(64, source)).toBe(63);
    expect(source.calls).toBe(1);
  });

  it('rejects the top values for the 7,776 words of the list too', () => {
    const top = acceptedLimit(7776, 2 ** 32);
    const source = listSource([top, top + 1, 5, 2 ** 32 - 1, 7777]);
    const picks = [randomIndex(7776, source), randomIndex(7776, source)];
    expect(picks).toEqual([5, 1]);
    expect(source.calls).toBe(5);
  });

  it.each([0, -1, 1.5, 2 ** 32 + 1])('refuses %s choices', (choices) => {
    expect(() => randomIndex(choices)).toThrow(RangeError);
  });

  // With 200,000 draws, chi-square stays under the 99.9th percentile for its degrees of freedom.
  it.each([
    [10, 27.88],
    [26, 52.62],
    [62, 99.61],
    [94, 141.62],
  ])('is uniform over %i choices (chi-square below %f)', (choices, critical) => {
    const source = fakeSource(choices * 7919);
    const counts = new Array<number>(choices).fill(0);
    for (let draw = 0; draw < 200_000; draw += 1) counts[randomIndex(choices, source)]! += 1;
    expect(chiSquare(counts)).toBeLessThan(critical);
  });

  it('is uniform where plain modulo is measurably not: a 3-value source over 2 choices', () => {
    // A toy source of range 3 (0, 1, 2 equally often): modulo 2 gives 0 twice as often as 1; rejection does not.
    const toy = fakeSource(42);
    const counts = [0, 0];
    const modulo = [0, 0];
    for (let draw = 0; draw < 30_000; draw += 1) {
      const value = toy.next() % 3;
      modulo[value % 2]! += 1;
      if (value < 2) counts[value]! += 1;
    }
    expect(chiSquare(modulo)).toBeGreaterThan(1000);
    expect(chiSquare(counts)).toBeLessThan(10.83);
  });
});

const RECIPE: PasswordRecipe = {
  length: 20,
  lower: true,
  upper: true,
  digits: true,
  symbols: true,
  excludeLookAlikes: false,
  eachSet: true,
};

describe('generatePassword', () => {
  it.each([
    [{}, LOWER + UPPER + DIGITS + SYMBOLS],
    [{ symbols: false }, LOWER + UPPER + DIGITS],
    [{ upper: false, digits: false, symbols: false }, LOWER],
    [{ lower: false, upper: false, symbols: false }, DIGITS],
  ])('%j: only characters of the chosen sets', (change, alphabet) => {
    const { value } = generatePassword({ ...RECIPE, ...change }, fakeSource(1));
    expect(value).toHaveLength(20);
    expect([...value].every((char) => alphabet.includes(char))).toBe(true);
  });

  it('has one of each chosen set, every time', () => {
    const source = fakeSource(7);
    for (let run = 0; run < 500; run += 1) {
      const { value } = generatePassword({ ...RECIPE, length: 4 }, source);
      for (const set of [LOWER, UPPER, DIGITS, SYMBOLS])
        expect([...value].some((char) => set.includes(char))).toBe(true);
    }
  });

  it('leaves out look-alikes when asked', () => {
    const source = fakeSource(3);
    for (let run = 0; run < 200; run += 1) {
      const { value } = generatePassword({ ...RECIPE, length: 64, excludeLookAlikes: true }, source);
      expect([...value].some((char) => LOOK_ALIKES.includes(char))).toBe(false);
    }
    expect(characterSets({ ...RECIPE, excludeLookAlikes: true }).join('')).not.toMatch(/[0O1lI]/);
  });

  it.each([
    [{ length: 16, symbols: false, eachSet: false }, 16 * Math.log2(62)],
    [{ length: 20, eachSet: false }, 20 * Math.log2(94)],
    [{ length: 8, lower: false, upper: false, symbols: false, eachSet: false }, 8 * Math.log2(10)],
  ])('%j has %f bits of entropy', (change, bits) => {
    expect(generatePassword({ ...RECIPE, ...change }, fakeSource(5)).entropyBits).toBeCloseTo(bits, 9);
  });

  it('counts only the passwords with one of each set when that is asked', () => {
    // Length 2 from 2 sets of 26: 52² = 2,704 strings, less 26² with no capital and 26² with no small letter.
    expect(countWithEach([LOWER, UPPER], 2)).toBe(2n * 26n * 26n);
    expect(countWithEach(['ab', 'c'], 3)).toBe(27n - 8n - 1n);
    const each = generatePassword({ ...RECIPE, length: 4 }, fakeSource(9)).entropyBits;
    expect(each).toBeLessThan(4 * Math.log2(94));
    expect(each).toBeCloseTo(Math.log2(Number(countWithEach([LOWER, UPPER, DIGITS, SYMBOLS], 4))), 9);
  });

  it.each([
    [{ lower: false, upper: false, digits: false, symbols: false }, 'at least one set'],
    [{ length: 3 }, 'from 4 to 128'],
    [{ length: 129 }, 'from 4 to 128'],
    [{ length: Number.NaN }, 'from 4 to 128'],
  ])('refuses %j', (change, message) => {
    expect(() => generatePassword({ ...RECIPE, ...change })).toThrow(message);
  });

  it('uses crypto.getRandomValues by default', () => {
    const a = generatePassword(RECIPE).value;
    const b = generatePassword(RECIPE).value;
    expect(a).not.toBe(b);
  });
});

describe('the EFF large word list', () => {
  const text = readFileSync(new URL('./wordlist/eff_large_wordlist.txt', import.meta.url), 'utf8');
  const words = parseWordList(text);

  it('has 7,776 different words, from abacus to zoom, under the dice rolls 11111 to 66666', async () => {
    expect(words).toHaveLength(7776);
    expect(new Set(words).size).toBe(7776);
    expect([words[0], words[7775]]).toEqual(['abacus', 'zoom']);
    // Line n is the dice roll n in base 6, each digit plus one: the EFF's 11111 abacus, 66666 zoom.
    const roll = (index: number) => [...index.toString(6).padStart(5, '0')].map((digit) => Number(digit) + 1).join('');
    expect([roll(0), roll(1), roll(7775)]).toEqual(['11111', '11112', '66666']);
    expect([words[1], words[parseInt('01234', 6)]]).toEqual(['abdomen', 'arousal']);
    expect(parseWordList('11111\tabacus\n11112\tabdomen\n')).toEqual(['abacus', 'abdomen']);
    expect(await loadWords()).toEqual(words);
  });

  it('joins words with the separator, capitalised when asked, at log2(7776) bits a word', () => {
    const plain = generatePassphrase({ words: 6, separator: '-', capitalise: false }, words, fakeSource(11));
    expect(plain.value.split('-')).toHaveLength(6);
    expect(plain.value.split('-').every((word) => words.includes(word))).toBe(true);
    expect(plain.entropyBits).toBeCloseTo(6 * Math.log2(7776), 9);
    expect(plain.recipe).toBe('6 words from 7,776');
    const shaped = generatePassphrase({ words: 4, separator: ' ', capitalise: true }, words, fakeSource(11));
    expect(shaped.value.split(' ').every((word) => /^[A-Z]/.test(word))).toBe(true);
  });

  it('picks every word evenly (chi-square over 7,776 words)', () => {
    const source = fakeSource(2024);
    const counts = new Array<number>(7776).fill(0);
    for (let draw = 0; draw < 7776 * 20; draw += 1) counts[randomIndex(7776, source)]! += 1;
    // 7,775 degrees of freedom: the 99.9th percentile is about 8,190.
    expect(chiSquare(counts)).toBeLessThan(8190);
  });

  it.each([2, 21, Number.NaN])('refuses %s words', (count) => {
    expect(() => generatePassphrase({ words: count, separator: '-', capitalise: false }, words)).toThrow('3 to 20');
  });
});

describe('entropyRating', () => {
  it.each([
    [0, 'weak'],
    [39.9, 'weak'],
    [40, 'fair'],
    [60, 'strong'],
    [80, 'very strong'],
    [200, 'very strong'],
  ])('%f bits: %s', (bits, rating) => {
    expect(entropyRating(bits)).toBe(rating);
  });
});
