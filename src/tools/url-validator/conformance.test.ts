import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyseUrl } from './core';
import { checkRfc3986 } from './rfc3986';

/**
 * The web-platform-tests URL tests (conformance/wpt, BSD-3-Clause): every case is run through analyseUrl
 * with its base. A case marked `failure` must be refused; any other must be accepted with the expected href
 * and host. The parser underneath is the platform's own (Node's here, the browser's in the app), so this
 * holds the tool's plumbing (stripping, base handling, components) to the standard.
 */
interface UrlTest {
  input: string;
  base: string | null;
  href?: string;
  hostname?: string;
  failure?: boolean;
}

const here = dirname(fileURLToPath(import.meta.url));
const data = JSON.parse(readFileSync(join(here, 'conformance', 'wpt', 'urltestdata.json'), 'utf8')) as (
  string | UrlTest
)[];
const cases = data.filter((entry): entry is UrlTest => typeof entry === 'object');

function passes(test: UrlTest): boolean {
  const analysis = analyseUrl(test.input, { base: test.base ?? '' });
  if (test.failure) return analysis.check.verdict === 'invalid';
  return analysis.components?.href === test.href && analysis.components?.host === test.hostname;
}

const valid = cases.filter((test) => !test.failure);
const invalid = cases.filter((test) => test.failure);
const validPasses = valid.filter(passes);
const invalidPasses = invalid.filter(passes);
/** Cases the Node 20 URL parser itself gets wrong (checked with `new URL` alone): not the tool's doing. */
const platformGaps = cases.filter((test) => {
  let href: string | null = null;
  try {
    href = new URL(test.input, test.base ?? undefined).href;
  } catch {
    href = null;
  }
  return test.failure ? href !== null : href !== test.href;
});

describe(`WHATWG URL tests (wpt urltestdata.json): valid ${validPasses.length}/${valid.length}, invalid ${invalidPasses.length}/${invalid.length}; ${platformGaps.length} are the platform parser's own gaps`, () => {
  it('fails only where the platform parser itself differs from the standard', () => {
    const failing = cases.filter((test) => !passes(test));
    expect(failing.filter((test) => !platformGaps.includes(test))).toEqual([]);
  });

  it('holds most of the tests', () => {
    expect(validPasses.length + invalidPasses.length).toBeGreaterThan(cases.length * 0.95);
  });
});

/** RFC 3986 section 1.1.2: example URIs. */
const RFC3986_EXAMPLES = [
  'ftp://ftp.is.co.za/rfc/rfc1808.txt',
  'http://www.ietf.org/rfc/rfc2396.txt',
  'ldap://[2001:db8::7]/c=GB?objectClass?one',
  'mailto:John.Doe@example.com',
  'news:comp.infosystems.www.servers.unix',
  'tel:+1-816-555-1212',
  'telnet://192.0.2.16:80/',
  'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
];

/** RFC 3986 section 5.4: reference resolution against http://a/b/c/d;p?q, normal (5.4.1) and abnormal (5.4.2). */
const RFC3986_BASE = 'http://a/b/c/d;p?q';
const RESOLUTION: readonly [string, string][] = [
  ['g:h', 'g:h'],
  ['g', 'http://a/b/c/g'],
  ['./g', 'http://a/b/c/g'],
  ['g/', 'http://a/b/c/g/'],
  ['/g', 'http://a/g'],
  ['//g', 'http://g'],
  ['?y', 'http://a/b/c/d;p?y'],
  ['g?y', 'http://a/b/c/g?y'],
  ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'],
  ['g?y#s', 'http://a/b/c/g?y#s'],
  [';x', 'http://a/b/c/;x'],
  ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
  ['', 'http://a/b/c/d;p?q'],
  ['.', 'http://a/b/c/'],
  ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'],
  ['../', 'http://a/b/'],
  ['../g', 'http://a/b/g'],
  ['../..', 'http://a/'],
  ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
  ['../../../g', 'http://a/g'],
  ['../../../../g', 'http://a/g'],
  ['/./g', 'http://a/g'],
  ['/../g', 'http://a/g'],
  ['g.', 'http://a/b/c/g.'],
  ['.g', 'http://a/b/c/.g'],
  ['g..', 'http://a/b/c/g..'],
  ['..g', 'http://a/b/c/..g'],
  ['./../g', 'http://a/b/g'],
  ['./g/.', 'http://a/b/c/g/'],
  ['g/./h', 'http://a/b/c/g/h'],
  ['g/../h', 'http://a/b/c/h'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y'],
  ['g;x=1/../y', 'http://a/b/c/y'],
  ['g?y/./x', 'http://a/b/c/g?y/./x'],
  ['g?y/../x', 'http://a/b/c/g?y/../x'],
  ['g#s/./x', 'http://a/b/c/g#s/./x'],
  ['g#s/../x', 'http://a/b/c/g#s/../x'],
  // RFC 3986 gives "http:g" for a strict parser and http://a/b/c/g for backward compatibility; WHATWG takes the latter.
  ['http:g', 'http://a/b/c/g'],
];

/** WHATWG writes an empty path of a special URL as "/": the one way its href differs from RFC 3986's. */
const whatwgForm = (href: string) => (/^http:\/\/[^/]+$/.test(href) ? `${href}/` : href);

describe(`RFC 3986 examples: ${RFC3986_EXAMPLES.length} URIs (section 1.1.2) and ${RESOLUTION.length} references (section 5.4)`, () => {
  it.each(RFC3986_EXAMPLES)('%s is a valid URI to both parsers', (uri) => {
    expect(checkRfc3986(uri)).toMatchObject({ valid: true, kind: 'URI' });
    expect(analyseUrl(uri, { base: '' }).check.verdict).not.toBe('invalid');
  });

  it.each(RESOLUTION)('%j resolves to %s', (reference, target) => {
    expect(checkRfc3986(reference).valid).toBe(true);
    const analysis = analyseUrl(reference, { base: RFC3986_BASE });
    expect(analysis.components?.href).toBe(whatwgForm(target));
  });
});
