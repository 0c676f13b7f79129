import { beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../tool-error';
import { resolveLocalTime, type LocalTimeResolution } from './local-time';
import { loadTemporal } from './temporal';

beforeAll(async () => {
  await loadTemporal();
});

/** Epoch nanoseconds of an ISO instant, with up to nine fraction digits. */
function ns(iso: string): bigint {
  const [, whole, fraction = ''] = /^(.*?)(?:\.(\d+))?Z$/.exec(iso)!;
  return BigInt(Date.parse(`${whole}Z`)) * 1_000_000n + BigInt(fraction.padEnd(9, '0'));
}

describe('resolveLocalTime', () => {
  it.each<[string, string, LocalTimeResolution]>([
    ['2026-01-15T09:30', 'America/New_York', { kind: 'exact', instant: ns('2026-01-15T14:30:00Z'), offset: '-05:00' }],
    [
      '2026-07-15T09:30:15.123456789',
      'Asia/Kolkata',
      { kind: 'exact', instant: ns('2026-07-15T04:00:15.123456789Z'), offset: '+05:30' },
    ],
    ['2026-07-15 12:00', 'UTC', { kind: 'exact', instant: ns('2026-07-15T12:00:00Z'), offset: '+00:00' }],
    ['2026-07-15T12:00', 'US/Eastern', { kind: 'exact', instant: ns('2026-07-15T16:00:00Z'), offset: '-04:00' }],
    ['2026-07-15T12:00', '+05:30', { kind: 'exact', instant: ns('2026-07-15T06:30:00Z'), offset: '+05:30' }],
    [
      '2026-03-08T02:30',
      'America/New_York',
      {
        kind: 'gap',
        resolved: ns('2026-03-08T07:30:00Z'),
        resolvedDateTime: '2026-03-08T03:30:00',
        offset: '-04:00',
        gapMinutes: 60,
      },
    ],
    [
      '2026-11-01T01:30',
      'America/New_York',
      {
        kind: 'overlap',
        earlier: ns('2026-11-01T05:30:00Z'),
        later: ns('2026-11-01T06:30:00Z'),
        earlierOffset: '-04:00',
        laterOffset: '-05:00',
      },
    ],
    [
      '2026-03-29T01:30',
      'Europe/London',
      {
        kind: 'gap',
        resolved: ns('2026-03-29T01:30:00Z'),
        resolvedDateTime: '2026-03-29T02:30:00',
        offset: '+01:00',
        gapMinutes: 60,
      },
    ],
    [
      '2026-10-25T01:30',
      'Europe/London',
      {
        kind: 'overlap',
        earlier: ns('2026-10-25T00:30:00Z'),
        later: ns('2026-10-25T01:30:00Z'),
        earlierOffset: '+01:00',
        laterOffset: '+00:00',
      },
    ],
    // Lord Howe moves its clocks by half an hour, at 02:00 local time: 02:00 → 02:30 in October,
    // 02:00 → 01:30 in April.
    [
      '2026-10-04T02:15',
      'Australia/Lord_Howe',
      {
        kind: 'gap',
        resolved: ns('2026-10-03T15:45:00Z'),
        resolvedDateTime: '2026-10-04T02:45:00',
        offset: '+11:00',
        gapMinutes: 30,
      },
    ],
    [
      '2026-04-05T01:45',
      'Australia/Lord_Howe',
      {
        kind: 'overlap',
        earlier: ns('2026-04-04T14:45:00Z'),
        later: ns('2026-04-04T15:15:00Z'),
        earlierOffset: '+11:00',
        laterOffset: '+10:30',
      },
    ],
    // Samoa crossed the date line by skipping the whole of 30 December 2011.
    [
      '2011-12-30T12:00',
      'Pacific/Apia',
      {
        kind: 'gap',
        resolved: ns('2011-12-30T22:00:00Z'),
        resolvedDateTime: '2011-12-31T12:00:00',
        offset: '+14:00',
        gapMinutes: 1440,
      },
    ],
  ])('%s in %s', (dateTime, zone, resolution) => {
    expect(resolveLocalTime(dateTime, zone)).toEqual(resolution);
  });

  it.each([
    ['2026-02-30T10:00', 'UTC', '2026-02-30T10:00: February 2026 has 28 days.'],
    ['2028-02-30T10:00', 'UTC', '2028-02-30T10:00: February 2028 has 29 days.'],
    ['2026-04-31T10:00', 'UTC', '2026-04-31T10:00: April 2026 has 30 days.'],
    ['2026-01-00T10:00', 'UTC', '2026-01-00T10:00: January 2026 has 31 days.'],
    ['2026-13-01T10:00', 'UTC', '2026-13-01T10:00: month 13 is out of range 1–12.'],
    ['2026-00-01T10:00', 'UTC', '2026-00-01T10:00: month 0 is out of range 1–12.'],
    ['2026-01-01T25:00', 'UTC', '2026-01-01T25:00: hour 25 is out of range 0–23.'],
    ['2026-01-01T10:60', 'UTC', '2026-01-01T10:60: minute 60 is out of range 0–59.'],
    ['2026-01-01T23:59:60', 'UTC', '2026-01-01T23:59:60: second 60 is out of range 0–59.'],
    [
      '2026-01-01',
      'UTC',
      '"2026-01-01" is not a date and time. Write it as YYYY-MM-DDTHH:mm, with optional seconds and fraction: 2026-03-08T02:30, 2026-03-08T02:30:15.5.',
    ],
    ['2026-01-01T10:00', 'Mars/Base', 'Unknown time zone: Mars/Base'],
  ])('rejects %s in %s', (dateTime, zone, message) => {
    expect(() => resolveLocalTime(dateTime, zone)).toThrow(ToolError);
    expect(() => resolveLocalTime(dateTime, zone)).toThrow(message);
  });
});
