/**
 * The sitemap rules, each checking one thing, on the model of the OpenAPI validator's rules: those of an
 * element as it starts (startElement) and ends (endElement), and those of the whole document once read.
 * The driver is checkSitemap in core.ts; the rules report in the order of the source.
 */
import { formatBytes, formatCount } from '../../lib/format';
import {
  CHANGEFREQS,
  CHILDREN_LISTED,
  DAY_MS,
  DEPRECATED_IMAGE,
  DEPRECATED_NEWS,
  DEPRECATED_VIDEO,
  EXTENSION_NAMESPACES,
  EXTENSION_NS,
  INDEX_FIELDS,
  KNOWN_EXTENSION_CHILDREN,
  MAX_BYTES,
  MAX_LOC_LENGTH,
  MAX_URLS,
  URLSET_FIELDS,
  checkHreflang,
  isHttpUrl,
  parseW3cDatetime,
  type Entry,
  type Field,
  type Frame,
  type SitemapCheck,
} from './model';
import { IMAGE_NS, NEWS_NS, SITEMAP_NS, VIDEO_NS, XHTML_NS } from './namespaces';
import type { XmlAttribute } from './xml-scanner';

/** A <loc>: present, an absolute http(s) URL, not too long, escaped, listed once. Returns the URL, or null. */
export function checkLoc(check: SitemapCheck, field: Field, owner: string): string | null {
  const raw = field.value;
  const value = raw.trim();
  if (value === '') {
    check.report(
      'error',
      `<loc> of this <${owner}> is empty: it must hold the page's absolute URL.`,
      field.elementOffset,
      field.elementLength,
      'loc-empty',
    );
    return null;
  }
  if (value !== raw)
    check.report(
      'warning',
      '<loc> has white space around the URL: some crawlers take it as part of the URL. Remove it.',
      field.offset,
      field.length,
      'loc-whitespace',
    );
  const url = isHttpUrl(value);
  if (!url) {
    check.report(
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
    check.report(
      'error',
      `The URL is ${formatCount(value.length)} characters long; sitemaps allow at most ${formatCount(MAX_LOC_LENGTH)}.`,
      field.offset,
      field.length,
      'loc-too-long',
    );
  const unescaped = /[^\x21-\x7e]/.exec(value);
  if (unescaped)
    check.report(
      'warning',
      `The URL has ${unescaped[0] === ' ' ? 'a space' : `"${unescaped[0]}"`}, which should be percent-encoded (${encodeURI(unescaped[0]!)}): the protocol asks for URLs as RFC 3986 writes them.`,
      field.offset + raw.indexOf(unescaped[0]!),
      unescaped[0]!.length,
      'loc-unescaped',
    );
  const first = check.seen.get(value);
  if (first !== undefined)
    check.report(
      'warning',
      () =>
        `Duplicate URL: it is already listed on line ${formatCount(check.index.locate(first).line)}. List each URL once.`,
      field.offset,
      field.length,
      'duplicate-url',
    );
  else check.seen.set(value, field.offset);
  check.origins.push(url.origin);
  check.originPlaces.push(field.offset);
  check.originLengths.push(field.length);
  return value;
}

/** A <lastmod>: a W3C Datetime, not in the future; it counts towards the earliest and latest. */
function checkLastmod(check: SitemapCheck, field: Field) {
  const value = field.value.trim();
  const ms = parseW3cDatetime(value);
  if (ms === null) {
    check.report(
      'error',
      `"${value}" is not a W3C Datetime: write YYYY-MM-DD ("2024-05-01"), or a date and time with its zone ("2024-05-01T13:45:00+02:00").`,
      field.offset,
      field.length,
      'lastmod-format',
    );
    return;
  }
  if (ms > check.now + DAY_MS)
    check.report(
      'warning',
      `"${value}" is in the future: crawlers distrust a lastmod they cannot believe, and may ignore all of them.`,
      field.offset,
      field.length,
      'lastmod-future',
    );
  if (!check.earliest || ms < check.earliest.ms) check.earliest = { ms, value };
  if (!check.latest || ms > check.latest.ms) check.latest = { ms, value };
}

/** A <changefreq>: one of the seven words. */
function checkChangefreq(check: SitemapCheck, changefreq: Field | undefined) {
  if (changefreq && !CHANGEFREQS.includes(changefreq.value.trim()))
    check.report(
      'error',
      `"${changefreq.value.trim()}" is not a changefreq: use one of ${CHANGEFREQS.join(', ')} (lower case).`,
      changefreq.offset,
      changefreq.length,
      'changefreq-value',
    );
}

/** A <priority>: a number from 0.0 to 1.0. */
function checkPriority(check: SitemapCheck, priority: Field | undefined) {
  if (priority) {
    const value = priority.value.trim();
    if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(value) || Number(value) > 1)
      check.report(
        'error',
        `"${value}" is not a priority: use a number from 0.0 to 1.0 (the default is 0.5).`,
        priority.offset,
        priority.length,
        'priority-range',
      );
  }
}

/** At most 1,000 images in one <url>. */
function checkImageCount(check: SitemapCheck, done: Entry) {
  if (done.images > 1000)
    check.report(
      'error',
      `This <url> has ${formatCount(done.images)} images; Google reads at most 1,000 per page.`,
      done.offset,
      done.nameLength,
      'image-count',
    );
}

/** An entry (<url> or <sitemap>) once closed: its fields, and what the document-wide rules need of it. */
function closeEntry(check: SitemapCheck, done: Entry) {
  const owner = check.entryName();
  const loc = done.fields.get('loc');
  let url: string | null = null;
  if (!loc)
    check.report(
      'error',
      `This <${owner}> has no <loc>: every entry needs the absolute URL of its ${owner === 'url' ? 'page' : 'sitemap'}.`,
      done.offset,
      done.nameLength,
      'loc-missing',
    );
  else url = checkLoc(check, loc, owner);
  const lastmod = done.fields.get('lastmod');
  if (lastmod) checkLastmod(check, lastmod);
  if (check.kind === 'urlset') {
    checkChangefreq(check, done.fields.get('changefreq'));
    checkPriority(check, done.fields.get('priority'));
    checkImageCount(check, done);
    if (done.links.length > 0 && url)
      check.linked.push({ loc: url, links: done.links, offset: done.offset, length: done.nameLength });
  } else if (loc && url) {
    if (check.children.length < CHILDREN_LISTED)
      check.children.push({
        loc: url,
        lastmod: lastmod?.value.trim() ?? null,
        line: check.index.locate(loc.offset).line,
      });
  }
}

/** An <image:image>: its <image:loc>. */
function checkImage(check: SitemapCheck, frame: Frame) {
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
const VIDEO_RULES = [
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
function checkNews(check: SitemapCheck, frame: Frame) {
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
function checkPublication(check: SitemapCheck, frame: Frame) {
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
function checkLink(check: SitemapCheck, attributes: readonly XmlAttribute[], offset: number, length: number) {
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

/** A DOCTYPE, which the protocol has not. */
export function checkDoctype(check: SitemapCheck, offset: number) {
  check.report(
    'warning',
    'A DOCTYPE in a sitemap: the protocol has none, and some crawlers refuse documents with one.',
    offset,
    9,
    'doctype',
  );
}

/** The namespaces in scope at an element: its parent's, with its own xmlns attributes. */
function elementScope(check: SitemapCheck, parent: Frame | undefined, attributes: readonly XmlAttribute[]) {
  let scope = parent?.scope ?? check.rootScope;
  for (const attribute of attributes) {
    if (attribute.name === 'xmlns' || attribute.name.startsWith('xmlns:')) {
      if (scope === (parent?.scope ?? check.rootScope)) scope = Object.create(scope) as Record<string, string>;
      scope[attribute.name === 'xmlns' ? '' : attribute.name.slice(6)] = attribute.value;
    }
  }
  return scope;
}

/** The root element: <urlset> or <sitemapindex>, in the sitemap namespace. */
function startRoot(check: SitemapCheck, frame: Frame) {
  const { name, ns, local, offset } = frame;
  const tag = name.length + 1;
  frame.kind = 'root';
  if (local === 'urlset' || local === 'sitemapindex') {
    check.kind = local;
    if (ns !== SITEMAP_NS)
      check.report(
        'error',
        ns === ''
          ? `<${name}> has no namespace: add xmlns="${SITEMAP_NS}", or crawlers do not recognise it as a sitemap.`
          : `<${name}> is in the namespace "${ns}": sitemaps use "${SITEMAP_NS}" (check for https, a trailing slash or a typo).`,
        offset,
        tag,
        'namespace',
      );
  } else {
    check.report(
      'error',
      `The root element is <${name}>: a sitemap's root is <urlset>, and a sitemap index's is <sitemapindex>.`,
      offset,
      tag,
      'root',
    );
  }
}

/** An element in the root: an entry (<url> or <sitemap>), counted. */
function startInRoot(check: SitemapCheck, frame: Frame, parent: Frame) {
  const { name, ns, local, offset } = frame;
  const tag = name.length + 1;
  if (ns === SITEMAP_NS && local === check.entryName()) {
    frame.kind = 'entry';
    check.entries += 1;
    if (check.entries === MAX_URLS + 1)
      check.report(
        'error',
        `More than ${formatCount(MAX_URLS)} ${check.kind === 'urlset' ? 'URLs' : 'sitemaps'}: split the file and list the parts in a sitemap index.`,
        offset,
        tag,
        'too-many-entries',
      );
    check.entry = { offset, nameLength: tag, fields: new Map(), images: 0, videos: 0, news: 0, links: [] };
  } else if (ns === SITEMAP_NS) {
    check.report(
      'error',
      `<${name}> does not belong in <${parent.name}>: it holds <${check.entryName()}> elements only.`,
      offset,
      tag,
      'unknown-element',
    );
  }
}

/** An element in an entry: a sitemap field, or an image, video, news or hreflang extension. */
function startInEntry(check: SitemapCheck, frame: Frame, attributes: readonly XmlAttribute[]) {
  const { name, ns, local, offset } = frame;
  const tag = name.length + 1;
  const entry = check.entry!;
  if (ns === SITEMAP_NS) {
    const allowed = check.kind === 'urlset' ? URLSET_FIELDS : INDEX_FIELDS;
    if (allowed.includes(local)) frame.kind = 'field';
    else
      check.report(
        'error',
        `<${name}> is not a sitemap element here: <${check.entryName()}> holds ${allowed.map((item) => `<${item}>`).join(', ')}${check.kind === 'urlset' ? ' and extension elements' : ''}.`,
        offset,
        tag,
        'unknown-element',
      );
  } else if (check.kind === 'urlset' && ns === IMAGE_NS && local === 'image') {
    frame.kind = 'image';
    frame.fields = new Map();
    entry.images += 1;
    check.images += 1;
  } else if (check.kind === 'urlset' && ns === VIDEO_NS && local === 'video') {
    frame.kind = 'video';
    frame.fields = new Map();
    check.videos += 1;
  } else if (check.kind === 'urlset' && ns === NEWS_NS && local === 'news') {
    frame.kind = 'news';
    frame.fields = new Map();
    check.news += 1;
    if (check.news === 1001)
      check.report(
        'warning',
        'More than 1,000 <news:news> entries: Google News reads at most 1,000 per sitemap.',
        offset,
        tag,
        'news-count',
      );
  } else if (check.kind === 'urlset' && ns === XHTML_NS && local === 'link') {
    checkLink(check, attributes, offset, tag);
  } else if (EXTENSION_NAMESPACES.includes(ns)) {
    check.report(
      'warning',
      `<${name}> is not an element of its extension at this level: crawlers ignore it.`,
      offset,
      tag,
      'unknown-extension-element',
    );
  }
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
function startInExtension(check: SitemapCheck, frame: Frame, parent: Frame, attributes: readonly XmlAttribute[]) {
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

const EXTENSION_KINDS = new Set<Frame['kind']>(['image', 'video', 'news', 'publication']);

/** An element starts: its namespace, then the rules of where it is. */
export function startElement(
  check: SitemapCheck,
  name: string,
  attributes: readonly XmlAttribute[],
  offset: number,
  selfClosing: boolean,
) {
  const parent = check.stack[check.stack.length - 1];
  const scope = elementScope(check, parent, attributes);
  const colon = name.indexOf(':');
  const prefix = colon === -1 ? '' : name.slice(0, colon);
  const local = colon === -1 ? name : name.slice(colon + 1);
  const ns = scope[prefix] ?? '';
  if (prefix !== '' && scope[prefix] === undefined)
    check.report(
      'error',
      `The prefix "${prefix}" of <${name}> is not declared: add xmlns:${prefix}="..." to the root element.`,
      offset + 1,
      prefix.length,
      'namespace-undeclared',
    );
  const frame: Frame = { name, ns, local, offset, kind: 'skip', scope, text: '', textOffset: -1 };
  if (!parent) startRoot(check, frame);
  else if (parent.kind === 'root' && check.kind) startInRoot(check, frame, parent);
  else if (parent.kind === 'entry' && check.entry) startInEntry(check, frame, attributes);
  else if (EXTENSION_KINDS.has(parent.kind)) startInExtension(check, frame, parent, attributes);
  if (selfClosing) frame.textOffset = offset;
  check.stack.push(frame);
}

/** Whether the element being read keeps its text. */
export function wantsText(check: SitemapCheck): boolean {
  const kind = check.stack[check.stack.length - 1]?.kind;
  return kind === 'field' || kind === 'extensionField';
}

/** Text in the element being read. */
export function addText(check: SitemapCheck, value: string, offset: number) {
  const frame = check.stack[check.stack.length - 1]!;
  if (frame.kind === 'field' || frame.kind === 'extensionField') {
    if (frame.textOffset === -1) frame.textOffset = offset;
    frame.text += value;
  }
}

/** A sitemap field closed: each appears once in an entry. */
function endField(check: SitemapCheck, frame: Frame, field: Field) {
  const tag = frame.name.length + 1;
  const entry = check.entry!;
  if (entry.fields.has(frame.local))
    check.report(
      'error',
      `A second <${frame.name}> in this <${check.entryName()}>: each appears at most once.`,
      frame.offset,
      tag,
      'duplicate-element',
    );
  else entry.fields.set(frame.local, field);
}

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
function endExtensionField(check: SitemapCheck, frame: Frame, parent: Frame, field: Field) {
  if (!parent.fields!.has(frame.local)) parent.fields!.set(frame.local, field);
  if (parent.kind === 'video' && frame.local === 'platform') checkVideoPlatform(check, frame, field);
  if (parent.kind === 'video' && frame.local === 'restriction') checkVideoRestriction(check, frame, field);
}

/** An element ends: the rules of what it held. */
export function endElement(check: SitemapCheck, offset: number) {
  const frame = check.stack.pop()!;
  const parent = check.stack[check.stack.length - 1];
  const tag = frame.name.length + 1;
  const textOffset = frame.textOffset === -1 ? offset : frame.textOffset;
  const field: Field = {
    value: frame.text,
    offset: textOffset,
    length: frame.text === '' ? 0 : Math.max(0, offset - textOffset),
    elementOffset: frame.offset,
    elementLength: tag,
  };
  if (frame.kind === 'field' && check.entry) endField(check, frame, field);
  else if (frame.kind === 'extensionField' && parent?.fields) endExtensionField(check, frame, parent, field);
  else if (frame.kind === 'image') checkImage(check, frame);
  else if (frame.kind === 'video') for (const rule of VIDEO_RULES) rule(check, frame);
  else if (frame.kind === 'news') checkNews(check, frame);
  else if (frame.kind === 'publication') checkPublication(check, frame);
  else if (frame.kind === 'entry' && check.entry) {
    closeEntry(check, check.entry);
    check.entry = null;
  }
}

/** At most 50 MiB uncompressed. */
export function checkSize(check: SitemapCheck) {
  if (check.bytes > MAX_BYTES)
    check.report(
      'error',
      `The sitemap is ${formatBytes(check.bytes)} uncompressed; the protocol allows at most ${formatBytes(MAX_BYTES)}: split it and list the parts in a sitemap index.`,
      0,
      0,
      'too-large',
    );
}

/** The URLs are on one host, the one most of them are on. Returns how many URLs each origin has. */
export function checkCrossHost(check: SitemapCheck): Map<string, number> {
  // The majority origin (the first one on a tie) is the sitemap's own: others are cross-host.
  const counts = new Map<string, number>();
  for (const origin of check.origins) counts.set(origin, (counts.get(origin) ?? 0) + 1);
  let home = check.origins[0] ?? '';
  for (const [origin, count] of counts) if (count > (counts.get(home) ?? 0)) home = origin;
  if (counts.size > 1)
    for (let at = 0; at < check.origins.length; at += 1) {
      if (check.origins[at] === home) continue;
      const origin = check.origins[at]!;
      const sameHost = new URL(origin).host === new URL(home).host;
      check.report(
        'warning',
        sameHost
          ? `This URL's scheme differs from the rest of the sitemap (${home}): a sitemap lists URLs of one site, with one scheme.`
          : `This URL is on ${origin}, not ${home} like the rest: a sitemap may list only URLs of its own host (unless the other site's robots.txt names it).`,
        check.originPlaces[at]!,
        check.originLengths[at]!,
        'cross-host',
      );
    }
  return counts;
}

/** hreflang alternates list the page itself, and each other. */
export function checkAlternatesReciprocal(check: SitemapCheck) {
  // hreflang alternates should point at each other: each page lists every version, itself included.
  if (check.linked.length > 0) {
    const byLoc = new Map(check.linked.map((item) => [item.loc, item]));
    for (const item of check.linked) {
      if (!item.links.some((link) => link.href === item.loc))
        check.report(
          'warning',
          "This <url>'s hreflang alternates do not include the page itself: each version should list every version, itself too.",
          item.offset,
          item.length,
          'hreflang-self',
        );
      for (const link of item.links) {
        const other = byLoc.get(link.href);
        if (other && other !== item && !other.links.some((back) => back.href === item.loc))
          check.report(
            'warning',
            `Not reciprocal: ${link.href} (line ${formatCount(check.index.locate(other.offset).line)}) does not list ${item.loc} back as an alternate, so search engines may ignore the pair.`,
            link.offset,
            link.length,
            'hreflang-reciprocal',
          );
      }
    }
  }
}
