import { describe, expect, it } from 'vitest';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

describe('duration-converter detector', () => {
  it.each([
    [SAMPLE_INPUT, 0.9],
    ['P1Y2M10DT2H30M', 0.9],
    ['  PT0.5S\n', 0.9],
    ['-P1D', 0.9],
    ['P2W', 0.9],
    ['1h 30m', 0.8],
    ['90 minutes', 0.8],
    ['1:30:00', 0.8],
    ['2 days 3 hours', 0.8],
    ['2 days, 3 hours and 4 seconds', 0.8],
    ['1.5h', 0.8],
    ['250ms', 0.8],
  ])('%j is a duration (%d)', (text, score) => {
    expect(detect(text, false)?.score).toBe(score);
  });

  it.each([
    ['1500'],
    ['P'],
    ['PT'],
    ['P1DT'],
    ['2026-11-24T15:30:00Z'],
    ['15:30'],
    ['minutes'],
    ['It took 90 minutes to get there.'],
    ['1h 30m\n2h'],
    ['{"timeout": "PT1H"}'],
    ['*/5 * * * *'],
    [''],
  ])('%j is not', (text) => {
    expect(detect(text, false)).toBeNull();
  });
});
