import fc from 'fast-check';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { reformatJson } from './json-text';
import { JsonNumber, parseLosslessJson, stringifyLosslessJson, type LosslessJson } from './lossless-json';
import { dumpYaml, parseLosslessYaml, stringifyLosslessYaml } from './lossless-yaml';
import { ToolError } from './tool-error';

const yamlToJsonText = (yaml: string) => parseLosslessYaml(yaml).map((document) => stringifyLosslessJson(document));
const jsonToYaml = (json: string) => stringifyLosslessYaml(parseLosslessJson(json));

/** The ToolError's message for a YAML text the reader refuses. */
function errorMessageOf(yaml: string): string {
  try {
    parseLosslessYaml(yaml);
  } catch (error) {
    expect(error).toBeInstanceOf(ToolError);
    return (error as ToolError).message;
  }
  return 'read';
}

/** Any JSON number as text, far beyond what a double holds: long integers, long fractions, big exponents. */
const numberText = fc.stringMatching(/^-?(?:0|[1-9][0-9]{0,40})(?:\.[0-9]{1,30})?(?:[eE][-+]?[0-9]{1,4})?$/);
const stringText = fc
  .oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }))
  .map((text) => JSON.stringify(text));

/** JSON documents written as text, so their numbers are whatever digits the generator chose. */
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string; scalar: string; array: string; object: string }>(
  (tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('scalar'), tie('array'), tie('object')),
    scalar: fc.oneof(numberText, stringText, fc.constantFrom('true', 'false', 'null')),
    array: fc.array(tie('value'), { maxLength: 5 }).map((items) => `[${items.join(',')}]`),
    object: fc
      .uniqueArray(
        fc.tuple(
          fc.oneof(
            fc.string(),
            fc.string({ unit: 'binary' }),
            fc.constantFrom('<<', '1', 'true', 'null', '~', '', 'a: b', '- x'),
          ),
          tie('value'),
        ),
        {
          selector: ([key]) => key,
          maxLength: 5,
        },
      )
      .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
  }),
).value;

describe('parseLosslessYaml numbers', () => {
  it.each([
    ['12345678901234567890', '12345678901234567890'],
    ['-12345678901234567890', '-12345678901234567890'],
    ['+007', '7'],
    ['-0', '-0'],
    ['0x1F', '31'],
    ['0xFFFFFFFFFFFFFFFFFFFF', '1208925819614629174706175'],
    ['0o17', '15'],
    ['1.50', '1.50'],
    ['1.', '1'],
    ['.5', '0.5'],
    ['+.5e-3', '0.5e-3'],
    ['-007.10E+2', '-7.10E+2'],
    ['1e400', '1e400'],
    ['0.1000000000000000000000000001', '0.1000000000000000000000000001'],
  ])('%s is the JSON number %s', (yaml, json) => {
    expect(parseLosslessYaml(`- ${yaml}`)).toEqual([[new JsonNumber(json)]]);
  });

  it('reads explicit !!int forms, and text that only looks numeric stays text', () => {
    expect(
      yamlToJsonText('[!!int "-0x1F", !!int 0b101, !!float "2", !!str 12, 1_000, 0b101, 0o8, 1.2.3, .e5]'),
    ).toEqual(['[-31,5,2,"12","1_000","0b101","0o8","1.2.3",".e5"]']);
  });

  it.each(['.inf', '-.Inf', '+.INF', '.nan', '!!float .NaN'])(
    '%s has no JSON form and is refused with where it is',
    (value) => {
      expect(() => parseLosslessYaml(`list:\n  - ok\n  - ${value}`)).toThrow(
        new RegExp(
          `^The item at line 3, column 5 is ${value.replace('!!float ', '').replace(/[.+]/g, '\\$&')} \\((?:negative )?(?:infinity|not a number)\\)`,
        ),
      );
    },
  );
});

describe('parseLosslessYaml structure', () => {
  it('keeps key order as written, integer-like keys included', () => {
    expect(yamlToJsonText('b: 1\n2: 2\na: 3\n1: 4')).toEqual(['{"b":1,"2":2,"a":3,"1":4}']);
  });

  it('turns scalar keys into text and refuses collection keys', () => {
    expect(yamlToJsonText('1: a\ntrue: b\n~: c\n0x10: d\n1.50: e')).toEqual([
      '{"1":"a","true":"b","null":"c","16":"d","1.50":"e"}',
    ]);
    expect(() => parseLosslessYaml('ok: 1\n? [a, b]\n: c')).toThrow(
      'A sequence used as a key at line 2, column 3 has no JSON form: JSON keys are text',
    );
    expect(() => parseLosslessYaml('{a: 1}: c')).toThrow(/^A mapping used as a key at line 1, column 1/);
  });

  it('refuses keys that collide once they are text', () => {
    expect(() => parseLosslessYaml('1: a\n"1": b')).toThrow('Duplicated mapping key at line 2, column 1');
  });

  it('resolves anchors, aliases and merge keys', () => {
    const yaml =
      'base: &base {image: app, replicas: 2}\nweb:\n  <<: *base\n  replicas: 3\nboth:\n  <<: [*base, {port: 80}]\ncopy: *base';
    expect(yamlToJsonText(yaml)).toEqual([
      '{"base":{"image":"app","replicas":2},"web":{"image":"app","replicas":3},"both":{"image":"app","replicas":2,"port":80},"copy":{"image":"app","replicas":2}}',
    ]);
  });

  it('reads unknown and YAML 1.1 tags by node kind', () => {
    expect(
      yamlToJsonText(
        'a: !Ref bucket\nb: !!binary aGk=\nc: !!set {x, y}\nd: !custom [1]\ne: !!timestamp 2001-12-14\nf: !!omap [{k: 1}]',
      ),
    ).toEqual(['{"a":"bucket","b":"aGk=","c":{"x":null,"y":null},"d":[1],"e":"2001-12-14","f":[{"k":1}]}']);
  });

  it('uses the YAML 1.2 core schema: yes, on and dates stay text', () => {
    expect(yamlToJsonText('[yes, No, on, true, False, ~, null, "", 2024-01-01, 012]')).toEqual([
      '["yes","No","on",true,false,null,null,"",2024-01-01,12]'.replace('2024-01-01', '"2024-01-01"'),
    ]);
  });

  it('reads every document of a stream; an empty one is null', () => {
    expect(yamlToJsonText('--- a\n---\n--- [1]\n...')).toEqual(['"a"', 'null', '[1]']);
    expect(parseLosslessYaml('# only a comment\n')).toEqual([]);
  });

  it('names the line and column of syntax errors, 1-based, counting characters', () => {
    expect(() => parseLosslessYaml('a: b\n c: d')).toThrow('Bad indentation of a mapping entry at line 2, column 3');
    expect(() => parseLosslessYaml('x: "😀😀" y')).toThrow('Bad indentation of a mapping entry at line 1, column 9');
    expect(() => parseLosslessYaml('a: *missing')).toThrow('Unidentified alias "missing" at line 1, column 4');
    expect(() => parseLosslessYaml('a: 1\r\nb: 2\rc: [')).toThrow('The "[" at line 3, column 4 is never closed');
    expect(() => parseLosslessYaml('a: 1\n"a": 2')).toThrow('Duplicated mapping key at line 2, column 1');
    try {
      parseLosslessYaml('😀😀: [1, 2');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ToolError);
      // The "[" left open: its column counts characters, its offset UTF-16 units.
      expect((error as ToolError).location).toEqual({ line: 1, column: 5, offset: 6 });
    }
  });

  // js-yaml says where it stopped ("deficient indentation", often a line later); the bracket or quote left open
  // is named with where it opened. [YAML, the message]
  it.each([
    [
      'name: Ada\nlist: [1, 2\nage: 36\n',
      'The "[" at line 2, column 7 is never closed: end the flow sequence with "]" (reading on, the parser stopped at line 3, column 1: deficient indentation)',
    ],
    [
      'list: [1, 2',
      'The "[" at line 1, column 7 is never closed: end the flow sequence with "]" (the text ends first)',
    ],
    [
      'map: {a: 1\nage: 36\n',
      'The "{" at line 1, column 6 is never closed: end the flow mapping with "}" (reading on, the parser stopped at line 2, column 1: deficient indentation)',
    ],
    [
      'a: [1, [2, 3]\nb: 1\n',
      'The "[" at line 1, column 4 is never closed: end the flow sequence with "]" (reading on, the parser stopped at line 2, column 1: deficient indentation)',
    ],
    [
      'a:\n  b: [1,\n    2\n  c: 3\n',
      'The "[" at line 2, column 6 is never closed: end the flow sequence with "]" (reading on, the parser stopped at line 4, column 3: deficient indentation)',
    ],
    [
      '- &nums !!seq [1, 2\n- 3\n',
      'The "[" at line 1, column 15 is never closed: end the flow sequence with "]" (reading on, the parser stopped at line 2, column 1: deficient indentation)',
    ],
    [
      'map: {a: 1, b: [1, 2}\n',
      'The "[" at line 1, column 16 is closed by "}" at line 1, column 21: end the flow sequence with "]"',
    ],
    [
      's: "abc\nage: 36\n',
      'The " at line 1, column 4 opens a double-quoted string that is not closed on its line, so it runs on: end it with " (reading on, the parser stopped at line 2, column 1: deficient indentation)',
    ],
    [
      "s: 'it''s\nage: 36\n",
      "The ' at line 1, column 4 opens a single-quoted string that is not closed on its line, so it runs on: end it with ' (reading on, the parser stopped at line 2, column 1: deficient indentation)",
    ],
    // The quote took the bracket in: the quote is what is open.
    [
      'k: [a, "b, c]\nd: 1\n',
      'The " at line 1, column 8 opens a double-quoted string that is not closed on its line, so it runs on: end it with " (reading on, the parser stopped at line 2, column 1: deficient indentation)',
    ],
    // Quotes and brackets inside a plain scalar, a comment or a block scalar are text.
    [
      'title: it\'s a[1]\nnote: x # a [ and a "\nbody: |\n  [not a flow\n  "nor a quote\nz: [1\n',
      'The "[" at line 6, column 4 is never closed: end the flow sequence with "]" (the text ends first)',
    ],
  ])('names what was left open: %j', (yaml, message) => {
    expect(errorMessageOf(yaml)).toBe(message);
  });

  // A flow collection or a quoted string may run over lines: one closed later is not blamed.
  it.each([
    ['k: [\n  a: b: c\n]\n', 'Missed comma between flow collection entries at line 2, column 7'],
    ['list: [1, 2\nage: 36]\n', 'Deficient indentation at line 2, column 1'],
    ['k: [a, b]]\n', 'Bad indentation of a mapping entry at line 1, column 10'],
  ])("keeps the parser's message when nothing is left open: %j", (yaml, message) => {
    expect(errorMessageOf(yaml)).toBe(message);
  });

  it('refuses an alias inside its own node, a root .inf, excessive nesting and alias bombs', () => {
    expect(() => parseLosslessYaml('&a [*a]')).toThrow(
      'The alias *a at line 1, column 5 is inside the node it refers to',
    );
    expect(() => parseLosslessYaml('# infinity\n---\n.inf')).toThrow(
      "The document at line 3, column 1 is .inf (infinity), which JSON cannot represent; quote it ('.inf') to keep it as text",
    );
    expect(() => parseLosslessYaml('--- 1\n--- -.inf')).toThrow(
      /^Document 2 at line 2, column 5 is -\.inf \(negative infinity\)/,
    );
    expect(parseLosslessYaml('['.repeat(500) + ']'.repeat(500))).toHaveLength(1);
    expect(() => parseLosslessYaml('['.repeat(501) + ']'.repeat(501))).toThrow(
      /^The YAML is nested more than 500 levels deep at line 1/,
    );
    const bomb = ['a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let level = 1; level < 10; level += 1) {
      const name = String.fromCharCode(97 + level);
      bomb.push(
        `${name}: &${name} [${Array(9)
          .fill(`*${String.fromCharCode(96 + level)}`)
          .join(', ')}]`,
      );
    }
    expect(() => parseLosslessYaml(bomb.join('\n'))).toThrow(
      /^Aliases expand this YAML to more than 20,000,000 characters of JSON/,
    );
  });
});

describe('stringifyLosslessYaml', () => {
  it('writes numbers exactly as their JSON text', () => {
    expect(
      jsonToYaml('{"id": 12345678901234567890, "list": [1.50, -0, 1E+2, 1e400, 0.1000000000000000000000000001]}'),
    ).toBe(
      'id: 12345678901234567890\nlist:\n  - 1.50\n  - -0\n  - 1E+2\n  - 1e400\n  - 0.1000000000000000000000000001\n',
    );
  });

  it('quotes strings any YAML reader would take for something else', () => {
    const strings = [
      'yes',
      'No',
      'on',
      'true',
      'null',
      '~',
      '',
      '123',
      '0x1F',
      '0o17',
      '1_000',
      '1e400',
      '.inf',
      '2024-01-01',
      '<<',
      '12:30',
      ' padded ',
    ];
    const yaml = jsonToYaml(JSON.stringify(strings));
    for (const line of yaml.trimEnd().split('\n')) expect(line).toMatch(/^- (['"]).*\1$/);
    expect(load(yaml)).toEqual(strings);
  });

  it('keeps key order, writes multi-line strings as blocks and empty containers inline', () => {
    expect(jsonToYaml('{"b": {"2": "x", "1": "z"}, "text": "one\\ntwo", "e": [], "o": {}, "none": null}')).toBe(
      "b:\n  '2': x\n  '1': z\ntext: |-\n  one\n  two\ne: []\no: {}\nnone: null\n",
    );
  });

  it('writes long lines without wrapping', () => {
    const long = 'word '.repeat(100).trim();
    expect(jsonToYaml(JSON.stringify({ long }))).toBe(`long: ${long}\n`);
  });

  it('writes 500 levels of nesting, which read back, and refuses more', () => {
    const deepest = '{"k":'.repeat(250) + '['.repeat(250) + ']'.repeat(250) + '}'.repeat(250);
    expect(yamlToJsonText(jsonToYaml(deepest))).toEqual([deepest.replaceAll(' ', '')]);
    expect(() => jsonToYaml('['.repeat(501) + ']'.repeat(501))).toThrow(
      new ToolError('The data is nested more than 500 levels deep, too deep to write as YAML'),
    );
    expect(() => jsonToYaml('['.repeat(100_000) + ']'.repeat(100_000))).toThrow(ToolError);
  });
});

describe('stringifyLosslessYaml, an entry at a time', () => {
  it('writes a top-level sequence or mapping entry by entry, as the same text as in one call', () => {
    fc.assert(
      fc.property(jsonText, (json) => {
        const value = parseLosslessJson(json);
        expect(stringifyLosslessYaml(value)).toBe(dumpYaml(value));
      }),
      { numRuns: 500 },
    );
  });
});

describe('JSON → YAML → JSON', () => {
  it('keeps arbitrary JSON values (fc.jsonValue) exactly', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        const documents = parseLosslessYaml(jsonToYaml(json));
        expect(documents).toHaveLength(1);
        expect(stringifyLosslessJson(documents[0] as LosslessJson)).toBe(json);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every digit of numbers written as text, and every string and key', () => {
    fc.assert(
      fc.property(jsonText, (json) => {
        const [document] = parseLosslessYaml(jsonToYaml(json));
        expect(reformatJson(stringifyLosslessJson(document as LosslessJson), '  ')).toBe(reformatJson(json, '  '));
      }),
      { numRuns: 500 },
    );
  });

  it('writes YAML that an independent reader (js-yaml with its defaults) reads as the same data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.stringify(load(jsonToYaml(JSON.stringify(value))))).toBe(JSON.stringify(value));
      }),
      { numRuns: 300 },
    );
  });
});
