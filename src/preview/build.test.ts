import { describe, expect, it } from 'vitest';
import { buildNodes, emptyLeftOut, isMessageToFrame, isPortHandover, leftOutPhrases, urlAsParsed } from './build';
import { element, PORT_HANDOVER, type PreviewNode } from './protocol';

const XLINK = 'http://www.w3.org/1999/xlink';
const svg = (tag: string, attributes: Record<string, string> = {}, children: PreviewNode[] = []): PreviewNode => ({
  tag,
  namespace: 'svg',
  attributes,
  children,
});

function build(nodes: PreviewNode[]) {
  const leftOut = emptyLeftOut();
  const container = document.createElement('div');
  container.append(...buildNodes(document, nodes, leftOut));
  return { html: container.innerHTML, container, phrases: leftOutPhrases(leftOut) };
}

describe('buildNodes', () => {
  it('builds elements, attributes, text and inline style (through the CSSOM)', () => {
    const { html, container } = build([
      element('table', { class: 'grid' }, [element('tr', {}, [element('td', { colspan: '2' }, ['a < b'])])]),
      element('p', {}, ['x'], 'color: red; padding: 4px'),
    ]);
    expect(html).toContain('<td colspan="2">a &lt; b</td>');
    expect(container.querySelector('p')!.style.color).toBe('red');
    expect(container.querySelector('p')!.style.padding).toBe('4px');
  });

  it('builds SVG in its namespace', () => {
    const { container } = build([{ tag: 'svg', namespace: 'svg', attributes: { viewBox: '0 0 1 1' }, children: [] }]);
    expect(container.firstElementChild!.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(container.firstElementChild!.getAttribute('viewBox')).toBe('0 0 1 1');
  });

  it.each<[string, PreviewNode, string]>([
    ['a script', element('script', {}, ['alert(1)']), '1 script (scripts do not run in the preview)'],
    ['an event handler', element('p', { onclick: 'alert(1)' }), '1 event handler'],
    ['a javascript: link', element('a', { href: 'javascript:alert(1)' }), '1 event handler'],
    ['an external image', element('img', { src: 'https://example.com/a.png' }), '1 external resource'],
    ['a linked stylesheet', element('link', { rel: 'stylesheet', href: 'https://x/a.css' }), '1 linked stylesheet'],
    ['a frame', element('iframe', { src: 'https://example.com' }), '1 embedded frame or object'],
  ])('leaves out %s and says so', (_name, node, phrase) => {
    const { html, phrases } = build([node]);
    expect(html).not.toMatch(/script|onclick|javascript|example\.com|iframe|<link/);
    expect(phrases.join('; ')).toContain(phrase);
  });

  it('keeps a data: image and an ordinary link', () => {
    const { html, phrases } = build([
      element('img', { src: 'data:image/png;base64,AAAA', alt: '' }),
      element('a', { href: 'https://example.com/' }, ['x']),
    ]);
    expect(html).toContain('src="data:image/png;base64,AAAA"');
    expect(html).toContain('href="https://example.com/"');
    expect(phrases).toEqual([]);
  });

  it.each(['set', 'animate', 'animateMotion', 'animateTransform', 'animateColor', 'discard'])(
    'leaves out an SVG <%s> (it could change a link’s address) and says so',
    (tag) => {
      const { container, phrases } = build([
        svg('svg', {}, [svg('a', {}, [svg(tag, { attributeName: 'href', to: 'https://example.com/' }), svg('rect')])]),
      ]);
      expect(container.querySelector('a')!.children).toHaveLength(1);
      expect(container.innerHTML).not.toContain('example.com');
      expect(phrases).toEqual(['1 SVG animation (<set>, <animate> and the like can change where a link goes)']);
    },
  );

  it('counts several animations, and keeps an HTML element that happens to be named set', () => {
    const { container, phrases } = build([
      svg('svg', {}, [svg('set'), svg('animate'), svg('discard')]),
      element('set', {}, ['kept']),
    ]);
    expect(phrases).toEqual(['3 SVG animations (<set>, <animate> and the like can change where a link goes)']);
    expect(container.lastElementChild!.textContent).toBe('kept');
  });

  it.each([
    ['java\tscript:alert(1)', 'javascript:alert(1)'],
    ['java\nscript:alert(1)', 'javascript:alert(1)'],
    ['java\r\nscript:alert(1)', 'javascript:alert(1)'],
    ['\u0000 \u001f javascript:alert(1) \u0001', 'javascript:alert(1)'],
    ['  https://example.com/a b  ', 'https://example.com/a b'],
    ['d\ta\tt\ta:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
  ])('reads the URL %j as the URL parser does: %j', (value, parsed) => {
    expect(urlAsParsed(value)).toBe(parsed);
  });

  it.each([
    ['a tab inside', 'java\tscript:alert(1)'],
    ['a line feed inside', 'java\nscript:alert(1)'],
    ['a carriage return inside', 'javas\rcript:alert(1)'],
    ['controls and spaces before', '\u0001\u0010 javascript:alert(1)'],
    ['capitals', 'JaVaScRiPt:alert(1)'],
    ['vbscript:', 'vbscript:msgbox(1)'],
  ])('leaves out a javascript: link with %s, in HTML and SVG, by href and xlink:href', (_name, href) => {
    const { container, phrases } = build([
      element('a', { href }, ['x']),
      svg('svg', {}, [svg('a', { href }), svg('a', { 'xlink:href': href })]),
    ]);
    for (const link of container.querySelectorAll('a')) {
      expect(link.hasAttribute('href')).toBe(false);
      expect(link.hasAttributeNS(XLINK, 'href')).toBe(false);
    }
    expect(phrases).toEqual(['3 event handlers']);
  });

  it('keeps a data: image whose URL has a tab in its scheme, as the URL parser reads it', () => {
    const { html, phrases } = build([element('img', { src: 'da\tta:image/png;base64,AAAA', alt: '' })]);
    expect(html).toContain('src="da\tta:image/png;base64,AAAA"');
    expect(phrases).toEqual([]);
  });

  it('sets xlink:href in the XLink namespace, where SVG reads it', () => {
    const { container } = build([svg('svg', {}, [svg('a', { 'xlink:href': 'https://example.com/' })])]);
    expect(container.querySelector('a')!.getAttributeNS(XLINK, 'href')).toBe('https://example.com/');
  });

  it('keeps an SVG element’s reference to the page’s own elements, and leaves out one to another document', () => {
    const { container, phrases } = build([
      svg('svg', {}, [
        svg('use', { href: '#shape' }),
        svg('use', { 'xlink:href': '#shape' }),
        svg('image', { href: 'data:image/png;base64,AAAA' }),
        svg('use', { href: 'https://example.com/sprites.svg#icon' }),
        svg('image', { 'xlink:href': 'https://example.com/a.png' }),
        svg('feImage', { href: '//example.com/a.png' }),
      ]),
    ]);
    expect(container.innerHTML).not.toContain('example.com');
    expect(container.querySelectorAll('[href]')).toHaveLength(2);
    expect(phrases).toEqual(['3 external resources (images, media and frames load nothing from a URL here)']);
  });

  it('leaves out where a link opens and an SVG base URL, without a word', () => {
    const { html, phrases } = build([
      element('a', { href: 'https://example.com/', target: '_top' }, ['x']),
      element('button', { formtarget: '_parent' }, ['y']),
      svg('svg', { 'xml:base': 'https://example.com/' }),
    ]);
    expect(html).toBe('<a href="https://example.com/">x</a><button>y</button><svg></svg>');
    expect(phrases).toEqual([]);
  });

  it('leaves out a fenced frame', () => {
    expect(build([element('fencedframe')]).phrases).toEqual(['1 embedded frame or object']);
  });

  it('never sets a style attribute or a malformed attribute name', () => {
    const { html } = build([element('p', { style: 'color: red', 'a"b': 'x' })]);
    expect(html).toBe('<p></p>');
  });
});

it.each([
  [{ type: 'render', id: 1, content: { body: [], css: '' } }, true],
  [{ type: 'render', id: 1, content: { html: '<p>', css: '' } }, false],
  [{ type: 'ready' }, false],
  ['render', false],
])('isMessageToFrame(%j) is %s', (data, expected) => {
  expect(isMessageToFrame(data)).toBe(expected);
});

it('knows the app’s port handover, whose constant the frame’s script repeats', () => {
  expect(isPortHandover(PORT_HANDOVER)).toBe(true);
  expect(isPortHandover({ type: 'ready' })).toBe(false);
});
