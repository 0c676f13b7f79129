import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('user-agent-validator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['curl', 'curl/8.4.0'],
    ['a crawler', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['a list of browsers and tools', `${SAMPLE_INPUT}\npython-requests/2.32.3\nGo-http-client/1.1\nWget/1.21.4\nfoo`],
  ])('proposes itself for %s', (_name, text) => {
    expect(score(text)).toBe(0.9);
  });

  it('proposes itself, less surely, for access-log lines', () => {
    expect(score('203.0.113.9 - - [10/Oct/2024:13:55:36 +0000] "GET / HTTP/1.1" 200 2326 "-" "curl/8.4.0"')).toBe(0.6);
  });

  it.each([
    ['a MIME type', 'application/json'],
    ['a path', 'src/tools/a.ts'],
    ['a version', 'v1.2.3'],
    ['prose', 'My browser is Mozilla Firefox and it works.'],
    ['a JSON document', '{"ua": "curl/8.4.0"}'],
    ['a date', '2024/10/10'],
    ['blank text', ' \n '],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'user-agent-validator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
