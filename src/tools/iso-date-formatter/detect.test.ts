import { describe, expect, it } from 'vitest';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

describe('iso-date-formatter detector', () => {
  it.each([
    [SAMPLE_INPUT],
    ['2026-11-24'],
    ['  2026-11-24T15:30:00Z\n'],
    ['2026-11-24 15:30'],
    ['2026-11-24T15:30:00.123456789+01:00[Europe/Paris]'],
    ['20261124T153000Z'],
    ['2026-W48-2'],
    ['2026-W48'],
    ['2026-328'],
    ['+012026-11-24T00:00Z'],
    ['Tue, 24 Nov 2026 15:30:00 +0100'],
    ['Tue, 24 Nov 2026 14:30:00 GMT'],
    ['24 Nov 2026 15:30 EST'],
    ['Tuesday, 24-Nov-26 14:30:00 GMT'],
    ['Tue Nov 24 14:30:00 2026'],
  ])('%j is a date (0.85)', (text) => {
    expect(detect(text, false)?.score).toBe(0.85);
  });

  it.each([
    ['20261124'],
    ['1700000000'],
    ['2026'],
    ['2026-11'],
    ['November 2026'],
    ['2026-11-24\n2026-12-24'],
    ['2026-11-24 to 2026-12-24'],
    ['born 1990-05-17'],
    ['until 2027-01-01T00:00:00Z'],
    ['2026-11-24 09:00 America/New_York'],
    ['P1D'],
    ['{"at": "2026-11-24"}'],
    ['The meeting is on 2026-11-24.'],
    ['*/5 * * * *'],
    [''],
  ])('%j is not', (text) => {
    expect(detect(text, false)).toBeNull();
  });
});
