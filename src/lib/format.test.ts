import { describe, expect, it } from 'vitest';
import { formatBytes, formatRelativeTime, pluralize } from './format';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [1075, '1.0 KB'],
    [1076, '1.1 KB'],
    [10 * 1024, '10.0 KB'],
    [1024 * 1024 - 52, '1023.9 KB'],
    // 1023.96 KB rounds to 1024.0 KB, which reads better as the next unit.
    [1024 * 1024 - 41, '1.0 MB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [1024 * 1024, '1.0 MB'],
    [1.25 * 1024 * 1024, '1.3 MB'],
    [20 * 1024 * 1024, '20.0 MB'],
    [5 * 1024 * 1024 * 1024, '5120.0 MB'],
  ])('%d bytes reads %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});

describe('formatRelativeTime', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  const second = 1000;
  const minute = 60 * second;
  const hour = 60 * minute;
  const day = 24 * hour;

  it.each([
    [0, 'Just now'],
    [59 * second, 'Just now'],
    [59 * second + 999, 'Just now'],
    [minute, '1m ago'],
    [59 * minute + 59 * second, '59m ago'],
    [hour, '1h ago'],
    [23 * hour + 59 * minute, '23h ago'],
    [day, '1d ago'],
    [6 * day + 23 * hour, '6d ago'],
  ])('%d ms ago reads %s', (elapsed, expected) => {
    expect(formatRelativeTime(now - elapsed, now)).toBe(expected);
  });

  it('shows a local date from 7 days on', () => {
    const timestamp = now - 7 * day;
    expect(formatRelativeTime(timestamp, now)).toBe(new Date(timestamp).toLocaleDateString());
  });

  it('treats a timestamp in the future (clock changes) as just now', () => {
    expect(formatRelativeTime(now + 5 * minute, now)).toBe('Just now');
  });
});

describe('pluralize', () => {
  it.each<[number, string, string | undefined, string]>([
    [0, 'character', undefined, '0 characters'],
    [1, 'character', undefined, '1 character'],
    [2, 'character', undefined, '2 characters'],
    [1234, 'byte', undefined, '1,234 bytes'],
    [1, 'match', 'matches', '1 match'],
    [3, 'match', 'matches', '3 matches'],
    [1.5, 'line', undefined, '1.5 lines'],
  ])('%d %s reads %j', (count, singular, plural, expected) => {
    expect(pluralize(count, singular, plural)).toBe(expected);
  });
});
