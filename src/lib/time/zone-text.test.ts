import { describe, expect, it } from 'vitest';
import { abbreviationOf, gapNote, localTimeTitle, offsetText, seasonText, utcText } from './zone-text';

describe('zone text', () => {
  it.each([
    ['EST', ' EST'],
    ['GMT+5:30', ''],
    ['GMT-3', ''],
    ['CET', ' CET'],
  ])('abbreviation %s reads %j', (abbreviation, text) => {
    expect(abbreviationOf(abbreviation)).toBe(text);
  });

  it.each([
    ['-05:00', 'EST', 'UTC-05:00 EST'],
    ['+05:30', 'GMT+5:30', 'UTC+05:30'],
  ])('offset %s %s reads %s', (offset, abbreviation, text) => {
    expect(offsetText(offset, abbreviation)).toBe(text);
  });

  it('names the season', () => {
    expect(seasonText(true)).toBe('daylight saving time');
    expect(seasonText(false)).toBe('standard time');
  });

  it('writes an instant in UTC to the second', () => {
    expect(utcText(1_772_953_200_000_000_000n)).toBe('2026-03-08T07:00:00Z');
    expect(utcText(1_500_000n)).toBe('1970-01-01T00:00:00.001Z');
  });
});

describe('words for dates', () => {
  it.each([
    ['gap', 'Plain', 'This local time does not exist'],
    ['overlap', 'Plain', 'This local time happens twice'],
    ['exact', 'Plain', 'Plain'],
    [undefined, 'Plain', 'Plain'],
  ])('localTimeTitle(%s)', (kind, plain, expected) => {
    expect(localTimeTitle(kind, plain)).toBe(expected);
  });

  it('says what a skipped local time resolves to', () => {
    const gap = { gapMinutes: 60, resolvedDateTime: '2026-03-08T03:30:00', offset: '-04:00' };
    expect(gapNote('America/New_York', gap)).toBe(
      'Clocks in America/New_York skip 60 minutes here, so no instant has this local time. It resolves to 2026-03-08 03:30:00 (-04:00), as calendar software does.',
    );
  });
});
