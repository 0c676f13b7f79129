import { describe, expect, it } from 'vitest';
import { buildNodes, emptyLeftOut, isMessageToFrame, leftOutPhrases } from './build';
import { element, type PreviewNode } from './protocol';

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
