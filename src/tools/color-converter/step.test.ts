import { describe, expect, it } from 'vitest';
import step from './step';

describe('color-converter recipe step', () => {
  it('writes every form of the colour a line', async () => {
    const lines = (await step.transform('#ff0000', {})).split('\n');
    expect(lines[0]).toBe('#ff0000');
    expect(lines).toContain('oklch(0.628 0.2577 29.23)');
    expect(lines.at(-1)).toBe('red');
  });

  it('refuses what is not a colour, saying why', async () => {
    await expect(async () => step.transform('#12345', {})).rejects.toThrow('it has 5 digits');
  });
});
