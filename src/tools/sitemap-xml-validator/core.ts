/**
 * A sitemap checker: XML well-formedness first, then the sitemaps.org protocol (urlset and sitemapindex,
 * loc, lastmod, changefreq, priority, the 50,000-URL and 50 MiB limits) and Google's image, video and news
 * extensions and xhtml:link hreflang alternates, with duplicate and cross-host URLs.
 */
import { formatBytes, formatCount } from '../../lib/format';
import { utf8ByteLength } from '../../lib/utf8';
import { LineIndex, ProblemCollector, type DocumentProblem, type Severity } from '../../lib/problems';
import { scanXml, type XmlAttribute } from './xml-scanner';

import { IMAGE_NS, NEWS_NS, SITEMAP_NS, VIDEO_NS, XHTML_NS } from './namespaces';

export const MAX_URLS = 50_000;
export const MAX_BYTES = 50 * 1024 * 1024;
export const MAX_LOC_LENGTH = 2048;
export const PROBLEMS_PER_CODE = 1000;
/** Child sitemaps of an index listed on screen (all are counted). */
export const CHILDREN_LISTED = 1000;
/** Hosts listed in the statistics (all are counted). */
const HOSTS_LISTED = 20;

/** Children of the extension elements; the deprecated ones Google stopped reading in 2022. */
const DEPRECATED_IMAGE = ['caption', 'geo_location', 'title', 'license'];
const DEPRECATED_VIDEO = ['category', 'gallery_loc', 'price', 'tvshow'];
const DEPRECATED_NEWS = ['keywords', 'stock_tickers', 'genres', 'access'];
const KNOWN_EXTENSION_CHILDREN: Readonly<Record<string, readonly string[]>> = {
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
const EXTENSION_NS: Readonly<Record<string, string>> = {
  image: IMAGE_NS,
  video: VIDEO_NS,
  news: NEWS_NS,
  publication: NEWS_NS,
};
const URLSET_FIELDS = ['loc', 'lastmod', 'changefreq', 'priority'];
const INDEX_FIELDS = ['loc', 'lastmod'];
const EXTENSION_NAMESPACES = [IMAGE_NS, VIDEO_NS, NEWS_NS, XHTML_NS];

const CHANGEFREQS = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];
const DAY_MS = 86_400_000;

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

function checkHreflang(value: string): string | null {
  if (value.includes('_'))
    return `"${value}" uses "_": language tags separate their parts with "-" (write "${value.replaceAll('_', '-')}").`;
  if (!LANGUAGE_TAG.test(value))
    return `"${value}" is not a BCP 47 language tag: use a language (ISO 639-1, "en"), optionally with a region (ISO 3166-1, "en-GB"), or "x-default".`;
  const region = /^[a-z]{2,3}-([a-z]{2})$/i.exec(value)?.[1]?.toLowerCase();
  if (region && REGION_MISTAKES[region])
    return `"${value}": "${region.toUpperCase()}" is not an ISO 3166-1 region code; the United Kingdom is "${REGION_MISTAKES[region]}".`;
  return null;
}

interface Field {
  value: string;
  offset: number;
  length: number;
  /** Offset and length of the element, for problems about the element rather than its text. */
  elementOffset: number;
  elementLength: number;
}

interface Entry {
  offset: number;
  nameLength: number;
  fields: Map<string, Field>;
  images: number;
  videos: number;
  news: number;
  links: { hreflang: string; href: string; offset: number; length: number }[];
}

interface Frame {
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

const isHttpUrl = (value: string): URL | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

/** Checks a sitemap or sitemap index (the decompressed XML text). */
export function checkSitemap(text: string): SitemapReport {
  const index = new LineIndex(text);
  const listed = new ProblemCollector({ perCode: PROBLEMS_PER_CODE });
  /** A message may be a function: made only for the problems listed, not for the millionth duplicate. */
  const report = (
    severity: Severity,
    message: string | (() => string),
    offset: number,
    length: number,
    code: string,
  ) => {
    listed.add(code, () =>
      index.problem(severity, typeof message === 'string' ? message : message(), offset, { length, code }),
    );
  };

  const bytes = utf8ByteLength(text);
  let kind: SitemapReport['kind'] = null;
  let entries = 0;
  let images = 0;
  let videos = 0;
  let news = 0;
  let alternates = 0;
  let earliest: { ms: number; value: string } | null = null;
  let latest: { ms: number; value: string } | null = null;
  const children: ChildSitemap[] = [];
  /** Each loc's origin and place, in order, for the cross-host check once the majority is known. */
  const origins: string[] = [];
  const originPlaces: number[] = [];
  const originLengths: number[] = [];
  const seen = new Map<string, number>();
  const linked: { loc: string; links: Entry['links']; offset: number; length: number }[] = [];
  const now = Date.now();

  const stack: Frame[] = [];
  let entry: Entry | null = null;
  const rootScope: Record<string, string> = { xml: 'http://www.w3.org/XML/1998/namespace' };

  const entryName = () => (kind === 'sitemapindex' ? 'sitemap' : 'url');

  const checkLoc = (field: Field, owner: string) => {
    const raw = field.value;
    const value = raw.trim();
    if (value === '') {
      report(
        'error',
        `<loc> of this <${owner}> is empty: it must hold the page's absolute URL.`,
        field.elementOffset,
        field.elementLength,
        'loc-empty',
      );
      return null;
    }
    if (value !== raw)
      report(
        'warning',
        '<loc> has white space around the URL: some crawlers take it as part of the URL. Remove it.',
        field.offset,
        field.length,
        'loc-whitespace',
      );
    const url = isHttpUrl(value);
    if (!url) {
      report(
        'error',
        /^[a-z][\w+.-]*:/i.test(value)
          ? `"${value}" is not an http or https URL: a sitemap lists web pages only.`
          : `"${value}" is not an absolute URL: <loc> needs the full URL with scheme and host ("https://example.com${value.startsWith('/') ? value : `/${value}`}").`,
        field.offset,
        field.length,
        'loc-not-absolute',
      );
      return null;
    }
    if (value.length > MAX_LOC_LENGTH)
      report(
        'error',
        `The URL is ${formatCount(value.length)} characters long; sitemaps allow at most ${formatCount(MAX_LOC_LENGTH)}.`,
        field.offset,
        field.length,
        'loc-too-long',
      );
    const unescaped = /[^\x21-\x7e]/.exec(value);
    if (unescaped)
      report(
        'warning',
        `The URL has ${unescaped[0] === ' ' ? 'a space' : `"${unescaped[0]}"`}, which should be percent-encoded (${encodeURI(unescaped[0]!)}): the protocol asks for URLs as RFC 3986 writes them.`,
        field.offset + raw.indexOf(unescaped[0]!),
        unescaped[0]!.length,
        'loc-unescaped',
      );
    const first = seen.get(value);
    if (first !== undefined)
      report(
        'warning',
        () =>
          `Duplicate URL: it is already listed on line ${formatCount(index.locate(first).line)}. List each URL once.`,
        field.offset,
        field.length,
        'duplicate-url',
      );
    else seen.set(value, field.offset);
    origins.push(url.origin);
    originPlaces.push(field.offset);
    originLengths.push(field.length);
    return value;
  };

  const checkLastmod = (field: Field) => {
    const value = field.value.trim();
    const ms = parseW3cDatetime(value);
    if (ms === null) {
      report(
        'error',
        `"${value}" is not a W3C Datetime: write YYYY-MM-DD ("2024-05-01"), or a date and time with its zone ("2024-05-01T13:45:00+02:00").`,
        field.offset,
        field.length,
        'lastmod-format',
      );
      return;
    }
    if (ms > now + DAY_MS)
      report(
        'warning',
        `"${value}" is in the future: crawlers distrust a lastmod they cannot believe, and may ignore all of them.`,
        field.offset,
        field.length,
        'lastmod-future',
      );
    if (!earliest || ms < earliest.ms) earliest = { ms, value };
    if (!latest || ms > latest.ms) latest = { ms, value };
  };

  const closeEntry = (done: Entry) => {
    const owner = entryName();
    const loc = done.fields.get('loc');
    let url: string | null = null;
    if (!loc)
      report(
        'error',
        `This <${owner}> has no <loc>: every entry needs the absolute URL of its ${owner === 'url' ? 'page' : 'sitemap'}.`,
        done.offset,
        done.nameLength,
        'loc-missing',
      );
    else url = checkLoc(loc, owner);
    const lastmod = done.fields.get('lastmod');
    if (lastmod) checkLastmod(lastmod);
    if (kind === 'urlset') {
      const changefreq = done.fields.get('changefreq');
      if (changefreq && !CHANGEFREQS.includes(changefreq.value.trim()))
        report(
          'error',
          `"${changefreq.value.trim()}" is not a changefreq: use one of ${CHANGEFREQS.join(', ')} (lower case).`,
          changefreq.offset,
          changefreq.length,
          'changefreq-value',
        );
      const priority = done.fields.get('priority');
      if (priority) {
        const value = priority.value.trim();
        if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(value) || Number(value) > 1)
          report(
            'error',
            `"${value}" is not a priority: use a number from 0.0 to 1.0 (the default is 0.5).`,
            priority.offset,
            priority.length,
            'priority-range',
          );
      }
      if (done.images > 1000)
        report(
          'error',
          `This <url> has ${formatCount(done.images)} images; Google reads at most 1,000 per page.`,
          done.offset,
          done.nameLength,
          'image-count',
        );
      if (done.links.length > 0 && url)
        linked.push({ loc: url, links: done.links, offset: done.offset, length: done.nameLength });
    } else if (loc && url) {
      if (children.length < CHILDREN_LISTED)
        children.push({ loc: url, lastmod: lastmod?.value.trim() ?? null, line: index.locate(loc.offset).line });
    }
  };

  const checkImage = (frame: Frame) => {
    const fields = frame.fields!;
    const loc = fields.get('loc');
    if (!loc)
      report(
        'error',
        '<image:image> has no <image:loc>: it needs the URL of the image.',
        frame.offset,
        frame.name.length + 1,
        'image-loc-missing',
      );
    else if (!isHttpUrl(loc.value.trim()))
      report(
        'error',
        `"${loc.value.trim()}" is not an absolute http(s) URL: <image:loc> needs the image's full URL.`,
        loc.offset,
        loc.length,
        'image-loc',
      );
  };

  const checkVideo = (frame: Frame) => {
    const fields = frame.fields!;
    const tag = frame.name.length + 1;
    for (const required of ['thumbnail_loc', 'title', 'description'])
      if (!fields.has(required))
        report(
          'error',
          `<video:video> has no <video:${required}>: Google requires it.`,
          frame.offset,
          tag,
          `video-${required}-missing`,
        );
    if (!fields.has('content_loc') && !fields.has('player_loc'))
      report(
        'error',
        '<video:video> needs <video:content_loc> or <video:player_loc>: where the video itself is.',
        frame.offset,
        tag,
        'video-location-missing',
      );
    for (const name of ['thumbnail_loc', 'content_loc', 'player_loc']) {
      const field = fields.get(name);
      if (field && !isHttpUrl(field.value.trim()))
        report(
          'error',
          `<video:${name}> must be an absolute http(s) URL.`,
          field.offset,
          field.length,
          `video-${name}`,
        );
    }
    const description = fields.get('description');
    if (description && description.value.length > 2048)
      report(
        'error',
        `<video:description> is ${formatCount(description.value.length)} characters; at most 2,048 are allowed.`,
        description.offset,
        description.length,
        'video-description-length',
      );
    const duration = fields.get('duration');
    if (duration) {
      const value = duration.value.trim();
      if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 28_800)
        report(
          'error',
          `<video:duration> "${value}" must be whole seconds from 1 to 28800 (8 hours).`,
          duration.offset,
          duration.length,
          'video-duration',
        );
    }
    const rating = fields.get('rating');
    if (rating) {
      const value = rating.value.trim();
      if (!/^\d+(?:\.\d+)?$/.test(value) || Number(value) > 5)
        report(
          'error',
          `<video:rating> "${value}" must be a number from 0.0 to 5.0.`,
          rating.offset,
          rating.length,
          'video-rating',
        );
    }
    for (const name of ['expiration_date', 'publication_date']) {
      const field = fields.get(name);
      if (field && parseW3cDatetime(field.value.trim()) === null)
        report(
          'error',
          `<video:${name}> "${field.value.trim()}" is not a W3C Datetime (such as 2024-05-01T13:45:00+02:00).`,
          field.offset,
          field.length,
          `video-${name}`,
        );
    }
    for (const name of ['family_friendly', 'requires_subscription', 'live']) {
      const field = fields.get(name);
      if (field && !['yes', 'no'].includes(field.value.trim()))
        report('error', `<video:${name}> must be "yes" or "no".`, field.offset, field.length, `video-${name}`);
    }
    const views = fields.get('view_count');
    if (views && !/^\d+$/.test(views.value.trim()))
      report('error', '<video:view_count> must be a whole number.', views.offset, views.length, 'video-view_count');
  };

  const checkNews = (frame: Frame) => {
    const fields = frame.fields!;
    const tag = frame.name.length + 1;
    if (!frame.fields!.has('publication'))
      report(
        'error',
        '<news:news> has no <news:publication> (with <news:name> and <news:language>).',
        frame.offset,
        tag,
        'news-publication-missing',
      );
    for (const required of ['publication_date', 'title'])
      if (!fields.has(required))
        report(
          'error',
          `<news:news> has no <news:${required}>: Google News requires it.`,
          frame.offset,
          tag,
          `news-${required}-missing`,
        );
    const date = fields.get('publication_date');
    if (date && parseW3cDatetime(date.value.trim()) === null)
      report(
        'error',
        `<news:publication_date> "${date.value.trim()}" is not a W3C Datetime.`,
        date.offset,
        date.length,
        'news-publication_date',
      );
  };

  const checkPublication = (frame: Frame) => {
    const fields = frame.fields!;
    const tag = frame.name.length + 1;
    if (!fields.has('name'))
      report(
        'error',
        '<news:publication> has no <news:name>: the name of the publication as it appears on news.google.com.',
        frame.offset,
        tag,
        'news-name-missing',
      );
    const language = fields.get('language');
    if (!language)
      report(
        'error',
        '<news:publication> has no <news:language>: an ISO 639 code such as "en".',
        frame.offset,
        tag,
        'news-language-missing',
      );
    else if (!/^(?:[a-z]{2,3}|zh-cn|zh-tw)$/.test(language.value.trim()))
      report(
        'error',
        `<news:language> "${language.value.trim()}" must be an ISO 639 code ("en", "fr"), or zh-cn or zh-tw.`,
        language.offset,
        language.length,
        'news-language',
      );
  };

  const checkLink = (attributes: readonly XmlAttribute[], offset: number, length: number) => {
    const rel = attributes.find((attribute) => attribute.name === 'rel');
    const hreflang = attributes.find((attribute) => attribute.name === 'hreflang');
    const href = attributes.find((attribute) => attribute.name === 'href');
    if (rel?.value !== 'alternate')
      report(
        'error',
        `<xhtml:link> needs rel="alternate"${rel ? `, not "${rel.value}"` : ''}: only alternates are read in sitemaps.`,
        rel?.offset ?? offset,
        rel ? rel.name.length : length,
        'hreflang-rel',
      );
    if (!hreflang)
      report(
        'error',
        '<xhtml:link> has no hreflang: name the language of the alternate ("en-GB", or "x-default").',
        offset,
        length,
        'hreflang-missing',
      );
    else {
      const problem = checkHreflang(hreflang.value);
      if (problem) report('error', problem, hreflang.offset, hreflang.name.length, 'hreflang-value');
    }
    if (!href)
      report(
        'error',
        '<xhtml:link> has no href: the absolute URL of the alternate page.',
        offset,
        length,
        'hreflang-href-missing',
      );
    else if (!isHttpUrl(href.value.trim()))
      report(
        'error',
        `"${href.value}" is not an absolute http(s) URL: hreflang alternates need the full URL.`,
        href.offset,
        href.name.length,
        'hreflang-href',
      );
    alternates += 1;
    if (entry && hreflang && href)
      entry.links.push({ hreflang: hreflang.value, href: href.value.trim(), offset, length });
  };

  const error = scanXml(text, {
    doctype(offset) {
      report(
        'warning',
        'A DOCTYPE in a sitemap: the protocol has none, and some crawlers refuse documents with one.',
        offset,
        9,
        'doctype',
      );
    },
    start(name, attributes, offset, selfClosing) {
      const parent = stack[stack.length - 1];
      let scope = parent?.scope ?? rootScope;
      for (const attribute of attributes) {
        if (attribute.name === 'xmlns' || attribute.name.startsWith('xmlns:')) {
          if (scope === (parent?.scope ?? rootScope)) scope = Object.create(scope) as Record<string, string>;
          scope[attribute.name === 'xmlns' ? '' : attribute.name.slice(6)] = attribute.value;
        }
      }
      const colon = name.indexOf(':');
      const prefix = colon === -1 ? '' : name.slice(0, colon);
      const local = colon === -1 ? name : name.slice(colon + 1);
      const ns = scope[prefix] ?? '';
      if (prefix !== '' && scope[prefix] === undefined)
        report(
          'error',
          `The prefix "${prefix}" of <${name}> is not declared: add xmlns:${prefix}="..." to the root element.`,
          offset + 1,
          prefix.length,
          'namespace-undeclared',
        );
      const frame: Frame = { name, ns, local, offset, kind: 'skip', scope, text: '', textOffset: -1 };
      const tag = name.length + 1;

      if (!parent) {
        frame.kind = 'root';
        if (local === 'urlset' || local === 'sitemapindex') {
          kind = local;
          if (ns !== SITEMAP_NS)
            report(
              'error',
              ns === ''
                ? `<${name}> has no namespace: add xmlns="${SITEMAP_NS}", or crawlers do not recognise it as a sitemap.`
                : `<${name}> is in the namespace "${ns}": sitemaps use "${SITEMAP_NS}" (check for https, a trailing slash or a typo).`,
              offset,
              tag,
              'namespace',
            );
        } else {
          report(
            'error',
            `The root element is <${name}>: a sitemap's root is <urlset>, and a sitemap index's is <sitemapindex>.`,
            offset,
            tag,
            'root',
          );
        }
      } else if (parent.kind === 'root' && kind) {
        if (ns === SITEMAP_NS && local === entryName()) {
          frame.kind = 'entry';
          entries += 1;
          if (entries === MAX_URLS + 1)
            report(
              'error',
              `More than ${formatCount(MAX_URLS)} ${kind === 'urlset' ? 'URLs' : 'sitemaps'}: split the file and list the parts in a sitemap index.`,
              offset,
              tag,
              'too-many-entries',
            );
          entry = { offset, nameLength: tag, fields: new Map(), images: 0, videos: 0, news: 0, links: [] };
        } else if (ns === SITEMAP_NS) {
          report(
            'error',
            `<${name}> does not belong in <${parent.name}>: it holds <${entryName()}> elements only.`,
            offset,
            tag,
            'unknown-element',
          );
        }
      } else if (parent.kind === 'entry' && entry) {
        if (ns === SITEMAP_NS) {
          const allowed = kind === 'urlset' ? URLSET_FIELDS : INDEX_FIELDS;
          if (allowed.includes(local)) frame.kind = 'field';
          else
            report(
              'error',
              `<${name}> is not a sitemap element here: <${entryName()}> holds ${allowed.map((item) => `<${item}>`).join(', ')}${kind === 'urlset' ? ' and extension elements' : ''}.`,
              offset,
              tag,
              'unknown-element',
            );
        } else if (kind === 'urlset' && ns === IMAGE_NS && local === 'image') {
          frame.kind = 'image';
          frame.fields = new Map();
          entry.images += 1;
          images += 1;
        } else if (kind === 'urlset' && ns === VIDEO_NS && local === 'video') {
          frame.kind = 'video';
          frame.fields = new Map();
          videos += 1;
        } else if (kind === 'urlset' && ns === NEWS_NS && local === 'news') {
          frame.kind = 'news';
          frame.fields = new Map();
          news += 1;
          if (news === 1001)
            report(
              'warning',
              'More than 1,000 <news:news> entries: Google News reads at most 1,000 per sitemap.',
              offset,
              tag,
              'news-count',
            );
        } else if (kind === 'urlset' && ns === XHTML_NS && local === 'link') {
          checkLink(attributes, offset, tag);
        } else if (EXTENSION_NAMESPACES.includes(ns)) {
          report(
            'warning',
            `<${name}> is not an element of its extension at this level: crawlers ignore it.`,
            offset,
            tag,
            'unknown-extension-element',
          );
        }
      } else if (
        parent.kind === 'image' ||
        parent.kind === 'video' ||
        parent.kind === 'news' ||
        parent.kind === 'publication'
      ) {
        const expectedNs = EXTENSION_NS[parent.kind];
        if (ns !== expectedNs || !KNOWN_EXTENSION_CHILDREN[parent.kind]!.includes(local)) {
          if (ns === expectedNs)
            report(
              'warning',
              `<${name}> is not part of the ${parent.kind === 'publication' ? 'news' : parent.kind} sitemap extension: crawlers ignore it.`,
              offset,
              tag,
              'unknown-extension-element',
            );
        } else if (parent.kind === 'news' && local === 'publication') {
          frame.kind = 'publication';
          frame.fields = new Map();
          parent.fields!.set('publication', {
            value: '',
            offset,
            length: tag,
            elementOffset: offset,
            elementLength: tag,
          });
        } else {
          frame.kind = 'extensionField';
          frame.attributes = attributes;
          const deprecated =
            (parent.kind === 'image' && DEPRECATED_IMAGE.includes(local)) ||
            (parent.kind === 'video' && DEPRECATED_VIDEO.includes(local)) ||
            (parent.kind === 'news' && DEPRECATED_NEWS.includes(local));
          if (deprecated)
            report(
              'warning',
              `<${name}> is deprecated: Google stopped reading it (2022), so it can be removed.`,
              offset,
              tag,
              'deprecated-extension-element',
            );
          if (parent.kind === 'video' && local === 'restriction') {
            const relationship = attributes.find((attribute) => attribute.name === 'relationship');
            if (!relationship || !['allow', 'deny'].includes(relationship.value))
              report(
                'error',
                '<video:restriction> needs relationship="allow" or "deny".',
                offset,
                tag,
                'video-restriction',
              );
          }
          if (parent.kind === 'video' && local === 'platform') {
            const relationship = attributes.find((attribute) => attribute.name === 'relationship');
            if (!relationship || !['allow', 'deny'].includes(relationship.value))
              report('error', '<video:platform> needs relationship="allow" or "deny".', offset, tag, 'video-platform');
          }
        }
      }
      if (selfClosing) frame.textOffset = offset;
      stack.push(frame);
    },
    wantsText() {
      const kind = stack[stack.length - 1]?.kind;
      return kind === 'field' || kind === 'extensionField';
    },
    text(value, offset) {
      const frame = stack[stack.length - 1]!;
      if (frame.kind === 'field' || frame.kind === 'extensionField') {
        if (frame.textOffset === -1) frame.textOffset = offset;
        frame.text += value;
      }
    },
    end(_name, offset) {
      const frame = stack.pop()!;
      const parent = stack[stack.length - 1];
      const tag = frame.name.length + 1;
      const textOffset = frame.textOffset === -1 ? offset : frame.textOffset;
      const field: Field = {
        value: frame.text,
        offset: textOffset,
        length: frame.text === '' ? 0 : Math.max(0, offset - textOffset),
        elementOffset: frame.offset,
        elementLength: tag,
      };
      if (frame.kind === 'field' && entry) {
        if (entry.fields.has(frame.local))
          report(
            'error',
            `A second <${frame.name}> in this <${entryName()}>: each appears at most once.`,
            frame.offset,
            tag,
            'duplicate-element',
          );
        else entry.fields.set(frame.local, field);
      } else if (frame.kind === 'extensionField' && parent?.fields) {
        if (!parent.fields.has(frame.local)) parent.fields.set(frame.local, field);
        if (parent.kind === 'video' && frame.local === 'platform') {
          const bad = frame.text
            .trim()
            .split(/\s+/)
            .find((item) => item !== '' && !['web', 'mobile', 'tv'].includes(item));
          if (bad)
            report(
              'error',
              `"${bad}" is not a platform: use web, mobile or tv, separated by spaces.`,
              field.offset,
              field.length,
              'video-platform',
            );
        }
        if (parent.kind === 'video' && frame.local === 'restriction') {
          const bad = frame.text
            .trim()
            .split(/\s+/)
            .find((item) => item !== '' && !/^[A-Z]{2}$/.test(item));
          if (bad)
            report(
              'error',
              `"${bad}" is not an ISO 3166 country code: use two capital letters ("GB US"), separated by spaces.`,
              field.offset,
              field.length,
              'video-restriction',
            );
        }
      } else if (frame.kind === 'image') checkImage(frame);
      else if (frame.kind === 'video') checkVideo(frame);
      else if (frame.kind === 'news') checkNews(frame);
      else if (frame.kind === 'publication') checkPublication(frame);
      else if (frame.kind === 'entry' && entry) {
        closeEntry(entry);
        entry = null;
      }
    },
  });

  if (error) report('error', error.message, error.offset, error.length, error.code);
  if (bytes > MAX_BYTES)
    report(
      'error',
      `The sitemap is ${formatBytes(bytes)} uncompressed; the protocol allows at most ${formatBytes(MAX_BYTES)}: split it and list the parts in a sitemap index.`,
      0,
      0,
      'too-large',
    );

  // The majority origin (the first one on a tie) is the sitemap's own: others are cross-host.
  const counts = new Map<string, number>();
  for (const origin of origins) counts.set(origin, (counts.get(origin) ?? 0) + 1);
  let home = origins[0] ?? '';
  for (const [origin, count] of counts) if (count > (counts.get(home) ?? 0)) home = origin;
  if (counts.size > 1)
    for (let at = 0; at < origins.length; at += 1) {
      if (origins[at] === home) continue;
      const origin = origins[at]!;
      const sameHost = new URL(origin).host === new URL(home).host;
      report(
        'warning',
        sameHost
          ? `This URL's scheme differs from the rest of the sitemap (${home}): a sitemap lists URLs of one site, with one scheme.`
          : `This URL is on ${origin}, not ${home} like the rest: a sitemap may list only URLs of its own host (unless the other site's robots.txt names it).`,
        originPlaces[at]!,
        originLengths[at]!,
        'cross-host',
      );
    }

  // hreflang alternates should point at each other: each page lists every version, itself included.
  if (linked.length > 0) {
    const byLoc = new Map(linked.map((item) => [item.loc, item]));
    for (const item of linked) {
      if (!item.links.some((link) => link.href === item.loc))
        report(
          'warning',
          "This <url>'s hreflang alternates do not include the page itself: each version should list every version, itself too.",
          item.offset,
          item.length,
          'hreflang-self',
        );
      for (const link of item.links) {
        const other = byLoc.get(link.href);
        if (other && other !== item && !other.links.some((back) => back.href === item.loc))
          report(
            'warning',
            `Not reciprocal: ${link.href} (line ${formatCount(index.locate(other.offset).line)}) does not list ${item.loc} back as an alternate, so search engines may ignore the pair.`,
            link.offset,
            link.length,
            'hreflang-reciprocal',
          );
      }
    }
  }

  const hosts = [...counts].map(([host, count]) => ({ host, count })).sort((a, b) => b.count - a.count);
  const found = { earliest, latest } as { earliest: { value: string } | null; latest: { value: string } | null };
  return {
    problems: listed.problems,
    problemTotal: listed.total,
    wellFormed: error === null,
    kind,
    entries,
    hosts: hosts.slice(0, HOSTS_LISTED),
    hostCount: hosts.length,
    lastmodEarliest: found.earliest?.value ?? null,
    lastmodLatest: found.latest?.value ?? null,
    bytes,
    images,
    videos,
    news,
    alternates,
    children,
  };
}

export const SAMPLE_INPUT = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
        xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>https://www.example.com/</loc>
    <lastmod>2025-03-01</lastmod>
    <changefreq>weekly</changefreq>
    <priority>1.0</priority>
    <xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/"/>
    <xhtml:link rel="alternate" hreflang="de" href="https://www.example.com/de/"/>
  </url>
  <url>
    <loc>https://www.example.com/de/</loc>
    <lastmod>2025-03-01T09:30:00+01:00</lastmod>
    <xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/"/>
    <xhtml:link rel="alternate" hreflang="de" href="https://www.example.com/de/"/>
  </url>
  <url>
    <loc>https://www.example.com/products?id=7&amp;colour=blue</loc>
    <lastmod>2024-11-15</lastmod>
    <changefreq>monthly</changefreq>
    <priority>0.8</priority>
    <image:image>
      <image:loc>https://www.example.com/images/blue-shirt.jpg</image:loc>
    </image:image>
  </url>
</urlset>
`;

export const INVALID_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url>
    <loc>/about</loc>
    <lastmod>2024-13-01</lastmod>
    <changefreq>sometimes</changefreq>
    <priority>1.5</priority>
  </url>
  <url>
    <loc>https://shop.example.net/page?a=1&b=2</loc>
  </url>
</urlset>
`;
