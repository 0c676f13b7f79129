import punycode from 'punycode.js';
import type { Check } from '../../lib/validation';
import { checkRfc3986, type StrictCheck } from './rfc3986';
import { editDistance } from '../../lib/edit-distance';

export interface UrlOptions {
  /** A base URL to resolve a relative reference against; empty for none. */
  base: string;
}

/** The Load Sample URL: valid by both standards, with an internationalised host, a port, a query and a fragment. */
export const SAMPLE_INPUT = 'https://bücher.example:8443/books/search?q=analytical+engine&lang=en#results';

/** The "Broken example": a password in the URL, sent over plain http. */
export const BROKEN_SAMPLE_INPUT =
  'http://ada:s3cret@bücher.example:8080/books/search?q=analytical+engine&lang=en#results';

/** The schemes the WHATWG standard treats as special, with their default ports (file has none). */
export const DEFAULT_PORTS: Readonly<Record<string, string>> = {
  'http:': '80',
  'https:': '443',
  'ws:': '80',
  'wss:': '443',
  'ftp:': '21',
};
const SPECIAL = new Set([...Object.keys(DEFAULT_PORTS), 'file:']);

export type HostKind = 'domain' | 'ipv4' | 'ipv6' | 'opaque' | 'empty';

export interface QueryParameter {
  name: string;
  value: string;
}

export interface UrlComponents {
  href: string;
  /** The href with the password replaced by dots, for showing by default. */
  hrefMasked: string;
  origin: string;
  scheme: string;
  username: string;
  password: string;
  hostKind: HostKind;
  /** The host as the parser keeps it: punycode (ASCII) for a domain. */
  host: string;
  /** The host in Unicode, for a domain with xn-- labels; the same as `host` otherwise. */
  hostUnicode: string;
  port: string;
  /** The scheme's default port; `port` is empty when the URL uses it. */
  defaultPort: string | null;
  /** The URL wrote the default port out, and the parser dropped it. */
  defaultPortWritten: boolean;
  pathname: string;
  pathDecoded: string;
  search: string;
  parameters: QueryParameter[];
  hash: string;
  hashDecoded: string;
}

export interface UrlWarning {
  kind:
    'typo' | 'credentials' | 'http' | 'ip-host' | 'mixed-scripts' | 'encoded' | 'stripped' | 'rfc3986' | 'ipv4-form';
  message: string;
  position?: number;
}

export interface UrlAnalysis {
  check: Check;
  /** Null when the WHATWG parser refuses the URL. */
  components: UrlComponents | null;
  strict: StrictCheck;
  warnings: UrlWarning[];
  /** The scripts of each host label's letters, for the homograph check. */
  hostScripts: { label: string; scripts: string[] }[];
  /** The input was relative and resolved against the base. */
  resolved: boolean;
  /** RFC 3986's verdict on the URL with its Unicode host in punycode, when the host is what kept it from being a URI. */
  strictAscii: StrictCheck | null;
  /** Where the password is in the input [start, end), to mask it on screen. */
  passwordSpan: [number, number] | null;
}

/** How many characters at the start (or end) of `text` are C0 controls or spaces, which the parser strips. */
function strippable(text: string, fromEnd: boolean): number {
  let count = 0;
  while (count < text.length && text.charCodeAt(fromEnd ? text.length - 1 - count : count) <= 0x20) count += 1;
  return count;
}

/** A character named for a message. */
function describe(char: string): string {
  const code = char.codePointAt(0)!;
  if (char === ' ') return 'a space';
  if (char === '\t') return 'a tab';
  if (char === '\n') return 'a line break';
  if (char === '\r') return 'a carriage return';
  if (code < 32 || code === 127) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `“${char}”`;
}

function safeDecode(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

interface Authority {
  /** Where the user information, host and port start and end in the text, for a URL with an authority. */
  userinfoStart: number;
  hostStart: number;
  hostEnd: number;
  portStart: number;
  end: number;
}

/** Where the authority's parts are in a URL that has one, read as the WHATWG parser reads it. */
function findAuthority(text: string): Authority | null {
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(text);
  if (!scheme) return null;
  const special = SPECIAL.has(scheme[0].toLowerCase());
  let index = scheme[0].length;
  // A file URL has a host only after exactly "//" ("file:///C:/" has none); other special schemes take any run of slashes.
  if (scheme[0].toLowerCase() === 'file:') {
    if (!/^[/\\]{2}/.test(text.slice(index))) return null;
    index += 2;
  } else if (special) while (text[index] === '/' || text[index] === '\\') index += 1;
  else if (text.startsWith('//', index)) index += 2;
  else return null;
  const endMatch = (special ? /[/\\?#]/ : /[/?#]/).exec(text.slice(index));
  const end = endMatch ? index + endMatch.index : text.length;
  const at = text.lastIndexOf('@', end - 1);
  const hostStart = at >= index ? at + 1 : index;
  let hostEnd = end;
  if (text[hostStart] === '[') {
    const close = text.indexOf(']', hostStart);
    hostEnd = close !== -1 && close < end ? close + 1 : end;
  } else {
    const colon = text.indexOf(':', hostStart);
    if (colon !== -1 && colon < end) hostEnd = colon;
  }
  return {
    userinfoStart: index,
    hostStart,
    hostEnd,
    portStart: hostEnd < end && text[hostEnd] === ':' ? hostEnd + 1 : -1,
    end,
  };
}

/** The first character the WHATWG host parser forbids (C0 controls, space, delimiters), or null. */
function forbiddenHostChar(host: string, domain: boolean): { char: string; index: number } | null {
  for (let index = 0; index < host.length; index += 1) {
    const code = host.charCodeAt(index);
    const char = host[index]!;
    if (code < 0x20 || code === 0x7f || ' #/:<>?@[\\]^|'.includes(char) || (domain && char === '%'))
      return { char, index };
  }
  return null;
}

/** Why the WHATWG parser refused the URL, and where, as far as it can be told from outside it. */
function whyRefused(text: string, base: string): { reason: string; position?: number } {
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(text);
  if (!scheme) {
    const colon = missingColon(text);
    if (colon) return { reason: colon, position: /^[a-z]+/i.exec(text)![0].length };
    if (base.trim() === '')
      return {
        reason:
          'There is no scheme (such as https:), so this is a relative reference: give a base URL to resolve it against.',
        position: 0,
      };
    try {
      new URL(base);
    } catch {
      return { reason: 'The base URL is not a valid URL itself.' };
    }
    if (/^[/\\]{2}/.test(text)) return whyRefused(`${new URL(base).protocol}${text}`, '');
    return { reason: 'The WHATWG URL parser refuses it against this base.' };
  }
  const authority = findAuthority(text);
  const special = SPECIAL.has(scheme[0].toLowerCase());
  if (!authority) return { reason: 'The WHATWG URL parser refuses it.' };
  const host = text.slice(authority.hostStart, authority.hostEnd);
  if (host === '' && special && scheme[0].toLowerCase() !== 'file:')
    return {
      reason: `A ${scheme[0].slice(0, -1)} URL needs a host, and this one is empty.`,
      position: authority.hostStart,
    };
  if (host.startsWith('[')) {
    if (!host.endsWith(']'))
      return { reason: 'The IPv6 address opened with “[” is never closed with “]”.', position: authority.hostStart };
    return { reason: `“${host}” is not a valid IPv6 address.`, position: authority.hostStart + 1 };
  }
  if (authority.portStart !== -1) {
    const port = text.slice(authority.portStart, authority.end);
    const bad = port.search(/\D/);
    if (bad !== -1)
      return {
        reason: `${describe(port[bad]!)} in the port: a port is digits only.`,
        position: authority.portStart + bad,
      };
    if (Number(port) > 65535)
      return { reason: `The port is ${Number(port)}; the highest is 65535.`, position: authority.portStart };
  }
  const decoded = special ? safeDecode(host) : host;
  const forbidden = forbiddenHostChar(special ? decoded : host, special);
  if (forbidden) {
    const at = decoded === host ? forbidden.index : host.indexOf('%');
    return {
      reason: `${describe(forbidden.char)} is not allowed in a host.`,
      position: authority.hostStart + Math.max(at, 0),
    };
  }
  if (special && /(^|\.)(0x[0-9a-f]*|\d+)\.?$/i.test(decoded))
    return {
      reason:
        'The host ends in a number, so it is read as an IPv4 address, and it is not a valid one (a part is too large, or not a number).',
      position: authority.hostStart,
    };
  if (special)
    return {
      reason: `The host “${host}” is not a valid domain name: IDNA (UTS #46) refuses it (an invalid xn-- label, or a character no domain may hold).`,
      position: authority.hostStart,
    };
  return { reason: 'The WHATWG URL parser refuses it.' };
}

const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Tamil',
  'Thai',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Han',
  'Bopomofo',
  'Ethiopic',
  'Cherokee',
] as const;
const SCRIPT_TESTS = SCRIPTS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);
/** UTS #39's "highly restrictive" combinations: scripts written together in one language. */
const ALLOWED_MIXES: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];
/** Cyrillic and Greek letters that look like Latin ones: a label of nothing else passes for Latin. */
const LATIN_LOOKALIKES = /^[аеіјоԁһрсѕухԛԝӏаьвнкмтоαεικνορτυχ0-9-]+$/u;

/** Each letter's script, worked out once: a batch of URLs meets the same few letters again and again. */
const scriptOfLetter = new Map<string, string | null>();

function letterScript(char: string): string | null {
  let script = scriptOfLetter.get(char);
  if (script === undefined) {
    script = /\p{L}/u.test(char) ? (SCRIPT_TESTS.find(([, test]) => test.test(char))?.[0] ?? 'Other') : null;
    scriptOfLetter.set(char, script);
  }
  return script;
}

/** The scripts of a label's letters (digits and hyphens belong to none), in order of appearance. */
export function scriptsOf(label: string): string[] {
  if (/^[\w-]*$/.test(label)) return /[A-Za-z]/.test(label) ? ['Latin'] : [];
  const found = new Set<string>();
  for (const char of label) {
    const script = letterScript(char);
    if (script) found.add(script);
  }
  return [...found];
}

function homographWarning(labels: { label: string; scripts: string[] }[]): string | null {
  for (const { label, scripts } of labels) {
    if (scripts.length > 1 && !ALLOWED_MIXES.some((mix) => scripts.every((script) => mix.includes(script))))
      return `The host label “${label}” mixes ${scripts.join(' and ')} letters: a homograph could pass for another name.`;
    if (scripts.length === 1 && scripts[0] !== 'Latin' && LATIN_LOOKALIKES.test(label))
      return `The host label “${label}” is ${scripts[0]} letters that look like Latin ones: a homograph could pass for another name.`;
  }
  return null;
}

/** The characters of `text` (outside the host) that RFC 3986 never allows, which the parser percent-encodes. */
function encodedCharacters(
  text: string,
  authority: Authority | null,
  special: boolean,
): { char: string; position: number }[] {
  const found: { char: string; position: number }[] = [];
  for (let index = 0; index < text.length; index += 1) {
    if (authority && index >= authority.hostStart && index < authority.hostEnd) continue;
    const code = text.codePointAt(index)!;
    const char = String.fromCodePoint(code);
    if (code > 0xffff) index += 1;
    if (/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/.test(char)) continue;
    if (char === '\\' && special) continue;
    found.push({ char, position: index });
  }
  return found;
}

function componentsOf(url: URL, text: string, authority: Authority | null): UrlComponents {
  const { hostname, protocol } = url;
  const hostKind: HostKind =
    hostname === ''
      ? 'empty'
      : hostname.startsWith('[')
        ? 'ipv6'
        : SPECIAL.has(protocol) && /^\d+\.\d+\.\d+\.\d+$/.test(hostname)
          ? 'ipv4'
          : SPECIAL.has(protocol)
            ? 'domain'
            : 'opaque';
  let hostUnicode = hostname;
  if (hostKind === 'domain')
    try {
      hostUnicode = punycode.toUnicode(hostname);
    } catch {
      hostUnicode = hostname;
    }
  const defaultPort = DEFAULT_PORTS[protocol] ?? null;
  const writtenPort = authority && authority.portStart !== -1 ? text.slice(authority.portStart, authority.end) : '';
  // The href writes scheme "//" user ":" password "@": user names hold no raw ":" or "@", so this finds the password.
  const passwordAt = url.href.indexOf('//') + 2 + url.username.length;
  const hrefMasked =
    url.password && url.href.startsWith(`:${url.password}@`, passwordAt)
      ? `${url.href.slice(0, passwordAt + 1)}${'•'.repeat(8)}${url.href.slice(passwordAt + 1 + url.password.length)}`
      : url.href;
  return {
    href: url.href,
    hrefMasked,
    origin: url.origin,
    scheme: protocol.slice(0, -1),
    username: url.username,
    password: url.password,
    hostKind,
    host: hostname,
    hostUnicode,
    port: url.port,
    defaultPort,
    defaultPortWritten:
      url.port === '' && writtenPort !== '' && defaultPort !== null && Number(writtenPort) === Number(defaultPort),
    pathname: url.pathname,
    pathDecoded: safeDecode(url.pathname),
    search: url.search,
    parameters: [...url.searchParams].map(([name, value]) => ({ name, value })),
    hash: url.hash,
    hashDecoded: safeDecode(url.hash),
  };
}

const WARNING_ORDER: readonly UrlWarning['kind'][] = [
  'typo',
  'mixed-scripts',
  'credentials',
  'stripped',
  'encoded',
  'ipv4-form',
  'rfc3986',
  'http',
  'ip-host',
];

/** The web schemes a mistyped one is taken for, https first (htts is more likely https than http). */
const WEB_SCHEMES = ['https', 'http'] as const;

/**
 * A scheme that reads as a slip of the keyboard for http or https (htp:, htps:, htttp:, hppts:). The parser
 * takes any name as a scheme, so `htp:/example.com` is a valid URL with no host: nothing else would say so.
 */
function schemeTypo(text: string, url: URL): UrlWarning | null {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):([/\\]*)/.exec(text);
  if (!scheme) return null;
  const [written, name, slashes] = scheme as unknown as [string, string, string];
  const lower = name.toLowerCase();
  if (!SPECIAL.has(`${lower}:`)) {
    const web = WEB_SCHEMES.find((candidate) => editDistance(lower, candidate, 1) <= 1);
    if (!web) return null;
    return {
      kind: 'typo',
      message: `“${written}” looks like a typo of “${web}://”: as written, “${name}” is a scheme of its own, so this is no web address${url.host === '' ? `, and it has no host (“${url.pathname}” is its path)` : ''}.`,
      position: 0,
    };
  }
  // The parser takes any run of slashes after a special scheme, so http:/example.com opens example.com in a
  // browser, where RFC 3986 and most other parsers see a path and no host. file: has its own rules.
  if (lower === 'file' || slashes === '//' || slashes.includes('\\')) return null;
  const count =
    ['no slash', 'one slash', '', 'three slashes', 'four slashes'][slashes.length] ?? `${slashes.length} slashes`;
  return {
    kind: 'typo',
    message: `“${written}” has ${count} where “${lower}://” has two: browsers still read “${url.host}” as the host, but RFC 3986 and most other parsers see ${slashes.length > 2 ? 'an empty host' : 'no host'}.`,
    position: name.length + 1,
  };
}

/** `https//example.com`: a web scheme and its slashes with no colon between, which reads as a relative path. */
function missingColon(text: string): string | null {
  const match = /^(https?|wss?|ftp)\/\//i.exec(text);
  return match
    ? `“${match[0]}” has no colon: write “${match[1]!.toLowerCase()}://”. As written, there is no scheme, and the whole is a relative path.`
    : null;
}

function parseOrNull(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/**
 * What a parsed URL risks or hides, beyond whether it parses: credentials, plain HTTP, an address for a host,
 * a homograph, characters the parser had to encode, a backslash. Positions are the input's.
 */
function riskWarnings({
  url,
  text,
  authority,
  components,
  hostScripts,
  resolved,
  leading,
}: {
  url: URL;
  text: string;
  authority: Authority | null;
  components: UrlComponents;
  hostScripts: UrlAnalysis['hostScripts'];
  resolved: boolean;
  leading: number;
}): UrlWarning[] {
  const found: UrlWarning[] = [];
  const special = SPECIAL.has(url.protocol);
  const hostPosition = authority ? authority.hostStart + leading : undefined;
  if (url.username || url.password)
    found.push({
      kind: 'credentials',
      message: `The URL holds ${url.password ? 'a user name and a password' : 'a user name'}: anyone who sees the link sees ${url.password ? 'them' : 'it'}, and browsers hide or refuse such links.`,
      position: authority ? authority.userinfoStart + leading : undefined,
    });
  if (url.protocol === 'http:' || url.protocol === 'ws:' || url.protocol === 'ftp:')
    found.push({
      kind: 'http',
      message: `Plain ${url.protocol.slice(0, -1)}: nothing is encrypted, so anyone on the way can read or change it. Use ${url.protocol === 'ws:' ? 'wss' : 'https'}.`,
      position: leading,
    });
  if (components.hostKind === 'ipv4' || components.hostKind === 'ipv6')
    found.push({
      kind: 'ip-host',
      message: `The host is an ${components.hostKind === 'ipv4' ? 'IPv4' : 'IPv6'} address, not a name: no certificate names it as a rule, and it says nothing of who runs it.`,
      position: hostPosition,
    });
  if (components.hostKind === 'ipv4' && authority) {
    const written = text.slice(authority.hostStart, authority.hostEnd);
    if (written !== url.hostname)
      found.push({
        kind: 'ipv4-form',
        message: `The host “${written}” is read as the IPv4 address ${url.hostname} (hex, octal or fewer than four parts, as inet_aton reads them).`,
        position: hostPosition,
      });
  }
  const homograph = homographWarning(hostScripts);
  if (homograph) found.push({ kind: 'mixed-scripts', message: homograph, position: hostPosition });
  if (!resolved) {
    const encoded = encodedCharacters(text, authority, special);
    // mailto:, urn: and the like: the parser keeps spaces in such a path as they are.
    const opaque = !special && authority === null;
    if (encoded.length > 0) {
      const listed = encoded
        .slice(0, 3)
        .map(({ char, position }) => `${describe(char)} at ${position + leading + 1}`)
        .join(', ');
      found.push({
        kind: 'encoded',
        message: `${encoded.length} character${encoded.length === 1 ? '' : 's'} a URL may not hold as ${encoded.length === 1 ? 'it is' : 'they are'}, which the parser had to percent-encode${opaque ? ' (or, in an opaque path, kept)' : ''}: ${listed}${encoded.length > 3 ? ', …' : ''}.`,
        position: encoded[0]!.position + leading,
      });
    }
    if (special && text.includes('\\'))
      found.push({
        kind: 'encoded',
        message: 'A backslash, which the parser reads as “/” in this scheme (RFC 3986 does not).',
        position: text.indexOf('\\') + leading,
      });
  }
  return found;
}

/** Everything the screen shows of one URL: the WHATWG parse, its components, the RFC 3986 check and the warnings. */
export function analyseUrl(value: string, { base }: UrlOptions): UrlAnalysis {
  const strict = checkRfc3986(value);
  if (value.trim() === '' && base.trim() === '')
    return {
      check: { verdict: 'invalid', reason: 'The URL is empty.', position: 0 },
      components: null,
      strict,
      warnings: [],
      hostScripts: [],
      resolved: false,
      strictAscii: null,
      passwordSpan: null,
    };
  const warnings: UrlWarning[] = [];
  const leading = strippable(value, false);
  const trailing = strippable(value.slice(leading), true);
  if (leading > 0 || trailing > 0)
    warnings.push({
      kind: 'stripped',
      message: `The parser stripped ${leading > 0 ? `${leading} leading` : ''}${leading > 0 && trailing > 0 ? ' and ' : ''}${trailing > 0 ? `${trailing} trailing` : ''} space or control character${leading + trailing === 1 ? '' : 's'}.`,
      position: leading > 0 ? 0 : value.length - trailing,
    });
  const trimmed = value.slice(leading, value.length - trailing);
  const tabOrNewline = /[\t\n\r]/.exec(trimmed);
  if (tabOrNewline)
    warnings.push({
      kind: 'stripped',
      message: `The parser removed ${describe(tabOrNewline[0])} (and any other tab or line break) from inside the URL.`,
      position: leading + tabOrNewline.index,
    });
  const text = trimmed.replace(/[\t\n\r]/g, '');
  const refused = (reason: string, position?: number): UrlAnalysis => ({
    check: {
      verdict: 'invalid',
      reason: reason.charAt(0).toUpperCase() + reason.slice(1),
      position: position === undefined ? undefined : position + leading,
    },
    components: null,
    strict,
    warnings,
    hostScripts: [],
    resolved: false,
    strictAscii: null,
    passwordSpan: null,
  });
  const baseText = base.trim();
  if (baseText !== '' && !URL.canParse(baseText))
    return refused('The base URL is not a valid URL itself: correct it or clear it.');
  const parsed = baseText === '' ? null : parseOrNull(text);
  const url = parseOrNull(text, baseText || undefined);
  if (!url) {
    const { reason, position } = whyRefused(text, baseText);
    return refused(reason, position);
  }
  // WHATWG resolves "http:g" against an http base as a relative reference (RFC 3986's loophole, section 5.2.2).
  const resolved = baseText !== '' && (parsed === null || parsed.href !== url.href);
  const authority = resolved ? null : findAuthority(text);
  const special = SPECIAL.has(url.protocol);
  if (authority && special && url.protocol !== 'file:') {
    // Chromium's parser still takes some hosts the URL standard refuses (a space, for one): hold it to the standard.
    const written = text.slice(authority.hostStart, authority.hostEnd);
    const decoded = safeDecode(written);
    const forbidden = written.startsWith('[') ? null : forbiddenHostChar(decoded, true);
    if (forbidden) {
      const at = decoded === written ? forbidden.index : written.indexOf('%');
      return refused(`${describe(forbidden.char)} is not allowed in a host.`, authority.hostStart + Math.max(at, 0));
    }
  }
  const components = componentsOf(url, text, authority);

  const colon = resolved ? missingColon(text) : null;
  const typo = resolved ? null : schemeTypo(text, url);
  if (colon) warnings.push({ kind: 'typo', message: colon, position: /^[a-z]+/i.exec(text)![0].length + leading });
  else if (typo) warnings.push({ ...typo, position: typo.position! + leading });

  const hostScripts =
    components.hostKind === 'domain'
      ? components.hostUnicode.split('.').map((label) => ({ label, scripts: scriptsOf(label) }))
      : [];
  warnings.push(...riskWarnings({ url, text, authority, components, hostScripts, resolved, leading }));
  // A Unicode host is an IRI's, not a URI's; browsers convert it to punycode, shown beside it: no warning for that alone.
  const unicodeHost =
    authority !== null &&
    strict.position !== undefined &&
    strict.position - leading >= authority.hostStart &&
    strict.position - leading < authority.hostEnd &&
    value.codePointAt(strict.position)! > 127;
  if (
    !strict.valid &&
    !unicodeHost &&
    !warnings.some((warning) => warning.kind === 'encoded' || warning.kind === 'stripped')
  )
    warnings.push({
      kind: 'rfc3986',
      message: `Browsers accept it, but RFC 3986 does not: ${strict.reason}`,
      position: strict.position,
    });
  warnings.sort((a, b) => WARNING_ORDER.indexOf(a.kind) - WARNING_ORDER.indexOf(b.kind));

  const details = `${components.scheme}${components.hostKind === 'empty' ? '' : `, ${components.hostKind === 'domain' ? components.hostUnicode : components.host}`}`;
  const check: Check =
    warnings.length > 0
      ? { verdict: 'warning', reason: warnings[0]!.message, position: warnings[0]!.position, details }
      : {
          verdict: 'valid',
          reason: resolved
            ? 'A valid relative reference, resolved against the base URL.'
            : strict.valid
              ? 'A valid URL: the WHATWG parser and RFC 3986 both accept it.'
              : 'A valid URL.',
          details,
        };
  let passwordSpan: [number, number] | null = null;
  if (authority && url.password && authority.hostStart > authority.userinfoStart) {
    const colon = text.indexOf(':', authority.userinfoStart);
    // Positions in `text` match the input's when no tab or line break was removed from inside it.
    if (colon !== -1 && colon < authority.hostStart - 1 && !tabOrNewline)
      passwordSpan = [colon + 1 + leading, authority.hostStart - 1 + leading];
  }
  const strictAscii =
    unicodeHost && authority
      ? checkRfc3986(text.slice(0, authority.hostStart) + url.hostname + text.slice(authority.hostEnd))
      : null;
  return { check, components, strict, warnings, hostScripts, resolved, strictAscii, passwordSpan };
}

/** The verdict alone, for the batch. */
export function checkUrl(value: string, options: UrlOptions): Check {
  return analyseUrl(value, options).check;
}
