import { describe, expect, it } from 'vitest';
import { sortProblems } from '../../lib/problems';
import {
  DOCUMENT_PANE,
  INVALID_EXAMPLE,
  INVALID_VARIABLES,
  SAMPLE_INPUT,
  SAMPLE_SCHEMA,
  SAMPLE_VARIABLES,
  SCHEMA_PANE,
  VARIABLES_PANE,
  checkGraphql,
} from './core';

const summary = (input: string, schema = SAMPLE_SCHEMA, variables = '') =>
  sortProblems(checkGraphql(input, schema, variables).problems).map((problem) => ({
    message: problem.message,
    code: problem.code,
    pane: problem.at.input,
    line: problem.at.line,
    column: problem.at.column,
  }));

describe('checkGraphql', () => {
  it('finds nothing wrong with the sample, and sums it up', () => {
    const report = checkGraphql(SAMPLE_INPUT, SAMPLE_SCHEMA, SAMPLE_VARIABLES);
    expect(report.problems).toEqual([]);
    expect(report.validatedAgainstSchema).toBe(true);
    expect(report.stats).toEqual({
      operations: [{ name: 'HeroAndFriends', type: 'query', depth: 3 }],
      fragments: 1,
      fields: 7,
      depth: 3,
      typeDefinitions: 0,
    });
    expect(report.variablesOperation).toBe('HeroAndFriends');
    expect(report.formatted).toContain('query HeroAndFriends($episode: Episode = JEDI, $withHeight: Boolean!) {');
  });

  it('reports a syntax error at its line and column, underlining from there', () => {
    expect(summary('query {\n  hero {\n    name\n  \n}\n')).toEqual([
      { message: 'Syntax Error: Expected Name, found <EOF>.', code: 'syntax', pane: DOCUMENT_PANE, line: 6, column: 1 },
    ]);
    expect(summary('query { hero(episode: ) { name } }')[0]).toMatchObject({ line: 1, column: 23, code: 'syntax' });
  });

  it('validates the operation against the schema, each error with its rule and place', () => {
    expect(summary(INVALID_EXAMPLE)).toEqual([
      expect.objectContaining({
        code: 'NoUnusedVariablesRule',
        line: 1,
        column: 16,
        message: 'Variable "$episode" is never used in operation "HeroName".',
      }),
      expect.objectContaining({
        code: 'NoUndefinedVariablesRule',
        line: 2,
        column: 17,
        message: 'Variable "$episod" is not defined by operation "HeroName".',
      }),
      expect.objectContaining({
        code: 'FieldsOnCorrectTypeRule',
        line: 4,
        column: 5,
        message: 'Cannot query field "age" on type "Character". Did you mean "name"?',
      }),
      expect.objectContaining({ code: 'ScalarLeafsRule', line: 5, column: 5, pane: DOCUMENT_PANE }),
    ]);
  });

  it('checks the variables against the operation’s types, in the variables pane', () => {
    const problems = summary(INVALID_EXAMPLE.replace(/\$episod\b/, '$episode'), SAMPLE_SCHEMA, INVALID_VARIABLES);
    expect(problems.filter((problem) => problem.pane === VARIABLES_PANE)).toEqual([
      expect.objectContaining({ code: 'variables', line: 2, column: 14, message: expect.stringContaining('PHANTOM') }),
    ]);
    expect(summary('query($id: ID!) { human(id: $id) { name } }', SAMPLE_SCHEMA, '{}')).toEqual([
      expect.objectContaining({
        pane: DOCUMENT_PANE,
        message: expect.stringContaining('"$id" of required type "ID!" was not provided'),
      }),
    ]);
    expect(summary(SAMPLE_INPUT, SAMPLE_SCHEMA, '{ "episode": "JEDI", "withHeight": true, "extra": 1 }')).toEqual([
      expect.objectContaining({ pane: VARIABLES_PANE, message: expect.stringContaining('"extra" is not a variable') }),
    ]);
    expect(summary(SAMPLE_INPUT, SAMPLE_SCHEMA, '{ "episode": ')[0]).toMatchObject({
      pane: VARIABLES_PANE,
      code: 'json-syntax',
    });
    expect(summary(SAMPLE_INPUT, SAMPLE_SCHEMA, '[1]')[0]).toMatchObject({ pane: VARIABLES_PANE, code: 'variables' });
  });

  it('validates the schema itself, in the schema pane', () => {
    expect(summary('{ a }', 'type Query { a: Missing }\ntype Query { b: Int }')).toEqual([
      expect.objectContaining({
        pane: SCHEMA_PANE,
        line: 1,
        column: 6,
        message: expect.stringContaining('There can be only one type named "Query"'),
      }),
      expect.objectContaining({
        pane: SCHEMA_PANE,
        line: 1,
        column: 17,
        message: expect.stringContaining('Unknown type "Missing"'),
      }),
    ]);
    expect(summary('{ a }', 'type Query { a: Int }\ninterface I { x: Int }\ntype T implements I { y: Int }')).toEqual([
      expect.objectContaining({
        pane: SCHEMA_PANE,
        code: 'schema',
        message: 'Interface field I.x expected but T does not provide it.',
      }),
    ]);
    expect(summary('{ a }', 'type Query {')[0]).toMatchObject({ pane: SCHEMA_PANE, code: 'syntax' });
    expect(summary('{ a }', 'query { a }')[0]).toMatchObject({ pane: SCHEMA_PANE, code: 'sdl' });
  });

  it('checks a schema pasted as the document by itself, and operations beside it against it', () => {
    const report = checkGraphql(SAMPLE_SCHEMA, '', '');
    expect(report).toMatchObject({ problems: [], schemaSource: 'document' });
    expect(report.stats?.typeDefinitions).toBe(9);
    expect(summary(`${SAMPLE_SCHEMA}\nquery { hero { nam } }`, '')).toEqual([
      expect.objectContaining({ code: 'FieldsOnCorrectTypeRule', line: 55, column: 16 }),
    ]);
  });

  it('runs the rules that need no schema when there is none', () => {
    const report = checkGraphql('query A { a }\nquery A { b ...F }', '', '');
    expect(report.validatedAgainstSchema).toBe(false);
    expect(report.problems.map((problem) => problem.code)).toEqual([
      'UniqueOperationNamesRule',
      'KnownFragmentNamesRule',
    ]);
  });

  it('counts depth with fragments expanded, and survives fragment cycles', () => {
    const report = checkGraphql('{ a { ...F } }\nfragment F on T { b { c { ...F } } }', '', '');
    expect(report.stats).toMatchObject({ depth: 3, fields: 3, fragments: 1 });
    expect(report.problems.map((problem) => problem.code)).toEqual(['NoFragmentCyclesRule']);
  });

  it('says when the document is nested too deeply to read', () => {
    const deep = `${'{ a '.repeat(20_000)}${'}'.repeat(20_000)}`;
    const report = checkGraphql(deep, '', '');
    expect(report.problems[0]).toMatchObject({ code: 'syntax' });
  });
});
