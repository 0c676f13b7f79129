import { ToolError } from '../../lib/tool-error';

export type LoremUnit = 'paragraphs' | 'sentences' | 'words' | 'items';
export type LoremFormat = 'text' | 'html';

export interface LoremOptions {
  unit: LoremUnit;
  count: number;
  /** Start with the classic "Lorem ipsum dolor sit amet, …". */
  classic: boolean;
  format: LoremFormat;
}

export interface LoremResult {
  output: string;
  words: number;
  sentences: number;
  paragraphs: number;
}

/** The seed Load Sample sets. */
export const SAMPLE_INPUT = 'sample';

/** The most a request may ask for, by unit. */
export const LIMITS: Readonly<Record<LoremUnit, number>> = {
  paragraphs: 100,
  sentences: 1000,
  words: 10_000,
  items: 1000,
};

/** The classic opening, as typesetters have used it since the 1960s (after Cicero, de Finibus 1.10.32). */
export const CLASSIC_SENTENCE =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.';

/** The words of the standard passage and of the de Finibus text it comes from, each once. */
export const WORDS = [
  ...'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse cillum eu fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum'.split(
    ' ',
  ),
  ...'perspiciatis unde omnis iste natus error voluptatem accusantium doloremque laudantium totam rem aperiam eaque ipsa quae ab illo inventore veritatis quasi architecto beatae vitae dicta explicabo nemo ipsam quia voluptas aspernatur aut odit fugit consequuntur magni dolores eos ratione sequi nesciunt neque porro quisquam dolorem adipisci numquam eius modi tempora incidunt magnam quaerat'.split(
    ' ',
  ),
] as const;

const CLASSIC_WORDS = CLASSIC_SENTENCE.toLowerCase().replace(/[.,]/g, '').split(' ');

/** A 32-bit hash of the seed (FNV-1a), so any text seeds the generator. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (const char of seed) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: small, fast and good enough for placeholder text; the same seed gives the same sequence. */
export function seededRandom(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

class Writer {
  private readonly random: () => number;
  constructor(seed: string) {
    this.random = seededRandom(seed);
  }
  /** A whole number from min to max, both included. */
  between(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  word(): string {
    return WORDS[Math.floor(this.random() * WORDS.length)]!;
  }
  words(count: number): string[] {
    const words: string[] = [];
    while (words.length < count) {
      const word = this.word();
      // Never the same word twice in a row.
      if (word !== words[words.length - 1]) words.push(word);
    }
    return words;
  }
  sentence(): string {
    const words = this.words(this.between(6, 16));
    // A comma after a word now and then, never after the first or the last two.
    const shown = words.map((word, index) =>
      index > 1 && index < words.length - 2 && this.random() < 0.12 ? `${word},` : word,
    );
    return `${capitalise(shown.join(' '))}.`;
  }
  item(): string {
    return capitalise(this.words(this.between(2, 6)).join(' '));
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Lorem ipsum: paragraphs (3 to 7 sentences), sentences, words or list items, the same for the same seed and
 * options. With `classic` the text opens with "Lorem ipsum dolor sit amet, …" (the first words of it when
 * words are asked for); as plain text or HTML (<p> paragraphs, a <ul> list).
 */
export function generateLorem(seed: string, { unit, count, classic, format }: LoremOptions): LoremResult {
  if (!Number.isInteger(count) || count < 1)
    throw new ToolError(`The count must be a whole number of at least 1, not ${String(count)}`);
  if (count > LIMITS[unit]) throw new ToolError(`At most ${LIMITS[unit]} ${unit} at a time, not ${count}`);
  const writer = new Writer(seed);
  let blocks: string[];
  let sentences = 0;
  if (unit === 'words') {
    const words = classic
      ? [...CLASSIC_WORDS.slice(0, count), ...writer.words(Math.max(0, count - CLASSIC_WORDS.length))]
      : writer.words(count);
    const text = words.join(' ');
    blocks = [classic ? capitalise(text) : text];
  } else if (unit === 'items') {
    blocks = Array.from({ length: count }, (_, index) =>
      index === 0 && classic ? 'Lorem ipsum dolor sit amet' : writer.item(),
    );
  } else if (unit === 'sentences') {
    const list = Array.from({ length: count }, (_, index) =>
      index === 0 && classic ? CLASSIC_SENTENCE : writer.sentence(),
    );
    sentences = count;
    blocks = [list.join(' ')];
  } else {
    blocks = Array.from({ length: count }, (_, index) => {
      const list = Array.from({ length: writer.between(3, 7) }, (_, at) =>
        index === 0 && at === 0 && classic ? CLASSIC_SENTENCE : writer.sentence(),
      );
      sentences += list.length;
      return list.join(' ');
    });
  }
  const words = blocks.reduce((total, block) => total + block.split(' ').length, 0);
  let output: string;
  if (format === 'html') {
    output =
      unit === 'items'
        ? ['<ul>', ...blocks.map((item) => `  <li>${escapeHtml(item)}</li>`), '</ul>'].join('\n')
        : blocks.map((block) => `<p>${escapeHtml(block)}</p>`).join('\n');
  } else {
    output = unit === 'items' ? blocks.map((item) => `- ${item}`).join('\n') : blocks.join('\n\n');
  }
  return { output, words, sentences, paragraphs: unit === 'paragraphs' ? count : unit === 'items' ? 0 : 1 };
}

/** A fresh seed for Regenerate: six base-36 letters from the platform's random source. */
export function newSeed(): string {
  const values = crypto.getRandomValues(new Uint32Array(2));
  return (values[0]! * 2 ** 21 + (values[1]! >>> 11)).toString(36).slice(-6).padStart(6, '0');
}
