import { beforeAll, describe, expect, it } from 'vitest';
import { buildNodes, emptyLeftOut } from './build';
import { guardNavigation } from './guard';
import type { PreviewNode } from './protocol';

const svg = (tag: string, attributes: Record<string, string> = {}, children: PreviewNode[] = []): PreviewNode => ({
  tag,
  namespace: 'svg',
  attributes,
  children,
});

/** A page with one of each thing a click could follow or submit, and things it must leave alone. */
const PAGE: PreviewNode[] = [
  { tag: 'a', attributes: { id: 'html-link', href: 'https://example.com/' }, children: ['link'] },
  { tag: 'a', attributes: { id: 'bare-link' }, children: ['no address'] },
  {
    tag: 'map',
    attributes: { name: 'm' },
    children: [{ tag: 'area', attributes: { id: 'area', href: 'https://example.com/', alt: 'x' } }],
  },
  svg('svg', {}, [
    svg('a', { id: 'svg-link' }, [svg('rect', { id: 'svg-link-shape', width: '10', height: '10' })]),
    svg('a', { id: 'xlink-link', 'xlink:href': 'https://example.com/' }, [svg('text', { id: 'xlink-text' }, ['x'])]),
    svg('defs', {}, [svg('a', { id: 'used-link', href: 'https://example.com/' })]),
    svg('use', { id: 'use', href: '#used-link' }),
    svg('rect', { id: 'shape' }),
  ]),
  {
    tag: 'math',
    namespace: 'math',
    attributes: {},
    children: [
      { tag: 'mi', namespace: 'math', attributes: { id: 'math', href: 'https://example.com/' }, children: ['x'] },
    ],
  },
  {
    tag: 'form',
    attributes: {},
    children: [
      { tag: 'input', attributes: { id: 'field', name: 'q' } },
      { tag: 'textarea', attributes: { id: 'area-field' } },
      { tag: 'input', attributes: { id: 'checkbox', type: 'checkbox' } },
      { tag: 'input', attributes: { id: 'submit-input', type: 'submit' } },
      { tag: 'input', attributes: { id: 'image-input', type: 'image', alt: 'go' } },
      { tag: 'button', attributes: { id: 'submit-button' }, children: ['Send'] },
      { tag: 'button', attributes: { id: 'plain-button', type: 'button' }, children: ['Toggle'] },
    ],
  },
  { tag: 'button', attributes: { id: 'formless-button' }, children: ['Alone'] },
  { tag: 'input', attributes: { id: 'formless-field' } },
  { tag: 'p', attributes: { id: 'text' }, children: ['text'] },
];

beforeAll(() => {
  guardNavigation(window);
  document.body.replaceChildren(...buildNodes(document, PAGE, emptyLeftOut()));
});

function dispatched(id: string, event: Event): boolean {
  document.getElementById(id)!.dispatchEvent(event);
  return event.defaultPrevented;
}

const click = (type = 'click') => new MouseEvent(type, { bubbles: true, cancelable: true, composed: true });
const enter = () => new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, composed: true });

describe('guardNavigation', () => {
  it.each([
    ['an HTML link', 'html-link'],
    ['an <a> without an address (an animation could give it one)', 'bare-link'],
    ['an <area>', 'area'],
    ['a shape inside an SVG link without an href attribute', 'svg-link-shape'],
    ['an SVG link by xlink:href', 'xlink-text'],
    ['a <use> that draws a link from elsewhere', 'use'],
    ['a MathML element with an href', 'math'],
    ['a submit button', 'submit-button'],
    ['an input of type submit', 'submit-input'],
    ['an input of type image', 'image-input'],
  ])('stops a click on %s', (_name, id) => {
    expect(dispatched(id, click())).toBe(true);
  });

  it('stops a middle click on a link (a new window)', () => {
    expect(dispatched('html-link', click('auxclick'))).toBe(true);
  });

  it.each([
    ['plain text', 'text'],
    ['an SVG shape', 'shape'],
    ['a checkbox', 'checkbox'],
    ['a button of type button', 'plain-button'],
    ['a button outside any form', 'formless-button'],
  ])('leaves a click on %s alone', (_name, id) => {
    expect(dispatched(id, click())).toBe(false);
  });

  it('stops Enter in a form’s field (implicit submission), not in a text area or a field outside a form', () => {
    expect(dispatched('field', enter())).toBe(true);
    expect(dispatched('area-field', enter())).toBe(false);
    expect(dispatched('formless-field', enter())).toBe(false);
  });

  it('stops a form’s submission', () => {
    expect(dispatched('field', new Event('submit', { bubbles: true, cancelable: true }))).toBe(true);
  });
});
