import Bowser from 'bowser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBatch } from '../../lib/validation';
import { findAgent } from './agents';
import { REAL_USER_AGENTS, type UaExpectation } from './conformance/real-user-agents/table';
import {
  analyseUserAgent as analyseWith,
  checkUserAgent as checkWith,
  rememberingParser,
  SAMPLE_INPUT,
  userAgentOfLogLine,
  type ReadAs,
} from './core';
import { parseUserAgent } from './syntax';
import { tasks } from './tasks';

const analyseUserAgent = (value: string, readAs?: ReadAs) => analyseWith(Bowser, value, readAs);
const checkUserAgent = (value: string, logLines?: boolean) => checkWith(Bowser, value, logLines);

describe('RFC 9110 grammar', () => {
  it.each([
    ['curl/8.4.0', ['curl/8.4.0'], []],
    ['Twitterbot/1.0', ['Twitterbot/1.0'], []],
    ['node', ['node'], []],
    ['a/1 (b; c) d/2', ['a/1', 'd/2'], ['b; c']],
    ['a (nested (comment) here) b', ['a', 'b'], ['nested (comment) here']],
    ['a (escaped \\) paren)', ['a'], ['escaped ) paren']],
    ['a\t(tab)  b/1', ['a', 'b/1'], ['tab']],
    ['a (quote " and é)', ['a'], ['quote " and é']],
  ])('reads %j', (value, products, comments) => {
    const syntax = parseUserAgent(value);
    expect(syntax.error).toBeNull();
    expect(
      syntax.products.map((product) => (product.version ? `${product.name}/${product.version}` : product.name)),
    ).toEqual(products);
    expect(syntax.comments.map((comment) => comment.text)).toEqual(comments);
  });

  it.each([
    ['(comment) a', 0, 'starts with a product'],
    ['a/', 2, 'version after "a/" is missing'],
    ['a/1/2', 3, 'second "/"'],
    ['a/1.0;', 5, '";" cannot follow a product'],
    ['a(b)', 1, '"(" cannot follow a product'],
    ['a (b)c', 5, '"c" cannot follow a comment'],
    ['a (b', 2, 'comment is not closed'],
    ['a (b (c)', 2, 'comment is not closed'],
    ['a (b\\', 4, 'nothing to escape'],
    ['a (b\u0001)', 4, 'control character U+0001 is not allowed in a comment'],
    ['a "b"', 2, 'a double quote (") cannot start a product name'],
    ['a [FBAN]', 2, '"[" cannot start a product name'],
    ['Mozilla/5.0 (x) Ünïcode/1', 16, '"Ü" cannot start'],
    ['a/b€', 3, 'outside Latin-1'],
    ['a  ', 2, 'Blanks at the end'],
  ])('refuses %j at %i', (value, position, reason) => {
    const { error } = parseUserAgent(value);
    expect(error?.position).toBe(position);
    expect(error?.reason).toContain(reason);
  });
});

describe('analyseUserAgent', () => {
  it('reads its sample: Chrome on Windows, the reduced string explained', () => {
    const analysis = analyseUserAgent(SAMPLE_INPUT);
    expect(analysis.check).toMatchObject({
      verdict: 'valid',
      reason: 'Well-formed (RFC 9110): Chrome 131.0.0.0 on Windows.',
    });
    expect(analysis.engine?.name).toBe('Blink');
    expect(analysis.platform?.type).toBe('desktop');
    expect(analysis.notes.join(' ')).toContain('"Windows NT 10.0" is frozen: Windows 11 sends it too.');
    expect(analysis.notes.join(' ')).toContain('Chromium 101 and later send only the major version (131.0.0.0)');
  });

  it('explains the frozen Android string', () => {
    const notes = analyseUserAgent(
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    ).notes;
    expect(notes.join(' ')).toContain('"Android 10; K" is Chrome\'s frozen Android string');
  });

  it('names a crawler wearing a browser string as the crawler, not the browser', () => {
    const analysis = analyseUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(analysis.agent).toMatchObject({
      name: 'Googlebot',
      version: '2.1',
      kind: 'search crawler',
      operator: 'Google',
    });
    expect(analysis.browser).toBeNull();
    expect(analysis.check.details).toBe('search crawler: Googlebot');
  });

  it.each([
    ['', 'invalid', 'Empty'],
    ['   ', 'invalid', 'Empty'],
    [' curl/8.4.0', 'warning', 'HTTP drops them'],
    ['foo/1.0', 'warning', 'names no browser, bot or tool'],
    [`curl/8.4.0 (${'x'.repeat(600)})`, 'warning', 'longer than any browser sends'],
    ['curl/8.4.0 (caf\u00e9)', 'warning', 'outside ASCII'],
  ])('%j is %s', (value, verdict, reason) => {
    const { check } = analyseUserAgent(value);
    expect(check.verdict).toBe(verdict);
    expect(check.reason).toContain(reason);
  });

  it('gives the position in the value, past leading blanks', () => {
    expect(analyseUserAgent('  a/1/2').check.position).toBe(5);
  });
});

describe('access-log lines', () => {
  const line =
    '203.0.113.9 - - [10/Oct/2024:13:55:36 +0000] "GET /a?q=\\"x\\" HTTP/1.1" 200 2326 "https://example.com/" "Mozilla/5.0 (compatible; \\"quoted\\"; bingbot/2.0)"';

  it('takes the last quoted field, unescaped', () => {
    const found = userAgentOfLogLine(line);
    expect(found?.userAgent).toBe('Mozilla/5.0 (compatible; "quoted"; bingbot/2.0)');
    expect(line.slice(found!.offset)).toMatch(/^Mozilla/);
    expect(userAgentOfLogLine('a "b\\x22c"')?.userAgent).toBe('b"c');
  });

  it('reads a log line in single mode by itself, and gives positions in the line', () => {
    const analysis = analyseUserAgent(line);
    expect(analysis.fromLogLine).toBe(true);
    expect(analysis.agent?.name).toBe('Bingbot');
    const bad = '1.2.3.4 - - [10/Oct/2024:13:55:36 +0000] "GET / HTTP/1.1" 200 1 "-" "a/1/2"';
    expect(analyseUserAgent(bad).check.position).toBe(bad.length - 3);
  });

  it.each([
    ['1.2.3.4 - - [10/Oct/2024:13:55:36 +0000] "GET / HTTP/1.1" 200 1 "-" "-"', 'without a User-Agent'],
    ['just some text', 'Not an access-log line'],
  ])('refuses %j', (value, reason) => {
    const check = checkUserAgent(value, true);
    expect(check.verdict).toBe('invalid');
    expect(check.reason).toContain(reason);
  });

  it('batches access-log lines when told to, and User-Agents otherwise', async () => {
    const log = '1.2.3.4 - - [10/Oct/2024:13:55:36 +0000] "GET / HTTP/1.1" 200 1 "-" "curl/8.4.0"\nnot a log line\n';
    const options = { format: 'lines', column: '' } as const;
    expect((await tasks.checkBatch(log, options, true)).counts).toEqual({ valid: 1, warning: 0, invalid: 1 });
    expect((await tasks.checkBatch('curl/8.4.0\nWget/1.21.4\n(bad)', options, false)).counts).toEqual({
      valid: 2,
      warning: 0,
      invalid: 1,
    });
    expect(
      checkBatch('ua\ncurl/8.4.0', { format: 'csv', column: 'ua' }, (value) => checkUserAgent(value)).rows[0],
    ).toMatchObject({
      details: 'command-line tool: curl',
    });
  });
});

describe('the tasks', () => {
  it('load bowser and analyse', async () => {
    expect((await tasks.analyseUserAgent('curl/8.4.0', 'auto')).agent?.name).toBe('curl');
  });

  it('parse each distinct User-Agent once in a batch', () => {
    let calls = 0;
    const parser = rememberingParser({
      parse: (value: string) => {
        calls += 1;
        return Bowser.parse(value);
      },
    });
    for (let round = 0; round < 3; round += 1) {
      expect(parser.parse(SAMPLE_INPUT).browser.name).toBe('Chrome');
      parser.parse('curl/8.4.0');
    }
    expect(calls).toBe(2);
  });
});

describe('agents', () => {
  it.each([
    ['Mozilla/5.0 (compatible; FooBot/1.2; +https://foo.example/bot)', 'FooBot', 'bot'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      null,
      null,
    ],
  ])('%s is %s', (ua, name, kind) => {
    const agent = findAgent(ua);
    expect(agent?.name ?? null).toBe(name);
    expect(agent?.kind ?? null).toBe(kind);
  });
});

const matches = (row: UaExpectation): string[] => {
  const analysis = analyseUserAgent(row.ua, 'user-agent');
  const wrong: string[] = [];
  if (row.browser !== undefined && analysis.browser?.name !== row.browser)
    wrong.push(`browser ${analysis.browser?.name}`);
  if (row.os !== undefined && analysis.os?.name !== row.os) wrong.push(`os ${analysis.os?.name}`);
  if (row.platform !== undefined && analysis.platform?.type !== row.platform)
    wrong.push(`platform ${analysis.platform?.type}`);
  if (row.agent !== undefined && (analysis.agent?.name ?? null) !== row.agent)
    wrong.push(`agent ${analysis.agent?.name}`);
  if (row.kind !== undefined && analysis.agent?.kind !== row.kind) wrong.push(`kind ${analysis.agent?.kind}`);
  if ((analysis.check.verdict !== 'invalid') !== (row.valid ?? true)) wrong.push(`verdict ${analysis.check.verdict}`);
  return wrong;
};
const realPasses = REAL_USER_AGENTS.filter((row) => matches(row).length === 0).length;

describe(`Real User-Agent strings of browsers, devices, bots and tools: ${realPasses}/${REAL_USER_AGENTS.length} pass`, () => {
  it.each(REAL_USER_AGENTS)('$ua', (row) => {
    expect(matches(row)).toEqual([]);
  });
});

const tchar = fc.constantFrom(..."!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const token = fc.array(tchar, { minLength: 1, maxLength: 8 }).map((chars) => chars.join(''));
const product = fc.record({ name: token, version: fc.option(token, { nil: '' }) });
const ctext = fc.constantFrom(...' \t!"#$%&\'*+,-./0123456789:;<=>?@ABCXYZ[]^_`abcxyz{|}~\u00e9');
const commentText = fc
  .array(fc.oneof(ctext, fc.constantFrom('\\(', '\\)', '\\\\', '(inner)')), { maxLength: 10 })
  .map((parts) => parts.join(''));
const element = fc.oneof(
  product.map((entry) => (entry.version ? `${entry.name}/${entry.version}` : entry.name)),
  commentText.map((text) => `(${text})`),
);
const userAgent = fc
  .tuple(product, fc.array(fc.tuple(fc.constantFrom(' ', '  ', '\t'), element), { maxLength: 6 }))
  .map(
    ([first, rest]) =>
      `${first.version ? `${first.name}/${first.version}` : first.name}${rest.map(([blank, part]) => blank + part).join('')}`,
  );

describe('properties', () => {
  it('every string the grammar generates is well-formed', () => {
    fc.assert(fc.property(userAgent, (value) => parseUserAgent(value).error === null));
  });

  it('writing the products back and parsing them again is the identity', () => {
    fc.assert(
      fc.property(fc.array(product, { minLength: 1, maxLength: 6 }), (products) => {
        const text = products.map((entry) => (entry.version ? `${entry.name}/${entry.version}` : entry.name)).join(' ');
        const parsed = parseUserAgent(text).products.map(({ name, version }) => ({ name, version }));
        return JSON.stringify(parsed) === JSON.stringify(products);
      }),
    );
  });

  it('a control character anywhere is caught, at its place', () => {
    fc.assert(
      fc.property(
        userAgent,
        fc.nat(),
        fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\n'),
        (value, at, char) => {
          const index = at % (value.length + 1);
          const broken = value.slice(0, index) + char + value.slice(index);
          const { error } = parseUserAgent(broken);
          return error !== null && error.position <= index;
        },
      ),
    );
  });
});
