/** Security headers other than CSP: HSTS, X-Frame-Options, X-Content-Type-Options, Referrer-Policy, Permissions-Policy. */
import { listElements, originProblem, parseParameter, splitOutsideQuotes, unquote } from './grammar';
import { parseStructured } from './structured';
import { DELTA_SECONDS, ONE_YEAR } from './values-common';
import type { FieldContext } from './values-field';

export function checkHsts(field: FieldContext) {
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

export function checkFrameOptions(field: FieldContext) {
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

export function checkContentTypeOptions(field: FieldContext) {
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

export function checkReferrerPolicy(field: FieldContext) {
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

export function checkPermissionsPolicy(field: FieldContext) {
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

export function checkFeaturePolicy(field: FieldContext) {
  field.report(
    'info',
    'Feature-Policy was replaced by Permissions-Policy, whose syntax differs: geolocation=(self)',
    0,
    0,
    'deprecated',
  );
}
