/** What the screen needs without the query engines: the panes, the limits, the samples and the notes. */
import type { Example } from '../../lib/example';

export type JsonPathMode = 'rfc9535' | 'legacy';

/** The panes, by paneId, and their names in the problem list. */
export const QUERY_PANE = 'query';
export const JSON_PANE = 'json';
export const PANE_NAMES: Readonly<Record<string, string>> = { [QUERY_PANE]: 'Query', [JSON_PANE]: 'JSON' };

/** Results listed (and marked in the document) at most; the count stays exact. */
export const MAX_RESULTS = 10_000;

/**
 * The time limit of a query, after which its worker is stopped: 2 s, and 4 s more per million characters of
 * input, which a query of that size needs a fraction of (`$..[?@.age > 20]` on 19 MB: about 7 s on a busy
 * machine, against a limit of 78 s). A pattern of match() or search() that backtracks catastrophically, or a
 * filter that runs a query for each node, would otherwise run for ever; Cancel stops a long query sooner.
 */
export const TIME_LIMIT_MS = 2_000;
const TIME_LIMIT_PER_MILLION_MS = 4_000;

export function timeLimitFor(inputLength: number): number {
  return TIME_LIMIT_MS + Math.floor(inputLength / 1_000_000) * TIME_LIMIT_PER_MILLION_MS;
}

/** The message of a query stopped at its time limit (before any pattern is named, see pattern-watch). */
export function stoppedSentence(limitMs: number): string {
  return `The query took longer than ${Math.round(limitMs / 100) / 10} s and was stopped.`;
}

/** The time limit a stopped query's message names, or null for any other message. */
export function stoppedLimitMs(message: string): number | null {
  const found = /^The query took longer than (\d+(?:\.\d)?) s and was stopped\.$/.exec(message);
  return found ? Number(found[1]) * 1000 : null;
}
export const SAMPLE_QUERY = '$.store.book[?@.price < 10].title';

export const SAMPLE_INPUT = `{
  "store": {
    "book": [
      { "category": "reference", "author": "Nigel Rees", "title": "Sayings of the Century", "price": 8.95 },
      { "category": "fiction", "author": "Evelyn Waugh", "title": "Sword of Honour", "price": 12.99 },
      { "category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99 },
      { "category": "fiction", "author": "J. R. R. Tolkien", "title": "The Lord of the Rings", "isbn": "0-395-19395-8", "price": 22.99 }
    ],
    "bicycle": { "color": "red", "price": 399 }
  },
  "orderId": 12345678901234567890
}
`;

/** Example queries, each with what it shows. */
export const EXAMPLE_QUERIES: readonly Example[] = [
  { name: 'Every author', code: '$.store.book[*].author' },
  { name: 'Every price, at any depth', code: '$..price' },
  { name: 'The last book', code: '$.store.book[-1]' },
  { name: 'A slice: every second book', code: '$.store.book[0:4:2]' },
  { name: 'Books with an isbn', code: '$.store.book[?@.isbn]' },
  { name: 'Regex match (I-Regexp)', code: "$.store.book[?match(@.author, '.* .*')].title" },
  { name: 'Long titles', code: '$..book[?length(@.title) > 15].title' },
  { name: 'Exact big-number comparison', code: '$[?@ > 12345678901234567889]' },
];

/** Where RFC 9535 and the older Goessner / jsonpath-plus syntax differ. */
export const LEGACY_DIFFERENCES: readonly { topic: string; rfc: string; legacy: string }[] = [
  {
    topic: 'Filters',
    rfc: '`$[?@.price < 10]` (parentheses optional)',
    legacy: '`$[?(@.price < 10)]` (parentheses required)',
  },
  {
    topic: 'Script expressions',
    rfc: 'None: use an index or slice, `$.book[-1]`',
    legacy: '`$.book[(@.length-1)]` computes an index',
  },
  {
    topic: 'Array length',
    rfc: '`length(@.book)` in a filter',
    legacy: '`@.length` and `$.book.length` work as properties',
  },
  {
    topic: 'Filter language',
    rfc: 'Comparisons, `&&`, `||`, `!` and five functions: length, count, match, search, value',
    legacy: 'A subset of JavaScript: `@.title.startsWith("S")`, `@property`, `@parent`, `@path`',
  },
  {
    topic: 'Regular expressions',
    rfc: "`match(@.a, 'x.*')` / `search(...)` with I-Regexp (RFC 9485)",
    legacy: 'JavaScript: `@.a.match(/x/)`',
  },
  {
    topic: 'Quoting',
    rfc: '`[\'a b\']` or `["a b"]`, JSON-style escapes',
    legacy: "`['a b']`; a backquote before a name that looks like syntax",
  },
  {
    topic: 'Missing keys',
    rfc: 'Select nothing; comparing a missing value: `==` true only if both are missing',
    legacy: 'Select nothing; in a filter, a missing key is JavaScript `undefined`',
  },
  {
    topic: '`$..*` order',
    rfc: 'Defined: each node before its descendants, array items in order',
    legacy: "Whatever the library's walk gives (often, not always, the same)",
  },
  {
    topic: 'Numbers',
    rfc: 'Exact: digits kept, big integers compared exactly',
    legacy: 'Doubles: beyond 2^53 or 17 digits, numbers are rounded',
  },
  { topic: 'Results', rfc: 'A node list with normalized paths', legacy: 'Also parent, property name, JSON Pointer' },
];
