import { describe, expect, it } from 'vitest';
import {
  ATOM_SAMPLE,
  LISTED_NODES,
  SAMPLE_INPUT,
  detectMode,
  prefixesIn,
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
    ['//[', /not valid XPath 1\.0/],
    ['//zz:item', /The prefix zz is not declared in the document.*dc/],
  ])('explains the error of %s', (expression, message) => {
    const report = run(expression);
    expect(report.expressionError).toMatch(message);
    expect(report.result).toBeNull();
  });

  it('lists at most LISTED_NODES nodes, and counts them all', () => {
    const text = `<r>${'<i/>'.repeat(LISTED_NODES + 10)}</r>`;
    const result = run('//i', text).result;
    expect(result).toMatchObject({ type: 'nodes', total: LISTED_NODES + 10 });
    expect(nodes(result)).toHaveLength(LISTED_NODES);
    expect(result?.type === 'nodes' && result.marks).toHaveLength(LISTED_NODES + 10);
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
    ['//dc:creator', ['dc']],
    ["//a[@x='p:q']/child::b", []],
    ['//atom:entry/atom:*', ['atom']],
  ])('prefixesIn(%s)', (expression, prefixes) => {
    expect(prefixesIn(expression)).toEqual(prefixes);
  });

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
