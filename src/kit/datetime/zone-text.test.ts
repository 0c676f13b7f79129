import { describe, expect, it } from 'vitest';
import { abbreviationOf, offsetText, seasonText, utcText } from './zone-text';

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
