import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('email-validator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a list of addresses', 'ada@example.com\nbob@example.org\ncarol.smith+news@mail.example.co.uk'],
    ['addresses with display names', 'Ada Lovelace <ada@example.com>\n"Babbage, Charles" <cb@example.com>'],
    [
      'a list with one line that is not an address',
      'a@example.com\nb@example.com\nc@example.com\nd@example.com\nnot one',
    ],
  ])('claims %s at 0.9', (_name, text) => {
    expect(score(text)).toBe(0.9);
  });

  it('scores a list with IDN domains below the IDN converter', () => {
    expect(score('ada@bücher.example\nbob@münchen.de')).toBe(0.8);
  });

  it.each([
    ['prose that mentions an address', 'Write to ada@example.com if you have questions about the project.'],
    ['a JSON document', '{ "email": "ada@example.com" }'],
    ['a URL with user information', 'https://ada@example.com/path'],
    ['a list where few lines are addresses', 'ada@example.com\nhello\nworld\nfoo'],
    ['an empty text', ''],
    ['a handle', '@ada'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'email-validator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
