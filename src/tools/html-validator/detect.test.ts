import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('html-validator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a page with a doctype', '<!doctype html>\n<title>x</title>'],
    ['a page opening with <html>', '<html lang="en"><head></head></html>'],
    ['a page after a comment', '<!-- built 2026 -->\n<!DOCTYPE html><html>'],
  ])('claims %s at 0.9', (_name, text) => {
    expect(score(text)).toBe(0.9);
  });

  it('scores a fragment with several HTML tags as plausible', () => {
    expect(score('<div class="card">\n  <h2>Title</h2>\n  <p>Text <a href="/">more</a></p>\n</div>')).toBe(0.55);
  });

  it.each([
    ['a lone tag', '<p>Hello</p>'],
    ['an XML document', '<?xml version="1.0"?>\n<catalog><book id="1"/></catalog>'],
    ['prose', 'Some text with <b>bold</b> and <i>italic</i> words and <p> too.'],
    ['JSON', '{ "html": "<p>x</p><p>y</p><p>z</p>" }'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'html-validator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
