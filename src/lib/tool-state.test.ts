import { describe, expect, it } from 'vitest';
import {
  STATE_SIZE_LIMIT,
  fieldsLeftOutOfLink,
  parseState,
  parseStateReport,
  publicState,
  restoreState,
  restoreStateReport,
  serializeState,
  spokenFields,
  type Bound,
} from './tool-state';

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

describe('bounds', () => {
  const isHex = (value: unknown) => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
  const layered = {
    rows: 3,
    opacity: 0.5,
    title: '',
    colour: '#000000',
    layers: [{ x: 0, colour: '#000000' }],
    names: [] as string[],
    grid: { columns: 2, gap: 8 },
  };
  const bounds: Record<string, Bound> = {
    rows: { min: 1, max: 100, integer: true },
    opacity: { min: 0, max: 1 },
    title: { maxLength: 10 },
    colour: { valid: isHex },
    layers: { maxItems: 3, items: { fields: { x: { min: -50, max: 50 }, colour: { valid: isHex } } } },
    names: { maxItems: 2, items: { maxLength: 3 } },
    grid: { fields: { columns: { min: 1, max: 12, integer: true }, gap: { valid: (gap) => gap !== 13 } } },
  };
  const rules = { bounds };

  it('names what it could not take: a field the tool lacks, a wrong type, a value outside the choices', () => {
    const defaults = { input: '', indent: 2, mode: 'a', layers: [{ x: 0 }] };
    const report = restoreStateReport(
      { input: 'kept', indent: 'wide', mode: 'z', layers: [{ x: 'left' }], colour: 'red' },
      defaults,
      { choices: { mode: ['a', 'b'] } },
    );
    expect(report.state).toEqual({ input: 'kept', indent: 2, mode: 'a', layers: [{ x: 0 }] });
    expect(report.leftOut).toEqual(['colour', 'indent', 'mode', 'layers']);
  });

  it('keeps what lies within the bounds, and says nothing', () => {
    const stored = {
      rows: 100,
      opacity: 0,
      title: 'ten chars!',
      layers: [{ x: -50, colour: '#aBcDeF' }],
      names: ['ab'],
    };
    expect(restoreStateReport(stored, layered, rules)).toEqual({
      state: { ...layered, ...stored },
      outOfBounds: [],
      leftOut: [],
    });
  });

  it.each<[string, Record<string, unknown>, Partial<typeof layered>]>([
    ['a number past its maximum is clamped', { rows: 2000 }, { rows: 100 }],
    ['a number under its minimum is clamped', { opacity: -3 }, { opacity: 0 }],
    ['an integer field is rounded', { rows: 2.6 }, { rows: 3 }],
    ['text past its length restores as the default', { title: 'x'.repeat(11) }, { title: '' }],
    [
      'a value the controls refuse restores as the default',
      { colour: 'red;}body{display:none' },
      { colour: '#000000' },
    ],
    [
      'a list past its length is cut, and its items are mended',
      { layers: Array.from({ length: 20_000 }, (_, x) => ({ x, colour: '#111111' })) },
      { layers: [0, 1, 2].map((x) => ({ x, colour: '#111111' })) },
    ],
    [
      'a list item the controls refuse is dropped',
      {
        layers: [
          { x: 1, colour: 'url(https://evil)' },
          { x: 2, colour: '#222222' },
        ],
        names: ['abcd', 'ok'],
      },
      { layers: [{ x: 2, colour: '#222222' }], names: ['ok'] },
    ],
    [
      'an object field is clamped, or restored as its default',
      { grid: { columns: 500, gap: 13 } },
      { grid: { columns: 12, gap: 8 } },
    ],
  ])('%s, and the field is named', (_name, stored, expected) => {
    const { state, outOfBounds } = restoreStateReport(stored, layered, rules);
    expect(state).toEqual({ ...layered, ...expected });
    expect(outOfBounds).toEqual(Object.keys(stored));
  });

  it('drops the refused items before cutting a list, so it keeps as many good ones as it may', () => {
    const stored = { layers: [{ x: 1, colour: 'red;}' }, ...[2, 3, 4].map((x) => ({ x, colour: '#222222' }))] };
    expect(restoreState(stored, layered, rules).layers).toEqual([2, 3, 4].map((x) => ({ x, colour: '#222222' })));
  });

  it('replaces an item it cannot mend with the bound’s fallback where one is given, keeping its neighbours in place', () => {
    const cells = { cells: [['']] };
    const cellRules = { bounds: { cells: { items: { items: { maxLength: 3, fallback: '' } } } } };
    const { state, outOfBounds } = restoreStateReport({ cells: [['a', 'toolong', 'c']] }, cells, cellRules);
    expect(state.cells).toEqual([['a', '', 'c']]);
    expect(outOfBounds).toEqual(['cells']);
  });

  it('applies to a stored state too', () => {
    const text = serializeState({ ...layered, rows: 5000 }).text;
    expect(parseStateReport(text, layered, rules)).toEqual({
      state: { ...layered, rows: 100 },
      outOfBounds: ['rows'],
      leftOut: [],
    });
    expect(parseState(text, layered, rules).rows).toBe(100);
  });

  it('restoreState gives the same state without the report', () => {
    expect(restoreState({ rows: -1 }, layered, rules)).toEqual({ ...layered, rows: 1 });
  });
});

describe('lists whose default is empty, with the shape of their items declared (itemShapes)', () => {
  const defaults = { steps: [] as { toolId: string; options: Record<string, unknown>; enabled: boolean }[] };
  const rules = { itemShapes: { steps: { toolId: '', options: {}, enabled: true } } };

  it('restores items of that shape, with their records of plain values', () => {
    const steps = [{ toolId: 'sort-lines', options: { order: 'natural', unique: true, depth: 2 }, enabled: false }];
    expect(restoreStateReport({ steps }, defaults, rules)).toEqual({ state: { steps }, outOfBounds: [], leftOut: [] });
  });

  it('mends an item of the wrong shape to the item defaults, and drops what is not a plain value from a record', () => {
    const stored = { steps: [{ toolId: 7, options: { order: 'natural', nested: { a: 1 } }, enabled: true }] };
    expect(restoreStateReport(stored, defaults, rules)).toEqual({
      state: { steps: [{ toolId: '', options: { order: 'natural' }, enabled: true }] },
      outOfBounds: [],
      leftOut: ['steps'],
    });
  });

  it('takes the empty default for what is not a list', () => {
    expect(restoreStateReport({ steps: { toolId: 'x' } }, defaults, rules).state).toEqual({ steps: [] });
  });

  it('without the declaration, takes plain values only, as before', () => {
    expect(restoreStateReport({ steps: [{ toolId: 'x' }] }, defaults).state).toEqual({ steps: [] });
  });
});

describe('fields shared only with a switch (linkOnlyWith)', () => {
  const withToken = { token: '', includeToken: false, mode: 'a' };
  const tokenRules = { linkOnlyWith: { token: 'includeToken' as const }, names: { token: 'token' } };

  it('keeps the field in storage, never the switch', () => {
    const state = { ...withToken, token: 'eyJ', includeToken: true };
    expect(publicState(state, tokenRules)).toEqual({ token: 'eyJ', mode: 'a' });
    expect(parseState(serializeState(state, tokenRules).text, withToken, tokenRules)).toEqual({
      ...withToken,
      token: 'eyJ',
    });
  });

  it('puts the field in a link only while the switch is on, and never the switch', () => {
    expect(publicState({ ...withToken, token: 'eyJ' }, tokenRules, 'link')).toEqual({ mode: 'a' });
    expect(fieldsLeftOutOfLink({ ...withToken, token: 'eyJ' }, tokenRules)).toEqual(['token']);
    const on = { ...withToken, token: 'eyJ', includeToken: true };
    expect(publicState(on, tokenRules, 'link')).toEqual({ token: 'eyJ', mode: 'a' });
    expect(fieldsLeftOutOfLink(on, tokenRules)).toEqual([]);
  });

  it('never restores the switch from a link', () => {
    expect(restoreState({ token: 'eyJ', includeToken: true }, withToken, tokenRules)).toEqual({
      ...withToken,
      token: 'eyJ',
    });
  });
});

describe('spokenFields', () => {
  it.each<[string[], Record<string, string>, string]>([
    [['secretKey'], {}, 'secret key'],
    [['list', 'cvv'], { list: 'batch list', cvv: 'security code' }, 'batch list and security code'],
    [['a', 'b', 'c'], {}, 'a, b, and c'],
  ])('%j reads as "%s"', (fields, names, expected) => {
    expect(spokenFields(fields, { names })).toBe(expected);
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
