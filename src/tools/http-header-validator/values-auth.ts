/** Authorization and WWW-Authenticate (RFC 9110 §11). */
import type { FieldContext } from './values-field';

const AUTH_SCHEME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+/;
const TOKEN68 = /^[A-Za-z0-9\-._~+/]+=*$/;

export function checkAuthorization(field: FieldContext) {
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

export function checkWwwAuthenticate(field: FieldContext) {
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
