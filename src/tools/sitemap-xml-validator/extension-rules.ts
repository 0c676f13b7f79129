/**
 * The sitemap rules of Google's extensions: image, video and news entries, and xhtml:link hreflang
 * alternates. Run by the element rules in rules.ts.
 */
import { formatCount } from '../../lib/format';
import {
  DEPRECATED_IMAGE,
  DEPRECATED_NEWS,
  DEPRECATED_VIDEO,
  EXTENSION_NS,
  KNOWN_EXTENSION_CHILDREN,
  checkHreflang,
  isHttpUrl,
  parseW3cDatetime,
  type Field,
  type Frame,
  type SitemapCheck,
} from './model';
import type { XmlAttribute } from './xml-scanner';

/** An <image:image>: its <image:loc>. */
export function checkImage(check: SitemapCheck, frame: Frame) {
  const fields = frame.fields!;
  const loc = fields.get('loc');
  if (!loc)
    check.report(
      'error',
      '<image:image> has no <image:loc>: it needs the URL of the image.',
      frame.offset,
      frame.name.length + 1,
      'image-loc-missing',
    );
  else if (!isHttpUrl(loc.value.trim()))
    check.report(
      'error',
      `"${loc.value.trim()}" is not an absolute http(s) URL: <image:loc> needs the image's full URL.`,
      loc.offset,
      loc.length,
      'image-loc',
    );
}

/** The fields Google requires: thumbnail, title, description. */
function checkVideoRequired(check: SitemapCheck, frame: Frame) {
  const fields = frame.fields!;
  const tag = frame.name.length + 1;
  for (const required of ['thumbnail_loc', 'title', 'description'])
    if (!fields.has(required))
      check.report(
        'error',
        `<video:video> has no <video:${required}>: Google requires it.`,
        frame.offset,
        tag,
        `video-${required}-missing`,
      );
}

/** Where the video is: content_loc or player_loc. */
function checkVideoLocation(check: SitemapCheck, frame: Frame) {
  const fields = frame.fields!;
  const tag = frame.name.length + 1;
  if (!fields.has('content_loc') && !fields.has('player_loc'))
    check.report(
      'error',
      '<video:video> needs <video:content_loc> or <video:player_loc>: where the video itself is.',
      frame.offset,
      tag,
      'video-location-missing',
    );
}

/** The URLs are absolute http(s) URLs. */
function checkVideoUrls(check: SitemapCheck, frame: Frame) {
  const fields = frame.fields!;
  for (const name of ['thumbnail_loc', 'content_loc', 'player_loc']) {
    const field = fields.get(name);
    if (field && !isHttpUrl(field.value.trim()))
      check.report(
        'error',
        `<video:${name}> must be an absolute http(s) URL.`,
        field.offset,
        field.length,
        `video-${name}`,
      );
  }
}

/** The description is at most 2,048 characters. */
function checkVideoDescription(check: SitemapCheck, frame: Frame) {
  const fields = frame.fields!;
  const description = fields.get('description');
  if (description && description.value.length > 2048)
    check.report(
      'error',
      `<video:description> is ${formatCount(description.value.length)} characters; at most 2,048 are allowed.`,
      description.offset,
      description.length,
      'video-description-length',
    );
}

/** The duration is whole seconds from 1 to 28,800. */
function checkVideoDuration(check: SitemapCheck, frame: Frame) {
  const fields = frame.fields!;
  const duration = fields.get('duration');
  if (duration) {
    const value = duration.value.trim();
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 28_800)
      check.report(
        'error',
        `<video:duration> "${value}" must be whole seconds from 1 to 28800 (8 hours).`,
        duration.offset,
        duration.length,
        'video-duration',
      );
  }
}

/** The rating is from 0.0 to 5.0. */
function checkVideoRating(check: SitemapCheck, frame: Frame) {
  const fields = frame.fields!;
  const rating = fields.get('rating');
  if (rating) {
    const value = rating.value.trim();
    if (!/^\d+(?:\.\d+)?$/.test(value) || Number(value) > 5)
      check.report(
        'error',
        `<video:rating> "${value}" must be a number from 0.0 to 5.0.`,
        rating.offset,
        rating.length,
        'video-rating',
      );
  }
}

/** The dates are W3C Datetimes. */
function checkVideoDates(check: SitemapCheck, frame: Frame) {
  const fields = frame.fields!;
  for (const name of ['expiration_date', 'publication_date']) {
    const field = fields.get(name);
    if (field && parseW3cDatetime(field.value.trim()) === null)
      check.report(
        'error',
        `<video:${name}> "${field.value.trim()}" is not a W3C Datetime (such as 2024-05-01T13:45:00+02:00).`,
        field.offset,
        field.length,
        `video-${name}`,
      );
  }
}

/** The yes/no fields say yes or no. */
function checkVideoFlags(check: SitemapCheck, frame: Frame) {
  const fields = frame.fields!;
  for (const name of ['family_friendly', 'requires_subscription', 'live']) {
    const field = fields.get(name);
    if (field && !['yes', 'no'].includes(field.value.trim()))
      check.report('error', `<video:${name}> must be "yes" or "no".`, field.offset, field.length, `video-${name}`);
  }
}

/** The view count is a whole number. */
function checkVideoViews(check: SitemapCheck, frame: Frame) {
  const fields = frame.fields!;
  const views = fields.get('view_count');
  if (views && !/^\d+$/.test(views.value.trim()))
    check.report('error', '<video:view_count> must be a whole number.', views.offset, views.length, 'video-view_count');
}

/** The rules of an <video:video>, in the order they report. */
export const VIDEO_RULES = [
  checkVideoRequired,
  checkVideoLocation,
  checkVideoUrls,
  checkVideoDescription,
  checkVideoDuration,
  checkVideoRating,
  checkVideoDates,
  checkVideoFlags,
  checkVideoViews,
];

/** A <news:news>: its publication, date and title. */
export function checkNews(check: SitemapCheck, frame: Frame) {
  const fields = frame.fields!;
  const tag = frame.name.length + 1;
  if (!frame.fields!.has('publication'))
    check.report(
      'error',
      '<news:news> has no <news:publication> (with <news:name> and <news:language>).',
      frame.offset,
      tag,
      'news-publication-missing',
    );
  for (const required of ['publication_date', 'title'])
    if (!fields.has(required))
      check.report(
        'error',
        `<news:news> has no <news:${required}>: Google News requires it.`,
        frame.offset,
        tag,
        `news-${required}-missing`,
      );
  const date = fields.get('publication_date');
  if (date && parseW3cDatetime(date.value.trim()) === null)
    check.report(
      'error',
      `<news:publication_date> "${date.value.trim()}" is not a W3C Datetime.`,
      date.offset,
      date.length,
      'news-publication_date',
    );
}

/** A <news:publication>: its name and language. */
export function checkPublication(check: SitemapCheck, frame: Frame) {
  const fields = frame.fields!;
  const tag = frame.name.length + 1;
  if (!fields.has('name'))
    check.report(
      'error',
      '<news:publication> has no <news:name>: the name of the publication as it appears on news.google.com.',
      frame.offset,
      tag,
      'news-name-missing',
    );
  const language = fields.get('language');
  if (!language)
    check.report(
      'error',
      '<news:publication> has no <news:language>: an ISO 639 code such as "en".',
      frame.offset,
      tag,
      'news-language-missing',
    );
  else if (!/^(?:[a-z]{2,3}|zh-cn|zh-tw)$/.test(language.value.trim()))
    check.report(
      'error',
      `<news:language> "${language.value.trim()}" must be an ISO 639 code ("en", "fr"), or zh-cn or zh-tw.`,
      language.offset,
      language.length,
      'news-language',
    );
}

/** An <xhtml:link> hreflang alternate: rel="alternate", a language tag, an absolute href. */
export function checkLink(check: SitemapCheck, attributes: readonly XmlAttribute[], offset: number, length: number) {
  const rel = attributes.find((attribute) => attribute.name === 'rel');
  const hreflang = attributes.find((attribute) => attribute.name === 'hreflang');
  const href = attributes.find((attribute) => attribute.name === 'href');
  if (rel?.value !== 'alternate')
    check.report(
      'error',
      `<xhtml:link> needs rel="alternate"${rel ? `, not "${rel.value}"` : ''}: only alternates are read in sitemaps.`,
      rel?.offset ?? offset,
      rel ? rel.name.length : length,
      'hreflang-rel',
    );
  if (!hreflang)
    check.report(
      'error',
      '<xhtml:link> has no hreflang: name the language of the alternate ("en-GB", or "x-default").',
      offset,
      length,
      'hreflang-missing',
    );
  else {
    const problem = checkHreflang(hreflang.value);
    if (problem) check.report('error', problem, hreflang.offset, hreflang.name.length, 'hreflang-value');
  }
  if (!href)
    check.report(
      'error',
      '<xhtml:link> has no href: the absolute URL of the alternate page.',
      offset,
      length,
      'hreflang-href-missing',
    );
  else if (!isHttpUrl(href.value.trim()))
    check.report(
      'error',
      `"${href.value}" is not an absolute http(s) URL: hreflang alternates need the full URL.`,
      href.offset,
      href.name.length,
      'hreflang-href',
    );
  check.alternates += 1;
  if (check.entry && hreflang && href)
    check.entry.links.push({ hreflang: hreflang.value, href: href.value.trim(), offset, length });
}

/** A field of an extension: deprecated ones, and the relationship of <video:restriction> and <video:platform>. */
function startExtensionField(check: SitemapCheck, frame: Frame, parent: Frame, attributes: readonly XmlAttribute[]) {
  const { name, local, offset } = frame;
  const tag = name.length + 1;
  frame.kind = 'extensionField';
  frame.attributes = attributes;
  const deprecated =
    (parent.kind === 'image' && DEPRECATED_IMAGE.includes(local)) ||
    (parent.kind === 'video' && DEPRECATED_VIDEO.includes(local)) ||
    (parent.kind === 'news' && DEPRECATED_NEWS.includes(local));
  if (deprecated)
    check.report(
      'warning',
      `<${name}> is deprecated: Google stopped reading it (2022), so it can be removed.`,
      offset,
      tag,
      'deprecated-extension-element',
    );
  if (parent.kind === 'video' && local === 'restriction') {
    const relationship = attributes.find((attribute) => attribute.name === 'relationship');
    if (!relationship || !['allow', 'deny'].includes(relationship.value))
      check.report(
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
      check.report('error', '<video:platform> needs relationship="allow" or "deny".', offset, tag, 'video-platform');
  }
}

/** An element in an image, video, news or publication element: a field it knows, or one crawlers ignore. */
export function startInExtension(
  check: SitemapCheck,
  frame: Frame,
  parent: Frame,
  attributes: readonly XmlAttribute[],
) {
  const { name, ns, local, offset } = frame;
  const tag = name.length + 1;
  const expectedNs = EXTENSION_NS[parent.kind];
  if (ns !== expectedNs || !KNOWN_EXTENSION_CHILDREN[parent.kind]!.includes(local)) {
    if (ns === expectedNs)
      check.report(
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
    startExtensionField(check, frame, parent, attributes);
  }
}

export const EXTENSION_KINDS = new Set<Frame['kind']>(['image', 'video', 'news', 'publication']);

/** The platforms of a <video:platform>: web, mobile or tv. */
function checkVideoPlatform(check: SitemapCheck, frame: Frame, field: Field) {
  const bad = frame.text
    .trim()
    .split(/\s+/)
    .find((item) => item !== '' && !['web', 'mobile', 'tv'].includes(item));
  if (bad)
    check.report(
      'error',
      `"${bad}" is not a platform: use web, mobile or tv, separated by spaces.`,
      field.offset,
      field.length,
      'video-platform',
    );
}

/** The countries of a <video:restriction>: ISO 3166 codes. */
function checkVideoRestriction(check: SitemapCheck, frame: Frame, field: Field) {
  const bad = frame.text
    .trim()
    .split(/\s+/)
    .find((item) => item !== '' && !/^[A-Z]{2}$/.test(item));
  if (bad)
    check.report(
      'error',
      `"${bad}" is not an ISO 3166 country code: use two capital letters ("GB US"), separated by spaces.`,
      field.offset,
      field.length,
      'video-restriction',
    );
}

/** An extension field closed: kept in its container, and the values of video platforms and restrictions. */
export function endExtensionField(check: SitemapCheck, frame: Frame, parent: Frame, field: Field) {
  if (!parent.fields!.has(frame.local)) parent.fields!.set(frame.local, field);
  if (parent.kind === 'video' && frame.local === 'platform') checkVideoPlatform(check, frame, field);
  if (parent.kind === 'video' && frame.local === 'restriction') checkVideoRestriction(check, frame, field);
}
