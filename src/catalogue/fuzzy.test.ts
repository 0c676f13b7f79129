import { beforeAll, describe, expect, it } from 'vitest';
import { keywordsOf, loadEveryToolsDetails } from './details';
import { fuzzyScore, fuzzySearch } from './fuzzy';
import { tools } from '.';
import type { Tool } from './types';

beforeAll(() => loadEveryToolsDetails(tools.map((tool) => tool.id)));

const fieldsOf = (tool: Tool) => ({
  name: tool.name,
  terms: [tool.id, ...keywordsOf(tool.id)],
  description: tool.description,
});
const first = (query: string) => fuzzySearch(query, tools, fieldsOf)[0]?.id;

describe('fuzzy search over the catalogue', () => {
  it.each([
    ['jsn fmt', 'json-formatter'],
    ['json formatter', 'json-formatter'],
    ['JSON', 'json-formatter'],
    ['minif', 'json-minifier'],
    ['yml', 'yaml-to-json'],
    ['jwt', 'jwt-decoder'],
    ['punycode', 'idn-converter'],
    ['dup lines', 'duplicate-line-remover'],
    ['b64 dec', 'base64-decoder'],
    ['url enc', 'url-encoder'],
    ['hex to decimal', 'number-base-converter'],
    ['decimal to binary', 'number-base-converter'],
    ['number base', 'number-base-converter'],
    ['radix', 'number-base-converter'],
    ['twos complement', 'number-base-converter'],
    ['ieee 754', 'number-base-converter'],
    ['chmod', 'chmod-calculator'],
    ['permissions', 'chmod-calculator'],
    ['umask', 'chmod-calculator'],
    ['setuid', 'chmod-calculator'],
    ['lorem', 'lorem-ipsum-generator'],
    ['lorem ipsum', 'lorem-ipsum-generator'],
    ['placeholder text', 'lorem-ipsum-generator'],
  ])('%j finds %s first', (query, id) => {
    expect(first(query)).toBe(id);
  });

  it('needs every word to match', () => {
    expect(fuzzySearch('json zzzz', tools, fieldsOf)).toEqual([]);
    expect(fuzzyScore('', { name: 'JSON', terms: [], description: '' })).toBe(0);
  });

  it.each([
    ['a prefix of the name', 'form', 9],
    ['a part of the name', 'matt', 6],
    ['letters in order from a word start', 'fmt', 3],
    ['a keyword', 'pretty', 6],
    ['the description', 'valid', 3],
  ])('scores %s', (_name, query, score) => {
    expect(
      fuzzyScore(query, { name: 'JSON Formatter', terms: ['pretty', 'json-formatter'], description: 'Validate it' }),
    ).toBe(score);
  });

  it('keeps the given order for equal scores', () => {
    const items = ['alpha one', 'alpha two'];
    expect(fuzzySearch('alpha', items, (name) => ({ name, terms: [], description: '' }))).toEqual(items);
  });
});
