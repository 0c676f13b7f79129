import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { CLASSIC_SENTENCE, generateLorem, LIMITS, newSeed, seededRandom, WORDS, type LoremOptions } from './core';

const DEFAULTS: LoremOptions = { unit: 'paragraphs', count: 3, classic: true, format: 'text' };
const make = (options: Partial<LoremOptions> = {}, seed = 'lorem') => generateLorem(seed, { ...DEFAULTS, ...options });
const VOCABULARY = new Set<string>(WORDS);

describe('generateLorem', () => {
  it.each([
    ['paragraphs', 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor'],
    ['sentences', CLASSIC_SENTENCE],
    ['words', 'Lorem ipsum dolor sit amet'],
    ['items', 'Lorem ipsum dolor sit amet'],
  ] as const)('opens %s with the classic text when asked', (unit, opening) => {
    expect(make({ unit, count: 5 }).output.replace(/^- /, '')).toMatch(new RegExp(`^${opening}`));
    expect(make({ unit, count: 5, classic: false }).output.replace(/^- /, '')).not.toMatch(/^Lorem ipsum dolor/);
  });

  it.each([
    [{ unit: 'words', count: 1 }, 'Lorem'],
    [{ unit: 'words', count: 5 }, 'Lorem ipsum dolor sit amet'],
    [{ unit: 'sentences', count: 1 }, CLASSIC_SENTENCE],
    [{ unit: 'items', count: 1 }, '- Lorem ipsum dolor sit amet'],
    [{ unit: 'items', count: 1, format: 'html' }, '<ul>\n  <li>Lorem ipsum dolor sit amet</li>\n</ul>'],
    [{ unit: 'sentences', count: 1, format: 'html' }, `<p>${CLASSIC_SENTENCE}</p>`],
  ] as const)('%j is %j', (options, output) => {
    expect(make(options).output).toBe(output);
  });

  it.each([
    ['paragraphs', 1],
    ['paragraphs', 7],
    ['sentences', 12],
    ['words', 250],
    ['items', 9],
  ] as const)('gives exactly %s × %i', (unit, count) => {
    const { output, words, sentences } = make({ unit, count, classic: false });
    if (unit === 'paragraphs') expect(output.split('\n\n')).toHaveLength(count);
    if (unit === 'items') expect(output.split('\n')).toHaveLength(count);
    if (unit === 'words') {
      expect(output.split(' ')).toHaveLength(count);
      expect(words).toBe(count);
    }
    if (unit === 'sentences') {
      expect(output.match(/\./g)).toHaveLength(count);
      expect(sentences).toBe(count);
    }
  });

  it('writes paragraphs of 3 to 7 sentences of real lorem ipsum words, each capitalised and ended', () => {
    const { output } = make({ count: 50, classic: false });
    for (const paragraph of output.split('\n\n')) {
      const sentences = paragraph.split(/(?<=\.) /);
      expect(sentences.length).toBeGreaterThanOrEqual(3);
      expect(sentences.length).toBeLessThanOrEqual(7);
      for (const sentence of sentences) {
        expect(sentence).toMatch(/^[A-Z][a-z ,]+[a-z]\.$/);
        for (const word of sentence.toLowerCase().replace(/[.,]/g, '').split(' ')) expect(VOCABULARY).toContain(word);
      }
    }
  });

  it('is the same for the same seed and options, and differs for another seed', () => {
    expect(make({}, 'abc').output).toBe(make({}, 'abc').output);
    expect(make({}, 'abc').output).not.toBe(make({}, 'abd').output);
    const random = seededRandom('x');
    const values = Array.from({ length: 1000 }, random);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });

  it('wraps paragraphs in <p> for HTML, and never lets markup through', () => {
    const { output } = make({ format: 'html', count: 2 });
    expect(output.split('\n')).toHaveLength(2);
    for (const line of output.split('\n')) expect(line).toMatch(/^<p>[^<>&]+<\/p>$/);
  });

  it.each([
    [{ count: 0 }, 'The count must be a whole number of at least 1'],
    [{ count: 1.5 }, 'The count must be a whole number of at least 1'],
    [{ unit: 'paragraphs', count: LIMITS.paragraphs + 1 }, 'At most 100 paragraphs at a time, not 101'],
    [{ unit: 'words', count: 10_001 }, 'At most 10000 words at a time'],
  ] as const)('refuses %j', (options, message) => {
    expect(() => make(options)).toThrow(ToolError);
    expect(() => make(options)).toThrow(message);
  });

  it('makes 10,000 words quickly', () => {
    const started = performance.now();
    expect(make({ unit: 'words', count: 10_000 }).words).toBe(10_000);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('makes fresh seeds of six letters', () => {
    const seeds = new Set(Array.from({ length: 50 }, newSeed));
    expect(seeds.size).toBeGreaterThan(45);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-z]{6}$/);
  });
});
