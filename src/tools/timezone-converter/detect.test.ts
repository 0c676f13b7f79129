import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('timezone-converter detector', () => {
  it.each([
    [SAMPLE_INPUT, 0.9],
    ['2026-11-24 09:00 Europe/London', 0.9],
    ['2026-11-24T09:00:00 Kathmandu', 0.9],
    ['2026-11-24 09:00 new york', 0.9],
    ['2026-11-24 09:00 Asia/Calcutta', 0.9],
    ['2026-11-24T09:00[Pacific/Chatham]', 0.9],
    ['  2026-11-24 09:00 UTC\n', 0.9],
    ['2026-11-24T09:00:00Z', 0.5],
    ['2026-11-24T09:00:00+05:30', 0.5],
    ['2026-11-24 09:00', 0.5],
  ])('%j scores %d', (text, expected) => {
    expect(score(text)).toBe(expected);
  });

  it.each([
    ['a date alone', '2026-11-24'],
    ['a date-time with words after it', '2026-11-24 09:00 the meeting starts'],
    ['two date-times', '2026-11-24 09:00\n2026-11-25 09:00'],
    ['prose', 'Meet me in New York at nine.'],
    ['a number', '1700000000'],
    ['a word', 'London'],
    ['JSON', '{"at": "2026-11-24T09:00:00Z"}'],
  ])('ignores %s', (_name, text) => {
    expect(detect(text, false)).toBeNull();
  });

  it('ranks first for its Load Sample text, with the text as its input', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'timezone-converter' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
