import { describe, expect, it } from 'vitest';
import { zonedFormat } from './format';

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
