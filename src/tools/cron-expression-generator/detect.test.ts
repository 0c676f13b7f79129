import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

describe('cron-expression-generator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT, 'standard'],
    ['every 5 minutes', '*/5 * * * *', 'standard'],
    ['names', '0 0 * JAN MON', 'standard'],
    ['with seconds', '*/10 * * * * *', 'seconds'],
    ['Quartz with ?', '0 0 12 ? * 2#1', 'quartz'],
    ['Quartz with a year', '0 0 12 ? * MON-FRI 2027', 'quartz'],
    ['a macro', '@daily', 'standard'],
    ['a macro in capitals', '@HOURLY', 'standard'],
    ['surrounded by blank lines', '\n  0 0 1 * *  \n', 'standard'],
  ])('claims %s at 0.9, in its dialect', (_name, text, dialect) => {
    expect(detect(text, false)).toEqual({ score: 0.9, state: { dialect } });
  });

  it.each([
    ['five plain numbers', '1 2 3 4 5'],
    ['five numbers out of range', '10 20 30 40 50'],
    ['a line of prose', 'I said - at the time - that it was fine'],
    ['prose with stars', 'this * is * not * a * cron'],
    ['a date and time', '2026-11-24 09:00'],
    ['an hour out of range', '0 24 * * *'],
    ['four fields', '* * * *'],
    ['eight fields', '* * * * * * * *'],
    ['two expressions', '0 0 * * *\n0 1 * * *'],
    ['an unknown macro', '@often'],
    ['@reboot', '@reboot'],
    ['a JSON array', '[1, 2, 3, 4, 5]'],
    ['a word', 'cron'],
    ['a number', '42'],
    ['a crontab line with a command', '0 9 * * 1-5 /usr/bin/backup.sh'],
  ])('ignores %s', (_name, text) => {
    expect(detect(text, false)).toBeNull();
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'cron-expression-generator' },
      state: { input: SAMPLE_INPUT, dialect: 'standard' },
    });
  });
});
