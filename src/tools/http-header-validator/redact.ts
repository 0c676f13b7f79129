/**
 * Credentials in a pasted head, blanked before the text is kept in session storage or put in a share link:
 * the tool checks the text as pasted, but a bearer token or a session cookie must never be written anywhere.
 * What is blanked keeps its shape (the scheme, the cookie names, the Set-Cookie attributes), so a reloaded or
 * shared head still shows, and checks, everything but the secret.
 */

export const REDACTED = 'REDACTED';

/** Fields whose whole value is a credential, or holds one after an auth scheme. */
const AUTHORIZATION = /^(?:proxy-)?authorization$/i;
/** Fields named for what they carry: X-Api-Key, X-Auth-Token, X-CSRF-Token, X-Session-Id... */
const SECRET_NAME = /api[-_]?key|token|secret|password|passwd|session|credential|signature|x-auth/i;

/** A field line with the folded lines after it (obs-fold: they continue its value). */
const FIELD_LINE = /^([ \t]*)([^\s:]+)([ \t]*:[ \t]*)([^\r\n]*)((?:\r?\n[ \t]+[^\r\n]*)*)/gm;

function blankCookiePairs(value: string): string {
  return value.replace(/([^=;\s][^=;]*)=[^;]*/g, (_pair, name: string) => `${name}=${REDACTED}`);
}

/** The value with its secret blanked, or null when the field holds none. */
function blankValue(name: string, value: string): string | null {
  if (value.trim() === '') return null;
  if (AUTHORIZATION.test(name)) {
    const scheme = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)[ \t]+\S/.exec(value);
    return scheme ? `${scheme[1]} ${REDACTED}` : REDACTED;
  }
  const lower = name.toLowerCase();
  if (lower === 'cookie') return blankCookiePairs(value);
  // Only the first pair of Set-Cookie is the cookie; its attributes (Path, Secure, SameSite) are not secret.
  if (lower === 'set-cookie') {
    const end = value.indexOf(';');
    return end === -1 ? blankCookiePairs(value) : blankCookiePairs(value.slice(0, end)) + value.slice(end);
  }
  return SECRET_NAME.test(name) ? REDACTED : null;
}

export function redactCredentials(text: string): string {
  return text.replace(
    FIELD_LINE,
    (whole, indent: string, name: string, colon: string, value: string, folded: string) => {
      const blanked = blankValue(name, value);
      if (blanked === null) return whole;
      // A folded continuation of a credential is the credential too.
      return `${indent}${name}${colon}${blanked}${folded.replace(/^([ \t]+)[^\r\n]*$/gm, `$1${REDACTED}`)}`;
    },
  );
}
