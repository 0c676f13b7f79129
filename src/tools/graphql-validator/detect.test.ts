import { describe, expect, it } from 'vitest';
import { SAMPLE_INPUT, SAMPLE_SCHEMA } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

describe('graphql-validator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['its schema sample', SAMPLE_SCHEMA],
    ['a named query', 'query GetUser($id: ID!) {\n  user(id: $id) { name }\n}'],
    ['a mutation', 'mutation {\n  like(id: 1) { count }\n}'],
    ['a fragment', 'fragment UserParts on User {\n  id\n  name\n}'],
    ['a commented query', '# Fetch the hero\nquery {\n  hero { name }\n}'],
    ['a schema', 'schema {\n  query: Query\n}'],
    ['a type', 'type Query {\n  users(first: Int): [User!]!\n}'],
  ])('recognizes %s', (_name, text) => {
    expect(score(text)).toBe(0.9);
  });

  it('suggests itself for an anonymous query', () => {
    expect(score('{\n  hero {\n    name\n  }\n}')).toBe(0.6);
  });

  it.each([
    ['JSON', '{\n  "query": "x",\n  "a": 1\n}'],
    ['a TypeScript interface', 'interface User {\n  name: string;\n  id: number;\n}'],
    ['a TypeScript type', 'type User = {\n  name: string;\n};'],
    ['JavaScript', 'function query() {\n  return 1;\n}'],
    ['SQL', 'SELECT * FROM query WHERE id = 1;'],
    ['prose', 'The query { is here } and the type Query { is not closed'],
    ['a JS block', '{ foo(); }'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });
});
