import { joinLines, keepLines, splitLines } from '../../lib/text-lines';
import { assertWellFormed } from '../../lib/utf8';

export interface DedupeOptions {
  /** "Apple" and "APPLE" are the same line. */
  ignoreCase: boolean;
  /** Spaces at the start and end of a line do not make it different. */
  trimLines: boolean;
  /** Lines with nothing but white space are dropped, not kept once. */
  removeEmptyLines: boolean;
}

export const DEFAULT_OPTIONS: DedupeOptions = { ignoreCase: false, trimLines: false, removeEmptyLines: false };

export interface DedupeResult {
  output: string;
  linesKept: number;
  duplicatesRemoved: number;
  emptyLinesRemoved: number;
}

/**
 * What two lines must share to be duplicates. Always in Unicode normalization form NFC, so "é" typed
 * as one character and as e + ◌́ (which look the same) are the same line. Ignoring case maps to upper
 * case and back to lower case, so ß, SS and ss are one line, as are σ, ς and Σ.
 */
export function comparisonKey(line: string, options: DedupeOptions): string {
  const compared = (options.trimLines ? line.trim() : line).normalize('NFC');
  return options.ignoreCase ? compared.toUpperCase().toLowerCase().normalize('NFC') : compared;
}

/**
 * Keeps the first occurrence of every line, in the original order, exactly as it was written (the
 * options change only how lines are compared). Line breaks stay as they were.
 */
export function removeDuplicateLines(text: string, options: DedupeOptions): DedupeResult {
  assertWellFormed(text);
  const lines = splitLines(text);
  const seen = new Set<string>();
  let duplicatesRemoved = 0;
  let emptyLinesRemoved = 0;
  const kept = keepLines(lines, (line) => {
    if (options.removeEmptyLines && line.text.trim() === '') {
      emptyLinesRemoved += 1;
      return false;
    }
    const key = comparisonKey(line.text, options);
    if (seen.has(key)) {
      duplicatesRemoved += 1;
      return false;
    }
    seen.add(key);
    return true;
  });
  return { output: joinLines(kept), linesKept: kept.length, duplicatesRemoved, emptyLinesRemoved };
}

export const SAMPLE_TEXT = [
  'apple',
  'banana',
  'Apple',
  'cherry',
  'banana',
  '  cherry  ',
  '',
  'café',
  'cafe\u0301',
  'STRASSE',
  'straße',
  '🍎 fruit',
  '🍎 fruit',
  '',
  'שלום',
  'שלום',
].join('\n');
