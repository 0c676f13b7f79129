import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTemporal } from '../../lib/time/temporal';
import { ToolError } from '../../lib/tool-error';
import {
  convert,
  dayShiftText,
  formatDifference,
  plan,
  readSource,
  SAMPLE_INPUT,
  SAMPLE_TARGETS,
  splitSource,
  withDateTime,
  withZone,
  minuteText,
  pickInstant,
  timeIn,
} from './core';
import { resolutionNote, sourceFacts, targetFacts, unknownTargetsText, withoutZone, writtenZone } from './core';

beforeAll(async () => {
  await loadTemporal();
});

const seconds = (iso: string) => BigInt(Date.parse(iso)) * 1_000_000n;
const iso = (ns: bigint) => new Date(Number(ns / 1_000_000n)).toISOString();

describe('splitSource', () => {
  it.each([
    ['2026-11-24 09:00', { dateTime: '2026-11-24 09:00', offset: null, zoneText: null }],
    ['2026-11-24 09:00 America/New_York', { dateTime: '2026-11-24 09:00', offset: null, zoneText: 'America/New_York' }],
    ['2026-11-24T09:00:30 new york', { dateTime: '2026-11-24T09:00:30', offset: null, zoneText: 'new york' }],
    ['2026-11-24T09:00Z', { dateTime: '2026-11-24T09:00', offset: '+00:00', zoneText: null }],
    [
      '2026-11-24T09:00-0500[Europe/Paris]',
      { dateTime: '2026-11-24T09:00', offset: '-05:00', zoneText: 'Europe/Paris' },
    ],
  ])('%s', (input, expected) => {
    expect(splitSource(input)).toEqual(expected);
  });

  it.each(['', 'tomorrow at nine', '2026-11-24', '09:00 Europe/Paris'])(
    'rejects %j with the form it takes',
    (input) => {
      expect(() => splitSource(input)).toThrow(ToolError);
      expect(() => splitSource(input)).toThrow('Write YYYY-MM-DD HH:mm');
    },
  );
});

describe('readSource at the hard places, to the second', () => {
  it.each([
    // America/New_York: spring forward 2026-03-08 02:00 → 03:00, fall back 2026-11-01 02:00 → 01:00.
    ['2026-03-08 01:59:59 America/New_York', 'exact', '2026-03-08T06:59:59.000Z'],
    ['2026-03-08 02:30 America/New_York', 'gap', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08 03:00 America/New_York', 'exact', '2026-03-08T07:00:00.000Z'],
    ['2026-11-01 01:30 America/New_York', 'overlap', '2026-11-01T05:30:00.000Z'],
    ['2026-11-01 02:00 America/New_York', 'exact', '2026-11-01T07:00:00.000Z'],
    // Europe/London: 2026-03-29 01:00 → 02:00 BST, 2026-10-25 02:00 BST → 01:00 GMT.
    ['2026-03-29 01:30 Europe/London', 'gap', '2026-03-29T01:30:00.000Z'],
    ['2026-10-25 01:30 Europe/London', 'overlap', '2026-10-25T00:30:00.000Z'],
    // Australia/Lord_Howe: 30-minute DST. 2026-04-05 02:00 → 01:30, 2026-10-04 02:00 → 02:30.
    ['2026-04-05 01:45 Australia/Lord_Howe', 'overlap', '2026-04-04T14:45:00.000Z'],
    ['2026-10-04 02:15 Australia/Lord_Howe', 'gap', '2026-10-03T15:45:00.000Z'],
    ['2026-10-04 02:30 Australia/Lord_Howe', 'exact', '2026-10-03T15:30:00.000Z'],
    // Asia/Kathmandu: +05:45, and the 15 minutes skipped when it left +05:30 on 1986-01-01.
    ['2026-11-24 19:45 Asia/Kathmandu', 'exact', '2026-11-24T14:00:00.000Z'],
    ['1986-01-01 00:10 Asia/Kathmandu', 'gap', '1985-12-31T18:40:00.000Z'],
    // Pacific/Chatham: +12:45 / +13:45; 2026-09-27 02:45 → 03:45, 2026-04-05 03:45 → 02:45.
    ['2026-09-27 03:00 Pacific/Chatham', 'gap', '2026-09-26T14:15:00.000Z'],
    ['2026-04-05 03:00 Pacific/Chatham', 'overlap', '2026-04-04T13:15:00.000Z'],
    ['2026-11-25 03:45 Pacific/Chatham', 'exact', '2026-11-24T14:00:00.000Z'],
    // Pacific/Apia skipped 30 December 2011 (from -10:00 to +14:00).
    ['2011-12-29 23:59:59 Pacific/Apia', 'exact', '2011-12-30T09:59:59.000Z'],
    ['2011-12-30 12:00 Pacific/Apia', 'gap', '2011-12-30T22:00:00.000Z'],
    ['2011-12-31 00:00 Pacific/Apia', 'exact', '2011-12-30T10:00:00.000Z'],
  ])('%s is %s at %s', (input, kind, instant) => {
    const source = readSource(input, 'UTC', 'earlier');
    expect(source.resolution.kind).toBe(kind);
    expect(iso(source.instant)).toBe(instant);
  });

  it('shows both instants of a repeated time, and takes the later one when asked', () => {
    const earlier = readSource('2026-11-01 01:30 America/New_York', 'UTC', 'earlier');
    const later = readSource('2026-11-01 01:30 America/New_York', 'UTC', 'later');
    expect(earlier.resolution).toMatchObject({ kind: 'overlap', earlierOffset: '-04:00', laterOffset: '-05:00' });
    expect(iso(later.instant)).toBe('2026-11-01T06:30:00.000Z');
  });

  it('says what a skipped time resolves to', () => {
    const { resolution } = readSource('2011-12-30 12:00 Pacific/Apia', 'UTC', 'earlier');
    expect(resolution).toMatchObject({ kind: 'gap', resolvedDateTime: '2011-12-31T12:00:00', gapMinutes: 1440 });
  });

  it.each([
    ['2026-11-24 09:00', 'Asia/Calcutta', 'Asia/Kolkata', '2026-11-24T03:30:00.000Z'],
    ['2026-11-24T09:00Z', 'Europe/Paris', 'Europe/Paris', '2026-11-24T09:00:00.000Z'],
    ['2026-11-24T09:00+05:45 Asia/Tokyo', 'UTC', 'Asia/Tokyo', '2026-11-24T03:15:00.000Z'],
  ])('%s (from %s) is read in %s at %s', (input, from, zone, instant) => {
    const source = readSource(input, from, 'earlier');
    expect(source.zone).toBe(zone);
    expect(iso(source.instant)).toBe(instant);
  });

  it.each([
    ['2026-02-30 10:00 UTC', 'February 2026 has 28 days'],
    ['2026-11-24 24:00 UTC', 'hour 24 is out of range 0–23'],
    ['2026-11-24 09:00 Atlantis', '"Atlantis" is not a time zone or city'],
    ['2026-02-30T10:00Z', 'February 2026 has 28 days'],
  ])('%s: %s', (input, message) => {
    expect(() => readSource(input, 'UTC', 'earlier')).toThrow(message);
  });
});

describe('convert', () => {
  it('converts the sample to every target, to the second, with offsets, DST and differences', () => {
    const result = convert(SAMPLE_INPUT, {
      from: 'UTC',
      targets: SAMPLE_TARGETS,
      repeated: 'earlier',
      locale: 'en-US',
    });
    expect(result.from).toMatchObject({
      iso: '2026-11-24T09:00:00-05:00[America/New_York]',
      dst: false,
      abbreviation: 'EST',
    });
    expect(
      result.targets.map(({ iso, offset, dst, difference, dayShift }) => ({ iso, offset, dst, difference, dayShift })),
    ).toEqual([
      {
        iso: '2026-11-24T14:00:00+00:00[Europe/London]',
        offset: '+00:00',
        dst: false,
        difference: '+5:00',
        dayShift: 0,
      },
      {
        iso: '2026-11-24T19:30:00+05:30[Asia/Kolkata]',
        offset: '+05:30',
        dst: false,
        difference: '+10:30',
        dayShift: 0,
      },
      {
        iso: '2026-11-24T19:45:00+05:45[Asia/Kathmandu]',
        offset: '+05:45',
        dst: false,
        difference: '+10:45',
        dayShift: 0,
      },
      {
        iso: '2026-11-25T01:00:00+11:00[Australia/Lord_Howe]',
        offset: '+11:00',
        dst: true,
        difference: '+16:00',
        dayShift: 1,
      },
      {
        iso: '2026-11-25T03:45:00+13:45[Pacific/Chatham]',
        offset: '+13:45',
        dst: true,
        difference: '+18:45',
        dayShift: 1,
      },
    ]);
    expect(result.targets[0]!.text).toBe('Tue, Nov 24, 2026, 02:00:00 PM');
  });

  it('shows an old alias by its modern name and lists the targets that are no zone', () => {
    const result = convert('2026-06-01 12:00 UTC', {
      from: 'UTC',
      targets: ['Asia/Calcutta', 'Mars/Olympus'],
      repeated: 'earlier',
    });
    expect(result.targets.map((row) => row.zone)).toEqual(['Asia/Kolkata']);
    expect(result.unknownTargets).toEqual(['Mars/Olympus']);
  });

  it('round-trips: any instant, shown in a zone and read back there, is that instant (or one of two)', () => {
    const zones = [
      'America/New_York',
      'Europe/London',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Chatham',
      'Pacific/Apia',
    ];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), fc.constantFrom(...zones), (epochSeconds, zone) => {
        const instant = BigInt(epochSeconds) * 1_000_000_000n;
        const shown = timeIn(zone, instant, 'UTC');
        const earlier = readSource(`${shown.local} ${zone}`, 'UTC', 'earlier');
        const later = readSource(`${shown.local} ${zone}`, 'UTC', 'later');
        expect(earlier.resolution.kind === 'exact' || earlier.resolution.kind === 'overlap').toBe(true);
        expect([earlier.instant, later.instant]).toContain(instant);
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatDifference', () => {
  it.each([
    [0, '0:00'],
    [5.75 * 3600e9, '+5:45'],
    [-9.5 * 3600e9, '-9:30'],
    [18.75 * 3600e9, '+18:45'],
  ])('%d ns is %s', (ns, text) => {
    expect(formatDifference(ns)).toBe(text);
  });
});

describe('plan', () => {
  const hours = { workStart: 9, workEnd: 17 };

  it('lines up the source day’s 24 hours in every zone, quarter-hour offsets included', () => {
    const planner = plan(
      seconds('2026-11-24T14:30:00Z'),
      'America/New_York',
      ['Asia/Kathmandu', 'Pacific/Chatham'],
      hours,
    );
    expect(planner.date).toBe('2026-11-24');
    expect(planner.hours).toHaveLength(24);
    expect(planner.selected).toBe(9);
    const [newYork, kathmandu, chatham] = planner.rows;
    expect(newYork!.cells[9]).toMatchObject({ time: '09:00', day: '', working: true });
    expect(newYork!.cells[17]).toMatchObject({ time: '17:00', working: false });
    expect(kathmandu!.cells[0]).toMatchObject({ time: '10:45', day: '', working: true });
    expect(kathmandu!.cells[6]).toMatchObject({ time: '16:45', working: true });
    expect(kathmandu!.cells[7]).toMatchObject({ time: '17:45', working: false });
    expect(kathmandu!.cells[14]).toMatchObject({ time: '00:45', day: 'Wed 25', working: false });
    expect(chatham!.cells[9]).toMatchObject({ time: '03:45', day: 'Wed 25', working: false });
    expect(iso(chatham!.cells[9]!.instant)).toBe('2026-11-24T14:00:00.000Z');
  });

  it.each([
    ['2026-03-08T12:00:00Z', 'America/New_York', 23],
    ['2026-11-01T12:00:00Z', 'America/New_York', 25],
    ['2026-10-04T00:00:00Z', 'Australia/Lord_Howe', 24],
    ['2011-12-29T12:00:00Z', 'Pacific/Apia', 24],
  ])('the day of %s in %s has %i hours', (instant, zone, count) => {
    expect(plan(seconds(instant), zone, [], hours).hours).toHaveLength(count);
  });

  it('on the 23½-hour day Lord Howe’s DST starts, the hours step from midnight', () => {
    const planner = plan(seconds('2026-10-04T00:00:00Z'), 'Australia/Lord_Howe', [], hours);
    expect(planner.rows[0]!.cells.map((cell) => cell.time).slice(0, 4)).toEqual(['00:00', '01:00', '02:30', '03:30']);
  });
});

describe('editing the source text', () => {
  it.each([
    ['2026-11-24 09:00 America/New_York', '2026-11-24 13:00', '2026-11-24 13:00 America/New_York'],
    ['2026-11-24 09:00', '2026-11-24 13:00', '2026-11-24 13:00'],
    ['nonsense', '2026-11-24 13:00', '2026-11-24 13:00'],
  ])('withDateTime(%j, %j) is %j', (input, dateTime, expected) => {
    expect(withDateTime(input, dateTime)).toBe(expected);
  });

  it.each([
    ['2026-11-24 09:00 America/New_York', 'Asia/Tokyo', '2026-11-24 09:00 Asia/Tokyo'],
    ['2026-11-24T09:00Z [UTC]', 'Asia/Tokyo', '2026-11-24T09:00+00:00 Asia/Tokyo'],
    ['2026-11-24 09:00', 'Asia/Tokyo', null],
  ])('withZone(%j, %j) is %j', (input, zone, expected) => {
    expect(withZone(input, zone)).toBe(expected);
  });

  it.each([
    ['2026-11-01T05:00:00Z', '2026-11-01 01:00 America/New_York', 'earlier'],
    ['2026-11-01T06:00:00Z', '2026-11-01 01:00 America/New_York', 'later'],
    ['2026-11-01T07:00:00Z', '2026-11-01 02:00 America/New_York', 'earlier'],
  ])('picking the hour at %s gives %j, the %s instant', (instant, input, repeated) => {
    expect(pickInstant('2026-11-01 12:00 America/New_York', seconds(instant), 'America/New_York')).toEqual({
      input,
      repeated,
    });
  });

  it('writes now in a zone to the minute', () => {
    expect(minuteText(seconds('2026-11-24T16:00:42Z'), 'Asia/Kathmandu')).toBe('2026-11-24 21:45');
  });
});

describe('the words of the screen', () => {
  it.each([
    ['2026-11-24 09:00 new york', 'America/New_York'],
    ['2026-11-24T09:00[Asia/Calcutta]', 'Asia/Kolkata'],
    ['2026-11-24 09:00', null],
    ['2026-11-24 09:00 Atlantis', null],
    ['next tuesday', null],
  ])('the zone written in %j', (input, zone) => {
    expect(writtenZone(input)).toBe(zone);
  });

  it.each([
    [null, ['UTC', 'tokyo', 'Asia/Calcutta']],
    ['Asia/Tokyo', ['UTC', 'Atlantis', 'Asia/Calcutta']],
    ['Asia/Kolkata', ['UTC', 'Atlantis', 'tokyo']],
  ])('the targets without the lines naming %s', (zone, kept) => {
    expect(withoutZone(['UTC', 'Atlantis', 'tokyo', 'Asia/Calcutta'], zone)).toEqual(kept);
  });

  it.each([
    [['Atlantis'], '"Atlantis" is not a time zone.'],
    [['Atlantis', 'Mu'], '"Atlantis", "Mu" are not time zones.'],
  ])('unknown targets %j', (unknown, text) => {
    expect(unknownTargetsText(unknown)).toBe(text);
  });

  it.each([
    [0, ''],
    [1, 'next day'],
    [-1, 'previous day'],
    [2, '+2 days'],
    [-2, '-2 days'],
  ])('a day shift of %d', (shift, text) => {
    expect(dayShiftText(shift)).toBe(text);
  });

  const sample = () =>
    convert(SAMPLE_INPUT, { from: 'UTC', targets: ['UTC', 'Asia/Kathmandu'], repeated: 'earlier', locale: 'en-US' });

  it("says each zone's offset, season and difference from the source", () => {
    const { from, targets } = sample();
    expect(sourceFacts(from)).toBe('-05:00 EST, standard time.');
    expect(targets.map(targetFacts)).toEqual([
      'UTC+00:00 UTC · standard time · +5:00 h from the source',
      'UTC+05:45 · standard time · +10:45 h from the source',
    ]);
    expect(targetFacts(timeIn('America/New_York', seconds('2026-11-24T14:00:00Z'), 'America/New_York'))).toContain(
      'same offset as the source',
    );
  });

  it.each([
    ['2026-11-24 09:00 America/New_York', null],
    [
      '2026-03-08 02:30 America/New_York',
      'This local time does not exist in America/New_York: clocks skip 60 minutes there when DST (or a change of offset) begins. It resolves to 2026-03-08 03:30:00 (-04:00), 2026-03-08T07:30:00Z.',
    ],
    [
      '2026-11-01 01:30 America/New_York',
      'This local time happens twice in America/New_York: first at -04:00 (2026-11-01T05:30:00Z), then again at -05:00 (2026-11-01T06:30:00Z) after the clocks go back.',
    ],
    [
      '2026-11-24T14:00Z Asia/Tokyo',
      'The offset +00:00 fixes the instant, 2026-11-24T14:00:00Z; it is shown in Asia/Tokyo.',
    ],
  ])('how %s named its instant', (input, note) => {
    expect(resolutionNote(readSource(input, 'UTC', 'earlier'))).toBe(note);
  });
});
