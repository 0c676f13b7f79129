import { describe, expect, it } from 'vitest';
import { ENTITY_LIMITS, findDoctype, measureEntityExpansion, readInternalSubset } from './xml-entities';

const doc = (subset: string, body: string) => `<?xml version="1.0"?>\n<!DOCTYPE r [${subset}]>\n<r>${body}</r>`;
const laughs = (levels: number) => {
  let subset = '<!ENTITY l0 "lol">';
  for (let level = 1; level <= levels; level += 1) subset += `<!ENTITY l${level} "${`&l${level - 1};`.repeat(10)}">`;
  return doc(subset, `&l${levels};`);
};

describe('findDoctype', () => {
  it.each([
    ['<r/>', null],
    ['<?xml version="1.0"?>\n<!DOCTYPE r>\n<r/>', 'no subset'],
    ['\uFEFF<!-- a --><?pi x?>\n<!DOCTYPE r [<!ENTITY e "x">]><r/>', '<!ENTITY e "x">'],
    // A DOCTYPE in a comment is not the DOCTYPE; the real one follows.
    ['<!-- <!DOCTYPE x> --><!DOCTYPE r [<!ENTITY e "y">]><r/>', '<!ENTITY e "y">'],
    // A ] inside a quoted value or a comment does not end the subset.
    ['<!DOCTYPE r [<!ENTITY e "a]b"><!-- ] -->]><r/>', '<!ENTITY e "a]b"><!-- ] -->'],
    // After the root element there is no DOCTYPE.
    ['<r/><!DOCTYPE r [<!ENTITY e "x">]>', null],
  ])('in %j', (text, subset) => {
    const found = findDoctype(text);
    if (subset === null) expect(found).toBeNull();
    else if (subset === 'no subset') expect(found?.subset).toBeNull();
    else expect(text.slice(found!.subset!.from, found!.subset!.to)).toBe(subset);
  });
});

describe('readInternalSubset', () => {
  it('keeps the first declaration of a name, decodes character references, and skips comments', () => {
    const text =
      '<!DOCTYPE r [<!-- <!ENTITY a "in a comment"> --><!ENTITY a "&#38;b;&#x41;"><!ENTITY a "later"><!ENTITY x SYSTEM "x.xml"><!ENTITY % p "pe"><!ATTLIST i t CDATA "&a;">]>';
    const read = readInternalSubset(text, findDoctype(text)!.subset!);
    expect([...read.entities.values()].map(({ name, value }) => [name, value])).toEqual([
      ['a', '&b;A'],
      ['x', null],
    ]);
    expect(read.declared).toBe(3);
    expect(read.attributeDefaults).toEqual([{ element: 'i', value: '&a;', offset: text.indexOf('<!ATTLIST') }]);
    expect(read.parameterReference).toBeNull();
  });
});

describe('measureEntityExpansion', () => {
  it.each([
    ['no DOCTYPE', '<r>&amp;</r>', 0, 0],
    ['an entity used twice', doc('<!ENTITY who "Ada">', '&who; and &who;'), 2, 6],
    ['a nested entity', doc('<!ENTITY a "xy"><!ENTITY b "&a;&a;">', '&b;'), 3, 6 + 4],
    // A character reference to & in a value makes a reference once the value is expanded (XML 1.0, appendix D).
    ['a reference made by a character reference', doc('<!ENTITY a "xy"><!ENTITY b "&#38;a;">', '&b;'), 2, 2 + 3],
    ['references in comments, CDATA and PIs', doc('<!ENTITY a "xy">', '<!-- &a; --><![CDATA[&a;]]><?p &a;?>'), 0, 0],
    ['references in attribute values', doc('<!ENTITY a "xy">', '<i t="&a;&a;"/>'), 2, 4],
    [
      'an attribute default, once for each start tag',
      doc('<!ENTITY a "xyz"><!ATTLIST i t CDATA "&a;">', '<i/><i/><j/>'),
      2,
      12,
    ],
    ['an external entity, never loaded', doc('<!ENTITY x SYSTEM "http://example.com/x">', '&x;'), 1, 0],
  ])('measures %s', (_, text, expansions, expandedLength) => {
    expect(measureEntityExpansion(text)).toMatchObject({ expansions, expandedLength, refusal: null });
  });

  it('refuses a large entity used many times, at the reference that passes the limit', () => {
    // The quadratic blowup: 50,000 characters 20,000 times is 10^9 characters from 110 KB.
    const text = doc(`<!ENTITY e "${'x'.repeat(50_000)}">`, '&e;'.repeat(20_000));
    const { refusal, expandedLength } = measureEntityExpansion(text);
    expect(expandedLength).toBe(1_000_000_000);
    expect(refusal).toMatchObject({ reason: 'length', length: 3 });
    expect(refusal!.message).toBe(
      'The entities declared in the DOCTYPE would expand to 1,000,000,000 characters (`&e;` 20,000 times, 50,000 characters each), past the limit of 1,000,000',
    );
    // 1,000,000 / 50,000 = 20 references fit; the 21st passes.
    expect(refusal!.offset).toBe(text.indexOf('&e;') + 20 * 3);
  });

  it('refuses the billion laughs', () => {
    const { refusal } = measureEntityExpansion(laughs(9));
    expect(refusal).toMatchObject({ reason: 'length' });
    expect(refusal!.message).toContain('(`&l9;` once, ');
    // Twenty levels would overflow an exact count: the measure stays finite.
    expect(measureEntityExpansion(laughs(20)).refusal!.message).toContain('more than 10^15 characters');
  });

  it('refuses many small expansions past the count of references', () => {
    const text = doc('<!ENTITY a "">', '&a;'.repeat(ENTITY_LIMITS.maxTotalExpansions + 1));
    expect(measureEntityExpansion(text).refusal).toMatchObject({ reason: 'expansions' });
  });

  it.each([
    [
      'loop',
      doc('<!ENTITY a "&b;"><!ENTITY b "&a;">', '&a;'),
      'The entity `&a;` refers to itself (`&a;` → `&b;` → `&a;`)',
    ],
    ['loop', doc('<!ENTITY a "&a;">', ''), 'The entity `&a;` refers to itself'],
    ['parameter', doc('<!ENTITY % p "<!ENTITY a \'x\'>"> %p;', '&a;'), 'Parameter entities (`%p;`)'],
    ['count', doc('<!ENTITY a "x">'.repeat(ENTITY_LIMITS.maxEntityCount + 1), ''), 'declares 1,001 entities'],
    ['size', doc(`<!ENTITY big "${'x'.repeat(ENTITY_LIMITS.maxEntitySize + 1)}">`, '&big;'), '`&big;` holds 10,001'],
  ])('refuses a %s', (reason, text, message) => {
    const { refusal } = measureEntityExpansion(text);
    expect(refusal?.reason).toBe(reason);
    expect(refusal!.message).toContain(message);
  });

  it('counts entities that bring elements with attribute defaults', () => {
    const text = doc(
      `<!ENTITY a "${'x'.repeat(1000)}"><!ATTLIST i t CDATA "&a;"><!ENTITY many "${'<i/>'.repeat(100)}">`,
      '&many;'.repeat(20),
    );
    const { expandedLength, refusal } = measureEntityExpansion(text);
    expect(expandedLength).toBeGreaterThan(2_000_000);
    expect(refusal).toMatchObject({ reason: 'length' });
  });
});
