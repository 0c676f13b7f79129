import { describe, expect, it } from 'vitest';
import { destinationsFor, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_TEXT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('base64-encoder detector', () => {
  it.each([
    ['a user and password', 'admin:s3cr3t'],
    ['an e-mail and password', 'ada@example.com:p4ss-w0rd!'],
  ])('suggests itself for Basic authentication credentials: %s', (_name, text) => {
    expect(score(text)).toBe(0.3);
  });

  it.each([
    ['a host and port', 'localhost:8080'],
    ['a time', '12:30:45'],
    ['a URL', 'https://example.com'],
    ['a Windows path', 'C:\\Users\\ada'],
    ['a YAML pair', 'key: value'],
    ['prose', 'Encode this sentence.'],
    ['its sample, which has no mark of being meant for Base64', SAMPLE_TEXT],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('is listed for its Load Sample text among the tools that take any text', () => {
    // The sample is contrived (accents, emoji and three scripts, to show UTF-8 survives): any text can be
    // encoded, so the tool is listed rather than suggested.
    expect(destinationsFor(SAMPLE_TEXT).find((entry) => entry.tool.id === 'base64-encoder')).toEqual(
      expect.objectContaining({ score: 0, state: { input: SAMPLE_TEXT } }),
    );
  });
});
