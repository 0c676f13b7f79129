/**
 * A robots.txt checker and tester after RFC 9309 (the Robots Exclusion Protocol): groups of user-agent
 * lines with their allow and disallow rules, the most specific match deciding (allow winning ties), the
 * 500 KiB limit, and the records crawlers read beyond the standard (Sitemap, Crawl-delay, Host...).
 */
import { LineIndex, ProblemCollector, type DocumentProblem } from '../../lib/problems';
import { formatBytes, formatCount } from '../../lib/format';
import { utf8ByteLength } from '../../lib/utf8';
import { normalisePath, pathOf, patternMatches } from './matching';
import { closestWord } from '../../lib/edit-distance';

export { linearIndexOf, normalisePath, pathOf, patternMatches } from './matching';

/** RFC 9309 section 2.5: crawlers must read at least this much; what comes after may be ignored. */
export const SIZE_LIMIT = 500 * 1024;
/** At most this many problems of one rule are listed (counts stay exact). */
export const PROBLEMS_PER_CODE = 1000;

/**
 * The check runs in the worker and is stopped after this long, a little more for megabytes of input (their
 * trip to the worker takes its own time). Each rule costs about its length plus the path's, so only a very
 * long URL tested against many wildcard rules comes near it.
 */
export const TIME_LIMIT_MS = 5_000;
const TIME_LIMIT_PER_MB_MS = 300;

/** The time limit for a robots.txt and a URL of these lengths together. */
export function timeLimitFor(inputLength: number): number {
  return TIME_LIMIT_MS + Math.floor(inputLength / 1_000_000) * TIME_LIMIT_PER_MB_MS;
}

export function timeLimitMessage(ms: number): string {
  return `Checking took more than ${Math.round(ms / 100) / 10} seconds and was stopped. The URL's path is compared with every rule of the group that applies: a very long URL against thousands of wildcard rules is too much to test here. Shorten the URL, or test it against fewer rules.`;
}

/** A rule or path longer than this is cut where a sentence or a line quotes it. */
export const QUOTED_LENGTH = 200;

/** A value as a sentence quotes it: cut past QUOTED_LENGTH characters, saying how long it is. */
export function quoted(value: string): string {
  if (value.length <= QUOTED_LENGTH) return value;
  // Not between the two halves of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(value[QUOTED_LENGTH - 1]!) ? QUOTED_LENGTH - 1 : QUOTED_LENGTH;
  return `${value.slice(0, end)}… (${formatCount(value.length)} characters)`;
}

export type RuleKind = 'allow' | 'disallow';

export interface RobotsRule {
  kind: RuleKind;
  /** As written (comment and blanks removed). */
  pattern: string;
  /** As compared: percent-encoding normalised. */
  normalised: string;
  line: number;
  /** The line's directive and value in the text, for the editor to highlight. */
  from: number;
  to: number;
}

export interface RobotsGroup {
  /** The product tokens matched ("*" for every crawler), as written. */
  agents: string[];
  line: number;
  rules: RobotsRule[];
}

export interface SitemapLine {
  url: string;
  line: number;
  valid: boolean;
}

export interface RobotsTest {
  /** The crawler's product token, as compared. */
  agent: string;
  /** The path compared (normalised). */
  path: string;
  allowed: boolean;
  /** The deciding rule; none when no rule matched (allowed by default). */
  rule: RobotsRule | null;
  /** How the groups were chosen: the crawler's own, the `*` group, or none at all. */
  chosen: 'agent' | 'fallback' | 'none';
  /** The first line of each group that applied. */
  groupLines: number[];
  /** Why, in a sentence. */
  reason: string;
  /** Rules that matched besides the deciding one, shorter or tied. */
  otherMatches: number;
}

export interface RobotsReport {
  problems: DocumentProblem[];
  /** How many problems there were in all, when some were left out of the list. */
  problemTotal: number;
  groups: RobotsGroup[];
  sitemaps: SitemapLine[];
  ruleCount: number;
  lineCount: number;
  bytes: number;
  /** The first line past the 500 KiB limit, if the file is larger. */
  ignoredFromLine: number | null;
  test: RobotsTest | null;
}

export interface RobotsTestOptions {
  /** The crawler's user-agent: a product token ("Googlebot") or a whole user-agent string. */
  agent: string;
  /** A URL or a path. */
  url: string;
}

/** Non-standard records, and who reads them. */
const NON_STANDARD: Readonly<Record<string, string>> = {
  'crawl-delay':
    'Crawl-delay is not part of RFC 9309: Bing, Yandex and some other crawlers honour it, Google ignores it (set the crawl rate in Search Console instead)',
  host: 'Host is not part of RFC 9309: only Yandex read it, and it stopped in 2018 (use a redirect to the preferred host instead)',
  'clean-param': 'Clean-param is not part of RFC 9309: only Yandex reads it',
  noindex:
    'Noindex is not a robots.txt record: Google stopped reading it in 2019 and other crawlers never did (use a robots meta tag or an X-Robots-Tag header)',
  nofollow: 'Nofollow is not a robots.txt record: crawlers ignore it (use a robots meta tag or rel="nofollow")',
  noarchive: 'Noarchive is not a robots.txt record: crawlers ignore it (use a robots meta tag)',
  'request-rate':
    'Request-rate is not part of RFC 9309: a few old crawlers read it, the major search engines ignore it',
  'visit-time': 'Visit-time is not part of RFC 9309: a few old crawlers read it, the major search engines ignore it',
  'cache-delay': 'Cache-delay is not part of RFC 9309: the major search engines ignore it',
  'content-signal':
    'Content-Signal is a proposed extension (contentsignals.org): some AI crawlers read it, search engines ignore it',
};

/** Misspellings Google's parser accepts as the directive they resemble: accepted here too, with a warning. */
const ACCEPTED_TYPOS: Readonly<Record<string, string>> = {
  useragent: 'user-agent',
  'user agent': 'user-agent',
  dissallow: 'disallow',
  dissalow: 'disallow',
  disalow: 'disallow',
  diasllow: 'disallow',
  disallaw: 'disallow',
  'site-map': 'sitemap',
};

const DIRECTIVE_NAMES: Readonly<Record<string, string>> = {
  'user-agent': 'User-agent',
  allow: 'Allow',
  disallow: 'Disallow',
  sitemap: 'Sitemap',
};

const KNOWN_KEYS = [...Object.keys(DIRECTIVE_NAMES), ...Object.keys(NON_STANDARD)];

function suggestion(key: string): string | null {
  if (key.length < 4 || key.length > 20) return null;
  return closestWord(key, KNOWN_KEYS, 2);
}

const displayName = (key: string) =>
  DIRECTIVE_NAMES[key] ??
  key.replace(/(^|-)([a-z])/g, (_all, dash: string, letter: string) => dash + letter.toUpperCase());

/** The product token of a user-agent line's value: its leading letters, `-` and `_` (RFC 9309 section 2.2.1). */
export function productToken(value: string): string {
  if (value.startsWith('*')) return '*';
  return /^[A-Za-z_-]*/.exec(value)![0];
}

const LINE_BREAK = /\r\n|\r|\n/g;

/** A line's directive: its key as written, value, and where the line's text and the value start. */
interface Directive {
  rawKey: string;
  key: string;
  value: string;
  bodyStart: number;
  valueStart: number;
  /** The length of the line without its comment and surrounding white space. */
  bodyLength: number;
}

/** One check's state as the lines are read: the groups and sitemaps found, the problems. */
class RobotsCheck {
  readonly index: LineIndex;
  readonly found = new ProblemCollector({ perCode: PROBLEMS_PER_CODE });
  readonly groups: RobotsGroup[] = [];
  readonly sitemaps: SitemapLine[] = [];
  current: RobotsGroup | null = null;
  /** Whether the current group has had a rule: a user-agent line after one starts a new group. */
  groupHasRules = false;
  ruleCount = 0;
  lineNumber = 0;

  constructor(text: string) {
    this.index = new LineIndex(text);
  }

  report(severity: DocumentProblem['severity'], message: string, offset: number, length: number, code: string): void {
    this.found.add(code, () => this.index.problem(severity, message, offset, { length, code }));
  }
}

/** Byte order marks and replacement characters. Returns the line without a leading BOM, and where it starts. */
function checkEncoding(check: RobotsCheck, rawLine: string, start: number): { line: string; offset: number } {
  let line = rawLine;
  let offset = start;
  if (start === 0 && line.startsWith('\uFEFF')) {
    check.report(
      'info',
      'The file starts with a byte order mark (BOM): crawlers skip it, but it is not needed in UTF-8.',
      0,
      1,
      'bom',
    );
    line = line.slice(1);
    offset = 1;
  }
  const bom = line.indexOf('\uFEFF');
  if (bom !== -1)
    check.report(
      'error',
      'A byte order mark (U+FEFF) in the middle of the file: crawlers see garbage here and may ignore the line. Remove it (it comes from joining files saved with a BOM).',
      offset + bom,
      1,
      'misplaced-bom',
    );
  const replacement = line.indexOf('\uFFFD');
  if (replacement !== -1)
    check.report(
      'warning',
      'A replacement character (U+FFFD): the file was not valid UTF-8 where it came from, so this text is not what crawlers read. Save the file as UTF-8.',
      offset + replacement,
      1,
      'encoding',
    );
  return { line, offset };
}

/** "name: value", or the "name value" Google reads the same way. Null for a line crawlers ignore. */
function readDirective(check: RobotsCheck, body: string, bodyStart: number): Omit<Directive, 'key'> | null {
  const colon = body.indexOf(':');
  let rawKey: string;
  let value: string;
  let valueStart: number;
  if (colon === -1) {
    // Google's parser takes "disallow /" as "disallow: /": said so, and read the same way.
    const spaced = /^([A-Za-z-]+)[ \t]+(\S.*)$/.exec(body);
    const key = spaced?.[1]?.toLowerCase();
    if (spaced && key && (key in DIRECTIVE_NAMES || key in ACCEPTED_TYPOS)) {
      check.report(
        'warning',
        `"${spaced[1]}" has no colon after it: Google reads the line as "${displayName(ACCEPTED_TYPOS[key] ?? key)}: ${spaced[2]}", other crawlers ignore it. Write "${displayName(ACCEPTED_TYPOS[key] ?? key)}: ${spaced[2]}".`,
        bodyStart,
        body.length,
        'missing-colon',
      );
      rawKey = spaced[1]!;
      value = spaced[2]!.trim();
      valueStart = bodyStart + body.indexOf(spaced[2]!);
    } else {
      check.report(
        'error',
        'This line has no colon: every line must be "name: value" (such as "Disallow: /private/"), so crawlers ignore it.',
        bodyStart,
        body.length,
        'missing-colon',
      );
      return null;
    }
  } else {
    rawKey = body.slice(0, colon).trim();
    const after = body.slice(colon + 1);
    value = after.trim();
    valueStart = bodyStart + colon + 1 + (after.length - after.trimStart().length);
  }
  return { rawKey, value, valueStart, bodyStart, bodyLength: body.length };
}

/** A misspelt directive Google accepts: said, and read as the directive meant. Returns the key to read. */
function directiveKey(check: RobotsCheck, rawKey: string, bodyStart: number): string {
  let key = rawKey.toLowerCase();
  const typo = ACCEPTED_TYPOS[key];
  if (typo) {
    check.report(
      'warning',
      `"${rawKey}" is a misspelling of ${displayName(typo)}: Google reads it as ${displayName(typo)}, other crawlers ignore the line. Did you mean ${displayName(typo)}?`,
      bodyStart,
      rawKey.length,
      'typo',
    );
    key = typo;
  }
  return key;
}

/** A user-agent line: a product token; it starts a group, or joins the one above if that has no rules yet. */
function readUserAgent(check: RobotsCheck, { value, bodyStart, bodyLength, valueStart }: Directive): void {
  if (value === '') {
    check.report(
      'error',
      'User-agent has no value: name a crawler ("Googlebot") or "*" for every crawler.',
      bodyStart,
      bodyLength,
      'empty-user-agent',
    );
    return;
  }
  const token = productToken(value);
  if (token === '') {
    check.report(
      'error',
      `"${value}" has no product token: a user-agent value is letters, "-" and "_" only (RFC 9309 section 2.2.1), so no crawler matches it.`,
      valueStart,
      value.length,
      'invalid-user-agent',
    );
    return;
  }
  if (token !== value && !(token === '*' && value === '*'))
    check.report(
      'warning',
      `"${value}" is not a product token (letters, "-" and "_" only): crawlers match only "${token}". Write "User-agent: ${token}".`,
      valueStart,
      value.length,
      'user-agent-token',
    );
  if (!check.current || check.groupHasRules) {
    check.current = { agents: [], line: check.lineNumber, rules: [] };
    check.groups.push(check.current);
    check.groupHasRules = false;
  }
  check.current.agents.push(token);
}

/** An allow or disallow rule: in a group, a path starting with "/". */
function readRule(check: RobotsCheck, key: RuleKind, { value, bodyStart, bodyLength, valueStart }: Directive): void {
  if (!check.current) {
    check.report(
      'error',
      `${displayName(key)} before any User-agent line: a rule belongs to the group of user-agent lines above it, so crawlers ignore this one. Add "User-agent: *" above it.`,
      bodyStart,
      bodyLength,
      'rule-outside-group',
    );
    return;
  }
  check.groupHasRules = true;
  if (value !== '' && !value.startsWith('/') && !value.startsWith('*'))
    check.report(
      'warning',
      `The path "${value}" does not start with "/": URL paths always do, so this rule matches nothing. Write "/${value}"${/^https?:\/\//i.test(value) ? ' (a rule holds a path, not a whole URL)' : ''}.`,
      valueStart,
      value.length,
      'path-start',
    );
  if (key === 'disallow' && value === '/' && check.current.agents.includes('*'))
    check.report(
      'info',
      'Disallow: / in the * group keeps every crawler without a group of its own out of the whole site: make sure that is meant.',
      bodyStart,
      bodyLength,
      'disallow-all',
    );
  if (value === '' && key === 'allow')
    check.report('info', 'An empty Allow matches nothing: it has no effect.', bodyStart, bodyLength, 'empty-allow');
  let normalised = normalisePath(value);
  // A `$` anywhere but at the end is a plain character: compared as its escape, as a URL's `$` is.
  normalised = normalised.slice(0, -1).replaceAll('$', '%24') + normalised.slice(-1);
  check.current.rules.push({
    kind: key,
    pattern: value,
    normalised,
    line: check.lineNumber,
    from: bodyStart,
    to: bodyStart + bodyLength,
  });
  check.ruleCount += 1;
}

/** A sitemap line: an absolute http(s) URL. */
function readSitemap(check: RobotsCheck, { value, bodyStart, bodyLength, valueStart }: Directive): void {
  let valid = false;
  try {
    const url = new URL(value);
    valid = url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    valid = false;
  }
  if (!valid)
    check.report(
      'error',
      value === ''
        ? 'Sitemap has no URL: give the absolute URL of a sitemap ("https://example.com/sitemap.xml").'
        : `"${value}" is not an absolute http(s) URL: Sitemap needs the full URL ("https://example.com/sitemap.xml"), crawlers ignore a relative one.`,
      value === '' ? bodyStart : valueStart,
      value === '' ? bodyLength : value.length,
      'sitemap-url',
    );
  check.sitemaps.push({ url: value, line: check.lineNumber, valid });
}

/** A directive beyond RFC 9309: a known extension (Crawl-delay, Host...) or an unknown one. */
function readOtherDirective(check: RobotsCheck, { rawKey, key, value, bodyStart }: Directive): void {
  const nonStandard = NON_STANDARD[key];
  if (nonStandard) {
    let message = `${nonStandard}.`;
    if (key === 'crawl-delay' && !/^\d+(\.\d+)?$/.test(value))
      message = `${nonStandard}; and "${value}" is not a number of seconds.`;
    check.report('warning', message, bodyStart, rawKey.length, `non-standard-${key}`);
    return;
  }

  const guess = suggestion(key);
  check.report(
    'warning',
    guess
      ? `Unknown directive "${rawKey}": crawlers ignore the line. Did you mean ${displayName(guess)}?`
      : `Unknown directive "${rawKey}": not in RFC 9309 nor a known extension, so crawlers ignore the line.`,
    bodyStart,
    rawKey.length,
    'unknown-directive',
  );
}

/** One line within the size limit: its encoding, then its directive. */
function readLine(check: RobotsCheck, rawLine: string, start: number): void {
  const { line, offset } = checkEncoding(check, rawLine, start);
  const hash = line.indexOf('#');
  const content = hash === -1 ? line : line.slice(0, hash);
  const leading = content.length - content.trimStart().length;
  const body = content.trim();
  if (body === '') return;
  const read = readDirective(check, body, offset + leading);
  if (!read) return;
  const directive = { ...read, key: directiveKey(check, read.rawKey, read.bodyStart) };
  if (directive.key === 'user-agent') readUserAgent(check, directive);
  else if (directive.key === 'allow' || directive.key === 'disallow') readRule(check, directive.key, directive);
  else if (directive.key === 'sitemap') readSitemap(check, directive);
  else readOtherDirective(check, directive);
}

/** Parses and checks a robots.txt; with a crawler and a URL, also says whether the crawler may fetch it. */
export function checkRobotsTxt(text: string, test?: RobotsTestOptions): RobotsReport {
  const check = new RobotsCheck(text);
  let bytes = 0;
  let ignoredFromLine: number | null = null;
  let lineStart = 0;

  const bytesTotal = utf8ByteLength(text);
  const visitLine = (lineEnd: number, breakLength: number) => {
    check.lineNumber += 1;
    const line = text.slice(lineStart, lineEnd);
    const start = lineStart;
    lineStart = lineEnd + breakLength;
    if (ignoredFromLine === null) {
      bytes += utf8ByteLength(line) + breakLength;
      if (bytes > SIZE_LIMIT) {
        ignoredFromLine = check.lineNumber;
        check.report(
          'warning',
          `The file is ${formatBytes(bytesTotal)}, past the ${formatBytes(SIZE_LIMIT)} crawlers must read (RFC 9309 section 2.5): from line ${formatCount(check.lineNumber)} on, crawlers may ignore it. Put the important rules first, or shorten the file with wildcards.`,
          start,
          line.length,
          'size-limit',
        );
      }
    }
    if (ignoredFromLine !== null) return;
    readLine(check, line, start);
  };

  LINE_BREAK.lastIndex = 0;
  for (let match = LINE_BREAK.exec(text); match; match = LINE_BREAK.exec(text)) visitLine(match.index, match[0].length);
  if (lineStart < text.length) visitLine(text.length, 0);

  return {
    problems: check.found.problems,
    problemTotal: check.found.total,
    groups: check.groups,
    sitemaps: check.sitemaps,
    ruleCount: check.ruleCount,
    lineCount: check.index.lineCount,
    bytes: bytesTotal,
    ignoredFromLine,
    test: test && (test.agent.trim() !== '' || test.url.trim() !== '') ? testUrl(check.groups, test) : null,
  };
}

/**
 * The crawler's product token from what the user typed: a token as is, or the first known-looking token of a
 * whole user-agent string ("Mozilla/5.0 (compatible; Googlebot/2.1; ...)" → "Googlebot").
 */
export function crawlerToken(agent: string): string {
  const value = agent.trim();
  if (/^[A-Za-z_-]+$/.test(value)) return value;
  const compatible = /compatible;\s*([A-Za-z_-]+)/i.exec(value);
  if (compatible) return compatible[1]!;
  const tokens = value
    .match(/[A-Za-z_-]+(?=\/)/g)
    ?.filter((token) => !/^(Mozilla|AppleWebKit|Chrome|Safari|Gecko|Version|Mobile)$/i.test(token));
  return tokens?.[0] ?? productToken(value);
}

/**
 * Whether a crawler may fetch a URL (RFC 9309 section 2.2): the groups naming the crawler (merged), else the
 * `*` groups; then the matching rule with the longest pattern decides, allow winning a tie; no match allows.
 * `agent` is compared as given (case-insensitively): pass it through crawlerToken for a whole UA string.
 */
export function decide(groups: readonly RobotsGroup[], agent: string, url: string): RobotsTest {
  const token = agent.trim();
  const lower = token.toLowerCase();
  let chosen: RobotsTest['chosen'] = 'agent';
  let applied =
    token === ''
      ? []
      : groups.filter((group) => group.agents.some((name) => name !== '*' && name.toLowerCase() === lower));
  if (applied.length === 0) {
    applied = groups.filter((group) => group.agents.includes('*'));
    chosen = applied.length > 0 ? 'fallback' : 'none';
  }
  const rawPath = pathOf(url);
  const path = normalisePath(rawPath, true);
  const base = { agent: token, path, chosen, groupLines: applied.map((group) => group.line) };
  if (path === '/robots.txt')
    return {
      ...base,
      allowed: true,
      rule: null,
      otherMatches: 0,
      reason: '/robots.txt itself is always allowed (RFC 9309 section 2.2.2).',
    };
  let best: RobotsRule | null = null;
  let matches = 0;
  let tie = false;
  for (const group of applied)
    for (const rule of group.rules) {
      if (rule.normalised === '' || !patternMatches(rule.normalised, path)) continue;
      matches += 1;
      const length = rule.normalised.length;
      const bestLength = best?.normalised.length ?? -1;
      if (length > bestLength) {
        best = rule;
        tie = false;
      } else if (length === bestLength) {
        if (rule.kind !== best!.kind) tie = true;
        if (rule.kind === 'allow') best = rule;
      }
    }
  const whose =
    chosen === 'agent'
      ? `the group${applied.length > 1 ? 's' : ''} for ${token} (line${applied.length > 1 ? 's' : ''} ${applied.map((group) => group.line).join(', ')}${applied.length > 1 ? ', merged' : ''})`
      : chosen === 'fallback'
        ? `the * group${applied.length > 1 ? 's' : ''} (line${applied.length > 1 ? 's' : ''} ${applied.map((group) => group.line).join(', ')}), as no group names ${token || 'this crawler'}`
        : '';
  if (chosen === 'none')
    return {
      ...base,
      allowed: true,
      rule: null,
      otherMatches: 0,
      reason: `No group names ${token || 'this crawler'} and there is no * group: every URL is allowed.`,
    };
  if (!best)
    return {
      ...base,
      allowed: true,
      rule: null,
      otherMatches: 0,
      reason: `No rule of ${whose} matches ${quoted(path)}: allowed by default.`,
    };
  const verb = best.kind === 'allow' ? 'allows' : 'disallows';
  const why = tie
    ? `Allow and Disallow rules of the same length match, and the less strict, Allow, wins the tie`
    : matches > 1
      ? `It is the longest of ${matches} matching rules (${best.normalised.length} characters), and the most specific match wins`
      : 'It is the only matching rule';
  return {
    ...base,
    allowed: best.kind === 'allow',
    rule: best,
    otherMatches: matches - 1,
    reason: `${displayName(best.kind)}: ${quoted(best.pattern)} (line ${best.line}) in ${whose} ${verb} ${quoted(path)}. ${why}.`,
  };
}

function testUrl(groups: readonly RobotsGroup[], { agent, url }: RobotsTestOptions): RobotsTest {
  return decide(groups, crawlerToken(agent), url.trim() === '' ? '/' : url);
}

/** Whether a crawler may fetch a URL under a robots.txt: the matcher alone, for tests and conformance. */
export function isAllowed(robotsTxt: string, agent: string, url: string): boolean {
  return decide(checkRobotsTxt(robotsTxt).groups, agent, url).allowed;
}

export const SAMPLE_INPUT = `# robots.txt for https://www.example.com
User-agent: *
Disallow: /admin/
Disallow: /search
Disallow: /*.pdf$
Allow: /admin/help/

User-agent: Googlebot
User-agent: Bingbot
Disallow: /private/
Allow: /private/press-kit/
Crawl-delay: 5

User-agent: GPTBot
Disallow: /

Sitemap: https://www.example.com/sitemap.xml
`;

export const INVALID_SAMPLE = `Disallow: /tmp/
User-agent: *
Dissallow: /private/
Disallow /drafts/
Noindex: /old/
Allow: public/
Crawl-delay: ten
Sitemap: /sitemap.xml
Favicon /favicon.ico
`;
