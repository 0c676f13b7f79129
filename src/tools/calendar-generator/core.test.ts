import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTemporal } from '../../lib/time/temporal';
import { ToolError } from '../../lib/tool-error';
import {
  buildCalendar,
  calendarFileName,
  calendarFor,
  steppedInput,
  weekStartChoices,
  weekStartOf,
  calendarNames,
  isoWeekDate,
  localeWeekStart,
  MONDAY,
  monthGrid,
  parseCalendarInput,
  SATURDAY,
  stepInput,
  SUNDAY,
  todayIn,
  toggleDate,
  weekdayOrder,
  type CalendarView,
  type Weekday,
} from './core';

beforeAll(async () => {
  await loadTemporal();
});

/** The grid's dates, a week a line, as YYYY-MM-DD. */
const firstAndLast = (year: number, month: number, weekStart: Weekday) => {
  const { weeks } = monthGrid(year, month, weekStart);
  return [weeks[0]!.days[0]!.date, weeks.at(-1)!.days[6]!.date, weeks.length];
};

describe('ISO week dates at the ends of years', () => {
  it.each([
    ['2020-12-31', '2020-W53-4'],
    ['2021-01-03', '2020-W53-7'],
    ['2021-01-04', '2021-W01-1'],
    ['2026-12-28', '2026-W53-1'],
    ['2027-01-03', '2026-W53-7'],
    ['2024-12-30', '2025-W01-1'],
    ['2008-12-29', '2009-W01-1'],
    ['2010-01-03', '2009-W53-7'],
  ])('%s is %s', (date, expected) => {
    expect(isoWeekDate(date)).toBe(expected);
  });
});

describe('monthGrid', () => {
  it.each([
    // November 2026 starts on a Sunday and ends on a Monday.
    [2026, 11, MONDAY, '2026-10-26', '2026-12-06', 6],
    [2026, 11, SUNDAY, '2026-11-01', '2026-12-05', 5],
    [2026, 11, SATURDAY, '2026-10-31', '2026-12-04', 5],
    // February 2021 is exactly four Monday weeks.
    [2021, 2, MONDAY, '2021-02-01', '2021-02-28', 4],
    [2021, 2, SUNDAY, '2021-01-31', '2021-03-06', 5],
    [2026, 1, SATURDAY, '2025-12-27', '2026-02-06', 6],
  ])('%i-%i with the week from weekday %i runs %s to %s (%i weeks)', (year, month, start, first, last, count) => {
    expect(firstAndLast(year, month, start as Weekday)).toEqual([first, last, count]);
  });

  it.each([MONDAY, SUNDAY, SATURDAY])(
    'starts every row on weekday %i and holds each day of the month once',
    (start) => {
      const grid = monthGrid(2026, 11, start);
      for (const week of grid.weeks) expect(week.days[0]!.weekday).toBe(start);
      const inMonth = grid.weeks.flatMap((week) => week.days).filter((day) => day.inMonth);
      expect(inMonth.map((day) => day.day)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    },
  );

  it('marks the leading and trailing days as the neighbour months’', () => {
    const days = monthGrid(2026, 11, MONDAY).weeks.flatMap((week) => week.days);
    expect(days.filter((day) => !day.inMonth).map((day) => day.date)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it.each([
    [1900, 28],
    [2000, 29],
    [2024, 29],
    [2026, 28],
    [2100, 28],
  ])('February %i has %i days', (year, days) => {
    const grid = monthGrid(year, 2, MONDAY);
    expect(grid.daysInMonth).toBe(days);
    expect(grid.weeks.flatMap((week) => week.days).filter((day) => day.inMonth)).toHaveLength(days);
  });

  it.each([
    // Each row is numbered by its Monday's ISO week, whatever day it starts on.
    [2020, 12, MONDAY, [49, 50, 51, 52, 53]],
    [2021, 1, MONDAY, [53, 1, 2, 3, 4]],
    [2021, 1, SUNDAY, [53, 1, 2, 3, 4, 5]],
    [2026, 12, MONDAY, [49, 50, 51, 52, 53]],
    [2026, 12, SATURDAY, [49, 50, 51, 52, 53]],
    [2026, 11, SUNDAY, [45, 46, 47, 48, 49]],
    [2027, 1, MONDAY, [53, 1, 2, 3, 4]],
  ])('%i-%i from weekday %i has the weeks %j', (year, month, start, weeks) => {
    expect(monthGrid(year, month, start as Weekday).weeks.map((week) => week.isoWeek)).toEqual(weeks);
  });

  it('holds, for any month and week start, each day once in whole weeks numbered by their Monday', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 7 }),
        (year, month, start) => {
          const grid = monthGrid(year, month, start as Weekday);
          expect(grid.weeks.length).toBeGreaterThanOrEqual(4);
          expect(grid.weeks.length).toBeLessThanOrEqual(6);
          const days = grid.weeks.flatMap((week) => week.days);
          expect(days.filter((day) => day.inMonth).map((day) => day.day)).toEqual(
            Array.from({ length: grid.daysInMonth }, (_, index) => index + 1),
          );
          for (const week of grid.weeks) {
            expect(week.days.map((day) => day.weekday)).toEqual(weekdayOrder(start as Weekday));
            const monday = week.days.find((day) => day.weekday === MONDAY)!;
            const [isoYear, isoWeek] = isoWeekDate(monday.date).split('-W');
            expect([week.isoYear, week.isoWeek]).toEqual([Number(isoYear), Number(isoWeek!.slice(0, 2))]);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives the ISO year of a week that crosses the new year', () => {
    const [first] = monthGrid(2021, 1, MONDAY).weeks;
    expect(first).toMatchObject({ isoYear: 2020, isoWeek: 53 });
    const last = monthGrid(2026, 12, MONDAY).weeks.at(-1);
    expect(last).toMatchObject({ isoYear: 2026, isoWeek: 53 });
    expect(last!.days[0]!.date).toBe('2026-12-28');
  });
});

describe('week starts', () => {
  it.each([
    ['en-US', SUNDAY],
    ['de-DE', MONDAY],
    ['fr-FR', MONDAY],
    ['en-GB', MONDAY],
    ['ar-EG', SATURDAY],
  ])('%s starts the week on weekday %i', (locale, start) => {
    expect(localeWeekStart(locale)).toBe(start);
  });

  it.each([
    [MONDAY, [1, 2, 3, 4, 5, 6, 7]],
    [SUNDAY, [7, 1, 2, 3, 4, 5, 6]],
    [SATURDAY, [6, 7, 1, 2, 3, 4, 5]],
  ])('a week from weekday %i runs %j', (start, order) => {
    expect(weekdayOrder(start)).toEqual(order);
  });
});

describe('calendarNames', () => {
  it.each([
    ['en-US', 'January', 'November', 'November 2026', 'Mon', 'Sunday', '2026'],
    ['de-DE', 'Januar', 'November', 'November 2026', 'Mo', 'Sonntag', '2026'],
    ['fr-FR', 'janvier', 'novembre', 'novembre 2026', 'lun.', 'dimanche', '2026'],
  ])(
    '%s names January %s, November %s (%s), Monday %s, Sunday %s',
    (locale, january, november, title, monday, sunday, year) => {
      const names = calendarNames(locale);
      expect(names.months[0]).toBe(january);
      expect(names.months[10]).toBe(november);
      expect(names.monthTitle(2026, 11)).toBe(title);
      expect(names.weekdaysShort[1]).toBe(monday);
      expect(names.weekdaysLong[7]).toBe(sunday);
      expect(names.yearTitle(2026)).toBe(year);
    },
  );

  it('writes years below 100 as they are', () => {
    expect(calendarNames('en-US').monthTitle(42, 3)).toBe('March 42');
    expect(calendarNames('en-US').fullDate(2026, 11, 24)).toBe('Tuesday, November 24, 2026');
  });
});

describe('parseCalendarInput', () => {
  it.each<[string, string | undefined, CalendarView]>([
    ['2026-11', 'en-US', { kind: 'month', year: 2026, month: 11 }],
    ['2026-1', 'en-US', { kind: 'month', year: 2026, month: 1 }],
    ['2026/03', 'en-US', { kind: 'month', year: 2026, month: 3 }],
    ['11/2026', 'en-US', { kind: 'month', year: 2026, month: 11 }],
    ['November 2026', 'en-US', { kind: 'month', year: 2026, month: 11 }],
    ['  november   2026 ', 'en-US', { kind: 'month', year: 2026, month: 11 }],
    ['Nov 2026', 'en-US', { kind: 'month', year: 2026, month: 11 }],
    ['Nov. 2026', 'en-US', { kind: 'month', year: 2026, month: 11 }],
    ['Sept 2026', 'en-US', { kind: 'month', year: 2026, month: 9 }],
    ['Septem 2026', 'en-US', { kind: 'month', year: 2026, month: 9 }],
    ['2026 November', 'en-US', { kind: 'month', year: 2026, month: 11 }],
    ['November 2026 calendar', 'en-US', { kind: 'month', year: 2026, month: 11 }],
    ['2026', 'en-US', { kind: 'year', year: 2026 }],
    ['Calendar 2026', 'en-US', { kind: 'year', year: 2026 }],
    ['2026 calendar', 'en-US', { kind: 'year', year: 2026 }],
    ['0800', 'en-US', { kind: 'year', year: 800 }],
    ['März 2026', 'de-DE', { kind: 'month', year: 2026, month: 3 }],
    ['Dezember 2026', 'de-DE', { kind: 'month', year: 2026, month: 12 }],
    ['décembre 2026', 'fr-FR', { kind: 'month', year: 2026, month: 12 }],
    ['févr. 2026', 'fr-FR', { kind: 'month', year: 2026, month: 2 }],
    ['listopada 2026', 'pl', { kind: 'month', year: 2026, month: 11 }],
    ['listopad 2026', 'pl', { kind: 'month', year: 2026, month: 11 }],
    // English names are read whatever the locale.
    ['March 2026', 'de-DE', { kind: 'month', year: 2026, month: 3 }],
  ])('%j (%s) is %j', (text, locale, view) => {
    expect(parseCalendarInput(text, locale)).toEqual(view);
  });

  it.each([
    ['2026-13', 'month 13 is out of range 1–12.'],
    ['2026-00', 'month 00 is out of range 1–12.'],
    ['13/2026', 'month 13 is out of range 1–12.'],
    ['0000', 'year 0000 is out of range 0001–9999.'],
    ['26', 'Write the year "26" with four digits (e.g. 0026).'],
    ['12345', 'Write the year "12345" with four digits'],
    ['Novembr 2026', '"Novembr" is not the name of a month.'],
    ['Ju 2026', '"Ju" is not the name of a month.'],
    ['November', 'Add a year to "November", e.g. November 2026.'],
    ['next month', '"next month" is not a month or a year.'],
    ['', 'Type a month or a year.'],
    ['2026-11-24-1', 'is not a month or a year'],
  ])('%j is refused: %s', (text, message) => {
    expect(() => parseCalendarInput(text, 'en-US')).toThrow(ToolError);
    expect(() => parseCalendarInput(text, 'en-US')).toThrow(message);
  });
});

describe('stepInput', () => {
  it.each<[CalendarView, -1 | 1, string, string]>([
    [{ kind: 'month', year: 2026, month: 11 }, 1, '2026-11', '2026-12'],
    [{ kind: 'month', year: 2026, month: 12 }, 1, '2026-12', '2027-01'],
    [{ kind: 'month', year: 2026, month: 1 }, -1, '2026-01', '2025-12'],
    [{ kind: 'month', year: 2026, month: 11 }, 1, 'November 2026', 'December 2026'],
    [{ kind: 'month', year: 2026, month: 3 }, -1, 'März 2026', 'February 2026'],
    [{ kind: 'month', year: 2026, month: 11 }, -1, '11/2026', '2026-10'],
    [{ kind: 'year', year: 2026 }, 1, '2026', '2027'],
    [{ kind: 'year', year: 2026 }, -1, 'calendar 2026', '2025'],
    [{ kind: 'month', year: 9999, month: 12 }, 1, '9999-12', '9999-12'],
  ])('%j stepped %i from %j is %j', (view, step, text, expected) => {
    expect(stepInput(view, step, text)).toBe(expected);
  });
});

describe('steppedInput', () => {
  it.each<[CalendarView | undefined, -1 | 1, string, string]>([
    [{ kind: 'month', year: 2026, month: 11 }, 1, 'November 2026', 'December 2026'],
    [{ kind: 'year', year: 2026 }, -1, '2026', '2025'],
    // Nothing shown (a blank or wrong input): a step from today's month.
    [undefined, 1, '', '2026-12'],
    [undefined, -1, 'Smarch 2026', '2026-10'],
  ])('%j stepped %i from %j is %j', (shown, step, text, expected) => {
    expect(steppedInput(shown, step, text, '2026-11-24')).toBe(expected);
  });
});

describe('the week-start option', () => {
  it.each([
    ['locale', SUNDAY, SUNDAY],
    ['locale', SATURDAY, SATURDAY],
    ['monday', SUNDAY, MONDAY],
    ['sunday', MONDAY, SUNDAY],
    ['saturday', MONDAY, SATURDAY],
  ] as const)('%s, with the locale starting on %i, starts on %i', (choice, localeStart, expected) => {
    expect(weekStartOf(choice, localeStart)).toBe(expected);
  });

  it.each([
    [SUNDAY, 'Locale’s (Sunday)'],
    [MONDAY, 'Locale’s (Monday)'],
    [SATURDAY, 'Locale’s (Saturday)'],
  ] as const)('names the locale’s start (%i) in its choice', (localeStart, label) => {
    expect(weekStartChoices(localeStart)).toEqual([
      { value: 'locale', label },
      { value: 'monday', label: 'Monday' },
      { value: 'sunday', label: 'Sunday' },
      { value: 'saturday', label: 'Saturday' },
    ]);
  });
});

describe('calendarFor', () => {
  const options = { weekStart: MONDAY, chosen: [], weekNumbers: true };
  it.each([
    ['November 2026', 'en-US', { kind: 'month', year: 2026, month: 11 }, 'November 2026'],
    ['2026', 'de-DE', { kind: 'year', year: 2026 }, '2026'],
  ] as const)('%s (%s)', (input, locale, view, title) => {
    const { view: read, names, calendar } = calendarFor(input, locale, options);
    expect(read).toEqual(view);
    expect(names.locale).toBe(locale);
    expect(calendar.title).toBe(title);
  });

  it('throws what is wrong with the input', () => {
    expect(() => calendarFor('Smarch 2026', 'en-US', options)).toThrow(ToolError);
  });
});

describe('todayIn', () => {
  it.each([
    [Date.parse('2026-11-24T16:00:00Z'), 'America/New_York', '2026-11-24'],
    [Date.parse('2026-11-25T03:00:00Z'), 'America/New_York', '2026-11-24'],
    [Date.parse('2026-11-24T23:30:00Z'), 'Asia/Tokyo', '2026-11-25'],
  ])('%i in %s is %s', (epochMs, zone, expected) => {
    expect(todayIn(epochMs, zone)).toBe(expected);
  });
});

describe('chosen dates and file names', () => {
  it.each([
    [[], '2026-11-24', ['2026-11-24']],
    [['2026-11-30'], '2026-11-24', ['2026-11-24', '2026-11-30']],
    [['2026-11-24', '2026-11-30'], '2026-11-24', ['2026-11-30']],
  ])('%j toggled at %s is %j', (chosen, date, expected) => {
    expect(toggleDate(chosen, date)).toEqual(expected);
  });

  it.each<[CalendarView, string]>([
    [{ kind: 'month', year: 2026, month: 3 }, 'calendar-2026-03'],
    [{ kind: 'year', year: 800 }, 'calendar-0800'],
  ])('%j is saved as %s', (view, name) => {
    expect(calendarFileName(view)).toBe(name);
  });
});

describe('buildCalendar', () => {
  it('names a year view by the year and its months by name alone', () => {
    const calendar = buildCalendar({ kind: 'year', year: 2026 }, calendarNames('de-DE'), {
      weekStart: MONDAY,
      chosen: [],
      weekNumbers: true,
    });
    expect(calendar.title).toBe('2026');
    expect(calendar.months.map((month) => month.title)).toHaveLength(12);
    expect(calendar.months[2]!.title).toBe('März');
    expect(calendar.weekdays[0]).toEqual({ short: 'Mo', long: 'Montag', narrow: 'M' });
  });

  it('orders the weekday headings from the week start', () => {
    const calendar = buildCalendar({ kind: 'month', year: 2026, month: 11 }, calendarNames('en-US'), {
      weekStart: SUNDAY,
      chosen: ['2026-11-24'],
      weekNumbers: false,
    });
    expect(calendar.title).toBe('November 2026');
    expect(calendar.weekdays.map((day) => day.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(calendar.chosen.has('2026-11-24')).toBe(true);
  });
});
