/** Content-Security-Policy (CSP 3): directives, source expressions, sandbox tokens. */
import { editDistance } from '../../lib/edit-distance';
import type { Severity } from '../../lib/problems';
import { splitOutsideQuotes } from './grammar';
import type { FieldContext } from './values-field';

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

type Source = { text: string; start: number };

/**
 * A source-list directive (script-src, img-src...): its sources, 'none' alone, and for scripts what defeats
 * the policy. `start` is where the directive starts in the value, `nameLength` and `pieceLength` its name's
 * and its whole text's lengths.
 */
function checkSourceList(
  field: FieldContext,
  name: string,
  { start, nameLength, pieceLength }: { start: number; nameLength: number; pieceLength: number },
  sources: readonly Source[],
) {
  if (sources.length === 0)
    field.report(
      'warning',
      `"${name}" has no sources: an empty list blocks everything; write 'none' to say so`,
      start,
      nameLength,
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
      pieceLength,
      'csp-source',
    );
  if (name === 'script-src' || name === 'default-src' || name === 'script-src-elem')
    checkScriptSources(field, name, sources, lowered);
}

/** The script sources that defeat CSP's protection against XSS: 'unsafe-inline', 'unsafe-eval', wildcards. */
function checkScriptSources(field: FieldContext, name: string, sources: readonly Source[], lowered: readonly string[]) {
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

/** What a policy leaves open: no default-src or script-src, object-src, base-uri, frame-ancestors. */
function checkPolicyCoverage(field: FieldContext, policy: Source, directives: ReadonlyMap<string, string[]>) {
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

export function checkCsp(field: FieldContext) {
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
      const sources: Source[] = [];
      for (const source of rest) {
        offset = field.value.indexOf(source, offset);
        sources.push({ text: source, start: offset });
        offset += source.length;
      }
      if (CSP_SOURCE_LIST_DIRECTIVES.has(name)) {
        checkSourceList(field, name, { start, nameLength: nameText!.length, pieceLength: piece.text.length }, sources);
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
    checkPolicyCoverage(field, policy, directives);
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
