/** Passwords and passphrases from crypto.getRandomValues, each pick uniform (lib/random-pick). */
import { cryptoSource, DIGITS, LOWER, randomIndex, SYMBOLS, UPPER, type RandomSource } from '../../lib/random-pick';

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

/** Characters easily read as one another: 0 O o, 1 l I |, 5 S, 2 Z, 8 B, quotes and backticks. */
export const LOOK_ALIKES = '0Oo1lI|5S2Z8B\'"`';

export interface PasswordRecipe {
  length: number;
  lower: boolean;
  upper: boolean;
  digits: boolean;
  symbols: boolean;
  excludeLookAlikes: boolean;
}

export interface PassphraseRecipe {
  words: number;
  separator: string;
  capitalise: boolean;
  addNumber: boolean;
}

export interface Generated {
  value: string;
  /** log2 of the number of equally likely outcomes. */
  entropyBits: number;
  /** How it was made ("16 characters from 88", "5 words from 7,776"). */
  recipe: string;
}

function classesOf(recipe: PasswordRecipe): string[] {
  const strip = (set: string) =>
    recipe.excludeLookAlikes ? [...set].filter((c) => !LOOK_ALIKES.includes(c)).join('') : set;
  return [
    recipe.lower && strip(LOWER),
    recipe.upper && strip(UPPER),
    recipe.digits && strip(DIGITS),
    recipe.symbols && strip(SYMBOLS),
  ].filter((set): set is string => typeof set === 'string' && set.length > 0);
}

/**
 * A password of `length` characters from the chosen classes, with at least one of each: drawn again whole
 * until it has, so every password that has one of each is equally likely.
 */
export function generatePassword(recipe: PasswordRecipe, source: RandomSource = cryptoSource): Generated {
  const classes = classesOf(recipe);
  if (classes.length === 0) throw new RangeError('Choose at least one kind of character.');
  const length = Math.max(Math.floor(recipe.length), classes.length);
  const alphabet = classes.join('');
  for (;;) {
    let value = '';
    for (let index = 0; index < length; index += 1) value += alphabet[randomIndex(alphabet.length, source)]!;
    if (classes.every((set) => [...value].some((char) => set.includes(char)))) {
      return {
        value,
        // The redraws take a little away; for the lengths offered it is well under a bit.
        entropyBits: length * Math.log2(alphabet.length),
        recipe: `${length} characters from ${alphabet.length}`,
      };
    }
  }
}

/** A passphrase of `words` words from the list, with a separator, capitals and a digit as chosen. */
export function generatePassphrase(
  recipe: PassphraseRecipe,
  list: readonly string[],
  source: RandomSource = cryptoSource,
): Generated {
  const count = Math.max(1, Math.floor(recipe.words));
  const words = Array.from({ length: count }, () => list[randomIndex(list.length, source)]!);
  const shaped = recipe.capitalise ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)) : words;
  let entropyBits = count * Math.log2(list.length);
  if (recipe.addNumber) {
    const at = randomIndex(count, source);
    shaped[at] = `${shaped[at]}${randomIndex(10, source)}`;
    entropyBits += Math.log2(10) + Math.log2(count);
  }
  return {
    value: shaped.join(recipe.separator),
    entropyBits,
    recipe: `${count} words from ${list.length.toLocaleString('en')}${recipe.addNumber ? ', and a digit' : ''}`,
  };
}
