import { describe, expect, it } from 'vitest';
import { readingTime, SAMPLE_INPUT } from './core';

describe('readingTime', () => {
  it.each([
    { text: '', words: 0, minutes: 0 },
    { text: '  \n\t ', words: 0, minutes: 0 },
    { text: 'one', words: 1, minutes: 1 },
    { text: 'two words — and a dash', words: 5, minutes: 1 },
    { text: 'naïve 日本語 42', words: 3, minutes: 1 },
    { text: 'word '.repeat(201), words: 201, minutes: 2 },
    { text: SAMPLE_INPUT, words: 25, minutes: 1 },
  ])('$words words, $minutes minutes: $text', ({ text, words, minutes }) => {
    expect(readingTime(text)).toEqual({ words, minutes });
  });

  it('reads at the speed it is given', () => {
    expect(readingTime('word '.repeat(300), 100)).toEqual({ words: 300, minutes: 3 });
  });
});
