import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('password-strength-validator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a password with brackets', 'Tr0ub4dor&3'],
    ['a password with a space around it', '  c0rrect!Horse  '],
  ])('suggests itself for %s', (_name, text) => {
    expect(score(text)).toBe(0.5);
  });

  it.each([
    ['prose', 'Every line of this text starts at the margin.'],
    ['a URL', 'https://Example.com/Path1?a=b'],
    ['an e-mail address', 'Ada.Lovelace1@Example.com'],
    ['an API key', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc'],
    ['Base64', 'SGVsbG8gV29ybGQh+/9='],
    ['a bcrypt hash', '$2b$10$H7ZqvZJMkE0Ry7dLmWnI5e1WF8v9mc8R87Sl2WaU6h9dBZWhHYPYe'],
    ['a word', 'password'],
    ['two tokens', 'P@ss w0rd!X'],
    ['a list of passwords', 'P@ssw0rd1!\nQwerty12#X'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its sample', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'password-strength-validator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
