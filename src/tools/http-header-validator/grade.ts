/**
 * The security-headers grade of a response, in the manner of securityheaders.com: each expected header
 * present, weak or missing, and what each missing or weak one costs out of 100.
 */
import { splitOutsideQuotes } from './grammar';
import { LETTERS, SCORING } from './scoring';

export type GradeStatus = 'good' | 'weak' | 'missing';

export interface GradeRow {
  header: string;
  status: GradeStatus;
  /** Points taken off the 100 for this row. */
  cost: number;
  /** What was found, or why it is weak. */
  note: string;
  /** The fix, when there is something to fix. */
  fix?: string;
}

export interface SecurityGrade {
  letter: string;
  score: number;
  rows: GradeRow[];
}

const costOf = (header: string, status: GradeStatus) => {
  const row = SCORING.find((entry) => entry.header === header)!;
  return status === 'good' ? 0 : status === 'weak' ? row.weak : row.missing;
};

/** The letter for a score. */
export const letterFor = (score: number) => LETTERS.find((entry) => score >= entry.min)!.letter;

/** Directives of every CSP policy in the value, lower-cased, each with its sources. */
function cspDirectives(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const policy of splitOutsideQuotes(value, ','))
    for (const piece of splitOutsideQuotes(policy.text, ';')) {
      const [name, ...sources] = piece.text.toLowerCase().split(/[ \t]+/);
      if (name && !directives.has(name)) directives.set(name, sources);
    }
  return directives;
}

/** What leaves a policy's script sources open to injected scripts, or null when they are restricted. */
function cspWeakness(scripts: readonly string[] | undefined): string | null {
  const strong = (sources: readonly string[]) =>
    sources.some((source) => /^'(nonce|sha256|sha384|sha512)-/.test(source));
  return !scripts
    ? 'No script-src or default-src: scripts load from anywhere'
    : scripts.includes("'unsafe-inline'") && !strong(scripts)
      ? "'unsafe-inline' allows inline scripts"
      : scripts.includes("'unsafe-eval'")
        ? "'unsafe-eval' allows eval()"
        : scripts.some((source) => ['*', 'http:', 'https:', 'data:'].includes(source)) &&
            !scripts.includes("'strict-dynamic'")
          ? 'Scripts may load from any host'
          : null;
}

/**
 * Grades the response headers (lower-case name → the values of its fields, in order).
 */
export function gradeSecurityHeaders(headers: ReadonlyMap<string, readonly string[]>): SecurityGrade {
  const rows: GradeRow[] = [];
  const first = (name: string) => headers.get(name)?.[0]?.trim();
  const add = (header: string, status: GradeStatus, note: string, fix?: string) =>
    rows.push({ header, status, cost: costOf(header, status), note, ...(fix ? { fix } : {}) });

  const hsts = first('strict-transport-security');
  const hstsHeader = 'Strict-Transport-Security';
  const hstsFix = 'Strict-Transport-Security: max-age=63072000; includeSubDomains; preload';
  if (hsts === undefined)
    add(hstsHeader, 'missing', 'Browsers may reach the site over plain http, where it can be intercepted', hstsFix);
  else {
    const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(hsts);
    if (!maxAge || Number(maxAge[1]) === 0)
      add(hstsHeader, 'missing', 'No usable max-age: the policy is ignored or cleared', hstsFix);
    else if (Number(maxAge[1]) < 31_536_000) add(hstsHeader, 'weak', `max-age=${maxAge[1]} is under a year`, hstsFix);
    else
      add(hstsHeader, 'good', /includesubdomains/i.test(hsts) ? 'A year or more, with subdomains' : 'A year or more');
  }

  const csp = headers.get('content-security-policy');
  const cspHeader = 'Content-Security-Policy';
  const directives = csp ? cspDirectives(csp.join(', ')) : new Map<string, string[]>();
  if (!csp)
    add(
      cspHeader,
      'missing',
      headers.has('content-security-policy-report-only')
        ? 'Only in report-only mode, which blocks nothing'
        : 'Nothing limits what scripts the page runs if HTML is injected',
      "Content-Security-Policy: default-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    );
  else {
    const weakness = cspWeakness(directives.get('script-src') ?? directives.get('default-src'));
    if (weakness)
      add(
        cspHeader,
        'weak',
        weakness,
        "Use nonces or hashes for scripts and drop 'unsafe-inline', 'unsafe-eval' and wildcards",
      );
    else add(cspHeader, 'good', 'Scripts are restricted');
  }

  const frameHeader = 'X-Frame-Options or CSP frame-ancestors';
  const xfo = first('x-frame-options')?.toUpperCase();
  if (directives.has('frame-ancestors')) add(frameHeader, 'good', 'CSP frame-ancestors is set');
  else if (xfo === 'DENY' || xfo === 'SAMEORIGIN') add(frameHeader, 'good', `X-Frame-Options: ${xfo}`);
  else if (xfo !== undefined)
    add(
      frameHeader,
      'weak',
      `X-Frame-Options "${xfo}" is ignored by browsers`,
      "Content-Security-Policy: frame-ancestors 'self' (or X-Frame-Options: SAMEORIGIN)",
    );
  else
    add(
      frameHeader,
      'missing',
      'Other sites can frame the page (clickjacking)',
      "Content-Security-Policy: frame-ancestors 'self' (or X-Frame-Options: SAMEORIGIN)",
    );

  const xcto = first('x-content-type-options');
  const xctoHeader = 'X-Content-Type-Options';
  if (xcto === undefined)
    add(xctoHeader, 'missing', 'Browsers may sniff a file into a script or a page', 'X-Content-Type-Options: nosniff');
  else if (xcto.toLowerCase() !== 'nosniff')
    add(xctoHeader, 'weak', `"${xcto}" is not nosniff`, 'X-Content-Type-Options: nosniff');
  else add(xctoHeader, 'good', 'nosniff');

  const referrer = headers.get('referrer-policy');
  const referrerHeader = 'Referrer-Policy';
  if (!referrer)
    add(
      referrerHeader,
      'missing',
      'The browser default applies (strict-origin-when-cross-origin in current browsers)',
      'Referrer-Policy: strict-origin-when-cross-origin',
    );
  else {
    const tokens = referrer
      .join(',')
      .toLowerCase()
      .split(',')
      .map((token) => token.trim());
    const last = tokens.at(-1) ?? '';
    if (last === 'unsafe-url' || last === 'no-referrer-when-downgrade')
      add(
        referrerHeader,
        'weak',
        `${last} sends full URLs to other sites`,
        'Referrer-Policy: strict-origin-when-cross-origin',
      );
    else add(referrerHeader, 'good', last);
  }

  const permissionsHeader = 'Permissions-Policy';
  if (headers.has('permissions-policy')) add(permissionsHeader, 'good', 'Set');
  else if (headers.has('feature-policy'))
    add(
      permissionsHeader,
      'weak',
      'Only the old Feature-Policy',
      'Permissions-Policy: camera=(), microphone=(), geolocation=()',
    );
  else
    add(
      permissionsHeader,
      'missing',
      'Frames and scripts may ask for camera, microphone, location...',
      'Permissions-Policy: camera=(), microphone=(), geolocation=()',
    );

  const coop = first('cross-origin-opener-policy')?.split(';')[0]?.trim();
  const coopHeader = 'Cross-Origin-Opener-Policy';
  if (coop === undefined)
    add(
      coopHeader,
      'missing',
      'Cross-origin windows keep a handle on this one (XS-Leaks)',
      'Cross-Origin-Opener-Policy: same-origin',
    );
  else if (coop === 'unsafe-none')
    add(coopHeader, 'weak', 'unsafe-none turns the protection off', 'Cross-Origin-Opener-Policy: same-origin');
  else add(coopHeader, 'good', coop);

  const disclosure = ['server', 'x-powered-by', 'x-aspnet-version', 'x-aspnetmvc-version'].filter((name) =>
    /\d+\.\d+/.test(first(name) ?? ''),
  );
  const disclosureHeader = 'Server / X-Powered-By versions';
  if (disclosure.length > 0)
    add(
      disclosureHeader,
      'weak',
      `${disclosure.join(', ')} ${disclosure.length === 1 ? 'reveals' : 'reveal'} software versions`,
      'Remove the version numbers (or the headers)',
    );
  else add(disclosureHeader, 'good', 'No software versions revealed');

  const score = Math.max(0, 100 - rows.reduce((total, row) => total + row.cost, 0));
  const perfect = rows.every((row) => row.status === 'good');
  return { letter: perfect ? 'A+' : letterFor(Math.min(score, 99)), score, rows };
}
