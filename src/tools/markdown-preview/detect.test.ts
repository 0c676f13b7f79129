import { describe, expect, it } from 'vitest';
import { destinationsFor } from '../../catalogue/detection';
import { SAMPLE_HTML, SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

describe('markdown-preview detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT, 0.4],
    ['a heading and a fence', '# Setup\n\n```sh\nnpm install\n```\n', 0.4],
    ['a heading and a table', '## Prices\n\n| Item | Cost |\n| --- | ---: |\n| Tea | 2 |\n', 0.4],
    ['a list of links with a heading', '# Links\n\n- [Docs](https://example.com/docs)\n- [Blog](/blog)\n', 0.4],
    ['a table alone', '| a | b |\n|---|---|\n| 1 | 2 |\n', 0.3],
    ['a fence alone', 'Run:\n\n```\nmake\n```\n', 0.3],
  ])('scores clear Markdown: %s', (_name, text, expected) => {
    expect(score(text)).toBe(expected);
  });

  it.each([
    ['plain prose', 'The quick brown fox jumps over the lazy dog. It was a sunny day.'],
    ['a lone heading-like line', '# just a comment'],
    ['a shell script', '#!/bin/sh\n# Build\n```\necho hi\n```'],
    ['a C file', '#include <stdio.h>\n# define X\n| --- | --- |'],
    ['a JSON document', '{\n  "a": "# b"\n}'],
    ['HTML', SAMPLE_HTML],
    ['a plain list', '- eggs\n- milk\n- bread'],
    ['CSV', 'name,age\nAda,36\nAlan,41'],
  ])('leaves other text alone: %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('never scores above the text tools’ ceiling', () => {
    expect(score(`${SAMPLE_INPUT}\n`.repeat(50))).toBeLessThanOrEqual(0.4);
  });

  it('ranks first for its Load Sample text among the tools that take any text', () => {
    expect(destinationsFor(SAMPLE_INPUT)[0]?.tool.id).toBe('markdown-preview');
  });
});
