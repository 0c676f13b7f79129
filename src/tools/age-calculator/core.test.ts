import { beforeAll, describe, expect, it } from 'vitest';
import { loadTemporal, temporal } from '../../lib/time/temporal';
import { ToolError } from '../../lib/tool-error';
import {
  ageRows,
  ageTitle,
  birthdayIn,
  computeAge,
  countdown,
  leapRuleText,
  nextBirthdayRows,
  readBirth,
} from './core';
import type { LeapRule } from './core';

beforeAll(async () => {
  await loadTemporal();
});

/** 2026-11-24T16:00:00Z: the fixed clock every test reads. */
const NOW_NS = BigInt(Date.UTC(2026, 10, 24, 16)) * 1_000_000n;
const date = (text: string) => temporal().PlainDate.from(text);
const age = (birth: string, on = '', rule: LeapRule = 'feb28', zone = 'UTC') =>
  computeAge(birth, { zone, on, nowNs: NOW_NS, rule });

describe('readBirth', () => {
  it.each([
    ['1990-05-17', '1990-05-17', null],
    ['born 1990-05-17', '1990-05-17', null],
    ['DOB: 1990-05-17 08:30', '1990-05-17', '08:30:00'],
    ['Date of birth: 2000-02-29', '2000-02-29', null],
  ])('%j', (text, expectedDate, expectedTime) => {
    const moment = readBirth(text);
    expect(moment.date.toString()).toBe(expectedDate);
    expect(moment.time?.toString() ?? null).toBe(expectedTime);
  });

  it.each([
    ['', 'Enter a birth date'],
    ['1900-02-29', '1900-02-29: February 1900 has 28 days.'],
    ['2026-02-29', '2026-02-29: February 2026 has 28 days.'],
    ['1990-13-01', '1990-13-01: month 13 is out of range 1–12.'],
    ['1990-05-17 25:00', 'hour 25 is out of range 0–23.'],
    ['17/05/1990', '"17/05/1990" is not a date.'],
  ])('%j is refused: %s', (text, message) => {
    expect(() => readBirth(text)).toThrow(ToolError);
    expect(() => readBirth(text)).toThrow(message);
  });
});

describe('birthdayIn', () => {
  it.each([
    ['2000-02-29', 2024, 'feb28', '2024-02-29'], // 2024 is a leap year
    ['2000-02-29', 2100, 'feb28', '2100-02-28'], // 2100 is not (divisible by 100, not by 400)
    ['2000-02-29', 1900 + 400, 'mar1', '2300-03-01'],
    ['1896-02-29', 1900, 'feb28', '1900-02-28'], // 1900 is not a leap year
    ['1896-02-29', 1900, 'mar1', '1900-03-01'],
    ['1896-02-29', 2000, 'mar1', '2000-02-29'], // 2000 is (divisible by 400)
    ['1990-05-17', 2026, 'mar1', '2026-05-17'],
    ['1990-02-28', 2024, 'mar1', '2024-02-28'],
  ] as const)('born %s: in %d (%s) on %s', (birth, year, rule, expected) => {
    expect(birthdayIn(year, date(birth), rule).toString()).toBe(expected);
  });
});

describe('computeAge', () => {
  it.each([
    // birth, on, years, months, days, total days
    ['1990-05-17', '', 36, 6, 7, 13340],
    ['1990-05-17', '2026-05-17', 36, 0, 0, 13149],
    ['1990-05-17', '2026-05-16', 35, 11, 29, 13148],
    ['2026-11-24', '', 0, 0, 0, 0],
    ['2000-01-31', '2000-03-01', 0, 1, 1, 30], // 2000 is a leap year: 31 Jan to 29 Feb is a month (clamped)
    ['1900-01-31', '1900-03-01', 0, 1, 1, 29], // 1900 is not
    ['2024-02-29', '2024-12-31', 0, 10, 2, 306],
  ])('born %s, on %j: %d years %d months %d days', (birth, on, years, months, days, totalDays) => {
    const result = age(birth, on);
    expect([result.years, result.months, result.days, result.totalDays]).toEqual([years, months, days, totalDays]);
  });

  it.each([
    // 29 February births around a common year's 28 February and 1 March
    ['feb28', '2025-02-27', 0, 11, 29],
    ['feb28', '2025-02-28', 1, 0, 0],
    ['feb28', '2025-03-01', 1, 0, 1],
    ['mar1', '2025-02-28', 0, 11, 30],
    ['mar1', '2025-03-01', 1, 0, 0],
    ['feb28', '2028-02-28', 3, 11, 30], // 2028 is a leap year: the birthday is the 29th
    ['feb28', '2028-02-29', 4, 0, 0],
    ['mar1', '2025-03-28', 1, 0, 27],
    ['mar1', '2025-03-29', 1, 1, 0],
    ['mar1', '2028-02-28', 3, 11, 30],
  ] as const)('born 2024-02-29 (%s), on %s: %d years %d months %d days', (rule, on, years, months, days) => {
    const result = age('2024-02-29', on, rule);
    expect([result.years, result.months, result.days]).toEqual([years, months, days]);
  });

  it('gives the totals', () => {
    const result = age('1990-05-17');
    expect(result.totalMonths).toBe(36 * 12 + 6);
    expect(result.totalWeeks).toBe(1905);
    expect(result.weekDays).toBe(5);
    // 13,340 days to midnight UTC, then 16 hours of today.
    expect(result.totalHours).toBe(13340 * 24 + 16);
  });

  it('counts the hours from the birth time, exactly across DST', () => {
    const result = age('2026-03-08 00:00', '2026-03-09', 'feb28', 'America/New_York');
    expect(result.totalDays).toBe(1);
    expect(result.totalHours).toBe(23);
  });

  it('says when the birth time falls in a DST gap', () => {
    const result = age('2026-03-08 02:30', '2026-11-24', 'feb28', 'America/New_York');
    expect(result.birthNote).toContain('2026-03-08 02:30 does not exist in America/New_York');
  });

  it('finds the next birthday, its age and how far it is', () => {
    const result = age('1990-05-17');
    expect(result.next.date.toString()).toBe('2027-05-17');
    expect(result.next.turning).toBe(37);
    expect(result.next.daysUntil).toBe(174);
    expect(result.isBirthday).toBe(false);
    const later = age('1990-12-01');
    expect(later.next.date.toString()).toBe('2026-12-01');
    expect(later.next.daysUntil).toBe(7);
  });

  it('knows a birthday when it is one, and gives the one after', () => {
    const result = age('1990-11-24');
    expect(result.isBirthday).toBe(true);
    expect(result.years).toBe(36);
    expect(result.next.date.toString()).toBe('2027-11-24');
  });

  it('moves a 29 February birthday in common years by the rule, and says so', () => {
    const feb28 = age('2000-02-29', '2026-11-24', 'feb28');
    expect(feb28.next.date.toString()).toBe('2027-02-28');
    expect(feb28.next.movedFromLeapDay).toBe(true);
    expect(feb28.leapRule).toBe(leapRuleText(date('2000-02-29'), 'feb28'));
    expect(feb28.leapRule).toContain('28 February');
    const mar1 = age('2000-02-29', '2026-11-24', 'mar1');
    expect(mar1.next.date.toString()).toBe('2027-03-01');
    expect(mar1.leapRule).toContain('1 March');
    const leapYear = age('2000-02-29', '2027-11-24', 'feb28');
    expect(leapYear.next.date.toString()).toBe('2028-02-29');
    expect(leapYear.next.movedFromLeapDay).toBe(false);
    expect(age('1990-05-17').leapRule).toBeNull();
  });

  it('refuses a birth date after the date the age is for', () => {
    expect(() => age('2030-01-01')).toThrow(
      'The birth date 2030-01-01 is after the date the age is computed for, 2026-11-24.',
    );
    expect(() => age('1990-05-17', '1980-01-01')).toThrow(
      'The birth date 1990-05-17 is after the date the age is computed for, 1980-01-01.',
    );
  });

  it('checks the "age on" date strictly', () => {
    expect(() => age('1990-05-17', '2026-02-30')).toThrow('2026-02-30: February 2026 has 28 days.');
  });

  it('reads "today" in the zone: it is already tomorrow in Tokyo', () => {
    expect(age('1990-05-17', '', 'feb28', 'Asia/Tokyo').onDate.toString()).toBe('2026-11-25');
    expect(age('1990-05-17', '', 'feb28', 'Pacific/Honolulu').onDate.toString()).toBe('2026-11-24');
  });
});

describe('countdown', () => {
  it.each([
    [90_061n, { days: 1, hours: 1, minutes: 1, seconds: 1 }],
    [59n, { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    [-5n, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])('%d seconds ahead', (seconds, expected) => {
    expect(countdown(NOW_NS + seconds * 1_000_000_000n, NOW_NS)).toEqual(expected);
  });
});

describe('the result in words', () => {
  it.each([
    ['1990-05-17', '', '36 years, 6 months, 7 days'],
    ['2025-11-23', '', '1 year, 0 months, 1 day'],
    ['1990-05-17', '2000-01-01', '9 years, 7 months, 15 days'],
  ])('born %s, on %j: %s', (birth, on, title) => {
    expect(ageTitle(age(birth, on), 'en-US')).toBe(title);
  });

  it.each([
    [
      '1990-05-17',
      '',
      {
        Born: 'Thursday, May 17, 1990',
        'Age on': 'Tuesday, November 24, 2026 (today)',
        Months: '438',
        Weeks: '1,905 weeks, 5 days',
        Days: '13,340',
        Hours: '320,176 (from the start of the birth day)',
      },
    ],
    [
      '1990-05-17 08:30',
      '2000-01-01',
      {
        Born: 'Thursday, May 17, 1990 at 8:30 AM',
        'Age on': 'Saturday, January 1, 2000',
        Months: '115',
        Weeks: '502 weeks, 2 days',
        Days: '3,516',
        Hours: '84,375',
      },
    ],
  ])('rows of born %s, on %j', (birth, on, rows) => {
    const result = ageRows(age(birth, on), 'en-US');
    expect(Object.fromEntries(result.map((row) => [row.label, row.value]))).toEqual(rows);
  });

  it.each([
    ['1990-05-17', '', { Date: 'May 17, 2027', Weekday: 'Monday', Turning: '37', Countdown: '174 days' }],
    ['1990-05-17', '2000-01-01', { Date: 'May 17, 2000', Countdown: '137 days from 2000-01-01' }],
    // Within two days of it, today: hours, minutes and seconds, to the birthday's midnight in the zone.
    ['1990-11-25', '', { Date: 'November 25, 2026', Countdown: '8 h 00 m 00 s' }],
    ['2000-02-29', '', { Date: 'February 28, 2027', 'Leap day': expect.stringContaining('28 February') }],
  ])('next birthday of born %s, on %j', (birth, on, rows) => {
    const result = nextBirthdayRows(age(birth, on), NOW_NS, 'en-US');
    expect(Object.fromEntries(result.map((row) => [row.label, row.value]))).toMatchObject(rows);
  });

  it('sets a ticking countdown in monospace, and a count of days in plain text', () => {
    const countdownRow = (birth: string) =>
      nextBirthdayRows(age(birth), NOW_NS, 'en-US').find((row) => row.label === 'Countdown');
    expect(countdownRow('1990-11-25')?.mono).toBe(true);
    expect(countdownRow('1990-05-17')?.mono).toBeUndefined();
  });
});
