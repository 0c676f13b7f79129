import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('api-key-validator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a Stripe test key', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc'],
    ['an AWS access key ID with a line break after it', 'AKIAIOSFODNN7EXAMPLE\n'],
    ['a Slack bot token', 'xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy'],
  ])('claims %s', (_name, text) => {
    expect(score(text)).toBe(0.9);
  });

  it.each([
    ['a JWT, which the JWT decoder takes', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlc2lnbmF0dXJl'],
    ['a UUID', '919108f7-52d1-4320-9bac-f847db4148a8'],
    ['prose', 'The key is in the drawer next to the door.'],
    ['a sentence that mentions a prefix', 'ghp_ tokens are GitHub personal access tokens'],
    ['JSON', '{"key": "sk_test_4eC39HqLyjWDarjtT1zdp7dc"}'],
    ['a short word', 'AKIA'],
  ])('leaves %s alone', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its Load Sample key', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'api-key-validator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
