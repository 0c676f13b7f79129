import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('chmod-calculator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['an ls mode', '-rw-r--r--'],
    ['a directory with the sticky bit', 'drwxrwxrwt'],
    ['a mode without the type', 'rwxr-x---'],
    ['assignments', 'u=rwx,g=rx,o=rx'],
    ['a relative change', 'go-w'],
    ['a chmod command', 'chmod 755 deploy.sh'],
    ['a recursive chmod command', 'chmod -R u+rwX,go=rX dir'],
  ])('claims %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    ['a bare octal number', '755'],
    ['a rule of dashes', '----------'],
    ['prose', 'Make the script executable for everyone.'],
    ['a CSS declaration', 'color: red;'],
    ['an equation', 'a=b+c'],
    ['two modes', '-rwxr-xr-x\n-rw-r--r--'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'chmod-calculator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
