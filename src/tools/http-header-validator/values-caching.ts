/** Caching: Cache-Control, entity tags and Expires (RFC 9111, RFC 9110 §8.8.3). */
import { listElements, parseParameter, unquote, type Piece } from './grammar';
import { DELTA_SECONDS, requireToken, checkDate } from './values-common';
import type { FieldContext } from './values-field';

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

export function checkCacheControl(field: FieldContext) {
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

export function checkEntityTag(field: FieldContext, piece: Piece) {
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

export function checkEntityTagList(field: FieldContext) {
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

export function checkExpires(field: FieldContext) {
  checkDate(field, {
    invalidSeverity: 'warning',
    invalidNote: '. Caches treat an invalid Expires, such as "0" or "-1", as a time in the past (RFC 9111 §5.3)',
  });
}
