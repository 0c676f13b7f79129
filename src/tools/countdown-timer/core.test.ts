import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTemporal } from '../../lib/time/temporal';
import { clockText, countdown, durationText, parseDuration, passedText, readTarget, splitDuration } from './core';
import { awayText, countdownTitle, countingNote, endText, readCountdown, targetDstNote, type DateTarget } from './core';

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

describe('reading what to count to', () => {
  beforeAll(async () => {
    await loadTemporal();
  });

  it.each([
    ['date', '  ', null],
    ['timer', '25m', { kind: 'timer', durationMs: 25 * 60_000 }],
    ['timer', '25', { kind: 'error', message: '25 needs a unit: 25m for minutes, 25s for seconds, 25h for hours.' }],
    ['date', '2027-02-30 10:00', { kind: 'error', message: expect.stringContaining('February 2027 has 28 days') }],
    [
      'date',
      'until 2030-01-01',
      {
        kind: 'date',
        endMs: Date.parse('2030-01-01T05:00:00Z'),
        zone: 'America/New_York',
        localDateTime: '2030-01-01 00:00',
      },
    ],
  ] as const)('%s %j', (mode, text, expected) => {
    const target = readCountdown(mode, text, 'America/New_York');
    if (expected === null) expect(target).toBeNull();
    else expect(target).toMatchObject(expected);
  });

  const dateTarget = (text: string) => readCountdown('date', text, 'America/New_York') as DateTarget;

  it.each([
    ['2027-06-01 09:00', null],
    [
      '2027-03-14 02:30',
      '2027-03-14 02:30 does not exist in America/New_York: clocks skip 60 minutes here. It resolves to 2027-03-14 03:30:00 (-04:00), which is what this counts to.',
    ],
    [
      '2027-11-07 01:30',
      '2027-11-07 01:30 happens twice in America/New_York: first at -04:00, then an hour later at -05:00. This counts to the first.',
    ],
  ])('what DST does to %s', (text, note) => {
    expect(targetDstNote(dateTarget(text))).toBe(note);
  });

  it('counts to the first of a repeated time, and past a skipped one', () => {
    expect(dateTarget('2027-11-07 01:30').endMs).toBe(Date.parse('2027-11-07T05:30:00Z'));
    expect(dateTarget('2027-03-14 02:30').endMs).toBe(Date.parse('2027-03-14T07:30:00Z'));
  });
});

describe('the words around a countdown', () => {
  const END_MS = Date.parse('2026-11-27T16:01:03Z');

  it.each([
    [countdown(NOW_NS + ms(3 * 86_400_000), NOW_NS), 'In 3 days. Press Start to count down.'],
    [countdown(NOW_NS - ms(3 * 86_400_000), NOW_NS), 'That time passed 3 days ago.'],
    [countdown(NOW_NS, NOW_NS), 'That time is now.'],
  ])('how far off: %j', (away, text) => {
    expect(awayText(away)).toBe(text);
  });

  it.each([
    ['full', 'Friday, November 27, 2026 at 11:01:03 AM EST'],
    ['medium', 'Nov 27, 2026, 11:01:03 AM'],
    ['time', '11:01:03 AM'],
  ] as const)('the end, %s', (style, text) => {
    expect(endText(END_MS, 'America/New_York', style, 'en-US')).toBe(text);
  });

  it.each([
    ['running', 'Ends Nov 27, 2026, 11:01:03 AM (America/New_York).'],
    ['paused', 'Resume to go on counting.'],
  ] as const)('under the time left, %s', (status, text) => {
    expect(countingNote(status, END_MS, 'America/New_York', 'en-US')).toBe(text);
  });

  const left = countdown(NOW_NS + ms(70_000), NOW_NS);
  const clock = {
    hidden: false,
    endMs: END_MS,
    zone: 'America/New_York',
    toolName: 'Countdown Timer',
    locale: 'en-US',
  };
  it.each([
    ['idle', left, false, 'Countdown Timer'],
    ['running', left, false, '00:01:10 left · Countdown Timer'],
    ['running', left, true, 'Ends 11:01:03 AM · Countdown Timer'],
    ['running', countdown(NOW_NS, NOW_NS), false, 'Countdown Timer'],
    ['paused', left, false, 'Paused at 00:01:10 · Countdown Timer'],
    ['paused', left, true, 'Paused at 00:01:10 · Countdown Timer'],
    ['done', countdown(NOW_NS, NOW_NS), false, 'Time’s up! · Countdown Timer'],
  ] as const)('the tab title, %s, %o, hidden: %s', (status, remaining, hidden, title) => {
    expect(countdownTitle(status, remaining, { ...clock, hidden })).toBe(title);
  });
});
