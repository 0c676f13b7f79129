/**
 * Detection across the whole catalogue: every tool's Load Sample text against every detector.
 *
 * The ranking policy these tests hold the detectors to:
 * 1. A tool whose input is a recognisable kind of data ranks FIRST for its own Load Sample text(s), opening
 *    in the right state (a two-way tool in the direction and notation the text needs).
 * 2. The tools that take any JSON document (minifier, JSON to YAML, JSON to XML, diff checker) are
 *    suggested (score ≥ 0.5) for every JSON document. They need not rank first on their own samples, which
 *    are general JSON documents: the formatter ranks first for every JSON document, pretty or minified,
 *    because validating is the commonest reason to paste JSON and its result does not depend on the layout;
 *    the minifier comes second for a pretty-printed document, the change such a document can still undergo.
 *    JSON to XML ranks first on its sample anyway: "@" keys are the XML attribute convention.
 * 3. The tools that take any text score low (≤ 0.4), and only for features the text really has: untidy
 *    spacing, repeated lines, a list of short lines, prose, names in programming cases, lengths that depend
 *    on how they are counted, markup, URL characters, hidden characters. Where a tool's sample has its
 *    feature, the tool ranks first among the text tools; where the sample is contrived and has none
 *    (reverse text, text to ASCII, Base64 encoder, the text side of the hex and binary converters), the tool
 *    is only listed, among the tools that take any text.
 * 4. Data detectors never fire on a text tool's sample, and no text detector outranks the data tool on a
 *    data sample.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Detector } from '../lib/detect';
import { SAMPLE_INPUT as AGE_CALCULATOR_SAMPLE } from '../tools/age-calculator/core';
import { SAMPLE_INPUT as API_KEY_VALIDATOR_SAMPLE } from '../tools/api-key-validator/core';
import { SAMPLE_CODES } from '../tools/ascii-to-text/core';
import { SAMPLE_BASE64 } from '../tools/base64-decoder/core';
import { SAMPLE_TEXT as BASE64_ENCODER_SAMPLE } from '../tools/base64-encoder/core';
import { SAMPLE_INPUT as CALENDAR_GENERATOR_SAMPLE } from '../tools/calendar-generator/core';
import { SAMPLE_INPUT as CHMOD_CALCULATOR_SAMPLE } from '../tools/chmod-calculator/core';
import { SAMPLE_INPUT as COLOR_CONVERTER_SAMPLE } from '../tools/color-converter/core';
import { SAMPLE_INPUT as COUNTDOWN_TIMER_SAMPLE } from '../tools/countdown-timer/core';
import { SAMPLE_INPUT as CREDIT_CARD_VALIDATOR_SAMPLE } from '../tools/credit-card-validator/core';
import { SAMPLE_INPUT as CRON_EXPRESSION_GENERATOR_SAMPLE } from '../tools/cron-expression-generator/core';
import { SAMPLE_INPUT as CSS_ANIMATION_GENERATOR_SAMPLE } from '../tools/css-animation-generator/core';
import { SAMPLE_INPUT as CSS_BORDER_RADIUS_GENERATOR_SAMPLE } from '../tools/css-border-radius-generator/core';
import { SAMPLE_INPUT as CSS_BOX_SHADOW_GENERATOR_SAMPLE } from '../tools/css-box-shadow-generator/core';
import { SAMPLE_INPUT as CSS_FLEXBOX_GENERATOR_SAMPLE } from '../tools/css-flexbox-generator/core';
import { SAMPLE_INPUT as CSS_GRADIENT_GENERATOR_SAMPLE } from '../tools/css-gradient-generator/core';
import { SAMPLE_INPUT as CSS_GRID_GENERATOR_SAMPLE } from '../tools/css-grid-generator/core';
import { SAMPLE_CSV } from '../tools/csv-to-json/core';
import { SAMPLE_INPUT as DATE_DIFFERENCE_CALCULATOR_SAMPLE } from '../tools/date-difference-calculator/core';
import { SAMPLE_TEXT as DUPLICATE_LINES_SAMPLE } from '../tools/duplicate-line-remover/core';
import { SAMPLE_INPUT as DURATION_CONVERTER_SAMPLE } from '../tools/duration-converter/core';
import { SAMPLE_INPUT as EMAIL_VALIDATOR_SAMPLE } from '../tools/email-validator/core';
import { SAMPLE_INPUT as EPOCH_TIMESTAMP_CONVERTER_SAMPLE } from '../tools/epoch-timestamp-converter/core';
import { SAMPLE_INPUT as FAVICON_GENERATOR_SAMPLE } from '../tools/favicon-generator/core';
import { SAMPLE_INPUT as GRAPHQL_VALIDATOR_SAMPLE } from '../tools/graphql-validator/core';
import { SAMPLE_INPUT as HASH_GENERATOR_SAMPLE } from '../tools/hash-generator/core';
import { SAMPLE_INPUT as HASH_VALIDATOR_SAMPLE } from '../tools/hash-validator/core';
import { SAMPLE_HEX, SAMPLE_TEXT as HEX_TEXT_SAMPLE } from '../tools/hex-encoder-decoder/core';
import { SAMPLE_INPUT as HTML_ENTITIES_CONVERTER_SAMPLE } from '../tools/html-entities-converter/core';
import { SAMPLE_HTML } from '../tools/html-entity-decoder/core';
import { SAMPLE_TEXT as HTML_ENCODER_SAMPLE } from '../tools/html-entity-encoder/core';
import { SAMPLE_INPUT as HTML_TABLE_GENERATOR_SAMPLE } from '../tools/html-table-generator/core';
import { SAMPLE_INPUT as HTML_VALIDATOR_SAMPLE } from '../tools/html-validator/core';
import { SAMPLE_INPUT as HTTP_HEADER_VALIDATOR_SAMPLE } from '../tools/http-header-validator/core';
import { SAMPLE_INPUT as IBAN_VALIDATOR_SAMPLE } from '../tools/iban-validator/core';
import { SAMPLE_ASCII, SAMPLE_UNICODE } from '../tools/idn-converter/core';
import { SAMPLE_INPUT as IP_ADDRESS_VALIDATOR_SAMPLE } from '../tools/ip-address-validator/core';
import { SAMPLE_INPUT as ISO_DATE_FORMATTER_SAMPLE } from '../tools/iso-date-formatter/core';
import { SAMPLE_MODIFIED, SAMPLE_ORIGINAL } from '../tools/json-diff-checker/core';
import { SAMPLE_JSON as FORMATTER_SAMPLE } from '../tools/json-formatter/core';
import { SAMPLE_JSON as MINIFIER_SAMPLE } from '../tools/json-minifier/core';
import { SAMPLE_SCHEMA } from '../tools/json-schema-validator/samples';
import { SAMPLE_JSON as JSON_TO_CSV_SAMPLE } from '../tools/json-to-csv/core';
import { SAMPLE_INPUT as JSON_TO_TYPESCRIPT_SAMPLE } from '../tools/json-to-typescript/core';
import { SAMPLE_JSON as JSON_TO_XML_SAMPLE } from '../tools/json-to-xml/core';
import { SAMPLE_JSON as JSON_TO_YAML_SAMPLE } from '../tools/json-to-yaml/core';
import { SAMPLE_INPUT as JSONPATH_TESTER_SAMPLE } from '../tools/jsonpath-tester/core';
import { SAMPLE_TOKEN } from '../tools/jwt-decoder/core';
import { SAMPLE_INPUT as LOREM_IPSUM_GENERATOR_SAMPLE } from '../tools/lorem-ipsum-generator/core';
import { SAMPLE_INPUT as MARKDOWN_PREVIEW_SAMPLE } from '../tools/markdown-preview/core';
import { SAMPLE_INPUT as NUMBER_BASE_CONVERTER_SAMPLE } from '../tools/number-base-converter/core';
import { SAMPLE_INPUT as OPENAPI_VALIDATOR_SAMPLE } from '../tools/openapi-validator/core';
import { SAMPLE_INPUT as PASSWORD_STRENGTH_VALIDATOR_SAMPLE } from '../tools/password-strength-validator/core';
import { SAMPLE_INPUT as PHONE_NUMBER_VALIDATOR_SAMPLE } from '../tools/phone-number-validator/core';
import { SAMPLE_INPUT as QR_CODE_GENERATOR_SAMPLE } from '../tools/qr-code-generator/core';
import { SAMPLE_INPUT as REGEX_TESTER_SAMPLE } from '../tools/regex-tester/core';
import { SAMPLE_TEXT as EXTRA_SPACES_SAMPLE } from '../tools/remove-extra-spaces/core';
import { SAMPLE_INPUT as RESPONSIVE_DESIGN_CHECKER_SAMPLE } from '../tools/responsive-design-checker/core';
import { SAMPLE_TEXT as REVERSE_SAMPLE } from '../tools/reverse-text/core';
import { SAMPLE_INPUT as ROBOTS_TXT_VALIDATOR_SAMPLE } from '../tools/robots-txt-validator/core';
import { SAMPLE_INPUT as SITEMAP_XML_VALIDATOR_SAMPLE } from '../tools/sitemap-xml-validator/core';
import { SAMPLE_TEXT as SORT_SAMPLE } from '../tools/sort-lines/core';
import { SAMPLE_INPUT as SQL_FORMATTER_SAMPLE } from '../tools/sql-formatter/core';
import { SAMPLE_TEXT as LENGTH_SAMPLE } from '../tools/string-length-counter/core';
import { SAMPLE_BINARY, SAMPLE_TEXT as BINARY_TEXT_SAMPLE } from '../tools/text-binary-converter/core';
import { SAMPLE_TEXT as CASE_SAMPLE } from '../tools/text-case-converter/core';
import { SAMPLE_PATCH } from '../tools/text-diff-checker/core';
import { SAMPLE_TEXT as TEXT_TO_ASCII_SAMPLE } from '../tools/text-to-ascii/core';
import { SAMPLE_INPUT as TIMEZONE_CONVERTER_SAMPLE } from '../tools/timezone-converter/core';
import { SAMPLE_ENCODED } from '../tools/url-decoder/core';
import { SAMPLE_TEXT as URL_ENCODER_SAMPLE } from '../tools/url-encoder/core';
import { SAMPLE_INPUT as URL_VALIDATOR_SAMPLE } from '../tools/url-validator/core';
import { SAMPLE_INPUT as USER_AGENT_VALIDATOR_SAMPLE } from '../tools/user-agent-validator/core';
import { SAMPLE_TEXT as UTF8_TEXT_SAMPLE, sampleBytes } from '../tools/utf8-encoder-decoder/core';
import { SAMPLE_INPUT as UUID_GENERATOR_SAMPLE } from '../tools/uuid-generator/core';
import { SAMPLE_TEXT as WORD_FREQUENCY_SAMPLE } from '../tools/word-frequency-counter/core';
import { SAMPLE_INPUT as WORLD_CLOCK_SAMPLE } from '../tools/world-clock/core';
import { SAMPLE_XML } from '../tools/xml-to-json/core';
import { SAMPLE_INPUT as XPATH_TESTER_SAMPLE } from '../tools/xpath-tester/core';
import { SAMPLE_YAML } from '../tools/yaml-to-json/core';
import type { InputKind } from './types';
import { destinationsFor, hasDetector, rankTools, SUGGESTION_THRESHOLD, type RankedTool } from './detection';
import { findTool, tools } from '.';

const detectorModules = import.meta.glob<{ detect: Detector }>('../tools/*/detect.ts', { eager: true });
const detectors = Object.entries(detectorModules).map(([path, module]) => ({
  id: /\/tools\/([^/]+)\//.exec(path)![1]!,
  detect: module.detect,
}));

const ids = (ranked: readonly RankedTool[]) => ranked.map((entry) => entry.tool.id);
const takesText = (entry: RankedTool) => entry.tool.accepts.includes('text');
/** A two-way tool opened to read data (decode, to Unicode) is claiming the text as data. */
const claimsData = (entry: RankedTool) =>
  !takesText(entry) || entry.state.direction === 'decode' || entry.state.direction === 'to-unicode';

/** Policy 1: data samples, the tool each ranks first, and the state it opens with besides the text. */
const DATA_SAMPLES: [sample: string, text: string, toolId: string, state: Record<string, unknown>][] = [
  ['json-formatter SAMPLE_JSON', FORMATTER_SAMPLE, 'json-formatter', {}],
  ['json-to-csv SAMPLE_JSON', JSON_TO_CSV_SAMPLE, 'json-to-csv', {}],
  ['json-to-xml SAMPLE_JSON', JSON_TO_XML_SAMPLE, 'json-to-xml', {}],
  ['json-schema-validator SAMPLE_SCHEMA', SAMPLE_SCHEMA, 'json-schema-validator', {}],
  ['csv-to-json SAMPLE_CSV', SAMPLE_CSV, 'csv-to-json', {}],
  ['yaml-to-json SAMPLE_YAML', SAMPLE_YAML, 'yaml-to-json', {}],
  ['xml-to-json SAMPLE_XML', SAMPLE_XML, 'xml-to-json', {}],
  ['jwt-decoder SAMPLE_TOKEN', SAMPLE_TOKEN, 'jwt-decoder', {}],
  ['base64-decoder SAMPLE_BASE64', SAMPLE_BASE64, 'base64-decoder', {}],
  ['url-decoder SAMPLE_ENCODED', SAMPLE_ENCODED, 'url-decoder', {}],
  ['html-entity-decoder SAMPLE_HTML', SAMPLE_HTML, 'html-entity-decoder', {}],
  ['ascii-to-text SAMPLE_CODES', SAMPLE_CODES, 'ascii-to-text', { base: 'auto' }],
  [
    'epoch-timestamp-converter SAMPLE_INPUT',
    EPOCH_TIMESTAMP_CONVERTER_SAMPLE,
    'epoch-timestamp-converter',
    { mode: 'timestamp' },
  ],
  ['hex-encoder-decoder SAMPLE_HEX', SAMPLE_HEX, 'hex-encoder-decoder', { direction: 'decode' }],
  ['text-binary-converter SAMPLE_BINARY', SAMPLE_BINARY, 'text-binary-converter', { direction: 'decode' }],
  ['sql-formatter SAMPLE_INPUT', SQL_FORMATTER_SAMPLE, 'sql-formatter', {}],
  ...(['hex', 'escape', 'percent', 'decimal'] as const).map(
    (format): [string, string, string, Record<string, unknown>] => [
      `utf8-encoder-decoder sampleBytes('${format}')`,
      sampleBytes(format),
      'utf8-encoder-decoder',
      { direction: 'decode', format },
    ],
  ),
  ['idn-converter SAMPLE_UNICODE', SAMPLE_UNICODE, 'idn-converter', { direction: 'to-ascii' }],
  ['idn-converter SAMPLE_ASCII', SAMPLE_ASCII, 'idn-converter', { direction: 'to-unicode' }],
  ['iso-date-formatter SAMPLE_INPUT', ISO_DATE_FORMATTER_SAMPLE, 'iso-date-formatter', {}],
  ['timezone-converter SAMPLE_INPUT', TIMEZONE_CONVERTER_SAMPLE, 'timezone-converter', {}],
  [
    'cron-expression-generator SAMPLE_INPUT',
    CRON_EXPRESSION_GENERATOR_SAMPLE,
    'cron-expression-generator',
    { dialect: 'standard' },
  ],
  ['duration-converter SAMPLE_INPUT', DURATION_CONVERTER_SAMPLE, 'duration-converter', {}],
  ['date-difference-calculator SAMPLE_INPUT', DATE_DIFFERENCE_CALCULATOR_SAMPLE, 'date-difference-calculator', {}],
  ['calendar-generator SAMPLE_INPUT', CALENDAR_GENERATOR_SAMPLE, 'calendar-generator', {}],
  ['world-clock SAMPLE_INPUT', WORLD_CLOCK_SAMPLE, 'world-clock', {}],
  ['uuid-generator SAMPLE_INPUT', UUID_GENERATOR_SAMPLE, 'uuid-generator', {}],
  ['responsive-design-checker SAMPLE_INPUT', RESPONSIVE_DESIGN_CHECKER_SAMPLE, 'responsive-design-checker', {}],
  ['css-box-shadow-generator SAMPLE_INPUT', CSS_BOX_SHADOW_GENERATOR_SAMPLE, 'css-box-shadow-generator', {}],
  ['css-border-radius-generator SAMPLE_INPUT', CSS_BORDER_RADIUS_GENERATOR_SAMPLE, 'css-border-radius-generator', {}],
  ['css-gradient-generator SAMPLE_INPUT', CSS_GRADIENT_GENERATOR_SAMPLE, 'css-gradient-generator', {}],
  ['css-flexbox-generator SAMPLE_INPUT', CSS_FLEXBOX_GENERATOR_SAMPLE, 'css-flexbox-generator', {}],
  ['css-grid-generator SAMPLE_INPUT', CSS_GRID_GENERATOR_SAMPLE, 'css-grid-generator', {}],
  ['css-animation-generator SAMPLE_INPUT', CSS_ANIMATION_GENERATOR_SAMPLE, 'css-animation-generator', {}],
  ['html-table-generator SAMPLE_INPUT', HTML_TABLE_GENERATOR_SAMPLE, 'html-table-generator', {}],
  ['html-entities-converter SAMPLE_INPUT', HTML_ENTITIES_CONVERTER_SAMPLE, 'html-entities-converter', {}],
  ['ip-address-validator SAMPLE_INPUT', IP_ADDRESS_VALIDATOR_SAMPLE, 'ip-address-validator', {}],
  ['credit-card-validator SAMPLE_INPUT', CREDIT_CARD_VALIDATOR_SAMPLE, 'credit-card-validator', {}],
  ['iban-validator SAMPLE_INPUT', IBAN_VALIDATOR_SAMPLE, 'iban-validator', {}],
  ['hash-validator SAMPLE_INPUT', HASH_VALIDATOR_SAMPLE, 'hash-validator', {}],
  ['api-key-validator SAMPLE_INPUT', API_KEY_VALIDATOR_SAMPLE, 'api-key-validator', {}],
  ['user-agent-validator SAMPLE_INPUT', USER_AGENT_VALIDATOR_SAMPLE, 'user-agent-validator', {}],
  ['regex-tester SAMPLE_INPUT', REGEX_TESTER_SAMPLE, 'regex-tester', {}],
  ['html-validator SAMPLE_INPUT', HTML_VALIDATOR_SAMPLE, 'html-validator', {}],
  ['jsonpath-tester query', '$.store.book[*].author', 'jsonpath-tester', { query: '$.store.book[*].author', json: '' }],
  ['http-header-validator SAMPLE_INPUT', HTTP_HEADER_VALIDATOR_SAMPLE, 'http-header-validator', {}],
  ['robots-txt-validator SAMPLE_INPUT', ROBOTS_TXT_VALIDATOR_SAMPLE, 'robots-txt-validator', {}],
  ['sitemap-xml-validator SAMPLE_INPUT', SITEMAP_XML_VALIDATOR_SAMPLE, 'sitemap-xml-validator', {}],
  ['openapi-validator SAMPLE_INPUT', OPENAPI_VALIDATOR_SAMPLE, 'openapi-validator', {}],
  ['graphql-validator SAMPLE_INPUT', GRAPHQL_VALIDATOR_SAMPLE, 'graphql-validator', {}],
  ['email-validator SAMPLE_INPUT', EMAIL_VALIDATOR_SAMPLE, 'email-validator', {}],
  ['url-validator SAMPLE_INPUT', URL_VALIDATOR_SAMPLE, 'url-validator', {}],
  ['phone-number-validator SAMPLE_INPUT', PHONE_NUMBER_VALIDATOR_SAMPLE, 'phone-number-validator', {}],
  ['password-strength-validator SAMPLE_INPUT', PASSWORD_STRENGTH_VALIDATOR_SAMPLE, 'password-strength-validator', {}],
  ['number-base-converter SAMPLE_INPUT', NUMBER_BASE_CONVERTER_SAMPLE, 'number-base-converter', {}],
  ['chmod-calculator SAMPLE_INPUT', CHMOD_CALCULATOR_SAMPLE, 'chmod-calculator', {}],
  ['color-converter SAMPLE_INPUT', COLOR_CONVERTER_SAMPLE, 'color-converter', {}],
  // A pasted patch: the tool compares any two texts, but only a patch is claimed for it.
  ['text-diff-checker SAMPLE_PATCH', SAMPLE_PATCH, 'text-diff-checker', {}],
];

/**
 * Policy 5: a lone date or date-time. The ISO date formatter ranks first for one (reading and rewriting it is
 * the commonest reason to paste it); the tools that take one date as their starting point are suggested
 * (score ≥ 0.5) for their samples, which are such dates, and rank first only where the text says what the
 * date is for ("born 1990-05-17", "until 2027-01-01").
 */
const LONE_DATE_SAMPLES: [toolId: string, text: string][] = [
  ['countdown-timer', COUNTDOWN_TIMER_SAMPLE],
  ['age-calculator', AGE_CALCULATOR_SAMPLE],
];

/**
 * Policy 6: a few letters. The favicon generator draws one to three letters, as in its sample, but a word
 * that short is far likelier a search typed in the palette, so no tool claims it (a lone emoji is what the
 * favicon generator is suggested for).
 */
const UNCLAIMED_SAMPLES: [toolId: string, text: string][] = [
  ['favicon-generator', FAVICON_GENERATOR_SAMPLE],
  // The password generator takes no text: Load Sample sets a passphrase recipe, named here by a word.
  ['password-generator', 'passphrase'],
];

/**
 * Policy 7: a tool that queries a document is a second step. Its sample is a general document (XML) that the
 * first step's tool ranks first for (a converter); the query tool is suggested beside it.
 */
const SECOND_STEP_SAMPLES: [toolId: string, text: string, firstStep: string][] = [
  ['xpath-tester', XPATH_TESTER_SAMPLE, 'xml-to-json'],
];

/** Policy 2: general JSON documents, each a sample of a tool that takes any JSON. */
const GENERAL_JSON_SAMPLES: [sample: string, text: string][] = [
  ['jsonpath-tester SAMPLE_INPUT', JSONPATH_TESTER_SAMPLE],
  ['json-minifier SAMPLE_JSON', MINIFIER_SAMPLE],
  ['json-to-yaml SAMPLE_JSON', JSON_TO_YAML_SAMPLE],
  ['json-diff-checker SAMPLE_ORIGINAL', SAMPLE_ORIGINAL],
  ['json-diff-checker SAMPLE_MODIFIED', SAMPLE_MODIFIED],
  ['json-to-typescript SAMPLE_INPUT', JSON_TO_TYPESCRIPT_SAMPLE],
];
const GENERAL_JSON_TOOLS = ['json-formatter', 'json-minifier', 'json-to-yaml', 'json-to-xml', 'json-diff-checker'];

/** Policy 3: text samples with the feature their tool looks for; the tool ranks first among text tools. */
const FEATURED_TEXT_SAMPLES: [toolId: string, text: string, feature: string][] = [
  ['remove-extra-spaces', EXTRA_SPACES_SAMPLE, 'runs of spaces, tabs and empty lines'],
  ['duplicate-line-remover', DUPLICATE_LINES_SAMPLE, 'repeated lines'],
  ['sort-lines', SORT_SAMPLE, 'an unsorted list of short lines'],
  ['word-frequency-counter', WORD_FREQUENCY_SAMPLE, 'prose with repeated words'],
  ['text-case-converter', CASE_SAMPLE, 'names in camelCase and snake_case'],
  ['string-length-counter', LENGTH_SAMPLE, 'emoji sequences, a combining accent and flags'],
  ['html-entity-encoder', HTML_ENCODER_SAMPLE, 'HTML markup with raw < and &'],
  ['url-encoder', URL_ENCODER_SAMPLE, 'one line with & ? # % / and non-ASCII characters'],
  ['markdown-preview', MARKDOWN_PREVIEW_SAMPLE, 'headings, a table, a task list and fenced code'],
];

/** Policy 3: contrived text samples with no feature their tool could honestly look for: only listed. */
const CONTRIVED_TEXT_SAMPLES: [toolId: string, text: string][] = [
  ['reverse-text', REVERSE_SAMPLE],
  ['text-to-ascii', TEXT_TO_ASCII_SAMPLE],
  ['base64-encoder', BASE64_ENCODER_SAMPLE],
  ['hex-encoder-decoder', HEX_TEXT_SAMPLE],
  ['text-binary-converter', BINARY_TEXT_SAMPLE],
  ['utf8-encoder-decoder', UTF8_TEXT_SAMPLE],
  ['hash-generator', HASH_GENERATOR_SAMPLE],
  ['lorem-ipsum-generator', LOREM_IPSUM_GENERATOR_SAMPLE],
  ['qr-code-generator', QR_CODE_GENERATOR_SAMPLE],
];

const TEXT_SAMPLES: [toolId: string, text: string][] = [
  ...FEATURED_TEXT_SAMPLES.map(([toolId, text]): [string, string] => [toolId, text]),
  ...CONTRIVED_TEXT_SAMPLES,
];

describe('the detectors', () => {
  it('cover every tool in the catalogue, and only those', () => {
    for (const tool of tools) expect(hasDetector(tool.id), tool.id).toBe(true);
    expect(detectors.map((detector) => detector.id).sort()).toEqual(tools.map((tool) => tool.id).sort());
    for (const { detect } of detectors) expect(typeof detect).toBe('function');
  });

  it('never throw, and score from 0 to 1, on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 200 }),
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.string({ unit: fc.constantFrom(...'{}[]":,<>/&;%=+-_.#\\ \n\t0123456789abcdefxAZ'), maxLength: 200 }),
        ),
        fc.boolean(),
        (text, truncated) => {
          for (const { id, detect } of detectors) {
            const detection = detect(text, truncated);
            if (detection === null) continue;
            expect(detection.score, id).toBeGreaterThanOrEqual(0);
            expect(detection.score, id).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it.each([
    ['lone surrogates', '\uD800\uDC00\uDFFF\uD800 abc'],
    ['deep nesting', '['.repeat(10_000)],
    ['control characters', '\u0000\u0001\u0002'.repeat(100)],
    ['a long line of one character', '='.repeat(70_000)],
    ['many empty lines', '\n'.repeat(70_000)],
  ])('cope with odd text: %s', (_name, text) => {
    for (const { detect } of detectors) expect(() => detect(text.slice(0, 65_536), text.length > 65_536)).not.toThrow();
  });
});

describe('rankTools', () => {
  it.each(['', '   ', '\n\t\n', '\uFEFF'])('ranks nothing for blank text %j', (text) => {
    expect(rankTools(text)).toEqual([]);
  });

  it('ranks nothing for a single ordinary word, or a short query typed in the palette', () => {
    for (const text of ['hello', 'cafe', 'jsn fmt', 'convert json to yaml', '1010', 'yml', 'JWT', 'css', 'Go']) {
      expect(
        rankTools(text).filter((entry) => entry.score >= 0.5),
        text,
      ).toEqual([]);
    }
    expect(rankTools('hello')).toEqual([]);
  });

  it('sorts by score, best first, with every score at or above the suggestion threshold', () => {
    const ranked = rankTools(FORMATTER_SAMPLE);
    for (let index = 1; index < ranked.length; index += 1) {
      expect(ranked[index - 1]!.score).toBeGreaterThanOrEqual(ranked[index]!.score);
    }
    for (const entry of ranked) expect(entry.score).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
  });

  it.each([
    [
      'a JSON array of records',
      '[' + '{"id": 1, "name": "Ada Lovelace", "email": "ada@example.com"},\n'.repeat(90_000),
      'json-to-csv',
    ],
    ['CSV', 'id,name,email\n' + '1,Ada,ada@example.com\n'.repeat(250_000), 'csv-to-json'],
    ['XML', '<?xml version="1.0"?>\n<rows>\n' + '  <row id="1">Ada &amp; Grace</row>\n'.repeat(150_000), 'xml-to-json'],
    ['Base64', btoa('Some text to encode. '.repeat(200_000)), 'base64-decoder'],
    ['hex', '48 65 6c 6c 6f '.repeat(350_000), 'hex-encoder-decoder'],
    [
      'prose',
      'It was the best of times, it was the worst of times, and so on. '.repeat(80_000),
      'word-frequency-counter',
    ],
  ])('handles a 5 MB text (%s) from its first 64 KB', (_name, text, expected) => {
    expect(text.length).toBeGreaterThan(5_000_000);
    expect(rankTools(text)[0]).toMatchObject({ tool: { id: expected } });
  });

  it('opens the chosen tool with the whole text, not only the part the detectors read', () => {
    const text = '[' + '{"id": 1},'.repeat(10_000) + '{"id": 2}]';
    expect(rankTools(text)[0]!.state.input).toBe(text);
  });
});

describe('destinationsFor', () => {
  it('lists the tools that recognise the text first, then every other tool that takes text', () => {
    const destinations = destinationsFor(SAMPLE_TOKEN);
    const ranked = rankTools(SAMPLE_TOKEN);
    expect(ids(destinations.slice(0, ranked.length))).toEqual(ids(ranked));
    expect(destinations[0]!.tool.id).toBe('jwt-decoder');
    const rest = destinations.slice(ranked.length);
    const expectedRest = tools.filter((tool) => tool.accepts.includes('text') && !ids(ranked).includes(tool.id));
    expect(ids(rest)).toEqual(expectedRest.map((tool) => tool.id));
    for (const entry of rest)
      expect(entry).toEqual({ tool: entry.tool, score: 0, state: { [entry.tool.inputField]: SAMPLE_TOKEN } });
  });

  it('leaves out the tool the text came from', () => {
    const destinations = destinationsFor(FORMATTER_SAMPLE, 'json-formatter');
    expect(ids(destinations)).not.toContain('json-formatter');
    expect(destinations[0]!.tool.id).toBe('json-to-yaml');
  });

  it('offers a pretty JSON output to the minifier first, once the formatter is left out', () => {
    expect(destinationsFor(MINIFIER_SAMPLE, 'json-formatter')[0]!.tool.id).toBe('json-minifier');
  });

  it('lists each tool once', () => {
    for (const text of [SAMPLE_CSV, CASE_SAMPLE, SAMPLE_HEX]) {
      const list = ids(destinationsFor(text));
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it.each<[string, string, InputKind, string]>([
    // The case: a one-line YAML document is too short for the YAML detector to be sure.
    ['k: v\n', 'json-to-yaml', 'yaml', 'yaml-to-json'],
    ['<root><k>v</k></root>', 'json-to-yaml', 'xml', 'xml-to-json'],
    ['k\nv\n', 'json-to-csv', 'csv', 'csv-to-json'],
    ['1', 'yaml-to-json', 'json', 'json-formatter'],
  ])('puts the tools that take the output’s declared kind first: %j (%s, %s)', (text, from, kind, expected) => {
    const list = destinationsFor(text, from, kind);
    const takers = tools.filter((tool) => tool.id !== from && tool.accepts.includes(kind));
    expect(ids(list.slice(0, takers.length)).sort()).toEqual(takers.map((tool) => tool.id).sort());
    expect(ids(list.slice(0, takers.length))).toContain(expected);
    expect(list.slice(0, takers.length).every((entry) => entry.score > 0)).toBe(true);
    expect(new Set(ids(list)).size).toBe(list.length);
  });

  it('still lists every tool that takes text for text nothing recognises', () => {
    const list = destinationsFor('hello');
    expect(list.every((entry) => entry.score === 0)).toBe(true);
    expect(ids(list)).toEqual(tools.filter((tool) => tool.accepts.includes('text')).map((tool) => tool.id));
  });
});

describe('every sample against every detector', () => {
  it('has a row for every tool in the catalogue', () => {
    const covered = new Set([
      ...DATA_SAMPLES.map(([, , toolId]) => toolId),
      'json-minifier',
      'json-to-yaml',
      'json-diff-checker',
      'json-to-typescript',
      ...TEXT_SAMPLES.map(([toolId]) => toolId),
      ...LONE_DATE_SAMPLES.map(([toolId]) => toolId),
      ...UNCLAIMED_SAMPLES.map(([toolId]) => toolId),
      ...SECOND_STEP_SAMPLES.map(([toolId]) => toolId),
    ]);
    expect([...covered].sort()).toEqual(tools.map((tool) => tool.id).sort());
  });

  describe('1. a data sample ranks its tool first, in the right state', () => {
    it.each(DATA_SAMPLES)('%s', (_sample, text, toolId, state) => {
      const [first] = rankTools(text);
      const tool = findTool(toolId)!;
      expect(first).toMatchObject({ tool: { id: toolId }, state: { [tool.inputField]: text, ...state } });
    });
  });

  describe('2. a general JSON document suggests every tool that takes JSON (exempt from ranking its own first)', () => {
    it.each(GENERAL_JSON_SAMPLES)('%s', (_sample, text) => {
      const ranked = rankTools(text);
      expect(ranked[0]!.tool.id).toBe('json-formatter');
      for (const toolId of GENERAL_JSON_TOOLS) {
        expect(ranked.find((entry) => entry.tool.id === toolId)?.score, toolId).toBeGreaterThanOrEqual(0.5);
      }
    });
  });

  describe('5. a lone date ranks the ISO date formatter first and suggests the tool that takes it', () => {
    it.each(LONE_DATE_SAMPLES)('%s', (toolId, text) => {
      const ranked = rankTools(text);
      expect(ranked[0]!.tool.id).toBe('iso-date-formatter');
      expect(ranked.find((entry) => entry.tool.id === toolId)?.score, toolId).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('6. a few letters are claimed by no tool, not even the one whose sample they are', () => {
    it.each(UNCLAIMED_SAMPLES)('%s', (_toolId, text) => {
      expect(rankTools(text).filter((entry) => entry.score >= SUGGESTION_THRESHOLD)).toEqual([]);
    });
  });

  describe('7. a document to query ranks its first step first and suggests the query tool', () => {
    it.each(SECOND_STEP_SAMPLES)('%s', (toolId, text, firstStep) => {
      const ranked = rankTools(text);
      expect(ranked[0]!.tool.id).toBe(firstStep);
      expect(ranked.find((entry) => entry.tool.id === toolId)?.score, toolId).toBeGreaterThanOrEqual(0.4);
    });
  });

  describe('3. a text sample with its tool’s feature ranks that tool first among the text tools', () => {
    it.each(FEATURED_TEXT_SAMPLES)('%s (%#): %s', (toolId, text) => {
      const ranked = rankTools(text).filter(takesText);
      expect(ranked[0]?.tool.id).toBe(toolId);
      expect(ranked[0]!.score).toBeLessThanOrEqual(0.4);
    });
  });

  describe('3. a contrived text sample leaves its tool listed', () => {
    it.each(CONTRIVED_TEXT_SAMPLES)('%s', (toolId, text) => {
      expect(ids(destinationsFor(text))).toContain(toolId);
    });
  });

  describe('3. text tools score low on any sample', () => {
    it.each([...DATA_SAMPLES.map(([, text]) => text), ...TEXT_SAMPLES.map(([, text]) => text)])('%#', (text) => {
      for (const entry of rankTools(text).filter((ranked) => !claimsData(ranked))) {
        expect(entry.score, entry.tool.id).toBeLessThanOrEqual(0.4);
      }
    });
  });

  describe('4. no data detector fires on a text sample', () => {
    it.each(TEXT_SAMPLES)('%s', (_toolId, text) => {
      expect(ids(rankTools(text).filter(claimsData))).toEqual([]);
    });
  });

  describe('4. no text detector outranks the data tool on a data sample', () => {
    const samples: [sample: string, text: string, toolId: string][] = [
      ...DATA_SAMPLES.map(([sample, text, toolId]): [string, string, string] => [sample, text, toolId]),
      ...GENERAL_JSON_SAMPLES.map(([sample, text]): [string, string, string] => [sample, text, 'json-formatter']),
    ];
    it.each(samples)('%s', (_sample, text, toolId) => {
      const ranked = rankTools(text);
      const dataScore = ranked.find((entry) => entry.tool.id === toolId)!.score;
      for (const entry of ranked.filter((candidate) => !claimsData(candidate) && candidate.tool.id !== toolId)) {
        expect(entry.score, entry.tool.id).toBeLessThan(dataScore);
      }
    });
  });
});
