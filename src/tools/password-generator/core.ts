/**
 * Passwords and passphrases from crypto.getRandomValues, as plain functions; every pick is uniform, by the
 * rejection sampling of lib/random-pick.
 */
import { cryptoSource, DIGITS, LOWER, randomIndex, SYMBOLS, UPPER, type RandomSource } from '../../lib/random-pick';
import { ToolError } from '../../lib/tool-error';

// The picks and sets are the shared ones; the tool's tests and callers read them here.
export {
  acceptedLimit,
  cryptoSource,
  DIGITS,
  LOWER,
  randomIndex,
  SYMBOLS,
  UPPER,
  type RandomSource,
} from '../../lib/random-pick';

/** Characters easily read as one another: 0 O o, 1 l I | i j, 5 S, 2 Z, 8 B, quotes and backticks. */
export const LOOK_ALIKES = '0Oo1lI|ij5S2Z8B\'"`';

export const MIN_LENGTH = 4;
export const MAX_LENGTH = 128;
export const MIN_WORDS = 3;
export const MAX_WORDS = 20;

export interface PasswordRecipe {
  length: number;
  lower: boolean;
  upper: boolean;
  digits: boolean;
  symbols: boolean;
  excludeLookAlikes: boolean;
  /** At least one character of each chosen set. */
  eachSet: boolean;
}

export interface PassphraseRecipe {
  words: number;
  separator: string;
  capitalise: boolean;
}

export interface Generated {
  value: string;
  /** log2 of the number of equally likely outcomes. */
  entropyBits: number;
  /** How it was made: "20 characters from 88", "6 words from 7,776". */
  recipe: string;
}

/** The chosen sets, look-alikes left out when asked. */
export function characterSets(recipe: PasswordRecipe): string[] {
  const strip = (set: string) =>
    recipe.excludeLookAlikes ? [...set].filter((char) => !LOOK_ALIKES.includes(char)).join('') : set;
  return [recipe.lower && LOWER, recipe.upper && UPPER, recipe.digits && DIGITS, recipe.symbols && SYMBOLS]
    .filter((set): set is string => typeof set === 'string')
    .map(strip);
}

/** log2 of a positive BigInt, to double precision. */
function log2Big(value: bigint): number {
  const bits = value.toString(2).length;
  if (bits <= 52) return Math.log2(Number(value));
  return bits - 52 + Math.log2(Number(value >> BigInt(bits - 52)));
}

/**
 * How many passwords of `length` from the union of the sets have at least one of each (inclusion–exclusion:
 * every string, less those missing a set, plus those missing two, ...).
 */
export function countWithEach(sets: readonly string[], length: number): bigint {
  const total = sets.reduce((sum, set) => sum + set.length, 0);
  let count = 0n;
  for (let mask = 0; mask < 1 << sets.length; mask += 1) {
    let left = total;
    let missing = 0;
    sets.forEach((set, index) => {
      if (mask & (1 << index)) {
        left -= set.length;
        missing += 1;
      }
    });
    const term = BigInt(left) ** BigInt(length);
    count += missing % 2 === 0 ? term : -term;
  }
  return count;
}

/**
 * A password of `length` characters from the chosen sets; with `eachSet`, drawn again whole until it has one
 * of each, so every password that has is equally likely, and the entropy counts exactly those.
 */
export function generatePassword(recipe: PasswordRecipe, source: RandomSource = cryptoSource): Generated {
  const sets = characterSets(recipe);
  if (sets.length === 0) throw new ToolError('Choose at least one set of characters.');
  const length = Math.floor(recipe.length);
  if (!(length >= MIN_LENGTH && length <= MAX_LENGTH))
    throw new ToolError(`Choose a length from ${MIN_LENGTH} to ${MAX_LENGTH}.`);
  if (recipe.eachSet && length < sets.length)
    throw new ToolError(`A password with one of each of ${sets.length} sets needs at least ${sets.length} characters.`);
  const alphabet = [...sets.join('')];
  for (;;) {
    let value = '';
    for (let index = 0; index < length; index += 1) value += alphabet[randomIndex(alphabet.length, source)]!;
    if (!recipe.eachSet || sets.every((set) => [...value].some((char) => set.includes(char)))) {
      const outcomes = recipe.eachSet ? countWithEach(sets, length) : BigInt(alphabet.length) ** BigInt(length);
      return {
        value,
        entropyBits: log2Big(outcomes),
        recipe: `${length} characters from ${alphabet.length}`,
      };
    }
  }
}

/** The words of the EFF large list as its file has them: "11111<TAB>abacus", one a line. */
export function parseWordList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim().split('\t').pop()!)
    .filter(Boolean);
}

/** The EFF large word list (7,776 words): loaded on first need, so it is in this tool's chunk only. */
export async function loadWords(): Promise<readonly string[]> {
  const { default: text } = await import('./wordlist/eff_large_wordlist.txt?raw');
  return parseWordList(text);
}

/** A passphrase of `words` words from the list, joined by the separator, capitalised as chosen. */
export function generatePassphrase(
  recipe: PassphraseRecipe,
  list: readonly string[],
  source: RandomSource = cryptoSource,
): Generated {
  const count = Math.floor(recipe.words);
  if (!(count >= MIN_WORDS && count <= MAX_WORDS))
    throw new ToolError(`Choose from ${MIN_WORDS} to ${MAX_WORDS} words.`);
  const words = Array.from({ length: count }, () => list[randomIndex(list.length, source)]!);
  const shaped = recipe.capitalise ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)) : words;
  return {
    value: shaped.join(recipe.separator),
    // Capitals on every word add nothing: an attacker who knows the recipe knows them too.
    entropyBits: count * Math.log2(list.length),
    recipe: `${count} words from ${list.length.toLocaleString('en')}`,
  };
}

/** How strong the entropy is, in the words password guidance uses. */
export function entropyRating(bits: number): string {
  if (bits < 40) return 'weak';
  if (bits < 60) return 'fair';
  if (bits < 80) return 'strong';
  return 'very strong';
}

/** What Load Sample sets: a six-word passphrase, separated by hyphens and capitalised. */
export const SAMPLE_RECIPE = { mode: 'passphrase', words: 6, separator: '-', capitalise: true } as const;
