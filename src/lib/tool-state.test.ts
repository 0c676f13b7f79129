import { describe, expect, it } from 'vitest';
import { STATE_SIZE_LIMIT, parseState, publicState, restoreState, serializeState } from './tool-state';

const defaults = {
  input: '',
  key: '',
  mode: 'component' as 'component' | 'uri' | 'form',
  perLine: false,
  width: 76,
  options: { separator: ' ', uppercase: false },
  references: [] as string[],
};
const rules = { secret: ['key'] as const, choices: { mode: ['component', 'uri', 'form'] as const } };

describe('restoreState', () => {
  it('takes every well-formed field and keeps the defaults for the rest', () => {
    const stored = { input: 'abc', mode: 'form', perLine: true, options: { uppercase: true }, references: ['{}'] };
    expect(restoreState(stored, defaults, rules)).toEqual({
      ...defaults,
      input: 'abc',
      mode: 'form',
      perLine: true,
      options: { separator: ' ', uppercase: true },
      references: ['{}'],
    });
  });

  it.each<[string, unknown]>([
    ['not an object', 'hello'],
    ['null', null],
    ['an array', [1, 2]],
    ['fields of the wrong type', { input: 5, perLine: 'yes', width: 'wide', options: 'x', references: [{ a: 1 }] }],
    ['a value outside its choices', { mode: 'binary' }],
    ['a number that is not finite', { width: Number.POSITIVE_INFINITY }],
  ])('ignores %s', (_name, stored) => {
    expect(restoreState(stored, defaults, rules)).toEqual(defaults);
  });

  it('never restores a secret field', () => {
    expect(restoreState({ key: 'hunter2' }, defaults, rules).key).toBe('');
  });

  it('drops keys the tool does not have', () => {
    expect(restoreState({ extra: 1 }, defaults, rules)).not.toHaveProperty('extra');
  });
});

describe('publicState', () => {
  it('leaves secret fields out and blanks the secrets in redacted ones', () => {
    const state = { ...defaults, input: 'Authorization: Bearer abc\nAccept: */*', key: 'hunter2' };
    const rules = { secret: ['key' as const], redact: { input: (text: string) => text.replace('abc', 'REDACTED') } };
    expect(publicState(state, rules)).toEqual({
      ...defaults,
      input: 'Authorization: Bearer REDACTED\nAccept: */*',
      key: undefined,
    });
    expect(JSON.parse(serializeState(state, rules).text).state.input).toBe(
      'Authorization: Bearer REDACTED\nAccept: */*',
    );
  });
});

describe('serializeState and parseState', () => {
  it('round-trip everything but the secrets', () => {
    const state: typeof defaults = { ...defaults, input: 'é😀', key: 'hunter2', mode: 'uri' };
    const { text, inputsLeftOut } = serializeState(state, rules);
    expect(inputsLeftOut).toBe(false);
    expect(text).not.toContain('hunter2');
    expect(parseState(text, defaults, rules)).toEqual({ ...state, key: '' });
  });

  it('past the size limit, keeps the options and leaves the long input out', () => {
    const state: typeof defaults = { ...defaults, input: 'x'.repeat(STATE_SIZE_LIMIT), mode: 'form' };
    const { text, inputsLeftOut } = serializeState(state, rules);
    expect(inputsLeftOut).toBe(true);
    expect(text.length).toBeLessThan(1000);
    expect(parseState(text, defaults, rules)).toEqual({ ...defaults, mode: 'form' });
  });

  it('past the size limit, leaves out a list of texts too, however short each one is', () => {
    const withList = { input: '', extras: [] as string[], mode: 'component' };
    const state = { input: 'short', extras: Array.from({ length: 600 }, () => 'y'.repeat(2000)), mode: 'form' };
    const { text, inputsLeftOut } = serializeState(state);
    expect(inputsLeftOut).toBe(true);
    expect(parseState(text, withList)).toEqual({ ...withList, input: 'short', mode: 'form' });
  });

  it('keeps a list of texts under the limit', () => {
    const withList = { input: '', extras: [] as string[] };
    const state = { input: 'a', extras: ['{"$id": "b.json"}', '{"$id": "c.json"}'] };
    expect(parseState(serializeState(state).text, withList)).toEqual(state);
  });

  it.each([
    ['nothing stored', null],
    ['corrupt JSON', '{"v":1,"state":{'],
    ['another version', '{"v":99,"state":{"input":"a"}}'],
    ['no envelope', '{"input":"a"}'],
  ])('gives the defaults for %s', (_name, text) => {
    expect(parseState(text, defaults, rules)).toEqual(defaults);
  });
});
