import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTemporal, temporal } from '../../lib/time/temporal';
import {
  fixedForms,
  formatPattern,
  formRows,
  isoBasic,
  isoExtended,
  isoWeekDate,
  localeForm,
  parseDateInput,
  readDate,
  readingNotes,
  tokenizePattern,
  tokenRows,
  zonedAt,
} from './core';

beforeAll(async () => {
  await loadTemporal();
});

const read = (text: string, zone = 'UTC') => readDate(text, zone);
const utc = (text: string, zone = 'UTC') =>
  temporal().Instant.fromEpochNanoseconds(read(text, zone).epochNs).toString();
const form = (text: string, label: string, zone = 'UTC') =>
  fixedForms(read(text, zone)).find((entry) => entry.label === label)?.value;

describe('reading ISO 8601 and RFC 3339', () => {
  it.each([
    ['2026-11-24T15:30:00Z', '2026-11-24T15:30:00Z'],
    ['2026-11-24t15:30:00z', '2026-11-24T15:30:00Z'],
    ['2026-11-24 15:30:00+01:00', '2026-11-24T14:30:00Z'],
    ['20261124T153000Z', '2026-11-24T15:30:00Z'],
    ['20261124T1530-0500', '2026-11-24T20:30:00Z'],
    ['2026-11-24T15:30:00.123456789+01:00', '2026-11-24T14:30:00.123456789Z'],
    ['2026-11-24T15:30:00,5Z', '2026-11-24T15:30:00.5Z'],
    ['2026-11-24T15:30+05', '2026-11-24T10:30:00Z'],
    ['2026-W48-2T15:30:00Z', '2026-11-24T15:30:00Z'],
    ['2026W482T153000Z', '2026-11-24T15:30:00Z'],
    ['2026-328T15:30:00Z', '2026-11-24T15:30:00Z'],
    ['2026328T15Z', '2026-11-24T15:00:00Z'],
    ['+012026-11-24T00:00:00Z', '+012026-11-24T00:00:00Z'],
    ['2026-11-24T15:30:00+01:00[Europe/Paris]', '2026-11-24T14:30:00Z'],
    ['2026-11-24T15:30:00Z[Europe/Paris]', '2026-11-24T15:30:00Z'],
    ['2026-11-24T15:30:00[Europe/Paris]', '2026-11-24T14:30:00Z'],
    ['2026-11-24T15:30:00+01:00[Europe/Paris][u-ca=gregory]', '2026-11-24T14:30:00Z'],
  ])('%s is %s', (text, instant) => {
    expect(utc(text)).toBe(instant);
  });

  it.each([
    ['2026-11-24', 'America/New_York', '2026-11-24T05:00:00Z', 'date'],
    ['2026-11-24T10:00', 'America/New_York', '2026-11-24T15:00:00Z', 'local'],
    ['2026-W48', 'UTC', '2026-11-23T00:00:00Z', 'date'],
    ['2026-328', 'Asia/Kolkata', '2026-11-23T18:30:00Z', 'date'],
  ])('%s without an offset is local in %s', (text, zone, instant, kind) => {
    expect(utc(text, zone)).toBe(instant);
    expect(read(text, zone).kind).toBe(kind);
  });

  it.each([
    // ISO weeks at the ends of years.
    ['2020-12-31', '2020-W53-4'],
    ['2021-01-03', '2020-W53-7'],
    ['2021-01-04', '2021-W01-1'],
    ['2024-12-30', '2025-W01-1'],
    ['2026-11-24', '2026-W48-2'],
    ['2027-01-01', '2026-W53-5'],
  ])('%s is in ISO week %s', (date, week) => {
    expect(isoWeekDate(temporal().PlainDate.from(date))).toBe(week);
    expect(utc(week)).toBe(`${date}T00:00:00Z`);
  });

  it.each([
    ['1900-02-29', 'February 1900 has 28 days'],
    ['2000-02-29', null],
    ['2024-02-29', null],
    ['2026-02-29', 'February 2026 has 28 days'],
    ['2026-02-30', 'February 2026 has 28 days'],
    ['1900-366', 'day 366 is out of range 1–365 (1900 has 365 days)'],
    ['2000-366', null],
    ['2024-366', null],
    ['2026-366', 'day 366 is out of range 1–365 (2026 has 365 days)'],
    ['2020-W53-1', null],
    ['2021-W53-1', 'week 53 is out of range 1–52 (2021 has 52 ISO weeks)'],
  ])('leap years and week years: %s', (text, error) => {
    if (error === null) expect(() => read(text)).not.toThrow();
    else expect(() => read(text)).toThrow(error);
  });

  it.each([
    ['2026-11-24T25:00', '2026-11-24T25:00: hour 25 is out of range 0–23.'],
    ['2026-11-24T24:00', 'hour 24 is out of range 0–23'],
    ['2026-11-24T10:60', 'minute 60 is out of range 0–59'],
    ['2026-11-24T23:59:60Z', 'second 60 is a leap second'],
    ['2026-13-01', 'month 13 is out of range 1–12'],
    ['2026-W48-8', 'weekday 8 is out of range 1–7 (1 is Monday)'],
    ['2026-11-24T10:00+25:00', 'offset hour 25 is out of range 0–23'],
    ['2026-11-24T10:00+01:00:0', '"+01:00:0" is not a UTC offset'],
    ['2026-11-24T10:00:00.1234567891Z', 'nanoseconds (9 digits) are the finest'],
    ['2026-11', '"2026-11" is not an ISO 8601 date'],
    ['2026/11/24', '"2026/11/24" is not an ISO 8601 date'],
    ['2026-11-24T1:30', '"1:30" is not a time of day'],
    ['2026-11-24T10:00[Mars/Olympus]', 'Unknown time zone: Mars/Olympus'],
    ['2026-11-24T10:00[!u-xx=1]', 'the critical annotation [!u-xx=1] is not one this tool knows'],
    [
      '2026-11-24T10:00:00+02:00[!Europe/Paris]',
      'The offset +02:00 does not agree with Europe/Paris, which is at +01:00',
    ],
    ['', 'Enter a date'],
    ['+999999-01-01T00:00Z', 'is outside the range of dates'],
    ['tomorrow', '"tomorrow" is not a date this tool reads'],
  ])('%s says what is wrong: %s', (text, message) => {
    expect(() => read(text)).toThrow(message);
  });

  it('says when an offset and its zone disagree, and keeps the instant', () => {
    const reading = read('2026-11-24T15:30:00+02:00[Europe/Paris]');
    expect(reading.notes.join(' ')).toContain('The offset +02:00 does not agree with Europe/Paris, which is at +01:00');
    expect(temporal().Instant.fromEpochNanoseconds(reading.epochNs).toString()).toBe('2026-11-24T13:30:00Z');
    expect(reading.zone).toBe('Europe/Paris');
  });

  it('says so when a local time is skipped or repeated', () => {
    expect(read('2026-03-08T02:30', 'America/New_York')).toMatchObject({
      local: { kind: 'gap', gapMinutes: 60, resolvedDateTime: '2026-03-08T03:30:00', offset: '-04:00' },
    });
    expect(utc('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00Z');
    const overlap = read('2026-11-01T01:30', 'America/New_York');
    expect(overlap.local).toMatchObject({ kind: 'overlap', earlierOffset: '-04:00', laterOffset: '-05:00' });
    expect(temporal().Instant.fromEpochNanoseconds(overlap.epochNs).toString()).toBe('2026-11-01T05:30:00Z');
  });

  it('names the form it read', () => {
    expect(parseDateInput('20261124T153000Z').form).toBe('ISO 8601 basic date and basic time in UTC (Z)');
    expect(parseDateInput('2026-W48-2').form).toBe('ISO 8601 extended week date');
    expect(parseDateInput('2026-11-24T15:30:00+01:00[Europe/Paris]').form).toBe(
      'ISO 8601 extended date and extended time with offset +01:00 and zone Europe/Paris (RFC 9557)',
    );
  });
});

describe('reading RFC 2822 and HTTP-dates', () => {
  it.each([
    ['Tue, 24 Nov 2026 15:30:00 +0100', '2026-11-24T14:30:00Z', 'RFC 2822 date-time'],
    ['24 Nov 2026 15:30 -0500', '2026-11-24T20:30:00Z', 'RFC 2822 date-time'],
    ['Tue, 24 Nov 2026 15:30:00 EST', '2026-11-24T20:30:00Z', 'RFC 2822 date-time'],
    ['Tue, 24 Nov 2026 14:30:00 GMT', '2026-11-24T14:30:00Z', 'HTTP-date (RFC 9110)'],
    ['Tuesday, 24-Nov-26 14:30:00 GMT', '2026-11-24T14:30:00Z', 'HTTP-date in the obsolete RFC 850 form'],
    ['Tue Nov 24 14:30:00 2026', '2026-11-24T14:30:00Z', 'HTTP-date in the obsolete asctime form'],
  ])('%s is %s', (text, instant, name) => {
    expect(utc(text)).toBe(instant);
    expect(parseDateInput(text).form).toBe(name);
  });

  it.each([
    ['Mon, 24 Nov 2026 15:30:00 +0100', '24 November 2026 is a Tuesday, not a Monday'],
    ['Tue, 31 Nov 2026 15:30:00 +0100', 'November 2026 has 30 days'],
    ['Tue, 24 Nov 2026 25:30:00 +0100', 'hour 25 is out of range 0–23'],
    ['Tue, 24 Foo 2026 15:30:00 +0100', '"Foo" is not a month'],
    ['Tue, 24 Nov 2026 15:30:00 XYZ', '"XYZ" is not a zone RFC 2822 knows'],
  ])('%s: %s', (text, message) => {
    expect(() => read(text)).toThrow(message);
  });
});

describe('writing', () => {
  it('writes every fixed form of an instant in its own offset', () => {
    const forms = Object.fromEntries(
      fixedForms(read('2026-11-24T15:30:00.123456789+01:00')).map((entry) => [entry.label, entry.value]),
    );
    expect(forms).toEqual({
      'ISO 8601 extended': '2026-11-24T15:30:00.123456789+01:00',
      'ISO 8601 basic': '20261124T153000.123456789+0100',
      'ISO week date': '2026-W48-2',
      'ISO ordinal date': '2026-328',
      'RFC 3339 (UTC)': '2026-11-24T14:30:00.123456789Z',
      'RFC 2822': 'Tue, 24 Nov 2026 15:30:00 +0100',
      'HTTP-date': 'Tue, 24 Nov 2026 14:30:00 GMT',
      'Unix seconds': '1795530600.123456789',
      'Unix milliseconds': '1795530600123.456789',
    });
  });

  it('writes a zoned value with its zone, and Z in UTC', () => {
    expect(form('2026-11-24T15:30:00+01:00[Europe/Paris]', 'RFC 9557 (with zone)')).toBe(
      '2026-11-24T15:30:00+01:00[Europe/Paris]',
    );
    expect(form('2026-11-24T15:30:00Z', 'ISO 8601 extended')).toBe('2026-11-24T15:30:00Z');
    expect(form('2026-11-24T15:30:00Z', 'ISO 8601 basic')).toBe('20261124T153000Z');
    expect(form('1800-01-01T00:00:00Z', 'RFC 2822')).toBeNull();
    expect(form('1969-12-31T23:59:59.5Z', 'Unix seconds')).toBe('-0.5');
  });

  it.each([
    ['full', 'Tuesday, November 24, 2026 at 3:30:00 PM GMT+01:00'],
    ['short', '11/24/26, 3:30 PM'],
  ] as const)('writes the locale %s form, also for a fixed offset', (style, text) => {
    const reading = read('2026-11-24T15:30:00+01:00');
    expect(localeForm(reading.epochNs, reading.zone, style, false, 'en-US').replace(/\u202f/g, ' ')).toBe(text);
  });

  it('writes the locale forms of a zone by Intl', () => {
    const reading = read('2026-11-24T15:30:00[Europe/Paris]');
    expect(localeForm(reading.epochNs, reading.zone, 'long', false, 'en-GB')).toBe('24 November 2026 at 15:30:00 CET');
    expect(localeForm(reading.epochNs, reading.zone, 'medium', true, 'de-DE')).toBe('24.11.2026');
  });
});

describe('patterns', () => {
  const format = (pattern: string, locale = 'en-US') => {
    const at = read('2026-11-24T15:30:05.123456789+01:00[Europe/Paris]');
    return formatPattern(at.epochNs, at.zone, pattern, locale);
  };

  it.each([
    ['yyyy-MM-dd HH:mm:ss', '2026-11-24 15:30:05'],
    ['yy/M/d h:mm a', '26/11/24 3:30 PM'],
    ['EEEE, MMMM d', 'Tuesday, November 24'],
    ['EEE MMM dd', 'Tue Nov 24'],
    ['SSS|SSSSSS|SSSSSSSSS|S', '123|123456|123456789|1'],
    ['XXX XX X xxx xx Z', '+01:00 +0100 +01 +01:00 +0100 +0100'],
    ['VV z', 'Europe/Paris GMT+1'],
    ['D DDD w ww YYYY', '328 328 48 48 2026'],
    ["'Week' w', day' D", 'Week 48, day 328'],
    ["h 'o''clock'", "3 o'clock"],
    ["''yy''", "'26'"],
    ['HH:mm:ss.SSSXXX', '15:30:05.123+01:00'],
  ])('%s → %s', (pattern, text) => {
    expect(format(pattern)).toBe(text);
  });

  it('names months and days in the locale', () => {
    expect(format('EEEE d MMMM yyyy', 'fr-FR')).toBe('mardi 24 novembre 2026');
  });

  it('writes Z for UTC with X, and the ISO week-year at the year end', () => {
    const reading = read('2021-01-03T00:00:00Z');
    expect(formatPattern(reading.epochNs, reading.zone, "XXX YYYY-'W'ww-e".replace('-e', ''), 'en-US')).toBe(
      'Z 2020-W53',
    );
    expect(formatPattern(reading.epochNs, reading.zone, 'yyyy', 'en-US')).toBe('2021');
  });

  it.each([
    ['yyyy-MM-dd T', '"T" at character 12 is not a pattern letter: put literal text in single quotes'],
    ['HHH', '"HHH" at character 1 is not a pattern token: "H" comes 1 to 2 at a time'],
    ["'open", 'The quote at character 1 is not closed'],
  ])('%s is rejected: %s', (pattern, message) => {
    expect(() => tokenizePattern(pattern)).toThrow(message);
  });
});

describe('properties', () => {
  const instants = fc.bigInt({ min: -(10n ** 19n) * 6n, max: 10n ** 19n * 25n });
  const zones = fc.constantFrom(
    'UTC',
    'Europe/Paris',
    'America/New_York',
    'Asia/Kolkata',
    'Australia/Lord_Howe',
    '+05:45',
    '-03:30',
  );

  it('reading the ISO extended, basic and RFC 9557 forms gives back the instant', () => {
    fc.assert(
      fc.property(instants, zones, (epochNs, zone) => {
        const time = zonedAt(epochNs, zone);
        for (const text of [isoExtended(time, zone), isoBasic(time, zone), `${isoExtended(time, zone)}[${zone}]`]) {
          expect(readDate(text, 'UTC').epochNs).toBe(epochNs);
        }
      }),
    );
  });
});

describe('any text', () => {
  const dateLike = fc.string({
    unit: fc.constantFrom(...'0123456789-:T+Z.,W []!/=abcEuropePars ', 'GMT', 'Tue', 'Nov'),
    maxLength: 40,
  });

  it('is read or refused with a message, never an exception of another kind', () => {
    fc.assert(
      fc.property(fc.oneof(dateLike, fc.string({ maxLength: 40 })), (text) => {
        try {
          const reading = readDate(text, 'Europe/Paris');
          fixedForms(reading);
        } catch (error) {
          if (!(error instanceof Error && (error.name === 'ToolError' || error instanceof RangeError))) throw error;
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('as a pattern is written or refused with a message', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."yMdDEwHhamsSXxZVz'Yq -:."), maxLength: 20 }), (pattern) => {
        try {
          formatPattern(0n, 'Europe/Paris', pattern, 'en-US');
        } catch (error) {
          if (!(error instanceof Error && error.name === 'ToolError')) throw error;
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('what the screen lists', () => {
  it.each([
    ['2026-11-24T15:30:00Z', 'UTC', []],
    [
      '2026-03-08T02:30',
      'America/New_York',
      [
        'Clocks in America/New_York skip 60 minutes here, so no instant has this local time. It resolves to 2026-03-08 03:30:00 (-04:00), as calendar software does.',
      ],
    ],
    [
      '2026-11-01T01:30',
      'America/New_York',
      [
        'Clocks in America/New_York go back here, so this local time happens twice: at -04:00 (shown below) and again at -05:00, Unix 1793514600',
      ],
    ],
  ])('the notes on %s in %s', (text, zone, expected) => {
    const notes = readingNotes(read(text, zone));
    expect(notes.slice(notes.length - expected.length)).toEqual(expected);
    if (expected.length === 0) expect(notes).toEqual(read(text, zone).notes);
  });

  it('lists the forms to copy, then the locale styles, and says why a form is missing', () => {
    const rows = formRows(read('2026-11-24T15:30:00Z'), 'en-US');
    expect(rows[0]).toEqual({ label: 'ISO 8601 extended', value: '2026-11-24T15:30:00Z', copy: true });
    expect(rows.slice(-4).map((row) => row.label)).toEqual([
      'Locale, full',
      'Locale, long',
      'Locale, medium',
      'Locale, short',
    ]);
    expect(rows.find((row) => row.label === 'Locale, short')).toEqual({
      label: 'Locale, short',
      value: '11/24/26, 3:30 PM',
      copy: true,
    });
    const farFuture = formRows(read('+012026-11-24T15:30:00Z'), 'en-US');
    expect(farFuture.find((row) => row.label === 'RFC 2822')).toEqual({
      label: 'RFC 2822',
      value: 'RFC 2822 writes years 1900 to 9999 only.',
    });
  });

  it('gives each pattern letter its example for the value, and none without one', () => {
    const reading = read('2026-11-24T15:30:00Z');
    expect(tokenRows(reading, 'en-US').find((row) => row.token === 'yyyy')).toEqual({
      token: 'yyyy',
      meaning: 'Year, four digits',
      example: '2026',
    });
    expect(tokenRows(undefined).every((row) => row.example === '')).toBe(true);
  });
});
