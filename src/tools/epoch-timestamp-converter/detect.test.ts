import { describe, expect, it } from 'vitest';
import { detect } from './detect';

describe('detect', () => {
  it.each([
    ['1700000000', 0.8],
    ['  1700000000123\n', 0.8],
    ['1700000000123456', 0.8],
    ['1700000000123456789', 0.8],
    ['1700000000.5', 0.8],
    ['1700000000\n1700003600\n\n1700007200', 0.7],
  ])('%j is a timestamp (%d)', (text, score) => {
    expect(detect(text, false)?.score).toBe(score);
  });

  it.each([
    ['12345'], // too short to be a date
    ['99999999999999'], // milliseconds in the year 5138
    ['1700000000 and more'],
    ['1700000000\nhello'],
    ['0x1700000000'],
    ['48656c6c6f'],
    ['{"at": 1700000000}'],
    [''],
  ])('%j is not', (text) => {
    expect(detect(text, false)).toBeNull();
  });

  it('opens a column of timestamps in the batch mode', () => {
    expect(detect('1700000000\n1700000001', false)?.state).toEqual({ mode: 'batch' });
  });
});
