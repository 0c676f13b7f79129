/**
 * Durations as people write them, read and written exactly: ISO 8601 (`P1Y2M10DT2H30M`), unit words
 * (`1h 30m`, `90 minutes`, `2 days and 3 hours`) and clock notation (`1:30:00`). Amounts are kept as the
 * decimal text that was written (`1.5`), never as floating-point numbers, so nothing is lost; turning them
 * into nanoseconds is left to the caller, who knows how long it takes a month to be. Needs no Temporal.
 *
 * API: `parseDuration` (any form; a bare number in a given unit), `parseIsoDuration`, `parseHumanDuration`,
 * `formatIsoDuration`, `formatHumanDuration` (long or short), `foldSubseconds` (ms/µs/ns into seconds, as
 * ISO writes them), `amountToUnits` (an amount in a smaller unit, exactly), and the `DurationValue` and
 * `DURATION_UNITS` they share. Clock notation `1:30` is h:mm; `m` is minutes and `mo` months.
 */
import { ToolError } from '../tool-error';

/** Every unit a duration can be written in, largest first. */
export const DURATION_UNITS = [
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
] as const;

export type DurationUnit = (typeof DURATION_UNITS)[number];

/**
 * A duration as written: an amount per unit, each a canonical non-negative decimal (`90`, `1.5`; no
 * leading or trailing zeros, no zero amounts), and one sign for the whole. A zero duration has no amounts
 * and is never negative.
 */
export interface DurationValue {
  negative: boolean;
  amounts: Partial<Record<DurationUnit, string>>;
}

/** How the text was written: which of the forms `parseDuration` reads. */
export type DurationForm = 'iso' | 'words' | 'clock' | 'number';

/** Short symbols, as in `1 d 2 h 3 min 4 s`. */
export const UNIT_SYMBOLS: Record<DurationUnit, string> = {
  years: 'y',
  months: 'mo',
  weeks: 'w',
  days: 'd',
  hours: 'h',
  minutes: 'min',
  seconds: 's',
  milliseconds: 'ms',
  microseconds: 'µs',
  nanoseconds: 'ns',
};

/** The words and abbreviations read for each unit (lower case). `m` is minutes, as in `1h 30m`. */
const UNIT_WORDS: Record<DurationUnit, readonly string[]> = {
  years: ['y', 'yr', 'yrs', 'year', 'years'],
  months: ['mo', 'mos', 'mon', 'mons', 'month', 'months'],
  weeks: ['w', 'wk', 'wks', 'week', 'weeks'],
  days: ['d', 'day', 'days'],
  hours: ['h', 'hr', 'hrs', 'hour', 'hours'],
  minutes: ['m', 'min', 'mins', 'minute', 'minutes'],
  seconds: ['s', 'sec', 'secs', 'second', 'seconds'],
  milliseconds: ['ms', 'msec', 'msecs', 'millisecond', 'milliseconds'],
  microseconds: ['µs', 'μs', 'us', 'usec', 'usecs', 'microsecond', 'microseconds'],
  nanoseconds: ['ns', 'nsec', 'nsecs', 'nanosecond', 'nanoseconds'],
};

const UNIT_BY_WORD: ReadonlyMap<string, DurationUnit> = new Map(
  DURATION_UNITS.flatMap((unit) => UNIT_WORDS[unit].map((word): [string, DurationUnit] => [word, unit])),
);

const UNIT_LIST = 'ns, µs, ms, s, min (or m), h, d, w, mo, y, or their names';

// ---------------------------------------------------------------------------------------------------------
// Exact decimals

/** A decimal as its digits and a power of ten: `digits` × 10^-`scale`. */
export interface ScaledDecimal {
  digits: bigint;
  scale: number;
}

/** `1.50` → `1.5`, `007` → `7`, `0.0` → `0`, `,5` → `0.5`: the canonical text of a non-negative decimal. */
function canonicalDecimal(text: string): string {
  const [whole = '', fraction = ''] = text.replace(',', '.').split('.');
  const cleanWhole = whole.replace(/^0+(?=\d)/, '') || '0';
  const cleanFraction = fraction.replace(/0+$/, '');
  return cleanFraction ? `${cleanWhole}.${cleanFraction}` : cleanWhole;
}

function toScaled(amount: string): ScaledDecimal {
  const [whole, fraction = ''] = amount.split('.');
  return { digits: BigInt(`${whole}${fraction}`), scale: fraction.length };
}

function fromScaled({ digits, scale }: ScaledDecimal): string {
  if (scale === 0) return digits.toString();
  const text = digits.toString().padStart(scale + 1, '0');
  return canonicalDecimal(`${text.slice(0, -scale)}.${text.slice(-scale)}`);
}

/** The amount `amount` of a unit that is `perUnit` smaller units long, in the smaller units, exactly. */
export function amountToUnits(amount: string, perUnit: bigint): ScaledDecimal {
  const { digits, scale } = toScaled(amount);
  return { digits: digits * perUnit, scale };
}

const addScaled = (a: ScaledDecimal, b: ScaledDecimal): ScaledDecimal => {
  const scale = Math.max(a.scale, b.scale);
  return {
    digits: a.digits * 10n ** BigInt(scale - a.scale) + b.digits * 10n ** BigInt(scale - b.scale),
    scale,
  };
};

const isZero = (amount: string | undefined) => amount === undefined || amount === '0';
const hasFraction = (amount: string | undefined) => amount?.includes('.') ?? false;

/** The value with zero amounts dropped, and no negative zero. */
function cleaned(negative: boolean, amounts: Partial<Record<DurationUnit, string>>): DurationValue {
  const kept: Partial<Record<DurationUnit, string>> = {};
  for (const unit of DURATION_UNITS) {
    const amount = amounts[unit];
    if (!isZero(amount)) kept[unit] = amount;
  }
  return { negative: negative && Object.keys(kept).length > 0, amounts: kept };
}

// ---------------------------------------------------------------------------------------------------------
// ISO 8601

const DATE_DESIGNATORS: Record<string, DurationUnit> = { Y: 'years', M: 'months', W: 'weeks', D: 'days' };
const TIME_DESIGNATORS: Record<string, DurationUnit> = { H: 'hours', M: 'minutes', S: 'seconds' };

/**
 * Reads an ISO 8601 duration: `P1Y2M10DT2H30M`, `PT0.5S`, `P2W`, `-P1D` (the sign is ISO 8601-2's and
 * Temporal's). Components come in order, each once; only the last may have a fraction (`.` or `,`).
 * Errors name the character that is wrong.
 */
export function parseIsoDuration(input: string): DurationValue {
  const text = input.trim();
  const fail = (index: number, what: string): never => {
    throw new ToolError(`"${text}" is not an ISO 8601 duration: ${what} at character ${index + 1}.`);
  };
  let index = 0;
  let negative = false;
  if (text[0] === '-' || text[0] === '+' || text[0] === '−') {
    negative = text[0] !== '+';
    index = 1;
  }
  if (text[index]?.toUpperCase() !== 'P') fail(index, 'it must start with P');
  index++;
  const amounts: Partial<Record<DurationUnit, string>> = {};
  let inTime = false;
  let lastOrder = -1;
  let fractionAt = -1;
  let components = 0;
  while (index < text.length) {
    const character = text[index]!;
    if (character.toUpperCase() === 'T') {
      if (inTime) fail(index, 'a second T');
      inTime = true;
      index++;
      if (index === text.length) fail(index - 1, 'T must be followed by hours, minutes or seconds');
      continue;
    }
    const number = /^\d+(?:[.,]\d+)?/.exec(text.slice(index));
    if (!number) fail(index, `"${character}" where a number should be`);
    const numberAt = index;
    index += number![0].length;
    const designator = text[index]?.toUpperCase();
    if (designator === undefined) fail(index - 1, `the number ${number![0]} has no designator (such as D or H)`);
    const unit = (inTime ? TIME_DESIGNATORS : DATE_DESIGNATORS)[designator!];
    if (!unit) {
      const allowed = inTime ? 'H, M or S after T' : 'Y, M, W or D before T (and H, M, S after it)';
      fail(index, `"${text[index]}" is not a designator here; use ${allowed}`);
    }
    const order = DURATION_UNITS.indexOf(unit!);
    if (order <= lastOrder) fail(index, `${unit} after a smaller unit or twice; write Y, M, W, D, T, H, M, S in order`);
    if (fractionAt >= 0) fail(fractionAt, 'only the last component may have a fraction');
    if (/[.,]/.test(number![0])) fractionAt = numberAt;
    lastOrder = order;
    amounts[unit!] = canonicalDecimal(number![0]);
    components++;
    index++;
  }
  if (components === 0) fail(text.length - 1, 'there is no component after P (write, for example, P1D or PT0S)');
  return cleaned(negative, amounts);
}

/**
 * The value's milliseconds, microseconds and nanoseconds added into its seconds, exactly: ISO 8601 has
 * no smaller unit than the second.
 */
export function foldSubseconds(value: DurationValue): DurationValue {
  const { milliseconds, microseconds, nanoseconds, ...rest } = value.amounts;
  if (milliseconds === undefined && microseconds === undefined && nanoseconds === undefined) return value;
  let seconds: ScaledDecimal = toScaled(rest.seconds ?? '0');
  for (const [amount, scale] of [
    [milliseconds, 3],
    [microseconds, 6],
    [nanoseconds, 9],
  ] as const) {
    if (amount !== undefined) {
      const part = toScaled(amount);
      seconds = addScaled(seconds, { digits: part.digits, scale: part.scale + scale });
    }
  }
  return cleaned(value.negative, { ...rest, seconds: fromScaled(seconds) });
}

/** Factors from each unit to the next smaller one that fractions may be carried into exactly. */
const CARRY: Partial<Record<DurationUnit, [DurationUnit, bigint]>> = {
  years: ['months', 12n],
  weeks: ['days', 7n],
  days: ['hours', 24n],
  hours: ['minutes', 60n],
  minutes: ['seconds', 60n],
};

/**
 * Moves fractions that are not on the smallest unit down into the next unit (`1.5 h 10 min` → `1 h 40
 * min`), as ISO 8601 wants. A day is taken as 24 hours here, as ISO 8601's nominal day is. A fraction of
 * a month cannot move into days exactly, so the value keeps it (and would need a basis to be written).
 */
function carryFractions(value: DurationValue): DurationValue {
  const amounts = { ...value.amounts };
  for (const unit of DURATION_UNITS) {
    const amount = amounts[unit];
    const carry = CARRY[unit];
    if (!carry || !hasFraction(amount)) continue;
    const smaller = DURATION_UNITS.slice(DURATION_UNITS.indexOf(unit) + 1);
    if (smaller.every((next) => isZero(amounts[next]))) continue;
    const { digits, scale } = toScaled(amount!);
    const unit10 = 10n ** BigInt(scale);
    amounts[unit] = (digits / unit10).toString();
    const [into, factor] = carry;
    const carried = fromScaled({ digits: (digits % unit10) * factor, scale });
    amounts[into] = fromScaled(addScaled(toScaled(amounts[into] ?? '0'), toScaled(carried)));
  }
  return cleaned(value.negative, amounts);
}

/**
 * An ISO 8601 duration: `P1Y2M10DT2H30M`, `PT1.5S`, `-P1D`, and `PT0S` for zero. Sub-second amounts are
 * written as a fraction of the second, and fractions of larger units are carried down so only the last
 * component has one.
 */
export function formatIsoDuration(value: DurationValue): string {
  const { negative, amounts } = carryFractions(foldSubseconds(value));
  const part = (unit: DurationUnit, designator: string) =>
    isZero(amounts[unit]) ? '' : `${amounts[unit]}${designator}`;
  const date = `${part('years', 'Y')}${part('months', 'M')}${part('weeks', 'W')}${part('days', 'D')}`;
  const time = `${part('hours', 'H')}${part('minutes', 'M')}${part('seconds', 'S')}`;
  if (date === '' && time === '') return 'PT0S';
  return `${negative ? '-' : ''}P${date}${time ? `T${time}` : ''}`;
}

// ---------------------------------------------------------------------------------------------------------
// Words and clock notation

const SINGULAR: Record<DurationUnit, string> = {
  years: 'year',
  months: 'month',
  weeks: 'week',
  days: 'day',
  hours: 'hour',
  minutes: 'minute',
  seconds: 'second',
  milliseconds: 'millisecond',
  microseconds: 'microsecond',
  nanoseconds: 'nanosecond',
};

/**
 * A duration in words: `1 year 2 months 10 days`, or with `short`, symbols: `1 y 2 mo 10 d`. Every unit
 * that has an amount is written, in order, so `parseHumanDuration` reads it back as it was.
 */
export function formatHumanDuration(value: DurationValue, { short = false } = {}): string {
  const parts = DURATION_UNITS.filter((unit) => !isZero(value.amounts[unit])).map((unit) => {
    const amount = value.amounts[unit]!;
    if (short) return `${amount} ${UNIT_SYMBOLS[unit]}`;
    return `${amount} ${amount === '1' ? SINGULAR[unit] : unit}`;
  });
  if (parts.length === 0) return short ? '0 s' : '0 seconds';
  return `${value.negative ? '-' : ''}${parts.join(' ')}`;
}

/** `1:30` (h:mm), `1:30:00` (h:mm:ss), `2:01:30:00` (d:hh:mm:ss); seconds may have a fraction. */
const CLOCK = /^\d+(?::\d{2}){1,3}(?:[.,]\d+)?$/;

function parseClock(text: string, negative: boolean): DurationValue {
  const fields = text.split(':');
  if (fields.length === 2 && /[.,]/.test(text))
    throw new ToolError(`"${text}" is not clock notation: only seconds may have a fraction (h:mm:ss.sss).`);
  const names: DurationUnit[] =
    fields.length === 4 ? ['days', 'hours', 'minutes', 'seconds'] : ['hours', 'minutes', 'seconds'];
  const amounts: Partial<Record<DurationUnit, string>> = {};
  fields.forEach((field, position) => {
    const unit = names[position]!;
    const limit = unit === 'hours' ? 24 : 60;
    if (position > 0 && (unit !== 'hours' || fields.length === 4) && Number(field) >= limit)
      throw new ToolError(`"${text}": ${unit} ${field} is out of range 0–${limit - 1} in clock notation.`);
    amounts[unit] = canonicalDecimal(field);
  });
  return cleaned(negative, amounts);
}

/** A number then a unit, with optional blanks between; words may be joined by commas or "and". */
// A decimal point only: a comma in words is a separator, or a thousands mark (1,500 ms) to be refused.
const WORD_TOKEN = /(\d+(?:\.\d+)?|\.\d+)\s*([a-zµμ]+)?/iy;
const SEPARATOR = /(?:\s|,|\band\b)+/iy;

/**
 * Reads a duration in words or symbols (`1h 30m`, `90 minutes`, `2 days, 3 hours and 4.5 seconds`,
 * `1.5h`) or clock notation (`1:30:00`). Each unit at most once; errors name the part that is wrong and
 * the character it starts at.
 */
export function parseHumanDuration(input: string): DurationValue {
  let text = input.trim();
  let negative = false;
  let offset = input.indexOf(text);
  if (/^[-+−]/.test(text)) {
    negative = text[0] !== '+';
    text = text.slice(1).trimStart();
    offset = input.indexOf(text, offset + 1);
  }
  if (text === '') throw new ToolError('Enter a duration, such as 1h 30m, 90 minutes, 1:30:00 or PT1H30M.');
  if (CLOCK.test(text)) return parseClock(text, negative);
  if (/^\d+:/.test(text))
    throw new ToolError(`"${text}" is not clock notation: write h:mm, h:mm:ss or d:hh:mm:ss, such as 1:30:00.`);
  const amounts: Partial<Record<DurationUnit, string>> = {};
  let index = 0;
  while (index < text.length) {
    WORD_TOKEN.lastIndex = index;
    const token = WORD_TOKEN.exec(text);
    if (!token) {
      const bad = /^\S+/.exec(text.slice(index))?.[0] ?? text[index];
      throw new ToolError(
        `\`${bad}\` at character ${offset + index + 1} is not a duration: expected a number and a unit (${UNIT_LIST}).`,
      );
    }
    const [whole, amount, word] = token;
    if (word === undefined)
      throw new ToolError(
        `\`${whole.trim()}\` at character ${offset + index + 1} has no unit: write, for example, ${amount} min (units: ${UNIT_LIST}).`,
      );
    const unit = UNIT_BY_WORD.get(word.toLowerCase());
    const wordAt = offset + index + whole.indexOf(word, amount!.length) + 1;
    if (!unit)
      throw new ToolError(
        `\`${whole.trim()}\` is not a duration unit at character ${wordAt}: "${word}" is none of ${UNIT_LIST}.`,
      );
    if (amounts[unit] !== undefined)
      throw new ToolError(`\`${whole.trim()}\` at character ${wordAt} gives ${unit} a second time.`);
    amounts[unit] = canonicalDecimal(amount!);
    index = WORD_TOKEN.lastIndex;
    if (index >= text.length) break;
    SEPARATOR.lastIndex = index;
    if (SEPARATOR.exec(text)) index = SEPARATOR.lastIndex;
    else if (!/\d/.test(text[index]!)) {
      const bad = /^\S+/.exec(text.slice(index))?.[0] ?? text[index];
      throw new ToolError(`\`${bad}\` at character ${offset + index + 1} is not part of a duration.`);
    }
  }
  if (hasFraction(amounts.months) && DURATION_UNITS.slice(2).some((unit) => amounts[unit] !== undefined))
    throw new ToolError(
      'A fraction of a month can only be the last part: how many days it leaves depends on the month.',
    );
  return cleaned(negative, amounts);
}

const BARE_NUMBER = /^[-+−]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A duration in ISO 8601 (starts with P, or -P), in words, or in clock notation; a bare number is an
 * amount of `bareUnit`, when one is given.
 */
export function parseDuration(
  input: string,
  { bareUnit }: { bareUnit?: DurationUnit } = {},
): { value: DurationValue; form: DurationForm } {
  const text = input.trim();
  if (bareUnit && BARE_NUMBER.test(text)) {
    const negative = /^[-−]/.test(text);
    const amount = canonicalDecimal(text.replace(/^[-+−]/, ''));
    return { value: cleaned(negative, { [bareUnit]: amount }), form: 'number' };
  }
  if (/^[-+−]?P/i.test(text)) return { value: parseIsoDuration(text), form: 'iso' };
  const value = parseHumanDuration(text);
  return { value, form: CLOCK.test(text.replace(/^[-+−]\s*/, '')) ? 'clock' : 'words' };
}

/** A span of whole seconds as a countdown shows it: days, then hours, minutes and seconds of the day. */
export interface ClockParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits whole seconds (rounded as the caller's display needs) into days, hours, minutes and seconds. */
export function clockParts(totalSeconds: number): ClockParts {
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3_600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
  };
}
