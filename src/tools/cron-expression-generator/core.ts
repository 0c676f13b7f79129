/**
 * Cron expressions: reading and checking them field by field (with messages that name the field, its range
 * and the bad value), describing them in English (cronstrue), and listing the next runs in a time zone
 * (croner), with the runs that a DST change moves or repeats marked as such.
 */
import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import { attempt, ToolError } from '../../lib/tool-error';
import { temporal } from '../../lib/time/temporal';
import {
  expandMacro,
  FIELD_LABELS,
  parseCron,
  splitFields,
  fieldOrder,
  fieldRange,
  type BuilderField,
  type Dialect,
  type ParsedCron,
} from './fields';

export const SAMPLE_INPUT = '0 9 * * 1-5';

export * from './fields';

/** The expression as croner reads it, in the dialect. */
function cronFor(parsed: ParsedCron, zone: string): Cron {
  const fields = fieldOrder(parsed.dialect, parsed.fieldCount).map((field) => parsed.fields[field]);
  return new Cron(fields.join(' '), {
    timezone: zone,
    mode: parsed.dialect === 'standard' ? '5-part' : parsed.dialect === 'seconds' ? '6-part' : '6-or-7-parts',
    alternativeWeekdays: parsed.dialect === 'quartz',
    // `5/15` (every 15 from 5) is Quartz's usual form, and many crons read it too.
    sloppyRanges: true,
    // Standard cron's rule: with both day fields set, a day matching either runs.
    domAndDow: false,
  });
}

/** The expression as the Schedule panel shows it, or what is wrong with it; null while nothing is typed. */
export function readSchedule(input: string, dialect: Dialect) {
  if (input.trim() === '') return null;
  return attempt(() => {
    const parsed = parseCron(input, dialect);
    return { parsed, description: describeCron(parsed), notes: notesFor(parsed) };
  });
}

/**
 * The fields the builder edits: read even while one is wrong, so the others stay editable; with nothing
 * typed, "every minute" (the first preset). Null while the expression has not the dialect's number of fields.
 */
export function builderFields(input: string, dialect: Dialect): ParsedCron | null {
  if (input.trim() === '') return parseCron(presetIn(PRESETS[0]!, dialect), dialect);
  return splitFields(input, dialect);
}

/** The builder's note on the fields it leaves to the expression (seconds, a Quartz year); null when none. */
export function builderNote(parsed: Pick<ParsedCron, 'dialect' | 'fieldCount'>): string | null {
  if (parsed.dialect === 'standard' && parsed.fieldCount !== 7) return null;
  return `Seconds${parsed.fieldCount === 7 ? ' and the year' : ''} are edited in the expression.`;
}

/** The schedule in English. */
export function describeCron(parsed: ParsedCron): string {
  const fields = fieldOrder(parsed.dialect, parsed.fieldCount).map((field) => parsed.fields[field]);
  try {
    return cronstrue.toString(fields.join(' '), {
      use24HourTimeFormat: true,
      dayOfWeekStartIndexZero: parsed.dialect !== 'quartz',
      throwExceptionOnParseError: true,
    });
  } catch (error) {
    // cronstrue throws its complaints as strings ("Error: ..."); the validator should leave it none.
    if (typeof error === 'string') throw new ToolError(error.replace(/^Error: /, ''));
    throw error;
  }
}

/** Notes on how the expression is read that the description leaves out. */
export function notesFor(parsed: ParsedCron): string[] {
  const notes: string[] = [];
  const { dayOfMonth, dayOfWeek } = parsed.fields;
  const restricted = (value: string) => value !== '*' && value !== '?';
  if (parsed.macro) notes.push(`${parsed.macro} is short for ${expandMacro(parsed.macro, parsed.dialect)}.`);
  if (restricted(dayOfMonth) && restricted(dayOfWeek))
    notes.push(
      'Both day of month and day of week are set, so it runs on days that match either one (the standard cron rule), not only on days that match both.',
    );
  if (parsed.dialect !== 'quartz' && /(?:^|[,-])7(?:$|[,/L#-])/.test(dayOfWeek))
    notes.push('Day of week 7 is Sunday, as 0 is.');
  return notes;
}

export type RunNote =
  { kind: 'gap'; from: string; to: string } | { kind: 'repeated'; which: 'first' | 'second'; wallTime: string };

export interface CronRun {
  epochMs: number;
  /** The local date and time with its offset: `2026-03-08T03:00:00-04:00`. */
  iso: string;
  offset: string;
  note?: RunNote;
}

/**
 * The next `count` runs after `nowNs` (epoch nanoseconds) in a zone, as croner schedules them (Vixie cron's DST rules): a
 * time-of-day job whose time a DST change skips runs at the first time after the gap (noted as moved),
 * and one whose time happens twice runs once; a job with wildcards runs in both passes of a repeated hour.
 * Needs Temporal loaded.
 */
export function nextRuns(parsed: ParsedCron, zone: string, nowNs: bigint, count = 10): CronRun[] {
  const Temporal = temporal();
  const cron = cronFor(parsed, zone);
  return cron.nextRuns(count, new Date(Number(nowNs / 1_000_000n))).map((date) => {
    const epochMs = date.getTime();
    const zoned = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone);
    const run: CronRun = {
      epochMs,
      iso: zoned.toString({ timeZoneName: 'never' }),
      offset: zoned.offset,
    };
    const local = zoned.toPlainDateTime();
    const earlier = local.toZonedDateTime(zone, { disambiguation: 'earlier' });
    const later = local.toZonedDateTime(zone, { disambiguation: 'later' });
    if (!cron.match(date)) {
      // Not a time the pattern names: croner moved a skipped time to the end of the gap.
      const transition = zoned.add({ nanoseconds: 1 }).getTimeZoneTransition('previous');
      if (transition) {
        const before = transition.subtract({ nanoseconds: 1 }).toPlainDateTime().add({ nanoseconds: 1 });
        run.note = {
          kind: 'gap',
          from: before.toPlainTime().toString({ smallestUnit: 'minute' }),
          to: transition.toPlainTime().toString({ smallestUnit: 'minute' }),
        };
      }
    } else if (earlier.epochNanoseconds !== later.epochNanoseconds) {
      run.note = {
        kind: 'repeated',
        which: earlier.epochNanoseconds === zoned.epochNanoseconds ? 'first' : 'second',
        wallTime: local.toPlainTime().toString({ smallestUnit: 'minute' }),
      };
    }
    return run;
  });
}

/**
 * The next runs, or croner's message where it refuses the expression: the checks should leave it nothing to
 * refuse, but a message in the list is better than a broken page.
 */
export function nextRunsOrProblem(parsed: ParsedCron, zone: string, nowNs: bigint): CronRun[] | string {
  try {
    return nextRuns(parsed, zone, nowNs);
  } catch (error) {
    if (error instanceof TypeError) return error.message;
    throw error;
  }
}

/** What a run's DST note says. */
export function describeRunNote(note: RunNote): string {
  if (note.kind === 'gap')
    return `Moved: clocks jump from ${note.from} to ${note.to} this day, so the scheduled time does not exist; cron runs it at ${note.to}.`;
  return note.which === 'first'
    ? `${note.wallTime} happens twice this day (clocks go back); this is the first.`
    : `${note.wallTime} happens twice this day (clocks go back); this is the second.`;
}

/* The builder: each of the five common fields as one of four simple forms, where it is one. */

export type BuilderMode = 'every' | 'specific' | 'range' | 'step';

export type FieldShape =
  | { mode: 'every' }
  | { mode: 'specific'; values: string }
  | { mode: 'range'; from: string; to: string }
  | { mode: 'step'; step: string }
  | { mode: 'custom' };

/** A number or a three-letter name: not L, W, LW or 5L. */
const VALUE = /^(?:\d+|[A-Z]{3})$/;

/** The builder's form for a field's text; `custom` for what the builder cannot show (L, W, #, 1-5/2…). */
export function fieldShape(value: string): FieldShape {
  if (value === '*' || value === '?') return { mode: 'every' };
  const step = /^\*\/(\d+)$/.exec(value);
  if (step) return { mode: 'step', step: step[1]! };
  const range = /^(\d+|[A-Z]{3})-(\d+|[A-Z]{3})$/.exec(value);
  if (range) return { mode: 'range', from: range[1]!, to: range[2]! };
  const items = value.split(',');
  if (items.every((item) => VALUE.test(item))) return { mode: 'specific', values: items.join(',') };
  return { mode: 'custom' };
}

/** A field's text for a builder form. */
export function fieldText(shape: Exclude<FieldShape, { mode: 'custom' }>): string {
  switch (shape.mode) {
    case 'every':
      return '*';
    case 'specific':
      return shape.values;
    case 'range':
      return `${shape.from}-${shape.to}`;
    case 'step':
      return `*/${shape.step}`;
  }
}

const DEFAULT_STEPS: Record<BuilderField, number> = { minute: 5, hour: 2, dayOfMonth: 2, month: 3, dayOfWeek: 2 };

/** The form a field takes when the user switches it to a mode, before they fill it in. */
export function defaultShape(field: BuilderField, mode: BuilderMode, dialect: Dialect): FieldShape {
  const { min, max } = fieldRange(field, dialect);
  const top = field === 'dayOfWeek' ? (dialect === 'quartz' ? 7 : 6) : max;
  switch (mode) {
    case 'every':
      return { mode };
    case 'specific':
      return { mode, values: String(min) };
    case 'range':
      return { mode, from: String(min), to: String(top) };
    case 'step':
      return { mode, step: String(DEFAULT_STEPS[field]) };
  }
}

/** How the builder names one and many of a field's units. */
const UNIT_WORDS: Record<BuilderField, { one: string; many: string }> = {
  minute: { one: 'minute', many: 'minutes' },
  hour: { one: 'hour', many: 'hours' },
  dayOfMonth: { one: 'day of the month', many: 'days of the month' },
  month: { one: 'month', many: 'months' },
  dayOfWeek: { one: 'day of the week', many: 'days of the week' },
};

/** A field's name as the builder's heading: "Day of the month". */
export function fieldLabel(field: BuilderField): string {
  const label = FIELD_LABELS[field];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The builder's modes for a field, in its own words; `custom` only while the field is beyond the builder. */
export function modeOptions(field: BuilderField, custom: boolean): { value: BuilderMode | 'custom'; label: string }[] {
  const { one, many } = UNIT_WORDS[field];
  const options: { value: BuilderMode | 'custom'; label: string }[] = [
    { value: 'every', label: `Every ${one}` },
    { value: 'specific', label: `Specific ${many}` },
    { value: 'range', label: `A range of ${many}` },
    { value: 'step', label: `Every n ${many}` },
  ];
  return custom ? [...options, { value: 'custom', label: 'Custom (edit the expression)' }] : options;
}

/** What a field's values may be, in the dialect: its range, and names where it takes them. */
export function valueHint(field: BuilderField, dialect: Dialect): string {
  const { min, max } = fieldRange(field, dialect);
  if (field === 'month') return `${min}–${max} or JAN–DEC`;
  if (field === 'dayOfWeek')
    return dialect === 'quartz'
      ? '1 (Sunday) to 7 (Saturday), or SUN–SAT'
      : '0 (Sunday) to 6, 7 is Sunday too, or SUN–SAT';
  return `${min}–${max}`;
}

/** What a step means for a field: "Every this many minutes". */
export function stepHint(field: BuilderField): string {
  return `Every this many ${UNIT_WORDS[field].many}`;
}

/**
 * The expression with one field changed, in the dialect's field order (a macro is written out first). In
 * Quartz, where one day field must be `?`, setting one day field clears the other to `?`, and "every"
 * writes `?` while the other day field is set.
 */
export function withField(parsed: ParsedCron, field: BuilderField, value: string): string {
  const fields = { ...parsed.fields, [field]: value };
  if (parsed.dialect === 'quartz' && (field === 'dayOfMonth' || field === 'dayOfWeek')) {
    const other = field === 'dayOfMonth' ? 'dayOfWeek' : 'dayOfMonth';
    if (value === '*' || value === '?') fields[field] = fields[other] === '?' ? '*' : '?';
    else fields[other] = '?';
  }
  return fieldOrder(parsed.dialect, parsed.fieldCount)
    .map((name) => fields[name])
    .join(' ');
}

/** The common schedules, written in each dialect. */
export interface Preset {
  label: string;
  standard: string;
}

export const PRESETS: readonly Preset[] = [
  { label: 'Every minute', standard: '* * * * *' },
  { label: 'Every 5 minutes', standard: '*/5 * * * *' },
  { label: 'Every 15 minutes', standard: '*/15 * * * *' },
  { label: 'Every hour', standard: '0 * * * *' },
  { label: 'Every day at midnight', standard: '0 0 * * *' },
  { label: 'Every day at 09:00', standard: '0 9 * * *' },
  { label: 'Weekdays at 09:00', standard: '0 9 * * 1-5' },
  { label: 'Every Monday at 00:00', standard: '0 0 * * 1' },
  { label: 'The 1st of every month at 00:00', standard: '0 0 1 * *' },
  { label: 'Every 1 January at 00:00', standard: '0 0 1 1 *' },
];

/** A preset's expression in a dialect. */
export function presetIn(preset: Preset, dialect: Dialect): string {
  if (dialect === 'standard') return preset.standard;
  if (dialect === 'seconds') return `0 ${preset.standard}`;
  const [minute, hour, dayOfMonth, month, dayOfWeek] = preset.standard.split(' ') as [
    string,
    string,
    string,
    string,
    string,
  ];
  const quartzDays =
    dayOfWeek === '*'
      ? `${dayOfMonth} ${month} ?`
      : `? ${month} ${dayOfWeek.replace(/\d/g, (digit) => String(Number(digit) + 1))}`;
  return `0 ${minute} ${hour} ${quartzDays}`;
}
