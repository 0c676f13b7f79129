/**
 * RFC 3986's grammar, checked by hand so a refusal can say which character broke which rule: a URI
 * (`scheme ":" hier-part [ "?" query ] [ "#" fragment ]`) or a relative reference. Components are found as
 * Appendix B splits them, then each is held to its ABNF character by character.
 */

export interface StrictCheck {
  valid: boolean;
  /** `URI` when it has a scheme, else `relative reference`. */
  kind: 'URI' | 'relative reference';
  reason: string;
  position?: number;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;
const SUB_DELIMS = /[!$&'()*+,;=]/;
const HEX = /[0-9A-Fa-f]/;
const SCHEME = /^[A-Za-z][A-Za-z0-9+\-.]*$/;

/** The RFC 3986 IPv6address rule (section 3.2.2), as a regular expression. */
const H16 = '[0-9A-Fa-f]{1,4}';
const LS32 = `(?:${H16}:${H16}|(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)){3})`;
const IPV6 = new RegExp(
  `^(?:(?:${H16}:){6}${LS32}|::(?:${H16}:){5}${LS32}|(?:${H16})?::(?:${H16}:){4}${LS32}|(?:(?:${H16}:){0,1}${H16})?::(?:${H16}:){3}${LS32}|(?:(?:${H16}:){0,2}${H16})?::(?:${H16}:){2}${LS32}|(?:(?:${H16}:){0,3}${H16})?::${H16}:${LS32}|(?:(?:${H16}:){0,4}${H16})?::${LS32}|(?:(?:${H16}:){0,5}${H16})?::${H16}|(?:(?:${H16}:){0,6}${H16})?::)$`,
);
const IPV_FUTURE = /^v[0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+$/;

function describe(char: string): string {
  const code = char.codePointAt(0)!;
  if (char === ' ') return 'A space';
  if (code < 32 || code === 127) return `The control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code > 127) return `“${char}” (not ASCII)`;
  return `“${char}”`;
}

class Refusal extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

/** Checks text[start, end) against a character class; `%` must start a pct-encoded triplet. */
function scan(text: string, start: number, end: number, allowed: (char: string) => boolean, component: string) {
  for (let index = start; index < end; index += 1) {
    const char = text[index]!;
    if (char === '%') {
      if (!HEX.test(text[index + 1] ?? '') || !HEX.test(text[index + 2] ?? '') || index + 2 >= end)
        throw new Refusal(`A “%” in the ${component} must start a percent-encoded byte such as %20.`, index);
      index += 2;
    } else if (!allowed(char)) {
      const whole = String.fromCodePoint(text.codePointAt(index)!);
      const advice =
        whole.codePointAt(0)! > 127
          ? 'RFC 3986 allows ASCII only: percent-encode it as UTF-8 (an IRI, RFC 3987, may hold it)'
          : 'percent-encode it';
      throw new Refusal(`${describe(whole)} is not allowed in the ${component}: ${advice}.`, index);
    }
  }
}

const pchar = (char: string) => UNRESERVED.test(char) || SUB_DELIMS.test(char) || char === ':' || char === '@';

function checkAuthority(text: string, start: number, end: number) {
  const at = text.indexOf('@', start);
  let hostStart = start;
  if (at !== -1 && at < end) {
    scan(text, start, at, (char) => UNRESERVED.test(char) || SUB_DELIMS.test(char) || char === ':', 'user information');
    hostStart = at + 1;
  }
  let portStart = -1;
  if (text[hostStart] === '[') {
    const close = text.indexOf(']', hostStart);
    if (close === -1 || close >= end)
      throw new Refusal('The IP literal opened with “[” is never closed with “]”.', hostStart);
    const literal = text.slice(hostStart + 1, close);
    if (!IPV6.test(literal) && !IPV_FUTURE.test(literal))
      throw new Refusal(`“[${literal}]” is neither an IPv6 address nor an IPvFuture literal.`, hostStart + 1);
    if (close + 1 < end) {
      if (text[close + 1] !== ':')
        throw new Refusal(`${describe(text[close + 1]!)} after the IP literal: only “:port” may follow.`, close + 1);
      portStart = close + 2;
    }
  } else {
    const colon = text.indexOf(':', hostStart);
    const hostEnd = colon !== -1 && colon < end ? colon : end;
    scan(text, hostStart, hostEnd, (char) => UNRESERVED.test(char) || SUB_DELIMS.test(char), 'host');
    if (hostEnd < end) portStart = hostEnd + 1;
  }
  if (portStart !== -1)
    for (let index = portStart; index < end; index += 1)
      if (!/[0-9]/.test(text[index]!))
        throw new Refusal(`${describe(text[index]!)} in the port: a port is digits only.`, index);
}

/** Whether `text` is an RFC 3986 URI-reference, and where the first character that breaks it is. */
export function checkRfc3986(text: string): StrictCheck {
  if (text === '')
    return { valid: true, kind: 'relative reference', reason: 'An empty relative reference (the base itself).' };
  const hash = text.indexOf('#');
  const fragmentStart = hash === -1 ? text.length : hash;
  const question = text.indexOf('?');
  const queryStart = question === -1 || question > fragmentStart ? fragmentStart : question;
  const beforeQuery = text.slice(0, queryStart);
  const colon = beforeQuery.search(/[:/]/);
  const hasScheme = colon > 0 && beforeQuery[colon] === ':';
  const kind = hasScheme ? 'URI' : 'relative reference';
  try {
    let index = 0;
    if (hasScheme) {
      const scheme = text.slice(0, colon);
      if (!SCHEME.test(scheme)) {
        const bad = /^[^A-Za-z]/.test(scheme) ? 0 : scheme.search(/[^A-Za-z0-9+\-.]/);
        throw new Refusal(
          bad === 0
            ? 'A scheme must start with a letter.'
            : `${describe(scheme[bad]!)} is not allowed in a scheme: letters, digits, “+”, “-” and “.” only.`,
          bad,
        );
      }
      index = colon + 1;
    } else if (colon === 0 && beforeQuery[0] === ':') {
      // Without a scheme the first segment is path-noscheme, which may not hold a colon.
      throw new Refusal(
        'A colon before any scheme: a relative path’s first segment may not hold “:” (write “./” before it).',
        0,
      );
    }
    let pathStart = index;
    if (text.startsWith('//', index)) {
      const authorityEnd = (() => {
        const rest = text.slice(index + 2, queryStart).search(/\//);
        return rest === -1 ? queryStart : index + 2 + rest;
      })();
      checkAuthority(text, index + 2, authorityEnd);
      pathStart = authorityEnd;
    }
    scan(text, pathStart, queryStart, (char) => pchar(char) || char === '/', 'path');
    if (queryStart < fragmentStart)
      scan(text, queryStart + 1, fragmentStart, (char) => pchar(char) || char === '/' || char === '?', 'query');
    if (fragmentStart < text.length)
      scan(text, fragmentStart + 1, text.length, (char) => pchar(char) || char === '/' || char === '?', 'fragment');
    return {
      valid: true,
      kind,
      reason: hasScheme
        ? 'A valid RFC 3986 URI.'
        : 'A valid RFC 3986 relative reference: it needs a base URI to resolve.',
    };
  } catch (error) {
    if (error instanceof Refusal) return { valid: false, kind, reason: error.message, position: error.position };
    throw error;
  }
}
