import {
  ExecutableDefinitionsRule,
  UniqueOperationNamesRule,
  LoneAnonymousOperationRule,
  SingleFieldSubscriptionsRule,
  KnownTypeNamesRule,
  FragmentsOnCompositeTypesRule,
  VariablesAreInputTypesRule,
  ScalarLeafsRule,
  FieldsOnCorrectTypeRule,
  UniqueFragmentNamesRule,
  KnownFragmentNamesRule,
  NoUnusedFragmentsRule,
  PossibleFragmentSpreadsRule,
  NoFragmentCyclesRule,
  UniqueVariableNamesRule,
  NoUndefinedVariablesRule,
  NoUnusedVariablesRule,
  KnownDirectivesRule,
  UniqueDirectivesPerLocationRule,
  KnownArgumentNamesRule,
  UniqueArgumentNamesRule,
  ValuesOfCorrectTypeRule,
  ProvidedRequiredArgumentsRule,
  VariablesInAllowedPositionRule,
  OverlappingFieldsCanBeMergedRule,
  UniqueInputFieldNamesRule,
  MaxIntrospectionDepthRule,
  GraphQLError,
  Kind,
  ValidationContext,
  buildASTSchema,
  getVariableValues,
  parse,
  print,
  specifiedRules,
  validate,
  validateSchema,
  type ASTNode,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
// validateSDL is what buildSchema runs first; imported from its module, it reports each SDL error with its
// place instead of throwing them joined in one message.
import { validateSDL } from 'graphql/validation/validate';
import { findValueRanges } from '../../lib/json-source';
import { escapePointerSegment } from '../../lib/json-pointer';
import { parseLosslessJson } from '../../lib/lossless-json';
import { LineIndex, type DocumentProblem } from '../../lib/problems';
import { isToolError } from '../../lib/tool-error';
import { parseExplained } from './explaining-parser';
import { DOCUMENT_PANE, MAX_ERRORS, SCHEMA_PANE, VARIABLES_PANE } from './samples';

export * from './samples';

export interface OperationSummary {
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  /** The deepest nesting of selections, fragments expanded. */
  depth: number;
}

export interface DocumentStats {
  operations: OperationSummary[];
  fragments: number;
  /** Field selections written in the document (each written once, fragments not expanded). */
  fields: number;
  /** The deepest operation's depth. */
  depth: number;
  /** Type-system definitions and extensions (SDL). */
  typeDefinitions: number;
}

export interface GraphqlReport {
  problems: DocumentProblem[];
  /** The document as `print` writes it; null if it does not parse. */
  formatted: string | null;
  stats: DocumentStats | null;
  /** Where the schema came from: the schema pane, the document's own type definitions, or nowhere. */
  schemaSource: 'pane' | 'document' | 'none';
  /** Whether operations were checked against a schema (false: only the checks that need no schema ran). */
  validatedAgainstSchema: boolean;
  /** The operation the variables were checked against. */
  variablesOperation: string | null;
  /** Validation stopped at MAX_ERRORS. */
  limitReached: boolean;
}

interface PaneText {
  text: string;
  index: LineIndex;
  pane: string;
}

const paneText = (text: string, pane: string): PaneText => ({ text, index: new LineIndex(text), pane });

/** A graphql-js error as a problem in its pane, underlining its first token. */
function errorProblem(
  error: GraphQLError,
  source: PaneText,
  { code, severity = 'error' }: { code?: string; severity?: DocumentProblem['severity'] } = {},
): DocumentProblem {
  const node = error.nodes?.[0];
  const offset =
    error.positions?.[0] ??
    node?.loc?.start ??
    (error.locations?.[0] ? source.index.offsetAt(error.locations[0].line, error.locations[0].column, 'utf16') : 0);
  const token = node?.loc?.startToken;
  const length = token && token.start === offset ? token.end - token.start : 1;
  return source.index.problem(severity, error.message, offset, {
    length,
    input: source.pane,
    ...(code ? { code } : {}),
  });
}

type Parsed = { document: DocumentNode; problem: null } | { document: null; problem: DocumentProblem };

function parseDocument(source: PaneText): Parsed {
  try {
    return { document: parseExplained(source.text), problem: null };
  } catch (error) {
    if (error instanceof GraphQLError)
      return { document: null, problem: errorProblem(error, source, { code: 'syntax' }) };
    if (error instanceof RangeError)
      return {
        document: null,
        problem: source.index.problem('error', 'The document is nested too deeply to read', 0, {
          input: source.pane,
          code: 'syntax',
        }),
      };
    throw error;
  }
}

const isExecutable = (definition: DefinitionNode) =>
  definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION;

/** The standard rules by name: function names do not survive minifying. */
const RULE_NAMES = new Map<ValidationRule, string>([
  [ExecutableDefinitionsRule, 'ExecutableDefinitionsRule'],
  [UniqueOperationNamesRule, 'UniqueOperationNamesRule'],
  [LoneAnonymousOperationRule, 'LoneAnonymousOperationRule'],
  [SingleFieldSubscriptionsRule, 'SingleFieldSubscriptionsRule'],
  [KnownTypeNamesRule, 'KnownTypeNamesRule'],
  [FragmentsOnCompositeTypesRule, 'FragmentsOnCompositeTypesRule'],
  [VariablesAreInputTypesRule, 'VariablesAreInputTypesRule'],
  [ScalarLeafsRule, 'ScalarLeafsRule'],
  [FieldsOnCorrectTypeRule, 'FieldsOnCorrectTypeRule'],
  [UniqueFragmentNamesRule, 'UniqueFragmentNamesRule'],
  [KnownFragmentNamesRule, 'KnownFragmentNamesRule'],
  [NoUnusedFragmentsRule, 'NoUnusedFragmentsRule'],
  [PossibleFragmentSpreadsRule, 'PossibleFragmentSpreadsRule'],
  [NoFragmentCyclesRule, 'NoFragmentCyclesRule'],
  [UniqueVariableNamesRule, 'UniqueVariableNamesRule'],
  [NoUndefinedVariablesRule, 'NoUndefinedVariablesRule'],
  [NoUnusedVariablesRule, 'NoUnusedVariablesRule'],
  [KnownDirectivesRule, 'KnownDirectivesRule'],
  [UniqueDirectivesPerLocationRule, 'UniqueDirectivesPerLocationRule'],
  [KnownArgumentNamesRule, 'KnownArgumentNamesRule'],
  [UniqueArgumentNamesRule, 'UniqueArgumentNamesRule'],
  [ValuesOfCorrectTypeRule, 'ValuesOfCorrectTypeRule'],
  [ProvidedRequiredArgumentsRule, 'ProvidedRequiredArgumentsRule'],
  [VariablesInAllowedPositionRule, 'VariablesInAllowedPositionRule'],
  [OverlappingFieldsCanBeMergedRule, 'OverlappingFieldsCanBeMergedRule'],
  [UniqueInputFieldNamesRule, 'UniqueInputFieldNamesRule'],
  [MaxIntrospectionDepthRule, 'MaxIntrospectionDepthRule'],
]);

/** The rules that need no schema: checked when there is none, so a lone query still gets a useful check. */
const SCHEMA_FREE_RULES = new Set([
  'ExecutableDefinitionsRule',
  'UniqueOperationNamesRule',
  'LoneAnonymousOperationRule',
  'UniqueFragmentNamesRule',
  'KnownFragmentNamesRule',
  'NoUnusedFragmentsRule',
  'NoFragmentCyclesRule',
  'UniqueVariableNamesRule',
  'NoUndefinedVariablesRule',
  'NoUnusedVariablesRule',
  'UniqueArgumentNamesRule',
  'UniqueInputFieldNamesRule',
]);

const PLACEHOLDER_SCHEMA_SDL = 'type Query { placeholder: Boolean }';

/**
 * The standard rules, each wrapped so that its errors carry its name (graphql-js reports errors without
 * saying which rule found them).
 */
function namedRules(rules: readonly ValidationRule[], names: Map<GraphQLError, string>): ValidationRule[] {
  return rules.map((rule) => {
    const name = RULE_NAMES.get(rule) ?? 'validation';
    return (context: ValidationContext) => {
      const tagging = Object.create(context) as ValidationContext;
      tagging.reportError = (error: GraphQLError) => {
        names.set(error, name);
        context.reportError(error);
      };
      return rule(tagging);
    };
  });
}

/** Reads a schema from SDL: its syntax, the SDL rules, then the schema rules; null when any fails. */
function buildCheckedSchema(
  document: DocumentNode,
  source: PaneText,
  problems: DocumentProblem[],
): GraphQLSchema | null {
  const sdlErrors = validateSDL(document);
  for (const error of sdlErrors) problems.push(errorProblem(error, source, { code: 'sdl' }));
  if (sdlErrors.length > 0) return null;
  const schema = buildASTSchema(document, { assumeValidSDL: true });
  const schemaErrors = validateSchema(schema);
  for (const error of schemaErrors) problems.push(errorProblem(error, source, { code: 'schema' }));
  return schemaErrors.length > 0 ? null : schema;
}

/**
 * Checks a GraphQL document: its syntax; its operations against the schema (from the schema pane, or the
 * document's own type definitions) with every standard validation rule; the schema itself; and the
 * variables JSON against the operation's variable types. Also prints the document and counts what it has.
 */
export function checkGraphql(input: string, schemaText: string, variablesText: string): GraphqlReport {
  const problems: DocumentProblem[] = [];
  const documentSource = paneText(input, DOCUMENT_PANE);
  const report: GraphqlReport = {
    problems,
    formatted: null,
    stats: null,
    schemaSource: 'none',
    validatedAgainstSchema: false,
    variablesOperation: null,
    limitReached: false,
  };

  const parsed = parseDocument(documentSource);
  if (parsed.problem) problems.push(parsed.problem);
  const document = parsed.document;
  if (document) {
    report.formatted = print(document);
    report.stats = documentStats(document);
  }

  // The schema: the schema pane's, or else the document's own type definitions.
  let schema: GraphQLSchema | null = null;
  let schemaInvalid = false;
  if (schemaText.trim() !== '') {
    report.schemaSource = 'pane';
    const schemaSource = paneText(schemaText, SCHEMA_PANE);
    const schemaParsed = parseDocument(schemaSource);
    if (schemaParsed.problem) problems.push(schemaParsed.problem);
    else {
      const executable = schemaParsed.document.definitions.find(isExecutable);
      if (executable) {
        problems.push(
          schemaSource.index.problem(
            'error',
            'The schema pane holds type definitions (SDL) only: move operations and fragments to the document',
            executable.loc?.start ?? 0,
            { input: SCHEMA_PANE, code: 'sdl', length: executable.loc?.startToken.next?.end ?? 1 },
          ),
        );
      } else schema = buildCheckedSchema(schemaParsed.document, schemaSource, problems);
    }
    schemaInvalid = schema === null;
  } else if (document && document.definitions.some((definition) => !isExecutable(definition))) {
    report.schemaSource = 'document';
    const typeSystem = {
      ...document,
      definitions: document.definitions.filter((definition) => !isExecutable(definition)),
    };
    schema = buildCheckedSchema(typeSystem, documentSource, problems);
    schemaInvalid = schema === null;
  }

  const operations = document?.definitions.filter(isExecutable) ?? [];
  if (document && operations.length > 0) {
    const executableDocument = report.schemaSource === 'document' ? { ...document, definitions: operations } : document;
    const names = new Map<GraphQLError, string>();
    const rules = schema
      ? specifiedRules
      : specifiedRules.filter((rule) => SCHEMA_FREE_RULES.has(RULE_NAMES.get(rule) ?? ''));
    if (!schemaInvalid) {
      const errors = validate(
        schema ?? buildASTSchema(parse(PLACEHOLDER_SCHEMA_SDL)),
        executableDocument,
        namedRules(rules, names),
        {
          maxErrors: MAX_ERRORS,
        },
      );
      for (const error of errors) {
        const rule = names.get(error);
        if (!rule) report.limitReached = true;
        problems.push(errorProblem(error, documentSource, rule ? { code: rule } : {}));
      }
      report.validatedAgainstSchema = schema !== null;
    }
  }

  if (variablesText.trim() !== '') checkVariables(variablesText, document, schema, report);
  return report;
}

function checkVariables(
  text: string,
  document: DocumentNode | null,
  schema: GraphQLSchema | null,
  report: GraphqlReport,
): void {
  const source = paneText(text, VARIABLES_PANE);
  let values: unknown;
  try {
    parseLosslessJson(text);
    values = JSON.parse(text);
  } catch (error) {
    report.problems.push({
      severity: 'error',
      message: `The variables are not valid JSON: ${(error instanceof Error ? error.message : String(error)).replace(/ at line \d+, column \d+ \(position \d+\)$/, '')}`,
      at:
        isToolError(error) && error.location
          ? { ...error.location, input: VARIABLES_PANE }
          : source.index.locate(0, VARIABLES_PANE),
      code: 'json-syntax',
    });
    return;
  }
  if (values === null || typeof values !== 'object' || Array.isArray(values)) {
    report.problems.push(
      source.index.problem('error', 'The variables must be a JSON object: { "name": value, ... }', 0, {
        input: VARIABLES_PANE,
        code: 'variables',
      }),
    );
    return;
  }
  if (!document || !schema) return;
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operations.find((candidate) => (candidate.variableDefinitions?.length ?? 0) > 0) ?? operations[0];
  if (!operation) return;
  report.variablesOperation = operation.name?.value ?? 'the anonymous operation';
  const definitions = operation.variableDefinitions ?? [];
  const { errors } = getVariableValues(schema, definitions, values as Record<string, unknown>, {
    maxErrors: MAX_ERRORS,
  });
  const documentSource = paneText(document.loc?.source.body ?? '', DOCUMENT_PANE);
  const pointers = definitions.map((definition) => `/${escapePointerSegment(definition.variable.name.value)}`);
  const ranges = findValueRanges(text, pointers);
  for (const error of errors ?? []) {
    const node = error.nodes?.[0];
    const name =
      node?.kind === Kind.VARIABLE_DEFINITION
        ? node.variable.name.value
        : /Variable "\$(\w+)"/.exec(error.message)?.[1];
    const range = name === undefined ? undefined : ranges.get(`/${escapePointerSegment(name)}`);
    report.problems.push(
      range
        ? source.index.problem('error', error.message, range.start, {
            length: range.end - range.start,
            input: VARIABLES_PANE,
            code: 'variables',
          })
        : errorProblem(error, documentSource, { code: 'variables' }),
    );
  }
  // Variables the operation does not declare are ignored by servers: worth a warning.
  const declared = new Set(definitions.map((definition) => definition.variable.name.value));
  const extra = Object.keys(values).filter((key) => !declared.has(key));
  if (extra.length > 0) {
    const extraRanges = findValueRanges(
      text,
      extra.map((key) => `/${escapePointerSegment(key)}`),
    );
    for (const key of extra.slice(0, MAX_ERRORS)) {
      const range = extraRanges.get(`/${escapePointerSegment(key)}`);
      report.problems.push(
        source.index.problem(
          'warning',
          `"${key}" is not a variable of ${report.variablesOperation}: it is ignored`,
          range?.start ?? 0,
          { length: range ? range.end - range.start : 1, input: VARIABLES_PANE, code: 'variables' },
        ),
      );
    }
  }
}

/** Operations with their depth, fragments, fields; fragments expanded for depth, with a guard for cycles. */
export function documentStats(document: DocumentNode): DocumentStats {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let typeDefinitions = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind !== Kind.OPERATION_DEFINITION) typeDefinitions += 1;
  }
  const fragmentDepths = new Map<string, number>();
  const selectionDepth = (selectionSet: SelectionSetNode | undefined, visiting: Set<string>): number => {
    if (!selectionSet) return 0;
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD)
        deepest = Math.max(deepest, 1 + selectionDepth(selection.selectionSet, visiting));
      else if (selection.kind === Kind.INLINE_FRAGMENT)
        deepest = Math.max(deepest, selectionDepth(selection.selectionSet, visiting));
      else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        let depth = fragmentDepths.get(name);
        if (depth === undefined) {
          visiting.add(name);
          depth = selectionDepth(fragment.selectionSet, visiting);
          visiting.delete(name);
          fragmentDepths.set(name, depth);
        }
        deepest = Math.max(deepest, depth);
      }
    }
    return deepest;
  };
  const operations: OperationSummary[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION)
      operations.push({
        name: definition.name?.value ?? '(anonymous)',
        type: definition.operation as OperationSummary['type'],
        depth: selectionDepth(definition.selectionSet, new Set()),
      });
  }
  return {
    operations,
    fragments: fragments.size,
    fields: countFields(document),
    depth: operations.reduce((deepest, operation) => Math.max(deepest, operation.depth), 0),
    typeDefinitions,
  };
}

/** Field selections, counted without recursion. */
function countFields(document: DocumentNode): number {
  let count = 0;
  const pending: ASTNode[] = [...document.definitions];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.kind === Kind.FIELD) count += 1;
    // One at a time: spreading a huge selection set into push() overflows the stack.
    if ('selectionSet' in node && node.selectionSet)
      for (const selection of node.selectionSet.selections) pending.push(selection);
  }
  return count;
}
