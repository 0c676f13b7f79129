import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { INVALID_SAMPLE, SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

describe('sitemap-xml-validator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['its invalid example', INVALID_SAMPLE],
    ['an index', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap/></sitemapindex>'],
    ['a sitemap after a comment', '<!-- generated -->\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>'],
  ])('claims %s', (_name, text) => {
    expect(score(text)).toBeGreaterThan(0.97);
  });

  it.each([
    ['other XML', '<?xml version="1.0"?><catalog><book/></catalog>'],
    ['a urlset without the namespace', '<urlset><url/></urlset>'],
    ['HTML', '<!doctype html><html></html>'],
    ['text', 'urlset sitemapindex'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its sample, above the XML converter', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'sitemap-xml-validator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
