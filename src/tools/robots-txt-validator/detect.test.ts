import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { INVALID_SAMPLE, SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

describe('robots-txt-validator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['its invalid example', INVALID_SAMPLE],
    ['a minimal file', 'User-agent: *\nDisallow: /'],
    ['lower case with comments', '# hi\nuser-agent: googlebot\nallow: /\n'],
  ])('claims %s', (_name, text) => {
    expect(score(text)).toBe(0.9);
  });

  it.each([
    [
      'prose that mentions it',
      'Set User-agent: to the bot name and Disallow: the paths.\nThen it is done, and more words follow here.',
    ],
    ['HTTP headers', 'GET / HTTP/1.1\nHost: example.com\nUser-Agent: curl/8.0\nAccept: */*'],
    ['YAML', 'name: x\nvalue: 1'],
    ['JSON', '{"User-agent": "*", "Disallow": "/"}'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its sample', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'robots-txt-validator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
