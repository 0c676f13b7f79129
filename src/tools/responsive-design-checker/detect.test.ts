import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

describe('responsive-design-checker detector', () => {
  it.each([
    ['its sample, with a viewport meta tag', SAMPLE_INPUT, 0.92],
    [
      'a page with a width media query',
      '<!doctype html><style>@media (max-width: 600px) { nav { display: none } }</style>',
      0.92,
    ],
    [
      'a page with a print media query only',
      '<!doctype html><style>@media print { nav { display: none } }</style>',
      0.7,
    ],
    ['a page opening with <html>', '<html><body><p>Hi</p></body></html>', 0.7],
    ['a page after a comment', '<!-- built -->\n<!DOCTYPE html>\n<title>x</title>', 0.7],
    ['an https address', 'https://example.com/pricing', 0.6],
    ['a localhost address', 'http://localhost:3000/', 0.6],
  ])('scores %s', (_name, text, score) => {
    expect(detect(text, false)?.score).toBe(score);
  });

  it('opens an address in URL mode', () => {
    expect(detect(' https://example.com \n', false)).toEqual({
      score: 0.6,
      state: { source: 'url', url: 'https://example.com' },
    });
  });

  it.each([
    ['a fragment', '<p>Hello</p>'],
    ['prose with a link', 'See https://example.com for more.'],
    ['two addresses', 'https://a.example\nhttps://b.example'],
    ['ftp', 'ftp://example.com'],
    ['JSON', '{"a": 1}'],
    ['CSS', 'body { margin: 0 }'],
  ])('ignores %s', (_name, text) => {
    expect(detect(text, false)).toBeNull();
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'responsive-design-checker' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
