import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isAllowed } from './core';

interface GoogleCase {
  test: string;
  robotstxt: string;
  agent: string;
  url: string;
  allowed: boolean;
}

const here = dirname(fileURLToPath(import.meta.url));
const googleCases = JSON.parse(
  readFileSync(join(here, 'conformance', 'google-robotstxt', 'cases.json'), 'utf8'),
) as GoogleCase[];

/**
 * Where Google's parser deliberately differs from RFC 9309, and this tool follows the RFC. Each is keyed by
 * test name and URL.
 */
const RFC_OVER_GOOGLE: Record<string, string> = {
  // RFC 9309 section 2.2.2: octets outside ASCII MUST be percent-encoded in the URI before comparison; Google
  // leaves that to the caller and so does not match an unencoded URL.
  'ID_Encoding http://foo.bar/foo/bar/ツ':
    'the URL is percent-encoded before comparison (RFC 9309 section 2.2.2), so /foo/bar/ツ matches /foo/bar/%E3%83%84 (two cases: the rule written as ツ and as %E3%83%84)',
  // RFC 9309 section 2.2.2's table: "/foo/bar/%62%61%7A" matches "/foo/bar/baz" (escapes of unreserved
  // characters are decoded); Google compares them as written.
  'ID_Encoding http://foo.bar/foo/bar/baz':
    'escapes of unreserved characters are decoded (RFC 9309 section 2.2.2 table), so %62%61%7A matches baz',
  // Google only: "index.html" at the end of an allow pattern also allows the directory.
  'GoogleOnly_IndexHTMLisDirectory http://foo.com/allowed-slash/':
    'Google-only: an allowed /dir/index.html also allows /dir/; RFC 9309 has no such rule',
};

const keyOf = (entry: GoogleCase) => `${entry.test} ${entry.url}`;
const outcome = (entry: GoogleCase) => isAllowed(entry.robotstxt, entry.agent, entry.url);
const googlePasses = googleCases.filter((entry) => outcome(entry) === entry.allowed);
const differing = googleCases.filter((entry) => outcome(entry) !== entry.allowed);

describe(`Google robotstxt IsUserAgentAllowed cases: ${googlePasses.length}/${googleCases.length} (the rest are deliberate RFC 9309 choices)`, () => {
  it('differs from Google only where Google departs from RFC 9309', () => {
    expect([...new Set(differing.map(keyOf))].sort()).toEqual(Object.keys(RFC_OVER_GOOGLE).sort());
    expect(differing).toHaveLength(4);
  });
});

/** RFC 9309 section 5.1, "Simple Example". */
const SIMPLE_EXAMPLE = `User-Agent: *
Disallow: *.gif$
Disallow: /example/
Allow: /publications/

User-Agent: foobot
Disallow:/
Allow:/example/page.html
Allow:/example/allowed.gif

User-Agent: barbot
User-Agent: bazbot
Disallow: /example/page.html

User-Agent: quxbot

EOF`;

/** RFC 9309 section 5.2, "Longest Match". */
const LONGEST_MATCH = `User-Agent: foobot
Allow: /example/page/
Disallow: /example/page/disallowed.gif`;

/** RFC 9309 section 2.2.1: groups for the same crawler are combined. */
const MERGED = `user-agent: ExampleBot
disallow: /foo
disallow: /bar

user-agent: ExampleBot
disallow: /baz`;

const rfcCases: [section: string, robots: string, agent: string, path: string, allowed: boolean][] = [
  ['5.1', SIMPLE_EXAMPLE, 'foobot', '/example/page.html', true],
  ['5.1', SIMPLE_EXAMPLE, 'foobot', '/example/allowed.gif', true],
  ['5.1', SIMPLE_EXAMPLE, 'foobot', '/publications/', false],
  ['5.1', SIMPLE_EXAMPLE, 'foobot', '/', false],
  ['5.1', SIMPLE_EXAMPLE, 'barbot', '/example/page.html', false],
  ['5.1', SIMPLE_EXAMPLE, 'bazbot', '/example/page.html', false],
  ['5.1', SIMPLE_EXAMPLE, 'barbot', '/example/other.html', true],
  ['5.1', SIMPLE_EXAMPLE, 'bazbot', '/image.gif', true],
  ['5.1', SIMPLE_EXAMPLE, 'quxbot', '/example/page.html', true],
  ['5.1', SIMPLE_EXAMPLE, 'quxbot', '/image.gif', true],
  ['5.1', SIMPLE_EXAMPLE, 'otherbot', '/image.gif', false],
  ['5.1', SIMPLE_EXAMPLE, 'otherbot', '/example/index.html', false],
  ['5.1', SIMPLE_EXAMPLE, 'otherbot', '/publications/report.html', true],
  ['5.1', SIMPLE_EXAMPLE, 'otherbot', '/about.html', true],
  ['5.2', LONGEST_MATCH, 'foobot', '/example/page/', true],
  ['5.2', LONGEST_MATCH, 'foobot', '/example/page/disallowed.gif', false],
  ['2.2.1', MERGED, 'ExampleBot', '/foo', false],
  ['2.2.1', MERGED, 'ExampleBot', '/bar', false],
  ['2.2.1', MERGED, 'ExampleBot', '/baz', false],
  ['2.2.1', MERGED, 'examplebot', '/qux', true],
  ['2.2.1', 'User-Agent: ExampleBot\nDisallow: /', 'ExampleBot', '/a', false],
  ['2.2.2', 'User-Agent: *\nDisallow: /', 'AnyBot', '/robots.txt', true],
  ['2.2.2', 'User-Agent: *\nDisallow:', 'AnyBot', '/anything', true],
  // Section 2.2.2's table of percent-encoding: the path as written, encoded, and the path to match.
  ['2.2.2', 'User-Agent: *\nDisallow: /\nAllow: /foo/bar?baz=quz', 'AnyBot', '/foo/bar?baz=quz', true],
  [
    '2.2.2',
    'User-Agent: *\nDisallow: /\nAllow: /foo/bar?baz=https%3A%2F%2Ffoo.bar',
    'AnyBot',
    '/foo/bar?baz=https%3A%2F%2Ffoo.bar',
    true,
  ],
  ['2.2.2', 'User-Agent: *\nDisallow: /\nAllow: /foo/bar/\u30c4', 'AnyBot', '/foo/bar/%E3%83%84', true],
  ['2.2.2', 'User-Agent: *\nDisallow: /\nAllow: /foo/bar/%E3%83%84', 'AnyBot', '/foo/bar/%E3%83%84', true],
  ['2.2.2', 'User-Agent: *\nDisallow: /\nAllow: /foo/bar/%E3%83%84', 'AnyBot', '/foo/bar/\u30c4', true],
  ['2.2.2', 'User-Agent: *\nDisallow: /\nAllow: /foo/bar/%62%61%7A', 'AnyBot', '/foo/bar/baz', true],
  // Section 2.2.3's special characters.
  ['2.2.3', 'User-Agent: *\nDisallow: /\nallow: / # comment in line\n# comment on its own line', 'AnyBot', '/x', true],
  ['2.2.3', 'User-Agent: *\nDisallow: /\nallow: /this/path/exactly$', 'AnyBot', '/this/path/exactly', true],
  ['2.2.3', 'User-Agent: *\nDisallow: /\nallow: /this/path/exactly$', 'AnyBot', '/this/path/exactly/not', false],
  ['2.2.3', 'User-Agent: *\nDisallow: /\nallow: /this/*/exactly', 'AnyBot', '/this/any/thing/exactly', true],
  [
    '2.2.3',
    'User-Agent: *\nDisallow: /\nAllow: /path/file-with-a-%2A.html',
    'AnyBot',
    'https://www.example.com/path/file-with-a-*.html',
    true,
  ],
  [
    '2.2.3',
    'User-Agent: *\nDisallow: /\nAllow: /path/file-with-a-%2A.html',
    'AnyBot',
    'https://www.example.com/path/file-with-a-b.html',
    false,
  ],
  ['2.2.3', 'User-Agent: *\nDisallow: /\nAllow: /path/foo-%24', 'AnyBot', 'https://www.example.com/path/foo-$', true],
  // Section 2.2.4: other records (a sitemap) do not end a group.
  ['2.2.4', 'User-Agent: a\nSitemap: https://example.com/s.xml\nDisallow: /c', 'a', '/c', false],
];

const rfcPasses = rfcCases.filter(([, robots, agent, path, allowed]) => isAllowed(robots, agent, path) === allowed);

describe(`RFC 9309 examples: ${rfcPasses.length}/${rfcCases.length}`, () => {
  it.each(rfcCases)('section %s: %j, %s, %s → allowed %s', (_section, robots, agent, path, allowed) => {
    expect(isAllowed(robots, agent, path)).toBe(allowed);
  });
});
