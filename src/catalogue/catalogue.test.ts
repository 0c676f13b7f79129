import { describe, expect, it } from 'vitest';
import { categories, findToolByPath, groupedTools, searchTools, toolCountLabel, tools } from '.';
import { keywordsOf, loadEveryToolsDetails } from './details';
import type { Tool } from './types';

describe('catalogue', () => {
  it('lists each tool once, with a path equal to /id and a known category', () => {
    const ids = tools.map((tool) => tool.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const tool of tools) {
      expect(tool.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(tool.path).toBe(`/${tool.id}`);
      expect(categories.map((category) => category.id)).toContain(tool.category);
      expect(findToolByPath(tool.path)).toBe(tool);
    }
  });

  it('groups only categories that have tools', () => {
    for (const group of groupedTools()) expect(group.tools.length).toBeGreaterThan(0);
  });
});

const fake = (id: string, name: string, description: string): Tool => ({
  id,
  name,
  description,
  heading: name,
  icon: '🧪',
  family: 'custom',
  category: 'utility',
  path: `/${id}`,
  inputField: 'input',
  accepts: ['text'],
  primaryAction: 'Run',
  load: async () => ({ default: () => null }),
});

describe('toolCountLabel', () => {
  it.each([
    [69, '65+'],
    [65, '65+'],
    [64, '60+'],
    [30, '30+'],
    [4, '0+'],
  ])('%i tools read %s', (count, label) => {
    expect(toolCountLabel(count)).toBe(label);
  });
});

describe('searchTools', () => {
  const list = [
    fake('json-to-csv', 'JSON to CSV Converter', 'Convert JSON arrays for spreadsheets'),
    fake('json-formatter', 'JSON Formatter & Validator', 'Format and beautify JSON'),
    fake('base64-encoder', 'Base64 Encoder', 'Encode text as Base64'),
    fake('csv-to-json', 'CSV to JSON Converter', 'Turn CSV rows into JSON'),
  ];
  const keywords: Record<string, string[]> = { 'json-formatter': ['pretty print'], 'base64-encoder': ['btoa'] };
  const ids = (query: string) => searchTools(query, list, (id) => keywords[id] ?? []).map((tool) => tool.id);

  it.each([
    ['', ['json-to-csv', 'json-formatter', 'base64-encoder', 'csv-to-json']],
    ['   ', ['json-to-csv', 'json-formatter', 'base64-encoder', 'csv-to-json']],
    ['BASE64', ['base64-encoder']],
    ['beautify', ['json-formatter']],
    ['pretty print', ['json-formatter']],
    ['btoa', ['base64-encoder']],
    ['csv', ['csv-to-json', 'json-to-csv']],
    ['to csv', ['json-to-csv', 'csv-to-json']],
    ['Formatter &', ['json-formatter']],
    ['json csv', ['json-to-csv', 'csv-to-json']],
    ['nothing-matches', []],
  ])('"%s" finds %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('matches names and descriptions before the keywords have loaded', () => {
    expect(searchTools('btoa', list)).toEqual([]);
    expect(searchTools('beautify', list).map((tool) => tool.id)).toEqual(['json-formatter']);
  });

  it('ranks a tool whose keyword the query is exactly above a name that holds the query inside a word', () => {
    const tools = [fake('robots', 'Robots.txt Validator', ''), fake('types', 'JSON to TypeScript', '')];
    const found = searchTools('ts', tools, (id) => (id === 'types' ? ['ts'] : []));
    expect(found.map((tool) => tool.id)).toEqual(['types', 'robots']);
    // A name holding the query at the start of a word still ranks first.
    expect(searchTools('txt', tools, () => ['txt']).map((tool) => tool.id)).toEqual(['robots', 'types']);
  });

  it('never caps the number of results', () => {
    const many = Array.from({ length: 69 }, (_, index) => fake(`tool-${index}`, `Tool ${index}`, 'Shared words'));
    expect(searchTools('shared', many)).toHaveLength(69);
  });
});

describe("searching the real catalogue, with every tool's keywords", () => {
  const ids = async (query: string) => {
    await loadEveryToolsDetails(tools.map((tool) => tool.id));
    return searchTools(query, tools, keywordsOf).map((tool) => tool.id);
  };

  it.each(['sha256', 'md5', 'hmac', 'sha512', 'blake3', 'checksum', 'hash'])(
    '"%s" ranks the Hash Generator first and the Hash Validator second',
    async (query) => {
      expect((await ids(query)).slice(0, 2)).toEqual(['hash-generator', 'hash-validator']);
    },
  );

  it.each(['SHA-256', 'sha3-512', 'hash generator', 'md5 hmac'])(
    '"%s" ranks the Hash Generator first',
    async (query) => {
      expect((await ids(query))[0]).toBe('hash-generator');
    },
  );

  it.each(['hash validator', 'hash identifier', 'bcrypt', 'verify hash'])(
    '"%s" ranks the Hash Validator first',
    async (query) => {
      expect((await ids(query))[0]).toBe('hash-validator');
    },
  );

  it.each([
    ['uuid', 'uuid-generator'],
    ['guid', 'uuid-generator'],
    ['ulid', 'uuid-generator'],
    ['password generator', 'password-generator'],
    ['passphrase', 'password-generator'],
    ['sql', 'sql-formatter'],
    ['sql formatter', 'sql-formatter'],
    ['format sql', 'sql-formatter'],
    ['sql beautifier', 'sql-formatter'],
    ['minify sql', 'sql-formatter'],
    ['typescript', 'json-to-typescript'],
    ['ts', 'json-to-typescript'],
    ['json to ts', 'json-to-typescript'],
    ['interface', 'json-to-typescript'],
    ['zod', 'json-to-typescript'],
    ['json', 'json-formatter'],
    ['qr', 'qr-code-generator'],
    ['qr code', 'qr-code-generator'],
    ['barcode', 'qr-code-generator'],
    ['wifi qr', 'qr-code-generator'],
    ['qr reader', 'qr-code-generator'],
    ['color', 'color-converter'],
    ['colour', 'color-converter'],
    ['hex to rgb', 'color-converter'],
    ['rgb to hex', 'color-converter'],
    ['contrast', 'color-converter'],
    ['oklch', 'color-converter'],
    ['hex', 'hex-encoder-decoder'],
    ['diff', 'text-diff-checker'],
    ['text diff', 'text-diff-checker'],
    ['compare text', 'text-diff-checker'],
    ['patch', 'text-diff-checker'],
    ['json diff', 'json-diff-checker'],
    ['date diff', 'date-difference-calculator'],
    ['markdown', 'markdown-preview'],
    ['md', 'markdown-preview'],
    ['md preview', 'markdown-preview'],
    ['html to markdown', 'markdown-preview'],
  ])('"%s" ranks %s first', async (query, toolId) => {
    expect((await ids(query))[0]).toBe(toolId);
  });
});
