/**
 * What the sitemap rules (rules.ts) share: the protocol's limits and names, the report, the W3C Datetime and
 * hreflang grammars, and SitemapCheck, the state of one check as the scan goes.
 */
import { LineIndex, ProblemCollector, type DocumentProblem, type Severity } from '../../lib/problems';
import { utf8ByteLength } from '../../lib/utf8';
import { IMAGE_NS, NEWS_NS, VIDEO_NS, XHTML_NS } from './namespaces';
import type { XmlAttribute } from './xml-scanner';

export const MAX_URLS = 50_000;
export const MAX_BYTES = 50 * 1024 * 1024;
export const MAX_LOC_LENGTH = 2048;
export const PROBLEMS_PER_CODE = 1000;
/** Child sitemaps of an index listed on screen (all are counted). */
export const CHILDREN_LISTED = 1000;
/** Hosts listed in the statistics (all are counted). */
export const HOSTS_LISTED = 20;

/** Children of the extension elements; the deprecated ones Google stopped reading in 2022. */
export const DEPRECATED_IMAGE = ['caption', 'geo_location', 'title', 'license'];
export const DEPRECATED_VIDEO = ['category', 'gallery_loc', 'price', 'tvshow'];
export const DEPRECATED_NEWS = ['keywords', 'stock_tickers', 'genres', 'access'];
export const KNOWN_EXTENSION_CHILDREN: Readonly<Record<string, readonly string[]>> = {
  image: ['loc', ...DEPRECATED_IMAGE],
  video: [
    'thumbnail_loc',
    'title',
    'description',
    'content_loc',
    'player_loc',
    'duration',
    'expiration_date',
    'rating',
    'view_count',
    'publication_date',
    'family_friendly',
    'restriction',
    'platform',
    'requires_subscription',
    'uploader',
    'live',
    'tag',
    ...DEPRECATED_VIDEO,
  ],
  news: ['publication', 'publication_date', 'title', ...DEPRECATED_NEWS],
  publication: ['name', 'language'],
};
export const EXTENSION_NS: Readonly<Record<string, string>> = {
  image: IMAGE_NS,
  video: VIDEO_NS,
  news: NEWS_NS,
  publication: NEWS_NS,
};
export const URLSET_FIELDS = ['loc', 'lastmod', 'changefreq', 'priority'];
export const INDEX_FIELDS = ['loc', 'lastmod'];
export const EXTENSION_NAMESPACES = [IMAGE_NS, VIDEO_NS, NEWS_NS, XHTML_NS];

export const CHANGEFREQS = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];
export const DAY_MS = 86_400_000;

export interface HostCount {
  host: string;
  count: number;
}

export interface ChildSitemap {
  loc: string;
  lastmod: string | null;
  line: number;
}

export interface SitemapReport {
  problems: DocumentProblem[];
  problemTotal: number;
  wellFormed: boolean;
  kind: 'urlset' | 'sitemapindex' | null;
  /** `url` entries of a urlset, `sitemap` entries of an index. */
  entries: number;
  hosts: HostCount[];
  hostCount: number;
  lastmodEarliest: string | null;
  lastmodLatest: string | null;
  bytes: number;
  images: number;
  videos: number;
  news: number;
  alternates: number;
  children: ChildSitemap[];
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const W3C_DATETIME =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

/**
 * A W3C Datetime (one of its six forms: YYYY, YYYY-MM, YYYY-MM-DD, and with hh:mm, hh:mm:ss or hh:mm:ss.s
 * plus a time zone) as milliseconds since 1970 (its earliest instant), or null when it is not one.
 */
export function parseW3cDatetime(value: string): number | null {
  const match = W3C_DATETIME.exec(value);
  if (!match) return null;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', fraction = '0', zone = 'Z'] =
    match;
  const y = Number(year);
  const mo = Number(month);
  const d = Number(day);
  const h = Number(hour);
  const mi = Number(minute);
  const s = Number(second);
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  if (d > (mo === 2 && leap ? 29 : DAYS_IN_MONTH[mo - 1]!)) return null;
  let offset = 0;
  if (zone !== 'Z') {
    const zoneHours = Number(zone.slice(1, 3));
    const zoneMinutes = Number(zone.slice(4, 6));
    if (zoneHours > 23 || zoneMinutes > 59) return null;
    offset = (zone[0] === '-' ? -1 : 1) * (zoneHours * 60 + zoneMinutes) * 60_000;
  }
  // Date.UTC maps years 0-99 to 1900-1999: the year is set apart for those.
  const time = Date.UTC(y < 100 ? 2000 : y, mo - 1, d, h, mi, s, Math.floor(Number(`0.${fraction}`) * 1000));
  return (y < 100 ? new Date(time).setUTCFullYear(y) : time) - offset;
}

/** A BCP 47 language tag as hreflang takes it (language, script, region, variants), or x-default. */
const LANGUAGE_TAG =
  /^(?:x-default|[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?(?:-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))*(?:-[a-wyz\d](?:-[a-z\d]{2,8})+)*(?:-x(?:-[a-z\d]{1,8})+)?$/i;

/** Region codes people write that ISO 3166-1 does not have. */
const REGION_MISTAKES: Readonly<Record<string, string>> = { uk: 'GB', en: 'GB' };

export function checkHreflang(value: string): string | null {
  if (value.includes('_'))
    return `"${value}" uses "_": language tags separate their parts with "-" (write "${value.replaceAll('_', '-')}").`;
  if (!LANGUAGE_TAG.test(value))
    return `"${value}" is not a BCP 47 language tag: use a language (ISO 639-1, "en"), optionally with a region (ISO 3166-1, "en-GB"), or "x-default".`;
  const region = /^[a-z]{2,3}-([a-z]{2})$/i.exec(value)?.[1]?.toLowerCase();
  if (region && REGION_MISTAKES[region])
    return `"${value}": "${region.toUpperCase()}" is not an ISO 3166-1 region code; the United Kingdom is "${REGION_MISTAKES[region]}".`;
  return null;
}

export interface Field {
  value: string;
  offset: number;
  length: number;
  /** Offset and length of the element, for problems about the element rather than its text. */
  elementOffset: number;
  elementLength: number;
}

export interface Entry {
  offset: number;
  nameLength: number;
  fields: Map<string, Field>;
  images: number;
  videos: number;
  news: number;
  links: { hreflang: string; href: string; offset: number; length: number }[];
}

export interface Frame {
  /** The qualified name as written. */
  name: string;
  ns: string;
  local: string;
  offset: number;
  kind: 'root' | 'entry' | 'field' | 'image' | 'video' | 'news' | 'publication' | 'extensionField' | 'skip';
  scope: Record<string, string>;
  text: string;
  textOffset: number;
  /** For containers of extension fields: the fields gathered. */
  fields?: Map<string, Field>;
  attributes?: readonly XmlAttribute[];
}

export const isHttpUrl = (value: string): URL | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

/** One check's state, read and written by the rules as the scan goes, and its capped list of problems. */
export class SitemapCheck {
  readonly index: LineIndex;
  readonly listed = new ProblemCollector({ perCode: PROBLEMS_PER_CODE });
  readonly bytes: number;
  kind: SitemapReport['kind'] = null;
  entries = 0;
  images = 0;
  videos = 0;
  news = 0;
  alternates = 0;
  earliest: { ms: number; value: string } | null = null;
  latest: { ms: number; value: string } | null = null;
  readonly children: ChildSitemap[] = [];
  /** Each loc's origin and place, in order, for the cross-host check once the majority is known. */
  readonly origins: string[] = [];
  readonly originPlaces: number[] = [];
  readonly originLengths: number[] = [];
  readonly seen = new Map<string, number>();
  readonly linked: { loc: string; links: Entry['links']; offset: number; length: number }[] = [];
  readonly now = Date.now();
  readonly stack: Frame[] = [];
  entry: Entry | null = null;
  readonly rootScope: Record<string, string> = { xml: 'http://www.w3.org/XML/1998/namespace' };

  constructor(text: string) {
    this.index = new LineIndex(text);
    this.bytes = utf8ByteLength(text);
  }

  /** A message may be a function: made only for the problems listed, not for the millionth duplicate. */
  report(severity: Severity, message: string | (() => string), offset: number, length: number, code: string): void {
    this.listed.add(code, () =>
      this.index.problem(severity, typeof message === 'string' ? message : message(), offset, { length, code }),
    );
  }

  /** The name of an entry: <url> in a urlset, <sitemap> in an index. */
  entryName(): string {
    return this.kind === 'sitemapindex' ? 'sitemap' : 'url';
  }
}
