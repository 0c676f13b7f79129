import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import {
  deviceChoices,
  DEVICES,
  devicesToShow,
  deviceFor,
  pageUrl,
  previewOfHtml,
  rotate,
  shownDevices,
  SAMPLE_CSS,
  SAMPLE_INPUT,
  toggleRotation,
  type DevicePicks,
} from './core';

const APP = 'http://127.0.0.1:4173';

describe('previewOfHtml', () => {
  it('takes a whole document: html lang and dir, body attributes, style elements and inline styles', () => {
    const content = previewOfHtml(
      `<!doctype html><html lang="de" dir="ltr"><head><title>T</title><style>p { color: red }</style></head>
<body class="home" style="margin: 0"><!-- note --><p id="a" style="font-weight: bold">Hallo <b>Welt</b></p><style>b { color: blue }</style></body></html>`,
      'h1 { color: green }',
    );
    expect(content.lang).toBe('de');
    expect(content.dir).toBe('ltr');
    expect(content.bodyAttributes).toEqual({ class: 'home' });
    expect(content.css).toBe('p { color: red }\nbody { margin: 0 }\nb { color: blue }\nh1 { color: green }');
    expect(content.body).toEqual([
      {
        tag: 'p',
        attributes: { id: 'a' },
        style: 'font-weight: bold',
        children: ['Hallo ', { tag: 'b', attributes: {}, children: ['Welt'] }],
      },
    ]);
  });

  it('reads a fragment as a browser does, in a body', () => {
    expect(previewOfHtml('<li>one<li>two', '').body).toEqual([
      { tag: 'li', attributes: {}, children: ['one'] },
      { tag: 'li', attributes: {}, children: ['two'] },
    ]);
  });

  it('marks SVG and MathML elements with their namespace, with prefixed attribute names', () => {
    const [svg] = previewOfHtml('<svg viewBox="0 0 1 1"><use xlink:href="#a"/></svg><math><mi>x</mi></math>', '').body;
    expect(svg).toEqual({
      tag: 'svg',
      namespace: 'svg',
      attributes: { viewBox: '0 0 1 1' },
      children: [{ tag: 'use', namespace: 'svg', attributes: { 'xlink:href': '#a' }, children: [] }],
    });
    expect(previewOfHtml('<math><mi>x</mi></math>', '').body[0]).toMatchObject({ tag: 'math', namespace: 'math' });
  });

  it('passes scripts and linked stylesheets on, head or body, for the frame to leave out and report', () => {
    const content = previewOfHtml(
      '<head><script src="a.js"></script><link rel="stylesheet" href="s.css"><meta charset="utf-8"></head><body><script>alert(1)</script></body>',
      '',
    );
    expect(content.body.map((node) => (typeof node === 'string' ? node : node.tag))).toEqual([
      'script',
      'link',
      'script',
    ]);
  });

  it('gives the sample its media query', () => {
    const content = previewOfHtml(SAMPLE_INPUT, SAMPLE_CSS);
    expect(content.lang).toBe('en');
    expect(content.css).toContain('@media (min-width: 700px)');
    expect(JSON.stringify(content.body)).toContain('"cards"');
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('<', '>', '/', 'a', 'p', 'div', 'style', '"', '=', ' ', '!', '-', 'svg') }),
        (html) => {
          expect(() => previewOfHtml(html, '')).not.toThrow();
        },
      ),
    );
  });

  it('stops at a depth no page has, instead of overflowing the stack', () => {
    expect(() => previewOfHtml('<div>'.repeat(5000), '')).not.toThrow();
  });
});

describe('pageUrl', () => {
  it.each([
    ['https://example.com/a?b#c', 'https://example.com/a?b#c'],
    ['example.com', 'https://example.com/'],
    ['localhost:3000', 'http://localhost:3000/'],
    ['http://localhost:3000/app', 'http://localhost:3000/app'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/'],
    ['  HTTPS://Example.com  ', 'https://example.com/'],
    ['http://127.0.0.1:4174', 'http://127.0.0.1:4174/'],
    ['https://example.com/a b', 'https://example.com/a%20b'],
    ['https://intranet/', 'https://intranet/'],
    ['bücher.example', 'https://xn--bcher-kva.example/'],
    ['https://a_b.example', 'https://a_b.example/'],
  ])('loads %j as %s', (text, href) => {
    expect(pageUrl(text, APP).href).toBe(href);
  });

  it.each([
    ['', 'Type the address of a page'],
    ['ftp://example.com/file', '“ftp:” addresses cannot be shown here'],
    ['javascript:alert(1)', '“javascript:” addresses cannot be shown here'],
    ['data:text/html,<p>hi', '“data:” addresses cannot be shown here'],
    ['file:///etc/hosts', '“file:” addresses cannot be shown here'],
    ['http://example.com', 'Plain http: pages can only be shown from this computer'],
    ['http://192.168.1.10:3000', 'Plain http: pages can only be shown from this computer'],
    ['http://[::1]:3000', 'Plain http: pages can only be shown from this computer'],
    ['http://127.0.0.1:4173/json-formatter', 'this app’s own address'],
    ['127.0.0.1:4173', 'this app’s own address'],
    ['https://exa mple.com', 'a site’s name cannot contain spaces'],
    // Chromium's URL parser takes these as https://not%20a%20url/ and https://a%09b.example/.
    ['not a url', '“not a url” is not a web address: a site’s name cannot contain spaces'],
    ['https://a\tb.example/', 'a site’s name cannot contain spaces'],
    ['https://user name@example.com/', 'a site’s name cannot contain spaces'],
    // The parser keeps these characters in a host; no host name has them.
    ['https://a!b.example/', 'a site’s name has only letters, digits, hyphens and dots'],
    ['https://(example).com/', 'a site’s name has only letters, digits, hyphens and dots'],
    ['notaurl', '“notaurl” is not a web address: a site’s name has a dot in it'],
    ['https://exa<mple.com', 'is not a web address'],
  ])('refuses %j: %s', (text, message) => {
    expect(() => pageUrl(text, APP)).toThrow(ToolError);
    expect(() => pageUrl(text, APP)).toThrow(message);
  });

  it('refuses the app’s own origin when it is served over https too', () => {
    expect(() => pageUrl('https://tools.example/', 'https://tools.example')).toThrow('this app’s own address');
  });
});

describe('devices', () => {
  it('has the presets at their CSS sizes', () => {
    expect(DEVICES.map((device) => `${device.name} ${device.width}×${device.height}`)).toEqual([
      'Small phone 360×640',
      'iPhone SE 375×667',
      'iPhone 15 393×852',
      'Pixel 8 412×915',
      'iPad 820×1180',
      'Laptop 1366×768',
      'Desktop 1920×1080',
    ]);
  });

  it.each([
    [{ width: 800, height: 600 }, [800, 600]],
    [{ width: 10, height: 99999 }, [200, 3840]],
    [{ width: Number.NaN, height: 700.4 }, [1024, 700]],
  ])('clamps a custom size %j to %j', (custom, [width, height]) => {
    expect(deviceFor('custom', custom)).toMatchObject({ width, height });
  });

  it('knows no other ids, and rotates by swapping the sides', () => {
    expect(deviceFor('toaster', { width: 1, height: 1 })).toBeUndefined();
    expect(rotate(DEVICES[2]!)).toMatchObject({ width: 852, height: 393 });
  });

  it.each([
    [['iphone-se', 'toaster', 'custom'], [], ['iPhone SE 375×667', 'Custom 1000×700']],
    [['ipad'], ['ipad'], ['iPad 1180×820 rotated']],
    [[], ['ipad'], []],
  ])('shows %j, rotated %j, as %j', (ids, rotated, expected) => {
    const shown = shownDevices(ids, { width: 1000, height: 700 }, rotated).map(
      (device) => `${device.name} ${device.width}×${device.height}${device.rotated ? ' rotated' : ''}`,
    );
    expect(shown).toEqual(expected);
  });
});

describe('the device pickers', () => {
  const picks: DevicePicks = {
    layout: 'several',
    device: 'iphone-15',
    devices: ['custom', 'laptop', 'iphone-se'],
    customWidth: 1000,
    customHeight: 700,
    rotated: ['laptop'],
  };
  const named = (shown: ReturnType<typeof devicesToShow>) =>
    shown.devices.map((device) => `${device.name} ${device.width}×${device.height}${device.rotated ? ' rotated' : ''}`);

  it.each([
    [{ layout: 'one' }, ['iphone-15'], ['iPhone 15 393×852']],
    [{}, ['iphone-se', 'laptop', 'custom'], ['iPhone SE 375×667', 'Laptop 768×1366 rotated', 'Custom 1000×700']],
    [{ devices: [] }, [], []],
  ] as const)('%j shows %j', (change, ids, expected) => {
    const shown = devicesToShow({ ...picks, ...change });
    expect(shown.ids).toEqual(ids);
    expect(named(shown)).toEqual(expected);
  });

  it('offers every device with its size, the custom one at its current size', () => {
    const choices = deviceChoices({ width: 1000, height: 99999 });
    expect(choices[0]).toEqual({ value: 'small-phone', label: 'Small phone (360 × 640)' });
    expect(choices.at(-1)).toEqual({ value: 'custom', label: 'Custom (1000 × 3840)' });
    expect(choices).toHaveLength(DEVICES.length + 1);
  });

  it.each([
    [[], 'ipad', ['ipad']],
    [['laptop'], 'ipad', ['laptop', 'ipad']],
    [['laptop', 'ipad'], 'laptop', ['ipad']],
  ])('turning %j’s %s gives %j', (rotated, id, expected) => {
    expect(toggleRotation(rotated, id)).toEqual(expected);
  });
});
