import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { ATOM_SAMPLE, SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('xpath-tester detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['an Atom feed', ATOM_SAMPLE],
    ['XML without a declaration', '<catalog><book id="1"/></catalog>'],
  ])('offers itself for %s, below the converters', (_name, text) => {
    expect(score(text)).toBe(0.45);
  });

  it('offers itself for an HTML page, below the validator', () => {
    expect(score('<!DOCTYPE html><html><body><p>x</p></body></html>')).toBe(0.35);
  });

  it.each([
    ['JSON', '{ "a": 1 }'],
    ['prose', 'XPath is a query language.'],
    ['a lone less-than sign', '< 3'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('leaves its sample to xml-to-json first, and is listed after it', () => {
    const ranked = rankTools(SAMPLE_INPUT).map((entry) => entry.tool.id);
    expect(ranked[0]).toBe('xml-to-json');
    expect(ranked).toContain('xpath-tester');
  });
});
