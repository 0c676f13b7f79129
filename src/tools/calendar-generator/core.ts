import { temporal } from '../../lib/time/temporal';
import { ToolError } from '../../lib/tool-error';

export const SAMPLE_INPUT = 'November 2026';

/** A day of the week as ISO 8601 and Temporal number them: 1 is Monday, 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const MONDAY: Weekday = 1;
export const SATURDAY: Weekday = 6;
export const SUNDAY: Weekday = 7;

/** The week-start option: the locale's own start, or a day named outright. */
export type WeekStartChoice = 'locale' | 'monday' | 'sunday' | 'saturday';
export const WEEK_STARTS: readonly WeekStartChoice[] = ['locale', 'monday', 'sunday', 'saturday'];
const WEEKDAY_OF_CHOICE: Record<Exclude<WeekStartChoice, 'locale'>, Weekday> = {
  monday: MONDAY,
  sunday: SUNDAY,
  saturday: SATURDAY,
};
const ENGLISH_WEEKDAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The day a week starts on: the chosen one, or the locale's. */
export function weekStartOf(choice: WeekStartChoice, localeStart: Weekday): Weekday {
  return choice === 'locale' ? localeStart : WEEKDAY_OF_CHOICE[choice];
}

/** The week-start choices as the option offers them; the locale's own start is named in its choice. */
export function weekStartChoices(localeStart: Weekday): { value: WeekStartChoice; label: string }[] {
  return WEEK_STARTS.map((value) => {
    const day = ENGLISH_WEEKDAYS[weekStartOf(value, localeStart)]!;
    return { value, label: value === 'locale' ? `Locale’s (${day})` : day };
  });
}

/** What the calendar shows: one month, or a whole year. */
export type CalendarView = { kind: 'month'; year: number; month: number } | { kind: 'year'; year: number };

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

/** One cell of a month's grid; days of the neighbour months fill the first and last weeks. */
export interface CalendarDay {
  /** ISO 8601, YYYY-MM-DD: the key a chosen date is kept by. */
  date: string;
  year: number;
  month: number;
  day: number;
  weekday: Weekday;
  /** False for the leading and trailing days that belong to the month before or after. */
  inMonth: boolean;
}

/** A row of the grid: seven days from the week start, and the ISO week of its Monday. */
export interface CalendarWeek {
  isoYear: number;
  isoWeek: number;
  days: CalendarDay[];
}

export interface MonthGrid {
  year: number;
  month: number;
  daysInMonth: number;
  weekStart: Weekday;
  weeks: CalendarWeek[];
}

/**
 * The grid of a month as calendars print it: whole weeks from `weekStart`, the first holding the 1st and the
 * last holding the month's last day (four to six weeks). A row that starts on Sunday or Saturday spans two ISO
 * weeks; it is numbered by its Monday's, as calendars with a week column do.
 */
export function monthGrid(year: number, month: number, weekStart: Weekday): MonthGrid {
  const Temporal = temporal();
  const first = Temporal.PlainDate.from({ year, month, day: 1 }, { overflow: 'reject' });
  const last = first.with({ day: first.daysInMonth });
  let rowStart = first.subtract({ days: (first.dayOfWeek - weekStart + 7) % 7 });
  const mondayOffset = (MONDAY - weekStart + 7) % 7;
  const weeks: CalendarWeek[] = [];
  while (Temporal.PlainDate.compare(rowStart, last) <= 0) {
    const monday = rowStart.add({ days: mondayOffset });
    const days: CalendarDay[] = [];
    for (let offset = 0; offset < 7; offset += 1) {
      const date = rowStart.add({ days: offset });
      days.push({
        date: date.toString(),
        year: date.year,
        month: date.month,
        day: date.day,
        weekday: date.dayOfWeek as Weekday,
        inMonth: date.month === month && date.year === year,
      });
    }
    weeks.push({ isoYear: monday.yearOfWeek!, isoWeek: monday.weekOfYear!, days });
    rowStart = rowStart.add({ days: 7 });
  }
  return { year, month, daysInMonth: first.daysInMonth, weekStart, weeks };
}

/** The ISO 8601 week date of a day, as `2020-W53-4`. */
export function isoWeekDate(date: string): string {
  const day = temporal().PlainDate.from(date);
  return `${day.yearOfWeek}-W${String(day.weekOfYear).padStart(2, '0')}-${day.dayOfWeek}`;
}

/** The date it is at `epochMs` in `zone`, as YYYY-MM-DD: the day the calendar marks as today. */
export function todayIn(epochMs: number, zone: string): string {
  return temporal().Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone).toPlainDate().toString();
}

/**
 * The first day of the week where `locale` is used (`en-US` Sunday, `de-DE` Monday, `ar-EG` Saturday), from
 * Intl.Locale's week info (`getWeekInfo()` in current Chromium, the `weekInfo` getter before it); Monday, the
 * ISO week's start, where the runtime does not say.
 */
export function localeWeekStart(locale: string | undefined): Weekday {
  try {
    const tag = new Intl.Locale(dateLocale(locale));
    const withInfo = tag as Intl.Locale & {
      getWeekInfo?: () => { firstDay?: number };
      weekInfo?: { firstDay?: number };
    };
    const firstDay = (withInfo.getWeekInfo?.() ?? withInfo.weekInfo)?.firstDay;
    return typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7 ? (firstDay as Weekday) : MONDAY;
  } catch {
    return MONDAY;
  }
}

/** The seven weekdays in the order a week starting on `weekStart` has them. */
export function weekdayOrder(weekStart: Weekday): Weekday[] {
  return Array.from({ length: 7 }, (_, index) => (((weekStart - 1 + index) % 7) + 1) as Weekday);
}

/**
 * The locale Intl formats dates in for a request (empty: the browser's). Asked of DateTimeFormat itself: the
 * collator that lib/locale asks knows fewer regions, and reads en-GB as en.
 */
export function dateLocale(locale: string | undefined): string {
  return new Intl.DateTimeFormat(locale).resolvedOptions().locale;
}

/** A day as a Date at UTC midnight, for Intl to name (Date.UTC would read years below 100 as 19xx). */
function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** Intl formats the Gregorian calendar the grid is, whatever calendar the locale would prefer. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC', calendar: 'gregory' });
}

/** The names a calendar is written with, in one locale. */
export interface CalendarNames {
  /** The resolved locale tag, for `lang` attributes. */
  locale: string;
  /** January first: the name on its own ("November", "November", "novembre"). */
  months: string[];
  /** Indexed by Weekday (index 0 unused). */
  weekdaysShort: string[];
  weekdaysLong: string[];
  /** One or two letters, for the small months of a year view. */
  weekdaysNarrow: string[];
  /** A month with its year, as the locale writes it ("November 2026"). */
  monthTitle: (year: number, month: number) => string;
  yearTitle: (year: number) => string;
  /** A day written out in full, for screen readers ("Tuesday, November 24, 2026"). */
  fullDate: (year: number, month: number, day: number) => string;
}

export function calendarNames(locale: string | undefined): CalendarNames {
  const tag = dateLocale(locale);
  const monthName = formatter(tag, { month: 'long' });
  const short = formatter(tag, { weekday: 'short' });
  const long = formatter(tag, { weekday: 'long' });
  const narrow = formatter(tag, { weekday: 'narrow' });
  const monthYear = formatter(tag, { month: 'long', year: 'numeric' });
  const yearOnly = formatter(tag, { year: 'numeric' });
  const full = formatter(tag, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  // 2024-01-01 was a Monday, so day n of that week is Weekday n.
  const weekdays = (format: Intl.DateTimeFormat) => [
    '',
    ...Array.from({ length: 7 }, (_, index) => format.format(utcDate(2024, 1, 1 + index))),
  ];
  return {
    locale: tag,
    months: Array.from({ length: 12 }, (_, index) => monthName.format(utcDate(2000, index + 1, 1))),
    weekdaysShort: weekdays(short),
    weekdaysLong: weekdays(long),
    weekdaysNarrow: weekdays(narrow),
    monthTitle: (year, month) => monthYear.format(utcDate(year, month, 1)),
    yearTitle: (year) => yearOnly.format(utcDate(year, 1, 1)),
    fullDate: (year, month, day) => full.format(utcDate(year, month, day)),
  };
}

const ENGLISH_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month name as the lookup compares it: lower case, composed, without the dot of an abbreviation. */
function nameKey(name: string, locale: string): string {
  return name.normalize('NFC').toLocaleLowerCase(locale).replace(/\.$/, '');
}

/**
 * Every way of naming a month that the input may use: English, and the locale's own long and short names,
 * both on their own and as they stand in a date (Polish "listopad" and "listopada").
 */
function monthNameTable(locale: string): Map<string, number> {
  const table = new Map<string, number>();
  const add = (name: string, month: number) => {
    const key = nameKey(name, locale);
    if (key !== '' && !table.has(key)) table.set(key, month);
  };
  ENGLISH_MONTHS.forEach((name, index) => {
    add(name, index + 1);
    add(name.slice(0, 3), index + 1);
  });
  add('sept', 9);
  const styles: Intl.DateTimeFormatOptions['month'][] = ['long', 'short'];
  for (const month of styles) {
    const alone = formatter(locale, { month });
    const inDate = formatter(locale, { month, day: 'numeric' });
    for (let index = 1; index <= 12; index += 1) {
      const date = utcDate(2000, index, 1);
      add(alone.format(date), index);
      for (const part of inDate.formatToParts(date)) if (part.type === 'month') add(part.value, index);
    }
  }
  return table;
}

/** The month a name means: an exact name or abbreviation, or the start (3 letters or more) of only one month. */
function monthFromName(name: string, locale: string): number | null {
  const table = monthNameTable(locale);
  const key = nameKey(name, locale);
  const exact = table.get(key);
  if (exact !== undefined) return exact;
  if ([...key].length < 3) return null;
  const matches = new Set<number>();
  for (const [candidate, month] of table) if (candidate.startsWith(key)) matches.add(month);
  return matches.size === 1 ? [...matches][0]! : null;
}

const FORMS = 'Write a month as 2026-11, November 2026 or Nov 2026, or a whole year as 2026.';

function checkYear(digits: string): number {
  const year = Number(digits);
  if (digits.length !== 4)
    throw new ToolError(`Write the year "${digits}" with four digits (e.g. ${digits.padStart(4, '0')}).`);
  if (year < MIN_YEAR || year > MAX_YEAR)
    throw new ToolError(`year ${digits} is out of range ${String(MIN_YEAR).padStart(4, '0')}–${MAX_YEAR}.`);
  return year;
}

function checkMonth(digits: string): number {
  const month = Number(digits);
  if (month < 1 || month > 12) throw new ToolError(`month ${digits} is out of range 1–12.`);
  return month;
}

const NUMERIC_YEAR_MONTH = /^(\d+)\s*[-/.]\s*(\d{1,2})$/;
const NUMERIC_MONTH_YEAR = /^(\d{1,2})\s*[-/.]\s*(\d+)$/;
const NAME_YEAR = /^(\p{L}[\p{L}\p{M}]*)\.?,?\s+(\d+)$/u;
const YEAR_NAME = /^(\d+),?\s+(\p{L}[\p{L}\p{M}]*)\.?$/u;
const LONE_NAME = /^\p{L}[\p{L}\p{M}]*\.?$/u;
/** "calendar 2026", "2026 calendar", "calendar for November 2026": the word is allowed, and ignored. */
const CALENDAR_WORD = /^calendar(?:\s+for)?\s+|\s+calendar$/giu;

/**
 * What the user asked to see: `2026-11`, `11/2026`, `November 2026`, `Nov 2026`, `2026 November` or the
 * locale's month names are a month; `2026` is the whole year. A mistake throws a ToolError that says what
 * is wrong ("month 13 is out of range 1–12").
 */
export function parseCalendarInput(text: string, locale: string | undefined): CalendarView {
  const tag = dateLocale(locale);
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const cleaned = trimmed.replace(CALENDAR_WORD, '').trim();
  if (cleaned === '') throw new ToolError(`Type a month or a year. ${FORMS}`);
  if (/^\d+$/.test(cleaned)) return { kind: 'year', year: checkYear(cleaned) };

  const yearMonth = NUMERIC_YEAR_MONTH.exec(cleaned);
  if (yearMonth && yearMonth[1]!.length > 2) {
    const year = checkYear(yearMonth[1]!);
    return { kind: 'month', year, month: checkMonth(yearMonth[2]!) };
  }
  const monthYear = NUMERIC_MONTH_YEAR.exec(cleaned);
  if (monthYear) {
    const month = checkMonth(monthYear[1]!);
    return { kind: 'month', year: checkYear(monthYear[2]!), month };
  }

  const named = NAME_YEAR.exec(cleaned);
  const reversed = YEAR_NAME.exec(cleaned);
  const name = named?.[1] ?? reversed?.[2];
  const yearDigits = named?.[2] ?? reversed?.[1];
  if (name !== undefined && yearDigits !== undefined) {
    const month = monthFromName(name, tag);
    if (month === null) throw new ToolError(`"${name}" is not the name of a month. ${FORMS}`);
    return { kind: 'month', year: checkYear(yearDigits), month };
  }
  if (LONE_NAME.test(cleaned) && monthFromName(cleaned.replace(/\.$/, ''), tag) !== null)
    throw new ToolError(`Add a year to "${cleaned}", e.g. ${cleaned} 2026.`);
  throw new ToolError(`"${trimmed}" is not a month or a year. ${FORMS}`);
}

/**
 * The input for the month or year before (-1) or after (+1) `view`, written as the user wrote theirs:
 * digits stay digits (2026-12), a named month stays named, in English so any locale reads it back.
 */
export function stepInput(view: CalendarView, step: -1 | 1, previousText: string): string {
  if (view.kind === 'year') return String(Math.min(MAX_YEAR, Math.max(MIN_YEAR, view.year + step))).padStart(4, '0');
  let year = view.year;
  let month = view.month + step;
  if (month === 0) [year, month] = [year - 1, 12];
  if (month === 13) [year, month] = [year + 1, 1];
  if (year < MIN_YEAR || year > MAX_YEAR) [year, month] = [view.year, view.month];
  const yearText = String(year).padStart(4, '0');
  if (/\p{L}/u.test(previousText.replace(CALENDAR_WORD, ''))) {
    const name = ENGLISH_MONTHS[month - 1]!;
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${yearText}`;
  }
  return `${yearText}-${String(month).padStart(2, '0')}`;
}

/** The input that shows the month holding `date` (YYYY-MM-DD). */
export function monthInputFor(date: string): string {
  return date.slice(0, 7);
}

/** Everything the screen and the exports draw: titles, weekday headings and one grid per month. */
export interface CalendarDocument {
  kind: CalendarView['kind'];
  /** Locale tag for `lang` attributes. */
  lang: string;
  /** "November 2026", or "2026" for a year. */
  title: string;
  /** The weekday columns in order, from the week start. */
  weekdays: { short: string; long: string; narrow: string }[];
  months: { title: string; grid: MonthGrid }[];
  /** Chosen dates, YYYY-MM-DD. */
  chosen: ReadonlySet<string>;
  weekNumbers: boolean;
}

export interface CalendarOptions {
  weekStart: Weekday;
  chosen: readonly string[];
  weekNumbers: boolean;
}

/** The calendar for a month or a year, named in `names`' locale. */
export function buildCalendar(view: CalendarView, names: CalendarNames, options: CalendarOptions): CalendarDocument {
  const months =
    view.kind === 'month'
      ? [{ title: names.monthTitle(view.year, view.month), grid: monthGrid(view.year, view.month, options.weekStart) }]
      : Array.from({ length: 12 }, (_, index) => ({
          title: names.months[index]!,
          grid: monthGrid(view.year, index + 1, options.weekStart),
        }));
  return {
    kind: view.kind,
    lang: names.locale,
    title: view.kind === 'month' ? months[0]!.title : names.yearTitle(view.year),
    weekdays: weekdayOrder(options.weekStart).map((day) => ({
      short: names.weekdaysShort[day]!,
      long: names.weekdaysLong[day]!,
      narrow: names.weekdaysNarrow[day]!,
    })),
    months,
    chosen: new Set(options.chosen),
    weekNumbers: options.weekNumbers,
  };
}

/** The calendar the input names, with its view and its locale's names; throws what is wrong with the input. */
export function calendarFor(input: string, locale: string | undefined, options: CalendarOptions) {
  const view = parseCalendarInput(input, locale);
  const names = calendarNames(locale);
  return { view, names, calendar: buildCalendar(view, names, options) };
}

/**
 * The input after Previous or Next (`direction`): a step from the month or year shown, written as the input
 * writes it; from today's month while nothing is shown (a blank or wrong input).
 */
export function steppedInput(shown: CalendarView | undefined, direction: -1 | 1, input: string, today: string): string {
  if (shown) return stepInput(shown, direction, input);
  const [year, month] = today.split('-').map(Number) as [number, number];
  return stepInput({ kind: 'month', year, month }, direction, monthInputFor(today));
}

/** The chosen dates with `date` added, or taken out if it was there; kept sorted. */
export function toggleDate(chosen: readonly string[], date: string): string[] {
  return chosen.includes(date) ? chosen.filter((item) => item !== date) : [...chosen, date].sort();
}

/** A file name for the exports: calendar-2026-11, calendar-2026. */
export function calendarFileName(view: CalendarView): string {
  const year = String(view.year).padStart(4, '0');
  return view.kind === 'year' ? `calendar-${year}` : `calendar-${year}-${String(view.month).padStart(2, '0')}`;
}
