import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

describe('countdown-timer detector', () => {
  it.each([
    ['Countdown to 2030-01-01 00:00'],
    ['count down to 2027-03-08 02:30'],
    ['until 2026-12-25'],
    ['Deadline: 2026-12-31 17:00'],
  ])('claims %j at 0.9', (text) => {
    expect(score(text)).toBe(0.9);
  });

  it.each([[SAMPLE_INPUT], ['2027-06-01T09:30'], ['2027-06-01 09:30:15']])(
    'suggests itself for the lone date-time %j',
    (text) => {
      expect(score(text)).toBe(0.5);
    },
  );

  it.each([
    ['a lone date', '2027-06-01'],
    ['a date-time with a zone', '2027-06-01 09:30 America/New_York'],
    ['an instant in UTC', '2027-06-01T09:30:00Z'],
    ['prose', 'We will wait until the end of the year.'],
    ['the word alone', 'deadline'],
    ['month 13', '2027-13-01 09:30'],
    ['two date-times', '2027-06-01 09:30\n2027-06-02 09:30'],
    ['a number', '1700000000'],
    ['JSON', '{"deadline": "2026-12-31 17:00"}'],
  ])('ignores %s', (_name, text) => {
    expect(detect(text, false)).toBeNull();
  });

  it('ranks below the ISO date formatter on its lone date-time sample, and first with "countdown to"', () => {
    const ranked = rankTools(SAMPLE_INPUT);
    expect(ranked.find((entry) => entry.tool.id === 'countdown-timer')?.score).toBe(0.5);
    expect(rankTools('Countdown to 2030-01-01 00:00')[0]?.tool.id).toBe('countdown-timer');
  });
});
