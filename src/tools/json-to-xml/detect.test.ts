import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_JSON } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('json-to-xml detector', () => {
  it.each([
    ['a document with attribute keys', '{"@id": "7", "name": "x"}', 0.95],
    ['a document with element text', '{"#text": "hello", "@lang": "en"}', 0.95],
    ['any JSON document', '{"name": "x", "tags": ["a", "b"]}', 0.5],
    ['JSON-LD, whose @ keys are not attributes', '{"@context": "https://schema.org", "@type": "Person"}', 0.5],
  ])('suggests itself for %s', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
  });

  it('does not rank JSON-LD as headed for XML', () => {
    expect(score('{"@context": "https://schema.org", "@type": "Person"}')).toBeLessThan(0.9);
  });

  it.each([
    ['XML, which is where it goes', '<root><a>1</a></root>'],
    ['JSON with a mistake', '{"a": 1,}'],
    ['prose', 'Turn this into XML.'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks its Load Sample text first: its "@" keys are the XML attribute convention', () => {
    expect(rankTools(SAMPLE_JSON)[0]).toMatchObject({ tool: { id: 'json-to-xml' }, state: { input: SAMPLE_JSON } });
  });

  it('suggests itself for a general JSON document without ranking first', () => {
    // Exempt from ranking first there: a general JSON document is the formatter's first.
    const text = '{\n  "company": "Acme",\n  "employees": 3\n}';
    const ranked = rankTools(text);
    expect(ranked[0]?.tool.id).toBe('json-formatter');
    expect(ranked.find((entry) => entry.tool.id === 'json-to-xml')!.score).toBeGreaterThanOrEqual(0.5);
  });
});
