/**
 * Uniform random picks from crypto.getRandomValues, for the Password Generator's passwords and passphrases.
 * A random value is drawn again while it falls in the top part of the range that does not divide evenly by
 * the choices (rejection sampling), so `value % choices` favours no choice, as plain modulo would.
 */

/** A source of uniform random integers from 0 to `range` − 1 (the real one gives 32 bits). */
export interface RandomSource {
  range: number;
  next: () => number;
}

export const cryptoSource: RandomSource = {
  range: 2 ** 32,
  next: () => crypto.getRandomValues(new Uint32Array(1))[0]!,
};

/** How many of the source's values are kept for `choices` choices: the largest multiple of `choices`. */
export function acceptedLimit(choices: number, range: number): number {
  return range - (range % choices);
}

/** A uniform random index below `choices`. */
export function randomIndex(choices: number, source: RandomSource = cryptoSource): number {
  if (!Number.isInteger(choices) || choices < 1 || choices > source.range)
    throw new RangeError(`Cannot pick among ${choices} choices`);
  const limit = acceptedLimit(choices, source.range);
  for (;;) {
    const value = source.next();
    if (value < limit) return value % choices;
  }
}

export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGITS = '0123456789';
export const SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
