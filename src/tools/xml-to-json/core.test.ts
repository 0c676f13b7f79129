import fc from 'fast-check';
import { XMLBuilder } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { toolErrorOf } from '../../test/errors';
import {
  MAX_DEPTH,
  SAMPLE_XML,
  entitiesLeftAsText,
  trimXmlWhitespace,
  writeJson,
  xmlToJson,
  type JsonTree,
} from './core';

/** The JSON text of a conversion. */
const jsonOf = (xml: string): string => xmlToJson(xml).output;
const convert = (xml: string): unknown => JSON.parse(jsonOf(xml));
const failure = (xml: string): ToolError => toolErrorOf(() => xmlToJson(xml));

/** Nine levels of entities, each ten of the one below: a billion "lol"s if expanded. */
const BILLION_LAUGHS = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${Array.from(
  { length: 9 },
  (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
).join('')}]><lolz>&lol9;</lolz>`;

describe('xmlToJson: the spec rules', () => {
  it.each([
    { name: 'the root element is the top-level key', xml: '<note><to>Ada</to></note>', json: { note: { to: 'Ada' } } },
    {
      name: 'attributes merge into the element as plain properties',
      xml: '<book id="7" lang="en"><title>Dune</title></book>',
      json: { book: { id: '7', lang: 'en', title: 'Dune' } },
    },
    {
      name: 'a single element is not made an array',
      xml: '<list><item>a</item></list>',
      json: { list: { item: 'a' } },
    },
    {
      name: 'a repeated element becomes an array, in document order',
      xml: '<list><item>a</item><other/><item>b</item></list>',
      json: { list: { item: ['a', 'b'], other: '' } },
    },
    {
      name: 'numbers stay strings with their digits',
      xml: '<r><zip>007</zip><big>12345678901234567890</big><e>1e3</e><hex>0x1F</hex></r>',
      json: { r: { zip: '007', big: '12345678901234567890', e: '1e3', hex: '0x1F' } },
    },
    {
      name: 'booleans and null stay strings',
      xml: '<r a="true"><b>false</b><c>null</c></r>',
      json: { r: { a: 'true', b: 'false', c: 'null' } },
    },
    {
      name: 'empty elements are empty strings',
      xml: '<r><a/><b></b><c>   </c></r>',
      json: { r: { a: '', b: '', c: '' } },
    },
    {
      name: 'an element with only attributes is an object',
      xml: '<r><img src="a.png" alt=""/></r>',
      json: { r: { img: { src: 'a.png', alt: '' } } },
    },
    {
      name: 'text beside attributes goes under #text',
      xml: '<price currency="EUR">9.99</price>',
      json: { price: { currency: 'EUR', '#text': '9.99' } },
    },
    {
      name: 'an attribute and a child element with the same name share an array',
      xml: '<a id="1"><id>2</id></a>',
      json: { a: { id: ['1', '2'] } },
    },
    {
      name: 'surrounding whitespace of text is trimmed, inner whitespace kept',
      xml: '<a>\n    two  words\n  </a>',
      json: { a: 'two  words' },
    },
    { name: 'attribute values are kept exactly', xml: '<a v="  x  y "/>', json: { a: { v: '  x  y ' } } },
    { name: 'no-break spaces are content, not whitespace', xml: '<a>\u00a0x\u00a0</a>', json: { a: '\u00a0x\u00a0' } },
  ])('$name', ({ xml, json }) => {
    expect(convert(xml)).toEqual(json);
  });

  it('writes pretty JSON with 2-space indentation', () => {
    expect(jsonOf('<r><a>1</a><a>2</a></r>')).toBe('{\n  "r": {\n    "a": [\n      "1",\n      "2"\n    ]\n  }\n}');
  });

  it('keeps the order of keys: attributes, then elements as they first appear', () => {
    expect(jsonOf('<r z="1"><b/><a/><b/></r>')).toBe(
      '{\n  "r": {\n    "z": "1",\n    "b": [\n      "",\n      ""\n    ],\n    "a": ""\n  }\n}',
    );
  });
});

describe('xmlToJson: mixed content, CDATA, comments, instructions, namespaces, entities', () => {
  it.each([
    {
      name: 'mixed content: text between elements, trimmed and joined by one space, under #text',
      xml: '<p>Hello <b>world</b> and <i>you</i>!</p>',
      json: { p: { b: 'world', i: 'you', '#text': 'Hello and !' } },
    },
    {
      name: 'CDATA is ordinary text, markup inside it kept',
      xml: '<a><![CDATA[<b>bold</b> & co]]></a>',
      json: { a: '<b>bold</b> & co' },
    },
    {
      name: 'CDATA next to text joins it without a space',
      xml: '<a>pre<![CDATA[-mid-]]>post</a>',
      json: { a: 'pre-mid-post' },
    },
    {
      name: 'comments are left out, and the text around one joins',
      xml: '<!-- head --><a>x<!-- c -->y<b/><!-- d --></a><!-- tail -->',
      json: { a: { b: '', '#text': 'xy' } },
    },
    {
      name: 'the declaration and processing instructions are left out',
      xml: '<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet href="s.xsl"?>\n<a><?php echo 1; ?>x</a>',
      json: { a: 'x' },
    },
    {
      name: 'namespace prefixes are kept and xmlns declarations are properties',
      xml: '<m:a xmlns:m="urn:m" xmlns="urn:d" m:id="1"><m:b>x</m:b><c/></m:a>',
      json: { 'm:a': { 'xmlns:m': 'urn:m', xmlns: 'urn:d', 'm:id': '1', 'm:b': 'x', c: '' } },
    },
    {
      name: 'the five XML entities and character references are decoded',
      xml: '<a t="&quot;q&quot;">&lt;&amp;&gt;&apos; &#65;&#x42;&#x1F600; caf&#233;</a>',
      json: { a: { t: '"q"', '#text': "<&>' AB😀 café" } },
    },
    {
      name: 'an undeclared named reference is kept as written',
      xml: '<a>&nbsp;&copy;</a>',
      json: { a: '&nbsp;&copy;' },
    },
    {
      name: 'entities declared in the DOCTYPE are expanded',
      xml: '<!DOCTYPE a [<!ENTITY co "Acme Corp">]><a>&co; &amp; &co;</a>',
      json: { a: 'Acme Corp & Acme Corp' },
    },
    {
      name: 'a DOCTYPE naming an external DTD is never loaded',
      xml: '<!DOCTYPE a SYSTEM "http://example.com/a.dtd"><a>x</a>',
      json: { a: 'x' },
    },
    {
      name: 'names that are special in JavaScript are ordinary keys',
      xml: '<__proto__ constructor="c"><toString>t</toString><hasOwnProperty/><prototype/></__proto__>',
      json: { ['__proto__']: { constructor: 'c', toString: 't', hasOwnProperty: '', prototype: '' } },
    },
    { name: 'a byte order mark is ignored', xml: '\ufeff<a>x</a>', json: { a: 'x' } },
    {
      name: 'Windows line breaks: text gets \\n, a comment after a self-closing root is fine',
      xml: '<r>\r\n  <a>x\r\ny</a>\r\n  <b/>\r\n</r>\r\n<!-- end -->\r\n',
      json: { r: { a: 'x\ny', b: '' } },
    },
  ])('$name', ({ xml, json }) => {
    const result = convert(xml);
    expect(result).toEqual(json);
    if (Object.hasOwn(json, '__proto__')) expect(Object.keys(result as object)).toEqual(['__proto__']);
  });
});

describe('xmlToJson: errors', () => {
  it.each(['', '   ', '\n\t'])('blank input %j asks for XML', (xml) => {
    expect(() => xmlToJson(xml)).toThrow(new ToolError('Please enter XML data'));
  });

  it.each([
    {
      name: 'a mismatched closing tag',
      xml: '<a>\n  <b>\n</a>',
      message:
        "Invalid XML: Expected closing tag 'b' (opened at line 2, column 3) instead of closing tag 'a' at line 3, column 1 (position 10)",
      line: 3,
      column: 1,
    },
    {
      name: 'an unclosed tag',
      xml: '<a',
      message: "Invalid XML: Unclosed tag 'a' at line 1, column 1 (position 0)",
      line: 1,
      column: 1,
    },
    {
      name: 'an attribute without a value',
      xml: '<a>\n  <b x=1/>\n</a>',
      message: "Invalid XML: Attribute 'x' is without value at line 2, column 6 (position 9)",
      line: 2,
      column: 6,
    },
    {
      name: 'a repeated attribute, column counted in characters after an emoji',
      xml: '<a>\n<b>😀</b><c x="1" x="2"/></a>',
      message: "Invalid XML: Attribute 'x' is repeated at line 2, column 18 (position 22)",
      line: 2,
      column: 18,
    },
    {
      name: 'text that is not XML',
      xml: 'hello',
      message: "Invalid XML: Unexpected character 'h' at line 1, column 1 (position 0)",
      line: 1,
      column: 1,
    },
    {
      name: 'a bare ampersand',
      xml: '<a>fish & chips</a>',
      message: "Invalid XML: Unexpected character '&' at line 1, column 9 (position 8)",
      line: 1,
      column: 9,
    },
    {
      name: 'two root elements',
      xml: '<a>x</a>\n<b>y</b>',
      message:
        'Invalid XML: A document has one root element, but a second one, <b>, starts at line 2, column 1 (position 9)',
      line: 2,
      column: 1,
    },
    {
      name: 'a second root element after a self-closing one',
      xml: '<a/>\n<!-- c --> <b x="1"/>',
      message:
        'Invalid XML: A document has one root element, but a second one, <b>, starts at line 2, column 12 (position 16)',
      line: 2,
      column: 12,
    },
    {
      name: 'text after a self-closing root element',
      xml: '<a/>\n<?pi?> <!-- c -->\n  stray',
      message: 'Invalid XML: Unexpected text after the root element at line 3, column 3 (position 25)',
      line: 3,
      column: 3,
    },
    {
      name: 'text after the root element',
      xml: '<a>x</a>\ntrailing',
      message: 'Invalid XML: Extra text at the end at line 2, column 1 (position 9)',
      line: 2,
      column: 1,
    },
    {
      name: 'a tag name that is not a name',
      xml: '<1a/>',
      message: "Invalid XML: Tag '1a' is an invalid name at line 1, column 4 (position 3)",
      line: 1,
      column: 4,
    },
  ])('$name: says what and where', ({ xml, message, line, column }) => {
    const error = failure(xml);
    expect(error.message).toBe(message);
    expect(error.location).toMatchObject({ line, column });
  });
});

describe('xmlToJson: hostile input', () => {
  it.each([
    {
      kind: 'SYSTEM',
      xml: '<!DOCTYPE a [\n  <!ENTITY xxe SYSTEM "file:///etc/passwd">\n]>\n<a>&xxe;</a>',
    },
    {
      kind: 'PUBLIC',
      xml: '<!DOCTYPE a [\n  <!ENTITY xxe PUBLIC "-//X//EN" "http://example.com/x">\n]>\n<a>&xxe;</a>',
    },
  ])('never reads an external entity (XXE, $kind), saying so and where', ({ xml }) => {
    const error = failure(xml);
    expect(error.message).toBe(
      'External entities (SYSTEM or PUBLIC) are not supported: this converter never loads files or URLs named in the XML',
    );
    expect(error.location).toMatchObject({ line: 2, column: 3 });
  });

  it('refuses parameter entities, marking the declaration', () => {
    const error = failure('<!DOCTYPE a [\n<!ENTITY % p "x">\n]><a/>');
    expect(error.message).toBe('Parameter entities (%name;) in the DOCTYPE are not supported');
    expect(error.location).toMatchObject({ line: 2, column: 1 });
  });

  it('does not expand nested entities (billion laughs): the reference stays as written, and a warning says so', () => {
    const { output, warnings } = xmlToJson(BILLION_LAUGHS);
    expect(JSON.parse(output)).toEqual({ lolz: '&lol9;' });
    expect(warnings).toEqual([
      'The entity &lol9; was left as text, not expanded: its value holds another reference (&...;), and such nested entities are never expanded, so that a small document cannot grow into a huge one (the "billion laughs" attack).',
    ]);
  });

  it('stops a large entity used many times (quadratic blowup) with a clear error, marking the DOCTYPE', () => {
    const error = failure(`<!DOCTYPE a [<!ENTITY e "${'x'.repeat(9_000)}">]><a>${'&e;'.repeat(100_000)}</a>`);
    expect(error.message).toMatch(
      /^The entities declared in the DOCTYPE go beyond the safety limits, so the XML was not converted: Expanded content length limit exceeded/,
    );
    expect(error.location).toMatchObject({ line: 1, column: 1 });
  });

  it(`accepts ${MAX_DEPTH} levels of nesting and refuses more`, () => {
    const nested = (depth: number) => '<a>'.repeat(depth) + 'x' + '</a>'.repeat(depth);
    const deepest = jsonOf(nested(MAX_DEPTH));
    expect(deepest.split('\n')).toHaveLength(2 * MAX_DEPTH + 1);
    expect(deepest).toContain('"a": "x"');
    expect(() => xmlToJson(nested(MAX_DEPTH + 1))).toThrow(
      `The XML is nested more than 1,000 levels deep, which this converter does not support`,
    );
  });
});

describe('xmlToJson: warnings', () => {
  it.each([
    { name: 'a document without a DOCTYPE', xml: '<a>&amp; &#65; &nbsp;</a>' },
    { name: 'entities that expand', xml: '<!DOCTYPE a [<!ENTITY co "Acme">]><a>&co;</a>' },
    {
      name: 'a nested entity declared but never used',
      xml: '<!DOCTYPE a [<!ENTITY x "y"><!ENTITY n "&x;">]><a>&x;</a>',
    },
    { name: 'an external DTD without a subset', xml: '<!DOCTYPE a SYSTEM "a.dtd"><a>x</a>' },
  ])('none for $name', ({ xml }) => {
    expect(xmlToJson(xml).warnings).toEqual([]);
  });

  it.each([
    {
      name: 'names every nested entity used, in the order first used',
      xml: `<!DOCTYPE a [<!ENTITY b "B"><!ENTITY n1 '&b;&b;'><!ENTITY n2 "x &amp; y">]><a t="&n2;">&n1;<c>&n2;&n1;</c></a>`,
      names: ['n2', 'n1'],
    },
    {
      name: 'not a reference inside a comment or CDATA',
      xml: '<!DOCTYPE a [<!ENTITY n "&amp;">]><a><!-- &n; --><![CDATA[&n;]]>&n;</a>',
      names: ['n'],
    },
    {
      name: 'not one quoted inside the DOCTYPE, or a comment there',
      xml: '<!DOCTYPE a [<!-- ] --><!ENTITY q "]>&q2;"><!ENTITY q2 "&#65;">]><a>&q;</a>',
      names: ['q'],
    },
  ])('$name', ({ xml, names }) => {
    expect(entitiesLeftAsText(xml)).toEqual(names);
  });

  it('lists at most ten names in the warning, and says how many more', () => {
    const names = Array.from({ length: 12 }, (_, index) => `e${index}`);
    const xml = `<!DOCTYPE a [<!ENTITY x "x">${names.map((name) => `<!ENTITY ${name} "&x;">`).join('')}]><a>${names.map((name) => `&${name};`).join('')}</a>`;
    const [warning] = xmlToJson(xml).warnings;
    expect(warning).toMatch(
      /^The entities &e0;, &e1;, .*, &e9; and 2 more were left as text, not expanded: their values hold/,
    );
  });
});

describe('writeJson (used for deep documents)', () => {
  const tree: fc.Arbitrary<JsonTree> = fc.letrec<{ tree: JsonTree }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.string(),
      fc.dictionary(fc.string(), fc.oneof(tie('tree'), fc.array(tie('tree'), { minLength: 2, maxLength: 4 })), {
        maxKeys: 4,
      }),
    ),
  })).tree;

  it('writes exactly what JSON.stringify(tree, null, 2) writes', () => {
    fc.assert(fc.property(tree, (value) => writeJson(value) === JSON.stringify(value, null, 2)));
  });
});

describe('trimXmlWhitespace', () => {
  it.each([
    ['  a b \n', 'a b'],
    ['\t\r\n', ''],
    ['\u00a0x\u2003', '\u00a0x\u2003'],
    ['x', 'x'],
  ])('%j → %j', (text, trimmed) => {
    expect(trimXmlWhitespace(text)).toBe(trimmed);
  });

  it('trims long runs of whitespace', () => {
    const text = `${' '.repeat(2_000_000)}x${' '.repeat(2_000_000)}y\n`;
    expect(trimXmlWhitespace(text)).toBe(`x${' '.repeat(2_000_000)}y`);
  });
});

/**
 * The data XML can carry, as JSON: an object whose keys are XML names and whose values are
 * - non-empty strings without surrounding whitespace (surrounding whitespace of text is trimmed),
 * - nested such objects with at least one key (an empty element reads back as ""),
 * - arrays of at least two such strings or objects (a single element is not made an array).
 * Written by fast-xml-parser's builder, read back by this tool, it comes back exactly.
 */
const xmlName = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,8}$/);
const xmlText = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 12 })
  // eslint-disable-next-line no-control-regex
  .map((text) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\r]/gu, '?'))
  .filter((text) => text !== '' && trimXmlWhitespace(text) === text);
const representable = fc.letrec<{ object: Record<string, unknown>; value: unknown }>((tie) => ({
  object: fc.dictionary(xmlName, tie('value'), { minKeys: 1, maxKeys: 4 }),
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    xmlText,
    tie('object'),
    fc.array(fc.oneof(xmlText, tie('object')), { minLength: 2, maxLength: 3 }),
  ),
})).object;

describe('property: XML written from representable data reads back as that data', () => {
  const builder = new XMLBuilder({ format: true, indentBy: '  ' });

  it('round-trips', () => {
    fc.assert(
      fc.property(representable, (data) => {
        const xml = builder.build({ doc: data }) as string;
        expect(convert(xml)).toEqual({ doc: data });
      }),
      { numRuns: 300 },
    );
  });

  it('text values stay the exact strings they were: no "007" → 7, no "1e3" → 1000', () => {
    const numberLike = fc.oneof(
      fc.constantFrom('007', '1e3', '0x1F', '-0', '1.50', 'true', 'null', 'NaN', 'Infinity', '12345678901234567890'),
      fc.bigInt().map(String),
      fc.double({ noNaN: true }).map(String),
    );
    fc.assert(
      fc.property(numberLike, (text) => {
        expect(convert(`<r a="${text}"><b>${text}</b></r>`)).toEqual({ r: { a: text, b: text } });
      }),
    );
  });
});

describe('sample', () => {
  it('converts its own sample', () => {
    const json = convert(SAMPLE_XML) as {
      catalog: { products: { product: { isbn?: string; 'media:cover'?: object; description: string }[] } };
    };
    const [book, album] = json.catalog.products.product;
    expect(book?.isbn).toBe('0020201616224');
    expect(book?.['media:cover']).toEqual({
      href: 'https://example.com/covers/bk-0042.jpg',
      width: '600',
      height: '900',
    });
    expect(book?.description).toBe('20th anniversary edition — <b>revised</b> & expanded.');
    expect(album?.description).toBe('Remastered 1959 recording.');
  });
});
