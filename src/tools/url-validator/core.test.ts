import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseUrl, BROKEN_SAMPLE_INPUT, checkUrl, SAMPLE_INPUT, scriptsOf } from './core';
import { checkRfc3986 } from './rfc3986';
import { tasks } from './tasks';

const NO_BASE = { base: '' };

describe('a scheme mistyped', () => {
  // [URL, the warning's message (a part of it), its position]
  it.each([
    ['htp:/example.com', '“htp:/” looks like a typo of “http://”', 0],
    ['htp:/example.com', 'and it has no host (“/example.com” is its path)', 0],
    ['htp://example.com', '“htp://” looks like a typo of “http://”: as written, “htp” is a scheme of its own', 0],
    ['htps://example.com', 'a typo of “https://”', 0],
    ['htts://example.com', 'a typo of “https://”', 0],
    ['HTTTP://example.com', '“HTTTP://” looks like a typo of “http://”', 0],
    ['htpts://example.com', 'a typo of “https://”', 0],
    ['ttps://example.com', 'a typo of “https://”', 0],
    [' htp:/example.com', '“htp:/” looks like a typo of “http://”', 1],
    ['http:/example.com', '“http:/” has one slash where “http://” has two: browsers still read “example.com”', 5],
    ['https:example.com', '“https:” has no slash where “https://” has two', 6],
    ['https:///example.com', '“https:///” has three slashes where “https://” has two', 6],
  ])('%s: %s', (url, message, position) => {
    const { check, warnings } = analyseUrl(url, NO_BASE);
    expect(check.verdict).toBe('warning');
    expect(warnings[0]).toMatchObject({ kind: 'typo', message: expect.stringContaining(message), position });
  });

  // Schemes in their own right, and the forms the parser and RFC 3986 agree on.
  it.each([
    'https://example.com/',
    'ftp://example.com/',
    'file:/etc/hosts',
    'file:///etc/hosts',
    'mailto:ada@example.com',
    'sftp://example.com/',
    'hxxp://example.com/',
    'git+https://example.com/repo.git',
  ])('%s: no typo', (url) => {
    expect(analyseUrl(url, NO_BASE).warnings.map((warning) => warning.kind)).not.toContain('typo');
  });

  it('a web scheme with no colon is refused, saying so', () => {
    expect(analyseUrl('https//example.com/a', NO_BASE).check).toEqual({
      verdict: 'invalid',
      reason:
        '“https//” has no colon: write “https://”. As written, there is no scheme, and the whole is a relative path.',
      position: 5,
    });
    const resolved = analyseUrl('https//example.com/a', { base: 'https://example.org/docs/' });
    expect(resolved.warnings[0]).toMatchObject({ kind: 'typo', message: expect.stringContaining('has no colon') });
  });
});

describe('components', () => {
  it('Load Sample shows the tool succeeding: a valid URL, no warning', () => {
    const { components, check, warnings } = analyseUrl(SAMPLE_INPUT, NO_BASE);
    expect(check.verdict).toBe('valid');
    expect(warnings).toEqual([]);
    expect(components).toMatchObject({ scheme: 'https', hostUnicode: 'bücher.example', port: '8443' });
  });

  it('breaks the Broken example into every part, the password masked in the href shown by default', () => {
    const { components, check, warnings } = analyseUrl(BROKEN_SAMPLE_INPUT, NO_BASE);
    expect(warnings.map((warning) => warning.kind)).toEqual(['credentials', 'http']);
    expect(components).toMatchObject({
      scheme: 'http',
      username: 'ada',
      password: 's3cret',
      hostKind: 'domain',
      host: 'xn--bcher-kva.example',
      hostUnicode: 'bücher.example',
      port: '8080',
      defaultPort: '80',
      pathname: '/books/search',
      parameters: [
        { name: 'q', value: 'analytical engine' },
        { name: 'lang', value: 'en' },
      ],
      hash: '#results',
    });
    expect(components!.hrefMasked).toBe(
      'http://ada:••••••••@xn--bcher-kva.example:8080/books/search?q=analytical+engine&lang=en#results',
    );
    expect(components!.hrefMasked).not.toContain('s3cret');
    expect(check).toMatchObject({ verdict: 'warning', reason: expect.stringContaining('a user name and a password') });
  });

  it('gives where the password is, to mask it in the input', () => {
    const analysis = analyseUrl('  https://a:pw@example.com/', NO_BASE);
    expect(analysis.passwordSpan).toEqual([12, 14]);
  });

  it('notes a default port written out, which the parser drops', () => {
    expect(analyseUrl('https://example.com:443/', NO_BASE).components).toMatchObject({
      port: '',
      defaultPort: '443',
      defaultPortWritten: true,
    });
  });

  it('decodes the path, the parameters and the fragment', () => {
    const { components } = analyseUrl(
      'https://example.com/caf%C3%A9?name=cr%C3%A8me+br%C3%BBl%C3%A9e&a=1&a=2#%C3%A9t%C3%A9',
      NO_BASE,
    );
    expect(components).toMatchObject({
      pathDecoded: '/café',
      parameters: [
        { name: 'name', value: 'crème brûlée' },
        { name: 'a', value: '1' },
        { name: 'a', value: '2' },
      ],
      hashDecoded: '#été',
    });
  });

  it('resolves a relative reference against the base', () => {
    const analysis = analyseUrl('../img/logo.png', { base: 'https://example.com/docs/guide/' });
    expect(analysis).toMatchObject({ resolved: true, components: { href: 'https://example.com/docs/img/logo.png' } });
    expect(analysis.check.verdict).toBe('valid');
    expect(analysis.strict).toMatchObject({ valid: true, kind: 'relative reference' });
  });
});

describe('valid URLs', () => {
  it.each([
    'https://example.com/',
    'https://example.com/a/b?c=d#e',
    'mailto:ada@example.com',
    'urn:isbn:0451450523',
    'https://xn--bcher-kva.example/',
  ])('%s is valid with no warning', (url) => {
    expect(checkUrl(url, NO_BASE)).toMatchObject({ verdict: 'valid' });
  });
});

describe('warnings', () => {
  it.each([
    ['https://user:pw@example.com/', 'a user name and a password', 8],
    ['http://example.com/', 'Plain http', 0],
    ['https://192.0.2.1/', 'an IPv4 address', 8],
    ['https://[2001:db8::1]/', 'an IPv6 address', 8],
    ['https://0x7f.1/', 'read as the IPv4 address 127.0.0.1', 8],
    ['https://аpple.com/', 'mixes Cyrillic and Latin', 8],
    ['https://раураӏ.com/', 'Cyrillic letters that look like Latin', 8],
    ['https://example.com/a b', '1 character a URL may not hold as it is, which the parser had to percent-encode', 21],
    ['https://example.com/é', '1 character a URL may not hold', 20],
    ['  https://example.com/', 'stripped 2 leading', 0],
    ['https://example.com/\n', 'stripped 1 trailing', 20],
    ['https://exa\tmple.com/', 'removed a tab', 11],
    ['https:\\\\example.com\\a', 'A backslash', 6],
    ['https://example.com/a|b', 'percent-encode', 21],
    ['https://example.com/%zz', 'RFC 3986 does not', 20],
  ])('%j: %s at %i', (url, reason, position) => {
    expect(checkUrl(url, NO_BASE)).toMatchObject({
      verdict: 'warning',
      reason: expect.stringContaining(reason),
      position,
    });
  });

  it('does not flag scripts written together in one language', () => {
    expect(checkUrl('https://例え.テスト/', NO_BASE).verdict).toBe('valid');
    expect(checkUrl('https://bücher.example/', NO_BASE).verdict).toBe('valid');
    expect(scriptsOf('例えテスト')).toEqual(['Han', 'Hiragana', 'Katakana']);
  });
});

describe('refusals', () => {
  it.each([
    ['', 'empty', 0],
    ['example.com/path', 'no scheme', 0],
    ['https://', 'needs a host', 8],
    ['https://exa mple.com/', 'A space is not allowed in a host', 11],
    ['https://example.com:99999/', 'The port is 99999; the highest is 65535', 20],
    ['https://example.com:8o/', '“o” in the port', 21],
    ['https://[::1/', 'never closed', 8],
    ['https://[::g]/', 'not a valid IPv6 address', 9],
    ['https://256.0.0.1/', 'read as an IPv4 address', 8],
    ['https://xn--zz.example/', 'not a valid domain name', 8],
    ['https://ex%25ample.com/', '“%” is not allowed in a host', 10],
  ])('%j: %s at %i', (url, reason, position) => {
    const check = checkUrl(url, NO_BASE);
    expect(check.verdict).toBe('invalid');
    expect(check.reason.toLowerCase()).toContain(reason.toLowerCase());
    expect(check.position).toBe(position);
  });

  it('says when the base itself is broken', () => {
    expect(checkUrl('a', { base: 'not a url' }).reason).toContain('The base URL is not a valid URL');
  });
});

describe('RFC 3986 strict check', () => {
  it.each([
    ['https://example.com/a b', 'A space is not allowed in the path', 21],
    ['https://example.com/?q=<x>', '“<” is not allowed in the query', 23],
    ['https://example.com/#a#b', '“#” is not allowed in the fragment', 22],
    ['https://exa_mple.com/', null, null],
    ['https://ex ample.com/', 'A space is not allowed in the host', 10],
    ['https://example.com:8o/', '“o” in the port', 21],
    ['https://[::g]/', 'neither an IPv6 address nor an IPvFuture', 9],
    ['https://[v7.fe80::a+en1]/', null, null],
    ['1http://example.com/', 'A scheme must start with a letter', 0],
    ['ht_tp://example.com/', '“_” is not allowed in a scheme', 2],
    [':foo', 'first segment may not hold “:”', 0],
    ['https://example.com/%4', 'percent-encoded byte', 20],
    ['https://example.com/é', 'not allowed in the path: RFC 3986 allows ASCII only', 20],
    ['https://a@b@example.com/', '“@” is not allowed in the host', 11],
  ])('%j: %s at %s', (text, reason, position) => {
    const check = checkRfc3986(text);
    if (reason === null) expect(check.valid).toBe(true);
    else expect(check).toMatchObject({ valid: false, reason: expect.stringContaining(reason), position });
  });
});

const unreservedText = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-._~'.split('')),
  minLength: 1,
  maxLength: 10,
});
const host = fc
  .array(fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), minLength: 1, maxLength: 8 }), {
    minLength: 2,
    maxLength: 3,
  })
  .map((labels) => labels.join('.'));
const url = fc
  // "." and ".." are dot segments, which both parsers remove: not a plain part.
  .tuple(
    host,
    fc.array(
      unreservedText.filter((segment) => !/^\.{1,2}$/.test(segment)),
      { maxLength: 3 },
    ),
    fc.option(unreservedText),
    fc.option(unreservedText),
  )
  .map(
    ([name, path, query, fragment]) =>
      `https://${name}/${path.join('/')}${query ? `?q=${query}` : ''}${fragment ? `#${fragment}` : ''}`,
  );

describe('properties', () => {
  it('an https URL of plain parts is valid to both parsers, and its href is itself', () => {
    fc.assert(
      fc.property(url, (value) => {
        const analysis = analyseUrl(value, NO_BASE);
        return analysis.check.verdict === 'valid' && analysis.strict.valid && analysis.components!.href === value;
      }),
    );
  });

  it('a character RFC 3986 never allows, put anywhere after the host, is found at its place', () => {
    fc.assert(
      fc.property(url, fc.nat(), fc.constantFrom(' ', '<', '>', '"', '{', '}', '|', '^', '`'), (value, at, char) => {
        const pathStart = value.indexOf('/', 8);
        const index = pathStart + (at % (value.length - pathStart));
        const broken = value.slice(0, index) + char + value.slice(index);
        const check = checkRfc3986(broken);
        return !check.valid && check.position === index;
      }),
    );
  });

  it('never throws, whatever the text and base', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.constantFrom('', 'https://example.com/a/', 'bad base'),
        (value, base) => {
          const check = checkUrl(value, { base });
          return check.position === undefined || (check.position >= 0 && check.position <= value.length);
        },
      ),
    );
  });
});

describe('batch', () => {
  it('checks each line against the base', () => {
    const result = tasks.checkBatch(
      'https://example.com/\nhttp://example.com/\nhttps://exa mple.com/\n../x',
      { format: 'lines', column: '' },
      { base: 'https://example.com/a/' },
    );
    expect(result.counts).toEqual({ valid: 2, warning: 1, invalid: 1 });
    expect(result.rows[0]).toMatchObject({ details: 'https, example.com' });
  });
});

describe('Unicode hosts', () => {
  it('checks the punycode form against RFC 3986 when only the Unicode host keeps it from being a URI', () => {
    const analysis = analyseUrl('https://bücher.example/a?b=c', NO_BASE);
    expect(analysis.strict).toMatchObject({ valid: false, position: 9 });
    expect(analysis.strictAscii).toMatchObject({ valid: true });
    expect(analysis.check.verdict).toBe('valid');
  });
});
