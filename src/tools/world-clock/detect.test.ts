import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

describe('world-clock detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['cities by name', 'London\nNew York\nKathmandu'],
    ['ids and cities mixed, old and new names', 'Asia/Calcutta\nKolkata\nEurope/Kyiv\nUTC'],
    ['a list with blank lines and padding', '\n  Europe/Paris \n\nAmerica/Sao_Paulo\n'],
  ])('takes %s', (_name, text) => {
    expect(detect(text, false)).toEqual({ score: 0.85 });
  });

  it.each([
    ['one zone', 'Europe/London'],
    ['a zone and a word', 'Europe/London\nbanana'],
    ['prose', 'I live in London.\nMy sister lives in Paris.'],
    ['a date-time with a zone', '2026-11-24 09:00 America/New_York'],
    ['JSON', '["Europe/London", "Asia/Tokyo"]'],
    ['a number', '1700000000'],
    ['a truncated text', 'Europe/London\nAsia/Tokyo'],
  ])('ignores %s', (name, text) => {
    expect(detect(text, name === 'a truncated text')).toBeNull();
  });

  it('ranks first for its Load Sample text, with the text as its input', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({ tool: { id: 'world-clock' }, state: { input: SAMPLE_INPUT } });
  });
});
