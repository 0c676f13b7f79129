import { describe, expect, it } from 'vitest';
import { CSS_IMPORT_LIMIT } from '../../lib/css/bounds';
import { CSS_INJECTIONS } from '../../lib/css/injection-samples';
import { restoreStateReport } from '../../lib/tool-state';
import {
  cssOf,
  DEFAULT_ITEM,
  DEFAULT_LAYOUT,
  DEFAULT_STATE,
  FLEXBOX_BOUNDS,
  importFlexbox,
  isBasis,
  MAX_ITEMS,
  tailwindHtmlOf,
} from './core';

const RULES = { bounds: FLEXBOX_BOUNDS };
const restore = (stored: unknown) => restoreStateReport(stored, DEFAULT_STATE, RULES);

describe('a restored state is held to the controls’ limits', () => {
  it('keeps 12 of 20,000 items, with the notice', () => {
    const { state, outOfBounds } = restore({ items: Array.from({ length: 20_000 }, () => DEFAULT_ITEM) });
    expect(state.items).toHaveLength(MAX_ITEMS);
    expect(outOfBounds).toEqual(['items']);
  });

  it.each([
    ['rowGap', 5000, 200],
    ['columnGap', -1, 0],
    ['selected', 99, MAX_ITEMS - 1],
  ] as const)('clamps %s %d to %d', (field, value, expected) => {
    expect(restore({ [field]: value }).state[field]).toBe(expected);
  });

  it('clamps an item’s order and factors', () => {
    const item = { ...DEFAULT_ITEM, order: 1e6, grow: 1e6, shrink: -2 };
    expect(restore({ items: [item] }).state.items[0]).toEqual({ ...DEFAULT_ITEM, order: 20, grow: 10, shrink: 0 });
  });

  it.each(['2000px', '101%', '61rem', '1e3px', 'calc(1px + 2px)'])('drops an item whose basis is %s', (basis) => {
    expect(restore({ items: [{ ...DEFAULT_ITEM, basis }, DEFAULT_ITEM] }).state.items).toEqual([DEFAULT_ITEM]);
  });

  it('keeps a state within the limits as it is, without a notice', () => {
    const stored = { ...DEFAULT_STATE, rowGap: 200, items: [{ ...DEFAULT_ITEM, basis: '1000px', order: -20 }] };
    expect(restore(stored)).toEqual({ state: stored, outOfBounds: [], leftOut: [] });
  });
});

describe('text from a link never writes CSS of its own', () => {
  it.each(CSS_INJECTIONS)('a basis of %s drops the item on restore, and is never written', (basis) => {
    expect(isBasis(basis)).toBe(false);
    expect(restore({ items: [{ ...DEFAULT_ITEM, basis }] }).state.items).toEqual([]);
    const layout = { ...DEFAULT_LAYOUT, items: [{ ...DEFAULT_ITEM, basis }] };
    expect(cssOf(layout)).not.toContain(basis);
    expect(tailwindHtmlOf(layout)).not.toContain(basis);
  });
});

describe('an import is held to the same limits', () => {
  it.each([
    [
      'a basis of 2000px',
      '.f { display: flex; } .f > .a { flex-basis: 2000px; }',
      'is over 1000px, the most this tool sets',
    ],
    ['a basis of 120%', '.f { display: flex; } .item-1 { flex: 1 1 120%; }', 'is over 100%, the most this tool sets'],
    [
      'a text over the limit',
      `.f { display: flex; } /* ${'x'.repeat(CSS_IMPORT_LIMIT)} */`,
      'This text is 100,028 characters long: the import takes up to 100,000.',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(() => importFlexbox(text)).toThrow(message);
  });

  it('takes a basis at the slider’s maximum', () => {
    expect(importFlexbox('.f { display: flex; } .item-1 { flex-basis: 1000px; }').items[0]!.basis).toBe('1000px');
  });
});
