import { afterEach, describe, expect, it } from 'vitest';
import { PREFERENCES_STORAGE_KEY, usePreferences } from './preferences';

const stored = () => JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}') as { state?: unknown };

afterEach(() => {
  window.localStorage.clear();
  usePreferences.setState({ wrap: {}, worldClockCities: null });
});

describe('preferences', () => {
  it('keeps a pane’s wrap setting', () => {
    usePreferences.getState().setWrap('json-formatter/output', true);
    expect(usePreferences.getState().wrap).toEqual({ 'json-formatter/output': true });
    expect(stored().state).toMatchObject({ wrap: { 'json-formatter/output': true } });
  });

  it('keeps the world clock’s cities in order, as zone ids only, once each', () => {
    expect(usePreferences.getState().worldClockCities).toBeNull();
    usePreferences
      .getState()
      .setWorldClockCities(['Asia/Kathmandu', 'UTC', 'Asia/Kathmandu', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5']);
    expect(usePreferences.getState().worldClockCities).toEqual([
      'Asia/Kathmandu',
      'UTC',
      'America/Argentina/Buenos_Aires',
      'Etc/GMT+5',
    ]);
    expect(stored().state).toMatchObject({
      worldClockCities: ['Asia/Kathmandu', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'],
    });
  });

  it.each([
    ['not a list', 'Europe/London', null],
    [
      'a list with text that is no zone id',
      ['Europe/London', 'my secret note', 42, '../etc', 'Europe/London/x/y'],
      ['Europe/London'],
    ],
    [
      'too long a list',
      Array.from({ length: 80 }, (_, index) => `Etc/Zone${index}`),
      Array.from({ length: 50 }, (_, index) => `Etc/Zone${index}`),
    ],
  ])('restores only what is sane from storage: %s', async (_name, worldClockCities, expected) => {
    window.localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ state: { wrap: { a: 'yes' }, worldClockCities }, version: 0 }),
    );
    await usePreferences.persist.rehydrate();
    expect(usePreferences.getState().worldClockCities).toEqual(expected);
    expect(usePreferences.getState().wrap).toEqual({});
  });
});
