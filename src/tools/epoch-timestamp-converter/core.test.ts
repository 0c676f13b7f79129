import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveLocalTime } from '../../lib/time/local-time';
import { loadTemporal, temporal } from '../../lib/time/temporal';
import {
  convertBatch,
  describeInstant,
  epochIn,
  httpDate,
  instantRows,
  localTimeNote,
  localTimeRows,
  nowRows,
  otherEpochs,
  parseTimestamp,
  relativeTime,
  rfc2822,
  unitForDigits,
  type UnitChoice,
} from './core';

beforeAll(async () => {
  await loadTemporal();
});

const NOW = 1_764_000_000_000_000_000n; // 2025-11-24T16:00:00Z
const iso = (text: string, choice: UnitChoice = 'auto') => {
  const { epochNs } = parseTimestamp(text, choice);
  return describeInstant(epochNs, { zone: 'UTC', localZone: 'UTC', nowNs: NOW, locale: 'en-US' }).isoUtc;
};

describe('parseTimestamp', () => {
  it.each([
    // The unit from the size of the number.
    ['0', 'seconds', 0n],
    ['1700000000', 'seconds', 1_700_000_000_000_000_000n],
    ['1700000000123', 'milliseconds', 1_700_000_000_123_000_000n],
    ['1700000000123456', 'microseconds', 1_700_000_000_123_456_000n],
    ['1700000000123456789', 'nanoseconds', 1_700_000_000_123_456_789n],
    ['-1', 'seconds', -1_000_000_000n],
    ['-86400000', 'seconds', -86_400_000_000_000_000n],
    ['1700000000.5', 'seconds', 1_700_000_000_500_000_000n],
    ['  1_700_000_000  ', 'seconds', 1_700_000_000_000_000_000n],
    ['+2147483647', 'seconds', 2_147_483_647_000_000_000n],
  ])('%s is %s', (text, kind, epochNs) => {
    expect(parseTimestamp(text, 'auto')).toMatchObject({ kind, epochNs, detected: true });
  });

  it.each([
    ['1700000000', 'milliseconds', 1_700_000_000_000_000n],
    ['1.5', 'microseconds', 1_500n],
    ['133444736000000000', 'filetime', 1_700_000_000_000_000_000n],
    ['0', 'filetime', -11_644_473_600_000_000_000n],
    ['721692800', 'cocoa', 1_700_000_000_000_000_000n],
    ['-978307200', 'cocoa', 0n],
    ['25569', 'excel', 0n],
    ['45000.5', 'excel', 1_678_881_600_000_000_000n], // 2023-03-15T12:00:00Z
    ['1', 'excel', -2_208_988_800_000_000_000n], // 1900-01-01
    ['61', 'excel', -2_203_891_200_000_000_000n], // 1900-03-01
  ])('%s read as %s', (text, choice, epochNs) => {
    expect(parseTimestamp(text, choice as UnitChoice)).toMatchObject({ epochNs, detected: false });
  });

  it('keeps nanoseconds exact, and says when it rounds past them', () => {
    expect(iso('1700000000123456789')).toBe('2023-11-14T22:13:20.123456789Z');
    expect(parseTimestamp('1.0000000005', 'seconds')).toMatchObject({
      epochNs: 1_000_000_001n,
      note: 'Digits past the nanosecond were rounded off.',
    });
    expect(parseTimestamp('45000.123456789', 'excel').epochNs % 1_000_000n).toBe(0n);
  });

  it.each([
    ['', 'Enter a timestamp, such as 1700000000.'],
    ['12a4', '"12a4" is not a number at character 3 ("a").'],
    ['1.2.3', '"1.2.3" is not a number'],
    ['9'.repeat(25), 'is outside the range of dates'],
    ['-8640000000001', 'is outside the range of dates', 'seconds'],
    ['60', 'Excel serial 60 is 29 February 1900', 'excel'],
  ])('%j is refused: %s', (text, message, choice = 'auto') => {
    expect(() => parseTimestamp(text, choice as UnitChoice)).toThrow(message);
  });

  it('takes the very ends of the range', () => {
    expect(iso('8640000000000', 'seconds')).toBe('+275760-09-13T00:00:00Z');
    expect(iso('-8640000000000', 'seconds')).toBe('-271821-04-20T00:00:00Z');
  });
});

describe('units', () => {
  it.each([
    [1, 'seconds'],
    [11, 'seconds'],
    [12, 'milliseconds'],
    [14, 'milliseconds'],
    [15, 'microseconds'],
    [17, 'microseconds'],
    [18, 'nanoseconds'],
    [19, 'nanoseconds'],
  ])('%d digits: %s', (digits, unit) => {
    expect(unitForDigits(digits)).toBe(unit);
  });

  it.each([
    [
      1_700_000_000_123_456_789n,
      ['1700000000.123456789', '1700000000123.456789', '1700000000123456.789', '1700000000123456789'],
    ],
    [-1_500_000_000n, ['-1.5', '-1500', '-1500000', '-1500000000']],
    [0n, ['0', '0', '0', '0']],
    [-1n, ['-0.000000001', '-0.000001', '-0.001', '-1']],
  ])('%s ns in each unit', (epochNs, expected) => {
    expect(
      (['seconds', 'milliseconds', 'microseconds', 'nanoseconds'] as const).map((unit) => epochIn(epochNs, unit)),
    ).toEqual(expected);
  });

  it('epoch → date → epoch is the identity in every unit, over the whole range', () => {
    const limitNs = 8_640_000_000_000_000_000_000n; // 100,000,000 days either side of 1970
    fc.assert(
      fc.property(
        fc.bigInt({ min: -limitNs, max: limitNs }),
        fc.constantFrom(...(['seconds', 'milliseconds', 'microseconds', 'nanoseconds'] as const)),
        (anyNs, unit) => {
          const text = epochIn(anyNs, unit);
          const { epochNs } = parseTimestamp(text, unit);
          const { isoUtc } = describeInstant(epochNs, { zone: 'UTC', localZone: 'UTC', nowNs: NOW, locale: 'en-US' });
          const back = temporal().Instant.from(isoUtc).epochNanoseconds;
          expect(back).toBe(epochNs);
          expect(epochIn(back, unit)).toBe(text);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives the other systems’ numbers, which read back to the same instant', () => {
    const epochNs = 1_700_000_000_000_000_000n;
    const others = otherEpochs(epochNs);
    expect(others).toEqual([
      { kind: 'filetime', value: '133444736000000000' },
      { kind: 'cocoa', value: '721692800' },
      { kind: 'excel', value: '45244.9259259259' },
    ]);
    for (const { kind, value } of others) expect(parseTimestamp(value, kind).epochNs).toBe(epochNs);
    expect(otherEpochs(-12_000_000_000_000_000_000n).map((row) => row.kind)).toEqual(['cocoa']);
  });
});

describe('forms', () => {
  it.each([
    [0n, 'Thu, 01 Jan 1970 00:00:00 +0000', 'Thu, 01 Jan 1970 00:00:00 GMT'],
    [2_147_483_647_000_000_000n, 'Tue, 19 Jan 2038 03:14:07 +0000', 'Tue, 19 Jan 2038 03:14:07 GMT'],
    [-2_208_988_800_000_000_000n, 'Mon, 01 Jan 1900 00:00:00 +0000', 'Mon, 01 Jan 1900 00:00:00 GMT'],
    [-2_240_524_800_000_000_000n, null, 'Sun, 01 Jan 1899 00:00:00 GMT'],
    [253_402_300_800_000_000_000n, null, null], // 10000-01-01
  ])('%s ns: RFC 2822 %j, HTTP-date %j', (epochNs, mail, http) => {
    expect(rfc2822(epochNs)).toBe(mail);
    expect(httpDate(epochNs)).toBe(http);
  });

  it.each([
    [NOW - 3n * 3_600_000_000_000n, '3 hours ago'],
    [NOW + 2n * 86_400_000_000_000n, 'in 2 days'],
    [NOW - 86_400_000_000_000n, 'yesterday'],
    [NOW, 'now'],
    [NOW - 400n * 86_400_000_000_000n, 'last year'],
    [NOW - 45_000_000_000n, '45 seconds ago'],
  ])('%s is %j', (epochNs, expected) => {
    expect(relativeTime(epochNs, NOW, 'en-US')).toBe(expected);
  });

  it.each([
    // ISO weeks at year ends.
    ['2020-12-31T12:00:00Z', '2020-W53-4', 366],
    ['2021-01-03T12:00:00Z', '2020-W53-7', 3],
    ['2024-12-30T12:00:00Z', '2025-W01-1', 365],
    ['2000-02-29T00:00:00Z', '2000-W09-2', 60],
  ])('%s: week %s, day %d', async (text, week, day) => {
    const Temporal = await loadTemporal();
    const epochNs = Temporal.Instant.from(text).epochNanoseconds;
    const details = describeInstant(epochNs, { zone: 'UTC', localZone: 'UTC', nowNs: NOW, locale: 'en-US' });
    expect(details.isoWeek).toBe(week);
    expect(details.dayOfYear).toBe(day);
  });

  it('describes an instant in the chosen zone and the local one', () => {
    const details = describeInstant(1_700_000_000_123_000_000n, {
      zone: 'Asia/Kathmandu',
      localZone: 'America/New_York',
      nowNs: NOW,
      locale: 'en-US',
    });
    expect(details).toMatchObject({
      isoUtc: '2023-11-14T22:13:20.123Z',
      inZone: { iso: '2023-11-15T03:58:20.123+05:45[Asia/Kathmandu]', offset: '+05:45' },
      local: { iso: '2023-11-14T17:13:20.123-05:00[America/New_York]', offset: '-05:00' },
      weekday: 'Wednesday',
      epochs: { seconds: '1700000000.123', milliseconds: '1700000000123' },
      relative: '2 years ago',
    });
    expect(details.inZone.text).toContain('Wednesday, November 15, 2023');
  });
});

describe('convertBatch', () => {
  it('gives a row a line, the bad ones with their reason', () => {
    const rows = convertBatch('1700000000\n\nnope\n1700000000123456789\r\n-1', 'auto', 'Europe/London');
    expect(rows).toEqual([
      expect.objectContaining({
        line: 1,
        kind: 'Unix seconds',
        isoUtc: '2023-11-14T22:13:20Z',
        inZone: '2023-11-14T22:13:20+00:00',
        error: '',
      }),
      expect.objectContaining({
        line: 3,
        input: 'nope',
        error:
          '"nope" is not a number at character 1 ("n"). A timestamp is digits, with an optional sign and decimals.',
      }),
      expect.objectContaining({ line: 4, kind: 'Unix nanoseconds', isoUtc: '2023-11-14T22:13:20.123456789Z' }),
      expect.objectContaining({ line: 5, isoUtc: '1969-12-31T23:59:59Z', inZone: '1970-01-01T00:59:59+01:00' }),
    ]);
    expect(() => convertBatch(' \n ', 'auto', 'UTC')).toThrow('Enter timestamps, one a line.');
  });
});

describe('rows', () => {
  const options = { zone: 'Asia/Kathmandu', localZone: 'America/New_York', nowNs: NOW, locale: 'en-US' };

  it("lists an instant in the screen's order, each form to copy named for what it is", () => {
    const rows = instantRows(describeInstant(1_700_000_000_123_000_000n, options));
    expect(rows.map((row) => row.label)).toEqual([
      'ISO 8601 (UTC)',
      'Asia/Kathmandu',
      'Local (America/New_York)',
      'RFC 2822',
      'HTTP-date',
      'Weekday',
      'ISO week',
      'Day of year',
      'Relative',
      'Unix seconds',
      'Unix milliseconds',
      'Unix microseconds',
      'Unix nanoseconds',
      'Windows FILETIME (100 ns ticks since 1601)',
      'Apple Cocoa (seconds since 2001)',
      'Excel serial date (days since 1900)',
    ]);
    expect(rows[0]).toEqual({ label: 'ISO 8601 (UTC)', value: '2023-11-14T22:13:20.123Z', copy: 'ISO 8601' });
    expect(rows[1]).toMatchObject({
      key: 'zone',
      value: '2023-11-15T03:58:20.123+05:45[Asia/Kathmandu]',
      copy: 'Time in Asia/Kathmandu',
      words: expect.stringContaining('Wednesday, November 15, 2023') as string,
    });
    expect(rows[2]).toMatchObject({
      key: 'local',
      mono: true,
      words: expect.stringContaining('November 14') as string,
    });
    expect(rows[3]).toEqual({ label: 'RFC 2822', value: 'Tue, 14 Nov 2023 22:13:20 +0000', copy: 'RFC 2822 date' });
  });

  it('says which years a form cannot write', () => {
    const rows = instantRows(describeInstant(253_402_300_800_000_000_000n, options));
    expect(rows.find((row) => row.label === 'RFC 2822')).toEqual({
      label: 'RFC 2822',
      value: 'Only years 1900 to 9999 can be written in this form.',
    });
    expect(rows.find((row) => row.label === 'HTTP-date')?.value).toBe(
      'Only years 0000 to 9999 can be written in this form.',
    );
  });

  it('gives the time now in seconds, milliseconds and ISO 8601', () => {
    expect(nowRows(1_764_000_000_999)).toEqual([
      { label: 'Seconds', value: '1764000000', copy: 'Seconds now' },
      { label: 'Milliseconds', value: '1764000000999', copy: 'Milliseconds now' },
      { label: 'ISO 8601', value: '2025-11-24T16:00:00.999Z', mono: true },
    ]);
  });

  it.each([
    [
      '2026-11-24 10:00',
      ['Offset', 'Unix seconds', 'Unix milliseconds', 'Unix microseconds', 'Unix nanoseconds'],
      null,
    ],
    ['2026-03-08 02:30', ['Unix seconds', 'Unix milliseconds', 'Unix microseconds', 'Unix nanoseconds'], 'skip 60'],
    [
      '2026-11-01 01:30',
      [
        ...['Earlier: Unix seconds', 'Earlier: Unix milliseconds', 'Earlier: Unix microseconds'],
        ...['Earlier: Unix nanoseconds', 'Later: Unix seconds', 'Later: Unix milliseconds'],
        ...['Later: Unix microseconds', 'Later: Unix nanoseconds'],
      ],
      'happens once at -04:00 and again at -05:00',
    ],
  ])('a local time %s in New York', (text, labels, note) => {
    const local = resolveLocalTime(text, 'America/New_York');
    expect(localTimeRows(local).map((row) => row.label)).toEqual(labels);
    if (note === null) expect(localTimeNote(local, 'America/New_York')).toBeUndefined();
    else expect(localTimeNote(local, 'America/New_York')).toContain(note);
  });

  it('gives the epochs a skipped time resolves to, and both of a repeated one', () => {
    const gap = localTimeRows(resolveLocalTime('2026-03-08 02:30', 'America/New_York'));
    expect(gap[0]).toEqual({ label: 'Unix seconds', value: '1772955000', copy: true });
    const overlap = localTimeRows(resolveLocalTime('2026-11-01 01:30', 'America/New_York'));
    expect(overlap.filter((row) => row.label.endsWith('Unix seconds')).map((row) => row.value)).toEqual([
      '1793511000',
      '1793514600',
    ]);
  });
});
