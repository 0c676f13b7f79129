import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { icoProblems, pngSize, readIcoDirectory } from './checks';
import {
  appNames,
  contentBox,
  estimatedInk,
  faviconFiles,
  fitInto,
  icoFromPngs,
  imageKind,
  linkTags,
  MASKABLE_FILE,
  maskableContentBox,
  normalizeBasePath,
  PNG_FILES,
  placeText,
  readFaviconText,
  solidBackground,
  svgAspect,
  textSvg,
  webManifest,
  zipFiles,
  type FaviconDesign,
  type PngFileName,
  type SiteOptions,
} from './core';

/** A PNG's signature, IHDR (the size the readers look at) and IEND; `extra` bytes of made-up data between. */
function fakePng(size: number, extra = 0): Uint8Array {
  const bytes = new Uint8Array(8 + 25 + extra + 12);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12);
  view.setUint32(16, size);
  view.setUint32(20, size);
  bytes.set([8, 6, 0, 0, 0], 24);
  for (let index = 0; index < extra; index += 1) bytes[33 + index] = (index * 7) & 0xff;
  bytes.set([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], 33 + extra);
  return bytes;
}

const DESIGN: FaviconDesign = {
  text: 'DT',
  font: 'sans',
  bold: true,
  textColor: '#ffffff',
  background: '#2563eb',
  shape: 'rounded',
  padding: 10,
};

const SITE: SiteOptions = {
  basePath: '/',
  appName: '',
  shortName: '',
  themeColor: '#2563eb',
  backgroundColor: '#ffffff',
  hasSvg: true,
};

describe('icoFromPngs', () => {
  it('writes the ICONDIR, one entry per image and the PNGs at their offsets', () => {
    const images = [16, 32, 48].map((size, index) => ({ size, png: fakePng(size, index * 100) }));
    const ico = icoFromPngs(images);
    const directory = readIcoDirectory(ico);
    expect(directory).toMatchObject({ reserved: 0, type: 1, count: 3 });
    expect(directory.entries.map((entry) => [entry.width, entry.height, entry.planes, entry.bitCount])).toEqual([
      [16, 16, 1, 32],
      [32, 32, 1, 32],
      [48, 48, 1, 32],
    ]);
    expect(directory.entries.map((entry) => entry.offset)).toEqual([54, 54 + 45, 54 + 45 + 145]);
    expect(directory.entries.map((entry) => entry.bytesInResource)).toEqual([45, 145, 245]);
    expect(icoProblems(ico, [16, 32, 48])).toEqual([]);
    images.forEach(({ png }, index) => {
      const entry = directory.entries[index]!;
      expect(ico.subarray(entry.offset, entry.offset + entry.bytesInResource)).toEqual(png);
    });
  });

  it('writes 256 px as 0, as the format says', () => {
    const ico = icoFromPngs([{ size: 256, png: fakePng(256) }]);
    expect(readIcoDirectory(ico).entries[0]).toMatchObject({ width: 0, height: 0 });
    expect(icoProblems(ico, [256])).toEqual([]);
  });

  it('holds any PNGs consistently (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ size: fc.integer({ min: 1, max: 256 }), extra: fc.nat(300) }), {
          minLength: 1,
          maxLength: 8,
        }),
        (specs) => {
          const ico = icoFromPngs(specs.map(({ size, extra }) => ({ size, png: fakePng(size, extra) })));
          expect(
            icoProblems(
              ico,
              specs.map(({ size }) => size),
            ),
          ).toEqual([]);
        },
      ),
    );
  });

  it.each([
    ['no images', [], 'An ICO file holds 1 to 65,535 images'],
    ['a size over 256', [{ size: 512, png: fakePng(512) }], 'not 512 px'],
    ['a size of 0', [{ size: 0, png: fakePng(0) }], 'not 0 px'],
    ['bytes that are not a PNG', [{ size: 16, png: new Uint8Array(40) }], 'The 16 px image is not a PNG'],
  ])('refuses %s', (_name, images, message) => {
    expect(() => icoFromPngs(images)).toThrow(ToolError);
    expect(() => icoFromPngs(images)).toThrow(message);
  });
});

describe('readFaviconText', () => {
  it.each([
    ['DT', 'DT'],
    ['  a  ', 'a'],
    ['🚀', '🚀'],
    ['👩🏽‍💻', '👩🏽‍💻'],
    ['🇫🇷A', '🇫🇷A'],
    ['</>', '</>'],
    ['', null],
    ['   ', null],
  ])('%j reads as %j', (input, expected) => {
    expect(readFaviconText(input)).toBe(expected);
  });

  it.each([
    ['Hello', '“Hello” is 5 characters; a favicon has room for 1 to 3'],
    ['A\nB', 'one line'],
  ])('refuses %j', (input, message) => {
    expect(() => readFaviconText(input)).toThrow(message);
  });
});

describe('geometry', () => {
  it.each([
    [512, 0, { x: 0, y: 0, width: 512, height: 512 }],
    [100, 10, { x: 10, y: 10, width: 80, height: 80 }],
    [16, 25, { x: 4, y: 4, width: 8, height: 8 }],
    [100, 90, { x: 40, y: 40, width: 20, height: 20 }],
  ])('contentBox(%i, %i)', (size, padding, expected) => {
    expect(contentBox(size, padding)).toEqual(expected);
  });

  it('puts a maskable icon’s content inside the 80 % safe zone', () => {
    const full = maskableContentBox(512, 0);
    expect([full.x, full.y, full.width, full.height].map((value) => Math.round(value * 10) / 10)).toEqual([
      51.2, 51.2, 409.6, 409.6,
    ]);
    const box = maskableContentBox(100, 10);
    expect(box.x).toBeCloseTo(18);
    expect(box.width).toBeCloseTo(64);
  });

  it.each([
    [2, { x: 0, y: 25, width: 100, height: 50 }],
    [0.5, { x: 25, y: 0, width: 50, height: 100 }],
    [1, { x: 0, y: 0, width: 100, height: 100 }],
    [Number.NaN, { x: 0, y: 0, width: 100, height: 100 }],
  ])('fitInto a square, aspect %d', (aspect, expected) => {
    expect(fitInto({ x: 0, y: 0, width: 100, height: 100 }, aspect)).toEqual(expected);
  });

  it('scales and centres text by its ink', () => {
    // Ink 60 wide (10 left of the pen) and 40 tall at 50 px: fits 80 wide first.
    const place = placeText({ fontSize: 50, left: 10, right: 50, ascent: 30, descent: 10 }, contentBox(100, 10));
    expect(place.fontSize).toBeCloseTo(50 * (80 / 60));
    expect(place.x).toBeCloseTo(10 + 10 * (80 / 60));
    // Ink height 40 × 4/3 = 53.3, centred in 80 from y = 10, baseline at its ascent.
    expect(place.y).toBeCloseTo(10 + (80 - 40 * (80 / 60)) / 2 + 30 * (80 / 60));
  });

  it('keeps text ink inside the content box (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          left: fc.double({ min: -20, max: 20, noNaN: true }),
          width: fc.double({ min: 1, max: 300, noNaN: true }),
          ascent: fc.double({ min: 1, max: 100, noNaN: true }),
          descent: fc.double({ min: 0, max: 50, noNaN: true }),
        }),
        fc.integer({ min: 0, max: 40 }),
        ({ left, width, ascent, descent }, padding) => {
          const ink = { fontSize: 100, left, right: width - left, ascent, descent };
          const box = contentBox(64, padding);
          const place = placeText(ink, box);
          const scale = place.fontSize / 100;
          const epsilon = 1e-6;
          expect(place.x - left * scale).toBeGreaterThanOrEqual(box.x - epsilon);
          expect(place.x + ink.right * scale).toBeLessThanOrEqual(box.x + box.width + epsilon);
          expect(place.y - ascent * scale).toBeGreaterThanOrEqual(box.y - epsilon);
          expect(place.y + descent * scale).toBeLessThanOrEqual(box.y + box.height + epsilon);
        },
      ),
    );
  });
});

describe('textSvg', () => {
  it('draws the shape and the text, escaped', () => {
    const svg = textSvg({ ...DESIGN, text: '<&>' }, { fontSize: 100, left: 0, right: 100, ascent: 70, descent: 0 });
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">');
    expect(svg).toContain('<rect width="100" height="100" rx="20" fill="#2563eb"/>');
    expect(svg).toContain('>&lt;&amp;&gt;</text>');
    expect(svg).toContain('font-size="80"');
    expect(svg).toContain('font-weight="700"');
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).not.toMatch(/<&>/);
  });

  it.each([
    ['square', '<rect width="100" height="100" fill="#2563eb"/>'],
    ['circle', '<circle cx="50" cy="50" r="50" fill="#2563eb"/>'],
  ] as const)('draws a %s', (shape, element) => {
    expect(textSvg({ ...DESIGN, shape })).toContain(element);
  });

  it('draws no shape for none, or for a transparent background', () => {
    expect(textSvg({ ...DESIGN, shape: 'none' })).not.toMatch(/<rect|<circle/);
    expect(textSvg({ ...DESIGN, background: 'rgb(0 0 0 / 0)' })).not.toMatch(/<rect|<circle/);
  });

  it('escapes a font stack and colours into their attributes', () => {
    const svg = textSvg({ ...DESIGN, font: 'mono', textColor: 'rgb(0 0 0 / 0.5)' });
    expect(svg).toContain(
      'font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, &#39;Liberation Mono&#39;, monospace, ',
    );
    expect(svg).toContain('fill="rgb(0 0 0 / 0.5)"');
  });

  it('is well-formed XML whose text is the favicon’s text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), (text) => {
        const svg = textSvg({ ...DESIGN, text });
        const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
        expect(document.querySelector('parsererror')).toBeNull();
        expect(document.querySelector('text')!.textContent).toBe(text);
      }),
    );
  });

  it('estimates emoji wider than letters', () => {
    expect(estimatedInk('🚀').right).toBeGreaterThan(estimatedInk('A').right);
  });
});

describe('imageKind', () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value)] : [value])));
  it.each([
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['svg', bytes('<svg/>')],
    ['svg', bytes('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg>')],
  ])('knows %s', (kind, data) => {
    expect(imageKind(data, 'file')).toBe(kind);
  });

  it.each([
    [bytes('GIF89a'), 'a GIF image'],
    [bytes(0, 0, 1, 0, 1, 0), 'an ICO file'],
    [bytes('hello'), 'not an image this tool reads'],
    [bytes('<html><svg>'), 'not an image this tool reads'],
  ])('refuses %s', (data, message) => {
    expect(() => imageKind(data, 'x.bin')).toThrow(`“x.bin” is ${message}: open a PNG, JPEG, WebP or SVG file.`);
  });
});

describe('the manifest and the tags', () => {
  it('lists the icons, the maskable one with its purpose, and the colours', () => {
    const manifest = JSON.parse(webManifest({ ...SITE, themeColor: 'rgb(255 0 0 / 0.5)' }));
    expect(manifest).toEqual({
      name: 'My Website',
      short_name: 'My Website',
      icons: [
        { src: '/android-chrome-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/android-chrome-512x512.png', sizes: '512x512', type: 'image/png' },
        { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      theme_color: '#ff0000',
      background_color: '#ffffff',
      display: 'standalone',
    });
  });

  it.each([
    [
      { appName: 'Dev Toolbox', shortName: '' },
      { name: 'Dev Toolbox', shortName: 'Dev Toolbox' },
    ],
    [
      { appName: 'A Very Long Application Name', shortName: '' },
      { name: 'A Very Long Application Name', shortName: 'A Very Long' },
    ],
    [
      { appName: '  ', shortName: 'Tools' },
      { name: 'My Website', shortName: 'Tools' },
    ],
  ])('names %j', (options, expected) => {
    expect(appNames(options)).toEqual(expected);
  });

  it('escapes names in JSON', () => {
    expect(JSON.parse(webManifest({ ...SITE, appName: 'Say "hi" \\ <b>' })).name).toBe('Say "hi" \\ <b>');
  });

  it.each([
    ['', '/'],
    ['/', '/'],
    ['icons', '/icons/'],
    ['/static/icons/', '/static/icons/'],
    ['https://cdn.example.com/icons', 'https://cdn.example.com/icons/'],
  ])('base path %j is %j', (path, expected) => {
    expect(normalizeBasePath(path)).toBe(expected);
  });

  it('writes the link tags', () => {
    expect(linkTags({ ...SITE, basePath: 'icons' })).toBe(
      [
        '<link rel="icon" href="/icons/favicon.ico" sizes="32x32">',
        '<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml">',
        '<link rel="icon" href="/icons/favicon-32x32.png" type="image/png" sizes="32x32">',
        '<link rel="icon" href="/icons/favicon-16x16.png" type="image/png" sizes="16x16">',
        '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
        '<link rel="manifest" href="/icons/site.webmanifest">',
        '<meta name="theme-color" content="#2563eb">',
        '',
      ].join('\n'),
    );
    expect(linkTags({ ...SITE, hasSvg: false })).not.toContain('favicon.svg');
    expect(linkTags({ ...SITE, basePath: '/a"b<' })).toContain('href="/a&quot;b&lt;/favicon.ico"');
  });

  it.each([
    [{ shape: 'rounded', background: '#112233' }, '#112233'],
    [{ shape: 'circle', background: 'rgb(17 34 51 / 0.5)' }, '#112233'],
    [{ shape: 'none', background: '#112233' }, '#fafafa'],
    [{ shape: 'square', background: 'rgb(0 0 0 / 0)' }, '#fafafa'],
  ] as const)('a full-square icon is drawn on %j: %s', (design, expected) => {
    expect(solidBackground(design, '#fafafa')).toBe(expected);
  });
});

describe('faviconFiles and zipFiles', () => {
  const pngs = Object.fromEntries(
    [...PNG_FILES, MASKABLE_FILE].map(({ name, size }) => [name, fakePng(size)]),
  ) as Record<PngFileName, Uint8Array>;

  it('lists every file, and the ZIP holds them byte for byte', () => {
    const files = faviconFiles({ pngs, svg: textSvg(DESIGN) }, SITE);
    expect(files.map((file) => file.name)).toEqual([
      'favicon.ico',
      'favicon.svg',
      'favicon-16x16.png',
      'favicon-32x32.png',
      'favicon-48x48.png',
      'apple-touch-icon.png',
      'android-chrome-192x192.png',
      'android-chrome-512x512.png',
      'maskable-icon-512x512.png',
      'site.webmanifest',
      'favicon-tags.html',
    ]);
    const unzipped = unzipSync(zipFiles(files));
    expect(Object.keys(unzipped).sort()).toEqual(files.map((file) => file.name).sort());
    for (const file of files) expect([...unzipped[file.name]!], file.name).toEqual([...file.bytes]);
    expect(icoProblems(unzipped['favicon.ico']!, [16, 32, 48])).toEqual([]);
    expect(pngSize(unzipped['apple-touch-icon.png']!)).toEqual({ width: 180, height: 180 });
    expect(strFromU8(unzipped['favicon-tags.html']!)).toContain('favicon.svg');
    expect(JSON.parse(strFromU8(unzipped['site.webmanifest']!)).icons).toHaveLength(3);
  });

  it('has no favicon.svg, nor a tag for it, for a raster source', () => {
    const files = faviconFiles({ pngs, svg: null }, SITE);
    expect(files.map((file) => file.name)).not.toContain('favicon.svg');
    const tags = new TextDecoder().decode(files.find((file) => file.name === 'favicon-tags.html')!.bytes);
    expect(tags).not.toContain('favicon.svg');
  });

  it('gives the same ZIP for the same files', () => {
    const files = faviconFiles({ pngs, svg: null }, SITE);
    expect(zipFiles(files)).toEqual(zipFiles(files));
  });
});

describe('svgAspect', () => {
  it.each([
    ['<svg width="200" height="100">', 2],
    ['<svg width="64px" height="32px" viewBox="0 0 10 10">', 2],
    ['<svg viewBox="0 0 24 48">', 0.5],
    ["<svg viewBox='0,0,30,10' width='100%'>", 3],
    ['<svg width="50%" height="100">', 1],
    ['<svg>', 1],
    ['not svg', 1],
  ])('%s is %d', (svg, aspect) => {
    expect(svgAspect(svg)).toBe(aspect);
  });
});
