import { beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../tool-error';
import { parseMoment } from './dates';
import { loadTemporal } from './temporal';

beforeAll(async () => {
  await loadTemporal();
});

describe('parseMoment', () => {
  it.each([
    ['2026-02-29', '2026-02-29: February 2026 has 28 days.'],
    ['2026-13-01', '2026-13-01: month 13 is out of range 1–12.'],
    ['2026-04-31 10:00', '2026-04-31 10:00: April 2026 has 30 days.'],
    ['2026-01-01 24:00', '2026-01-01 24:00: hour 24 is out of range 0–23.'],
    ['2026-01-01 10:60', 'minute 60 is out of range 0–59.'],
    ['2026-01-01 10:00:60', 'second 60 is out of range 0–59.'],
    ['15/01/2026', '"15/01/2026" is not a date. Write it as YYYY-MM-DD'],
  ])('%j is refused: %s', (text, message) => {
    expect(() => parseMoment(text)).toThrow(ToolError);
    expect(() => parseMoment(text)).toThrow(message);
  });

  it('reads 29 February in leap years', () => {
    expect(parseMoment('2024-02-29').date.toString()).toBe('2024-02-29');
    expect(parseMoment('2000-02-29').date.toString()).toBe('2000-02-29');
    expect(() => parseMoment('1900-02-29')).toThrow('February 1900 has 28 days.');
  });

  it('keeps a time to the nanosecond', () => {
    expect(parseMoment('2026-01-01T10:20:30.123456789').time?.toString()).toBe('10:20:30.123456789');
  });
});
