import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? null;

describe('calendar-generator detector', () => {
  it.each([
    ['November 2026', 0.85],
    ['Nov 2026', 0.85],
    ['nov. 2026', 0.85],
    ['  September 2027 \n', 0.85],
    ['Sept 2027', 0.85],
    ['2026 November', 0.85],
    ['November 2026 calendar', 0.85],
    ['Calendar for March 2026', 0.85],
    ['2026 calendar', 0.85],
    ['Calendar 2026', 0.85],
    ['calendar for 2026', 0.85],
    ['2026-11', 0.5],
    ['1999-01', 0.5],
  ])('%j scores %f', (text, expected) => {
    expect(score(text)).toBe(expected);
  });

  it.each([
    ['a lone year', '2026'],
    ['a lone number', '1700000000'],
    ['a month name alone', 'November'],
    ['a single word', 'calendar'],
    ['a month out of range', '2026-13'],
    ['a full date', '2026-11-24'],
    ['a date and time', '2026-11-24T09:00:00Z'],
    ['prose that names a month', 'We met in November 2026 and again in the spring.'],
    ['a sentence with calendar', 'Add it to the calendar for 2026 please'],
    ['JSON', '{"month": "November 2026"}'],
    ['two months', 'November 2026\nDecember 2026'],
    ['CSV', 'month,year\nNovember,2026'],
    ['a made-up month', 'Novembruary 2026'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeNull();
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'calendar-generator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
