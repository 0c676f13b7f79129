/**
 * Time zones as people look for them: by a zone's modern IANA name or an old alias, a city, a country, an
 * abbreviation such as IST, or an offset such as +05:30. The runtime's own data (Temporal, Intl) is the
 * only source, so the list is as current as the browser. Nothing here reads the clock: "now" is always an
 * argument. Every function needs Temporal loaded (`loadTemporal()` in ./temporal).
 */
import { ToolError } from '../tool-error';
import { isTemporalLoaded, temporal } from './temporal';
import { foldPlaceName, modernName, MODERN_NAMES } from './zone-names';

let zoneList: readonly string[] | null = null;

/** Every zone the runtime knows, plus UTC (which Intl leaves out of its list), by modern name, sorted. */
export function listZones(): readonly string[] {
  zoneList ??= Object.freeze([...new Set([...Intl.supportedValuesOf('timeZone').map(modernName), 'UTC'])].sort());
  return zoneList;
}

let zoneSet: ReadonlySet<string> | null = null;
const isListedZone = (zone: string): boolean => (zoneSet ??= new Set(listZones())).has(zone);

/** Fixed offsets, which Temporal takes as zones: `+05:30`, `-0800`. */
const OFFSET_ZONE = /^[+-]\d{2}(?::?\d{2})?$/;

/** Temporal's view of a zone at the Unix epoch, or null when Temporal does not know the id. */
function zonedAtEpoch(zone: string) {
  try {
    return temporal().Instant.fromEpochNanoseconds(0n).toZonedDateTimeISO(zone);
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) return null;
    throw error;
  }
}

/** The CLDR name Intl gives an id (`US/Eastern` → `America/New_York`), or the id itself if Intl has none. */
function intlCanonicalName(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}

/** Typing calls canonicalZone on every keystroke, so answers are kept; a bounded cache, cleared when full. */
/** The listed zone `input` names (as canonicalZone finds it); a ToolError saying so when it names none. */
export function knownZone(input: string): string {
  const canonical = canonicalZone(input);
  if (!canonical) throw new ToolError(`Unknown time zone: ${input}`);
  return canonical;
}

const canonicalCache = new Map<string, string | null>();
const CANONICAL_CACHE_LIMIT = 1000;

/**
 * The listed zone an id stands for, case-insensitively: `US/Eastern` → `America/New_York`, `asia/calcutta`
 * → `Asia/Kolkata`, `utc` → `UTC`. Ids Temporal takes that name no listed zone (`Etc/GMT+5`, `+05:30`)
 * come back as Temporal spells them; an id Temporal does not know gives null.
 */
export function canonicalZone(input: string): string | null {
  const id = input.trim();
  if (id === '') return null;
  const key = id.toLowerCase();
  const cached = canonicalCache.get(key);
  if (cached !== undefined) return cached;
  if (canonicalCache.size >= CANONICAL_CACHE_LIMIT) canonicalCache.clear();
  const found = findCanonicalZone(id);
  canonicalCache.set(key, found);
  return found;
}

/**
 * The browser's own zone, by its modern name (Chromium still says Asia/Calcutta). Before Temporal has loaded
 * (only where the polyfill is needed) it is the name Intl gives.
 */
export function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (isTemporalLoaded() && canonicalZone(zone)) || zone;
}

let zonesByCity: Map<string, string> | null = null;

/**
 * The zone a name stands for: an IANA id or old alias, any case (`asia/calcutta` → Asia/Kolkata), `UTC`, or
 * a zone's city (`kathmandu`, `new york`). Null for anything else, bare offsets included: Temporal takes
 * `+05:30` as a zone, but a clock or a converter's row is a place.
 */
export function zoneFromName(name: string): string | null {
  const text = name.trim();
  if (text === '' || /^[+-]\d/.test(text)) return null;
  const byId = canonicalZone(text);
  if (byId) return byId;
  if (!zonesByCity) {
    zonesByCity = new Map();
    for (const zone of listZones()) {
      const slash = zone.lastIndexOf('/');
      if (slash !== -1) zonesByCity.set(foldPlaceName(zone.slice(slash + 1)), zone);
    }
  }
  return zonesByCity.get(foldPlaceName(text)) ?? null;
}

function findCanonicalZone(id: string): string | null {
  const zoned = zonedAtEpoch(id);
  if (!zoned) return null;
  const temporalId = zoned.timeZoneId;
  if (OFFSET_ZONE.test(temporalId)) return temporalId;
  const byIntl = modernName(intlCanonicalName(temporalId));
  if (isListedZone(byIntl)) return byIntl;
  // ECMA-402 now asks Intl for the id as given rather than its canonical name, so a browser may stop
  // resolving aliases there; Temporal still says which zones are one zone.
  return listZones().find((zone) => zonedAtEpoch(zone)?.equals(zoned)) ?? temporalId;
}

/** What a zone is like at one instant. */
export interface ZoneAtInstant {
  /** `+05:30`; `+00:00` at UTC, never `Z`. */
  offset: string;
  offsetNs: number;
  /** Whether the offset is the larger of the year's two (January's and July's), so south and north both work. */
  dst: boolean;
  /** Intl's short name in en-US: `EST`, `GMT`, `GMT+5:30`. */
  abbreviation: string;
  /** When the offset next changes, in epoch nanoseconds; null if it never does again. */
  nextTransition: bigint | null;
}

/** A zone at an instant: offset, whether summer time is on, its short name, and when the offset next changes. */
export function zoneAt(zone: string, epochNs: bigint): ZoneAtInstant {
  const Temporal = temporal();
  if (!zonedAtEpoch(zone)) throw new ToolError(`Unknown time zone: ${zone}`);
  const zoned = Temporal.Instant.fromEpochNanoseconds(epochNs).toZonedDateTimeISO(zone);
  const offsetNs = zoned.offsetNanoseconds;
  return {
    offset: zoned.offset,
    offsetNs,
    dst: offsetNs > seasonsOf(zone, zoned.year).standardNs,
    abbreviation: shortZoneName(zone, epochNs, offsetNs),
    nextTransition: zoned.getTimeZoneTransition('next')?.epochNanoseconds ?? null,
  };
}

interface Seasons {
  /** The smaller of the offsets on January 1 and July 1. */
  standardNs: number;
  /** The larger; equal to standardNs where the zone keeps one offset all year. */
  daylightNs: number;
}

const seasonsCache = new Map<string, Seasons>();

/** A zone's winter and summer offsets in a year; which month is winter depends on the hemisphere. */
function seasonsOf(zone: string, year: number): Seasons {
  const key = `${zone} ${year}`;
  let seasons = seasonsCache.get(key);
  if (!seasons) {
    const offsetOn = (month: number) =>
      temporal().PlainDate.from({ year, month, day: 1 }).toZonedDateTime(zone).offsetNanoseconds;
    const january = offsetOn(1);
    const july = offsetOn(7);
    seasons = { standardNs: Math.min(january, july), daylightNs: Math.max(january, july) };
    seasonsCache.set(key, seasons);
  }
  return seasons;
}

const shortNameFormats = new Map<string, Intl.DateTimeFormat | null>();

/** Intl's formatter for a zone's short name; null where Intl does not take the id (fixed offsets in Node 20). */
function shortNameFormat(zone: string): Intl.DateTimeFormat | null {
  let format = shortNameFormats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' });
    } catch {
      format = null;
    }
    shortNameFormats.set(zone, format);
  }
  return format;
}

const NS_PER_MS = 1_000_000n;
const NS_PER_MINUTE = 60_000_000_000;

/** Floor division: an instant before 1970 falls in the millisecond (or hour) that starts before it. */
const floorDivide = (value: bigint, divisor: bigint): bigint => {
  const quotient = value / divisor;
  return quotient * divisor > value ? quotient - 1n : quotient;
};

/** Intl's en-US short name for a zone at an instant: `EST`, `GMT`, `GMT+5:30`. */
function shortZoneName(zone: string, epochNs: bigint, offsetNs: number): string {
  const parts = shortNameFormat(zone)?.formatToParts(Number(floorDivide(epochNs, NS_PER_MS)));
  return parts?.find((part) => part.type === 'timeZoneName')?.value ?? gmtName(offsetNs);
}

/** An offset as Intl names one it has no abbreviation for: `GMT`, `GMT+5:30`, `GMT-8`. */
function gmtName(offsetNs: number): string {
  if (offsetNs === 0) return 'GMT';
  const minutes = Math.round(Math.abs(offsetNs) / NS_PER_MINUTE);
  const hoursAndMinutes = `${Math.floor(minutes / 60)}${minutes % 60 ? `:${String(minutes % 60).padStart(2, '0')}` : ''}`;
  return `GMT${offsetNs < 0 ? '-' : '+'}${hoursAndMinutes}`;
}

// ---------------------------------------------------------------------------------------------------------
// Search

/** One zone found by searchZones. */
export interface ZoneMatch {
  zone: string;
  /** The zone's city, as words: `New York`; empty for UTC. */
  city: string;
  /** English names of the countries (CLDR's regions) that use the zone, A to Z; none for UTC. */
  countries: string[];
  /** The offset at `now`: `+05:30`. */
  offset: string;
  /**
   * The abbreviation at `now`: Intl's en-US short name when it is one (`EST`, `GMT`), otherwise the common
   * one from the table below (`IST`, `CET`, `AEDT`), otherwise Intl's `GMT+5:45`.
   */
  abbreviation: string;
  /** What the query matched, for showing why the zone is there. */
  matched: 'zone' | 'city' | 'country' | 'abbreviation' | 'offset';
}

/**
 * Abbreviations people use that Intl's en-US names leave out (it knows EST and PST, but says GMT+5:30 for
 * India). An abbreviation stands for one offset in some zones, given by country code or by zone id (or an
 * area such as `Europe/`). `daylight` ones name the summer offset (the larger of the year's two); the others
 * the standard one. Where one abbreviation means several things (IST, CST), the first rule ranks first.
 * The rules are also the only order among zones that share one, so each names its principal zone.
 */
interface AbbreviationRule {
  abbreviation: string;
  offset: string;
  daylight?: boolean;
  countries?: readonly string[];
  zones?: readonly string[];
  /** The zone most people mean by it, listed first: New York for EST. */
  principal?: string;
}

const NORTH_AMERICA = ['US', 'CA', 'MX'];
const EASTERN = [...NORTH_AMERICA, 'BS', 'HT', 'TC', 'PA', 'JM', 'KY'];
const CENTRAL = [...NORTH_AMERICA, 'GT', 'SV', 'HN', 'NI', 'CR', 'BZ'];
const WESTERN_EUROPE = ['Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Canary', 'Atlantic/Faroe'];
const CENTRAL_EUROPE = ['Europe/', 'Africa/Ceuta', 'Africa/Algiers', 'Africa/Tunis', 'Arctic/Longyearbyen'];
const EASTERN_EUROPE = [
  'Europe/',
  'Africa/Cairo',
  'Africa/Tripoli',
  'Asia/Beirut',
  'Asia/Nicosia',
  'Asia/Famagusta',
  'Asia/Gaza',
  'Asia/Hebron',
];
const NEW_ZEALAND = ['Pacific/Auckland', 'Antarctica/McMurdo'];

const COMMON_ABBREVIATIONS: readonly AbbreviationRule[] = [
  { abbreviation: 'IST', offset: '+05:30', countries: ['IN'] },
  { abbreviation: 'IST', offset: '+01:00', daylight: true, countries: ['IE'] },
  { abbreviation: 'IST', offset: '+02:00', countries: ['IL'] },
  { abbreviation: 'IDT', offset: '+03:00', daylight: true, countries: ['IL'] },
  { abbreviation: 'EST', offset: '-05:00', principal: 'America/New_York', countries: EASTERN },
  { abbreviation: 'EDT', offset: '-04:00', principal: 'America/New_York', daylight: true, countries: EASTERN },
  { abbreviation: 'CST', offset: '-06:00', principal: 'America/Chicago', countries: CENTRAL },
  { abbreviation: 'CDT', offset: '-05:00', principal: 'America/Chicago', daylight: true, countries: NORTH_AMERICA },
  { abbreviation: 'CST', offset: '+08:00', principal: 'Asia/Shanghai', countries: ['CN', 'TW', 'MO'] },
  { abbreviation: 'MST', offset: '-07:00', principal: 'America/Denver', countries: NORTH_AMERICA },
  { abbreviation: 'MDT', offset: '-06:00', principal: 'America/Denver', daylight: true, countries: NORTH_AMERICA },
  { abbreviation: 'PST', offset: '-08:00', principal: 'America/Los_Angeles', countries: NORTH_AMERICA },
  { abbreviation: 'PDT', offset: '-07:00', principal: 'America/Los_Angeles', daylight: true, countries: NORTH_AMERICA },
  { abbreviation: 'AKST', offset: '-09:00', principal: 'America/Anchorage', countries: ['US'] },
  { abbreviation: 'AKDT', offset: '-08:00', principal: 'America/Anchorage', daylight: true, countries: ['US'] },
  { abbreviation: 'HST', offset: '-10:00', principal: 'Pacific/Honolulu', countries: ['US'] },
  { abbreviation: 'HDT', offset: '-09:00', daylight: true, countries: ['US'] },
  {
    abbreviation: 'AST',
    offset: '-04:00',
    principal: 'America/Halifax',
    countries: ['CA', 'BM', 'PR', 'VI', 'DO', 'BB', 'TT'],
  },
  { abbreviation: 'ADT', offset: '-03:00', principal: 'America/Halifax', daylight: true, countries: ['CA', 'BM'] },
  { abbreviation: 'NST', offset: '-03:30', zones: ['America/St_Johns'] },
  { abbreviation: 'NDT', offset: '-02:30', daylight: true, zones: ['America/St_Johns'] },
  { abbreviation: 'BRT', offset: '-03:00', principal: 'America/Sao_Paulo', countries: ['BR'] },
  { abbreviation: 'ART', offset: '-03:00', principal: 'America/Argentina/Buenos_Aires', countries: ['AR'] },
  { abbreviation: 'SST', offset: '-11:00', principal: 'Pacific/Pago_Pago', countries: ['AS', 'UM'] },
  { abbreviation: 'GMT', offset: '+00:00', principal: 'Europe/London', countries: ['GB', 'IE'] },
  { abbreviation: 'BST', offset: '+01:00', daylight: true, countries: ['GB'] },
  { abbreviation: 'WET', offset: '+00:00', principal: 'Europe/Lisbon', zones: WESTERN_EUROPE },
  { abbreviation: 'WEST', offset: '+01:00', principal: 'Europe/Lisbon', daylight: true, zones: WESTERN_EUROPE },
  { abbreviation: 'CET', offset: '+01:00', principal: 'Europe/Paris', zones: CENTRAL_EUROPE },
  { abbreviation: 'CEST', offset: '+02:00', principal: 'Europe/Paris', daylight: true, zones: CENTRAL_EUROPE },
  { abbreviation: 'EET', offset: '+02:00', principal: 'Europe/Bucharest', zones: EASTERN_EUROPE },
  { abbreviation: 'EEST', offset: '+03:00', principal: 'Europe/Bucharest', daylight: true, zones: EASTERN_EUROPE },
  {
    abbreviation: 'MSK',
    offset: '+03:00',
    principal: 'Europe/Moscow',
    zones: ['Europe/Moscow', 'Europe/Simferopol', 'Europe/Kirov', 'Europe/Volgograd'],
  },
  { abbreviation: 'TRT', offset: '+03:00', countries: ['TR'] },
  {
    abbreviation: 'WAT',
    offset: '+01:00',
    principal: 'Africa/Lagos',
    countries: ['NG', 'CD', 'AO', 'CM', 'GA', 'GQ', 'NE', 'TD', 'BJ', 'CF', 'CG'],
  },
  {
    abbreviation: 'CAT',
    offset: '+02:00',
    principal: 'Africa/Maputo',
    countries: ['MZ', 'ZW', 'ZM', 'BW', 'MW', 'BI', 'RW', 'NA', 'SS', 'SD', 'CD'],
  },
  { abbreviation: 'SAST', offset: '+02:00', principal: 'Africa/Johannesburg', countries: ['ZA', 'LS', 'SZ'] },
  {
    abbreviation: 'EAT',
    offset: '+03:00',
    principal: 'Africa/Nairobi',
    countries: ['KE', 'ET', 'TZ', 'UG', 'SO', 'DJ', 'ER', 'KM', 'MG', 'YT'],
  },
  { abbreviation: 'GST', offset: '+04:00', principal: 'Asia/Dubai', countries: ['AE', 'OM'] },
  { abbreviation: 'PKT', offset: '+05:00', countries: ['PK'] },
  { abbreviation: 'NPT', offset: '+05:45', countries: ['NP'] },
  { abbreviation: 'ICT', offset: '+07:00', principal: 'Asia/Bangkok', countries: ['TH', 'VN', 'KH', 'LA'] },
  { abbreviation: 'WIB', offset: '+07:00', principal: 'Asia/Jakarta', countries: ['ID'] },
  { abbreviation: 'WITA', offset: '+08:00', countries: ['ID'] },
  { abbreviation: 'WIT', offset: '+09:00', countries: ['ID'] },
  { abbreviation: 'HKT', offset: '+08:00', countries: ['HK'] },
  { abbreviation: 'SGT', offset: '+08:00', countries: ['SG'] },
  { abbreviation: 'MYT', offset: '+08:00', countries: ['MY'] },
  { abbreviation: 'PHT', offset: '+08:00', countries: ['PH'] },
  { abbreviation: 'AWST', offset: '+08:00', zones: ['Australia/'] },
  { abbreviation: 'JST', offset: '+09:00', countries: ['JP'] },
  { abbreviation: 'KST', offset: '+09:00', principal: 'Asia/Seoul', countries: ['KR', 'KP'] },
  { abbreviation: 'ACST', offset: '+09:30', principal: 'Australia/Adelaide', zones: ['Australia/'] },
  { abbreviation: 'ACDT', offset: '+10:30', principal: 'Australia/Adelaide', daylight: true, zones: ['Australia/'] },
  { abbreviation: 'AEST', offset: '+10:00', principal: 'Australia/Sydney', zones: ['Australia/'] },
  { abbreviation: 'AEDT', offset: '+11:00', principal: 'Australia/Sydney', daylight: true, zones: ['Australia/'] },
  { abbreviation: 'ChST', offset: '+10:00', principal: 'Pacific/Guam', countries: ['GU', 'MP'] },
  { abbreviation: 'NZST', offset: '+12:00', principal: 'Pacific/Auckland', zones: NEW_ZEALAND },
  { abbreviation: 'NZDT', offset: '+13:00', principal: 'Pacific/Auckland', daylight: true, zones: NEW_ZEALAND },
];

/** What never changes about a zone, with its names folded for matching. */
interface ZoneFacts {
  zone: string;
  city: string;
  countries: string[];
  countryCodes: string[];
  /** The id and its retired names (Asia/Calcutta), folded. */
  ids: string[];
  /** The city and its retired names (Calcutta), folded. */
  cities: string[];
  countryNames: string[];
}

/**
 * Folds text for matching, so that `sao paulo` finds Sao_Paulo and `cote d'ivoire` finds Côte d’Ivoire:
 * no case or accents, and `_`, `-` and apostrophes all become one space.
 */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_'‘’-]+/g, ' ')
    .trim();
}

/** The last segment of an id, as words: `America/Argentina/Buenos_Aires` → `Buenos Aires`; '' for UTC. */
function cityOf(zone: string): string {
  const slash = zone.lastIndexOf('/');
  return slash === -1 ? '' : zone.slice(slash + 1).replaceAll('_', ' ');
}

/** Chromium answers `getTimeZones()`; Node 20 has the older `timeZones` getter. Both give CLDR names. */
function zonesOfRegion(region: string): readonly string[] {
  const locale = new Intl.Locale(`und-${region}`) as Intl.Locale & {
    getTimeZones?: () => string[] | undefined;
    timeZones?: string[];
  };
  // A retired code (SU, YU) resolves to today's country, which is listed under its own code.
  if (locale.region !== region) return [];
  return (typeof locale.getTimeZones === 'function' ? locale.getTimeZones() : locale.timeZones) ?? [];
}

/** Each zone's countries, from every two-letter region code Intl names in English. */
function countriesByZone(): Map<string, { code: string; name: string }[]> {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const byZone = new Map<string, { code: string; name: string }[]>();
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = names.of(code);
      if (!name) continue;
      for (const zone of zonesOfRegion(code)) {
        const modern = modernName(zone);
        const countries = byZone.get(modern) ?? [];
        countries.push({ code, name });
        byZone.set(modern, countries);
      }
    }
  }
  return byZone;
}

let factsCache: readonly ZoneFacts[] | null = null;

function zoneFacts(): readonly ZoneFacts[] {
  if (factsCache) return factsCache;
  const countries = countriesByZone();
  const retiredNames = new Map<string, string[]>();
  for (const [retired, modern] of MODERN_NAMES)
    retiredNames.set(modern, [...(retiredNames.get(modern) ?? []), retired]);
  factsCache = listZones().map((zone) => {
    const names = [zone, ...(retiredNames.get(zone) ?? [])];
    const zoneCountries = (countries.get(zone) ?? []).sort((a, b) => a.name.localeCompare(b.name, 'en'));
    return {
      zone,
      city: cityOf(zone),
      countries: zoneCountries.map((country) => country.name),
      countryCodes: zoneCountries.map((country) => country.code),
      ids: names.map(fold),
      cities: names.map(cityOf).filter(Boolean).map(fold),
      countryNames: zoneCountries.map((country) => fold(country.name)),
    };
  });
  return factsCache;
}

/** What a zone is like at the instant searched from. */
interface ZoneNow {
  offsetNs: number;
  offset: string;
  abbreviation: string;
  /** Every abbreviation the zone goes by this year, upper case, with its order among the zones that share it. */
  abbreviations: ReadonlyMap<string, number>;
}

/** Zones found by a rule come in rule order, each rule's principal zone first; Intl's own names last. */
const ruleOrder = (index: number, facts: ZoneFacts): number =>
  2 * index + (COMMON_ABBREVIATIONS[index]!.principal === facts.zone ? 0 : 1);
const INTL_NAME_ORDER = 2 * COMMON_ABBREVIATIONS.length;
const GMT_OFFSET_NAME = /^GMT[+-]/;

function offsetNsOf(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return sign * (hours * 60 + minutes) * NS_PER_MINUTE;
}

const ruleOffsets = COMMON_ABBREVIATIONS.map((rule) => offsetNsOf(rule.offset));

function ruleCovers(rule: AbbreviationRule, facts: ZoneFacts): boolean {
  return (
    (rule.countries?.some((code) => facts.countryCodes.includes(code)) ?? false) ||
    (rule.zones?.some((zone) => (zone.endsWith('/') ? facts.zone.startsWith(zone) : facts.zone === zone)) ?? false)
  );
}

/** Does a rule name this zone's standard or summer offset (as the rule says) in a year with these seasons? */
function ruleFits(index: number, facts: ZoneFacts, seasons: Seasons): boolean {
  const rule = COMMON_ABBREVIATIONS[index]!;
  const offsetNs = rule.daylight
    ? seasons.daylightNs !== seasons.standardNs
      ? seasons.daylightNs
      : null
    : seasons.standardNs;
  return offsetNs === ruleOffsets[index] && ruleCovers(rule, facts);
}

const yearAbbreviationsCache = new Map<string, ReadonlyMap<string, number>>();

/** The abbreviations a zone goes by in a year: Intl's in January and July, and the rules that fit it. */
function yearAbbreviations(facts: ZoneFacts, year: number, seasons: Seasons): ReadonlyMap<string, number> {
  const key = `${facts.zone} ${year}`;
  const cached = yearAbbreviationsCache.get(key);
  if (cached) return cached;
  const abbreviations = new Map<string, number>();
  COMMON_ABBREVIATIONS.forEach((rule, index) => {
    const name = rule.abbreviation.toUpperCase();
    if (!abbreviations.has(name) && ruleFits(index, facts, seasons)) abbreviations.set(name, ruleOrder(index, facts));
  });
  for (const month of [1, 7]) {
    const instant = temporal().PlainDate.from({ year, month, day: 1 }).toZonedDateTime(facts.zone);
    const name = shortZoneName(facts.zone, instant.epochNanoseconds, instant.offsetNanoseconds).toUpperCase();
    if (!abbreviations.has(name)) abbreviations.set(name, INTL_NAME_ORDER);
  }
  yearAbbreviationsCache.set(key, abbreviations);
  return abbreviations;
}

function zoneNow(facts: ZoneFacts, epochNs: bigint): ZoneNow {
  const zoned = temporal().Instant.fromEpochNanoseconds(epochNs).toZonedDateTimeISO(facts.zone);
  const offsetNs = zoned.offsetNanoseconds;
  const seasons = seasonsOf(facts.zone, zoned.year);
  const intlName = shortZoneName(facts.zone, epochNs, offsetNs);
  const abbreviations = new Map(yearAbbreviations(facts, zoned.year, seasons));
  if (!abbreviations.has(intlName.toUpperCase())) abbreviations.set(intlName.toUpperCase(), INTL_NAME_ORDER);
  const dst = offsetNs > seasons.standardNs;
  const ruleNow = COMMON_ABBREVIATIONS.find(
    (rule, index) => ruleOffsets[index] === offsetNs && Boolean(rule.daylight) === dst && ruleCovers(rule, facts),
  );
  const abbreviation = !GMT_OFFSET_NAME.test(intlName) ? intlName : (ruleNow?.abbreviation ?? intlName);
  return { offsetNs, offset: zoned.offset, abbreviation, abbreviations };
}

const NS_PER_HOUR = 3_600_000_000_000n;
/** Temporal's last instant: 100,000,000 days after the epoch. */
const LAST_INSTANT_NS = 8_640_000_000_000_000_000_000n;

/**
 * Every zone as it is during one hour, computed once for the hour. A zone whose offset differs at the
 * hour's two ends changes within it, so it alone is worked out afresh for the exact instant.
 */
interface HourSnapshot {
  hourStartNs: bigint;
  zones: readonly ZoneNow[];
  changesWithinHour: readonly boolean[];
}

let snapshot: HourSnapshot | null = null;

function zonesNow(nowNs: bigint): ZoneNow[] {
  const facts = zoneFacts();
  const hourStartNs = floorDivide(nowNs, NS_PER_HOUR) * NS_PER_HOUR;
  if (snapshot?.hourStartNs !== hourStartNs) {
    const startNs = hourStartNs < -LAST_INSTANT_NS ? -LAST_INSTANT_NS : hourStartNs;
    const endNs = hourStartNs + NS_PER_HOUR > LAST_INSTANT_NS ? LAST_INSTANT_NS : hourStartNs + NS_PER_HOUR;
    const zones = facts.map((zone) => zoneNow(zone, startNs));
    const Instant = temporal().Instant;
    const changesWithinHour = facts.map(
      (zone, index) =>
        Instant.fromEpochNanoseconds(endNs).toZonedDateTimeISO(zone.zone).offsetNanoseconds !== zones[index]!.offsetNs,
    );
    snapshot = { hourStartNs, zones, changesWithinHour };
  }
  const { zones, changesWithinHour } = snapshot;
  return facts.map((zone, index) => (changesWithinHour[index] ? zoneNow(zone, nowNs) : zones[index]!));
}

/** `+05:30`, `+0530`, `UTC+5:30`, `GMT-8`, `-08:00`, `+5`, with `−` (minus sign) too. */
const OFFSET_QUERY = /^(?:utc|gmt)?\s*([+\-−])\s*(\d{1,2})(?::?(\d{2}))?$/i;

/** The offset a query names, in nanoseconds, or null when it names none. */
function parseOffsetQuery(query: string): number | null {
  const match = OFFSET_QUERY.exec(query);
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return (match[1] === '+' ? 1 : -1) * (hours * 60 + minutes) * NS_PER_MINUTE;
}

/** How good a match is: lower is better. Exact matches of any kind come before the starts of words. */
const Rank = {
  ExactZone: 0,
  ExactCity: 1,
  AbbreviationOrOffset: 2,
  ExactCountry: 3,
  Prefix: 4,
  CountryPrefix: 5,
  Substring: 6,
} as const;
type Rank = (typeof Rank)[keyof typeof Rank];

interface Found {
  index: number;
  rank: Rank;
  /** Order within a rank: by abbreviation rule, so the usual meaning of IST and EST's main zone come first. */
  order: number;
  matched: ZoneMatch['matched'];
}

/**
 * Zones for what someone types into a zone field, best first: the zone an id or alias names (`Asia/Calcutta`),
 * an exact city (`Kolkata`), an abbreviation (`IST`: India's, then Ireland's and Israel's) or an offset at
 * `now` (`+05:30`, `GMT-8`), an exact country name or code (`India`, `IN`), a city or id that starts with
 * the query (`new y`), a country that does, then any id, city or country containing it. An empty query
 * gives every zone in `listZones()` order. Cheap enough for every keystroke: the zones' offsets and names
 * are worked out once an hour of `now`.
 */
export function searchZones(query: string, nowNs: bigint, limit = 50): ZoneMatch[] {
  const facts = zoneFacts();
  const now = zonesNow(nowNs);
  const toMatch = ({ index, matched }: { index: number; matched: ZoneMatch['matched'] }): ZoneMatch => {
    const zone = facts[index]!;
    const { offset, abbreviation } = now[index]!;
    return { zone: zone.zone, city: zone.city, countries: [...zone.countries], offset, abbreviation, matched };
  };
  const text = query.trim();
  if (text === '') return facts.slice(0, limit).map((_, index) => toMatch({ index, matched: 'zone' }));

  const folded = fold(text);
  const offsetNs = parseOffsetQuery(text);
  const abbreviation = text.toUpperCase();
  const countryCode = /^[a-z]{2}$/i.test(text) ? text.toUpperCase() : null;
  // Only ids with an area count as zone ids here: EST or CET alone mean the abbreviation, not the zone
  // Temporal would take them for (America/Panama, Europe/Brussels).
  const exactZone = text.includes('/')
    ? canonicalZone(text)
    : (listZones().find((zone) => fold(zone) === folded) ?? null);

  const found: Found[] = [];
  facts.forEach((zone, index) => {
    const at = now[index]!;
    const hit = (rank: Rank, matched: ZoneMatch['matched'], order = 0) => found.push({ index, rank, order, matched });
    if (zone.zone === exactZone) return hit(Rank.ExactZone, 'zone');
    if (zone.cities.includes(folded)) return hit(Rank.ExactCity, 'city');
    if (offsetNs !== null) {
      if (at.offsetNs === offsetNs) hit(Rank.AbbreviationOrOffset, 'offset');
      return;
    }
    const abbreviationRank = at.abbreviations.get(abbreviation);
    if (abbreviationRank !== undefined) return hit(Rank.AbbreviationOrOffset, 'abbreviation', abbreviationRank);
    if (zone.countryNames.includes(folded) || (countryCode !== null && zone.countryCodes.includes(countryCode)))
      return hit(Rank.ExactCountry, 'country');
    if (zone.cities.some((city) => city.startsWith(folded))) return hit(Rank.Prefix, 'city');
    if (folded.includes('/') && zone.ids.some((id) => id.startsWith(folded))) return hit(Rank.Prefix, 'zone');
    if (zone.countryNames.some((name) => name.startsWith(folded))) return hit(Rank.CountryPrefix, 'country');
    if (zone.ids.some((id) => id.includes(folded))) return hit(Rank.Substring, 'zone');
    if (zone.cities.some((city) => city.includes(folded))) return hit(Rank.Substring, 'city');
    if (zone.countryNames.some((name) => name.includes(folded))) return hit(Rank.Substring, 'country');
  });
  found.sort((a, b) => a.rank - b.rank || a.order - b.order || a.index - b.index);
  return found.slice(0, limit).map(toMatch);
}
