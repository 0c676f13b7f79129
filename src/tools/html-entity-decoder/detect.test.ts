import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_HTML } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('html-entity-decoder detector', () => {
  it.each([
    ['its sample', SAMPLE_HTML, 0.9],
    ['escaped markup', '&lt;div class=&quot;card&quot;&gt;Hi&lt;/div&gt;', 0.9],
    ['numeric references', '&#128512; &#x1F600; &#169;', 0.9],
    ['two references', 'Fish &amp; chips &mdash; daily', 0.7],
    ['one reference', 'Tom &amp; Jerry', 0.5],
  ])('recognises %s', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
  });

  it('stays moderate on markup, where references are normal', () => {
    expect(score('<p>Fish &amp; chips &mdash; 5 &lt; 6</p>')).toBeLessThanOrEqual(0.6);
  });

  it.each([
    ['a query string', 'https://example.com/?a=1&b=2&c=3'],
    ['a raw ampersand', 'Tom & Jerry'],
    ['a legacy name without its semicolon', '&copy 2024'],
    ['prose', 'Entities start with an ampersand.'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks its Load Sample text first', () => {
    expect(rankTools(SAMPLE_HTML)[0]).toMatchObject({
      tool: { id: 'html-entity-decoder' },
      state: { input: SAMPLE_HTML },
    });
  });
});
