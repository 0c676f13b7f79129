import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_XML } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;
const NOTE =
  '<note>\n  <to>Tove</to>\n  <from>Jani</from>\n  <body lang="en">Don’t forget me &amp; you!</body>\n</note>';

describe('xml-to-json detector', () => {
  it.each([
    ['its sample (declaration, namespace, comment, CDATA)', SAMPLE_XML, 0.95],
    ['a document without a declaration', NOTE, 0.9],
    ['a single self-closing root', '<config enabled="true"/>', 0.9],
    ['a DOCTYPE with an internal subset', '<?xml version="1.0"?>\n<!DOCTYPE a [<!ENTITY x "y">]>\n<a>&x;</a>', 0.95],
    [
      'an RSS feed',
      '<rss version="2.0"><channel><title>News</title><item><title>A</title></item></channel></rss>',
      0.9,
    ],
    ['an SVG picture', '<svg xmlns="http://www.w3.org/2000/svg" width="10"><rect width="5" height="5"/></svg>', 0.9],
    ['a comment before the root', "<!-- exported -->\n<data><row id='1'/></data>", 0.9],
  ])('recognises %s', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
  });

  it('recognises the start of a large document (truncated inside a tag)', () => {
    const text =
      '<?xml version="1.0"?>\n<root>\n' + '  <item id="1"><name>A &amp; B</name></item>\n'.repeat(2000) + '  <item i';
    expect(score(text, true)).toBeGreaterThanOrEqual(0.95);
  });

  it('offers itself for a document that declares XML but is not well-formed: it says where it breaks', () => {
    expect(score('<?xml version="1.0"?>\n<a><b></a>')).toBeGreaterThanOrEqual(0.5);
  });

  it('offers itself only moderately for an XHTML fragment', () => {
    expect(score('<p>Hello <em>world</em></p>')).toBeLessThanOrEqual(0.5);
  });

  it.each([
    ['HTML with a raw ampersand and text after the root', '<p class="x">Tom & Jerry</p>\nmore text'],
    ['an HTML page with void elements', '<!DOCTYPE html>\n<html><body>Line<br>Next</body></html>'],
    ['mismatched tags', '<a><b></a></b>'],
    ['two roots', '<a/><b/>'],
    ['an unclosed root', '<root><child/>'],
    ['an attribute without a value', '<input disabled/>'],
    ['a comparison', 'a < b and c > d'],
    ['JSON', '{"xml": "<a/>"}'],
    ['prose', 'Markup languages use tags.'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks its Load Sample text first', () => {
    expect(rankTools(SAMPLE_XML)[0]).toMatchObject({ tool: { id: 'xml-to-json' }, state: { input: SAMPLE_XML } });
  });

  it('ranks a document without a declaration first', () => {
    expect(rankTools(NOTE)[0]?.tool.id).toBe('xml-to-json');
  });
});
