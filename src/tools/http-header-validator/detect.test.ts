import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { BROKEN_SAMPLE, REQUEST_SAMPLE, SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('http-header-validator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['its request sample', REQUEST_SAMPLE],
    ['its invalid example', BROKEN_SAMPLE],
    ['an HTTP/2 status line', 'HTTP/2 200\ncontent-type: text/html\n'],
    ['a request line alone', 'GET /index.html HTTP/1.1'],
    ['headers without a start line', 'Content-Type: application/json\nCache-Control: no-cache\nETag: "x"'],
    ['devtools pseudo-headers', ':status: 200\ncontent-type: text/html\ncache-control: max-age=60'],
    ['a head with a body', 'Content-Type: text/plain\nContent-Length: 5\n\nhello: world'],
  ])('is sure of %s', (_name, text) => {
    expect(score(text)).toBe(0.9);
  });

  it('is unsure of one header line', () => {
    expect(score('Content-Type: text/html')).toBe(0.5);
  });

  it.each([
    ['a YAML document', 'name: app\nversion: 1.0\nhost: example.com\ndate: 2024-01-01'],
    ['nested YAML', 'server:\n  host: example.com\n  port: 80\nlocation: /'],
    ['YAML with a list', 'Host: a\nAccept:\n  - json\n  - xml'],
    [
      'an email head',
      'From: a@example.com\nTo: b@example.com\nSubject: Hi\nDate: Sun, 06 Nov 1994 08:49:37 GMT\nContent-Type: text/plain',
    ],
    ['prose', 'Note: this is a sentence.\nAnother line of prose follows here.'],
    ['unknown names only', 'Foo: bar\nBaz: qux'],
    ['JSON', '{"Content-Type": "text/html"}'],
    ['a blank text', '  \n '],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its samples', () => {
    for (const sample of [SAMPLE_INPUT, REQUEST_SAMPLE])
      expect(rankTools(sample)[0]).toMatchObject({ tool: { id: 'http-header-validator' }, state: { input: sample } });
  });
});
