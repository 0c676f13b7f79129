import { GraphQLError, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import kitchenSinkQuery from './conformance/graphql-js/kitchen-sink.graphql?raw';
import kitchenSinkSdl from './conformance/graphql-js/schema-kitchen-sink.graphql?raw';
import { parseExplained } from './explaining-parser';
import { SAMPLE_INPUT } from './samples';

/** The syntax error's message and place, as "message @line:column". */
function errorOf(parser: (text: string) => unknown, text: string): string {
  try {
    parser(text);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const [place] = error.locations ?? [];
    return `${error.message} @${place?.line}:${place?.column}`;
  }
  return 'parsed';
}

const VALUE = 'a value (a variable, a number, a string, true, false, null, an enum value, a list or an object)';

describe('parseExplained says what was expected where graphql-js says only "Unexpected"', () => {
  // [document, what graphql-js says, what the tool says]
  it.each([
    [
      'query {\n  hero(episode: ) {\n    name\n  }\n}\n',
      'Syntax Error: Unexpected ")". @2:17',
      `Syntax Error: Expected ${VALUE}, found ")". @2:17`,
    ],
    ['{ a(x: [1, ) }', 'Syntax Error: Unexpected ")". @1:12', `Syntax Error: Expected ${VALUE}, found ")". @1:12`],
    ['{ a(x: {k: }) }', 'Syntax Error: Unexpected "}". @1:12', `Syntax Error: Expected ${VALUE}, found "}". @1:12`],
    [
      'query Q($a: Int = ) { a }',
      'Syntax Error: Unexpected ")". @1:19',
      'Syntax Error: Expected a constant value (a number, a string, true, false, null, an enum value, a list or an object; no variable), found ")". @1:19',
    ],
    [
      'quer { a }',
      'Syntax Error: Unexpected Name "quer". @1:1',
      'Syntax Error: Expected a definition: query, mutation, subscription, fragment, a selection set "{", or a type system definition (schema, scalar, type, interface, union, enum, input, directive, extend), found Name "quer". @1:1',
    ],
    [
      'fragment on on T { a }',
      'Syntax Error: Unexpected Name "on". @1:10',
      'Syntax Error: Expected a fragment name (any name but "on"), found Name "on". @1:10',
    ],
    [
      'schema { querry: Q }',
      'Syntax Error: Unexpected Name "querry". @1:10',
      'Syntax Error: Expected query, mutation or subscription, found Name "querry". @1:10',
    ],
    [
      'extend foo',
      'Syntax Error: Unexpected Name "foo". @1:8',
      'Syntax Error: Expected what "extend" extends: schema, scalar, type, interface, union, enum, input or directive, found Name "foo". @1:8',
    ],
    [
      'extend type Foo',
      'Syntax Error: Unexpected <EOF>. @1:16',
      'Syntax Error: Expected something to extend the type with: "implements", directives or "{" with fields, found <EOF>. @1:16',
    ],
    // A value read before leaves no expectation behind: the next definition's own is named.
    [
      '{ a(x: [1, {k: 2}]) } )',
      'Syntax Error: Unexpected ")". @1:23',
      'Syntax Error: Expected a definition: query, mutation, subscription, fragment, a selection set "{", or a type system definition (schema, scalar, type, interface, union, enum, input, directive, extend), found ")". @1:23',
    ],
    [
      'directive @d on FOO',
      'Syntax Error: Unexpected Name "FOO". @1:17',
      'Syntax Error: Expected a directive location (QUERY, MUTATION, FIELD, FRAGMENT_SPREAD, OBJECT, FIELD_DEFINITION, ARGUMENT_DEFINITION, ENUM_VALUE...), found Name "FOO". @1:17',
    ],
  ])('%j', (text, before, after) => {
    expect(errorOf(parse, text)).toBe(before);
    expect(errorOf(parseExplained, text)).toBe(after);
  });

  // What graphql-js already words well stays as it is.
  it.each(['type T { a: Int = }', 'query Q($a: Int = $b) { a }', '{ a(: 1) }', '{ a'])(
    '%j: as graphql-js says',
    (text) => {
      expect(errorOf(parseExplained, text)).toBe(errorOf(parse, text));
    },
  );

  it.each([
    ['the sample', SAMPLE_INPUT],
    ['the kitchen sink', kitchenSinkQuery],
    ['the schema kitchen sink', kitchenSinkSdl],
  ])('reads %s as graphql-js does', (_name, text) => {
    expect(print(parseExplained(text))).toBe(print(parse(text)));
  });
});
