import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVALID_SAMPLE,
  QUOTED_LENGTH,
  SAMPLE_INPUT,
  SIZE_LIMIT,
  checkRobotsTxt,
  crawlerToken,
  linearIndexOf,
  normalisePath,
  pathOf,
  patternMatches,
  quoted,
  timeLimitFor,
  timeLimitMessage,
} from './core';

const codesOf = (text: string) => checkRobotsTxt(text).problems.map((problem) => problem.code);

describe('checkRobotsTxt: problems', () => {
  it.each([
    ['a rule before any user-agent', 'Disallow: /x\nUser-agent: *', 'rule-outside-group', 'error', 1],
    ['a line without a colon', 'User-agent: *\nFavicon /favicon.ico', 'missing-colon', 'error', 2],
    ['a known directive without a colon', 'User-agent: *\nDisallow /x', 'missing-colon', 'warning', 2],
    ['a typo Google accepts', 'User-agent: *\nDissallow: /x', 'typo', 'warning', 2],
    ['an unknown directive', 'User-agent: *\nFoo: bar', 'unknown-directive', 'warning', 2],
    ['Crawl-delay', 'User-agent: *\nCrawl-delay: 5', 'non-standard-crawl-delay', 'warning', 2],
    ['Host', 'User-agent: *\nHost: example.com', 'non-standard-host', 'warning', 2],
    ['Clean-param', 'User-agent: *\nClean-param: ref /', 'non-standard-clean-param', 'warning', 2],
    ['Noindex', 'User-agent: *\nNoindex: /x', 'non-standard-noindex', 'warning', 2],
    ['Request-rate', 'User-agent: *\nRequest-rate: 1/5', 'non-standard-request-rate', 'warning', 2],
    ['a relative sitemap', 'Sitemap: /sitemap.xml', 'sitemap-url', 'error', 1],
    ['a path without its slash', 'User-agent: *\nDisallow: private/', 'path-start', 'warning', 2],
    ['an empty user-agent', 'User-agent:\nDisallow: /', 'empty-user-agent', 'error', 1],
    ['a user-agent with a version', 'User-agent: Googlebot/2.1\nDisallow: /', 'user-agent-token', 'warning', 1],
    ['a BOM at the start', '\uFEFFUser-agent: *\nDisallow: /', 'bom', 'info', 1],
    ['a BOM in the middle', 'User-agent: *\n\uFEFFDisallow: /', 'misplaced-bom', 'error', 2],
    ['a site closed to every crawler', 'User-agent: *\nDisallow: /', 'disallow-all', 'info', 2],
    ['a replacement character', 'User-agent: *\nDisallow: /caf\uFFFD', 'encoding', 'warning', 2],
  ])('flags %s', (_name, text, code, severity, line) => {
    const problem = checkRobotsTxt(text).problems.find((found) => found.code === code);
    expect(problem).toMatchObject({ severity, at: { line } });
  });

  it('suggests the directive an unknown key resembles', () => {
    const [problem] = checkRobotsTxt('User-agent: *\nDisalow-all: /').problems;
    expect(problem?.message).toContain('Unknown directive');
    expect(checkRobotsTxt('User-agent: *\nAlow: /x').problems[0]?.message).toContain('Did you mean Allow?');
    expect(checkRobotsTxt('User-agent: *\nDisalow: /x').problems[0]?.message).toContain('Did you mean Disallow?');
  });

  it('underlines the whole directive name', () => {
    const [problem] = checkRobotsTxt('User-agent: *\n  Crawl-delay: 5').problems;
    expect(problem).toMatchObject({ at: { line: 2, column: 3, offset: 16 }, length: 11 });
  });

  it('finds nothing wrong with a clean file, and ignores comments', () => {
    expect(
      codesOf('# hello\nUser-agent: *\nDisallow: /private/ # keep out\n\nSitemap: https://a.example/s.xml'),
    ).toEqual([]);
  });

  it('says from which line a file past 500 KiB may be ignored, and ignores it', () => {
    const line = 'Disallow: /a-long-path-that-fills-the-file/\n';
    const text = `User-agent: *\n${line.repeat(Math.ceil(SIZE_LIMIT / line.length) + 10)}`;
    const result = checkRobotsTxt(text);
    const expectedLine = Math.floor((SIZE_LIMIT - 14) / line.length) + 2;
    expect(result.ignoredFromLine).toBe(expectedLine);
    expect(result.problems.find((problem) => problem.code === 'size-limit')?.at.line).toBe(expectedLine);
    expect(result.ruleCount).toBe(expectedLine - 2);
  });

  it('reads every problem of its invalid example', () => {
    expect(codesOf(INVALID_SAMPLE)).toEqual([
      'rule-outside-group',
      'typo',
      'missing-colon',
      'non-standard-noindex',
      'path-start',
      'non-standard-crawl-delay',
      'sitemap-url',
      'missing-colon',
    ]);
  });
});

describe('checkRobotsTxt: summary', () => {
  it('sums up groups, agents, rules and sitemaps of the sample', () => {
    const result = checkRobotsTxt(SAMPLE_INPUT);
    expect(result.groups.map((group) => [group.agents, group.rules.length, group.line])).toEqual([
      [['*'], 4, 2],
      [['Googlebot', 'Bingbot'], 2, 8],
      [['GPTBot'], 1, 14],
    ]);
    expect(result.ruleCount).toBe(7);
    expect(result.sitemaps).toEqual([{ url: 'https://www.example.com/sitemap.xml', line: 17, valid: true }]);
  });

  it('starts a new group at a user-agent line after rules, and keeps other lines in the group', () => {
    const result = checkRobotsTxt(
      'User-agent: a\nUser-agent: b\nDisallow: /x\nSitemap: https://e.example/s\nAllow: /y\nUser-agent: c',
    );
    expect(result.groups.map((group) => group.agents)).toEqual([['a', 'b'], ['c']]);
    expect(result.groups[0]!.rules).toHaveLength(2);
  });
});

describe('the tester', () => {
  const test = (agent: string, url: string, text = SAMPLE_INPUT) => checkRobotsTxt(text, { agent, url }).test!;

  it.each([
    ['Googlebot', '/private/report.html', false, 10, 'agent'],
    ['Googlebot', 'https://www.example.com/private/press-kit/logo.png', true, 11, 'agent'],
    ['Googlebot', '/admin/', true, null, 'agent'],
    ['bingbot', '/private/x', false, 10, 'agent'],
    ['DuckDuckBot', '/admin/', false, 3, 'fallback'],
    ['DuckDuckBot', '/admin/help/faq', true, 6, 'fallback'],
    ['DuckDuckBot', '/docs/guide.pdf', false, 5, 'fallback'],
    ['DuckDuckBot', '/docs/guide.pdf?x=1', true, null, 'fallback'],
    ['GPTBot', '/', false, 15, 'agent'],
    ['GPTBot', '/robots.txt', true, null, 'agent'],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', '/private/', false, 10, 'agent'],
  ])('%s fetching %s: allowed %s by the rule on line %s (%s)', (agent, url, allowed, line, chosen) => {
    const result = test(agent, url);
    expect(result).toMatchObject({ allowed, chosen });
    expect(result.rule?.line ?? null).toBe(line);
  });

  it('says a tie went to Allow', () => {
    const result = test('x', '/page', 'User-agent: *\nDisallow: /page\nAllow: /page');
    expect(result).toMatchObject({ allowed: true, rule: { kind: 'allow', line: 3 } });
    expect(result.reason).toContain('wins the tie');
  });

  it('says the longest match won', () => {
    const result = test('x', '/a/b/c', 'User-agent: *\nAllow: /a\nDisallow: /a/b');
    expect(result.reason).toContain('longest of 2 matching rules');
  });

  it('allows everything when no group applies', () => {
    expect(test('x', '/a', 'User-agent: y\nDisallow: /')).toMatchObject({ allowed: true, chosen: 'none' });
  });

  it('quotes the start of a long rule and path in its reason, with their lengths', () => {
    const rule = `/${'*a'.repeat(60_000)}`;
    const result = test('x', `/${'a'.repeat(120_000)}`, `User-agent: *\nDisallow: ${rule}`);
    expect(result).toMatchObject({ allowed: false, rule: { pattern: rule } });
    expect(result.reason).toBe(
      `Disallow: /${'*a'.repeat(99)}*… (120,001 characters) (line 2) in the * group (line 1), as no group names x disallows /${'a'.repeat(199)}… (120,001 characters). It is the only matching rule.`,
    );
  });
});

describe('quoting and the time limit', () => {
  it.each([
    ['a'.repeat(QUOTED_LENGTH), 'a'.repeat(QUOTED_LENGTH)],
    ['a'.repeat(QUOTED_LENGTH + 1), `${'a'.repeat(QUOTED_LENGTH)}… (201 characters)`],
    [`${'a'.repeat(QUOTED_LENGTH - 1)}😀b`, `${'a'.repeat(QUOTED_LENGTH - 1)}… (202 characters)`],
  ])('quotes %j as %j', (value, expected) => {
    expect(quoted(value)).toBe(expected);
  });

  it.each([
    [0, 5_000],
    [999_999, 5_000],
    [2_500_000, 5_600],
  ])('gives %i characters of input %i ms', (length, ms) => {
    expect(timeLimitFor(length)).toBe(ms);
  });

  it('says what was stopped and what to do', () => {
    expect(timeLimitMessage(5_600)).toMatch(/^Checking took more than 5\.6 seconds and was stopped\..*Shorten the URL/);
  });
});

describe('matching', () => {
  it.each([
    ['', '/'],
    ['http://www.example.com', '/'],
    ['http://www.example.com/a/b?c=http://d.e/', '/a/b?c=http://d.e/'],
    ['http://www.example.com/a/b?c=d&e=f#fragment', '/a/b?c=d&e=f'],
    ['example.com/a;b#c', '/a;b'],
    ['example.com?a', '/?a'],
    ['/a', '/a'],
    ['a/b', '/b'],
    ['//a/b/c', '/b/c'],
  ])('the path of %j is %j', (url, path) => {
    expect(pathOf(url)).toBe(path);
  });

  it.each([
    ['/a/b/c', '/a/b/c'],
    ['á', '%C3%A1'],
    ['%aa', '%AA'],
    ['/%7euser', '/~user'],
    ['/a b', '/a%20b'],
    ['/😀', '/%F0%9F%98%80'],
  ])('normalises %j to %j', (value, expected) => {
    expect(normalisePath(value)).toBe(expected);
  });

  it.each([
    ['/fish', '/fish.html', true],
    ['/fish', '/Fish', false],
    ['/*.php$', '/a/b.php', true],
    ['/*.php$', '/a/b.php?x', false],
    ['/fish*.php', '/fishheads/cat.php?x', true],
    ['*', '/', true],
    ['/$', '/', true],
    ['/$', '/a', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(patternMatches(pattern, path)).toBe(expected);
  });

  it('a pattern without wildcards matches exactly the paths it prefixes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\/[a-z/]{0,8}$/), fc.stringMatching(/^\/[a-z/]{0,8}$/), (pattern, path) => {
        expect(patternMatches(pattern, path)).toBe(path.startsWith(pattern));
      }),
    );
  });

  /** What RFC 9309 section 2.2.3 says, tried every way: each `*` stops at every place it can. */
  function referenceMatches(pattern: string, path: string): boolean {
    const anchored = pattern.endsWith('$');
    const body = anchored ? pattern.slice(0, -1) : pattern;
    const from = (at: number, position: number): boolean => {
      if (at === body.length) return !anchored || position === path.length;
      if (body[at] === '*') {
        for (let stop = position; stop <= path.length; stop += 1) if (from(at + 1, stop)) return true;
        return false;
      }
      return path[position] === body[at] && from(at + 1, position + 1);
    };
    return from(0, 0);
  }

  it('agrees with trying every place each * can stop, on small patterns and paths', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ab/*$]{0,9}$/), fc.stringMatching(/^[ab/$*]{0,12}$/), (pattern, path) => {
        expect(patternMatches(pattern, path)).toBe(referenceMatches(pattern, path));
      }),
      { numRuns: 5000 },
    );
  });

  it('finds long pieces as indexOf does', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[ab]{0,40}$/),
        fc.stringMatching(/^[ab]{0,6}$/),
        fc.nat(45),
        (text, piece, from) => {
          expect(linearIndexOf(text, piece, from)).toBe(text.indexOf(piece, from));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['a piece past the short-piece length', `/*${'ab'.repeat(40)}$`, `/x${'ab'.repeat(41)}`, true],
    ['a long piece that is not there', `/*${'ab'.repeat(40)}b`, `/${'ab'.repeat(100)}`, false],
    ['a long piece, then more', `/*${'a'.repeat(70)}*b`, `/${'a'.repeat(69)}b${'a'.repeat(70)}b`, true],
  ])('matches %s', (_name, pattern, path, expected) => {
    expect(patternMatches(pattern, path)).toBe(expected);
    expect(referenceMatches(pattern, path)).toBe(expected);
  });

  // The shapes of issue 23's share link (a 120 KB rule, a 120 KB path): pattern × path steps took 48 s.
  const LONG = 120_000;
  it.each([
    ['a * between each character', `/${'*a'.repeat(LONG / 2)}`, `/${'a'.repeat(LONG)}`, true],
    ['a * between each character, and one more', `/${'*a'.repeat(LONG / 2)}*b`, `/${'a'.repeat(LONG)}`, false],
    ['a long piece that almost matches everywhere', `/*b${'a'.repeat(LONG / 2)}`, `/${'a'.repeat(LONG)}`, false],
    ['a long piece at the end', `/*${'a'.repeat(LONG / 2)}b$`, `/${'a'.repeat(LONG)}b`, true],
  ])('matches a 120 KB rule with %s against a 120 KB path in linear time', (_name, pattern, path, expected) => {
    expect(patternMatches(pattern, path)).toBe(expected);
  });

  it.each([
    ['Googlebot', 'Googlebot'],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'bingbot'],
    [
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)',
      'GPTBot',
    ],
    ['Twitterbot/1.0', 'Twitterbot'],
  ])('takes the crawler token of %j', (agent, token) => {
    expect(crawlerToken(agent)).toBe(token);
  });
});
