/**
 * graphql-js's parser, saying what it expected where it found something else. Where it expects one token it
 * says so itself ('Expected Name, found ")"'), but where several constructs could start it only says
 * 'Unexpected ")"'. Each parse method that can end that way is wrapped to say what it was reading, and the
 * innermost one names what was expected: 'Expected a value (a variable, ...), found ")"'.
 */
import {
  syntaxError,
  type ConstValueNode,
  type DocumentNode,
  type GraphQLError,
  type Token,
  type ValueNode,
} from 'graphql';
// The parser class is not exported from the package's index; it is from its module, as graphql-js documents.
import { Parser } from 'graphql/language/parser';

const VALUE = 'a value (a variable, a number, a string, true, false, null, an enum value, a list or an object)';
const CONST_VALUE =
  'a constant value (a number, a string, true, false, null, an enum value, a list or an object; no variable)';
const DEFINITION =
  'a definition: query, mutation, subscription, fragment, a selection set "{", or a type system definition (schema, scalar, type, interface, union, enum, input, directive, extend)';
const EXTENSION = (what: string, additions: string) => `something to extend ${what} with: ${additions}`;

/** What each wrapped method reads, said as what it expects at its start. */
const EXPECTING = {
  parseDefinition: DEFINITION,
  parseOperationType: 'query, mutation or subscription',
  parseFragmentName: 'a fragment name (any name but "on")',
  parseTypeSystemExtension: 'what "extend" extends: schema, scalar, type, interface, union, enum, input or directive',
  parseSchemaExtension: EXTENSION('the schema', 'directives or "{" with operation types'),
  parseScalarTypeExtension: EXTENSION('the scalar', 'directives'),
  parseObjectTypeExtension: EXTENSION('the type', '"implements", directives or "{" with fields'),
  parseInterfaceTypeExtension: EXTENSION('the interface', '"implements", directives or "{" with fields'),
  parseUnionTypeExtension: EXTENSION('the union', 'directives or "=" with member types'),
  parseEnumTypeExtension: EXTENSION('the enum', 'directives or "{" with values'),
  parseInputObjectTypeExtension: EXTENSION('the input type', 'directives or "{" with fields'),
  parseDirectiveDefinitionExtension: EXTENSION('the directive', 'directives'),
  parseDirectiveLocation:
    'a directive location (QUERY, MUTATION, FIELD, FRAGMENT_SPREAD, OBJECT, FIELD_DEFINITION, ARGUMENT_DEFINITION, ENUM_VALUE...)',
} as const;

type Wrapped = keyof typeof EXPECTING;

class ExplainingParser extends Parser {
  /** What the methods being run read, innermost last. */
  readonly expecting: string[] = [];

  override unexpected(atToken?: Token | null): GraphQLError {
    const error = super.unexpected(atToken);
    const expected = this.expecting.at(-1);
    const found = /^Syntax Error: Unexpected (.*)\.$/s.exec(error.message)?.[1];
    if (!expected || found === undefined) return error;
    return syntaxError(
      this._lexer.source,
      (atToken ?? this._lexer.token).start,
      `Expected ${expected}, found ${found}.`,
    );
  }

  override parseValueLiteral(isConst: true): ConstValueNode;
  override parseValueLiteral(isConst: boolean): ValueNode;
  override parseValueLiteral(isConst: boolean): ValueNode {
    this.expecting.push(isConst ? CONST_VALUE : VALUE);
    try {
      return super.parseValueLiteral(isConst);
    } finally {
      this.expecting.pop();
    }
  }
}

// Each method that ends in unexpected() runs with what it expects on the stack, so a nested call (a directive's
// value inside an extension) has its own, and the method's own is back once it returns.
for (const name of Object.keys(EXPECTING) as Wrapped[]) {
  const original = Parser.prototype[name] as (this: ExplainingParser) => unknown;
  Object.defineProperty(ExplainingParser.prototype, name, {
    value(this: ExplainingParser) {
      this.expecting.push(EXPECTING[name]);
      try {
        return original.call(this);
      } finally {
        this.expecting.pop();
      }
    },
    writable: true,
    configurable: true,
  });
}

/** graphql-js's `parse`, with the messages above. */
export function parseExplained(text: string): DocumentNode {
  return new ExplainingParser(text).parseDocument();
}
