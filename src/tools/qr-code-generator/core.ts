/** How fast an adult reads on a screen, in words a minute: the figure reading-time estimates use. */
export const WORDS_PER_MINUTE = 200;

export const SAMPLE_INPUT =
  'A custom screen is built from the kit, inside the frame every tool shares. Replace this sample with one that shows what the tool does.';

export interface ReadingTime {
  words: number;
  /** Whole minutes, rounded up; 0 for no words. */
  minutes: number;
}

/** The tool's work, as a plain function: the words of the text, and the minutes they take to read. */
export function readingTime(text: string, wordsPerMinute = WORDS_PER_MINUTE): ReadingTime {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { words, minutes: Math.ceil(words / wordsPerMinute) };
}
