import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTemporal } from '../../lib/time/temporal';
import {
  builderFields,
  builderNote,
  nextRunsOrProblem,
  readSchedule,
  defaultShape,
  describeCron,
  fieldLabel,
  modeOptions,
  stepHint,
  valueHint,
  fieldRange,
  describeRunNote,
  fieldShape,
  fieldText,
  nextRuns,
  notesFor,
  parseCron,
  PRESETS,
  presetIn,
  splitFields,
  withField,
  type Dialect,
  type FieldName,
} from './core';

beforeAll(async () => {
  await loadTemporal();
});

/** A fixed "now": Tuesday 24 November 2026, 16:00 UTC. */
const NOW = Date.parse('2026-11-24T16:00:00Z');
const ns = (ms: number) => BigInt(ms) * 1_000_000n;

const runsOf = (text: string, dialect: Dialect, zone: string, now = NOW, count = 3) =>
  nextRuns(parseCron(text, dialect), zone, ns(now), count).map((run) => run.iso);

describe('descriptions and next runs of the common expressions', () => {
  it.each([
    {
      text: '* * * * *',
      description: 'Every minute',
      runs: ['2026-11-24T16:01:00+00:00', '2026-11-24T16:02:00+00:00'],
    },
    {
      text: '*/5 * * * *',
      description: 'Every 5 minutes',
      runs: ['2026-11-24T16:05:00+00:00', '2026-11-24T16:10:00+00:00'],
    },
    { text: '0 * * * *', description: 'Every hour', runs: ['2026-11-24T17:00:00+00:00', '2026-11-24T18:00:00+00:00'] },
    { text: '0 0 * * *', description: 'At 00:00', runs: ['2026-11-25T00:00:00+00:00', '2026-11-26T00:00:00+00:00'] },
    {
      text: '0 9 * * 1-5',
      description: 'At 09:00, Monday through Friday',
      runs: [
        '2026-11-25T09:00:00+00:00',
        '2026-11-26T09:00:00+00:00',
        '2026-11-27T09:00:00+00:00',
        '2026-11-30T09:00:00+00:00',
      ],
    },
    {
      text: '0 0 * * 1',
      description: 'At 00:00, only on Monday',
      runs: ['2026-11-30T00:00:00+00:00', '2026-12-07T00:00:00+00:00'],
    },
    {
      text: '0 0 1 * *',
      description: 'At 00:00, on day 1 of the month',
      runs: ['2026-12-01T00:00:00+00:00', '2027-01-01T00:00:00+00:00'],
    },
    {
      text: '@weekly',
      description: 'At 00:00, only on Sunday',
      runs: ['2026-11-29T00:00:00+00:00', '2026-12-06T00:00:00+00:00'],
    },
    {
      text: '@yearly',
      description: 'At 00:00, on day 1 of the month, only in January',
      runs: ['2027-01-01T00:00:00+00:00'],
    },
    { text: '@hourly', description: 'Every hour', runs: ['2026-11-24T17:00:00+00:00'] },
    { text: '0 0 * * SUN', description: 'At 00:00, only on Sunday', runs: ['2026-11-29T00:00:00+00:00'] },
    // Both day fields set: either matches (standard cron's OR).
    {
      text: '0 9 1 * 1',
      description: 'At 09:00, on day 1 of the month, and on Monday',
      runs: ['2026-11-30T09:00:00+00:00', '2026-12-01T09:00:00+00:00', '2026-12-07T09:00:00+00:00'],
    },
  ])('$text: $description', ({ text, description, runs }) => {
    const parsed = parseCron(text, 'standard');
    expect(describeCron(parsed)).toBe(description);
    expect(runsOf(text, 'standard', 'UTC', NOW, runs.length)).toEqual(runs);
  });

  it('in a zone, the runs are in its local time', () => {
    expect(runsOf('0 9 * * 1-5', 'standard', 'Asia/Kolkata', NOW, 2)).toEqual([
      '2026-11-25T09:00:00+05:30',
      '2026-11-26T09:00:00+05:30',
    ]);
  });

  it('gives ten runs by default', () => {
    expect(nextRuns(parseCron('*/5 * * * *', 'standard'), 'UTC', ns(NOW))).toHaveLength(10);
  });

  it('a schedule that never runs gives no runs', () => {
    expect(runsOf('0 0 30 2 *', 'standard', 'UTC')).toEqual([]);
  });
});

describe('seconds and Quartz', () => {
  it.each([
    {
      text: '*/10 * * * * *',
      dialect: 'seconds',
      description: 'Every 10 seconds',
      runs: ['2026-11-24T16:00:10+00:00'],
    },
    {
      text: '30 0 12 * * *',
      dialect: 'seconds',
      description: 'At 12:00:30',
      runs: ['2026-11-24T12:00:30+00:00'.replace('24T', '25T')],
    },
    {
      text: '0 0 12 ? * 2#1 *',
      dialect: 'quartz',
      description: 'At 12:00, on the first Monday of the month',
      runs: ['2026-12-07T12:00:00+00:00', '2027-01-04T12:00:00+00:00'],
    },
    {
      text: '0 0 12 LW * ?',
      dialect: 'quartz',
      description: 'At 12:00, on the last weekday of the month',
      runs: ['2026-11-30T12:00:00+00:00', '2026-12-31T12:00:00+00:00'],
    },
    {
      text: '0 0 12 L * ?',
      dialect: 'quartz',
      description: 'At 12:00, on the last day of the month',
      runs: ['2026-11-30T12:00:00+00:00', '2026-12-31T12:00:00+00:00'],
    },
    {
      text: '0 0 12 ? * 6L',
      dialect: 'quartz',
      description: 'At 12:00, on the last Friday of the month',
      runs: ['2026-11-27T12:00:00+00:00', '2026-12-25T12:00:00+00:00'],
    },
    {
      text: '0 0 12 15W * ? 2027',
      dialect: 'quartz',
      description: 'At 12:00, on the weekday nearest day 15 of the month, only in 2027',
      runs: ['2027-01-15T12:00:00+00:00', '2027-02-15T12:00:00+00:00'],
    },
    { text: '0 0/15 * * * ?', dialect: 'quartz', description: 'Every 15 minutes', runs: ['2026-11-24T16:15:00+00:00'] },
    {
      text: '0 0 9 ? * MON-FRI',
      dialect: 'quartz',
      description: 'At 09:00, Monday through Friday',
      runs: ['2026-11-25T09:00:00+00:00'],
    },
    {
      text: '0 0 9 ? * 2-6',
      dialect: 'quartz',
      description: 'At 09:00, Monday through Friday',
      runs: ['2026-11-25T09:00:00+00:00'],
    },
    { text: '@daily', dialect: 'quartz', description: 'At 00:00', runs: ['2026-11-25T00:00:00+00:00'] },
  ] as const)('$dialect $text: $description', ({ text, dialect, description, runs }) => {
    expect(describeCron(parseCron(text, dialect))).toBe(description);
    expect(runsOf(text, dialect, 'UTC', NOW, runs.length)).toEqual(runs);
  });
});

describe('DST days, on croner’s (Vixie cron’s) rules', () => {
  const NEW_YORK = 'America/New_York';

  it('a time the spring-forward gap skips runs at the end of the gap, and says so', () => {
    const runs = nextRuns(parseCron('30 2 * * *', 'standard'), NEW_YORK, ns(Date.parse('2026-03-06T12:00:00Z')), 3);
    expect(runs.map((run) => run.iso)).toEqual([
      '2026-03-07T02:30:00-05:00',
      '2026-03-08T03:00:00-04:00',
      '2026-03-09T02:30:00-04:00',
    ]);
    expect(runs.map((run) => run.note)).toEqual([undefined, { kind: 'gap', from: '02:00', to: '03:00' }, undefined]);
    expect(describeRunNote(runs[1]!.note!)).toBe(
      'Moved: clocks jump from 02:00 to 03:00 this day, so the scheduled time does not exist; cron runs it at 03:00.',
    );
  });

  it('an interval job skips the times in the gap', () => {
    expect(runsOf('*/30 * * * *', 'standard', NEW_YORK, Date.parse('2026-03-08T06:00:00Z'), 4)).toEqual([
      '2026-03-08T01:30:00-05:00',
      '2026-03-08T03:00:00-04:00',
      '2026-03-08T03:30:00-04:00',
      '2026-03-08T04:00:00-04:00',
    ]);
  });

  it('a time that happens twice runs once, at the first, and is marked', () => {
    const runs = nextRuns(parseCron('30 1 * * *', 'standard'), NEW_YORK, ns(Date.parse('2026-10-31T12:00:00Z')), 2);
    expect(runs.map((run) => run.iso)).toEqual(['2026-11-01T01:30:00-04:00', '2026-11-02T01:30:00-05:00']);
    expect(runs[0]!.note).toEqual({ kind: 'repeated', which: 'first', wallTime: '01:30' });
  });

  it('an interval job runs in both passes of the repeated hour', () => {
    const runs = nextRuns(parseCron('*/30 1 * * *', 'standard'), NEW_YORK, ns(Date.parse('2026-11-01T04:00:00Z')), 4);
    expect(runs.map((run) => run.iso)).toEqual([
      '2026-11-01T01:00:00-04:00',
      '2026-11-01T01:30:00-04:00',
      '2026-11-01T01:00:00-05:00',
      '2026-11-01T01:30:00-05:00',
    ]);
    expect(runs.map((run) => run.note?.kind === 'repeated' && run.note.which)).toEqual([
      'first',
      'first',
      'second',
      'second',
    ]);
  });
});

describe('errors name the field, its range and the bad value', () => {
  it.each([
    ['0 24 * * *', 'standard', 'hour 24 is out of range 0–23.'],
    ['60 * * * *', 'standard', 'minute 60 is out of range 0–59.'],
    ['0 0 0 * *', 'standard', 'day of month 0 is out of range 1–31.'],
    ['0 0 * 13 *', 'standard', 'month 13 is out of range 1–12.'],
    ['0 0 * * 8', 'standard', 'day of week 8 is out of range 0–7.'],
    ['0 0 0 ? * 0', 'quartz', 'day of week 0 is out of range 1–7.'],
    ['0 0 0 1 * ? 1969', 'quartz', 'year 1969 is out of range 1970–2099.'],
    ['0 0 * * *', 'quartz', '6 or 7 fields expected for Quartz, found 5 (5 fields: choose standard cron).'],
    ['* * * *', 'standard', '5 fields expected for standard cron, found 4.'],
    [
      '* * * * * *',
      'standard',
      '5 fields expected for standard cron, found 6 (6 fields: choose the dialect with seconds, or Quartz).',
    ],
    ['* * * * *', 'seconds', '6 fields expected for cron with seconds, found 5 (5 fields: choose standard cron).'],
    ['x * * * *', 'standard', 'minute "X": "X" is not a number 0–59.'],
    ['*/0 * * * *', 'standard', 'minute step 0 is out of range 1–60.'],
    ['0 0 * * 5-1', 'standard', 'day of week range 5-1 runs backwards: write the smaller value first (1-5).'],
    ['0 0 * FOO *', 'standard', 'month "FOO": "FOO" is not a number 1–12 or a name (JAN–DEC).'],
    ['0 0 1,,2 * *', 'standard', 'day of month has an empty item: remove the extra comma.'],
    ['0 ? * * *', 'standard', 'hour cannot be ?: only day of month and day of week can.'],
    ['0 0 * * 5#6', 'standard', 'day of week "5#6": the occurrence 6 is out of range 1–5.'],
    ['0 0 1W,10 * *', 'standard', 'day of month "1W,10": 1W names one day and cannot be part of a list.'],
    ['0 0 * * 5L,1', 'standard', 'day of week "5L,1": 5L names one day and cannot be part of a list.'],
    ['0 0 * * */8', 'standard', 'day of week step 8 is out of range 1–7.'],
    ['0 0 L-3 * *', 'standard', 'day of month "L-3": L stands alone (the last day) or as LW (the last weekday).'],
    [
      '0 0 0 1 * 2',
      'quartz',
      'Quartz needs ? in exactly one of day of month and day of week: the field the schedule does not use.',
    ],
    ['@reboot', 'standard', '@reboot runs once when cron starts, not on a schedule: it has no next runs.'],
    [
      '@often',
      'standard',
      'Unknown macro @often: use @yearly, @annually, @monthly, @weekly, @daily, @midnight or @hourly.',
    ],
    ['  ', 'standard', 'Enter a cron expression, such as 0 9 * * 1-5, or choose a preset.'],
  ] as const)('%s (%s): %s', (text, dialect, message) => {
    expect(() => parseCron(text, dialect)).toThrow(message);
  });

  it('reads names in any case and spaces of any width', () => {
    expect(parseCron(' 0  9 * jan-mar mon-fri ', 'standard').fields).toMatchObject({
      month: 'JAN-MAR',
      dayOfWeek: 'MON-FRI',
    });
  });

  it('notes the OR rule, a macro and Sunday as 7', () => {
    expect(notesFor(parseCron('0 9 1 * 1', 'standard'))).toHaveLength(1);
    expect(notesFor(parseCron('@daily', 'standard'))).toEqual(['@daily is short for 0 0 * * *.']);
    expect(notesFor(parseCron('0 0 * * 7', 'standard'))).toEqual(['Day of week 7 is Sunday, as 0 is.']);
    expect(notesFor(parseCron('0 0 * * 1-7', 'standard'))).toEqual(['Day of week 7 is Sunday, as 0 is.']);
    expect(notesFor(parseCron('0 0 * * */7', 'standard'))).toEqual([]);
    expect(notesFor(parseCron('0 0 * * 5#1', 'standard'))).toEqual([]);
  });
});

describe('the builder', () => {
  it.each([
    ['*', { mode: 'every' }],
    ['?', { mode: 'every' }],
    ['5,10', { mode: 'specific', values: '5,10' }],
    ['MON', { mode: 'specific', values: 'MON' }],
    ['1-5', { mode: 'range', from: '1', to: '5' }],
    ['MON-FRI', { mode: 'range', from: 'MON', to: 'FRI' }],
    ['*/15', { mode: 'step', step: '15' }],
    ['1-5/2', { mode: 'custom' }],
    ['L', { mode: 'custom' }],
    ['LW', { mode: 'custom' }],
    ['5L', { mode: 'custom' }],
    ['2#1', { mode: 'custom' }],
    ['15W', { mode: 'custom' }],
  ] as const)('reads %s as %j', (text, shape) => {
    expect(fieldShape(text)).toEqual(shape);
    if (shape.mode !== 'custom' && text !== '?') expect(fieldText(shape)).toBe(text);
  });

  it.each([
    ['0 9 * * 1-5', 'standard', 'hour', '*/2', '0 */2 * * 1-5'],
    ['@daily', 'standard', 'minute', '30', '30 0 * * *'],
    ['0 0 9 * * *', 'seconds', 'dayOfWeek', '1', '0 0 9 * * 1'],
    ['0 0 9 * * ?', 'quartz', 'dayOfWeek', '2', '0 0 9 ? * 2'],
    ['0 0 9 ? * 2', 'quartz', 'dayOfMonth', '15', '0 0 9 15 * ?'],
    ['0 0 9 ? * 2', 'quartz', 'dayOfWeek', '*', '0 0 9 ? * *'],
    ['0 0 9 ? * 2 2027', 'quartz', 'month', '1-3', '0 0 9 ? 1-3 2 2027'],
  ] as const)('%s (%s): %s set to %s gives %s', (text, dialect, field, value, expected) => {
    expect(withField(parseCron(text, dialect), field, value)).toBe(expected);
    expect(() => parseCron(expected, dialect)).not.toThrow();
  });

  it.each(['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const)(
    'every default form of %s is a valid field in every dialect',
    (field) => {
      for (const dialect of ['standard', 'seconds', 'quartz'] as const)
        for (const mode of ['every', 'specific', 'range', 'step'] as const) {
          const shape = defaultShape(field, mode, dialect);
          if (shape.mode === 'custom') throw new Error('no default is custom');
          const base = parseCron(presetIn(PRESETS[0]!, dialect), dialect);
          expect(() => parseCron(withField(base, field, fieldText(shape)), dialect)).not.toThrow();
        }
    },
  );
});

describe('the builder’s words', () => {
  it.each([
    ['minute', 'Minute', '0–59', 'Every this many minutes'],
    ['dayOfMonth', 'Day of month', '1–31', 'Every this many days of the month'],
    ['month', 'Month', '1–12 or JAN–DEC', 'Every this many months'],
    ['dayOfWeek', 'Day of week', '0 (Sunday) to 6, 7 is Sunday too, or SUN–SAT', 'Every this many days of the week'],
  ] as const)('names %s as %s, with its values and its step', (field, label, hint, step) => {
    expect(fieldLabel(field)).toBe(label);
    expect(valueHint(field, 'standard')).toBe(hint);
    expect(stepHint(field)).toBe(step);
  });

  it('counts Quartz days of the week from 1, Sunday', () => {
    expect(valueHint('dayOfWeek', 'quartz')).toBe('1 (Sunday) to 7 (Saturday), or SUN–SAT');
  });

  it('offers Custom only while the field is beyond the builder', () => {
    expect(modeOptions('hour', false).map((option) => option.label)).toEqual([
      'Every hour',
      'Specific hours',
      'A range of hours',
      'Every n hours',
    ]);
    expect(modeOptions('hour', true).at(-1)).toEqual({ value: 'custom', label: 'Custom (edit the expression)' });
  });
});

describe('presets', () => {
  it.each(
    PRESETS.flatMap((preset) =>
      (['standard', 'seconds', 'quartz'] as const).map((dialect) => [preset.label, dialect, preset] as const),
    ),
  )('%s is valid in %s and described the same', (_label, dialect, preset) => {
    const text = presetIn(preset, dialect);
    expect(describeCron(parseCron(text, dialect))).toBe(describeCron(parseCron(preset.standard, 'standard')));
    expect(runsOf(text, dialect, 'UTC', NOW, 2)).toEqual(runsOf(preset.standard, 'standard', 'UTC', NOW, 2));
  });
});

describe('splitFields, for the builder', () => {
  it.each([
    ['0 24 * * *', 'standard', '24'],
    ['@daily', 'seconds', '0'],
    ['0 0 9 * * 2', 'quartz', '9'],
  ] as const)('reads %s (%s) without checking', (text, dialect, hour) => {
    expect(splitFields(text, dialect)?.fields.hour).toBe(hour);
  });

  it.each([['* * * *'], [''], ['@often']])('gives null for %j', (text) => {
    expect(splitFields(text, 'standard')).toBeNull();
  });
});

describe('what the screen shows of the expression', () => {
  it.each([
    { input: '', dialect: 'standard', expected: null },
    { input: '   ', dialect: 'standard', expected: null },
    { input: '0 9 * * 1-5', dialect: 'standard', expected: { description: 'At 09:00, Monday through Friday' } },
    { input: '0 24 * * *', dialect: 'standard', expected: { error: 'hour 24 is out of range 0–23.' } },
  ] as const)('the schedule of “$input”', ({ input, dialect, expected }) => {
    const schedule = readSchedule(input, dialect);
    if (expected === null) return expect(schedule).toBeNull();
    if ('error' in expected) return expect(schedule).toEqual(expected);
    expect(schedule?.value).toMatchObject(expected);
    expect(schedule?.value?.notes).toEqual(notesFor(parseCron(input, dialect)));
  });

  it.each([
    { input: '', dialect: 'standard', minute: '*', count: 5 },
    { input: '', dialect: 'quartz', minute: '*', count: 6 },
    { input: '0 24 * * *', dialect: 'standard', minute: '0', count: 5 },
    { input: '* * * *', dialect: 'standard', minute: null, count: null },
  ] as const)('the builder’s fields of “$input” ($dialect)', ({ input, dialect, minute, count }) => {
    const fields = builderFields(input, dialect);
    expect(fields?.fields.minute ?? null).toBe(minute);
    expect(fields?.fieldCount ?? null).toBe(count);
  });

  it.each([
    { dialect: 'standard', fieldCount: 5, expected: null },
    { dialect: 'seconds', fieldCount: 6, expected: 'Seconds are edited in the expression.' },
    { dialect: 'quartz', fieldCount: 6, expected: 'Seconds are edited in the expression.' },
    { dialect: 'quartz', fieldCount: 7, expected: 'Seconds and the year are edited in the expression.' },
  ] as const)('the builder’s note, $dialect with $fieldCount fields', ({ dialect, fieldCount, expected }) => {
    expect(builderNote({ dialect, fieldCount })).toBe(expected);
  });

  it('the next runs are nextRuns’ ten', () => {
    const parsed = parseCron('0 9 * * 1-5', 'standard');
    expect(nextRunsOrProblem(parsed, 'UTC', ns(NOW))).toEqual(nextRuns(parsed, 'UTC', ns(NOW)));
  });
});

describe('what the validator accepts, croner and cronstrue read too', () => {
  const DIALECT_FIELDS = {
    standard: ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'],
    seconds: ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'],
    quartz: ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek', 'year'],
  } as const;

  const plainItem = (field: FieldName, dialect: Dialect) => {
    const { min, max } = fieldRange(field, dialect);
    const value = fc.integer({ min, max });
    const steps = fc.integer({ min: 1, max: field === 'dayOfWeek' ? 7 : max - min + 1 });
    return fc.oneof(
      fc.constant('*'),
      value.map(String),
      fc.tuple(value, value).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
      steps.map((step) => `*/${step}`),
      fc.tuple(value, steps).map(([start, step]) => `${start}/${step}`),
    );
  };

  /** A list of plain items, or (in the day fields) one L, W or # item on its own. */
  const field = (name: FieldName, dialect: Dialect) => {
    const list = fc.array(plainItem(name, dialect), { minLength: 1, maxLength: 3 }).map((items) => items.join(','));
    const { min, max } = fieldRange(name, dialect);
    const value = fc.integer({ min, max });
    if (name === 'dayOfMonth')
      return fc.oneof(
        list,
        fc.constantFrom('L', 'LW'),
        value.map((day) => `${day}W`),
      );
    if (name === 'dayOfWeek')
      return fc.oneof(
        list,
        value.map((day) => `${day}L`),
        fc.tuple(value, fc.integer({ min: 1, max: 5 })).map(([day, nth]) => `${day}#${nth}`),
      );
    return list;
  };

  it.each(['standard', 'seconds', 'quartz'] as const)('%s', (dialect) => {
    const expression = fc.tuple(...DIALECT_FIELDS[dialect].map((name) => field(name, dialect))).map((fields) => {
      if (dialect !== 'quartz') return fields.join(' ');
      // Quartz: one day field is ?, and the year is optional.
      const [second, minute, hour, dayOfMonth, month, dayOfWeek, year] = fields;
      const days = dayOfMonth!.length % 2 === 0 ? `? ${month} ${dayOfWeek}` : `${dayOfMonth} ${month} ?`;
      return `${second} ${minute} ${hour} ${days}${year!.length % 2 === 0 ? '' : ` ${year}`}`;
    });
    fc.assert(
      fc.property(expression, (text) => {
        const parsed = parseCron(text, dialect);
        expect(describeCron(parsed)).not.toBe('');
        nextRuns(parsed, 'Europe/Berlin', ns(NOW), 2);
      }),
      { numRuns: 300 },
    );
  });
});
