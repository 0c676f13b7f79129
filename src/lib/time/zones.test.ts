import { beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../tool-error';
import { loadTemporal } from './temporal';
import { canonicalZone, listZones, searchZones, zoneAt, zoneFromName, type ZoneMatch } from './zones';

beforeAll(async () => {
  await loadTemporal();
});

/** Epoch nanoseconds of an ISO instant; tests never read the clock. */
const ns = (iso: string) => BigInt(Date.parse(iso)) * 1_000_000n;
const JANUARY = ns('2026-01-15T12:00:00Z');
const JULY = ns('2026-07-15T12:00:00Z');

describe('listZones', () => {
  it('lists every zone the runtime knows by its modern name, plus UTC, sorted and once each', () => {
    const zones = listZones();
    expect(zones.length).toBeGreaterThanOrEqual(419);
    expect(zones).toEqual([...new Set(zones)].sort());
    expect(zones).toEqual(expect.arrayContaining(['Asia/Kolkata', 'UTC', 'Europe/Kyiv', 'America/New_York']));
    expect(listZones()).toBe(zones);
  });

  it.each([
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['Asia/Saigon', 'Asia/Ho_Chi_Minh'],
    ['Europe/Kiev', 'Europe/Kyiv'],
    ['Asia/Katmandu', 'Asia/Kathmandu'],
    ['Asia/Rangoon', 'Asia/Yangon'],
    ['America/Godthab', 'America/Nuuk'],
    ['Atlantic/Faeroe', 'Atlantic/Faroe'],
    ['Pacific/Truk', 'Pacific/Chuuk'],
    ['Pacific/Ponape', 'Pacific/Pohnpei'],
    ['Pacific/Enderbury', 'Pacific/Kanton'],
    ['Africa/Asmera', 'Africa/Asmara'],
    ['America/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ['America/Indianapolis', 'America/Indiana/Indianapolis'],
    ['America/Louisville', 'America/Kentucky/Louisville'],
    ['America/Coral_Harbour', 'America/Atikokan'],
  ])('shows %s as %s', (retired, modern) => {
    expect(listZones()).toContain(modern);
    expect(listZones()).not.toContain(retired);
  });
});

describe('canonicalZone', () => {
  it.each([
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['asia/calcutta', 'Asia/Kolkata'],
    ['  Asia/Kolkata  ', 'Asia/Kolkata'],
    ['US/Eastern', 'America/New_York'],
    ['us/pacific', 'America/Los_Angeles'],
    ['Europe/Kiev', 'Europe/Kyiv'],
    ['Europe/Uzhgorod', 'Europe/Kyiv'],
    ['Canada/Newfoundland', 'America/St_Johns'],
    ['Asia/Istanbul', 'Europe/Istanbul'],
    ['europe/bratislava', 'Europe/Bratislava'],
    ['utc', 'UTC'],
    ['Etc/UTC', 'UTC'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
    ['etc/gmt+5', 'Etc/GMT+5'],
    ['+05:30', '+05:30'],
    ['+0530', '+05:30'],
    ['Mars/Base', null],
    ['Kolkata', null],
    ['', null],
  ])('%j → %j', (input, zone) => {
    expect(canonicalZone(input)).toBe(zone);
  });
});

describe('zoneAt', () => {
  it.each([
    ['America/New_York', JANUARY, '-05:00', false, 'EST'],
    ['America/New_York', JULY, '-04:00', true, 'EDT'],
    ['Australia/Lord_Howe', JANUARY, '+11:00', true, 'GMT+11'],
    ['Australia/Lord_Howe', JULY, '+10:30', false, 'GMT+10:30'],
    ['Asia/Kathmandu', JANUARY, '+05:45', false, 'GMT+5:45'],
    ['Asia/Kathmandu', JULY, '+05:45', false, 'GMT+5:45'],
    ['Pacific/Chatham', JANUARY, '+13:45', true, 'GMT+13:45'],
    ['Pacific/Chatham', JULY, '+12:45', false, 'GMT+12:45'],
    ['Australia/Sydney', JANUARY, '+11:00', true, 'GMT+11'],
    ['Australia/Sydney', JULY, '+10:00', false, 'GMT+10'],
    ['Europe/Dublin', JANUARY, '+00:00', false, 'GMT'],
    ['Europe/Dublin', JULY, '+01:00', true, 'GMT+1'],
    ['Asia/Kolkata', JANUARY, '+05:30', false, 'GMT+5:30'],
    ['UTC', JULY, '+00:00', false, 'UTC'],
    ['+05:30', JULY, '+05:30', false, 'GMT+5:30'],
  ] as const)('%s at %s: %s, DST %s, %s', (zone, at, offset, dst, abbreviation) => {
    const state = zoneAt(zone, at);
    expect({ offset: state.offset, dst: state.dst, abbreviation: state.abbreviation }).toEqual({
      offset,
      dst,
      abbreviation,
    });
  });

  it('gives the offset in nanoseconds too', () => {
    expect(zoneAt('Asia/Kolkata', JANUARY).offsetNs).toBe(19_800_000_000_000);
    expect(zoneAt('America/New_York', JANUARY).offsetNs).toBe(-18_000_000_000_000);
  });

  it.each([
    ['America/New_York', '2026-01-15T00:00:00Z', '2026-03-08T07:00:00Z'],
    ['America/New_York', '2026-07-15T00:00:00Z', '2026-11-01T06:00:00Z'],
    ['Australia/Lord_Howe', '2026-01-15T00:00:00Z', '2026-04-04T15:00:00Z'],
    ['Pacific/Chatham', '2026-07-15T00:00:00Z', '2026-09-26T14:00:00Z'],
  ])('%s after %s next changes at %s', (zone, from, next) => {
    expect(zoneAt(zone, ns(from)).nextTransition).toBe(ns(next));
  });

  it.each([['Asia/Kathmandu'], ['UTC'], ['+05:30']])('%s never changes again', (zone) => {
    expect(zoneAt(zone, JANUARY).nextTransition).toBeNull();
  });

  it('rejects an unknown zone', () => {
    expect(() => zoneAt('Mars/Base', JANUARY)).toThrow(ToolError);
    expect(() => zoneAt('Mars/Base', JANUARY)).toThrow('Unknown time zone: Mars/Base');
  });
});

/** A match as `zone matched offset abbreviation`, to compare a whole result at a glance. */
const brief = (match: ZoneMatch) => `${match.zone} ${match.matched} ${match.offset} ${match.abbreviation}`;

describe('searchZones', () => {
  it.each([
    ['+05:30', JANUARY, ['Asia/Colombo offset +05:30 GMT+5:30', 'Asia/Kolkata offset +05:30 IST']],
    ['+0530', JANUARY, ['Asia/Colombo offset +05:30 GMT+5:30', 'Asia/Kolkata offset +05:30 IST']],
    ['UTC+5:30', JANUARY, ['Asia/Colombo offset +05:30 GMT+5:30', 'Asia/Kolkata offset +05:30 IST']],
    ['+5:45', JANUARY, ['Asia/Kathmandu offset +05:45 NPT']],
    ['-03:30', JANUARY, ['America/St_Johns offset -03:30 NST']],
    ['+14', JANUARY, ['Pacific/Kiritimati offset +14:00 GMT+14']],
    [
      'GMT-8',
      JANUARY,
      [
        'America/Los_Angeles offset -08:00 PST',
        'America/Tijuana offset -08:00 PST',
        'America/Vancouver offset -08:00 PST',
        'Pacific/Pitcairn offset -08:00 GMT-8',
      ],
    ],
    [
      '−08:00',
      JULY,
      [
        'America/Anchorage offset -08:00 AKDT',
        'America/Juneau offset -08:00 AKDT',
        'America/Metlakatla offset -08:00 AKDT',
        'America/Nome offset -08:00 AKDT',
        'America/Sitka offset -08:00 AKDT',
        'America/Yakutat offset -08:00 AKDT',
        'Pacific/Pitcairn offset -08:00 GMT-8',
      ],
    ],
    ['+25', JANUARY, []],
    ['Kolkata', JANUARY, ['Asia/Kolkata city +05:30 IST']],
    ['Calcutta', JANUARY, ['Asia/Kolkata city +05:30 IST']],
    ['Asia/Calcutta', JANUARY, ['Asia/Kolkata zone +05:30 IST']],
    ['US/Eastern', JULY, ['America/New_York zone -04:00 EDT']],
    ['America/Indianapolis', JANUARY, ['America/Indiana/Indianapolis zone -05:00 EST']],
    ['kiev', JANUARY, ['Europe/Kyiv city +02:00 EET']],
    ['new york', JANUARY, ['America/New_York city -05:00 EST']],
    ['New_York', JULY, ['America/New_York city -04:00 EDT']],
    ['sao paulo', JANUARY, ['America/Sao_Paulo city -03:00 BRT']],
    ['São Paulo', JANUARY, ['America/Sao_Paulo city -03:00 BRT']],
    ['port au prince', JANUARY, ['America/Port-au-Prince city -05:00 EST']],
    ['Germany', JANUARY, ['Europe/Berlin country +01:00 CET', 'Europe/Busingen country +01:00 CET']],
    ['cote d ivoire', JANUARY, ['Africa/Abidjan country +00:00 GMT']],
    ['JST', JANUARY, ['Asia/Tokyo abbreviation +09:00 JST']],
    ['UTC', JANUARY, ['UTC zone +00:00 UTC']],
    ['zz top', JANUARY, []],
  ])('%j at %s finds exactly %j', (query, now, matches) => {
    expect(searchZones(query, now).map(brief)).toEqual(matches);
  });

  it.each([
    [
      'IST',
      JANUARY,
      [
        'Asia/Kolkata abbreviation +05:30 IST',
        'Europe/Dublin abbreviation +00:00 GMT',
        'Asia/Jerusalem abbreviation +02:00 IST',
        'Europe/Istanbul city +03:00 TRT',
      ],
    ],
    [
      'IST',
      JULY,
      [
        'Asia/Kolkata abbreviation +05:30 IST',
        'Europe/Dublin abbreviation +01:00 IST',
        'Asia/Jerusalem abbreviation +03:00 IDT',
        'Europe/Istanbul city +03:00 TRT',
      ],
    ],
    [
      'India',
      JANUARY,
      [
        'Asia/Kolkata country +05:30 IST',
        'America/Indiana/Indianapolis city -05:00 EST',
        'America/Indiana/Knox zone -06:00 CST',
      ],
    ],
    [
      'IN',
      JANUARY,
      [
        'Asia/Kolkata country +05:30 IST',
        'America/Indiana/Indianapolis city -05:00 EST',
        'America/Inuvik city -07:00 MST',
      ],
    ],
    ['EST', JULY, ['America/New_York abbreviation -04:00 EDT', 'America/Atikokan abbreviation -05:00 EST']],
    ['PST', JANUARY, ['America/Los_Angeles abbreviation -08:00 PST', 'America/Tijuana abbreviation -08:00 PST']],
    ['CST', JANUARY, ['America/Chicago abbreviation -06:00 CST', 'America/Bahia_Banderas abbreviation -06:00 CST']],
    ['CET', JULY, ['Europe/Paris abbreviation +02:00 CEST', 'Africa/Algiers abbreviation +01:00 CET']],
    ['AEST', JANUARY, ['Australia/Sydney abbreviation +11:00 AEDT', 'Australia/Brisbane abbreviation +10:00 AEST']],
    ['GMT', JULY, ['Europe/London abbreviation +01:00 BST', 'Europe/Dublin abbreviation +01:00 IST']],
    ['new', JANUARY, ['America/New_York city -05:00 EST', 'America/North_Dakota/New_Salem city -06:00 CST']],
    ['Europe/', JANUARY, ['Europe/Amsterdam zone +01:00 CET', 'Europe/Andorra zone +01:00 CET']],
  ])('%j at %s finds first %j', (query, now, first) => {
    expect(searchZones(query, now).slice(0, first.length).map(brief)).toEqual(first);
  });

  it('lists every CST zone, America’s first, then China’s', () => {
    const zones = searchZones('CST', JANUARY).map((match) => match.zone);
    expect(zones).toContain('America/Regina');
    expect(zones.indexOf('Asia/Shanghai')).toBeGreaterThan(zones.indexOf('America/Winnipeg'));
    expect(zones.indexOf('Asia/Shanghai')).toBeLessThan(zones.indexOf('Asia/Taipei'));
  });

  it('gives the city and countries of each zone', () => {
    expect(searchZones('Kolkata', JANUARY)).toEqual([
      {
        zone: 'Asia/Kolkata',
        city: 'Kolkata',
        countries: ['India'],
        offset: '+05:30',
        abbreviation: 'IST',
        matched: 'city',
      },
    ]);
    expect(searchZones('UTC', JANUARY)[0]).toMatchObject({ zone: 'UTC', city: '', countries: [] });
    expect(searchZones('Buenos Aires', JANUARY)[0]).toMatchObject({
      zone: 'America/Argentina/Buenos_Aires',
      city: 'Buenos Aires',
      countries: ['Argentina'],
    });
  });

  it('gives every zone in listZones order for an empty query, up to the limit', () => {
    expect(searchZones('', JANUARY, 1000).map((match) => match.zone)).toEqual(listZones());
    expect(searchZones('  ', JANUARY).map((match) => match.zone)).toEqual(listZones().slice(0, 50));
    expect(searchZones('', JANUARY, 3).map((match) => match.matched)).toEqual(['zone', 'zone', 'zone']);
  });

  it('stops at the limit', () => {
    expect(searchZones('America/', JANUARY)).toHaveLength(50);
    expect(searchZones('America/', JANUARY, 5)).toHaveLength(5);
  });

  it('sees a zone that changes offset within the hour at the exact instant', () => {
    // St John's springs forward at 02:00 local, 05:30 UTC: half-way through an hour.
    expect(searchZones('-02:30', ns('2026-03-08T05:15:00Z')).map(brief)).toEqual([]);
    expect(searchZones('-02:30', ns('2026-03-08T05:45:00Z')).map(brief)).toEqual([
      'America/St_Johns offset -02:30 NDT',
    ]);
    expect(searchZones('-03:30', ns('2026-03-08T05:15:00Z')).map(brief)).toEqual([
      'America/St_Johns offset -03:30 NST',
    ]);
  });
});

describe('zoneFromName', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['asia/calcutta', 'Asia/Kolkata'],
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['US/Eastern', 'America/New_York'],
    ['utc', 'UTC'],
    ['Kathmandu', 'Asia/Kathmandu'],
    ['new york', 'America/New_York'],
    ['Sao Paulo', 'America/Sao_Paulo'],
    ['lord howe', 'Australia/Lord_Howe'],
    ['US/Pacific', 'America/Los_Angeles'],
    ['Europe/Kiev', 'Europe/Kyiv'],
    ['São Paulo', 'America/Sao_Paulo'],
    ['Atlantis', null],
    ['+05:30', null],
    ['', null],
  ])('%j is %j', (name, zone) => {
    expect(zoneFromName(name)).toBe(zone);
  });
});
