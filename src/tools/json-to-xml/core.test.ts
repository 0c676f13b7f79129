import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { expectStreamed, manyRecords } from '../../test/streaming';
import { escapeAttribute, escapeText, jsonToXml, MAX_DEPTH, SAMPLE_JSON, toXmlName, XML_DECLARATION } from './core';

/** The document without its declaration line. */
const body = (json: string) => {
  const xml = jsonToXml(json);
  expect(xml.startsWith(`${XML_DECLARATION}\n`)).toBe(true);
  return xml.slice(XML_DECLARATION.length + 1);
};

/** Well-formed by both fast-xml-parser's validator and the browser-grade, namespace-aware parser of jsdom. */
function expectWellFormed(xml: string): void {
  expect(XMLValidator.validate(xml)).toBe(true);
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
}

describe('jsonToXml: the spec rules', () => {
  it('writes the XML declaration, a root element named root, and 2-space indentation', () => {
    expect(jsonToXml('{"user":{"name":"Ada","tags":["x","y"]}}')).toBe(
      [
        XML_DECLARATION,
        '<root>',
        '  <user>',
        '    <name>Ada</name>',
        '    <tags>x</tags>',
        '    <tags>y</tags>',
        '  </user>',
        '</root>',
      ].join('\n'),
    );
  });

  it.each([
    {
      name: 'arrays repeat the element',
      json: '{"a":[1,"two",{"b":3}]}',
      xml: '<root>\n  <a>1</a>\n  <a>two</a>\n  <a>\n    <b>3</b>\n  </a>\n</root>',
    },
    {
      name: 'an array inside an array gives item elements',
      json: '{"m":[[1,2],[]]}',
      xml: '<root>\n  <m>\n    <item>1</item>\n    <item>2</item>\n  </m>\n  <m/>\n</root>',
    },
    {
      name: 'a top-level array gives item elements in the root',
      json: '[{"id":1},{"id":2}]',
      xml: '<root>\n  <item>\n    <id>1</id>\n  </item>\n  <item>\n    <id>2</id>\n  </item>\n</root>',
    },
    { name: 'a top-level scalar is the root text', json: '"hello"', xml: '<root>hello</root>' },
    { name: 'top-level null, empty object and empty array are an empty root', json: 'null', xml: '<root/>' },
    { name: 'empty object', json: '{}', xml: '<root/>' },
    { name: 'empty array', json: '[]', xml: '<root/>' },
    {
      name: 'null, empty object and empty array are empty elements; the empty string is an empty pair of tags',
      json: '{"n":null,"o":{},"a":[],"s":""}',
      xml: '<root>\n  <n/>\n  <o/>\n  <a/>\n  <s></s>\n</root>',
    },
    {
      name: 'numbers keep their exact digits',
      json: '{"id":12345678901234567890,"p":1.50,"e":1E+2,"z":-0.0,"f":0.1}',
      xml: '<root>\n  <id>12345678901234567890</id>\n  <p>1.50</p>\n  <e>1E+2</e>\n  <z>-0.0</z>\n  <f>0.1</f>\n</root>',
    },
    { name: 'booleans are text', json: '{"t":true,"f":false}', xml: '<root>\n  <t>true</t>\n  <f>false</f>\n</root>' },
    {
      name: 'text is escaped',
      json: '{"s":"a < b && c > d \\"q\\" \'x\'"}',
      xml: '<root>\n  <s>a &lt; b &amp;&amp; c &gt; d "q" \'x\'</s>\n</root>',
    },
    {
      name: 'the end of a CDATA section cannot appear in text',
      json: '{"s":"]]>"}',
      xml: '<root>\n  <s>]]&gt;</s>\n</root>',
    },
    {
      name: 'a carriage return is a character reference; line feeds and tabs stay',
      json: '{"s":"a\\r\\nb\\tc"}',
      xml: '<root>\n  <s>a&#13;\nb\tc</s>\n</root>',
    },
    {
      name: 'characters XML cannot hold become U+FFFD',
      json: '{"s":"a\\u0000b\\u001bc\\ud800d\\uffff"}',
      xml: '<root>\n  <s>a\ufffdb\ufffdc\ufffdd\ufffd</s>\n</root>',
    },
    {
      name: 'non-ASCII text is written as is',
      json: '{"s":"café 😀 日本"}',
      xml: '<root>\n  <s>café 😀 日本</s>\n</root>',
    },
    {
      name: 'a duplicate key keeps the last value, as JSON.parse does',
      json: '{"a":1,"a":2}',
      xml: '<root>\n  <a>2</a>\n</root>',
    },
  ])('$name', ({ json, xml }) => {
    expect(body(json)).toBe(xml);
  });
});

describe('jsonToXml: attributes and text', () => {
  it.each([
    {
      name: '@ keys with scalar values are attributes, escaped',
      json: '{"book":{"@id":7,"@title":"Tom & \\"Jerry\\" <1>","@on":true,"@none":null,"name":"x"}}',
      xml: '<root>\n  <book id="7" title="Tom &amp; &quot;Jerry&quot; &lt;1&gt;" on="true" none="">\n    <name>x</name>\n  </book>\n</root>',
    },
    {
      name: 'tabs and line breaks in attribute values are character references',
      json: '{"a":{"@v":"1\\t2\\n3\\r4"}}',
      xml: '<root>\n  <a v="1&#9;2&#10;3&#13;4"/>\n</root>',
    },
    {
      name: '#text is the element text beside attributes',
      json: '{"price":{"@currency":"EUR","#text":9.99}}',
      xml: '<root>\n  <price currency="EUR">9.99</price>\n</root>',
    },
    {
      name: 'attributes on the root',
      json: '{"@version":"2","a":"x"}',
      xml: '<root version="2">\n  <a>x</a>\n</root>',
    },
    {
      name: 'text beside child elements (mixed content) is written on one line, not indented',
      json: '{"p":{"#text":"Hello ","b":{"i":"world"},"c":["1","2"]},"q":"x"}',
      xml: '<root>\n  <p>Hello <b><i>world</i></b><c>1</c><c>2</c></p>\n  <q>x</q>\n</root>',
    },
    {
      name: '@ and #text keys with object or array values are elements, their names made valid',
      json: '{"@meta":{"a":1},"#text":[1,2]}',
      xml: '<root>\n  <_meta>\n    <a>1</a>\n  </_meta>\n  <_text>1</_text>\n  <_text>2</_text>\n</root>',
    },
    {
      name: 'two attributes that get the same name: the second becomes a child element',
      json: '{"a":{"@x y":"1","@x_y":"2"}}',
      xml: '<root>\n  <a x_y="1">\n    <x_y>2</x_y>\n  </a>\n</root>',
    },
    { name: 'an empty #text adds nothing', json: '{"a":{"@k":"v","#text":""}}', xml: '<root>\n  <a k="v"/>\n</root>' },
  ])('$name', ({ json, xml }) => {
    expect(body(json)).toBe(xml);
    expectWellFormed(jsonToXml(json));
  });
});

describe('jsonToXml: names', () => {
  it.each([
    ['name', 'name'],
    ['first name', 'first_name'],
    ['1st', '_1st'],
    ['2024', '_2024'],
    ['-x', '_-x'],
    ['.hidden', '_.hidden'],
    ['', '_'],
    ['a/b?c=d', 'a_b_c_d'],
    ['ns:tag', 'ns_tag'],
    ['@id', '_id'],
    ['#text', '_text'],
    ['e-mail.address_2', 'e-mail.address_2'],
    ['café', 'café'],
    ['日本語', '日本語'],
    ['rocket🚀', 'rocket_'],
    ['a\u0000b', 'a_b'],
    ['__proto__', '__proto__'],
  ])('%j → %j', (key, name) => {
    expect(toXmlName(key)).toBe(name);
  });

  it('never drops a key: every key becomes an element', () => {
    expect(body('{"first name":1,"1st":2,"":3,"a/b":4}')).toBe(
      '<root>\n  <first_name>1</first_name>\n  <_1st>2</_1st>\n  <_>3</_>\n  <a_b>4</a_b>\n</root>',
    );
  });

  it.each([
    {
      name: 'a prefix declared with @xmlns:prefix keeps its colon, on the element and below',
      json: '{"m:a":{"@xmlns:m":"urn:m","m:b":{"m:c":"x"},"@m:id":"1"}}',
      xml: '<root>\n  <m:a xmlns:m="urn:m" m:id="1">\n    <m:b>\n      <m:c>x</m:c>\n    </m:b>\n  </m:a>\n</root>',
    },
    {
      name: 'an undeclared prefix becomes part of the name',
      json: '{"m:a":"x","@p:q":"y"}',
      xml: '<root p_q="y">\n  <m_a>x</m_a>\n</root>',
    },
    {
      name: 'the xml prefix is always declared',
      json: '{"t":{"@xml:lang":"en","#text":"hi"}}',
      xml: '<root>\n  <t xml:lang="en">hi</t>\n</root>',
    },
    {
      name: 'a default namespace declaration is an ordinary attribute',
      json: '{"@xmlns":"urn:d","a":"x"}',
      xml: '<root xmlns="urn:d">\n  <a>x</a>\n</root>',
    },
    {
      name: 'a declaration with an empty namespace (not allowed) is renamed',
      json: '{"@xmlns:p":"","p:a":"x"}',
      xml: '<root xmlns_p="">\n  <p_a>x</p_a>\n</root>',
    },
    // Found by the property test below: parsers trim the namespace name before checking it is not empty.
    {
      name: 'a declaration with a blank namespace is renamed too',
      json: '{"@xmlns:p":"\\r\\n","p:a":"x"}',
      xml: '<root xmlns_p="&#13;&#10;">\n  <p_a>x</p_a>\n</root>',
    },
    {
      name: 'a prefix declared on a sibling is not in scope',
      json: '{"a":{"@xmlns:p":"urn:p"},"p:b":"x"}',
      xml: '<root>\n  <a xmlns:p="urn:p"/>\n  <p_b>x</p_b>\n</root>',
    },
  ])('namespaces: $name', ({ json, xml }) => {
    expect(body(json)).toBe(xml);
    expectWellFormed(jsonToXml(json));
  });
});

describe('escaping', () => {
  it.each([
    ['plain', 'plain', 'plain'],
    ['<&>', '&lt;&amp;&gt;', '&lt;&amp;&gt;'],
    ['"\'', '"\'', "&quot;'"],
    ['\t\n\r', '\t\n&#13;', '&#9;&#10;&#13;'],
  ])('%j → text %j, attribute %j', (value, text, attribute) => {
    expect(escapeText(value)).toBe(text);
    expect(escapeAttribute(value)).toBe(attribute);
  });
});

describe('jsonToXml: errors', () => {
  it.each(['', '   ', '\n\t'])('blank input %j asks for JSON', (json) => {
    expect(() => jsonToXml(json)).toThrow(new ToolError('Please enter JSON data'));
  });

  it('names the line and column of a JSON syntax error', () => {
    expect(() => jsonToXml('{\n  "a": 1,\n}')).toThrow(
      "Expected a double-quoted property name, found '}' at line 3, column 1 (position 12)",
    );
  });

  it(`accepts ${MAX_DEPTH} levels of elements and refuses more`, () => {
    const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    expect(jsonToXml(nested(MAX_DEPTH - 1)).split('\n')).toHaveLength(1 + 2 * MAX_DEPTH - 1);
    expect(() => jsonToXml(nested(MAX_DEPTH))).toThrow(
      'The JSON is nested too deeply: the XML would be more than 1,000 elements deep',
    );
    expect(() => jsonToXml('['.repeat(100_000) + ']'.repeat(100_000))).toThrow(/nested too deeply/);
  });
});

describe('sample', () => {
  it('converts its own sample, keeping the big id and escaping the ampersand', () => {
    const xml = jsonToXml(SAMPLE_JSON);
    expectWellFormed(xml);
    expect(xml).toContain('<root version="2.1">');
    expect(xml).toContain('<accountId>12345678901234567890</accountId>');
    expect(xml).toContain('  <employee id="2">\n');
    expect(xml).toContain('<company>Acme Corp &amp; Co.</company>');
    expect(xml).toContain(
      '<office_locations>Amsterdam</office_locations>\n  <office_locations>Berlin</office_locations>',
    );
    expect(xml.match(/<employee /g)).toHaveLength(3);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties

/** JSON text for a value, where numbers are given as their text so any digits can be written. */
type Data = null | boolean | string | { number: string } | Data[] | { entries: [string, Data][] };

function toJsonText(data: Data): string {
  if (data === null || typeof data === 'boolean' || typeof data === 'string') return JSON.stringify(data);
  if (Array.isArray(data)) return `[${data.map(toJsonText).join(',')}]`;
  if ('number' in data) return data.number;
  return `{${data.entries.map(([key, value]) => `${JSON.stringify(key)}:${toJsonText(value)}`).join(',')}}`;
}

const numberText = fc.oneof(
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.constantFrom('1.50', '1E+2', '-0.0', '0.1e-7', '12345678901234567890'),
);
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom('\u0000', '\ud800', '\uffff', ']]>', '&amp;', '\r\n', ' x '),
);
const anyKey = fc.oneof(
  anyText,
  fc.constantFrom(
    '@id',
    '@',
    '#text',
    'a:b',
    '@xmlns:p',
    'p:c',
    '@p:x',
    '@xml:lang',
    '@xmlns',
    '@xmlns:xml',
    'xmlns:q',
    '1st',
    '__proto__',
    '@a b',
    '@a_b',
  ),
);
const anyData: fc.Arbitrary<Data> = fc.letrec<{ data: Data }>((tie) => ({
  data: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    anyText,
    numberText.map((number) => ({ number })),
    fc.array(tie('data'), { maxLength: 4 }),
    fc.array(fc.tuple(anyKey, tie('data')), { maxLength: 5 }).map((entries) => ({ entries })),
  ),
})).data;

describe('property: any JSON gives well-formed XML', () => {
  it('passes both XML parsers, whatever the keys and strings', () => {
    fc.assert(
      fc.property(anyData, (data) => {
        expectWellFormed(jsonToXml(toJsonText(data)));
      }),
      { numRuns: 300 },
    );
  });

  it('writes every number with exactly its digits', () => {
    fc.assert(
      fc.property(numberText, (number) => {
        expect(body(`{"n":${number}}`)).toBe(`<root>\n  <n>${number}</n>\n</root>`);
      }),
    );
  });
});

/**
 * The data XML can carry back to JSON exactly, by the XML to JSON rules (arrays not forced, attributes merged,
 * text stays text): an object whose keys are XML names not starting with `@` and other than `#text`, and whose
 * values are
 * - non-empty strings of characters XML can hold, without surrounding whitespace (text is trimmed),
 * - numbers and booleans, which come back as their JSON text ("7", "1.50", "true"), by design,
 * - nested such objects with at least one key (an empty element reads back as ""),
 * - arrays of at least two strings, numbers, booleans or such objects (a single element is not an array).
 * XML to JSON gives it back wrapped in the root element: `{"root": data}`, leaves as strings.
 */
type Representable = string | { number: string } | boolean | Representable[] | { entries: [string, Representable][] };
const nameKey = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,8}$/);
const leafText = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 10 })
  // eslint-disable-next-line no-control-regex
  .map((text) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/gu, '?'))
  // The reader trims text the way String.prototype.trim does, which includes Unicode spaces such as U+00A0.
  .filter((text) => text.trim() === text);
const leaf = fc.oneof(
  leafText,
  numberText.map((number) => ({ number })),
  fc.boolean(),
);
const representable = fc.letrec<{ object: Representable; value: Representable }>((tie) => ({
  object: fc
    .uniqueArray(fc.tuple(nameKey, tie('value')), { minLength: 1, maxLength: 4, selector: ([key]) => key })
    .map((entries) => ({ entries })),
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    tie('object'),
    fc.array(fc.oneof(leaf, tie('object')), { minLength: 2, maxLength: 3 }),
  ),
})).object;

/** What XML to JSON gives back: every leaf as its text. */
function expected(value: Representable): unknown {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(expected);
  if ('number' in value) return value.number;
  return Object.fromEntries(value.entries.map(([key, item]) => [key, expected(item)]));
}

describe('property: JSON → XML → JSON keeps representable data', () => {
  // Tools never import each other, so the XML is read back here with fast-xml-parser set to the XML to JSON
  // tool's rules (the stack notes' recipe); that tool's own tests check it gives the same for these shapes.
  const reader = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    htmlEntities: true,
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(representable, (data) => {
        const json = toJsonText(data as Data);
        expect(reader.parse(jsonToXml(json))).toEqual({
          '?xml': { version: '1.0', encoding: 'UTF-8' },
          root: expected(data),
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('jsonToXml in a worker', () => {
  it('sends its output to the page while it writes it, and not again once done', () => {
    expectStreamed(() => jsonToXml(manyRecords(30_000)));
  });
});
