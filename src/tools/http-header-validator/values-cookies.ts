/** Set-Cookie and Cookie (RFC 6265, with the cookie prefixes and SameSite of RFC 6265bis). */
import { checkHttpDate, parseParameter, splitOutsideQuotes, type Piece } from './grammar';
import { requireToken } from './values-common';
import type { FieldContext } from './values-field';

const COOKIE_OCTET = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/** The name=value pair: the name, or null when there is no "=" (the cookie is then ignored). */
function checkCookiePair(field: FieldContext, pair: Piece): string | null {
  const equals = pair.text.indexOf('=');
  if (equals === -1) {
    field.report(
      'error',
      'A Set-Cookie starts with name=value: browsers ignore a cookie without "="',
      pair.start,
      pair.text.length,
      'cookie',
    );
    return null;
  }
  const name = pair.text.slice(0, equals).trim();
  let value = pair.text.slice(equals + 1).trim();
  if (name === '')
    field.report('warning', 'The cookie has no name (RFC 6265 §4.1.1 requires a token)', pair.start, 1, 'cookie-name');
  else requireToken(field, name, pair.start, 'The cookie name');
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  const badValue = [...value].findIndex((char) => !COOKIE_OCTET.test(char));
  if (badValue !== -1)
    field.report(
      'warning',
      `The cookie value holds "${value[badValue]}", which RFC 6265 §4.1.1 does not allow (no spaces, quotes, commas, semicolons or backslashes): encode it`,
      pair.start + equals + 1,
      value.length,
      'cookie-value',
    );
  return name;
}

/** One attribute after the pair: its value, or that browsers do not know it. */
function checkCookieAttribute(field: FieldContext, piece: Piece, attribute: { name: string; value: string | null }) {
  switch (attribute.name.toLowerCase()) {
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
        field.report('warning', `${attribute.name} takes no value`, piece.start, piece.text.length, 'cookie-attribute');
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

/** What the attributes mean together: SameSite=None and Partitioned need Secure, the name prefixes, the hints. */
function checkCookieCombination(
  field: FieldContext,
  pair: Piece,
  name: string,
  seen: ReadonlyMap<string, SeenAttribute>,
) {
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
        pair.start,
        name.length,
        'cookie-prefix',
      );
  } else if (name.startsWith('__Secure-') && !secure) {
    field.report(
      'error',
      'A __Secure- cookie needs Secure: browsers reject it otherwise',
      pair.start,
      name.length,
      'cookie-prefix',
    );
  } else if (/^__(host|secure)-/i.test(name)) {
    field.report(
      'warning',
      `Browsers match the cookie prefixes case-insensitively now; write "${name.startsWith('__h') || name.startsWith('__H') ? '__Host-' : '__Secure-'}" exactly`,
      pair.start,
      name.length,
      'cookie-prefix',
    );
  }
  if (!secure && !name.startsWith('__'))
    field.report(
      'info',
      'The cookie has no Secure attribute: it is also sent over plain http',
      pair.start,
      pair.text.length,
      'cookie-secure',
    );
  if (!seen.has('httponly') && /sess|auth|token|sid/i.test(name))
    field.report(
      'info',
      `"${name}" looks like a session cookie without HttpOnly: scripts (and XSS) can read it`,
      pair.start,
      name.length,
      'cookie-httponly',
    );
}

type SeenAttribute = { value: string | null; start: number; length: number };

export function checkSetCookie(field: FieldContext) {
  const [pair, ...attributes] = splitOutsideQuotes(field.value, ';');
  const name = checkCookiePair(field, pair!);
  if (name === null) return;
  const seen = new Map<string, SeenAttribute>();
  for (const piece of attributes) {
    if (piece.text === '') continue;
    const attribute = parseParameter(piece);
    seen.set(attribute.name.toLowerCase(), { value: attribute.value, start: piece.start, length: piece.text.length });
    checkCookieAttribute(field, piece, attribute);
  }
  checkCookieCombination(field, pair!, name, seen);
}

export function checkCookie(field: FieldContext) {
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
