import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  checkOptions,
  declareState,
  defineOptions,
  optionDefaults,
  optionRules,
  type OptionsOf,
} from './options-schema';
import { restoreStateReport } from './tool-state';

const SCHEMA = defineOptions({
  indent: {
    kind: 'choice',
    label: 'Indent',
    default: 2,
    choices: [
      { value: 2, label: '2 spaces' },
      { value: 4, label: '4 spaces' },
    ],
  },
  sortKeys: { kind: 'switch', label: 'Sort keys', default: false },
  width: { kind: 'number', label: 'Line width', default: 80, min: 20, max: 200, integer: true },
  prefix: { kind: 'text', label: 'Prefix', default: '', maxLength: 8 },
  key: { kind: 'text', label: 'Signing key', default: '', secret: true },
  stops: { kind: 'list', label: 'Colour stops', default: ['#fff'], maxItems: 3 },
});

describe('options schema', () => {
  it('types the options from the declaration', () => {
    expectTypeOf<OptionsOf<typeof SCHEMA>>().toEqualTypeOf<{
      indent: 2 | 4;
      sortKeys: boolean;
      width: number;
      prefix: string;
      key: string;
      stops: string[];
    }>();
  });

  it('gives the defaults, with a fresh copy of each list', () => {
    const defaults = optionDefaults(SCHEMA);
    expect(defaults).toEqual({ indent: 2, sortKeys: false, width: 80, prefix: '', key: '', stops: ['#fff'] });
    expect(defaults.stops).not.toBe(SCHEMA.stops.default);
  });

  it('derives the restore rules: choices, bounds, secrets and the names notices say', () => {
    const rules = optionRules(SCHEMA);
    expect(rules.secret).toEqual(['key']);
    expect(rules.choices).toEqual({ indent: [2, 4] });
    expect(rules.bounds).toEqual({
      width: { min: 20, max: 200, integer: true },
      prefix: { maxLength: 8 },
      stops: { maxItems: 3, items: undefined },
    });
    expect(rules.names?.width).toBe('line width');
  });

  it('holds a restored state (a share link) to the schema', () => {
    const { defaults, rules } = declareState(SCHEMA, { input: '' });
    const restored = restoreStateReport(
      { input: 'x', indent: 3, width: 5000, prefix: 'far too long', key: 'stolen', stops: ['a', 'b', 'c', 'd'] },
      defaults,
      rules,
    );
    expect(restored.state).toEqual({ ...defaults, input: 'x', width: 200, stops: ['a', 'b', 'c'] });
    expect(restored.outOfBounds.sort()).toEqual(['prefix', 'stops', 'width']);
  });

  it.each([
    [{ indent: 4, sortKeys: true }, { indent: 4, sortKeys: true }, []],
    [{ indent: 3 }, {}, ['Option “indent” is not one of 2, 4']],
    [{ colour: 'red' }, {}, ['Unknown option “colour”']],
    [{ width: 10.5 }, {}, ['Option “width” is not a whole number']],
    [{ width: 1000 }, {}, ['Option “width” is not from 20 to 200']],
    [{ sortKeys: 'yes' }, {}, ['Option “sortKeys” is not true or false']],
    [{ prefix: 'too long here' }, {}, ['Option “prefix” is longer than 8 characters']],
    [{ key: 'secret' }, {}, ['Option “key” is secret and is never taken from outside']],
    [{ stops: 'red' }, {}, ['Option “stops” is not a list']],
  ])('checks options from outside: %j', (given, taken, problems) => {
    const check = checkOptions(SCHEMA, given);
    expect(check.options).toEqual({ ...optionDefaults(SCHEMA), ...taken });
    expect(check.problems).toEqual(problems);
  });

  it('refuses options that are not an object', () => {
    expect(checkOptions(SCHEMA, [1]).problems).toEqual(['The options are not an object']);
  });
});

describe('range and colour options', () => {
  const schema = defineOptions({
    width: { kind: 'range', label: 'Width', default: 10, min: 0, max: 100, integer: true, unit: 'px' },
    fill: { kind: 'color', label: 'Fill', default: '#ffffff' },
  });

  it('a range is bounded like a number, and a colour is text', () => {
    expect(optionRules(schema).bounds).toEqual({ width: { min: 0, max: 100, integer: true } });
    expect(checkOptions(schema, { width: 120, fill: 3 }).problems).toEqual([
      'Option “width” is not from 0 to 100',
      'Option “fill” is not text',
    ]);
    expect(checkOptions(schema, { width: 42, fill: 'red' }).options).toEqual({ width: 42, fill: 'red' });
  });
});
