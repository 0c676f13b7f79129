/**
 * Cron expressions read and checked field by field, with messages that name the field, its range and the bad
 * value. Apart from core.ts, which adds the English description (cronstrue) and the next runs (croner), so
 * the detector can read an expression without loading either library.
 */
import { ToolError } from '../../lib/tool-error';

/** Standard cron (5 fields), cron with a seconds field first (6), and Quartz (seconds, optional year). */
export type Dialect = 'standard' | 'seconds' | 'quartz';
export const DIALECTS: readonly Dialect[] = ['standard', 'seconds', 'quartz'];

export const DIALECT_LABELS: Record<Dialect, string> = {
  standard: 'Standard (5 fields)',
  seconds: 'With seconds (6 fields)',
  quartz: 'Quartz (6 or 7 fields)',
};

export type FieldName = 'second' | 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek' | 'year';

/** The five fields every dialect has, which the builder edits. */
export const BUILDER_FIELDS = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;
export type BuilderField = (typeof BUILDER_FIELDS)[number];

export const FIELD_LABELS: Record<FieldName, string> = {
  second: 'second',
  minute: 'minute',
  hour: 'hour',
  dayOfMonth: 'day of month',
  month: 'month',
  dayOfWeek: 'day of week',
  year: 'year',
};

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

interface FieldRange {
  min: number;
  max: number;
}

/** Each field's range of numbers. Quartz counts weekdays 1 (Sunday) to 7; standard cron 0 (Sunday) to 7. */
export function fieldRange(field: FieldName, dialect: Dialect): FieldRange {
  switch (field) {
    case 'second':
    case 'minute':
      return { min: 0, max: 59 };
    case 'hour':
      return { min: 0, max: 23 };
    case 'dayOfMonth':
      return { min: 1, max: 31 };
    case 'month':
      return { min: 1, max: 12 };
    case 'dayOfWeek':
      return dialect === 'quartz' ? { min: 1, max: 7 } : { min: 0, max: 7 };
    case 'year':
      return { min: 1970, max: 2099 };
  }
}

/** The fields of each dialect, in the order they are written. */
export function fieldOrder(dialect: Dialect, count: number): FieldName[] {
  const five: FieldName[] = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'];
  if (dialect === 'standard') return five;
  return count === 7 ? ['second', ...five, 'year'] : ['second', ...five];
}

export type Macro = '@yearly' | '@annually' | '@monthly' | '@weekly' | '@daily' | '@midnight' | '@hourly';

/** What each macro stands for, as standard cron fields. */
export const MACROS: Record<Macro, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** The same schedules in Quartz's own form: seconds first, `?` for the unused day field, Sunday as 1. */
const QUARTZ_MACROS: Record<Macro, string> = {
  '@yearly': '0 0 0 1 1 ?',
  '@annually': '0 0 0 1 1 ?',
  '@monthly': '0 0 0 1 * ?',
  '@weekly': '0 0 0 ? * 1',
  '@daily': '0 0 0 * * ?',
  '@midnight': '0 0 0 * * ?',
  '@hourly': '0 0 * * * ?',
};

/** A macro written out as the fields of a dialect. */
export function expandMacro(macro: Macro, dialect: Dialect): string {
  if (dialect === 'quartz') return QUARTZ_MACROS[macro];
  return dialect === 'seconds' ? `0 ${MACROS[macro]}` : MACROS[macro];
}

export interface ParsedCron {
  /** The expression as written, trimmed, with single spaces between fields. */
  text: string;
  dialect: Dialect;
  /** The macro it was written as, if it was one. */
  macro?: Macro;
  /** The fields, the macro written out where it was one; `second` is "0" and `year` "*" where not written. */
  fields: Record<FieldName, string>;
  /** How many fields the (expanded) expression has. */
  fieldCount: number;
}

const EXPECTED_COUNTS: Record<Dialect, string> = {
  standard: '5 fields expected for standard cron',
  seconds: '6 fields expected for cron with seconds',
  quartz: '6 or 7 fields expected for Quartz',
};

/** Where a field count fits another dialect, the error says which one. */
const COUNT_HINTS: Record<Dialect, Partial<Record<number, string>>> = {
  standard: { 6: ' (6 fields: choose the dialect with seconds, or Quartz)', 7: ' (7 fields: choose Quartz)' },
  seconds: { 5: ' (5 fields: choose standard cron)', 7: ' (7 fields: choose Quartz)' },
  quartz: { 5: ' (5 fields: choose standard cron)' },
};

function isMacro(text: string): text is Macro {
  return Object.hasOwn(MACROS, text);
}

/**
 * Reads and checks a cron expression in a dialect. Throws a ToolError naming the field, its range and the
 * bad value ("hour 24 is out of range 0–23"), or the field count expected and found.
 */
export function parseCron(input: string, dialect: Dialect): ParsedCron {
  const text = input.trim().split(/\s+/).join(' ');
  if (text === '') throw new ToolError('Enter a cron expression, such as 0 9 * * 1-5, or choose a preset.');
  if (text.startsWith('@')) {
    const name = text.toLowerCase();
    if (name === '@reboot')
      throw new ToolError('@reboot runs once when cron starts, not on a schedule: it has no next runs.');
    if (!isMacro(name))
      throw new ToolError(
        `Unknown macro ${text}: use @yearly, @annually, @monthly, @weekly, @daily, @midnight or @hourly.`,
      );
    const expanded = expandMacro(name, dialect);
    return { ...readFields(expanded, dialect), text: name, macro: name };
  }
  return readFields(text, dialect);
}

/**
 * The fields of an expression without checking them, for the builder, which keeps following a field
 * while its value is wrong; null where the field count does not fit the dialect.
 */
export function splitFields(input: string, dialect: Dialect): ParsedCron | null {
  const text = input.trim().split(/\s+/).join(' ');
  const name = text.toLowerCase();
  if (isMacro(name)) return { ...readFields(expandMacro(name, dialect), dialect), text: name, macro: name };
  if (text === '') return null;
  try {
    return readFields(text, dialect, false);
  } catch {
    return null;
  }
}

function readFields(text: string, dialect: Dialect, check = true): ParsedCron {
  const parts = text.split(' ');
  const count = parts.length;
  const fits = dialect === 'standard' ? count === 5 : dialect === 'seconds' ? count === 6 : count === 6 || count === 7;
  if (!fits) throw new ToolError(`${EXPECTED_COUNTS[dialect]}, found ${count}${COUNT_HINTS[dialect][count] ?? ''}.`);
  const fields: Record<FieldName, string> = {
    second: '0',
    minute: '*',
    hour: '*',
    dayOfMonth: '*',
    month: '*',
    dayOfWeek: '*',
    year: '*',
  };
  fieldOrder(dialect, count).forEach((field, index) => {
    const value = parts[index]!.toUpperCase();
    if (check) checkField(field, value, dialect);
    fields[field] = value;
  });
  if (check && dialect === 'quartz' && (fields.dayOfMonth === '?') === (fields.dayOfWeek === '?'))
    throw new ToolError(
      'Quartz needs ? in exactly one of day of month and day of week: the field the schedule does not use.',
    );
  return { text, dialect, fields, fieldCount: count };
}

const NUMBER = /^\d+$/;

/** A number or (month, day of week) a name, checked against the field's range. */
function readValue(field: FieldName, text: string, dialect: Dialect, whole: string): number {
  const { min, max } = fieldRange(field, dialect);
  const label = FIELD_LABELS[field];
  const names = field === 'month' ? MONTH_NAMES : field === 'dayOfWeek' ? DAY_NAMES : null;
  const nameIndex = names?.indexOf(text) ?? -1;
  if (nameIndex >= 0) {
    if (field === 'month') return nameIndex + 1;
    return dialect === 'quartz' ? nameIndex + 1 : nameIndex;
  }
  if (!NUMBER.test(text)) {
    const named = names ? ` or a name (${names[0]}–${names.at(-1)})` : '';
    throw new ToolError(`${label} "${whole}": "${text}" is not a number ${min}–${max}${named}.`);
  }
  const value = Number(text);
  if (value < min || value > max) throw new ToolError(`${label} ${text} is out of range ${min}–${max}.`);
  return value;
}

function readStep(field: FieldName, text: string, dialect: Dialect, whole: string): void {
  const { min, max } = fieldRange(field, dialect);
  const label = FIELD_LABELS[field];
  if (!NUMBER.test(text)) throw new ToolError(`${label} "${whole}": the step "${text}" is not a number.`);
  const step = Number(text);
  // Days of the week are seven, whether numbered 0–7 or 1–7.
  const span = field === 'dayOfWeek' ? 7 : max - min + 1;
  if (step < 1 || step > span) throw new ToolError(`${label} step ${step} is out of range 1–${span}.`);
}

/** One comma-separated item of a field. */
function checkItem(field: FieldName, item: string, dialect: Dialect): void {
  const label = FIELD_LABELS[field];
  const dayField = field === 'dayOfMonth' || field === 'dayOfWeek';
  if (item === '') throw new ToolError(`${label} has an empty item: remove the extra comma.`);
  if (item === '*') return;
  if (item === '?') {
    if (!dayField) throw new ToolError(`${label} cannot be ?: only day of month and day of week can.`);
    return;
  }
  if (field === 'dayOfMonth') {
    if (item === 'L' || item === 'LW') return;
    const nearest = /^(\d+)W$/.exec(item);
    if (nearest) {
      readValue(field, nearest[1]!, dialect, item);
      return;
    }
    if (item.includes('L'))
      throw new ToolError(`${label} "${item}": L stands alone (the last day) or as LW (the last weekday).`);
  }
  if (field === 'dayOfWeek') {
    const last = /^(\w+)L$/.exec(item);
    if (last) {
      readValue(field, last[1]!, dialect, item);
      return;
    }
    const nth = /^(\w+)#(\w+)$/.exec(item);
    if (nth) {
      readValue(field, nth[1]!, dialect, item);
      const occurrence = nth[2]!;
      if (!NUMBER.test(occurrence) || Number(occurrence) < 1 || Number(occurrence) > 5)
        throw new ToolError(`${label} "${item}": the occurrence ${occurrence} is out of range 1–5.`);
      return;
    }
    if (item === 'L') {
      const friday = dialect === 'quartz' ? '6L' : '5L';
      throw new ToolError(`${label} "L" needs a day before it, as in ${friday} (the last Friday of the month).`);
    }
  }
  const [base = '', step, extra] = item.split('/');
  if (extra !== undefined) throw new ToolError(`${label} "${item}" has more than one /.`);
  if (step !== undefined) readStep(field, step, dialect, item);
  if (base === '*') return;
  const [from = '', to, beyond] = base.split('-');
  if (beyond !== undefined) throw new ToolError(`${label} "${item}" has more than one -.`);
  const low = readValue(field, from, dialect, item);
  if (to === undefined) return;
  const high = readValue(field, to, dialect, item);
  if (high < low)
    throw new ToolError(`${label} range ${from}-${to} runs backwards: write the smaller value first (${to}-${from}).`);
}

/** L, W and # name one day each, so (as in Quartz) they cannot be part of a list. */
const SINGLE_DAY = /^(?:L|LW|\d+W|\w+L|\w+#\w+)$/;

function checkField(field: FieldName, value: string, dialect: Dialect): void {
  const items = value.split(',');
  for (const item of items) checkItem(field, item, dialect);
  const single = items.find((item) => SINGLE_DAY.test(item));
  if (single !== undefined && items.length > 1)
    throw new ToolError(`${FIELD_LABELS[field]} "${value}": ${single} names one day and cannot be part of a list.`);
}
