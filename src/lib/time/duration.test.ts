import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DURATION_UNITS,
  foldSubseconds,
  formatHumanDuration,
  formatIsoDuration,
  parseDuration,
  parseHumanDuration,
  parseIsoDuration,
  type DurationValue,
  clockParts,
} from './duration';

const value = (amounts: DurationValue['amounts'], negative = false): DurationValue => ({ negative, amounts });

describe('parseIsoDuration', () => {
  it.each([
    ['P1Y2M10DT2H30M', value({ years: '1', months: '2', days: '10', hours: '2', minutes: '30' })],
    ['PT0.5S', value({ seconds: '0.5' })],
    ['PT1,250S', value({ seconds: '1.25' })],
    ['P2W', value({ weeks: '2' })],
    ['-P1D', value({ days: '1' }, true)],
    ['p1dt1h', value({ days: '1', hours: '1' })],
    ['PT0S', value({})],
    ['-PT0S', value({})],
    ['PT36H', value({ hours: '36' })],
    ['P0.5Y', value({ years: '0.5' })],
  ])('%s', (text, expected) => {
    expect(parseIsoDuration(text)).toEqual(expected);
  });

  it.each([
    ['1D', 'it must start with P at character 1'],
    ['P', 'there is no component after P'],
    ['P1Y2X', '"X" is not a designator here; use Y, M, W or D before T (and H, M, S after it) at character 5'],
    ['PT1D', '"D" is not a designator here; use H, M or S after T at character 4'],
    ['P1D1Y', 'years after a smaller unit or twice'],
    ['P1.5DT1H', 'only the last component may have a fraction at character 2'],
    ['P1DT', 'T must be followed by hours, minutes or seconds'],
    ['P1', 'the number 1 has no designator'],
    ['PxD', '"x" where a number should be at character 2'],
  ])('%s is rejected: %s', (text, message) => {
    expect(() => parseIsoDuration(text)).toThrow(message);
  });
});

describe('parseHumanDuration', () => {
  it.each([
    ['1h 30m', value({ hours: '1', minutes: '30' })],
    ['1h30m', value({ hours: '1', minutes: '30' })],
    ['90 minutes', value({ minutes: '90' })],
    ['2 days 3 hours', value({ days: '2', hours: '3' })],
    ['2 days, 3 hours and 4.5 seconds', value({ days: '2', hours: '3', seconds: '4.5' })],
    ['1.5h', value({ hours: '1.5' })],
    ['-1 week', value({ weeks: '1' }, true)],
    ['250 ms 3 µs 7ns', value({ milliseconds: '250', microseconds: '3', nanoseconds: '7' })],
    ['1 year 2 months', value({ years: '1', months: '2' })],
    ['1:30:00', value({ hours: '1', minutes: '30' })],
    ['1:30', value({ hours: '1', minutes: '30' })],
    ['36:00:00', value({ hours: '36' })],
    ['2:01:30:15.25', value({ days: '2', hours: '1', minutes: '30', seconds: '15.25' })],
  ])('%s', (text, expected) => {
    expect(parseHumanDuration(text)).toEqual(expected);
  });

  it.each([
    ['3x', '`3x` is not a duration unit at character 2: "x" is none of'],
    ['1h 3x', '`3x` is not a duration unit at character 5'],
    ['90', '`90` at character 1 has no unit'],
    ['1h 1 hour', '`1 hour` at character 6 gives hours a second time'],
    ['1h ?', '`?` at character 4 is not a duration'],
    ['1:75:00', 'minutes 75 is out of range 0–59'],
    ['1,500 ms', '`1` at character 1 has no unit'],
    ['1.5 months 2 days', 'A fraction of a month can only be the last part'],
  ])('%s is rejected: %s', (text, message) => {
    expect(() => parseHumanDuration(text)).toThrow(message);
  });
});

describe('parseDuration', () => {
  it.each([
    ['P1D', undefined, 'iso', value({ days: '1' })],
    ['1:30:00', undefined, 'clock', value({ hours: '1', minutes: '30' })],
    ['90 min', undefined, 'words', value({ minutes: '90' })],
    ['1500', 'milliseconds', 'number', value({ milliseconds: '1500' })],
    ['-2.50', 'seconds', 'number', value({ seconds: '2.5' }, true)],
    ['.5', 'seconds', 'number', value({ seconds: '0.5' })],
  ] as const)('%s (bare unit %s) is %s', (text, bareUnit, form, expected) => {
    expect(parseDuration(text, { bareUnit })).toEqual({ form, value: expected });
  });
});

describe('formatting', () => {
  it.each([
    [value({ years: '1', months: '2', days: '10', hours: '2', minutes: '30' }), 'P1Y2M10DT2H30M'],
    [value({}), 'PT0S'],
    [value({ milliseconds: '1500' }), 'PT1.5S'],
    [value({ seconds: '3', nanoseconds: '7' }), 'PT3.000000007S'],
    [value({ hours: '1.5', minutes: '10' }), 'PT1H40M'],
    [value({ days: '1.25', seconds: '1' }), 'P1DT6H1S'],
    [value({ weeks: '1' }, true), '-P1W'],
  ])('ISO of %j is %s', (duration, text) => {
    expect(formatIsoDuration(duration)).toBe(text);
  });

  it.each([
    [
      value({ days: '1', hours: '2', minutes: '3', seconds: '4' }),
      '1 day 2 hours 3 minutes 4 seconds',
      '1 d 2 h 3 min 4 s',
    ],
    [value({}), '0 seconds', '0 s'],
    [value({ microseconds: '1.5' }, true), '-1.5 microseconds', '-1.5 µs'],
  ])('words of %j', (duration, long, short) => {
    expect(formatHumanDuration(duration)).toBe(long);
    expect(formatHumanDuration(duration, { short: true })).toBe(short);
  });
});

/** Durations with whole amounts in any unit, and sub-second units below 1000 (as ISO can hold them). */
const durations = fc
  .record({
    negative: fc.boolean(),
    amounts: fc.record(
      Object.fromEntries(
        DURATION_UNITS.map((unit) => [
          unit,
          fc.option(
            fc.bigInt({ min: 0n, max: unit.endsWith('seconds') && unit !== 'seconds' ? 999n : 10n ** 12n }).map(String),
            { nil: undefined },
          ),
        ]),
      ) as Record<(typeof DURATION_UNITS)[number], fc.Arbitrary<string | undefined>>,
    ),
  })
  .map(({ negative, amounts }) => {
    const kept = Object.fromEntries(
      Object.entries(amounts).filter(([, amount]) => amount !== undefined && amount !== '0'),
    );
    return { negative: negative && Object.keys(kept).length > 0, amounts: kept } as DurationValue;
  });

describe('properties', () => {
  it('parse(format(d)) is d in words, long and short', () => {
    fc.assert(
      fc.property(durations, (duration) => {
        expect(parseHumanDuration(formatHumanDuration(duration))).toEqual(duration);
        expect(parseHumanDuration(formatHumanDuration(duration, { short: true }))).toEqual(duration);
      }),
    );
  });

  it('parse(format(d)) is d in ISO 8601, with sub-second units in the seconds', () => {
    fc.assert(
      fc.property(durations, (duration) => {
        expect(parseIsoDuration(formatIsoDuration(duration))).toEqual(foldSubseconds(duration));
      }),
    );
  });
});

describe('clockParts', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [59, { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    [3_661, { days: 0, hours: 1, minutes: 1, seconds: 1 }],
    [86_399, { days: 0, hours: 23, minutes: 59, seconds: 59 }],
    [86_400, { days: 1, hours: 0, minutes: 0, seconds: 0 }],
    [100 * 86_400 + 7_322, { days: 100, hours: 2, minutes: 2, seconds: 2 }],
  ])('%i seconds', (seconds, parts) => expect(clockParts(seconds)).toEqual(parts));
});
