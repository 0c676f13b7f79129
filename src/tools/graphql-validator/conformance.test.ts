import { buildSchema, parse, print, specifiedRules, validate, type ValidationRule } from 'graphql';
import { describe, expect, it } from 'vitest';
import harnessSdl from './conformance/graphql-js/harness-schema.graphql?raw';
import kitchenSinkQuery from './conformance/graphql-js/kitchen-sink.graphql?raw';
import examples from './conformance/graphql-js/rule-examples.json';
import kitchenSinkSdl from './conformance/graphql-js/schema-kitchen-sink.graphql?raw';
import { checkGraphql } from './core';

const kitchenSinks = [
  ['kitchenSinkQuery', kitchenSinkQuery],
  ['kitchenSinkSDL', kitchenSinkSdl],
] as const;

interface RuleExample {
  rule: string;
  test: string;
  schema?: { sdl: string; extendsHarness?: boolean };
  query: string;
  errors: { message: string; locations: { line: number; column: number }[] }[];
}

const rulesByName = new Map<string, ValidationRule>(
  specifiedRules.map((rule) => [rule.name, rule] as [string, ValidationRule]),
);
// NoSchemaIntrospectionCustomRule is an optional rule, not one of the standard ones.
const standard = (examples as RuleExample[]).filter((example) => rulesByName.has(example.rule));
const schemaSdl = (example: RuleExample) =>
  example.schema ? `${example.schema.extendsHarness ? harnessSdl : ''}\n${example.schema.sdl}` : harnessSdl;

/** The example through the tool: each expected error, as a problem in the document at its line and column. */
function toolFinds(example: RuleExample): boolean {
  const { problems } = checkGraphql(example.query, schemaSdl(example), '');
  return example.errors.every((expected) =>
    problems.some(
      (problem) =>
        problem.message === expected.message &&
        problem.code === example.rule &&
        problem.at.line === expected.locations[0]!.line &&
        problem.at.column === expected.locations[0]!.column,
    ),
  );
}
const ruleResults = standard.map((example) => ({ example, passed: toolFinds(example) }));
const rulePasses = ruleResults.filter((result) => result.passed).length;

describe(`graphql-js kitchen sinks: ${kitchenSinks.length}/${kitchenSinks.length}`, () => {
  it.each(kitchenSinks)('%s parses, and prints to a document that parses to the same print', (_name, text) => {
    const printed = print(parse(text));
    expect(print(parse(printed))).toBe(printed);
    const report = checkGraphql(text, '', '');
    expect(report.problems.filter((problem) => problem.code === 'syntax')).toEqual([]);
    expect(report.formatted).toBe(printed);
  });
});

describe(`graphql-js rule examples: ${rulePasses}/${standard.length}`, () => {
  it('has an example for every standard rule', () => {
    expect(new Set(standard.map((example) => example.rule))).toEqual(new Set(rulesByName.keys()));
  });

  it.each(standard)('$rule: $test (graphql-js gives the expected errors)', (example) => {
    const errors = validate(buildSchema(schemaSdl(example)), parse(example.query), [rulesByName.get(example.rule)!]);
    expect(errors.map(({ message, locations }) => ({ message, locations }))).toEqual(example.errors);
  });

  it('the tool reports every expected error with its rule, line and column', () => {
    expect(ruleResults.filter((result) => !result.passed).map((result) => result.example.rule)).toEqual([]);
  });
});
