/**
 * Credentials in a pasted head, blanked before the text is kept in session storage or put in a share link:
 * the tool checks the text as pasted, but a bearer token or a session cookie must never be written anywhere.
 * What is blanked keeps its shape (the scheme, the cookie names, the Set-Cookie attributes, a URL's host and
 * path), so a reloaded or shared head still shows, and checks, everything but the secret.
 *
 * Two passes. By name: a field named for a credential (Authorization, Cookie, X-Api-Key, any *-Key, *-Token,
 * *-Secret, *Password*) has its value blanked. By pattern, on every line, the start line and any field whose
 * name says nothing (Referer, Location, Link, a custom one): a URL's user:password@, a query, fragment or
 * matrix parameter named for a credential (?token=, access_token, api_key, X-Amz-Signature, sig...), a
 * bearer token after its scheme, a JWT, and keys whose format gives them away (sk_live_, ghp_, AKIA...).
 */

export const REDACTED = 'REDACTED';

/** Fields whose whole value is a credential, or holds one after an auth scheme (X-Forwarded-Authorization too). */
const AUTHORIZATION = /authorization$/i;
/**
 * Fields named for what they carry: X-Api-Key, X-Auth-Token, X-CSRF-Token, X-Session-Id, X-Client-Secret,
 * X-Password, and any field whose last word is Key, Token or Secret (Ocp-Apim-Subscription-Key, X-Goog-Key).
 */
const SECRET_NAME =
  /api[-_]?key|apikey|token|secret|passw|passwd|session|credential|signature|x-auth|(?:^|[-_])(?:key|pass|pwd|otp)$/i;

/** A field line with the folded lines after it (obs-fold: they continue its value). */
const FIELD_LINE = /^([ \t]*)([^\s:]+)([ \t]*:[ \t]*)([^\r\n]*)((?:\r?\n[ \t]+[^\r\n]*)*)/gm;

/**
 * A URL's userinfo: `//user:password@` keeps the user and blanks the password; `//token@` (a lone user, as a
 * GitHub token in a clone URL) is blanked whole. The characters are those RFC 3986 allows in userinfo, so the
 * match stops at the first `/`, `?`, `#` or blank: no `@` further on is taken for the end of a userinfo.
 */
const USERINFO = /\/\/([^\s/?#@<>"'\\[\]]*)@/g;

/**
 * A parameter of a query (`?`, `&`), a fragment (`#access_token=` in an OAuth redirect) or a path (`;jsessionid=`),
 * its value bare or quoted. The name is bounded, and a quoted value ends at the next `?&#;` if no quote closes
 * it, so no part of the text is read more than a bounded number of times (a long line of unclosed quotes too).
 */
const URL_PARAM = /([?&#;])([^=&#;?\s"'<>,]{1,100})=("[^"\r\n?&#;]*"?|[^&#;\s"'<>,]*)/g;
/** Parameter names that carry a credential: token, access_token, api_key, client_secret, X-Amz-Signature, sig, code... */
const SECRET_PARAM =
  /token|secret|passw|pwd|credential|signature|session|jwt|api[-_]?key|apikey|(?:^|[-_.])(?:key|sig|sid|code|pass|auth|otp)$/i;

/**
 * A token68 after an auth scheme, in any field (a Bearer token pasted into a custom header). The value must end
 * the token68 (a blank, a comma or the end), so a challenge's `Bearer realm="api"` or `Basic realm="x"` is
 * not taken for a credential.
 */
const SCHEME_TOKEN = /\b(Bearer|Basic|Token)([ \t]+)([A-Za-z0-9\-._~+/]{8,}=*)(?=[\s,]|$)/g;

/** A JWT (three base64url parts, the first a JSON object: "eyJ"), wherever it stands. */
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;

/**
 * Keys whose format names them: Stripe secret and restricted keys, GitHub tokens, an AWS access key id, a Google
 * API key, Slack tokens. (A Stripe publishable key, pk_, is public by design.)
 */
const KNOWN_KEY =
  /\b(?:(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{30,}|xox[abposr]-[A-Za-z0-9-]{10,})/g;

function blankCookiePairs(value: string): string {
  return value.replace(/([^=;\s][^=;]*)=[^;]*/g, (_pair, name: string) => `${name}=${REDACTED}`);
}

/** The value with its secret blanked, or null when its name does not say it holds one. */
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

function redactByName(text: string): string {
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

/** Credentials the text shows by their form, wherever they stand: in the start line, any field, a URL. */
function redactByPattern(text: string): string {
  return text
    .replace(USERINFO, (_whole, userinfo: string) => {
      const colon = userinfo.indexOf(':');
      return colon === -1 ? `//${REDACTED}@` : `//${userinfo.slice(0, colon)}:${REDACTED}@`;
    })
    .replace(URL_PARAM, (whole, before: string, name: string, value: string) =>
      value !== '' && value !== REDACTED && SECRET_PARAM.test(name) ? `${before}${name}=${REDACTED}` : whole,
    )
    .replace(SCHEME_TOKEN, (_whole, scheme: string, blank: string) => `${scheme}${blank}${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(KNOWN_KEY, REDACTED);
}

export function redactCredentials(text: string): string {
  return redactByPattern(redactByName(text));
}
