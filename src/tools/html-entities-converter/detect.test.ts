import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

describe('html-entities-converter detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['named and decimal', 'caf&eacute; &#169; &mdash;'],
    ['decimal and hex', '&#233; &#xE9; &#x2192;'],
  ])('suggests itself for %s', (_name, text) => {
    expect(score(text)).toBe(0.8);
  });

  it.each([
    ['prose', 'Tom and Jerry went to the café.'],
    ['one form only', '&lt;p&gt; &amp; &copy;'],
    ['two references', '&amp; &#38;'],
    ['a lone ampersand', 'Tom & Jerry & co'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'html-entities-converter' },
      state: { input: SAMPLE_INPUT },
    });
  });

  it('leaves the decoder first on encoded text that is not markup', () => {
    const encoded = '&lt;p class=&quot;greeting&quot;&gt;Tom &amp; Jerry&#39;s caf&eacute; &#x1F600;&lt;/p&gt;';
    expect(rankTools(encoded)[0]).toMatchObject({ tool: { id: 'html-entity-decoder' } });
  });
});
