import { describe, expect, it } from 'vitest';
import { formatNumber, plural, zonedFormat } from './format';

const INSTANT = Date.UTC(2026, 10, 25, 14, 0, 5);

describe('zonedFormat', () => {
  it('writes the weekday and date in the zone, with the time and zone name when asked', () => {
    expect(zonedFormat('Asia/Tokyo', 'en-US').format(INSTANT)).toBe('Wed, Nov 25, 2026');
    expect(zonedFormat('UTC', 'en-US', { time: 'second' }).format(INSTANT)).toBe('Wed, Nov 25, 2026, 02:00:05 PM');
    expect(zonedFormat('America/New_York', 'en-US', { time: 'minute', zoneName: true }).format(INSTANT)).toBe(
      'Wed, Nov 25, 2026, 09:00 AM EST',
    );
  });

  it('gives the same formatter again for the same zone, locale and parts', () => {
    expect(zonedFormat('UTC', 'en-US')).toBe(zonedFormat('UTC', 'en-US'));
    expect(zonedFormat('UTC', 'en-US')).not.toBe(zonedFormat('UTC', 'en-US', { time: 'minute' }));
  });
});

describe('numbers and counts', () => {
  it.each([
    [1, 'day', '1 day'],
    [2, 'day', '2 days'],
    [1905, 'week', '1,905 weeks'],
    [0, 'month', '0 months'],
  ])('plural(%d, %s)', (count, unit, expected) => {
    expect(plural(count, unit, 'en-US')).toBe(expected);
  });

  it.each([
    ['7512', 'en-US', '7,512'],
    ['1.123456789', 'en-US', '1.123456789'],
    [1380, 'de-DE', '1.380'],
  ])('formatNumber(%j, %s)', (value, locale, expected) => {
    expect(formatNumber(value, locale)).toBe(expected);
  });
});
