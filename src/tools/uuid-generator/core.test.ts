import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isToolError } from '../../lib/tool-error';
import {
  decodeId,
  generateIds,
  localText,
  NAMESPACES,
  parseUlid,
  parseUuid,
  SAMPLE_INPUT,
  styleId,
  ulid,
  utcText,
  uuidFromName,
  uuidV1,
  uuidV4,
  uuidV7,
  type GenerateOptions,
  type RandomBytes,
} from './core';
import { detect } from './detect';

/** A fixed random source: the hex bytes given, repeated as needed. */
const fixed =
  (hexBytes: string): RandomBytes =>
  (bytes) => {
    const source = hexBytes.match(/../g)!.map((pair) => parseInt(pair, 16));
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = source[index % source.length]!;
    return bytes;
  };

const hexToBytes = (text: string) => Uint8Array.from(text.match(/../g)!, (pair) => parseInt(pair, 16));

/** RFC 9562 Appendix A: 2022-02-22 14:22:22 at -05:00. */
const RFC_TIME = Date.UTC(2022, 1, 22, 19, 22, 22);

describe('RFC 9562 Appendix A test vectors', () => {
  it('A.1 v1 from its timestamp, clock sequence and node', () => {
    expect(uuidV1(RFC_TIME, 0, fixed('00'), { clockSeq: 0x33c8, node: hexToBytes('9f6bdeced846') })).toBe(
      'c232ab00-9414-11ec-b3c8-9f6bdeced846',
    );
  });

  it.each([
    [3, 'dns', 'www.example.com', '5df41881-3aed-3515-88a7-2f4a814cf09e'],
    [5, 'dns', 'www.example.com', '2ed6657d-e927-568b-95e1-2665a8aea6a2'],
  ] as const)('A.2/A.4 v%i of %s %s', (version, space, name, expected) => {
    expect(uuidFromName(version, NAMESPACES[space], name)).toBe(expected);
  });

  it('A.3 v4 from its random bits', () => {
    expect(uuidV4(fixed('919108f752d10320' + '1bacf847db4148a8'))).toBe('919108f7-52d1-4320-9bac-f847db4148a8');
  });

  it('A.6 v7 from its time and random bits', () => {
    expect(uuidV7(0x017f22e279b0, fixed('000000000000' + '0cc3' + '18c4dc0c0c07398f'))).toBe(
      '017f22e2-79b0-7cc3-98c4-dc0c0c07398f',
    );
  });

  it.each([
    ['A.1 v1', 'C232AB00-9414-11EC-B3C8-9F6BDECED846', '1', '2022-02-22T19:22:22.000Z', 0x33c8, '9f:6b:de:ce:d8:46'],
    ['A.5 v6', '1EC9414C-232A-6B00-B3C8-9F6BDECED846', '6', '2022-02-22T19:22:22.000Z', 0x33c8, '9f:6b:de:ce:d8:46'],
    ['A.6 v7', SAMPLE_INPUT, '7', '2022-02-22T19:22:22.000Z', undefined, undefined],
    ['A.3 v4', '919108f7-52d1-4320-9bac-f847db4148a8', '4', undefined, undefined, undefined],
    ['A.2 v3', '5df41881-3aed-3515-88a7-2f4a814cf09e', '3', undefined, undefined, undefined],
    ['A.4 v5', '2ed6657d-e927-568b-95e1-2665a8aea6a2', '5', undefined, undefined, undefined],
  ])('decodes %s', (_name, text, version, time, clockSequence, node) => {
    const decoded = decodeId(text);
    expect(decoded.version.startsWith(version)).toBe(true);
    expect(decoded.variant).toBe('RFC 9562 (10xx)');
    expect(decoded.time === undefined ? undefined : utcText(decoded.time)).toBe(time);
    expect(decoded.clockSequence).toBe(clockSequence);
    expect(decoded.node).toBe(node);
  });
});

describe('parseUuid', () => {
  it.each([
    '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
    '6BA7B810-9DAD-11D1-80B4-00C04FD430C8',
    '6ba7b8109dad11d180b400c04fd430c8',
    '{6ba7b810-9dad-11d1-80b4-00c04fd430c8}',
    'urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8',
    '  6ba7b810-9dad-11d1-80b4-00c04fd430c8\n',
  ])('reads %s', (text) => {
    expect(decodeId(text).canonical).toBe(NAMESPACES.dns);
  });

  it.each([
    ['', 'Paste a UUID'],
    ['6ba7b810-9dad-11d1-80b4-00c04fd430c', 'Not a UUID'],
    ['6ba7b810-9dad-11d1-80b4-00c04fd430cg', 'Not a UUID'],
    ['6ba7b8-109dad-11d1-80b4-00c04fd430c8', 'Not a UUID'],
    ['<script>alert(1)</script>', 'Not a UUID'],
  ])('refuses %j', (text, message) => {
    expect(() => parseUuid(text)).toThrow(message);
  });
});

describe('decodeId', () => {
  it.each([
    ['00000000-0000-0000-0000-000000000000', 'Nil UUID (all zeros)', 'None'],
    ['ffffffff-ffff-ffff-ffff-ffffffffffff', 'Max UUID (all ones)', 'None'],
    ['6ba7b810-9dad-11d1-00b4-00c04fd430c8', 'None (the variant is not RFC 9562’s)', 'NCS (reserved, 0xxx)'],
    ['6ba7b810-9dad-11d1-c0b4-00c04fd430c8', 'None (the variant is not RFC 9562’s)', 'Microsoft (reserved, 110x)'],
    ['6ba7b810-9dad-11d1-e0b4-00c04fd430c8', 'None (the variant is not RFC 9562’s)', 'Reserved for the future (111x)'],
    ['6ba7b810-9dad-81d1-80b4-00c04fd430c8', '8 (custom)', 'RFC 9562 (10xx)'],
    ['6ba7b810-9dad-21d1-80b4-00c04fd430c8', '2 (DCE Security)', 'RFC 9562 (10xx)'],
    ['6ba7b810-9dad-f1d1-80b4-00c04fd430c8', '15 (not defined)', 'RFC 9562 (10xx)'],
  ])('%s: %s, %s', (text, version, variant) => {
    const decoded = decodeId(text);
    expect(decoded.version).toBe(version);
    expect(decoded.variant).toBe(variant);
    expect(decoded.time).toBeUndefined();
  });

  it('keeps a v1 time below the millisecond', () => {
    const decoded = decodeId(uuidV1(RFC_TIME, 1234, fixed('ab')));
    expect(decoded.time).toBe(RFC_TIME);
    expect(decoded.subMillisecond).toBe(1234);
  });

  it('gives the same 128 bits as a ULID and back', () => {
    const asUlid = decodeId(SAMPLE_INPUT).other;
    expect(asUlid).toHaveLength(26);
    expect(decodeId(asUlid).other).toBe(SAMPLE_INPUT.toLowerCase());
    // A v7 UUID and a ULID both start with 48 bits of milliseconds.
    expect(decodeId(asUlid).time).toBe(RFC_TIME);
  });
});

describe('ULID (github.com/ulid/spec)', () => {
  it('encodes the spec’s seed time as its time part', () => {
    expect(ulid(1469918176385, fixed('00')).slice(0, 10)).toBe('01ARYZ6S41');
  });

  it.each([
    ['01ARYZ6S41TSV4RRFFQ69G5FAV', 1469918176385],
    ['01arz3ndektsv4rrffq69g5fav', Date.UTC(2016, 6, 30, 23, 54, 10, 259)],
    ['00000000000000000000000000', 0],
    ['7ZZZZZZZZZZZZZZZZZZZZZZZZZ', 2 ** 48 - 1],
  ])('decodes %s', (text, time) => {
    const decoded = decodeId(text);
    expect(decoded.kind).toBe('ulid');
    expect(decoded.time).toBe(time);
    expect(decoded.canonical).toBe(text.toUpperCase());
  });

  it('reads I and L as 1 and O as 0, as Crockford’s base32 does', () => {
    expect(parseUlid('OIARYZ6S4LTSV4RRFFQ69G5FAV').canonical).toBe('01ARYZ6S41TSV4RRFFQ69G5FAV');
  });

  it.each([
    ['8ZZZZZZZZZZZZZZZZZZZZZZZZZ', 'at most 7'],
    ['01ARYZ6S41TSV4RRFFQ69G5FAU', 'Not a ULID'],
  ])('refuses %s', (text, message) => {
    expect(() => decodeId(text)).toThrow(message);
  });

  it('makes the largest time and refuses one past it', () => {
    expect(ulid(2 ** 48 - 1, fixed('ff'))).toBe('7ZZZZZZZZZZZZZZZZZZZZZZZZZ');
    expect(() => ulid(2 ** 48)).toThrow('1970 to 10889');
  });
});

const OPTIONS: GenerateOptions = {
  kind: 'v4',
  count: 1,
  namespace: 'dns',
  customNamespace: '',
  name: '',
  upperCase: false,
  hyphens: true,
  braces: false,
};

describe('generateIds', () => {
  it.each(['v4', 'v7', 'v1'] as const)('%s: many, all different, each decoding to its version', (kind) => {
    const ids = generateIds({ ...OPTIONS, kind, count: 10_000 });
    expect(new Set(ids).size).toBe(10_000);
    expect(decodeId(ids[0]!).version.startsWith(kind.slice(1))).toBe(true);
    expect(decodeId(ids[9_999]!).variant).toBe('RFC 9562 (10xx)');
  });

  it('makes ULIDs of the current time', () => {
    const [id] = generateIds({ ...OPTIONS, kind: 'ulid' }, undefined, () => 1469918176385);
    expect(id!.slice(0, 10)).toBe('01ARYZ6S41');
  });

  it('makes one name-based UUID, from a custom namespace too', () => {
    expect(generateIds({ ...OPTIONS, kind: 'v5', count: 5, name: 'www.example.com' })).toEqual([
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    ]);
    expect(
      generateIds({
        ...OPTIONS,
        kind: 'v3',
        namespace: 'custom',
        customNamespace: NAMESPACES.dns,
        name: 'www.example.com',
      }),
    ).toEqual(['5df41881-3aed-3515-88a7-2f4a814cf09e']);
    expect(() => generateIds({ ...OPTIONS, kind: 'v3', namespace: 'custom', customNamespace: 'nope' })).toThrow(
      'custom namespace must be a UUID',
    );
  });

  it.each([0, -1, 10_001, Number.NaN])('refuses a count of %s', (count) => {
    expect(() => generateIds({ ...OPTIONS, count })).toThrow('from 1 to 10,000');
  });

  it.each([
    [{ upperCase: true }, '2ED6657D-E927-568B-95E1-2665A8AEA6A2'],
    [{ hyphens: false }, '2ed6657de927568b95e12665a8aea6a2'],
    [{ braces: true }, '{2ed6657d-e927-568b-95e1-2665a8aea6a2}'],
    [{ upperCase: true, hyphens: false, braces: true }, '{2ED6657DE927568B95E12665A8AEA6A2}'],
  ])('writes %j as %s', (style, expected) => {
    expect(styleId('2ed6657d-e927-568b-95e1-2665a8aea6a2', { ...OPTIONS, ...style })).toBe(expected);
  });
});

describe('localText', () => {
  it.each([
    ['UTC', '2022-02-22 19:22:22.000 +00:00'],
    ['America/New_York', '2022-02-22 14:22:22.000 -05:00'],
    ['Asia/Kolkata', '2022-02-23 00:52:22.000 +05:30'],
  ])('%s', (zone, expected) => {
    expect(localText(RFC_TIME, zone)).toBe(expected);
  });
});

describe('hostile input', () => {
  const alphabet = fc.constantFrom(...'0123456789abcdefABCDEF-{}():urnuidOILZ \n\u0000é😀<>'.split(''));
  it('decodes or refuses with a message, never crashes, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: alphabet, maxLength: 45 })), (text) => {
        try {
          const decoded = decodeId(text);
          expect(decoded.canonical.length).toBeGreaterThan(0);
        } catch (error) {
          expect(isToolError(error)).toBe(true);
        }
        expect(() => detect(text, false)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back every UUID and ULID it makes, whatever their bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        fc.integer({ min: 0, max: 2 ** 48 - 1 }),
        (bytes, ms) => {
          const random: RandomBytes = (target) => {
            target.set(bytes.slice(0, target.length));
            return target;
          };
          expect(decodeId(uuidV7(ms, random)).time).toBe(ms);
          expect(decodeId(ulid(ms, random)).time).toBe(ms);
          expect(decodeId(uuidV4(random)).version).toBe('4 (random)');
        },
      ),
      { numRuns: 500 },
    );
  });
});
