import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMoment } from '../../lib/time/dates';
import { loadTemporal, temporal } from '../../lib/time/temporal';
import {
  businessResult,
  countBusinessDays,
  describeMoment,
  differenceRows,
  DEFAULT_WEEKEND,
  difference,
  durationFromFields,
  durationText,
  exactQuotient,
  parseHolidays,
  parseIsoDuration,
  shiftDate,
  shiftRows,
  splitRange,
  weekdayName,
  type DifferenceOptions,
} from './core';

beforeAll(async () => {
  await loadTemporal();
});

const NEW_YORK = 'America/New_York';
const OPTIONS: DifferenceOptions = {
  startZone: 'UTC',
  endZone: 'UTC',
  includeEnd: false,
  weekend: DEFAULT_WEEKEND,
  holidays: '',
};
const date = (text: string) => temporal().PlainDate.from(text);
const NO_FIELDS = { years: '', months: '', weeks: '', days: '', hours: '', minutes: '', seconds: '' };

describe('splitRange', () => {
  it.each([
    ['2026-01-15 to 2026-11-24', ['2026-01-15', '2026-11-24']],
    ['2026-01-15\n2026-11-24', ['2026-01-15', '2026-11-24']],
    ['between 2026-01-15 and 2026-11-24', ['2026-01-15', '2026-11-24']],
    ['from 2026-03-08 00:00 TO 2026-03-09 00:00', ['2026-03-08 00:00', '2026-03-09 00:00']],
    ['2026-01-15–2026-11-24', ['2026-01-15', '2026-11-24']],
    ['2026-01-15 - 2026-11-24', ['2026-01-15', '2026-11-24']],
  ])('%j', (input, expected) => {
    expect(splitRange(input)).toEqual(expected);
  });

  it.each([
    ['', 'Enter two dates'],
    ['2026-01-15', 'Only one date here ("2026-01-15")'],
    ['2026-01-15\n2026-02-01\n2026-03-01', '3 dates here'],
  ])('%j says what is missing', (input, message) => {
    expect(() => splitRange(input)).toThrow(message);
  });
});

describe('difference', () => {
  it.each([
    // input, calendar, days, weeks, hours
    ['2026-01-15 to 2026-11-24', '10 months, 9 days', '313 days', '44 weeks, 5 days', '7512'],
    ['2024-02-29 to 2025-02-28', '11 months, 30 days', '365 days', '52 weeks, 1 day', '8760'],
    ['2024-02-29 to 2028-02-29', '4 years', '1461 days', '208 weeks, 5 days', '35064'],
    ['2026-01-31 to 2026-03-01', '1 month, 1 day', '29 days', '4 weeks, 1 day', '696'],
    ['2026-01-01 to 2026-01-01', '0 days', '0 days', '0 days', '0'],
    [
      '2026-01-01 10:00 to 2026-01-02 09:30',
      '23 hours, 30 minutes',
      '23 hours, 30 minutes',
      '23 hours, 30 minutes',
      '23.5',
    ],
  ])('%s in UTC', (input, calendar, days, weeks, hours) => {
    const result = difference(input, OPTIONS);
    expect(durationText(result.calendar)).toBe(calendar);
    expect(durationText(result.days)).toBe(days);
    expect(durationText(result.weeks)).toBe(weeks);
    expect(result.totalHours).toBe(hours);
  });

  it('counts a 23-hour DST day as 1 day but 23 hours', () => {
    const result = difference('2026-03-08 00:00 to 2026-03-09 00:00', {
      ...OPTIONS,
      startZone: NEW_YORK,
      endZone: NEW_YORK,
    });
    expect(durationText(result.calendar)).toBe('1 day');
    expect(result.totalHours).toBe('23');
    expect(result.totalMinutes).toBe('1380');
    expect(result.totalSeconds).toBe('82800');
    expect(result.notes).toEqual([]);
  });

  it('counts a 25-hour day when the clocks go back, between dates alone too', () => {
    const result = difference('2026-11-01 to 2026-11-02', { ...OPTIONS, startZone: NEW_YORK, endZone: NEW_YORK });
    expect(durationText(result.calendar)).toBe('1 day');
    expect(result.totalHours).toBe('25');
  });

  it('says when a time falls in a DST gap or overlap', () => {
    const zones = { ...OPTIONS, startZone: NEW_YORK, endZone: NEW_YORK };
    const gap = difference('2026-03-08 02:30 to 2026-03-08 04:00', zones);
    expect(gap.notes[0]).toBe(
      '2026-03-08 02:30 does not exist in America/New_York: clocks skip 60 minutes there, so it is read as 2026-03-08 03:30:00 (-04:00).',
    );
    expect(gap.totalMinutes).toBe('30');
    const overlap = difference('2026-11-01 01:30 to 2026-11-01 03:00', zones);
    expect(overlap.notes[0]).toBe(
      '2026-11-01 01:30 happens twice in America/New_York, at -04:00 and again at -05:00: the earlier is used.',
    );
    expect(overlap.totalHours).toBe('2.5');
  });

  it('measures between zones exactly and counts the calendar in the start zone', () => {
    const result = difference('2026-06-01 09:00 to 2026-06-01 09:00', {
      ...OPTIONS,
      startZone: 'Europe/London',
      endZone: NEW_YORK,
    });
    expect(result.totalHours).toBe('5');
    expect(result.notes.join(' ')).toContain('The end is seen in Europe/London (2026-06-01 14:00');
  });

  it('counts from the earlier date when the end comes first, and says so', () => {
    const result = difference('2026-11-24 to 2026-01-15', OPTIONS);
    expect(result.swapped).toBe(true);
    expect(durationText(result.calendar)).toBe('10 months, 9 days');
    expect(result.notes).toContain('The end is before the start: the difference is counted from the end to the start.');
  });

  it('includes the end date as a whole day when asked', () => {
    const result = difference('2026-01-01 to 2026-01-31', { ...OPTIONS, includeEnd: true });
    expect(durationText(result.calendar)).toBe('1 month');
    expect(durationText(result.days)).toBe('31 days');
    expect(result.business).toEqual({ count: 22, weekendDays: 9, holidaysExcluded: [] });
  });

  it('counts business days without the weekend and the holidays', () => {
    const result = difference('2026-12-21 to 2027-01-04', {
      ...OPTIONS,
      holidays: '2026-12-25 Christmas\n# comment\n\n2027-01-01 New Year\n2026-12-26 (a Saturday)\n2030-01-01',
    });
    expect(result.business).toEqual({ count: 8, weekendDays: 4, holidaysExcluded: ['2026-12-25', '2027-01-01'] });
  });

  it('names the bad holiday lines', () => {
    const result = difference(SAMPLE, { ...OPTIONS, holidays: '2026-12-25\n2026-02-30\nsoon' });
    expect(result.business).toEqual({
      error:
        'Line 2: 2026-02-30: February 2026 has 30 days.'.replace('30 days', '28 days') +
        '\nLine 3: "soon" is not a date. Write it as YYYY-MM-DD: 2026-11-24.',
    });
  });
});
const SAMPLE = '2026-01-15 to 2026-11-24';

describe('countBusinessDays', () => {
  it.each([
    // from, to (exclusive), weekend, business, weekend days
    ['2026-11-23', '2026-11-30', [6, 7], 5, 2],
    ['2026-11-23', '2026-11-23', [6, 7], 0, 0],
    ['2026-11-27', '2026-11-30', [6, 7], 1, 2],
    ['2026-11-23', '2026-11-30', [5, 6], 5, 2],
    ['2026-11-23', '2026-11-30', [7], 6, 1],
    ['2026-11-23', '2026-11-30', [], 7, 0],
    ['2000-01-01', '2100-01-01', [6, 7], 26089, 10436],
  ])('%s to %s without %j: %d', (from, to, weekend, business, weekendDays) => {
    expect(countBusinessDays(date(from), date(to), weekend, [])).toEqual({
      count: business,
      weekendDays,
      holidaysExcluded: [],
    });
  });

  it('agrees with a day-by-day count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.subarray([1, 2, 3, 4, 5, 6, 7]),
        (offset, length, weekend) => {
          const from = date('2024-01-01').add({ days: offset });
          const to = from.add({ days: length });
          let expected = 0;
          for (let day = from; temporal().PlainDate.compare(day, to) < 0; day = day.add({ days: 1 }))
            if (!weekend.includes(day.dayOfWeek)) expected += 1;
          expect(countBusinessDays(from, to, weekend, []).count).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('parseHolidays', () => {
  it('reads one date a line, with names and comments', () => {
    const { dates, problems } = parseHolidays('2026-12-25 Christmas\n\n# office closed\n  2026-12-31  ');
    expect(dates.map(String)).toEqual(['2026-12-25', '2026-12-31']);
    expect(problems).toEqual([]);
  });
});

describe('exactQuotient', () => {
  it.each([
    [90n * 60_000_000_000n, 3_600_000_000_000n, '1.5'],
    [1n, 1_000_000_000n, '0.000000001'],
    [-7_200_000_000_000n, 3_600_000_000_000n, '-2'],
    [1n, 60_000_000_000n, '0'],
    [20_000_000_000n, 60_000_000_000n, '0.333333333'],
  ])('%d / %d = %s', (ns, per, expected) => {
    expect(exactQuotient(ns, per)).toBe(expected);
  });
});

describe('durations', () => {
  it.each([
    [{ ...NO_FIELDS, years: '1', days: '2' }, 'P1Y2D'],
    [{ ...NO_FIELDS, hours: ' 36 ', minutes: '0' }, 'PT36H'],
    [{ ...NO_FIELDS, weeks: '-2' }, '-P2W'],
    [NO_FIELDS, 'PT0S'],
  ])('fields %j make %s', (fields, expected) => {
    expect(durationFromFields(fields).toString()).toBe(expected);
  });

  it.each([
    [{ ...NO_FIELDS, months: '1.5' }, 'Months: "1.5" is not a whole number.'],
    [{ ...NO_FIELDS, days: '1', hours: '-2' }, 'The fields mix positive and negative numbers.'],
  ])('fields %j are refused', (fields, message) => {
    expect(() => durationFromFields(fields)).toThrow(message);
  });

  it('reads ISO 8601 durations, and says what one looks like', () => {
    expect(parseIsoDuration(' P1Y2M10DT2H30M ').toString()).toBe('P1Y2M10DT2H30M');
    expect(() => parseIsoDuration('1 hour')).toThrow('"1 hour" is not an ISO 8601 duration.');
  });
});

describe('shiftDate', () => {
  const shift = (base: string, duration: string, operation: 'add' | 'subtract' = 'add', zone = 'UTC') =>
    shiftDate(parseMoment(base), zone, parseIsoDuration(duration), operation);

  it.each([
    [
      '2026-01-31',
      'P1M',
      'add',
      '2026-02-28',
      'Day 31 does not exist in February 2026, so it is clamped to the last day of February.',
    ],
    [
      '2024-01-31',
      'P1M',
      'add',
      '2024-02-29',
      'Day 31 does not exist in February 2024, so it is clamped to the last day of February.',
    ],
    [
      '2024-02-29',
      'P1Y',
      'add',
      '2025-02-28',
      'Day 29 does not exist in February 2025, so it is clamped to the last day of February.',
    ],
    [
      '2026-03-31',
      'P1M',
      'subtract',
      '2026-02-28',
      'Day 31 does not exist in February 2026, so it is clamped to the last day of February.',
    ],
    ['2026-01-15', 'P1M', 'add', '2026-02-15', null],
    ['2026-01-31', 'P30D', 'add', '2026-03-02', null],
    ['2026-11-24', 'P2W', 'subtract', '2026-11-10', null],
  ] as const)('%s %s %s is %s', (base, duration, operation, expected, clamped) => {
    const result = shift(base, duration, operation);
    expect(result.date.toString()).toBe(expected);
    expect(result.zoned).toBeNull();
    expect(result.clamped).toBe(clamped);
  });

  it('keeps the wall-clock time for days across DST, and counts hours exactly', () => {
    const days = shift('2026-03-07 12:00', 'P1D', 'add', NEW_YORK);
    expect(days.zoned?.toString()).toBe('2026-03-08T12:00:00-04:00[America/New_York]');
    expect(days.notes[0]).toContain('The UTC offset changes on the way, from -05:00 to -04:00');
    const hours = shift('2026-03-07 12:00', 'PT24H', 'add', NEW_YORK);
    expect(hours.zoned?.toString()).toBe('2026-03-08T13:00:00-04:00[America/New_York]');
  });

  it('works on a date alone in a zone when the duration has a time', () => {
    expect(shift('2026-11-24', 'PT36H', 'add', NEW_YORK).zoned?.toString()).toBe(
      '2026-11-25T12:00:00-05:00[America/New_York]',
    );
  });

  describe('adding then subtracting returns the start where the calendar allows', () => {
    const anyDate = fc
      .record({
        year: fc.integer({ min: 1900, max: 2100 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
      })
      .map(({ year, month, day }) => temporal().PlainDate.from({ year, month, day }));
    const moment = (d: ReturnType<typeof date>) => ({ date: d, time: null });

    it('always, for weeks and days', () => {
      fc.assert(
        fc.property(
          anyDate,
          fc.integer({ min: 0, max: 100 }),
          fc.integer({ min: 0, max: 5000 }),
          (start, weeks, days) => {
            const duration = temporal().Duration.from({ weeks, days });
            const there = shiftDate(moment(start), 'UTC', duration, 'add');
            const back = shiftDate(moment(there.date), 'UTC', duration, 'subtract');
            expect(back.date.equals(start)).toBe(true);
          },
        ),
      );
    });

    it('always, for hours, minutes and seconds in a zone with DST', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 366 * 24 }),
          fc.integer({ min: 0, max: 100_000 }),
          fc.integer({ min: 0, max: 10_000_000 }),
          (startHours, minutes, seconds) => {
            const start = temporal()
              .ZonedDateTime.from('2026-01-01T00:00[America/New_York]')
              .add({ hours: startHours });
            const duration = temporal().Duration.from({ minutes, seconds });
            const base = { date: start.toPlainDate(), time: start.toPlainTime() };
            const there = shiftDate(base, NEW_YORK, duration, 'add').zoned!;
            const back = there.subtract(duration);
            expect(back.epochNanoseconds).toBe(start.epochNanoseconds);
          },
        ),
      );
    });

    it('for years and months unless the day was clamped; then it lands on the clamped month’s last day', () => {
      fc.assert(
        fc.property(
          anyDate,
          fc.integer({ min: 0, max: 50 }),
          fc.integer({ min: 0, max: 36 }),
          (start, years, months) => {
            const duration = temporal().Duration.from({ years, months });
            const there = shiftDate(moment(start), 'UTC', duration, 'add');
            const back = shiftDate(moment(there.date), 'UTC', duration, 'subtract');
            if (there.clamped === null) expect(back.date.equals(start)).toBe(true);
            else {
              expect(there.date.day).toBe(there.date.daysInMonth);
              expect(back.date.toPlainYearMonth().equals(start.toPlainYearMonth())).toBe(true);
              expect(back.date.day).toBeLessThan(start.day);
            }
          },
        ),
      );
    });

    it.each([
      // Documented: the calendar does not allow these back.
      ['2026-01-31', 'P1M', '2026-02-28', '2026-01-28'], // clamped on the way
      ['2024-02-29', 'P1Y', '2025-02-28', '2024-02-28'], // a leap day a year on
      ['2026-01-15', 'P1M20D', '2026-03-07', '2026-01-18'], // months are undone first, then days
    ])('but not %s + %s − %s', (start, duration, there, back) => {
      const forward = shift(start, duration);
      expect(forward.date.toString()).toBe(there);
      expect(shift(there, duration, 'subtract').date.toString()).toBe(back);
    });
  });
});

describe('the results in words', () => {
  const rowsOf = (rows: { label: string; value: string }[]) =>
    Object.fromEntries(rows.map((row) => [row.label, row.value]));

  it.each([
    ['2026-03-08T09:30:00-04:00[America/New_York]', true, 'Sunday, March 8, 2026 at 9:30:00 AM EDT'],
    ['2026-03-08T09:30:00-04:00[America/New_York]', false, 'Sunday, March 8, 2026'],
  ])('describeMoment(%s, time %s)', (text, withTime, expected) => {
    expect(describeMoment(temporal().ZonedDateTime.from(text), withTime, 'en-US')).toBe(expected);
  });

  it.each([
    [1, 'en-US', 'Mon'],
    [6, 'en-US', 'Sat'],
    [7, 'de-DE', 'So'],
  ])('weekdayName(%d, %s) is %s', (day, locale, expected) => {
    expect(weekdayName(day, locale)).toBe(expected);
  });

  it('lists the difference of the sample, with its ISO 8601 form in monospace', () => {
    const rows = differenceRows(difference(SAMPLE, OPTIONS), 'en-US');
    expect(rowsOf(rows)).toEqual({
      From: 'Thursday, January 15, 2026',
      To: 'Tuesday, November 24, 2026',
      Calendar: '10 months, 9 days',
      Weeks: '44 weeks, 5 days',
      Days: '313 days',
      Hours: '7,512',
      Minutes: '450,720',
      Seconds: '27,043,200',
      'ISO 8601': 'P10M9D',
    });
    expect(rows.filter((row) => row.mono).map((row) => row.label)).toEqual(['ISO 8601']);
  });

  it.each([
    [false, [], 'None on a business day in the range', 'From the start date up to the end date, not included'],
    [true, ['2026-05-25'], '2026-05-25', 'From the start date to the end date, both included'],
  ])('business days, end included %s', (includeEnd, holidays, excluded, counted) => {
    const business = { count: 1234, weekendDays: 90, holidaysExcluded: holidays };
    const { title, rows } = businessResult(business, includeEnd, 'en-US');
    expect(title).toBe('1,234 business days');
    expect(rowsOf(rows)).toEqual({ 'Weekend days': '90', 'Holidays excluded': excluded, Counted: counted });
  });

  it.each([
    [
      '2026-01-31',
      'add',
      'P1M',
      {
        Calculation: '2026-01-31 + P1M = 2026-02-28',
        Date: 'Saturday, February 28, 2026',
        'ISO 8601': '2026-02-28',
        Duration: '1 month',
      },
    ],
    [
      ' 2026-03-07 12:00 ',
      'subtract',
      'PT24H',
      {
        Calculation: '2026-03-07 12:00 − PT24H = 2026-03-06T12:00:00-05:00',
        Date: 'Friday, March 6, 2026 at 12:00:00 PM EST',
        'ISO 8601': '2026-03-06T12:00:00-05:00[America/New_York]',
        Duration: '24 hours',
      },
    ],
  ] as const)('shifting %j: %s %s', (base, operation, iso, expected) => {
    const duration = parseIsoDuration(iso);
    const shifted = shiftDate(parseMoment(base.trim()), NEW_YORK, duration, operation);
    expect(rowsOf(shiftRows(base, operation, duration, shifted, 'en-US'))).toEqual(expected);
  });
});
