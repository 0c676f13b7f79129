import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('url-validator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a lone URL', 'https://example.com/'],
    ['a list of URLs', 'https://example.com/a\nhttp://example.org/b?x=1\nftp://ftp.example.net/file.txt'],
    ['a mailto link', 'mailto:ada@example.com'],
  ])('claims %s at 0.9', (_name, text) => {
    expect(score(text)).toBe(0.9);
  });

  it('scores a URL full of %XX escapes lower, for the URL decoder', () => {
    expect(score('https://example.com/?q=cr%C3%A8me%20br%C3%BBl%C3%A9e')).toBe(0.6);
  });

  it.each([
    ['prose with a link', 'See https://example.com/ for details.'],
    ['a bare domain', 'example.com'],
    ['a JSON document', '{ "url": "https://example.com/" }'],
    ['an e-mail address', 'ada@example.com'],
    ['a relative path', '/docs/index.html'],
    ['an empty text', ''],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({ tool: { id: 'url-validator' }, state: { input: SAMPLE_INPUT } });
  });
});
