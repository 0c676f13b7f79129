import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockText, countdown, durationText, parseDuration, passedText, readTarget, splitDuration } from './core';

const NS_PER_MS = 1_000_000n;
/** A fixed "now": 24 November 2026, 16:00 UTC, in epoch nanoseconds. */
const NOW_NS = BigInt(Date.parse('2026-11-24T16:00:00Z')) * NS_PER_MS;
const ms = (value: number) => BigInt(value) * NS_PER_MS;

describe('countdown, a pure function of the target and now', () => {
  it.each([
    { left: 1, parts: { days: 0, hours: 0, minutes: 0, seconds: 1 }, clock: '00:00:01' },
    { left: 999, parts: { days: 0, hours: 0, minutes: 0, seconds: 1 }, clock: '00:00:01' },
    { left: 1000, parts: { days: 0, hours: 0, minutes: 0, seconds: 1 }, clock: '00:00:01' },
    { left: 1001, parts: { days: 0, hours: 0, minutes: 0, seconds: 2 }, clock: '00:00:02' },
    { left: 25 * 60_000, parts: { days: 0, hours: 0, minutes: 25, seconds: 0 }, clock: '00:25:00' },
    { left: 90_061_000, parts: { days: 1, hours: 1, minutes: 1, seconds: 1 }, clock: '1d 01:01:01' },
    {
      left: 37 * 86_400_000 + 8 * 3_600_000,
      parts: { days: 37, hours: 8, minutes: 0, seconds: 0 },
      clock: '37d 08:00:00',
    },
  ])('$left ms left: $clock', ({ left, parts, clock }) => {
    const result = countdown(NOW_NS + ms(left), NOW_NS);
    expect(result).toEqual({ kind: 'counting', remainingMs: left, parts });
    if (result.kind === 'counting') expect(clockText(result.parts)).toBe(clock);
  });

  it.each([
    { ago: 0, expected: { kind: 'reached' } },
    { ago: 999, expected: { kind: 'reached' } },
    { ago: 1000, expected: { kind: 'passed', elapsedMs: 1000 } },
    { ago: 3 * 86_400_000, expected: { kind: 'passed', elapsedMs: 3 * 86_400_000 } },
  ])('a target $ago ms ago is $expected.kind', ({ ago, expected }) => {
    expect(countdown(NOW_NS - ms(ago), NOW_NS)).toEqual(expected);
  });

  it('the parts always add up to the time left, rounded up to the second', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 18n }), (leftNs) => {
        const result = countdown(NOW_NS + leftNs, NOW_NS);
        if (result.kind !== 'counting') throw new Error('a future target counts');
        const { days, hours, minutes, seconds } = result.parts;
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
        const total = ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
        expect(total).toBe(Math.ceil(Number(leftNs) / 1e9));
      }),
    );
  });

  it('counts to the nanosecond', () => {
    expect(countdown(NOW_NS + 1n, NOW_NS)).toMatchObject({ kind: 'counting', parts: { seconds: 1 } });
  });
});

describe('passedText', () => {
  it.each([
    [500, 'That time is now.'],
    [1000, 'That time passed 1 second ago.'],
    [59_000, 'That time passed 59 seconds ago.'],
    [61_000, 'That time passed 1 minute ago.'],
    [2 * 3_600_000 + 5, 'That time passed 2 hours ago.'],
    [3 * 86_400_000 + 3_600_000, 'That time passed 3 days ago.'],
    [800 * 86_400_000, 'That time passed 2 years ago.'],
  ])('%i ms: %s', (elapsed, text) => {
    expect(passedText(elapsed)).toBe(text);
  });
});

describe('splitDuration', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [-5000, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [3_599_001, { days: 0, hours: 1, minutes: 0, seconds: 0 }],
  ])('%i ms', (value, parts) => {
    expect(splitDuration(value)).toEqual(parts);
  });
});

describe('readTarget', () => {
  it.each([
    ['2030-01-01 00:00', '2030-01-01 00:00'],
    ['2030-01-01T09:30:15', '2030-01-01 09:30:15'],
    ['  2030-01-01  ', '2030-01-01 00:00'],
    ['Countdown to 2030-01-01 00:00', '2030-01-01 00:00'],
    ['count down to: 2027-03-08 02:30', '2027-03-08 02:30'],
    ['until 2026-12-25', '2026-12-25 00:00'],
    ['Deadline: 2026-12-31 17:00', '2026-12-31 17:00'],
    ['deadline is 2026-12-31 17:00', '2026-12-31 17:00'],
  ])('%j names %s', (input, expected) => {
    expect(readTarget(input)).toBe(expected);
  });

  it.each(['tomorrow', '2030-01-01 00:00 UTC', '01/01/2030', 'until', '2030-1-1'])('rejects %j', (input) => {
    expect(() => readTarget(input)).toThrow('is not a date and time. Write it as YYYY-MM-DD HH:mm');
  });
});

describe('parseDuration', () => {
  it.each([
    ['25m', 25 * 60_000],
    ['90s', 90_000],
    ['1h 30m', 90 * 60_000],
    ['1h30m', 90 * 60_000],
    ['2H 5S', 2 * 3_600_000 + 5000],
    ['1d 2h', 26 * 3_600_000],
    ['1:30:00', 90 * 60_000],
    ['25:00', 25 * 60_000],
    ['0:05', 5000],
    ['100:00:00', 100 * 3_600_000],
    ['90:00', 90 * 60_000],
  ])('%s is %i ms', (input, expected) => {
    expect(parseDuration(input)).toBe(expected);
  });

  it.each([
    ['', 'Enter a duration, such as 25m, 1h 30m or 1:30:00.'],
    ['25', '25 needs a unit: 25m for minutes, 25s for seconds, 25h for hours.'],
    ['1:75:00', '1:75:00: minutes 75 is out of range 0–59.'],
    ['10:75', '10:75: seconds 75 is out of range 0–59.'],
    ['30m 1h', 'write each unit once, largest first'],
    ['5m 5m', 'write each unit once, largest first'],
    ['0m', 'The duration is zero: a timer needs at least a second.'],
    ['101d', '101d is more than 100 days: for that, count down to a date instead.'],
    ['5 minutes', '"5 minutes" is not a duration.'],
    ['1.5h', '"1.5h" is not a duration.'],
    ['-5m', '"-5m" is not a duration.'],
  ])('%j: %s', (input, message) => {
    expect(() => parseDuration(input)).toThrow(message);
  });
});

describe('durationText', () => {
  it.each([
    [90 * 60_000, '1 hour 30 minutes'],
    [1000, '1 second'],
    [86_400_000 + 2000, '1 day 2 seconds'],
  ])('%i ms: %s', (value, text) => {
    expect(durationText(value)).toBe(text);
  });
});
