/**
 * The sitemap rules, each checking one thing, on the model of the OpenAPI validator's rules: those of an
 * element as it starts (startElement) and ends (endElement), and those of the whole document once read.
 * Those of the extensions are in extension-rules.ts. The driver is checkSitemap in core.ts; the rules report
 * in the order of the source.
 */
import { formatBytes, formatCount } from '../../lib/format';
import {
  CHANGEFREQS,
  CHILDREN_LISTED,
  DAY_MS,
  EXTENSION_NAMESPACES,
  INDEX_FIELDS,
  MAX_BYTES,
  MAX_LOC_LENGTH,
  MAX_URLS,
  URLSET_FIELDS,
  isHttpUrl,
  parseW3cDatetime,
  type Entry,
  type Field,
  type Frame,
  type SitemapCheck,
} from './model';
import {
  EXTENSION_KINDS,
  VIDEO_RULES,
  checkImage,
  checkLink,
  checkNews,
  checkPublication,
  endExtensionField,
  startInExtension,
} from './extension-rules';
import { IMAGE_NS, NEWS_NS, SITEMAP_NS, VIDEO_NS, XHTML_NS } from './namespaces';
import type { XmlAttribute } from './xml-scanner';

/** A URL is at most 2,048 characters. */
function checkLocLength(check: SitemapCheck, field: Field, value: string) {
  if (value.length > MAX_LOC_LENGTH)
    check.report(
      'error',
      `The URL is ${formatCount(value.length)} characters long; sitemaps allow at most ${formatCount(MAX_LOC_LENGTH)}.`,
      field.offset,
      field.length,
      'loc-too-long',
    );
}

/** A URL is written as RFC 3986 writes it: no spaces or characters beyond ASCII. */
function checkLocEscaped(check: SitemapCheck, field: Field, value: string) {
  const unescaped = /[^\x21-\x7e]/.exec(value);
  if (unescaped)
    check.report(
      'warning',
      `The URL has ${unescaped[0] === ' ' ? 'a space' : `"${unescaped[0]}"`}, which should be percent-encoded (${encodeURI(unescaped[0]!)}): the protocol asks for URLs as RFC 3986 writes them.`,
      field.offset + field.value.indexOf(unescaped[0]!),
      unescaped[0]!.length,
      'loc-unescaped',
    );
}

/** Each URL is listed once. */
function checkDuplicateUrl(check: SitemapCheck, field: Field, value: string) {
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
}

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
  checkLocLength(check, field, value);
  checkLocEscaped(check, field, value);
  checkDuplicateUrl(check, field, value);
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
