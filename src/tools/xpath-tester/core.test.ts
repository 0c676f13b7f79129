import { describe, expect, it, vi } from 'vitest';
import { ENTITY_LIMITS } from '../../lib/xml-entities';
import {
  ATOM_SAMPLE,
  LISTED_NODES,
  SAMPLE_INPUT,
  SLOW_WORK,
  detectMode,
  readParserError,
  testXPath,
  type XPathValue,
} from './core';
import { htmlRanges } from './html-ranges';
import { attributesOf, scanXml } from './xml-scan';

/*
 * jsdom's XPath engine stands in for the browser's here. It gets a few things wrong that the browser gets
 * right (names in a default namespace, local-name() in a comparison), so those are held to account by the
 * browser test in e2e/tools/xpath-tester.spec.ts instead.
 */
const nodes = (result: XPathValue | null) => {
  if (result?.type !== 'nodes') throw new Error(`expected nodes, got ${result?.type}`);
  return result.nodes;
};
const run = (expression: string, text = SAMPLE_INPUT) => testXPath(text, expression, { mode: 'auto' }, htmlRanges);

describe('testXPath on XML', () => {
  it('lists element nodes with their paths, previews and places in the source', () => {
    const found = nodes(run('//item/title').result);
    expect(found.map((node) => node.path)).toEqual([
      '/rss/channel/item[1]/title',
      '/rss/channel/item[2]/title',
      '/rss/channel/item[3]/title',
    ]);
    expect(found[0]).toMatchObject({ kind: 'element', preview: '<title>Rye is back</title>' });
    const { from, to } = found[1]!.range!;
    expect(SAMPLE_INPUT.slice(from, to)).toBe('<title>Croissants on Sundays</title>');
  });

  it.each([
    ["//item[category='bread']/title/text()", 'text', ['Rye is back', 'Spelt loaf']],
    ['//item[price > 3]/price/@currency', 'attribute', ['currency="EUR"', 'currency="EUR"']],
    [
      '//dc:creator',
      'element',
      ['<dc:creator>Ada</dc:creator>', '<dc:creator>Grace</dc:creator>', '<dc:creator>Ada</dc:creator>'],
    ],
    ['//comment()', 'comment', ['<!-- back in spring -->']],
  ])('%s gives %s nodes, each placed at its source', (expression, kind, sources) => {
    const found = nodes(run(expression).result);
    expect(found.map((node) => node.kind)).toEqual(sources.map(() => kind));
    expect(found.map((node) => SAMPLE_INPUT.slice(node.range!.from, node.range!.to))).toEqual(sources);
  });

  it.each([
    ['count(//item)', { type: 'number', value: 3 }],
    ['string(/rss/channel/title)', { type: 'string', value: "Ada's Bakery" }],
    ["boolean(//item[dc:creator='Grace'])", { type: 'boolean', value: true }],
    ['1 div 0', { type: 'number', value: Infinity }],
  ])('%s gives a value', (expression, value) => {
    expect(run(expression).result).toEqual(value);
  });

  it('says when nothing matches', () => {
    expect(run('//nothing').result).toMatchObject({ type: 'nodes', total: 0, nodes: [] });
  });

  it('registers the prefixes the document declares, and names the default namespace', () => {
    expect(run('//item').bindings).toEqual([
      { prefix: 'dc', uri: 'http://purl.org/dc/elements/1.1/', line: 2, origin: 'declared' },
    ]);
    const atom = testXPath(ATOM_SAMPLE, '', { mode: 'auto' });
    expect(atom.bindings).toEqual([{ prefix: 'd', uri: 'http://www.w3.org/2005/Atom', line: 2, origin: 'default' }]);
    expect(atom.namespaceNotes[0]).toContain('XPath 1.0 has no default namespace');
    expect(atom.namespaceNotes[0]).toContain("//*[local-name()='item']");
  });

  it('picks another prefix for the default namespace when d is taken', () => {
    const text = '<r xmlns="urn:a" xmlns:d="urn:d"><d:x/></r>';
    expect(testXPath(text, '', { mode: 'auto' }).bindings.map((binding) => binding.prefix)).toEqual(['d', 'd2']);
  });

  it('gives the XML parse error its line and column, and runs nothing', () => {
    const report = run('//a', '<a>\n  <b>\n  </c>\n</a>');
    expect(report.result).toBeNull();
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatchObject({ severity: 'error', code: 'xml-parse-error', at: { line: 3 } });
    expect(report.problems[0]!.message).toMatch(/^The XML is not well-formed/);
  });

  it.each([
    ['<r>&nbsp;</r>', 1, 4, /&nbsp; is not defined/],
    ['<r>\n  <p:x/>\n</r>', 2, 3, /the prefix of p:x is declared by no xmlns:p/],
    ['<r>\n<a b=1/>\n</r>', 2, 4, /Attribute 'b' is without value/],
  ])('finds what keeps %j from being well-formed', (text, line, column, message) => {
    const report = run('//r', text);
    expect(report.problems[0]).toMatchObject({ at: { line, column } });
    expect(report.problems[0]!.message).toMatch(message);
  });

  it('accepts entities the DOCTYPE declares', () => {
    expect(run('string(/r)', '<!DOCTYPE r [ <!ENTITY who "Ada"> ]>\n<r>&who;</r>').problems).toEqual([]);
  });

  it.each([
    ['//item[', 1, 7, 'The `[` is never closed: add `]`', 'xpath-syntax'],
    [
      '//item/\n  zz:title',
      2,
      3,
      'The prefix `zz` is not declared in the document, so XPath cannot tell which namespace it means. The prefixes bound here: dc.',
      'xpath-namespace',
    ],
  ])('places the error of %j in the expression pane', (expression, line, column, message, code) => {
    const report = run(expression);
    expect(report.expressionProblems).toEqual([
      expect.objectContaining({ message, code, at: expect.objectContaining({ line, column, input: 'expression' }) }),
    ]);
    expect(report.result).toBeNull();
  });

  it('checks the expression even when there is no document to run it on', () => {
    expect(run('count(', '<a>').expressionProblems[0]).toMatchObject({ code: 'xpath-syntax', at: { column: 6 } });
  });
  it('lists at most LISTED_NODES nodes, and counts them all', () => {
    const text = `<r>${'<i/>'.repeat(LISTED_NODES + 10)}</r>`;
    const result = run('//i', text).result;
    expect(result).toMatchObject({ type: 'nodes', total: LISTED_NODES + 10 });
    expect(nodes(result)).toHaveLength(LISTED_NODES);
    expect(result?.type === 'nodes' && result.marks).toHaveLength(LISTED_NODES + 10);
  });
});

describe('testXPath bounds the work before it starts', () => {
  it('refuses an entity expansion past the limits before DOMParser expands it', () => {
    // The share link: 50,000 characters referenced 20,000 times, 10^9 characters from 110 KB.
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY e "${'x'.repeat(50_000)}">]>\n<r>${'&e;'.repeat(20_000)}</r>`;
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    try {
      const report = run('string-length(/r)', bomb);
      expect(parse).not.toHaveBeenCalled();
      expect(report.result).toBeNull();
      expect(report.problems).toEqual([
        expect.objectContaining({
          code: 'xml-entity-limit',
          message: expect.stringMatching(
            /^The entities declared in the DOCTYPE would expand to 1,000,000,000 characters \(`&e;` 20,000 times, 50,000 characters each\), past the limit of 1,000,000\. The document is not read, so that it cannot freeze the page/,
          ),
          at: expect.objectContaining({ line: 3 }),
        }),
      ]);
    } finally {
      parse.mockRestore();
    }
  });

  it.each([
    [
      'a loop',
      '<!DOCTYPE r [<!ENTITY a "&b;"><!ENTITY b "&a;">]><r>&a;</r>',
      /^The XML is not well-formed: the entity `&a;` refers to itself/,
    ],
    [
      'too many entities',
      `<!DOCTYPE r [${'<!ENTITY a "x">'.repeat(ENTITY_LIMITS.maxEntityCount + 1)}]><r/>`,
      /declares 1,001 entities/,
    ],
  ])('refuses %s', (_, text, message) => {
    expect(run('/', text).problems[0]!.message).toMatch(message);
  });

  it('runs a document whose entities stay within the limits', () => {
    const text = `<!DOCTYPE r [<!ENTITY e "${'x'.repeat(1000)}">]><r>${'&e;'.repeat(100)}</r>`;
    expect(run('string-length(/r)', text).result).toEqual({ type: 'number', value: 100_000 });
  });

  it('asks before an expression whose work grows as the square of a large document, and runs it when allowed', () => {
    // Each <a> is an element and a text: 2 × 2,000 + 1 nodes, whose square passes SLOW_WORK.
    const text = `<r>${'<a>x</a>'.repeat(2_000)}</r>`;
    expect(4_001 ** 2).toBeGreaterThan(SLOW_WORK);
    const asked = run('count(//a[count(//a) > 0])', text);
    expect(asked.slow).toEqual({ degree: 2, nodes: 4_001 });
    expect(asked.result).toBeNull();
    // A linear expression on the same document does not ask.
    expect(run('count(//a)', text)).toMatchObject({ slow: null, result: { type: 'number', value: 2_000 } });
    // Nor does the same expression on a small one.
    expect(run('count(//a[count(//a) > 0])', '<r><a/><a/></r>').slow).toBeNull();
  });

  it('runs a slow expression when the user allowed it', () => {
    const text = `<r>${'<a>x</a>'.repeat(2_000)}</r>`;
    // Estimated as the square (a path from the root in a predicate), though /r is one step here: quick to run.
    const expression = 'count(//a[count(/r) = 1])';
    expect(run(expression, text).slow).not.toBeNull();
    const report = testXPath(text, expression, { mode: 'auto', allowSlow: true });
    expect(report).toMatchObject({ slow: null, result: { type: 'number', value: 2_000 } });
  });
});

describe('testXPath on HTML', () => {
  const page = '<!DOCTYPE html>\n<html><body>\n<p id="first">Hi <b>there</b></p>\n<p>two\n</body></html>';

  it('reads a page as HTML, and places nodes through parse5', () => {
    const report = run('//p/@id | //b', page);
    expect(report.mode).toBe('html');
    const found = nodes(report.result);
    expect(found.map((node) => node.path)).toEqual(['/html/body/p[1]/@id', '/html/body/p[1]/b']);
    expect(found.map((node) => page.slice(node.range!.from, node.range!.to))).toEqual(['id="first"', '<b>there</b>']);
  });

  it('gives elements the parser made up (an implied head) no place', () => {
    const found = nodes(run('//head', page).result);
    expect(found[0]).toMatchObject({ path: '/html/head', range: null });
  });
});

describe('readParserError', () => {
  it.each([
    [
      'This page contains the following errors:error on line 3 at column 5: Opening and ending tag mismatch: b line 2 and c\nBelow is a rendering',
      3,
      5,
      'Opening and ending tag mismatch: b line 2 and c',
    ],
    ['3:4: unexpected close tag.', 3, 4, 'unexpected close tag.'],
    [
      'XML Parsing Error: mismatched tag. Expected: </b>.\nLocation: about:blank\nLine Number 3, Column 5:',
      3,
      5,
      'mismatched tag. Expected: </b>.',
    ],
  ])('reads %j', (message, line, column, reason) => {
    expect(readParserError(message)).toEqual({ line, column, reason });
  });
});

describe('helpers', () => {
  it.each([
    ['<!DOCTYPE html><p>', 'html'],
    ['<html lang="en">', 'html'],
    ['<?xml version="1.0"?><r/>', 'xml'],
    ['<p>fragment</p>', 'xml'],
  ] as const)('detectMode(%s) is %s', (text, mode) => {
    expect(detectMode(text)).toBe(mode);
  });

  it('scans elements, attributes, texts, CDATA, comments and instructions in document order', () => {
    const text =
      '<?xml version="1.0"?>\n<!DOCTYPE r [ <!ENTITY e "x"> ]>\n<r a="1" xmlns:p="urn:p"><?pi x?><!--c--><p:b>t<![CDATA[<c>]]></p:b><e/></r>';
    const scanned = scanXml(text);
    const slice = (range: { from: number; to: number }) => text.slice(range.from, range.to);
    expect(scanned.elements.map(slice)).toEqual([
      text.slice(text.indexOf('<r ')),
      '<p:b>t<![CDATA[<c>]]></p:b>',
      '<e/>',
    ]);
    expect(slice(attributesOf(text, scanned.elements[0]!).get('a')!)).toBe('a="1"');
    expect(scanned.texts.map(slice)).toEqual(['t', '<![CDATA[<c>]]>']);
    expect(scanned.comments.map(slice)).toEqual(['<!--c-->']);
    expect(scanned.instructions.map(slice)).toEqual(['<?pi x?>']);
    expect(scanned.declarations).toEqual([{ prefix: 'p', uri: 'urn:p', offset: text.indexOf('xmlns:p'), length: 15 }]);
  });
});
