import { beforeAll, describe, expect, it } from 'vitest';
import { loadTemporal } from '../../lib/time/temporal';
import {
  DAY_STARTS,
  NIGHT_STARTS,
  addLine,
  clockFace,
  describeZone,
  formatOffsetFromLocal,
  parseCities,
  placeName,
  removeLine,
  SAMPLE_INPUT,
  startingCities,
  swapLines,
  zoneFacts,
} from './core';

beforeAll(async () => {
  await loadTemporal();
});

/** The fixed clock of these tests: 2026-11-24 16:00:00 UTC (11:00 in New York). */
const NOW = BigInt(Date.parse('2026-11-24T16:00:00Z')) * 1_000_000n;
const at = (iso: string) => BigInt(Date.parse(iso)) * 1_000_000n;
const iso = (ns: bigint) => new Date(Number(ns / 1_000_000n)).toISOString();

describe('parseCities', () => {
  it('reads the sample', () => {
    expect(parseCities(SAMPLE_INPUT)).toEqual({
      cities: [
        { zone: 'America/Los_Angeles', line: 0 },
        { zone: 'Europe/London', line: 1 },
        { zone: 'Asia/Kolkata', line: 2 },
        { zone: 'Asia/Kathmandu', line: 3 },
        { zone: 'Australia/Lord_Howe', line: 4 },
      ],
      problems: [],
    });
  });

  it('takes ids, old aliases and cities, skips blank lines, and names the lines it cannot read', () => {
    const { cities, problems } = parseCities('Asia/Calcutta\n\n  kathmandu \nAtlantis\nutc\nKolkata\n+05:30');
    expect(cities).toEqual([
      { zone: 'Asia/Kolkata', line: 0 },
      { zone: 'Asia/Kathmandu', line: 2 },
      { zone: 'UTC', line: 4 },
    ]);
    expect(problems).toEqual([
      'Line 4: "Atlantis" is not a time zone or city. Try an id such as Europe/Paris or a city such as Paris.',
      'Line 6: Asia/Kolkata is already listed on line 1.',
      'Line 7: "+05:30" is not a time zone or city. Try an id such as Europe/Paris or a city such as Paris.',
    ]);
  });
});

describe('editing the list', () => {
  it.each([
    ['removes a line', removeLine('a\nb\nc', 1), 'a\nc'],
    ['swaps two lines', swapLines('a\nb\nc', 1, 2), 'a\nc\nb'],
    ['leaves the list alone for a missing line', swapLines('a\nb', 1, 2), 'a\nb'],
    ['adds at the end', addLine('a\nb\n\n', 'UTC'), 'a\nb\nUTC'],
    ['adds to an empty list', addLine('', 'UTC'), 'UTC'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('describeZone at 2026-11-24 16:00 UTC, seen from New York, to the second', () => {
  it.each([
    {
      zone: 'America/New_York',
      offset: '-05:00',
      dst: false,
      fromLocal: 'same as local',
      day: true,
      next: {
        at: '2027-03-14T07:00:00.000Z',
        before: '2027-03-14 02:00',
        after: '2027-03-14 03:00',
        fromOffset: '-05:00',
        toOffset: '-04:00',
        kind: 'DST starts',
      },
    },
    {
      zone: 'Europe/London',
      offset: '+00:00',
      dst: false,
      fromLocal: '+5:00 h',
      day: true,
      next: {
        at: '2027-03-28T01:00:00.000Z',
        before: '2027-03-28 01:00',
        after: '2027-03-28 02:00',
        fromOffset: '+00:00',
        toOffset: '+01:00',
        kind: 'DST starts',
      },
    },
    {
      zone: 'Australia/Lord_Howe',
      offset: '+11:00',
      dst: true,
      fromLocal: '+16:00 h',
      day: false,
      next: {
        at: '2027-04-03T15:00:00.000Z',
        before: '2027-04-04 02:00',
        after: '2027-04-04 01:30',
        fromOffset: '+11:00',
        toOffset: '+10:30',
        kind: 'DST ends',
      },
    },
    {
      zone: 'Pacific/Chatham',
      offset: '+13:45',
      dst: true,
      fromLocal: '+18:45 h',
      day: false,
      next: {
        at: '2027-04-03T14:00:00.000Z',
        before: '2027-04-04 03:45',
        after: '2027-04-04 02:45',
        fromOffset: '+13:45',
        toOffset: '+12:45',
        kind: 'DST ends',
      },
    },
    { zone: 'Asia/Kathmandu', offset: '+05:45', dst: false, fromLocal: '+10:45 h', day: false, next: null },
    { zone: 'Asia/Kolkata', offset: '+05:30', dst: false, fromLocal: '+10:30 h', day: false, next: null },
    { zone: 'Pacific/Apia', offset: '+13:00', dst: false, fromLocal: '+18:00 h', day: false, next: null },
    {
      zone: 'America/Los_Angeles',
      offset: '-08:00',
      dst: false,
      fromLocal: '-3:00 h',
      day: true,
      next: expect.objectContaining({ kind: 'DST starts' }),
    },
  ])('$zone', ({ zone, next, ...expected }) => {
    const described = describeZone(zone, NOW, 'America/New_York');
    expect(described).toMatchObject(expected);
    if (next === null || !('at' in next)) {
      expect(described.next).toEqual(next);
      return;
    }
    const { at: nextAt, ...rest } = next;
    expect(described.next).toMatchObject(rest);
    expect(iso(described.next!.instant)).toBe(nextAt);
  });

  it('Apia before it skipped 30 December 2011: the next change jumps a day, from -10:00 to +14:00', () => {
    const described = describeZone('Pacific/Apia', at('2011-12-29T12:00:00Z'), 'UTC');
    expect(described).toMatchObject({ offset: '-10:00', fromLocal: '-10:00 h', day: false });
    expect(described.next).toMatchObject({
      before: '2011-12-30 00:00',
      after: '2011-12-31 00:00',
      fromOffset: '-10:00',
      toOffset: '+14:00',
      kind: 'offset changes',
    });
    expect(iso(described.next!.instant)).toBe('2011-12-30T10:00:00.000Z');
  });

  it.each([
    ['2026-11-24T10:59:59Z', 'Europe/London', true],
    ['2026-11-24T05:59:59Z', 'Europe/London', false],
    ['2026-11-24T06:00:00Z', 'Europe/London', true],
    ['2026-11-24T18:00:00Z', 'Europe/London', false],
    ['2026-11-24T00:15:00Z', 'Asia/Kathmandu', true],
  ])('at %s, %s is day: %s (06:00 to 18:00 local)', (instant, zone, day) => {
    expect(describeZone(zone, at(instant), 'UTC').day).toBe(day);
  });
});

describe('clockFace', () => {
  it.each([
    ['America/New_York', '11:00:00 AM', 'Tue, Nov 24, 2026'],
    ['Asia/Kathmandu', '9:45:00 PM', 'Tue, Nov 24, 2026'],
    ['Pacific/Chatham', '5:45:00 AM', 'Wed, Nov 25, 2026'],
  ])('%s shows %s on %s', (zone, time, date) => {
    expect(clockFace(zone, NOW, 'en-US')).toEqual({ time, date });
  });
});

describe('formatOffsetFromLocal', () => {
  it.each([
    [0, 'same as local'],
    [5.5 * 3600e9, '+5:30 h'],
    [-3 * 3600e9, '-3:00 h'],
    [0.75 * 3600e9, '+0:45 h'],
  ])('%d ns is %s', (ns, text) => {
    expect(formatOffsetFromLocal(ns)).toBe(text);
  });

  it('names a place from its zone', () => {
    expect(placeName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(placeName('UTC')).toBe('UTC');
  });
});

describe('the About text', () => {
  it('gives the day and night hours the faces use', async () => {
    const { default: details } = await import('./details');
    expect(details.features?.items.map((item) => item.text).join(' ')).toContain(
      `Day is ${DAY_STARTS}:00 to ${NIGHT_STARTS}:00`,
    );
  });
});

describe('the words on a card', () => {
  it.each([
    ['America/New_York', 'America/New_York\nUTC'],
    ['UTC', 'UTC'],
  ])('a first list in %s', (zone, list) => {
    expect(startingCities(zone)).toBe(list);
  });

  it.each([
    [
      'Asia/Kathmandu',
      {
        offset: 'UTC+05:45 · +10:45 h from local',
        now: 'Night · standard time',
        nextChange: 'none: this zone has no DST or other change to come',
      },
    ],
    [
      'Australia/Lord_Howe',
      {
        offset: 'UTC+11:00 · +16:00 h from local',
        now: 'Night · daylight saving time',
        nextChange: 'DST ends: 2027-04-04 02:00 → 2027-04-04 01:30 (UTC+11:00 → UTC+10:30)',
      },
    ],
    [
      'America/New_York',
      {
        offset: 'UTC-05:00 EST · same as local',
        now: 'Day · standard time',
        nextChange: 'DST starts: 2027-03-14 02:00 → 2027-03-14 03:00 (UTC-05:00 → UTC-04:00)',
      },
    ],
  ])('%s, seen from New York', (zone, facts) => {
    expect(zoneFacts(describeZone(zone, NOW, 'America/New_York'))).toEqual(facts);
  });
});
