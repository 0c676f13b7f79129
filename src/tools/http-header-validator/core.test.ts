import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DocumentProblem } from '../../lib/problems';
import { BROKEN_SAMPLE, MAX_PROBLEMS, REQUEST_SAMPLE, SAMPLE_INPUT, checkHttpHeaders, type KindChoice } from './core';
import rfcExamples from './conformance/rfc-examples/examples.json';
import { gradeSecurityHeaders } from './grade';

const check = (text: string, kind: KindChoice = 'auto') => checkHttpHeaders(text, { kind });
const codes = (problems: readonly DocumentProblem[]) => problems.map((problem) => problem.code);
const errors = (problems: readonly DocumentProblem[]) => problems.filter((problem) => problem.severity === 'error');

describe('reading the message', () => {
  it.each([
    ['HTTP/1.1 200 OK\nServer: x\n', 'response', 'start line'],
    ['HTTP/2 404\ncontent-type: text/plain\n', 'response', 'start line'],
    ['GET /path HTTP/1.1\nHost: example.com\n', 'request', 'start line'],
    ['Host: example.com\nUser-Agent: curl/8.5.0\nAccept: */*\n', 'request', 'request-only'],
    ['Content-Type: text/html\nETag: "x"\nServer: nginx\n', 'response', 'response-only'],
    [':status: 200\ncontent-type: text/html\n', 'response', 'pseudo-headers'],
    [':method: GET\n:path: /\n:authority: example.com\naccept: */*\n', 'request', 'pseudo-headers'],
  ])('detects the kind of %j', (text, kind, reason) => {
    const report = check(text);
    expect(report.kind).toBe(kind);
    expect(report.kindReason).toContain(reason);
  });

  it('lets the user choose the kind', () => {
    expect(check('Host: example.com\n', 'response').kind).toBe('response');
  });

  it('reads the start line', () => {
    expect(check('GET /a?b=1 HTTP/1.1\nHost: a\n').startLine).toMatchObject({
      method: 'GET',
      target: '/a?b=1',
      version: 'HTTP/1.1',
    });
    expect(check('HTTP/1.1 404 Not Found\n').startLine).toMatchObject({ status: 404, reason: 'Not Found' });
  });

  it('says what it ignored: devtools rows and the body', () => {
    const report = check(
      'General\nRequest URL: https://example.com/\nStatus Code: 200 OK\nResponse Headers\n:status: 200\ncontent-type: text/html; charset=utf-8\n\n<!doctype html>\n<p>hi\n',
    );
    expect(report.kind).toBe('response');
    expect(report.fieldCount).toBe(1);
    expect(report.ignored.join('\n')).toMatch(
      /devtools section title[\s\S]*summary row[\s\S]*:status[\s\S]*2 lines after the blank line/,
    );
    expect(errors(report.problems)).toEqual([]);
  });

  it('accepts CRLF line ends', () => {
    expect(errors(check('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello').problems)).toEqual([]);
  });

  it('lists the fields with what each is', () => {
    const report = check(SAMPLE_INPUT);
    expect(report.fields[0]).toMatchObject({ line: 2, name: 'Date', about: 'When the message was sent' });
    expect(report.fieldCount).toBe(15);
  });
});

describe('field syntax (RFC 9110 §5, RFC 9112 §5)', () => {
  it.each([
    ['Content-Type : text/html', 'space-before-colon', 1, 13, 1],
    ['Content Type: text/html', 'field-name', 1, 8, 1],
    ['Content-Type text/html', 'missing-colon', 1, 1, 22],
    [': value', 'empty-name', 1, 1, 7],
    ['X-A: a\u0000b', 'field-value-char', 1, 7, 1],
    ['X-A: a\rb', 'bare-cr', 1, 7, 1],
    ['X-A: a\u0007b', 'field-value-char', 1, 7, 1],
  ])('%j gives %s at line %i, column %i', (line, code, lineNumber, column, length) => {
    const problem = check(`${line}\n`).problems.find((found) => found.code === code);
    expect(problem).toMatchObject({ severity: 'error', at: { line: lineNumber, column }, length });
  });

  it('warns of obs-fold and reads the folded value as one', () => {
    const report = check('HTTP/1.1 200 OK\nX-Long: one\n two\nContent-Length: 1\n');
    expect(report.problems.find((problem) => problem.code === 'obs-fold')).toMatchObject({
      severity: 'warning',
      at: { line: 3, column: 1 },
    });
    expect(report.fields[0]!.value).toBe('one two');
  });

  it('places a problem in a folded value on its own line', () => {
    const report = check('HTTP/1.1 200 OK\nCache-Control: no-cache,\n  max-age=abc\n');
    expect(report.problems.find((problem) => problem.code === 'delta-seconds')).toMatchObject({
      at: { line: 3, column: 11 },
    });
  });

  it('rejects whitespace before the first field', () => {
    expect(codes(check('HTTP/1.1 200 OK\n  X-A: 1\n').problems)).toContain('leading-whitespace');
  });

  it('warns of non-ASCII values', () => {
    expect(check('X-Name: café\n').problems[0]).toMatchObject({ severity: 'warning', code: 'obs-text' });
  });

  it.each([
    ['HTTP/1.1 99 Odd', 'status-line'],
    ['HTTP/1.1', 'status-line'],
    ['get / HTTP/1.1', 'request-line'],
    ['GET index.html HTTP/1.1', 'request-line'],
    ['GET /', 'request-line'],
  ])('finds the fault in the start line %j', (line, code) => {
    expect(codes(check(`${line}\nHost: a\n`).problems)).toContain(code);
  });

  it('needs Host in an HTTP/1.1 request', () => {
    expect(codes(check('GET / HTTP/1.1\nAccept: */*\n').problems)).toContain('missing-host');
  });
});

describe('repeated fields (RFC 9110 §5.3)', () => {
  it.each([
    ['Content-Length: 5\nContent-Length: 6', 'error'],
    ['Content-Length: 5\nContent-Length: 5', 'warning'],
    ['Host: a\nHost: b', 'error'],
    ['Content-Type: text/html\nContent-Type: text/plain', 'error'],
    ['Authorization: Bearer a\nAuthorization: Bearer b', 'error'],
    ['Access-Control-Allow-Origin: https://a.com\nAccess-Control-Allow-Origin: https://b.com', 'error'],
    ['Strict-Transport-Security: max-age=31536000\nStrict-Transport-Security: max-age=31536000', 'warning'],
    ['Vary: Accept\nVary: Origin', 'info'],
    ['Cache-Control: no-cache\nCache-Control: no-store', 'info'],
  ])('%j: %s', (text, severity) => {
    const repeated = check(`${text}\n`).problems.filter(
      (problem) => problem.code === 'repeated-field' || problem.code === 'combined-field',
    );
    expect(repeated).toHaveLength(1);
    expect(repeated[0]).toMatchObject({ severity, at: { line: 2, column: 1 } });
  });

  it('lets Set-Cookie repeat by design', () => {
    const report = check('Set-Cookie: a=1; Secure\nSet-Cookie: b=2; Secure\n');
    expect(codes(report.problems)).not.toContain('repeated-field');
    expect(codes(report.problems)).not.toContain('combined-field');
  });

  it('flags Transfer-Encoding with Content-Length', () => {
    expect(codes(check('Transfer-Encoding: chunked\nContent-Length: 5\n').problems)).toContain('te-and-cl');
  });

  it('flags * with credentials in CORS', () => {
    const text = 'Access-Control-Allow-Origin: *\nAccess-Control-Allow-Credentials: true\n';
    expect(codes(check(text).problems)).toContain('cors-wildcard-credentials');
  });
});

/** The RFCs' own example values (conformance/rfc-examples): each must give no error; warnings are advice. */
const RFC_EXAMPLES = rfcExamples as { kind: 'request' | 'response'; field: string; value: string; source: string }[];

/** Well-formed values of the fields the RFC examples do not cover: each must give no error. */
const VALID: [kind: 'request' | 'response', field: string, value: string][] = [
  ['request', 'If-Unmodified-Since', 'Sat, 29 Oct 1994 19:43:31 GMT'],
  ['request', 'Host', 'www.example.org:8080'],
  ['request', 'Max-Forwards', '10'],
  ['response', 'Age', '0'],
  ['response', 'Cache-Control', 'no-cache'],
  ['request', 'Cache-Control', 'max-stale, min-fresh=60, only-if-cached'],
  ['response', 'Set-Cookie', '__Host-SID=12345; Secure; Path=/'],
  ['response', 'Set-Cookie', '__Secure-SID=12345; Domain=example.com; Secure'],
  ['response', 'Strict-Transport-Security', 'max-age="31536000"'],
  ['response', 'Strict-Transport-Security', 'max-age=0; includeSubDomains'],
  ['response', 'Permissions-Policy', 'geolocation=(self "https://example.com"), camera=()'],
  ['response', 'Permissions-Policy', 'fullscreen=*'],
  ['response', 'Content-Security-Policy', "script-src 'self'; object-src 'none'"],
  [
    'response',
    'Content-Security-Policy',
    "default-src 'self'; img-src *; media-src example.org example.net; script-src userscripts.example.com",
  ],
  [
    'response',
    'Content-Security-Policy',
    "script-src 'nonce-DhcnhD3khTMePgXwdayK9BsMqXjhguVV' 'strict-dynamic'; object-src 'none'; base-uri 'none'",
  ],
  ['response', 'Content-Security-Policy', "script-src 'sha256-B2yPHKaXnvFWtRChIbabYmUBFZdVfKKXHbWtWidDVF8='"],
  ['response', 'Content-Security-Policy', 'frame-ancestors https://example.com; upgrade-insecure-requests'],
  ['response', 'X-Frame-Options', 'DENY'],
  ['response', 'X-Frame-Options', 'sameorigin'],
  ['response', 'X-Content-Type-Options', 'nosniff'],
  ['response', 'Referrer-Policy', 'no-referrer, strict-origin-when-cross-origin'],
  ['response', 'Access-Control-Allow-Origin', '*'],
  ['response', 'Access-Control-Allow-Origin', 'https://example.com'],
  ['response', 'Access-Control-Allow-Credentials', 'true'],
  ['response', 'Access-Control-Allow-Methods', 'GET, POST, PUT'],
  ['response', 'Access-Control-Allow-Headers', 'Content-Type, X-Requested-With'],
  ['response', 'Access-Control-Max-Age', '600'],
  ['response', 'Link', '<https://example.com/style.css>; rel=preload; as=style'],
  ['response', 'Alt-Svc', 'h3=":443"; ma=86400, h2="alt.example.com:443"'],
  ['response', 'Alt-Svc', 'clear'],
  ['response', 'Cross-Origin-Opener-Policy', 'same-origin'],
  ['response', 'Cross-Origin-Embedder-Policy', 'require-corp; report-to="endpoint"'],
  ['response', 'Cross-Origin-Resource-Policy', 'same-site'],
  ['response', 'Clear-Site-Data', '"cache", "cookies", "storage"'],
  ['response', 'Timing-Allow-Origin', 'https://example.com, https://example.org'],
  ['request', 'Upgrade-Insecure-Requests', '1'],
  ['request', 'Origin', 'https://example.com'],
  ['request', 'Sec-CH-UA', '"Chromium";v="131", "Not_A Brand";v="24"'],
  ['request', 'Sec-CH-UA-Mobile', '?0'],
  ['request', 'Sec-CH-UA-Platform', '"Linux"'],
  ['response', 'Accept-CH', 'Sec-CH-UA-Model, Sec-CH-UA-Platform-Version'],
];

/** Values the same specifications' grammar rules out: each must give an error. */
const INVALID: [kind: 'request' | 'response', field: string, value: string][] = [
  ['response', 'Content-Length', '-1'],
  ['response', 'Content-Length', '+5'],
  ['response', 'Content-Length', '1e3'],
  ['response', 'Content-Length', '5, 6'],
  ['response', 'Date', 'Sun, 06 Nov 1994 08:49:37 UTC'],
  ['response', 'Date', '06 Nov 1994 08:49:37 GMT'],
  ['response', 'Date', 'Mon, 06 Nov 1994 08:49:37 GMT'],
  ['response', 'Date', 'Sun, 31 Nov 1994 08:49:37 GMT'],
  ['response', 'Last-Modified', '1994-11-06T08:49:37Z'],
  ['response', 'ETag', 'xyzzy'],
  ['response', 'ETag', 'w/"xyzzy"'],
  ['response', 'ETag', '"xy"zzy"'],
  ['request', 'If-None-Match', '"a", *'],
  ['response', 'Content-Type', 'text'],
  ['response', 'Content-Type', 'text/html; charset'],
  ['response', 'Content-Type', 'text/html; charset=utf 8'],
  ['response', 'Content-Type', '*/*'],
  ['request', 'Accept', 'text/html;q=2'],
  ['request', 'Accept', 'text;q=0.5'],
  ['request', 'Accept-Encoding', 'gzip;q=1.5'],
  ['response', 'Cache-Control', 'max-age=abc'],
  ['response', 'Cache-Control', 'max-age'],
  ['response', 'Cache-Control', 'max-age=-1'],
  ['response', 'Strict-Transport-Security', 'includeSubDomains'],
  ['response', 'Strict-Transport-Security', 'max-age=abc'],
  ['response', 'Strict-Transport-Security', 'max-age=1; max-age=2'],
  ['response', 'Set-Cookie', 'SID'],
  ['response', 'Set-Cookie', 'id=1; SameSite=None'],
  ['response', 'Set-Cookie', '__Host-id=1; Secure; Path=/; Domain=example.com'],
  ['response', 'Set-Cookie', '__Host-id=1; Secure'],
  ['response', 'Set-Cookie', '__Secure-id=1'],
  ['response', 'Set-Cookie', 'id=1; Max-Age=1h'],
  ['response', 'Set-Cookie', 'bad name=1'],
  ['request', 'Range', 'bytes=500-100'],
  ['request', 'Range', 'bytes=abc'],
  ['response', 'Content-Range', 'bytes 42-1233'],
  ['response', 'Content-Range', 'bytes 1233-42/2000'],
  ['request', 'Authorization', 'Basic Zm9v'],
  ['request', 'Authorization', 'Basic'],
  ['response', 'WWW-Authenticate', 'Basic'],
  ['request', 'Expect', '200-ok'],
  ['response', 'Vary', 'accept encoding'],
  ['response', 'Location', 'http://example.com/a b'],
  ['response', 'Location', 'http://example.com/%zz'],
  ['response', 'Retry-After', '-5'],
  ['response', 'Retry-After', 'soon'],
  ['response', 'X-Frame-Options', 'ALLOWALL'],
  ['response', 'X-Content-Type-Options', 'sniff'],
  ['response', 'Access-Control-Allow-Origin', 'https://a.com https://b.com'],
  ['response', 'Access-Control-Allow-Origin', 'https://a.com/'],
  ['response', 'Access-Control-Allow-Credentials', 'TRUE'],
  ['response', 'Content-Security-Policy', 'script-src self'],
  ['response', 'Content-Security-Policy', "script-src 'nonce-'"],
  ['response', 'Content-Security-Policy', "scirpt-src 'self'"],
  ['response', 'Content-Security-Policy', "default-src 'sha256-abc'"],
  ['response', 'Content-Security-Policy', "default-src 'unsafe-everything'"],
  ['response', 'Clear-Site-Data', 'cache'],
  ['response', 'Transfer-Encoding', 'chunked, gzip'],
  ['response', 'Content-Encoding', 'chunked'],
  ['response', 'Priority', 'u=9'],
  ['response', 'Priority', 'i=1'],
  ['response', 'Priority', 'u=1,'],
  ['response', 'Cache-Status', 'ExampleCache; hit, '],
  ['response', 'Cache-Status', '"unterminated'],
  ['response', 'Proxy-Status', 'ExampleCDN; error=1.2345'],
  ['response', 'Proxy-Status', '(a b'],
  ['request', 'Sec-CH-UA-Mobile', '?2'],
  ['request', 'Sec-CH-UA-Platform', 'Linux OS'],
  ['response', 'Cross-Origin-Opener-Policy', 'same-origins'],
  ['response', 'Cross-Origin-Resource-Policy', 'everyone'],
  ['response', 'Permissions-Policy', "geolocation 'self'"],
  ['response', 'Permissions-Policy', 'camera=(self "https://a.com/")'],
  ['response', 'Permissions-Policy', 'camera=(none)'],
  ['request', 'Origin', 'https://example.com/path'],
  ['request', 'Host', 'https://example.com/'],
  ['request', 'Upgrade-Insecure-Requests', 'yes'],
];

const errorsOf = (kind: 'request' | 'response', field: string, value: string) =>
  errors(check(`${field}: ${value}\n`, kind).problems);
const rfcPassed = RFC_EXAMPLES.filter(({ kind, field, value }) => errorsOf(kind, field, value).length === 0).length;
const validPassed = VALID.filter(([kind, field, value]) => errorsOf(kind, field, value).length === 0).length;
const invalidPassed = INVALID.filter(([kind, field, value]) => errorsOf(kind, field, value).length > 0).length;

describe(`RFC example values: ${rfcPassed}/${RFC_EXAMPLES.length} pass`, () => {
  it.each(RFC_EXAMPLES)('$source: $field: $value', ({ kind, field, value }) => {
    expect(errorsOf(kind, field, value)).toEqual([]);
  });
});

describe(`Well-formed values of other fields: ${validPassed}/${VALID.length} pass`, () => {
  it.each(VALID)('%s %s: %s', (kind, field, value) => {
    expect(errorsOf(kind, field, value)).toEqual([]);
  });
});

describe(`Values the RFC grammars rule out: ${invalidPassed}/${INVALID.length} fail`, () => {
  it.each(INVALID)('%s %s: %s', (kind, field, value) => {
    expect(errorsOf(kind, field, value).length).toBeGreaterThan(0);
  });
});

describe('value checks say what is wrong', () => {
  it.each([
    ['Set-Cookie', 'id=1; SameSite=None', '`SameSite=None` needs `Secure`'],
    ['Set-Cookie', '__Host-id=1; Secure; Path=/app', 'needs Secure, Path=/ and no Domain'],
    ['Cache-Control', 'no-store, max-age=60', '"no-store" and "max-age" conflict'],
    ['Cache-Control', 'public, private', '"public" and "private" conflict'],
    ['Strict-Transport-Security', 'max-age=86400', 'less than a year'],
    ['Strict-Transport-Security', 'max-age=31536000; preload', 'preload list requires'],
    ['Content-Security-Policy', "script-src 'self' 'unsafe-inline'", "'unsafe-inline' in script-src"],
    ['Content-Security-Policy', "script-src 'self' 'unsafe-eval'", "'unsafe-eval'"],
    ['Content-Security-Policy', "script-src 'self'", 'no base-uri'],
    ['X-Frame-Options', 'ALLOW-FROM https://a.com', 'ALLOW-FROM is obsolete'],
    ['Date', 'Sunday, 06-Nov-94 08:49:37 GMT', 'obsolete RFC 850 date format'],
    ['Server', 'Apache/2.4.1', 'and its version'],
    ['X-Powered-By', 'PHP/8.2', 'reveals the software'],
    ['Content-Type', 'text/html', 'no charset'],
    ['Referrer-Policy', 'unsafe-url', 'full URL'],
    ['Access-Control-Allow-Origin', 'null', 'never allow it'],
    ['Feature-Policy', "camera 'none'", 'Permissions-Policy'],
  ])('%s: %s', (field, value, message) => {
    const messages = check(`HTTP/1.1 200 OK\n${field}: ${value}\n`).problems.map((problem) => problem.message);
    expect(messages.join('\n')).toContain(message);
  });

  it('underlines the offending source in a CSP', () => {
    const problem = check("Content-Security-Policy: default-src 'self' self\n").problems.find(
      (found) => found.code === 'csp-source',
    );
    expect(problem).toMatchObject({ at: { line: 1, column: 45 }, length: 4 });
  });

  it('places a structured field parse error', () => {
    const problem = check('Priority: u=1, i=?2\n').problems.find((found) => found.code === 'structured-field');
    expect(problem).toMatchObject({ at: { line: 1, column: 20 } });
    expect(problem?.message).toContain('RFC 9651');
  });
});

describe('structured fields on several lines (RFC 9651 §4.2)', () => {
  const structured = (text: string) => check(text).problems.filter((found) => found.code === 'structured-field');

  // [head, the structured-field errors expected: their line and a part of their message]
  it.each<[string, string, [number, string][]]>([
    [
      'joined, 1, an empty line and 42 make "1, , 42": no list',
      'HTTP/1.1 200 OK\nAccept-CH: 1\nAccept-CH:\nAccept-CH: 42\n',
      [[3, '"1, , 42" does not parse as a list at character 4, on line 3']],
    ],
    [
      'an empty line after a list member leaves a trailing comma',
      'HTTP/1.1 200 OK\nAccept-CH: Sec-CH-UA-Model\nAccept-CH: \n',
      [[3, 'Accept-CH appears on 2 lines']],
    ],
    ['a list on two lines is one list', 'HTTP/1.1 200 OK\nAccept-CH: Sec-CH-UA-Model\nAccept-CH: Sec-CH-UA-Arch\n', []],
    ['a dictionary on two lines is one dictionary', 'GET / HTTP/1.1\nHost: a\nPriority: u=1\nPriority: i\n', []],
    // Neither line parses alone; joined they are one string.
    [
      'a string split over two lines',
      'GET / HTTP/1.1\nHost: a\nSec-CH-UA-Platform: "Li\nSec-CH-UA-Platform: nux"\n',
      [],
    ],
    [
      'an item on two lines is no item',
      'GET / HTTP/1.1\nHost: a\nSec-CH-UA-Mobile: ?0\nSec-CH-UA-Mobile: ?1\n',
      [[3, '"?0, ?1" does not parse as an item at character 3, on line 3']],
    ],
    [
      'an empty item is a parse error',
      'GET / HTTP/1.1\nHost: a\nSec-CH-UA-Mobile:\n',
      [[3, 'an empty value does not parse: an item needs a value']],
    ],
    ['an empty list is a list with no members', 'HTTP/1.1 200 OK\nAccept-CH:\n', []],
  ])('%s', (_name, text, expected) => {
    const found = structured(text);
    expect(found.map((problem) => problem.at.line)).toEqual(expected.map(([line]) => line));
    for (const [index, [, part]] of expected.entries()) {
      expect(found[index]!.severity).toBe('error');
      expect(found[index]!.message).toContain(part);
    }
  });

  it('says it once: a repeated item that fails joined gets no second "appears again"', () => {
    const codes = check('GET / HTTP/1.1\nHost: a\nSec-CH-UA-Mobile: ?0\nSec-CH-UA-Mobile: ?1\n').problems.map(
      (problem) => problem.code,
    );
    expect(codes).toContain('structured-field');
    expect(codes).not.toContain('repeated-field');
  });

  it('an empty item is not also "empty": the error says it', () => {
    const codes = check('GET / HTTP/1.1\nHost: a\nSec-Fetch-Dest:\n').problems.map((problem) => problem.code);
    expect(codes).toContain('structured-field');
    expect(codes).not.toContain('empty-value');
  });
});

describe('security grade', () => {
  const grade = (text: string) => check(text).grade;

  it('gives A+ to a response with every header strong', () => {
    const strong = [
      'HTTP/1.1 200 OK',
      'Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
      "Content-Security-Policy: default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: no-referrer',
      'Permissions-Policy: camera=()',
      'Cross-Origin-Opener-Policy: same-origin',
    ].join('\n');
    expect(grade(strong)).toMatchObject({ letter: 'A+', score: 100 });
  });

  it('gives F to a bare response, and says what each missing header costs', () => {
    const result = grade('HTTP/1.1 200 OK\nContent-Type: text/html; charset=utf-8\n')!;
    expect(result.letter).toBe('F');
    expect(result.rows.find((row) => row.header === 'Content-Security-Policy')).toMatchObject({
      status: 'missing',
      cost: 25,
    });
  });

  it('grades the sample', () => {
    const result = grade(SAMPLE_INPUT)!;
    expect(result.rows.filter((row) => row.status === 'weak').map((row) => row.header)).toEqual([
      'Strict-Transport-Security',
      'Content-Security-Policy',
      'Server / X-Powered-By versions',
    ]);
    expect(result.letter).toBe('C');
  });

  it('does not grade a request', () => {
    expect(grade(REQUEST_SAMPLE)).toBeNull();
  });

  it('counts frame-ancestors as protection against framing', () => {
    const rows = gradeSecurityHeaders(new Map([['content-security-policy', ["frame-ancestors 'self'"]]])).rows;
    expect(rows.find((row) => row.header.startsWith('X-Frame-Options'))?.status).toBe('good');
  });
});

describe('samples', () => {
  it('the broken sample shows the common faults', () => {
    const found = codes(check(BROKEN_SAMPLE).problems);
    for (const code of [
      'space-before-colon',
      'repeated-field',
      'x-frame-options',
      'delta-seconds',
      'cookie-prefix',
      'priority',
    ])
      expect(found).toContain(code);
  });

  it('the request sample has no errors', () => {
    expect(errors(check(REQUEST_SAMPLE).problems)).toEqual([]);
  });
});

describe('limits and robustness', () => {
  it('caps the problems of a huge paste and says so', () => {
    const text = 'Bad Line\n'.repeat(30_000);
    const report = check(text);
    expect(report.problems.length).toBeLessThanOrEqual(MAX_PROBLEMS);
    expect(report.limitNote).toContain('left out');
  });

  it('never throws, and every problem lies inside the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.constantFrom<KindChoice>('auto', 'request', 'response'),
        (text, kind) => {
          const report = check(text, kind);
          for (const problem of report.problems) {
            expect(problem.at.offset).toBeGreaterThanOrEqual(0);
            expect(problem.at.offset + (problem.length ?? 0)).toBeLessThanOrEqual(text.length);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws on header-like lines', () => {
    const line = fc
      .tuple(
        fc.constantFrom(
          'Content-Type',
          'Cache-Control',
          'Set-Cookie',
          'Content-Security-Policy',
          'Link',
          'Priority',
          'Strict-Transport-Security',
          'Accept',
          'Range',
          'Authorization',
          'Permissions-Policy',
          'Alt-Svc',
        ),
        fc.string({ maxLength: 40 }),
      )
      .map(([name, value]) => `${name}: ${value}`);
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        expect(() => check(lines.join('\n'))).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('real-world heads give no false errors', () => {
  it.each([
    [
      'a Chrome devtools request',
      `:authority: www.example.com
:method: GET
:path: /
:scheme: https
accept: text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7
accept-encoding: gzip, deflate, br, zstd
accept-language: en-GB,en-US;q=0.9,en;q=0.8
cache-control: max-age=0
cookie: _ga=GA1.1.123.456; theme=dark
priority: u=0, i
sec-ch-ua: "Google Chrome";v="131", "Chromium";v="131", "Not_A Brand";v="24"
sec-ch-ua-mobile: ?0
sec-ch-ua-platform: "Windows"
sec-fetch-dest: document
sec-fetch-mode: navigate
sec-fetch-site: none
sec-fetch-user: ?1
upgrade-insecure-requests: 1
user-agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36`,
    ],
    [
      'a strict production response',
      `HTTP/2 200
date: Thu, 26 Nov 2026 10:15:00 GMT
content-type: text/html; charset=utf-8
vary: X-PJAX, X-PJAX-Container, Turbo-Visit, Turbo-Frame, Accept-Encoding, Accept, X-Requested-With
etag: W/"0f3b2c1d"
cache-control: max-age=0, private, must-revalidate
strict-transport-security: max-age=31536000; includeSubdomains; preload
x-frame-options: deny
x-content-type-options: nosniff
x-xss-protection: 0
referrer-policy: origin-when-cross-origin, strict-origin-when-cross-origin
content-security-policy: default-src 'none'; base-uri 'self'; connect-src 'self' wss://alive.example.com; font-src https://assets.example.com; form-action 'self'; frame-ancestors 'none'; img-src 'self' data: blob: https://*.example.com; script-src https://assets.example.com; style-src 'unsafe-inline' https://assets.example.com; upgrade-insecure-requests; report-to csp
set-cookie: _session=abc123; path=/; expires=Fri, 27 Nov 2026 10:15:00 GMT; secure; HttpOnly; SameSite=Lax
set-cookie: _octo=GH1.1.1.2; Path=/; Domain=example.com; Expires=Fri, 26-Nov-2027 10:15:00 GMT; Secure; SameSite=Lax
accept-ranges: bytes
alt-svc: h3=":443"; ma=86400
link: <https://assets.example.com>; rel=preconnect; crossorigin
cross-origin-opener-policy: same-origin
permissions-policy: interest-cohort=(), geolocation=(self "https://maps.example.com")
server-timing: db;dur=53, app;dur=47.2`,
    ],
  ])('%s', (_name, text) => {
    const report = check(text);
    expect(errors(report.problems)).toEqual([]);
    expect(
      report.problems.filter((problem) => problem.severity === 'warning').map((problem) => problem.message),
    ).toEqual([]);
  });
});
