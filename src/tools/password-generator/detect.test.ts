import { describe, expect, it } from 'vitest';
import { detect } from './detect';

describe('password-generator detector', () => {
  it.each([
    ['a password', 'P@ssw0rd1!'],
    ['a passphrase', 'correct-horse-battery-staple'],
    ['nothing', ''],
  ])('claims no text: %s', (_name, text) => {
    expect(detect(text, false)).toBeNull();
  });
});
