/**
 * The value checks of the well-known header fields: each says what is wrong with a value and why, citing
 * the specification that defines the field.
 */
import type { Severity } from '../../lib/problems';
import {
  DIGITS,
  QVALUE,
  checkHttpDate,
  firstNonTokenChar,
  isQuotedString,
  isToken,
  listElements,
  originProblem,
  parseParameter,
  splitOutsideQuotes,
  trimPiece,
  unquote,
  uriReferenceProblem,
  type Piece,
} from './grammar';
import { parseStructured, type StructuredType } from './structured';
import { editDistance } from '../../lib/edit-distance';

export type MessageKind = 'request' | 'response';

export interface FieldContext {
  /** The field name as written. */
  name: string;
  value: string;
  kind: MessageKind;
  /** "HTTP/1.1", "HTTP/2"... from the start line; null without one. */
  version: string | null;
  /** Reports a problem in the value, from `start` (in the value) for `length` units (the whole value by default). */
  report: (severity: Severity, message: string, start?: number, length?: number, code?: string) => void;
}

export interface HeaderSpec {
  /** What the field is, for the header table. */
  about: string;
  side: MessageKind | 'both';
  /**
   * How repeats behave: `list` fields combine into one comma-separated value (RFC 9110 §5.3); `single`
   * fields must not repeat; `cookie` is Set-Cookie, which repeats by design and never combines.
   */
  repeat: 'list' | 'single' | 'cookie';
  /** RFC 9651 structured field type, for the fields defined as structured. */
  structured?: StructuredType;
  check?: (field: FieldContext) => void;
}

const DELTA_SECONDS = DIGITS;
const ONE_YEAR = 31_536_000;

/** The whole value is one token, or say which character is not. */
function requireToken(field: FieldContext, text: string, start: number, what: string) {
  if (text === '') {
    field.report('error', `${what} is empty`, start, 0, 'empty-value');
    return false;
  }
  const bad = firstNonTokenChar(text);
  if (bad === -1) return true;
  field.report(
    'error',
    `${what} "${text}" is not a token: "${text[bad]}" is not allowed in one (RFC 9110 §5.6.2)`,
    start + bad,
    1,
    'token',
  );
  return false;
}

function checkDate(field: FieldContext, { invalidSeverity = 'error' as Severity, invalidNote = '' } = {}) {
  const result = checkHttpDate(field.value);
  if (!result.ok) {
    field.report(
      invalidSeverity,
      `${field.name} is not a valid HTTP date: ${result.reason}${invalidNote}`,
      0,
      field.value.length,
      'http-date',
    );
    return null;
  }
  if (result.obsolete)
    field.report(
      'warning',
      `${field.name} uses the obsolete ${result.obsolete === 'rfc850' ? 'RFC 850' : 'asctime'} date format: senders must generate IMF-fixdate, such as "${new Date(result.time).toUTCString()}" (RFC 9110 §5.6.7)`,
      0,
      field.value.length,
      'obsolete-date',
    );
  return result.time;
}

function checkDigits(field: FieldContext, what = field.name) {
  if (DELTA_SECONDS.test(field.value)) return Number(field.value);
  const sign = /^[+-]/.test(field.value);
  field.report(
    'error',
    sign
      ? `${what} takes digits only: no sign is allowed`
      : `${what} must be a non-negative whole number of digits, not "${field.value}"`,
    0,
    field.value.length,
    'digits',
  );
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Media types, content negotiation

const MEDIA_TYPE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+)\/([!#$%&'*+\-.^_`|~0-9A-Za-z]+)$/;

function checkParameters(field: FieldContext, pieces: readonly Piece[], what: string) {
  const seen = new Set<string>();
  for (const piece of pieces) {
    if (piece.text === '') {
      field.report('warning', `An empty parameter (a stray ";") in ${what}`, piece.start, 1, 'parameter');
      continue;
    }
    const parameter = parseParameter(piece);
    if (parameter.value === null) {
      field.report(
        'error',
        `The parameter "${parameter.name}" in ${what} has no "=value": parameters are name=value (RFC 9110 §5.6.6)`,
        piece.start,
        piece.text.length,
        'parameter',
      );
      continue;
    }
    if (parameter.name !== parameter.name.trim() || /\s$/.test(piece.text.slice(0, piece.text.indexOf('='))))
      field.report(
        'error',
        `No whitespace is allowed around "=" in a parameter (RFC 9110 §5.6.6)`,
        piece.start,
        piece.text.length,
        'parameter',
      );
    else if (!requireToken(field, parameter.name, parameter.start, 'The parameter name')) continue;
    if (!isToken(parameter.value) && !isQuotedString(parameter.value))
      field.report(
        'error',
        `The value of "${parameter.name}" is neither a token nor a quoted string: quote it (RFC 9110 §5.6.6)`,
        parameter.valueStart,
        parameter.value.length,
        'parameter',
      );
    const lower = parameter.name.toLowerCase();
    if (seen.has(lower))
      field.report(
        'warning',
        `The parameter "${parameter.name}" appears twice in ${what}`,
        piece.start,
        piece.text.length,
        'parameter',
      );
    seen.add(lower);
  }
}

function checkMediaType(field: FieldContext, piece: Piece, { range = false } = {}) {
  const [type, ...parameters] = splitOutsideQuotes(piece.text, ';').map((part) => ({
    ...part,
    start: part.start + piece.start,
  }));
  const match = MEDIA_TYPE.exec(type!.text);
  if (!match) {
    field.report(
      'error',
      `"${type!.text}" is not a media type: it is type/subtype, such as text/html (RFC 9110 §8.3.1)`,
      type!.start,
      type!.text.length,
      'media-type',
    );
    return;
  }
  if (!range && (match[1] === '*' || match[2] === '*'))
    field.report(
      'error',
      `${field.name} names one media type: "*" is only for Accept`,
      type!.start,
      type!.text.length,
      'media-type',
    );
  if (range && match[1] === '*' && match[2] !== '*')
    field.report(
      'error',
      `"${type!.text}" is not a media range: only */* and type/* use "*"`,
      type!.start,
      type!.text.length,
      'media-type',
    );
  checkParameters(field, parameters, `"${type!.text}"`);
  for (const part of parameters) {
    const parameter = parseParameter(part);
    if (parameter.value === null) continue;
    const lower = parameter.name.toLowerCase();
    const value = unquote(parameter.value).toLowerCase();
    if (lower === 'charset' && (value === 'utf8' || value === 'utf_8'))
      field.report(
        'warning',
        `The charset is registered as "utf-8", not "${parameter.value}"`,
        parameter.valueStart,
        parameter.value.length,
        'charset',
      );
    if (range && lower === 'q' && !QVALUE.test(parameter.value))
      field.report(
        'error',
        `"q=${parameter.value}" is not a weight: it is 0 to 1 with at most three decimals`,
        parameter.valueStart,
        parameter.value.length,
        'qvalue',
      );
  }
  if (!range && match[1]!.toLowerCase() === 'text' && !parameters.some((part) => /^charset\s*=/i.test(part.text)))
    field.report(
      'info',
      `${type!.text} has no charset: browsers then guess the encoding, so add "; charset=utf-8"`,
      type!.start,
      type!.text.length,
      'charset',
    );
}

function checkContentType(field: FieldContext) {
  if (listElements(field.value).length > 1)
    field.report(
      'error',
      'Content-Type names one media type; a comma-separated list is not allowed',
      0,
      field.value.length,
      'media-type',
    );
  checkMediaType(field, trimPiece(field.value, 0));
}

/** Accept-Encoding, Accept-Language, Accept-Charset: tokens (or language ranges) with optional weights. */
function weightedList(valuePattern: RegExp, what: string) {
  return (field: FieldContext) => {
    for (const element of listElements(field.value)) {
      const [head, ...parameters] = splitOutsideQuotes(element.text, ';');
      if (!valuePattern.test(head!.text))
        field.report(
          'error',
          `"${head!.text}" is not ${what}`,
          element.start + head!.start,
          head!.text.length,
          'list-element',
        );
      for (const part of parameters) {
        const parameter = parseParameter(part);
        if (parameter.name.toLowerCase() !== 'q' || parameter.value === null || !QVALUE.test(parameter.value))
          field.report(
            'error',
            `"${part.text}" is not a weight: write ";q=" and a number from 0 to 1 with at most three decimals (RFC 9110 §12.4.2)`,
            element.start + part.start,
            part.text.length,
            'qvalue',
          );
      }
    }
  };
}

function checkAccept(field: FieldContext) {
  for (const element of listElements(field.value)) checkMediaType(field, element, { range: true });
}

// ---------------------------------------------------------------------------------------------------------
// Caching

const RESPONSE_CACHE_DIRECTIVES = new Set([
  'max-age',
  's-maxage',
  'no-cache',
  'no-store',
  'no-transform',
  'must-revalidate',
  'proxy-revalidate',
  'must-understand',
  'private',
  'public',
  'immutable',
  'stale-while-revalidate',
  'stale-if-error',
]);
const REQUEST_CACHE_DIRECTIVES = new Set([
  'max-age',
  'max-stale',
  'min-fresh',
  'no-cache',
  'no-store',
  'no-transform',
  'only-if-cached',
  'stale-if-error',
]);
const SECONDS_ARGUMENT = new Set(['max-age', 's-maxage', 'stale-while-revalidate', 'stale-if-error', 'min-fresh']);
const NO_ARGUMENT = new Set([
  'no-store',
  'no-transform',
  'must-revalidate',
  'proxy-revalidate',
  'must-understand',
  'public',
  'immutable',
  'only-if-cached',
]);

function checkCacheControl(field: FieldContext) {
  const known = field.kind === 'request' ? REQUEST_CACHE_DIRECTIVES : RESPONSE_CACHE_DIRECTIVES;
  const other = field.kind === 'request' ? RESPONSE_CACHE_DIRECTIVES : REQUEST_CACHE_DIRECTIVES;
  const found = new Map<string, { start: number; length: number; value: string | null }>();
  for (const element of listElements(field.value)) {
    const directive = parseParameter(element);
    const name = directive.name.toLowerCase();
    if (!requireToken(field, directive.name, element.start, 'The directive name')) continue;
    if (found.has(name))
      field.report(
        'warning',
        `"${name}" appears twice: caches may take either value, or treat the response as stale (RFC 9111 §4.2.1)`,
        element.start,
        element.text.length,
        'duplicate-directive',
      );
    found.set(name, { start: element.start, length: element.text.length, value: directive.value });
    if (!known.has(name)) {
      field.report(
        other.has(name) ? 'warning' : 'info',
        other.has(name)
          ? `"${name}" is a ${field.kind === 'request' ? 'response' : 'request'} directive: in a ${field.kind} it has no effect`
          : `"${name}" is not a standard Cache-Control directive (RFC 9111 §5.2): caches that do not know it ignore it`,
        element.start,
        element.text.length,
        'cache-directive',
      );
      continue;
    }
    if (SECONDS_ARGUMENT.has(name) || (name === 'max-stale' && directive.value !== null)) {
      if (directive.value === null) {
        field.report(
          'error',
          `"${name}" needs a number of seconds: "${name}=3600"`,
          element.start,
          element.text.length,
          'cache-directive',
        );
        continue;
      }
      const seconds = unquote(directive.value);
      if (!DELTA_SECONDS.test(seconds))
        field.report(
          'error',
          `"${name}=${directive.value}" is not a whole number of seconds (delta-seconds, RFC 9111 §1.2.2)`,
          directive.valueStart,
          directive.value.length,
          'delta-seconds',
        );
      else if (directive.value.startsWith('"'))
        field.report(
          'warning',
          `Write "${name}=${seconds}" without quotes: senders must use the token form (RFC 9111 §5.2)`,
          directive.valueStart,
          directive.value.length,
          'delta-seconds',
        );
    } else if (NO_ARGUMENT.has(name) && directive.value !== null) {
      field.report(
        'warning',
        `"${name}" takes no argument: "=${directive.value}" is ignored`,
        element.start,
        element.text.length,
        'cache-directive',
      );
    }
  }
  const maxAge = found.get('max-age');
  const noStore = found.get('no-store');
  if (field.kind === 'response' && noStore && maxAge && maxAge.value !== '0')
    field.report(
      'warning',
      '"no-store" and "max-age" conflict: nothing is stored, so max-age has no effect; remove one',
      maxAge.start,
      maxAge.length,
      'cache-conflict',
    );
  if (found.has('public') && found.has('private'))
    field.report(
      'warning',
      '"public" and "private" conflict: caches take the more restrictive "private"; keep only the one you mean',
      found.get('public')!.start,
      found.get('public')!.length,
      'cache-conflict',
    );
  if (found.has('immutable') && found.has('no-cache'))
    field.report(
      'warning',
      '"immutable" and "no-cache" conflict: no-cache makes every use revalidate',
      found.get('immutable')!.start,
      found.get('immutable')!.length,
      'cache-conflict',
    );
}

function checkEntityTag(field: FieldContext, piece: Piece) {
  if (/^(W\/)?"[\x21\x23-\x7E\x80-\xFF]*"$/.test(piece.text)) return;
  const reason = /^w\//.test(piece.text)
    ? 'the weak prefix is an upper-case "W/"'
    : piece.text.startsWith('"')
      ? 'an entity tag holds no spaces, double quotes or control characters inside its quotes'
      : 'an entity tag is in double quotes, with "W/" in front for a weak one: "abc" or W/"abc"';
  field.report(
    'error',
    `"${piece.text}" is not an entity tag: ${reason} (RFC 9110 §8.8.3)`,
    piece.start,
    piece.text.length,
    'entity-tag',
  );
}

function checkEntityTagList(field: FieldContext) {
  if (field.value === '*') return;
  const elements = listElements(field.value);
  for (const element of elements) {
    if (element.text === '*')
      field.report(
        'error',
        '"*" stands alone: it cannot be one of a list of entity tags',
        element.start,
        1,
        'entity-tag',
      );
    else checkEntityTag(field, element);
  }
}

function checkExpires(field: FieldContext) {
  checkDate(field, {
    invalidSeverity: 'warning',
    invalidNote: '. Caches treat an invalid Expires, such as "0" or "-1", as a time in the past (RFC 9111 §5.3)',
  });
}

// ---------------------------------------------------------------------------------------------------------
// Security headers

function checkHsts(field: FieldContext) {
  const seen = new Set<string>();
  let maxAge: number | null = null;
  for (const piece of splitOutsideQuotes(field.value, ';')) {
    if (piece.text === '') continue;
    const directive = parseParameter(piece);
    const name = directive.name.toLowerCase();
    if (seen.has(name))
      field.report(
        'error',
        `"${directive.name}" appears twice: browsers then ignore the whole header (RFC 6797 §6.1)`,
        piece.start,
        piece.text.length,
        'hsts',
      );
    seen.add(name);
    if (name === 'max-age') {
      const seconds = directive.value === null ? '' : unquote(directive.value);
      if (!DELTA_SECONDS.test(seconds))
        field.report(
          'error',
          `max-age must be a number of seconds, as in "max-age=31536000" (RFC 6797 §6.1.1)`,
          piece.start,
          piece.text.length,
          'hsts',
        );
      else maxAge = Number(seconds);
    } else if (name === 'includesubdomains' || name === 'preload') {
      if (directive.value !== null)
        field.report('warning', `"${directive.name}" takes no value`, piece.start, piece.text.length, 'hsts');
    } else {
      field.report(
        'info',
        `"${directive.name}" is not an HSTS directive: browsers ignore it`,
        piece.start,
        piece.text.length,
        'hsts',
      );
    }
  }
  if (!seen.has('max-age'))
    field.report(
      'error',
      'Strict-Transport-Security needs max-age: without it browsers ignore the header (RFC 6797 §6.1.1)',
      0,
      field.value.length,
      'hsts',
    );
  else if (maxAge === 0)
    field.report('info', 'max-age=0 tells browsers to forget this host’s HSTS policy', 0, field.value.length, 'hsts');
  else if (maxAge !== null && maxAge < ONE_YEAR)
    field.report(
      'warning',
      `max-age=${maxAge} is less than a year (31536000): a year or more is recommended, and is needed for the preload list`,
      0,
      field.value.length,
      'hsts',
    );
  if (seen.has('preload') && (!seen.has('includesubdomains') || (maxAge ?? 0) < ONE_YEAR))
    field.report(
      'warning',
      'The HSTS preload list requires max-age of at least 31536000 and includeSubDomains along with preload',
      0,
      field.value.length,
      'hsts-preload',
    );
}

const CSP_FETCH_DIRECTIVES = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'prefetch-src',
  'fenced-frame-src',
]);
const CSP_SOURCE_LIST_DIRECTIVES = new Set([...CSP_FETCH_DIRECTIVES, 'base-uri', 'form-action', 'frame-ancestors']);
const CSP_OTHER_DIRECTIVES = new Set([
  'sandbox',
  'report-uri',
  'report-to',
  'upgrade-insecure-requests',
  'require-trusted-types-for',
  'trusted-types',
  'webrtc',
]);
const CSP_OBSOLETE: Record<string, string> = {
  'block-all-mixed-content': 'is deprecated: browsers now block mixed content anyway; use upgrade-insecure-requests',
  'plugin-types': "was removed from CSP: plugins are gone; use object-src 'none'",
  referrer: 'was removed: use the Referrer-Policy header',
  'reflected-xss': 'was removed: it never shipped',
  'navigate-to': 'was removed from the CSP specification and never shipped',
  'require-sri-for': 'was never standardised and is ignored',
  'disown-opener': 'was never standardised and is ignored',
};
const CSP_KEYWORDS = new Set([
  "'self'",
  "'none'",
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'strict-dynamic'",
  "'unsafe-hashes'",
  "'report-sample'",
  "'wasm-unsafe-eval'",
  "'inline-speculation-rules'",
  "'unsafe-allow-redirects'",
  "'trusted-types-eval'",
]);
const HASH_LENGTHS: Record<string, number> = { sha256: 44, sha384: 64, sha512: 88 };
const SANDBOX_TOKENS = new Set([
  'allow-downloads',
  'allow-forms',
  'allow-modals',
  'allow-orientation-lock',
  'allow-pointer-lock',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-presentation',
  'allow-same-origin',
  'allow-scripts',
  'allow-top-navigation',
  'allow-top-navigation-by-user-activation',
  'allow-top-navigation-to-custom-protocols',
  'allow-storage-access-by-user-activation',
]);
const HOST_SOURCE =
  /^(?:[a-zA-Z][a-zA-Z0-9+.-]*:\/\/)?(?:\*|(?:\*\.)?[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)*)(?::(?:\d+|\*))?(?:\/[^;,\s]*)?$/;

/** What a CSP source expression is wrong with (CSP 3 §2.3.1), or null. */
function sourceProblem(source: string, directive: string): { severity: Severity; reason: string } | null {
  const lower = source.toLowerCase();
  if (lower.startsWith("'")) {
    if (CSP_KEYWORDS.has(lower)) {
      if (directive === 'frame-ancestors' && lower !== "'self'" && lower !== "'none'")
        return {
          severity: 'warning',
          reason: `${source} has no meaning in frame-ancestors, which takes only 'self', 'none', schemes and hosts`,
        };
      return null;
    }
    const nonce = /^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/.exec(source);
    if (nonce) {
      if (nonce[1]!.length < 22)
        return {
          severity: 'warning',
          reason: `the nonce is short: use at least 128 random bits (22 base64 characters), new on every response`,
        };
      return null;
    }
    const hash = /^'(sha256|sha384|sha512)-([A-Za-z0-9+/_-]+={0,2})'$/i.exec(source);
    if (hash) {
      const expected = HASH_LENGTHS[hash[1]!.toLowerCase()]!;
      const digits = hash[2]!;
      if (
        digits.length !== expected &&
        digits.replace(/=+$/, '').length !== expected - (expected === 44 ? 1 : expected === 88 ? 2 : 0)
      )
        return {
          severity: 'error',
          reason: `a base64 ${hash[1]} digest is ${expected} characters long, this one ${digits.length}`,
        };
      return null;
    }
    if (/^'nonce-/i.test(source) || /^'sha\d+-/i.test(source))
      return {
        severity: 'error',
        reason: "a nonce or hash is base64 between the quotes: 'nonce-R4nd0m...', 'sha256-...'",
      };
    return {
      severity: 'error',
      reason:
        "is not a CSP keyword: the quoted keywords are 'self', 'none', 'unsafe-inline', 'unsafe-eval', 'strict-dynamic'...",
    };
  }
  const bare = [
    'self',
    'none',
    'unsafe-inline',
    'unsafe-eval',
    'strict-dynamic',
    'unsafe-hashes',
    'report-sample',
    'wasm-unsafe-eval',
  ];
  if (bare.includes(lower) || lower.startsWith('nonce-') || /^sha(256|384|512)-/.test(lower))
    return {
      severity: 'error',
      reason: `must be in single quotes ('${source}'): unquoted, browsers read it as a host named "${source}"`,
    };
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:$/.test(source)) return null;
  if (HOST_SOURCE.test(source)) return null;
  return {
    severity: 'error',
    reason:
      'is not a CSP source: a quoted keyword, a nonce or hash, a scheme ("https:") or a host ("https://cdn.example.com", "*.example.com")',
  };
}

function checkCsp(field: FieldContext) {
  // Several policies can share one header, separated by commas; each is enforced on its own.
  for (const policy of splitOutsideQuotes(field.value, ',')) {
    if (policy.text === '') continue;
    const directives = new Map<string, string[]>();
    for (const piece of splitOutsideQuotes(policy.text, ';')) {
      if (piece.text === '') continue;
      const start = policy.start + piece.start;
      const [nameText, ...rest] = piece.text.split(/[ \t]+/);
      const name = nameText!.toLowerCase();
      if (directives.has(name)) {
        field.report(
          'warning',
          `"${name}" appears twice in the policy: browsers use the first and ignore this one`,
          start,
          piece.text.length,
          'csp-duplicate',
        );
        continue;
      }
      directives.set(
        name,
        rest.map((source) => source.toLowerCase()),
      );
      if (name in CSP_OBSOLETE) {
        field.report('warning', `"${name}" ${CSP_OBSOLETE[name]}`, start, nameText!.length, 'csp-directive');
        continue;
      }
      if (!CSP_SOURCE_LIST_DIRECTIVES.has(name) && !CSP_OTHER_DIRECTIVES.has(name)) {
        field.report(
          'error',
          /^[a-z-]+$/.test(name)
            ? `"${nameText}" is not a CSP directive: browsers ignore it (a typo for ${closestDirective(name)}?)`
            : `"${nameText}" is not a CSP directive name`,
          start,
          nameText!.length,
          'csp-directive',
        );
        continue;
      }
      let offset = start + nameText!.length;
      const sources: { text: string; start: number }[] = [];
      for (const source of rest) {
        offset = field.value.indexOf(source, offset);
        sources.push({ text: source, start: offset });
        offset += source.length;
      }
      if (CSP_SOURCE_LIST_DIRECTIVES.has(name)) {
        if (sources.length === 0)
          field.report(
            'warning',
            `"${name}" has no sources: an empty list blocks everything; write 'none' to say so`,
            start,
            nameText!.length,
            'csp-source',
          );
        for (const source of sources) {
          const problem = sourceProblem(source.text, name);
          if (problem)
            field.report(
              problem.severity,
              `"${source.text}" in ${name}: ${problem.reason.replace(/^is /, 'it is ')}`,
              source.start,
              source.text.length,
              'csp-source',
            );
        }
        const lowered = sources.map((source) => source.text.toLowerCase());
        if (lowered.includes("'none'") && lowered.length > 1)
          field.report(
            'warning',
            `'none' in ${name} with other sources: 'none' is ignored and the other sources apply`,
            start,
            piece.text.length,
            'csp-source',
          );
        if (name === 'script-src' || name === 'default-src' || name === 'script-src-elem') {
          const hasNonceOrHash = lowered.some((source) => /^'(nonce|sha256|sha384|sha512)-/.test(source));
          const inline = sources.find((source) => source.text.toLowerCase() === "'unsafe-inline'");
          if (inline)
            field.report(
              hasNonceOrHash ? 'info' : 'warning',
              hasNonceOrHash
                ? `'unsafe-inline' is ignored in ${name} because a nonce or hash is present (a fallback for old browsers)`
                : `'unsafe-inline' in ${name} allows inline scripts, which defeats most of CSP’s protection against XSS: use nonces or hashes`,
              inline.start,
              inline.text.length,
              'csp-unsafe',
            );
          const evalSource = sources.find((source) => source.text.toLowerCase() === "'unsafe-eval'");
          if (evalSource)
            field.report(
              'warning',
              `'unsafe-eval' in ${name} lets scripts run strings as code (eval, new Function): remove it if you can`,
              evalSource.start,
              evalSource.text.length,
              'csp-unsafe',
            );
          const wide = sources.find((source) => ['*', 'http:', 'https:', 'data:'].includes(source.text.toLowerCase()));
          if (wide && !lowered.includes("'strict-dynamic'"))
            field.report(
              'warning',
              `"${wide.text}" in ${name} allows scripts from almost anywhere: list the hosts you use, or use nonces with 'strict-dynamic'`,
              wide.start,
              wide.text.length,
              'csp-unsafe',
            );
        }
      } else if (name === 'sandbox') {
        for (const source of sources)
          if (!SANDBOX_TOKENS.has(source.text.toLowerCase()))
            field.report(
              'warning',
              `"${source.text}" is not a sandbox flag: browsers ignore it`,
              source.start,
              source.text.length,
              'csp-sandbox',
            );
      } else if (name === 'upgrade-insecure-requests' && sources.length > 0) {
        field.report('warning', 'upgrade-insecure-requests takes no value', start, piece.text.length, 'csp-directive');
      } else if (name === 'report-uri') {
        field.report(
          'info',
          'report-uri is deprecated in favour of report-to (keep both while browsers move)',
          start,
          nameText!.length,
          'csp-directive',
        );
      }
    }
    const reportOnly = field.name.toLowerCase().endsWith('report-only');
    const missing: string[] = [];
    if (!directives.has('default-src') && !directives.has('script-src'))
      missing.push('default-src (or script-src): without it scripts load from anywhere');
    if (!directives.has('object-src') && !directives.has('default-src'))
      missing.push("object-src 'none': plugins are otherwise allowed");
    if (!directives.has('base-uri'))
      missing.push("base-uri 'self' or 'none': without it an injected <base> can redirect relative script URLs");
    if (!directives.has('frame-ancestors') && !reportOnly)
      missing.push('frame-ancestors: the modern protection against framing (clickjacking)');
    for (const note of missing)
      field.report('info', `The policy has no ${note}`, policy.start, policy.text.length, 'csp-missing');
  }
}

function closestDirective(name: string): string {
  const all = [...CSP_SOURCE_LIST_DIRECTIVES, ...CSP_OTHER_DIRECTIVES];
  let best = all[0]!;
  let bestDistance = Infinity;
  for (const candidate of all) {
    // The limit only stops early on a long name: every directive name is far shorter.
    const distance = editDistance(name, candidate, 40);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return `"${best}"`;
}

function checkFrameOptions(field: FieldContext) {
  const value = field.value.toUpperCase();
  if (value === 'DENY' || value === 'SAMEORIGIN') return;
  if (value.startsWith('ALLOW-FROM'))
    field.report(
      'warning',
      'ALLOW-FROM is obsolete: browsers ignore it, leaving the page frameable. Use CSP frame-ancestors instead',
      0,
      field.value.length,
      'x-frame-options',
    );
  else
    field.report(
      'error',
      `X-Frame-Options is DENY or SAMEORIGIN; browsers ignore "${field.value}"`,
      0,
      field.value.length,
      'x-frame-options',
    );
}

function checkContentTypeOptions(field: FieldContext) {
  if (field.value.toLowerCase() !== 'nosniff')
    field.report(
      'error',
      `X-Content-Type-Options has one value, "nosniff"; "${field.value}" does nothing`,
      0,
      field.value.length,
      'x-content-type-options',
    );
}

const REFERRER_POLICIES = new Set([
  'no-referrer',
  'no-referrer-when-downgrade',
  'same-origin',
  'origin',
  'strict-origin',
  'origin-when-cross-origin',
  'strict-origin-when-cross-origin',
  'unsafe-url',
]);

function checkReferrerPolicy(field: FieldContext) {
  const tokens = listElements(field.value);
  for (const token of tokens) {
    const lower = token.text.toLowerCase();
    if (!REFERRER_POLICIES.has(lower))
      field.report(
        'warning',
        `"${token.text}" is not a referrer policy: browsers skip it and use the last one they know`,
        token.start,
        token.text.length,
        'referrer-policy',
      );
    else if (lower === 'unsafe-url')
      field.report(
        'warning',
        '"unsafe-url" sends the full URL, path and query included, to every site, even over plain http',
        token.start,
        token.text.length,
        'referrer-policy',
      );
  }
}

const PERMISSIONS_FEATURES = new Set([
  'accelerometer',
  'ambient-light-sensor',
  'attribution-reporting',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'captured-surface-control',
  'ch-ua',
  'ch-ua-arch',
  'ch-ua-bitness',
  'ch-ua-full-version',
  'ch-ua-full-version-list',
  'ch-ua-mobile',
  'ch-ua-model',
  'ch-ua-platform',
  'ch-ua-platform-version',
  'ch-ua-wow64',
  'clipboard-read',
  'clipboard-write',
  'compute-pressure',
  'cross-origin-isolated',
  'deferred-fetch',
  'digital-credentials-get',
  'direct-sockets',
  'display-capture',
  'document-domain',
  'encrypted-media',
  'execution-while-not-rendered',
  'execution-while-out-of-viewport',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'join-ad-interest-group',
  'keyboard-map',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'private-aggregation',
  'private-state-token-issuance',
  'private-state-token-redemption',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'run-ad-auction',
  'screen-wake-lock',
  'serial',
  'shared-storage',
  'shared-storage-select-url',
  'speaker-selection',
  'storage-access',
  'sync-xhr',
  'unload',
  'usb',
  'web-share',
  'window-management',
  'xr-spatial-tracking',
]);

function checkPermissionsPolicy(field: FieldContext) {
  const parsed = parseStructured(field.value, 'dictionary');
  if (!parsed.ok) return; // reported as a structured-field error
  const dictionary = parsed.value as Map<string, unknown>;
  for (const feature of dictionary.keys()) {
    if (PERMISSIONS_FEATURES.has(feature)) continue;
    const at = field.value.indexOf(feature);
    field.report(
      'info',
      `"${feature}" is not a feature browsers know: they ignore it`,
      Math.max(0, at),
      feature.length,
      'permissions-feature',
    );
  }
  for (const [feature, member] of dictionary) {
    const [inner] = member as [unknown, unknown];
    const items = Array.isArray(inner) ? (inner as [unknown, unknown][]).map(([bare]) => bare) : [inner];
    for (const bare of items) {
      const token =
        typeof bare === 'object' && bare !== null && 'value' in bare
          ? String((bare as { value: unknown }).value)
          : null;
      if (token !== null && token !== '*' && token !== 'self' && token !== 'src')
        field.report(
          'error',
          `${feature}: "${token}" is not an allowlist member: use *, self, src or a quoted origin ("https://example.com")`,
          Math.max(0, field.value.indexOf(token)),
          token.length,
          'permissions-allowlist',
        );
      if (typeof bare === 'string') {
        const problem = originProblem(bare);
        if (problem)
          field.report(
            'error',
            `${feature}: "${bare}" is not an origin: ${problem}`,
            Math.max(0, field.value.indexOf(bare)),
            bare.length,
            'permissions-allowlist',
          );
      }
    }
  }
}

function checkFeaturePolicy(field: FieldContext) {
  field.report(
    'info',
    'Feature-Policy was replaced by Permissions-Policy, whose syntax differs: geolocation=(self)',
    0,
    0,
    'deprecated',
  );
}

function tokenChoice(values: readonly string[], reason: string) {
  return (field: FieldContext) => {
    const bare = field.value.split(';')[0]!.trim();
    if (!values.includes(bare))
      field.report(
        'error',
        `"${bare}" is not a value of ${field.name}: it is ${values.join(', ')}. ${reason}`.trim(),
        0,
        bare.length,
        'enumerated',
      );
  };
}

// ---------------------------------------------------------------------------------------------------------
// CORS

function checkAllowOrigin(field: FieldContext) {
  const value = field.value;
  if (value === '*') return;
  if (value === 'null') {
    field.report(
      'warning',
      '"null" is the origin of sandboxed frames and local files, which any site can create: never allow it',
      0,
      value.length,
      'cors-origin',
    );
    return;
  }
  if (/[\s,]/.test(value.trim())) {
    field.report(
      'error',
      'Access-Control-Allow-Origin holds one origin (or *): browsers reject a list. Echo the request’s Origin when it is on your list, with Vary: Origin',
      0,
      value.length,
      'cors-origin',
    );
    return;
  }
  const problem = originProblem(value);
  if (problem) field.report('error', `"${value}" is not an origin: ${problem}`, 0, value.length, 'cors-origin');
}

function checkAllowCredentials(field: FieldContext) {
  if (field.value === 'true') return;
  field.report(
    field.value === 'false' ? 'info' : 'error',
    field.value === 'false'
      ? 'The only meaningful value is "true": to deny credentials, leave the header out'
      : `Access-Control-Allow-Credentials is "true" (lower case) or absent; browsers read "${field.value}" as absent`,
    0,
    field.value.length,
    'cors-credentials',
  );
}

function tokenList(what: string, allowStar = true) {
  return (field: FieldContext) => {
    for (const element of listElements(field.value)) {
      if (allowStar && element.text === '*') continue;
      requireToken(field, element.text, element.start, what);
    }
  };
}

// ---------------------------------------------------------------------------------------------------------
// Cookies

const COOKIE_OCTET = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

function checkSetCookie(field: FieldContext) {
  const [pair, ...attributes] = splitOutsideQuotes(field.value, ';');
  const equals = pair!.text.indexOf('=');
  if (equals === -1) {
    field.report(
      'error',
      'A Set-Cookie starts with name=value: browsers ignore a cookie without "="',
      pair!.start,
      pair!.text.length,
      'cookie',
    );
    return;
  }
  const name = pair!.text.slice(0, equals).trim();
  let value = pair!.text.slice(equals + 1).trim();
  if (name === '')
    field.report('warning', 'The cookie has no name (RFC 6265 §4.1.1 requires a token)', pair!.start, 1, 'cookie-name');
  else requireToken(field, name, pair!.start, 'The cookie name');
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  const badValue = [...value].findIndex((char) => !COOKIE_OCTET.test(char));
  if (badValue !== -1)
    field.report(
      'warning',
      `The cookie value holds "${value[badValue]}", which RFC 6265 §4.1.1 does not allow (no spaces, quotes, commas, semicolons or backslashes): encode it`,
      pair!.start + equals + 1,
      value.length,
      'cookie-value',
    );
  const seen = new Map<string, { value: string | null; start: number; length: number }>();
  for (const piece of attributes) {
    if (piece.text === '') continue;
    const attribute = parseParameter(piece);
    const lower = attribute.name.toLowerCase();
    seen.set(lower, { value: attribute.value, start: piece.start, length: piece.text.length });
    switch (lower) {
      case 'expires': {
        const date = attribute.value ?? '';
        if (checkHttpDate(date).ok) break;
        // RFC 6265 §5.1.1: browsers read dates leniently, and ignore Expires when they cannot.
        const lenient = /\d{1,2}[ -][A-Za-z]{3}[ -]\d{2,4}/.test(date) && /\d{1,2}:\d{1,2}:\d{1,2}/.test(date);
        field.report(
          lenient ? 'info' : 'warning',
          lenient
            ? 'Browsers read this Expires date, but servers should send an IMF-fixdate such as "Wed, 21 Oct 2026 07:28:00 GMT" (RFC 6265 §4.1.1)'
            : 'Browsers cannot read this Expires date and ignore it, so the cookie ends with the session: use an IMF-fixdate such as "Wed, 21 Oct 2026 07:28:00 GMT"',
          piece.start,
          piece.text.length,
          'cookie-expires',
        );
        break;
      }
      case 'max-age':
        if (attribute.value === null || !/^-?\d+$/.test(attribute.value))
          field.report(
            'error',
            'Max-Age is a number of seconds (digits, optionally with "-"); browsers ignore this attribute',
            piece.start,
            piece.text.length,
            'cookie-max-age',
          );
        break;
      case 'domain':
        if (!attribute.value)
          field.report(
            'warning',
            'Domain has no value: browsers ignore it',
            piece.start,
            piece.text.length,
            'cookie-domain',
          );
        break;
      case 'path':
        if (!attribute.value?.startsWith('/'))
          field.report(
            'warning',
            'Path should start with "/": otherwise browsers use the default path of the request',
            piece.start,
            piece.text.length,
            'cookie-path',
          );
        break;
      case 'samesite': {
        const mode = attribute.value?.toLowerCase();
        if (mode !== 'strict' && mode !== 'lax' && mode !== 'none')
          field.report(
            'error',
            `SameSite is Strict, Lax or None; browsers treat "${attribute.value ?? ''}" as Lax`,
            piece.start,
            piece.text.length,
            'cookie-samesite',
          );
        break;
      }
      case 'secure':
      case 'httponly':
      case 'partitioned':
        if (attribute.value !== null)
          field.report(
            'warning',
            `${attribute.name} takes no value`,
            piece.start,
            piece.text.length,
            'cookie-attribute',
          );
        break;
      case 'priority':
        break;
      default:
        field.report(
          'info',
          `"${attribute.name}" is not a cookie attribute browsers know: they ignore it`,
          piece.start,
          piece.text.length,
          'cookie-attribute',
        );
    }
  }
  const secure = seen.has('secure');
  const sameSite = seen.get('samesite');
  if (sameSite?.value?.toLowerCase() === 'none' && !secure)
    field.report(
      'error',
      '`SameSite=None` needs `Secure`: browsers reject the cookie otherwise',
      sameSite.start,
      sameSite.length,
      'cookie-samesite-none',
    );
  if (seen.has('partitioned') && !secure)
    field.report(
      'error',
      'Partitioned needs Secure: browsers reject the cookie otherwise',
      0,
      field.value.length,
      'cookie-partitioned',
    );
  if (name.startsWith('__Host-')) {
    const path = seen.get('path')?.value;
    if (!secure || path !== '/' || seen.has('domain'))
      field.report(
        'error',
        'A __Host- cookie needs Secure, Path=/ and no Domain: browsers reject it otherwise',
        pair!.start,
        name.length,
        'cookie-prefix',
      );
  } else if (name.startsWith('__Secure-') && !secure) {
    field.report(
      'error',
      'A __Secure- cookie needs Secure: browsers reject it otherwise',
      pair!.start,
      name.length,
      'cookie-prefix',
    );
  } else if (/^__(host|secure)-/i.test(name)) {
    field.report(
      'warning',
      `Browsers match the cookie prefixes case-insensitively now; write "${name.startsWith('__h') || name.startsWith('__H') ? '__Host-' : '__Secure-'}" exactly`,
      pair!.start,
      name.length,
      'cookie-prefix',
    );
  }
  if (!secure && !name.startsWith('__'))
    field.report(
      'info',
      'The cookie has no Secure attribute: it is also sent over plain http',
      pair!.start,
      pair!.text.length,
      'cookie-secure',
    );
  if (!seen.has('httponly') && /sess|auth|token|sid/i.test(name))
    field.report(
      'info',
      `"${name}" looks like a session cookie without HttpOnly: scripts (and XSS) can read it`,
      pair!.start,
      name.length,
      'cookie-httponly',
    );
}

function checkCookie(field: FieldContext) {
  for (const piece of splitOutsideQuotes(field.value, ';')) {
    if (piece.text === '') continue;
    if (!piece.text.includes('='))
      field.report(
        'warning',
        `"${piece.text}" has no "=": a Cookie header is name=value pairs separated by "; "`,
        piece.start,
        piece.text.length,
        'cookie',
      );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Everything else

function checkLocation(field: FieldContext) {
  const problem = uriReferenceProblem(field.value);
  if (problem)
    field.report(
      'error',
      `Location is not a URI reference: ${problem.reason} (RFC 3986)`,
      problem.at,
      1,
      'uri-reference',
    );
  else if (field.value === '') field.report('error', 'Location is empty', 0, 0, 'uri-reference');
}

const CODINGS = new Set([
  'gzip',
  'x-gzip',
  'deflate',
  'br',
  'zstd',
  'compress',
  'x-compress',
  'identity',
  'dcb',
  'dcz',
]);

function checkContentEncoding(field: FieldContext) {
  for (const element of listElements(field.value)) {
    const lower = element.text.toLowerCase();
    if (!requireToken(field, element.text, element.start, 'The content coding')) continue;
    if (lower === 'identity')
      field.report(
        'warning',
        '"identity" means no coding and must not appear in Content-Encoding (RFC 9110 §8.4.1)',
        element.start,
        element.text.length,
        'content-coding',
      );
    else if (lower === 'chunked')
      field.report(
        'error',
        '"chunked" is a transfer coding: it belongs in Transfer-Encoding',
        element.start,
        element.text.length,
        'content-coding',
      );
    else if (!CODINGS.has(lower))
      field.report(
        'warning',
        `"${element.text}" is not a registered content coding (gzip, br, zstd, deflate): clients will not decode it`,
        element.start,
        element.text.length,
        'content-coding',
      );
  }
}

function checkTransferEncoding(field: FieldContext) {
  const elements = listElements(field.value);
  elements.forEach((element, index) => {
    const lower = element.text.split(';')[0]!.trim().toLowerCase();
    if (!['chunked', 'gzip', 'x-gzip', 'deflate', 'compress', 'x-compress', 'trailers'].includes(lower))
      field.report(
        'error',
        `"${element.text}" is not a transfer coding (chunked, gzip, deflate, compress)`,
        element.start,
        element.text.length,
        'transfer-coding',
      );
    if (lower === 'chunked' && index !== elements.length - 1)
      field.report(
        'error',
        'chunked must be the last transfer coding: the message cannot be framed otherwise (RFC 9112 §6.1)',
        element.start,
        element.text.length,
        'transfer-coding',
      );
  });
  if (field.version && !field.version.startsWith('HTTP/1'))
    field.report(
      'error',
      `Transfer-Encoding does not exist in ${field.version}: it frames data itself (RFC 9113 §8.2.2)`,
      0,
      field.value.length,
      'connection-specific',
    );
}

function checkConnection(field: FieldContext) {
  tokenList('The connection option', false)(field);
  if (field.version && !field.version.startsWith('HTTP/1'))
    field.report(
      'error',
      `${field.name} is a connection-specific field: ${field.version} forbids it (RFC 9113 §8.2.2)`,
      0,
      field.value.length,
      'connection-specific',
    );
}

const AUTH_SCHEME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+/;
const TOKEN68 = /^[A-Za-z0-9\-._~+/]+=*$/;

function checkAuthorization(field: FieldContext) {
  const scheme = AUTH_SCHEME.exec(field.value)?.[0];
  if (!scheme) {
    field.report(
      'error',
      `${field.name} starts with an authentication scheme, such as "Bearer" or "Basic" (RFC 9110 §11.4)`,
      0,
      field.value.length,
      'auth-scheme',
    );
    return;
  }
  const credentials = field.value.slice(scheme.length);
  if (credentials !== '' && !/^ +\S/.test(credentials)) {
    field.report(
      'error',
      `The scheme "${scheme}" is followed by a space, then the credentials`,
      scheme.length,
      1,
      'auth-scheme',
    );
    return;
  }
  const rest = credentials.trim();
  const restStart = field.value.length - rest.length;
  const lower = scheme.toLowerCase();
  if (lower === 'basic') {
    if (!TOKEN68.test(rest)) {
      field.report('error', 'Basic credentials are base64 of user:password', restStart, rest.length, 'auth-basic');
      return;
    }
    let decoded = '';
    try {
      decoded = atob(rest);
    } catch {
      field.report('error', 'The Basic credentials are not valid base64', restStart, rest.length, 'auth-basic');
      return;
    }
    if (!decoded.includes(':'))
      field.report(
        'error',
        'Basic credentials decode to user:password, but this holds no ":" (RFC 7617 §2)',
        restStart,
        rest.length,
        'auth-basic',
      );
    field.report(
      'info',
      'Basic credentials are only base64, readable by anyone who sees the request: send them over HTTPS only, and do not share this text',
      restStart,
      rest.length,
      'auth-basic',
    );
  } else if (lower === 'bearer') {
    if (!TOKEN68.test(rest))
      field.report(
        'error',
        'A Bearer token is token68: letters, digits and - . _ ~ + /, then optional "=" (RFC 6750 §2.1)',
        restStart,
        rest.length,
        'auth-bearer',
      );
  }
}

function checkWwwAuthenticate(field: FieldContext) {
  const scheme = AUTH_SCHEME.exec(field.value)?.[0];
  if (!scheme) {
    field.report(
      'error',
      `${field.name} starts with an authentication scheme, such as Bearer or Basic (RFC 9110 §11.6.1)`,
      0,
      field.value.length,
      'auth-scheme',
    );
    return;
  }
  if (scheme.toLowerCase() === 'basic' && !/realm\s*=/i.test(field.value))
    field.report(
      'error',
      'A Basic challenge needs a realm parameter: Basic realm="example" (RFC 7617 §2)',
      0,
      scheme.length,
      'auth-basic',
    );
}

function checkRetryAfter(field: FieldContext) {
  if (DELTA_SECONDS.test(field.value)) return;
  if (/^[+-]?\d/.test(field.value)) {
    checkDigits(field, 'Retry-After, given in seconds,');
    return;
  }
  checkDate(field);
}

function checkServerInfo(field: FieldContext) {
  const version = /\d+\.\d+/.test(field.value);
  field.report(
    'info',
    `${field.name} reveals the software serving the site${version ? ', and its version' : ''}, which helps attackers pick exploits: remove it${version ? ' or at least the version' : ''}`,
    0,
    field.value.length,
    'information-disclosure',
  );
}

function checkContentDisposition(field: FieldContext) {
  const [type, ...parameters] = splitOutsideQuotes(field.value, ';');
  if (!requireToken(field, type!.text, type!.start, 'The disposition type')) return;
  const lower = type!.text.toLowerCase();
  if (lower !== 'inline' && lower !== 'attachment' && lower !== 'form-data')
    field.report(
      'warning',
      `"${type!.text}" is not a disposition type browsers know: they treat it as attachment`,
      type!.start,
      type!.text.length,
      'content-disposition',
    );
  checkParameters(field, parameters, field.name);
  for (const part of parameters) {
    const parameter = parseParameter(part);
    if (parameter.value === null) continue;
    if (
      parameter.name.toLowerCase() === 'filename*' &&
      !/^(?:UTF-8|ISO-8859-1)'[A-Za-z0-9-]*'(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-Fa-f]{2})*$/i.test(parameter.value)
    )
      field.report(
        'error',
        `filename* is UTF-8'' then percent-encoded bytes, such as filename*=UTF-8''na%C3%AFve.txt (RFC 6266 §4.3)`,
        parameter.valueStart,
        parameter.value.length,
        'content-disposition',
      );
    if (parameter.name.toLowerCase() === 'filename' && /[^\x20-\x7E]/.test(unquote(parameter.value)))
      field.report(
        'warning',
        'A non-ASCII filename is read differently by each browser: add filename* with its UTF-8 form',
        parameter.valueStart,
        parameter.value.length,
        'content-disposition',
      );
  }
}

function checkLink(field: FieldContext) {
  for (const link of splitOutsideQuotes(field.value, ',', true)) {
    if (link.text === '') continue;
    const match = /^<([^>]*)>/.exec(link.text);
    if (!match) {
      field.report(
        'error',
        'Each link starts with its URI in angle brackets: <https://example.com/style.css>; rel=preload (RFC 8288 §3)',
        link.start,
        link.text.length,
        'link',
      );
      continue;
    }
    const uri = uriReferenceProblem(match[1]!);
    if (uri)
      field.report(
        'error',
        `The link target is not a URI reference: ${uri.reason}`,
        link.start + 1 + uri.at,
        1,
        'link',
      );
    const parameters = splitOutsideQuotes(link.text.slice(match[0].length), ';').slice(1);
    if (!parameters.some((part) => /^rel\s*=/i.test(part.text)))
      field.report(
        'warning',
        'The link has no rel parameter, which says what the link is (RFC 8288 §3.3)',
        link.start,
        link.text.length,
        'link',
      );
  }
}

function checkAltSvc(field: FieldContext) {
  if (field.value === 'clear') return;
  for (const element of listElements(field.value)) {
    const [alternative, ...parameters] = splitOutsideQuotes(element.text, ';');
    const match = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+)=("[^"]*"|[^;]*)$/.exec(alternative!.text);
    if (!match || !/^"[^"]*:\d+"$/.test(match[2]!)) {
      field.report(
        'error',
        `"${alternative!.text}" is not an alternative service: protocol="host:port", such as h3=":443" (RFC 7838 §3)`,
        element.start + alternative!.start,
        alternative!.text.length,
        'alt-svc',
      );
      continue;
    }
    for (const part of parameters) {
      const parameter = parseParameter(part);
      if (parameter.name === 'ma' && !DIGITS.test(parameter.value ?? ''))
        field.report(
          'error',
          'ma (max age) is a number of seconds',
          element.start + part.start,
          part.text.length,
          'alt-svc',
        );
    }
  }
}

const CLEAR_SITE_DATA = new Set([
  '"cache"',
  '"cookies"',
  '"storage"',
  '"executionContexts"',
  '"clientHints"',
  '"prefetchCache"',
  '"prerenderCache"',
  '"*"',
]);

function checkClearSiteData(field: FieldContext) {
  for (const element of listElements(field.value)) {
    if (CLEAR_SITE_DATA.has(element.text)) continue;
    field.report(
      'error',
      element.text.startsWith('"')
        ? `${element.text} is not a data type: "cache", "cookies", "storage", "executionContexts", "clientHints" or "*"`
        : `The types are quoted: write "${element.text}", with the double quotes; browsers ignore it unquoted`,
      element.start,
      element.text.length,
      'clear-site-data',
    );
  }
}

function checkOriginList(field: FieldContext) {
  for (const element of listElements(field.value)) {
    if (element.text === '*') continue;
    const problem = originProblem(element.text);
    if (problem)
      field.report(
        'error',
        `"${element.text}" is not an origin: ${problem}`,
        element.start,
        element.text.length,
        'origin',
      );
  }
}

function checkOrigin(field: FieldContext) {
  if (field.value === 'null') return;
  const problem = originProblem(field.value);
  if (problem) field.report('error', `Origin is "null" or an origin: ${problem}`, 0, field.value.length, 'origin');
}

function checkHost(field: FieldContext) {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(field.value) || field.value.includes('/'))
    field.report(
      'error',
      'Host holds the host and port only, with no scheme or path: "example.com:8080" (RFC 9110 §7.2)',
      0,
      field.value.length,
      'host',
    );
  else if (!/^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~%!$&'()*+,;=]*)(?::\d*)?$/.test(field.value))
    field.report('error', 'Host is not a valid host[:port]', 0, field.value.length, 'host');
}

function checkVary(field: FieldContext) {
  const elements = listElements(field.value);
  if (elements.some((element) => element.text === '*') && elements.length > 1)
    field.report(
      'warning',
      '"*" already means the response varies on everything: the other names add nothing',
      0,
      field.value.length,
      'vary',
    );
  for (const element of elements)
    if (element.text !== '*') requireToken(field, element.text, element.start, 'The field name');
}

function checkRange(field: FieldContext) {
  const match = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+)=(.*)$/.exec(field.value);
  if (!match) {
    field.report(
      'error',
      'Range is a unit, "=" and ranges: bytes=0-499 (RFC 9110 §14.2)',
      0,
      field.value.length,
      'range',
    );
    return;
  }
  if (match[1]!.toLowerCase() !== 'bytes') return;
  for (const element of splitOutsideQuotes(match[2]!, ',')) {
    const range = /^(\d*)-(\d*)$/.exec(element.text);
    const at = match[1]!.length + 1 + element.start;
    if (!range || (range[1] === '' && range[2] === ''))
      field.report(
        'error',
        `"${element.text}" is not a byte range: first-last, first- or -suffix`,
        at,
        element.text.length,
        'range',
      );
    else if (range[1] !== '' && range[2] !== '' && Number(range[2]) < Number(range[1]))
      field.report(
        'error',
        `In "${element.text}" the last byte comes before the first: the range is invalid`,
        at,
        element.text.length,
        'range',
      );
  }
}

function checkContentRange(field: FieldContext) {
  const match = /^bytes (?:(\d+)-(\d+)\/(\d+|\*)|\*\/(\d+))$/.exec(field.value);
  if (!match) {
    field.report(
      'error',
      'Content-Range is "bytes first-last/length" (or "bytes */length" with 416) (RFC 9110 §14.4)',
      0,
      field.value.length,
      'content-range',
    );
    return;
  }
  if (match[1] !== undefined) {
    const [first, last, length] = [Number(match[1]), Number(match[2]), match[3] === '*' ? Infinity : Number(match[3])];
    if (last < first || last >= length)
      field.report('error', 'The range does not fit: first ≤ last < length', 0, field.value.length, 'content-range');
  }
}

function checkContentLength(field: FieldContext) {
  const values = field.value.split(',').map((part) => part.trim());
  if (values.length > 1) {
    if (values.every((part) => part === values[0] && DIGITS.test(part)))
      field.report(
        'warning',
        'Content-Length repeats the same number: recipients may accept it, but send it once (RFC 9110 §8.6)',
        0,
        field.value.length,
        'content-length',
      );
    else
      field.report(
        'error',
        'Content-Length holds differing values: the message cannot be framed, and recipients must reject it (RFC 9112 §6.3)',
        0,
        field.value.length,
        'content-length',
      );
    return;
  }
  checkDigits(field);
}

function checkUpgradeInsecureRequests(field: FieldContext) {
  if (field.value !== '1')
    field.report('error', 'Upgrade-Insecure-Requests is "1"', 0, field.value.length, 'enumerated');
  if (field.kind === 'response')
    field.report(
      'info',
      'Upgrade-Insecure-Requests is sent by browsers; a server uses CSP upgrade-insecure-requests instead',
      0,
      field.value.length,
      'side',
    );
}

function deprecated(reason: string) {
  return (field: FieldContext) => field.report('info', `${field.name} ${reason}`, 0, field.value.length, 'deprecated');
}

function checkXssProtection(field: FieldContext) {
  if (field.value.trim() === '0') return;
  field.report(
    'info',
    'X-XSS-Protection is obsolete: the XSS auditor it controlled was removed and could itself leak data. Send "0" or leave it out, and use CSP',
    0,
    field.value.length,
    'deprecated',
  );
}

function checkNel(field: FieldContext) {
  try {
    const policy: unknown = JSON.parse(field.value);
    if (typeof policy !== 'object' || policy === null || !('report_to' in policy) || !('max_age' in policy))
      field.report('error', 'NEL is a JSON object with report_to and max_age', 0, field.value.length, 'nel');
  } catch {
    field.report(
      'error',
      'NEL is a JSON object ({"report_to":"default","max_age":86400}); this is not JSON',
      0,
      field.value.length,
      'nel',
    );
  }
}

function checkExpect(field: FieldContext) {
  if (field.value.toLowerCase() !== '100-continue')
    field.report(
      'error',
      `The only expectation is "100-continue"; servers answer 417 to "${field.value}" (RFC 9110 §10.1.1)`,
      0,
      field.value.length,
      'expect',
    );
}

function checkLanguageList(field: FieldContext) {
  for (const element of listElements(field.value))
    if (!/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(element.text))
      field.report(
        'error',
        `"${element.text}" is not a language tag such as en or en-GB (RFC 5646)`,
        element.start,
        element.text.length,
        'language-tag',
      );
}

function checkAllow(field: FieldContext) {
  tokenList('The method', false)(field);
}

function checkPriority(field: FieldContext) {
  const parsed = parseStructured(field.value, 'dictionary');
  if (!parsed.ok) return;
  for (const [key, member] of parsed.value as Map<string, [unknown, unknown]>) {
    const at = Math.max(0, field.value.indexOf(key));
    if (key === 'u' && !(Number.isInteger(member[0]) && (member[0] as number) >= 0 && (member[0] as number) <= 7))
      field.report(
        'error',
        'The urgency u is an integer from 0 (highest) to 7; recipients ignore other values (RFC 9218 §4.1)',
        at,
        key.length,
        'priority',
      );
    if (key === 'i' && typeof member[0] !== 'boolean')
      field.report(
        'error',
        'The incremental flag i is a boolean: i or i=?0 (RFC 9218 §4.2)',
        at,
        key.length,
        'priority',
      );
  }
}

function checkSecChUaMobile(field: FieldContext) {
  if (field.value !== '?0' && field.value !== '?1')
    field.report('error', `${field.name} is ?0 or ?1`, 0, field.value.length, 'client-hint');
}

// ---------------------------------------------------------------------------------------------------------
// The table

const LANGUAGE_RANGE = /^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9*]{1,8})*)$/;
const CODING_OR_STAR = /^(?:\*|[!#$%&'*+\-.^_`|~0-9A-Za-z]+)$/;

export const HEADERS: Readonly<Record<string, HeaderSpec>> = {
  accept: { about: 'Media types the client accepts', side: 'request', repeat: 'list', check: checkAccept },
  'accept-ch': { about: 'Client hints the server asks for', side: 'response', repeat: 'list', structured: 'list' },
  'accept-charset': {
    about: 'Charsets the client accepts (obsolete)',
    side: 'request',
    repeat: 'list',
    check: deprecated('is obsolete: browsers no longer send it, and servers should use UTF-8'),
  },
  'accept-encoding': {
    about: 'Content codings the client accepts',
    side: 'request',
    repeat: 'list',
    check: weightedList(CODING_OR_STAR, 'a content coding such as gzip or br'),
  },
  'accept-language': {
    about: 'Languages the user prefers',
    side: 'request',
    repeat: 'list',
    check: weightedList(LANGUAGE_RANGE, 'a language range such as en-GB'),
  },
  'accept-ranges': {
    about: 'Whether range requests are supported',
    side: 'response',
    repeat: 'list',
    check: tokenList('The range unit', false),
  },
  'access-control-allow-credentials': {
    about: 'CORS: may the response be read with credentials',
    side: 'response',
    repeat: 'single',
    check: checkAllowCredentials,
  },
  'access-control-allow-headers': {
    about: 'CORS: request headers allowed',
    side: 'response',
    repeat: 'list',
    check: tokenList('The header name'),
  },
  'access-control-allow-methods': {
    about: 'CORS: methods allowed',
    side: 'response',
    repeat: 'list',
    check: tokenList('The method'),
  },
  'access-control-allow-origin': {
    about: 'CORS: the origin that may read the response',
    side: 'response',
    repeat: 'single',
    check: checkAllowOrigin,
  },
  'access-control-expose-headers': {
    about: 'CORS: response headers scripts may read',
    side: 'response',
    repeat: 'list',
    check: tokenList('The header name'),
  },
  'access-control-max-age': {
    about: 'CORS: how long a preflight is cached',
    side: 'response',
    repeat: 'single',
    check: (field) => {
      const seconds = checkDigits(field);
      if (seconds !== null && seconds > 7200)
        field.report(
          'info',
          'Chromium caps the preflight cache at 7200 seconds, Firefox at 86400',
          0,
          field.value.length,
          'cors-max-age',
        );
    },
  },
  'access-control-request-headers': {
    about: 'CORS preflight: headers the request will send',
    side: 'request',
    repeat: 'list',
    check: tokenList('The header name', false),
  },
  'access-control-request-method': {
    about: 'CORS preflight: the method of the request',
    side: 'request',
    repeat: 'single',
    check: (field) => void requireToken(field, field.value, 0, 'The method'),
  },
  age: {
    about: 'Seconds the response has been in a cache',
    side: 'response',
    repeat: 'single',
    check: (field) => void checkDigits(field),
  },
  allow: { about: 'Methods the resource supports', side: 'response', repeat: 'list', check: checkAllow },
  'alt-svc': { about: 'Alternative services (such as HTTP/3)', side: 'response', repeat: 'list', check: checkAltSvc },
  authorization: { about: 'Credentials for the server', side: 'request', repeat: 'single', check: checkAuthorization },
  'cache-control': { about: 'Caching directives', side: 'both', repeat: 'list', check: checkCacheControl },
  'cache-status': {
    about: 'How caches handled the response (RFC 9211)',
    side: 'response',
    repeat: 'list',
    structured: 'list',
  },
  'cdn-cache-control': {
    about: 'Caching directives for CDNs (RFC 9213)',
    side: 'response',
    repeat: 'list',
    structured: 'dictionary',
  },
  'clear-site-data': {
    about: 'Data the browser should clear',
    side: 'response',
    repeat: 'list',
    check: checkClearSiteData,
  },
  connection: { about: 'Options for this connection only', side: 'both', repeat: 'list', check: checkConnection },
  'content-disposition': {
    about: 'Inline or download, and the file name',
    side: 'response',
    repeat: 'single',
    check: checkContentDisposition,
  },
  'content-digest': {
    about: 'Digest of the content (RFC 9530)',
    side: 'both',
    repeat: 'list',
    structured: 'dictionary',
  },
  'content-encoding': {
    about: 'Codings applied to the content',
    side: 'both',
    repeat: 'list',
    check: checkContentEncoding,
  },
  'content-language': { about: 'Language of the content', side: 'both', repeat: 'list', check: checkLanguageList },
  'content-length': {
    about: 'Length of the content in bytes',
    side: 'both',
    repeat: 'single',
    check: checkContentLength,
  },
  'content-location': { about: 'URI of the content returned', side: 'both', repeat: 'single', check: checkLocation },
  'content-range': {
    about: 'Which part of the content this is',
    side: 'response',
    repeat: 'single',
    check: checkContentRange,
  },
  'content-security-policy': {
    about: 'Content Security Policy: what the page may load and run',
    side: 'response',
    repeat: 'list',
    check: checkCsp,
  },
  'content-security-policy-report-only': {
    about: 'CSP in report-only mode: reports, does not block',
    side: 'response',
    repeat: 'list',
    check: checkCsp,
  },
  'content-type': { about: 'Media type of the content', side: 'both', repeat: 'single', check: checkContentType },
  cookie: { about: 'Cookies sent to the server', side: 'request', repeat: 'list', check: checkCookie },
  'critical-ch': { about: 'Client hints that must be present', side: 'response', repeat: 'list', structured: 'list' },
  'cross-origin-embedder-policy': {
    about: 'COEP: which cross-origin resources may load',
    side: 'response',
    repeat: 'single',
    structured: 'item',
    check: tokenChoice(['require-corp', 'credentialless', 'unsafe-none'], ''),
  },
  'cross-origin-embedder-policy-report-only': {
    about: 'COEP in report-only mode',
    side: 'response',
    repeat: 'single',
    structured: 'item',
    check: tokenChoice(['require-corp', 'credentialless', 'unsafe-none'], ''),
  },
  'cross-origin-opener-policy': {
    about: 'COOP: isolates the window from cross-origin openers',
    side: 'response',
    repeat: 'single',
    structured: 'item',
    check: tokenChoice(['same-origin', 'same-origin-allow-popups', 'noopener-allow-popups', 'unsafe-none'], ''),
  },
  'cross-origin-opener-policy-report-only': {
    about: 'COOP in report-only mode',
    side: 'response',
    repeat: 'single',
    structured: 'item',
    check: tokenChoice(['same-origin', 'same-origin-allow-popups', 'noopener-allow-popups', 'unsafe-none'], ''),
  },
  'cross-origin-resource-policy': {
    about: 'CORP: who may embed this resource',
    side: 'response',
    repeat: 'single',
    check: tokenChoice(['same-origin', 'same-site', 'cross-origin'], 'Browsers ignore other values.'),
  },
  date: { about: 'When the message was sent', side: 'both', repeat: 'single', check: (field) => void checkDate(field) },
  'document-policy': {
    about: 'Document Policy configuration',
    side: 'response',
    repeat: 'list',
    structured: 'dictionary',
  },
  etag: {
    about: 'Entity tag: the version of the representation',
    side: 'response',
    repeat: 'single',
    check: (field) => checkEntityTag(field, { text: field.value, start: 0 }),
  },
  expect: { about: 'Expectations of the server (100-continue)', side: 'request', repeat: 'list', check: checkExpect },
  'expect-ct': {
    about: 'Certificate Transparency (obsolete)',
    side: 'response',
    repeat: 'single',
    check: deprecated('is obsolete: Certificate Transparency is enforced by browsers anyway; remove it'),
  },
  expires: { about: 'When the response goes stale', side: 'response', repeat: 'single', check: checkExpires },
  'feature-policy': {
    about: 'The old name of Permissions-Policy',
    side: 'response',
    repeat: 'list',
    check: checkFeaturePolicy,
  },
  forwarded: { about: 'Proxies the request went through (RFC 7239)', side: 'request', repeat: 'list' },
  from: { about: 'Email address of the user', side: 'request', repeat: 'single' },
  host: { about: 'Host and port of the target', side: 'request', repeat: 'single', check: checkHost },
  'if-match': {
    about: 'Conditional: only if the entity tag matches',
    side: 'request',
    repeat: 'list',
    check: checkEntityTagList,
  },
  'if-modified-since': {
    about: 'Conditional: only if changed since',
    side: 'request',
    repeat: 'single',
    check: (field) => void checkDate(field),
  },
  'if-none-match': {
    about: 'Conditional: only if no entity tag matches',
    side: 'request',
    repeat: 'list',
    check: checkEntityTagList,
  },
  'if-range': {
    about: 'Conditional range request',
    side: 'request',
    repeat: 'single',
    check: (field) =>
      field.value.startsWith('"') || field.value.startsWith('W/')
        ? checkEntityTag(field, { text: field.value, start: 0 })
        : void checkDate(field),
  },
  'if-unmodified-since': {
    about: 'Conditional: only if unchanged since',
    side: 'request',
    repeat: 'single',
    check: (field) => void checkDate(field),
  },
  'keep-alive': {
    about: 'HTTP/1.0 persistent connection parameters',
    side: 'both',
    repeat: 'list',
    check: checkConnection,
  },
  'last-modified': {
    about: 'When the representation last changed',
    side: 'response',
    repeat: 'single',
    check: (field) => void checkDate(field),
  },
  link: { about: 'Links to related resources (preload, canonical...)', side: 'both', repeat: 'list', check: checkLink },
  location: {
    about: 'Where to redirect, or the created resource',
    side: 'response',
    repeat: 'single',
    check: checkLocation,
  },
  'max-forwards': {
    about: 'Hops left for TRACE and OPTIONS',
    side: 'request',
    repeat: 'single',
    check: (field) => void checkDigits(field),
  },
  nel: { about: 'Network Error Logging policy', side: 'response', repeat: 'single', check: checkNel },
  origin: { about: 'The origin the request comes from', side: 'request', repeat: 'single', check: checkOrigin },
  'origin-agent-cluster': {
    about: 'Asks for an origin-keyed agent cluster',
    side: 'response',
    repeat: 'single',
    structured: 'item',
  },
  'permissions-policy': {
    about: 'Which browser features the page and its frames may use',
    side: 'response',
    repeat: 'list',
    structured: 'dictionary',
    check: checkPermissionsPolicy,
  },
  pragma: {
    about: 'HTTP/1.0 caching (obsolete)',
    side: 'both',
    repeat: 'list',
    check: deprecated('is obsolete (RFC 9111 §5.4): use Cache-Control'),
  },
  priority: {
    about: 'Priority of the response (RFC 9218)',
    side: 'both',
    repeat: 'list',
    structured: 'dictionary',
    check: checkPriority,
  },
  'proxy-authenticate': {
    about: 'Challenge from a proxy',
    side: 'response',
    repeat: 'list',
    check: checkWwwAuthenticate,
  },
  'proxy-authorization': {
    about: 'Credentials for a proxy',
    side: 'request',
    repeat: 'single',
    check: checkAuthorization,
  },
  'proxy-status': {
    about: 'How proxies handled the response (RFC 9209)',
    side: 'response',
    repeat: 'list',
    structured: 'list',
  },
  'public-key-pins': {
    about: 'HTTP Public Key Pinning (removed)',
    side: 'response',
    repeat: 'single',
    check: (field) =>
      field.report(
        'warning',
        'Public-Key-Pins was removed from browsers: it risked locking users out; remove it',
        0,
        field.value.length,
        'deprecated',
      ),
  },
  range: { about: 'Which part of the content is wanted', side: 'request', repeat: 'single', check: checkRange },
  referer: { about: 'The page the request came from', side: 'request', repeat: 'single', check: checkLocation },
  'referrer-policy': {
    about: 'How much of the URL goes in Referer',
    side: 'response',
    repeat: 'list',
    check: checkReferrerPolicy,
  },
  'report-to': {
    about: 'Reporting endpoints (the old Reporting API)',
    side: 'response',
    repeat: 'list',
    check: deprecated('is the old Reporting API: Reporting-Endpoints replaces it'),
  },
  'reporting-endpoints': {
    about: 'Named endpoints for reports',
    side: 'response',
    repeat: 'list',
    structured: 'dictionary',
  },
  'repr-digest': {
    about: 'Digest of the representation (RFC 9530)',
    side: 'both',
    repeat: 'list',
    structured: 'dictionary',
  },
  'retry-after': { about: 'When to try again', side: 'response', repeat: 'single', check: checkRetryAfter },
  'sec-ch-ua': { about: 'Client hint: browser brands', side: 'request', repeat: 'list', structured: 'list' },
  'sec-ch-ua-arch': { about: 'Client hint: CPU architecture', side: 'request', repeat: 'single', structured: 'item' },
  'sec-ch-ua-bitness': { about: 'Client hint: CPU bitness', side: 'request', repeat: 'single', structured: 'item' },
  'sec-ch-ua-full-version-list': {
    about: 'Client hint: browser brands with full versions',
    side: 'request',
    repeat: 'list',
    structured: 'list',
  },
  'sec-ch-ua-mobile': {
    about: 'Client hint: mobile device',
    side: 'request',
    repeat: 'single',
    structured: 'item',
    check: checkSecChUaMobile,
  },
  'sec-ch-ua-model': { about: 'Client hint: device model', side: 'request', repeat: 'single', structured: 'item' },
  'sec-ch-ua-platform': {
    about: 'Client hint: operating system',
    side: 'request',
    repeat: 'single',
    structured: 'item',
  },
  'sec-ch-ua-platform-version': {
    about: 'Client hint: operating system version',
    side: 'request',
    repeat: 'single',
    structured: 'item',
  },
  'sec-ch-ua-wow64': {
    about: 'Client hint: 32-bit on 64-bit Windows',
    side: 'request',
    repeat: 'single',
    structured: 'item',
  },
  'sec-fetch-dest': {
    about: 'Fetch metadata: what the response is for',
    side: 'request',
    repeat: 'single',
    structured: 'item',
  },
  'sec-fetch-mode': {
    about: 'Fetch metadata: the request mode',
    side: 'request',
    repeat: 'single',
    structured: 'item',
  },
  'sec-fetch-site': {
    about: 'Fetch metadata: where the request comes from',
    side: 'request',
    repeat: 'single',
    structured: 'item',
  },
  'sec-fetch-user': {
    about: 'Fetch metadata: started by the user',
    side: 'request',
    repeat: 'single',
    structured: 'item',
  },
  'sec-purpose': { about: 'Why the request is made (prefetch)', side: 'request', repeat: 'single', structured: 'list' },
  server: { about: 'Software of the server', side: 'response', repeat: 'single', check: checkServerInfo },
  'server-timing': { about: 'Server timing metrics for devtools', side: 'response', repeat: 'list' },
  'set-cookie': {
    about: 'A cookie for the browser to store',
    side: 'response',
    repeat: 'cookie',
    check: checkSetCookie,
  },
  signature: { about: 'HTTP message signature (RFC 9421)', side: 'both', repeat: 'list', structured: 'dictionary' },
  'signature-input': {
    about: 'HTTP message signature parameters (RFC 9421)',
    side: 'both',
    repeat: 'list',
    structured: 'dictionary',
  },
  'strict-transport-security': {
    about: 'HSTS: use HTTPS only for this host',
    side: 'response',
    repeat: 'single',
    check: checkHsts,
  },
  te: { about: 'Transfer codings the client accepts', side: 'request', repeat: 'list' },
  'timing-allow-origin': {
    about: 'Origins that may see detailed timing',
    side: 'response',
    repeat: 'list',
    check: checkOriginList,
  },
  trailer: {
    about: 'Fields sent in the trailer',
    side: 'both',
    repeat: 'list',
    check: tokenList('The field name', false),
  },
  'transfer-encoding': {
    about: 'Transfer codings applied to the message',
    side: 'both',
    repeat: 'list',
    check: checkTransferEncoding,
  },
  upgrade: { about: 'Protocols to switch to', side: 'both', repeat: 'list' },
  'upgrade-insecure-requests': {
    about: 'The browser prefers HTTPS',
    side: 'request',
    repeat: 'single',
    check: checkUpgradeInsecureRequests,
  },
  'user-agent': { about: 'The client software', side: 'request', repeat: 'single' },
  vary: { about: 'Request headers the response depends on', side: 'response', repeat: 'list', check: checkVary },
  via: { about: 'Proxies the message went through', side: 'both', repeat: 'list' },
  'www-authenticate': { about: 'How to authenticate', side: 'response', repeat: 'list', check: checkWwwAuthenticate },
  'x-content-type-options': {
    about: 'Stops MIME-type sniffing',
    side: 'response',
    repeat: 'single',
    check: checkContentTypeOptions,
  },
  'x-forwarded-for': { about: 'Client address, added by proxies', side: 'request', repeat: 'list' },
  'x-forwarded-host': { about: 'Original Host, added by proxies', side: 'request', repeat: 'single' },
  'x-forwarded-proto': { about: 'Original scheme, added by proxies', side: 'request', repeat: 'single' },
  'x-frame-options': {
    about: 'Whether the page may be framed (clickjacking)',
    side: 'response',
    repeat: 'single',
    check: checkFrameOptions,
  },
  'x-powered-by': { about: 'Framework of the server', side: 'response', repeat: 'single', check: checkServerInfo },
  'x-aspnet-version': { about: 'ASP.NET version', side: 'response', repeat: 'single', check: checkServerInfo },
  'x-aspnetmvc-version': { about: 'ASP.NET MVC version', side: 'response', repeat: 'single', check: checkServerInfo },
  'x-requested-with': { about: 'Set by some script libraries', side: 'request', repeat: 'single' },
  'x-xss-protection': {
    about: 'The removed XSS auditor',
    side: 'response',
    repeat: 'single',
    check: checkXssProtection,
  },
  'x-dns-prefetch-control': {
    about: 'DNS prefetching on or off',
    side: 'response',
    repeat: 'single',
    check: tokenChoice(['on', 'off'], ''),
  },
  'x-robots-tag': { about: 'Indexing rules for crawlers', side: 'response', repeat: 'list' },
};

export { checkHttpDate };
