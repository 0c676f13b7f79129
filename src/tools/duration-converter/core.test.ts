import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatHumanDuration, formatIsoDuration, parseDuration } from '../../lib/time/duration';
import { loadTemporal, temporal } from '../../lib/time/temporal';
import { balance, convertDuration, divideExactly, formRows, startDate, totalRows, type ConvertOptions } from './core';

beforeAll(async () => {
  await loadTemporal();
});

const NOW = 1_795_536_000_000_000_000n; // 2026-11-24T16:00:00Z
const AVERAGE: ConvertOptions = { bareUnit: 'milliseconds', basis: 'average', start: '', nowNs: NOW, zone: 'UTC' };
const CALENDAR: ConvertOptions = { ...AVERAGE, basis: 'calendar' };
const total = (result: ReturnType<typeof convertDuration>, unit: string) =>
  result.totals.find((row) => row.unit === unit);

describe('divideExactly', () => {
  it.each([
    [90n, 60n, '1.5', true],
    [1n, 3n, '0.333333333333', false],
    [2n, 3n, '0.666666666667', false],
    [-3n, 2n, '-1.5', true],
    [0n, 7n, '0', true],
    [123456789123456789n, 1n, '123456789123456789', true],
  ])('%d / %d = %s', (value, divisor, text, exact) => {
    expect(divideExactly(value, divisor)).toEqual({ text, exact });
  });
});

describe('convertDuration', () => {
  it.each([
    ['1h 30m', 'a duration in words', 5_400_000_000_000n, '1 h 30 min', 'PT1H30M'],
    ['90 minutes', 'a duration in words', 5_400_000_000_000n, '1 h 30 min', 'PT1H30M'],
    ['1:30:00', 'clock notation (h:mm:ss)', 5_400_000_000_000n, '1 h 30 min', 'PT1H30M'],
    ['2 days 3 hours', 'a duration in words', 183_600_000_000_000n, '2 d 3 h', 'P2DT3H'],
    ['93784005', 'a bare number of milliseconds', 93_784_005_000_000n, '1 d 2 h 3 min 4 s 5 ms', 'P1DT2H3M4.005S'],
    ['PT0.000000001S', 'an ISO 8601 duration', 1n, '1 ns', 'PT0.000000001S'],
    ['-PT1H', 'an ISO 8601 duration', -3_600_000_000_000n, '-1 h', '-PT1H'],
    ['P1W', 'an ISO 8601 duration', 604_800_000_000_000n, '7 d', 'P7D'],
  ])('%s is %s of %d ns, %s', (text, readAs, ns, breakdown, iso) => {
    const result = convertDuration(text, AVERAGE);
    expect(result).toMatchObject({ readAs, totalNs: ns, breakdown, isoBalanced: iso, basisNote: null });
  });

  it('gives the total in every unit, exactly where the decimal ends', () => {
    const result = convertDuration('90 minutes', AVERAGE);
    expect(total(result, 'hours')).toMatchObject({ value: '1.5', exact: true });
    expect(total(result, 'nanoseconds')).toMatchObject({ value: '5400000000000', exact: true });
    expect(total(result, 'days')).toMatchObject({ value: '0.0625', exact: true });
    expect(total(result, 'weeks')).toMatchObject({ value: '0.008928571429', exact: false });
    expect(result.totals.map((row) => row.unit)).toEqual([
      'years',
      'months',
      'weeks',
      'days',
      'hours',
      'minutes',
      'seconds',
      'milliseconds',
      'microseconds',
      'nanoseconds',
    ]);
  });

  it('counts months and years by the Gregorian average, and says so', () => {
    const result = convertDuration('P1Y2M10DT2H30M', AVERAGE);
    // 31,556,952 s + 2 × 2,629,746 s + 10 days + 2.5 hours.
    expect(result.totalNs).toBe(37_689_444_000_000_000n);
    expect(total(result, 'hours')).toMatchObject({ value: '10469.29', exact: true });
    expect(convertDuration('P1Y', AVERAGE).totals.find((row) => row.unit === 'months')).toMatchObject({ value: '12' });
    expect(result.basisNote).toContain('1 month = 30.436875 days, 1 year = 365.2425 days');
    expect(result.isoAsEntered).toBe('P1Y2M10DT2H30M');
    expect(result.humanAsEntered).toBe('1 year 2 months 10 days 2 hours 30 minutes');
  });

  it('counts months and years on the calendar from a start date, and says so', () => {
    const result = convertDuration('P1Y2M10DT2H30M', { ...CALENDAR, start: '2026-11-24' });
    // 2026-11-24 + 1 year 2 months = 2028-01-24: 426 days (2027 is not a leap year, 2028 leap day comes later).
    expect(result.totalNs).toBe((436n * 86_400n + 9_000n) * 1_000_000_000n);
    expect(result.basisNote).toBe(
      'Months and years are counted on the calendar from 2026-11-24: 1 year 2 months ends on 2028-01-24, 426 days later.',
    );
    expect(result.calendarBreakdown).toBe('1 y 2 mo 10 d 2 h 30 min');
    expect(total(result, 'months')).toMatchObject({ exact: false });
    expect(convertDuration('P1M', { ...CALENDAR, start: '2028-02-01' }).totalNs).toBe(29n * 86_400_000_000_000n);
    // Today, from the clock, when no start is given.
    expect(convertDuration('P1M', CALENDAR).basisNote).toContain('from 2026-11-24');
    expect(total(convertDuration('P2M', { ...CALENDAR, start: '2026-01-01' }), 'months')).toMatchObject({
      value: '2',
      exact: true,
    });
  });

  it.each([
    ['', 'Enter a duration'],
    ['3x', '`3x` is not a duration unit at character 2'],
    ['P1Y2X', '"X" is not a designator here'],
    ['0.5 ns', 'not a whole number of nanoseconds'],
  ])('%j says what is wrong', (text, message) => {
    expect(() => convertDuration(text, AVERAGE)).toThrow(message);
  });

  it.each([
    ['2026-02-30', 'February 2026 has 28 days'],
    ['2026-13-01', 'month 13 is out of range 1–12'],
    ['24.11.2026', 'is not a date: write it as YYYY-MM-DD'],
  ])('start date %s is rejected: %s', (start, message) => {
    expect(() => convertDuration('P1M', { ...CALENDAR, start })).toThrow(message);
  });

  it('says when the calendar runs out', () => {
    expect(() => convertDuration('P300000Y', CALENDAR)).toThrow('ends outside the range of dates');
    expect(convertDuration('P300000Y', AVERAGE).totalNs).toBe(300_000n * 31_556_952_000_000_000n);
  });

  it('rejects fractional months on the calendar', () => {
    expect(() => convertDuration('1.5 months', CALENDAR)).toThrow('Fractions of a year or month have no length');
    expect(convertDuration('1.5 months', AVERAGE).totalNs).toBe(3_944_619_000_000_000n);
  });
});

describe('balance', () => {
  it.each([
    [0n, '0 s'],
    [93_784_005_006_007n, '1 d 2 h 3 min 4 s 5 ms 6 µs 7 ns'],
    [-61_000_000_000n, '-1 min 1 s'],
  ])('%d ns is %s', (ns, text) => {
    expect(formatHumanDuration(balance(ns), { short: true })).toBe(text);
  });
});

describe('startDate', () => {
  it('is today in the zone when empty', () => {
    expect(startDate('', NOW, 'Pacific/Kiritimati').toString()).toBe('2026-11-25');
    expect(startDate('', NOW, 'America/Los_Angeles').toString()).toBe('2026-11-24');
  });
});

describe('properties', () => {
  const nanoseconds = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n });

  it('a total read back from its ISO and words forms is the same total', () => {
    fc.assert(
      fc.property(nanoseconds, (ns) => {
        const balanced = balance(ns);
        for (const text of [
          formatIsoDuration(balanced),
          formatHumanDuration(balanced),
          formatHumanDuration(balanced, { short: true }),
        ]) {
          expect(convertDuration(text, AVERAGE).totalNs).toBe(ns);
        }
      }),
    );
  });

  it('adding a duration to a date and subtracting it returns the start, where the calendar allows', () => {
    const Temporal = temporal();
    const dates = fc.record({
      year: fc.integer({ min: 1900, max: 2200 }),
      month: fc.integer({ min: 1, max: 12 }),
      // Days past the 28th may not exist in the month landed on: 2026-01-31 + 1 month is 2026-02-28.
      day: fc.integer({ min: 1, max: 28 }),
    });
    // Months first and days after do not undo in reverse order (1900-01-01 + P1M25D is 1900-02-26, and
    // 1900-02-26 - P1M25D is 1900-01-01 only by luck), so each kind is a duration of its own.
    const durations = fc.oneof(
      fc.record({
        years: fc.integer({ min: 0, max: 50 }),
        months: fc.integer({ min: 0, max: 30 }),
        negative: fc.boolean(),
      }),
      fc.record({
        weeks: fc.integer({ min: 0, max: 100 }),
        days: fc.integer({ min: 0, max: 1000 }),
        hours: fc.integer({ min: 0, max: 100 }),
        minutes: fc.integer({ min: 0, max: 100 }),
        seconds: fc.integer({ min: 0, max: 100 }),
        negative: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(dates, durations, (date, { negative, ...fields }) => {
        const start = Temporal.PlainDate.from(date).toPlainDateTime();
        const text = formatIsoDuration({
          negative,
          amounts: Object.fromEntries(Object.entries(fields).map(([unit, amount]) => [unit, String(amount)])),
        });
        const { value } = parseDuration(text);
        const sign = value.negative ? -1 : 1;
        const duration = Temporal.Duration.from({
          seconds: 0,
          ...Object.fromEntries(Object.entries(value.amounts).map(([unit, amount]) => [unit, sign * Number(amount)])),
        });
        expect(start.add(duration).subtract(duration).equals(start)).toBe(true);
      }),
    );
  });
});

describe('any text', () => {
  const durationLike = fc.string({
    unit: fc.constantFrom(...'0123456789PYMWDTHS.,:-+ ', 'min', 'h', 'ms', 'days', 'and', 'x', 'mo', 'µs'),
    maxLength: 30,
  });

  it('is converted or refused with a message, never an exception of another kind', () => {
    fc.assert(
      fc.property(
        fc.oneof(durationLike, fc.string({ maxLength: 30 })),
        fc.constantFrom(AVERAGE, CALENDAR),
        (text, options) => {
          try {
            convertDuration(text, options);
          } catch (error) {
            if (!(error instanceof Error && (error.name === 'ToolError' || error instanceof RangeError))) throw error;
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('result rows', () => {
  it.each([
    [AVERAGE, ['Balanced', 'ISO 8601', 'ISO 8601, balanced', 'In words', 'In words, balanced']],
    [CALENDAR, ['Balanced', 'On the calendar', 'ISO 8601', 'ISO 8601, balanced', 'In words', 'In words, balanced']],
  ])('lists the forms, the calendar one only on the calendar basis', (options, labels) => {
    expect(formRows(convertDuration('P1M', options)).map((row) => row.label)).toEqual(labels);
  });

  it('names each form for its Copy button', () => {
    expect(formRows(convertDuration('90 minutes', AVERAGE))).toEqual([
      { label: 'Balanced', value: '1 h 30 min', copy: 'Balanced breakdown' },
      { label: 'ISO 8601', value: 'PT90M', copy: 'ISO 8601 duration' },
      { label: 'ISO 8601, balanced', value: 'PT1H30M', copy: 'Balanced ISO 8601 duration' },
      { label: 'In words', value: '90 minutes', copy: 'Duration in words' },
      { label: 'In words, balanced', value: '1 hour 30 minutes', copy: 'Balanced duration in words' },
    ]);
  });

  it('marks a rounded total as about its value', () => {
    const rows = totalRows(convertDuration('90 minutes', AVERAGE));
    expect(rows.find((row) => row.label === 'Hours')).toEqual({
      label: 'Hours',
      value: '1.5',
      copy: true,
      about: false,
    });
    expect(rows.find((row) => row.label === 'Weeks')).toMatchObject({ value: '0.008928571429', about: true });
  });
});
