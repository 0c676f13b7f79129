import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_SAMPLE, SAMPLE_INPUT, checkSitemap, parseW3cDatetime } from './core';
import { GZIP_SLICE_BYTES, readSitemapBytes } from './gzip';
import { gzipBomb } from './gzip-bomb';

const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const urlset = (body: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${NS}${extra}>\n${body}\n</urlset>\n`;
const url = (inner: string) => `<url>${inner}</url>`;
const codes = (text: string) => checkSitemap(text).problems.map((problem) => problem.code);
const first = (text: string, code: string) => checkSitemap(text).problems.find((problem) => problem.code === code);

describe('XML well-formedness', () => {
  it.each([
    ['a bare &', urlset(url('<loc>https://a.example/?a=1&b=2</loc>')), 'xml-bare-ampersand', 3, 33],
    ['an HTML entity', urlset(url('<loc>https://a.example/&nbsp;</loc>')), 'xml-undefined-entity', 3, 29],
    ['a mismatched tag', urlset('<url><loc>https://a.example/</lo></url>'), 'xml-mismatched-tag', 3, 29],
    ['an unclosed root', `<urlset ${NS}>\n<url><loc>https://a.example/</loc></url>\n`, 'xml-unclosed-element', 1, 1],
    ['an unquoted attribute', '<urlset xmlns=x></urlset>', 'xml-unquoted-attribute', 1, 9],
    ['a duplicate attribute', `<urlset ${NS} a="1" a="2"></urlset>`, 'xml-duplicate-attribute', 1, 67],
    ['a late declaration', `\n<?xml version="1.0"?><urlset ${NS}/>`, 'xml-misplaced-declaration', 2, 1],
    ['text after the root', `<urlset ${NS}/>\nhello`, 'xml-content-after-root', 2, 1],
    ['a second root', `<urlset ${NS}/><urlset/>`, 'xml-second-root', 1, 62],
    ['a bare <', urlset(url('<loc>https://a.example/a< b</loc>')), 'xml-bare-less-than', 3, 30],
    ['an empty document', '  ', 'xml-no-root', 1, 1],
  ])('reports %s at its line and column', (_name, text, code, line, column) => {
    expect(first(text, code)).toMatchObject({ severity: 'error', at: { line, column } });
    expect(checkSitemap(text).wellFormed).toBe(false);
  });

  it('decodes entities, CDATA and character references in text', () => {
    const result = checkSitemap(
      urlset(
        url('<loc><![CDATA[https://a.example/?a=1&b=2]]></loc>') + url('<loc>https://a.example/&#x41;&amp;</loc>'),
      ),
    );
    expect(result.problems).toEqual([]);
    expect(result.entries).toBe(2);
  });

  it('does not blow the stack on deep nesting', () => {
    const deep = `<urlset ${NS}><url>${'<x>'.repeat(100_000)}${'</x>'.repeat(100_000)}<loc>https://a.example/</loc></url></urlset>`;
    expect(checkSitemap(deep).wellFormed).toBe(true);
  });
});

describe('the sitemaps.org protocol', () => {
  it('finds nothing wrong with its sample, and sums it up', () => {
    const result = checkSitemap(SAMPLE_INPUT);
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({
      kind: 'urlset',
      entries: 3,
      hostCount: 1,
      hosts: [{ host: 'https://www.example.com', count: 3 }],
      lastmodEarliest: '2024-11-15',
      lastmodLatest: '2025-03-01T09:30:00+01:00',
      images: 1,
      alternates: 4,
    });
  });

  it.each([
    ['a missing namespace', '<urlset><url><loc>https://a.example/</loc></url></urlset>', 'namespace'],
    ['a wrong namespace', '<urlset xmlns="https://www.sitemaps.org/schemas/sitemap/0.9"/>', 'namespace'],
    ['another root', '<rss/>', 'root'],
    ['a missing loc', urlset(url('<lastmod>2024-01-01</lastmod>')), 'loc-missing'],
    ['a relative loc', urlset(url('<loc>/about</loc>')), 'loc-not-absolute'],
    ['an ftp loc', urlset(url('<loc>ftp://a.example/x</loc>')), 'loc-not-absolute'],
    ['a long loc', urlset(url(`<loc>https://a.example/${'a'.repeat(2040)}</loc>`)), 'loc-too-long'],
    ['a space in a loc', urlset(url('<loc>https://a.example/a b</loc>')), 'loc-unescaped'],
    ['non-ASCII in a loc', urlset(url('<loc>https://a.example/café</loc>')), 'loc-unescaped'],
    ['a bad lastmod', urlset(url('<loc>https://a.example/</loc><lastmod>2024-02-30</lastmod>')), 'lastmod-format'],
    [
      'a lastmod without zone',
      urlset(url('<loc>https://a.example/</loc><lastmod>2024-02-01T10:00</lastmod>')),
      'lastmod-format',
    ],
    ['a future lastmod', urlset(url('<loc>https://a.example/</loc><lastmod>2999-01-01</lastmod>')), 'lastmod-future'],
    [
      'a bad changefreq',
      urlset(url('<loc>https://a.example/</loc><changefreq>Daily</changefreq>')),
      'changefreq-value',
    ],
    ['a priority above 1', urlset(url('<loc>https://a.example/</loc><priority>1.5</priority>')), 'priority-range'],
    ['a negative priority', urlset(url('<loc>https://a.example/</loc><priority>-0.1</priority>')), 'priority-range'],
    ['an unknown sitemap element', urlset(url('<loc>https://a.example/</loc><title>x</title>')), 'unknown-element'],
    ['a second loc', urlset(url('<loc>https://a.example/</loc><loc>https://a.example/b</loc>')), 'duplicate-element'],
    [
      'a duplicate URL',
      urlset(url('<loc>https://a.example/</loc>') + url('<loc>https://a.example/</loc>')),
      'duplicate-url',
    ],
    [
      'a cross-host URL',
      urlset(
        url('<loc>https://a.example/1</loc>') +
          url('<loc>https://a.example/2</loc>') +
          url('<loc>https://b.example/</loc>'),
      ),
      'cross-host',
    ],
    [
      'a URL with another scheme',
      urlset(
        url('<loc>https://a.example/1</loc>') +
          url('<loc>https://a.example/2</loc>') +
          url('<loc>http://a.example/</loc>'),
      ),
      'cross-host',
    ],
    ['an undeclared prefix', urlset(url('<loc>https://a.example/</loc><image:image/>')), 'namespace-undeclared'],
  ])('flags %s', (_name, text, code) => {
    expect(codes(text)).toContain(code);
  });

  it('flags the cross-host URL, not the majority', () => {
    const text = urlset(
      url('<loc>https://b.example/</loc>') +
        url('<loc>https://a.example/1</loc>') +
        url('<loc>https://a.example/2</loc>'),
    );
    expect(first(text, 'cross-host')?.at.line).toBe(3);
    expect(checkSitemap(text).problems.filter((problem) => problem.code === 'cross-host')).toHaveLength(1);
  });

  it('counts past 50,000 URLs and says so once', () => {
    const body = Array.from({ length: 50_001 }, (_, at) => url(`<loc>https://a.example/${at}</loc>`)).join('\n');
    const result = checkSitemap(urlset(body));
    expect(result.entries).toBe(50_001);
    expect(result.problems.map((problem) => problem.code)).toEqual(['too-many-entries']);
  });

  it('checks a sitemap index and lists its children', () => {
    const text = `<sitemapindex ${NS}>
  <sitemap><loc>https://a.example/s1.xml.gz</loc><lastmod>2024-01-01</lastmod></sitemap>
  <sitemap><loc>https://a.example/s2.xml</loc><priority>0.5</priority></sitemap>
</sitemapindex>`;
    const result = checkSitemap(text);
    expect(result.kind).toBe('sitemapindex');
    expect(result.children).toEqual([
      { loc: 'https://a.example/s1.xml.gz', lastmod: '2024-01-01', line: 2 },
      { loc: 'https://a.example/s2.xml', lastmod: null, line: 3 },
    ]);
    expect(result.problems.map((problem) => problem.code)).toEqual(['unknown-element']);
  });

  it('reports the protocol problems before the XML error of its invalid example', () => {
    expect(codes(INVALID_SAMPLE)).toEqual([
      'loc-not-absolute',
      'lastmod-format',
      'changefreq-value',
      'priority-range',
      'xml-bare-ampersand',
    ]);
  });
});

describe('the extensions', () => {
  const ext =
    ' xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  const withExt = (inner: string) => urlset(url(`<loc>https://a.example/</loc>${inner}`), ext);
  const video = (inner: string) =>
    `<video:video><video:thumbnail_loc>https://a.example/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://a.example/v.mp4</video:content_loc>${inner}</video:video>`;
  const newsItem = (
    publication: string,
    rest = '<news:publication_date>2024-01-01</news:publication_date><news:title>T</news:title>',
  ) => `<news:news><news:publication>${publication}</news:publication>${rest}</news:news>`;

  it.each([
    ['an image without loc', '<image:image></image:image>', 'image-loc-missing'],
    [
      'a deprecated image caption',
      '<image:image><image:loc>https://a.example/i.jpg</image:loc><image:caption>c</image:caption></image:image>',
      'deprecated-extension-element',
    ],
    [
      'a video without thumbnail',
      '<video:video><video:title>T</video:title><video:description>D</video:description><video:player_loc>https://a.example/p</video:player_loc></video:video>',
      'video-thumbnail_loc-missing',
    ],
    [
      'a video without content or player',
      '<video:video><video:thumbnail_loc>https://a.example/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description></video:video>',
      'video-location-missing',
    ],
    ['a video too long', video('<video:duration>30000</video:duration>'), 'video-duration'],
    ['a video rating above 5', video('<video:rating>5.5</video:rating>'), 'video-rating'],
    ['a bad family_friendly', video('<video:family_friendly>Yes</video:family_friendly>'), 'video-family_friendly'],
    ['a restriction without relationship', video('<video:restriction>GB</video:restriction>'), 'video-restriction'],
    ['a bad platform', video('<video:platform relationship="allow">web desktop</video:platform>'), 'video-platform'],
    [
      'news without publication',
      '<news:news><news:publication_date>2024-01-01</news:publication_date><news:title>T</news:title></news:news>',
      'news-publication-missing',
    ],
    ['news without language', newsItem('<news:name>N</news:name>'), 'news-language-missing'],
    [
      'news with a bad language',
      newsItem('<news:name>N</news:name><news:language>english</news:language>'),
      'news-language',
    ],
    [
      'news without title',
      newsItem(
        '<news:name>N</news:name><news:language>en</news:language>',
        '<news:publication_date>2024-01-01</news:publication_date>',
      ),
      'news-title-missing',
    ],
    ['hreflang with _', '<xhtml:link rel="alternate" hreflang="en_GB" href="https://a.example/"/>', 'hreflang-value'],
    ['hreflang en-UK', '<xhtml:link rel="alternate" hreflang="en-UK" href="https://a.example/"/>', 'hreflang-value'],
    ['hreflang without rel', '<xhtml:link hreflang="en" href="https://a.example/"/>', 'hreflang-rel'],
    ['a relative href', '<xhtml:link rel="alternate" hreflang="en" href="/en/"/>', 'hreflang-href'],
    [
      'a page missing from its alternates',
      '<xhtml:link rel="alternate" hreflang="de" href="https://a.example/de/"/>',
      'hreflang-self',
    ],
  ])('flags %s', (_name, inner, code) => {
    expect(codes(withExt(inner))).toContain(code);
  });

  it('accepts complete extensions', () => {
    const text = withExt(
      `${video('<video:duration>600</video:duration><video:rating>4.2</video:rating><video:family_friendly>yes</video:family_friendly>')}${newsItem('<news:name>N</news:name><news:language>zh-cn</news:language>')}<xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/"/>`,
    );
    expect(checkSitemap(text).problems).toEqual([]);
  });

  it('flags alternates that do not point back', () => {
    const text = urlset(
      url(
        '<loc>https://a.example/</loc><xhtml:link rel="alternate" hreflang="en" href="https://a.example/"/><xhtml:link rel="alternate" hreflang="de" href="https://a.example/de/"/>',
      ) +
        url('<loc>https://a.example/de/</loc><xhtml:link rel="alternate" hreflang="de" href="https://a.example/de/"/>'),
      ext,
    );
    expect(codes(text)).toEqual(['hreflang-reciprocal']);
  });
});

describe('W3C Datetime', () => {
  it.each([
    ['1997', true],
    ['1997-07', true],
    ['1997-07-16', true],
    ['1997-07-16T19:20+01:00', true],
    ['1997-07-16T19:20:30+01:00', true],
    ['1997-07-16T19:20:30.45+01:00', true],
    ['1997-07-16T19:20:30Z', true],
    ['1997-07-16T19:20:30', false],
    ['1997-7-16', false],
    ['1997-07-16 19:20:30Z', false],
    ['2023-02-29', false],
    ['2024-02-29', true],
    ['1997-07-16T24:00Z', false],
  ])('%s: %s', (value, valid) => {
    expect(parseW3cDatetime(value) !== null).toBe(valid);
  });

  it('orders by instant across zones', () => {
    expect(parseW3cDatetime('2024-01-01T10:00:00+02:00')).toBe(parseW3cDatetime('2024-01-01T08:00:00Z'));
  });
});

describe('opening files', () => {
  it('decompresses gzip by its magic bytes and reads UTF-8', async () => {
    const opened = await readSitemapBytes(new Uint8Array(gzipSync(Buffer.from(SAMPLE_INPUT))));
    expect(opened).toMatchObject({ text: SAMPLE_INPUT, gzip: true, xmlBytes: Buffer.byteLength(SAMPLE_INPUT) });
  });

  it('reads plain XML as it is', async () => {
    expect(await readSitemapBytes(new TextEncoder().encode('<urlset/>'))).toMatchObject({
      text: '<urlset/>',
      gzip: false,
    });
  });

  it('refuses damaged gzip and what is not UTF-8', async () => {
    await expect(readSitemapBytes(new Uint8Array([0x1f, 0x8b, 1, 2, 3]))).rejects.toThrow('does not decompress');
    await expect(readSitemapBytes(new Uint8Array([0x3c, 0xff, 0xfe]))).rejects.toThrow('not UTF-8');
  });

  it('refuses a file that decompresses past the limit', async () => {
    await expect(readSitemapBytes(new Uint8Array(gzipSync(Buffer.alloc(10_000))), 1000)).rejects.toThrow('more than');
  });

  const MEGABYTE = 1024 * 1024;
  it.each([
    [2 * MEGABYTE, true],
    [2 * MEGABYTE - 1, false],
  ])('reads a 2 MB gzip bomb up to a limit of %i bytes: %s', async (limit, read) => {
    const opened = readSitemapBytes(gzipBomb(2), limit);
    if (read) await expect(opened).resolves.toMatchObject({ gzip: true, xmlBytes: 2 * MEGABYTE });
    else await expect(opened).rejects.toThrow('The file decompresses to more than 2.0 MB: too large to check here.');
  });

  it('hands a gzip bomb to the decompressor in slices, and stops at the first past the limit', async () => {
    const bomb = gzipBomb(64);
    const handed: number[] = [];
    const Platform = globalThis.DecompressionStream;
    // The platform's decompressor, with what is written to it counted.
    class CountingDecompressionStream {
      readonly readable: ReadableStream<Uint8Array>;
      readonly writable: WritableStream<BufferSource>;
      constructor(format: CompressionFormat) {
        const inner = new Platform(format);
        const writer = inner.writable.getWriter();
        this.readable = inner.readable;
        this.writable = new WritableStream<BufferSource>({
          write: (chunk) => {
            handed.push(chunk.byteLength);
            return writer.write(chunk);
          },
          close: () => writer.close(),
          abort: (reason) => writer.abort(reason),
        });
      }
    }
    vi.stubGlobal('DecompressionStream', CountingDecompressionStream);
    try {
      await expect(readSitemapBytes(bomb, MEGABYTE)).rejects.toThrow(
        'The file decompresses to more than 1.0 MB: too large to check here.',
      );
    } finally {
      vi.unstubAllGlobals();
    }
    // Given whole, the file would be inflated whole before the limit was looked at (Chromium: 6.4 GB, 28.7 s).
    expect(Math.max(...handed)).toBeLessThanOrEqual(GZIP_SLICE_BYTES);
    expect(handed.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThan(bomb.length / 2);
  });
});
