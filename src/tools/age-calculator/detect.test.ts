import { describe, expect, it } from 'vitest';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

describe('detect', () => {
  it.each([
    ['born 1990-05-17', 0.9],
    ['Born on 1990-05-17', 0.9],
    ['DOB: 1990-05-17', 0.9],
    ['d.o.b. 1990-05-17', 0.9],
    ['Date of birth: 1990-05-17 08:30', 0.9],
    ['Birthday 2000-02-29', 0.9],
    ['birth date: 1990-05-17', 0.9],
    [SAMPLE_INPUT, 0.5],
    ['  1990-05-17\n', 0.5],
  ])('%j (%d)', (text, score) => {
    expect(detect(text, false)?.score).toBe(score);
  });

  it.each([
    ['1990-05-17 08:30'],
    ['2026-01-15 to 2026-11-24'],
    ['reborn 1990-05-17'],
    ['born yesterday'],
    ['1700000000'],
    ['{"dob": "1990-05-17"}'],
    ['hello'],
    [''],
  ])('%j is not', (text) => {
    expect(detect(text, false)).toBeNull();
  });
});
