import { describe, expect, it } from 'vitest';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

describe('detect', () => {
  it.each([
    [SAMPLE_INPUT],
    ['2026-01-15\n2026-11-24'],
    ['  2026-01-15\r\n2026-11-24\n'],
    ['2026-01-15 – 2026-11-24'],
    ['2026-01-15–2026-11-24'],
    ['2026-01-15 - 2026-11-24'],
    ['between 2026-01-15 and 2026-11-24'],
    ['From 2026-03-08 00:00 to 2026-03-09 00:00'],
    ['2026-03-08T00:00:00.5 to 2026-03-09'],
  ])('%j is two dates (0.9)', (text) => {
    expect(detect(text, false)).toEqual({ score: 0.9 });
  });

  it.each([
    ['2026-01-15'],
    ['2026-01-15T10:00:00Z'],
    ['2026-01-15 to'],
    ['2026-01-15\n2026-11-24\n2026-12-01'],
    ['2026-01-15 to 2026-11-24 America/New_York'],
    ['It ran from 2026-01-15 to 2026-11-24.'],
    ['{"from": "2026-01-15", "to": "2026-11-24"}'],
    ['1700000000'],
    ['hello'],
    [''],
  ])('%j is not', (text) => {
    expect(detect(text, false)).toBeNull();
  });

  it('leaves a truncated text alone', () => {
    expect(detect(SAMPLE_INPUT, true)).toBeNull();
  });
});
