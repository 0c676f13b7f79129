import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_ENCODED } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('url-decoder detector', () => {
  it.each([
    ['its sample, a URL', SAMPLE_ENCODED, 0.95],
    ['an encoded component', 'caf%C3%A9%20cr%C3%A8me%20br%C3%BBl%C3%A9e', 0.95],
    ['a query string', '?redirect=https%3A%2F%2Fexample.com%2Fhome&lang=en', 0.95],
    ['lines of encoded values', 'a%20b%20c\nd%20e%20f', 0.7],
    ['one escape', 'hello%20world', 0.5],
  ])('recognises %s', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
  });

  it('opens a form body in form mode, where "+" is a space', () => {
    expect(detect('q=hello+world&lang=en', false)).toEqual({ score: 0.5, state: { mode: 'form' } });
    expect(detect('https://example.com/search?q=cr%C3%A8me+br%C3%BBl%C3%A9e&page=2', false)?.state).toEqual({
      mode: 'form',
    });
  });

  it('keeps component mode when spaces are written %20, whatever "+" there is', () => {
    expect(detect('a%20b+c%20d%20e', false)?.state).toBeUndefined();
  });

  it.each([
    ['a percentage', '50% off everything'],
    ['a percent sign before letters', '100%pure'],
    ['a URL with nothing escaped', 'https://example.com/a/b?c=d'],
    ['prose', 'Decode this address for me, please.'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks its Load Sample text first', () => {
    expect(rankTools(SAMPLE_ENCODED)[0]).toMatchObject({
      tool: { id: 'url-decoder' },
      state: { input: SAMPLE_ENCODED },
    });
  });

  it('leaves bytes written all in percent form to the UTF-8 tool, ranking second', () => {
    const ranked = rankTools('%E2%82%AC%F0%9F%91%8B');
    expect(ranked.map((entry) => entry.tool.id).slice(0, 2)).toEqual(['utf8-encoder-decoder', 'url-decoder']);
  });
});
