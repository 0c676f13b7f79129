/**
 * YAML ⇄ lossless JSON values (`lossless-json.ts`), for the YAML-to-JSON and JSON-to-YAML converters.
 *
 * Both directions keep numbers as text, so `12345678901234567890` and `1.50` survive any number of trips:
 * - reading, YAML 1.2 core-schema numbers become `JsonNumber`s holding their JSON spelling (`0x1F` → `31`,
 *   `+.5` → `0.5`, decimals exactly as written), and mappings become `Map`s keyed by text, in source order;
 * - writing, a `JsonNumber` is printed exactly as its text, and a string that any YAML reader (1.1 or 1.2,
 *   or this module) would take for something else is quoted.
 *
 * Reading is js-yaml 5 with a schema of our own: the core schema plus merge keys (`<<`), with every tag it
 * does not know read by its node kind (a tagged scalar is text), because JSON has no tags. Errors are
 * `ToolError`s naming the line and column.
 */
import {
  CORE_SCHEMA,
  DEFAULT_SCALAR_STYLE_RULES,
  DUMP_SCHEMA,
  NOT_RESOLVED,
  YAMLException,
  defineMappingTag,
  defineScalarTag,
  defineSequenceTag,
  dump,
  EVENT_ID,
  floatYaml11Tag,
  intYaml11Tag,
  loadAll,
  mergeTag,
  parseEvents,
  realMapTag,
  type ScalarLayout,
} from 'js-yaml';
import { JsonNumber, type JsonObject, type LosslessJson } from './lossless-json';
import { formatCount } from './format';
import { TextOutput } from './text-stream';
import { ToolError, describeLocation, type TextLocation } from './tool-error';

/**
 * Deeper than any real document. js-yaml's parser and writer recurse per level, and a Web Worker's stack is
 * the smallest they run on: measured in Chromium 156, reading stopped past about 750 levels there (2000 on
 * the page). Both directions use this limit, so whatever one writes, the other reads.
 */
const MAX_DEPTH = 500;
/** js-yaml counts nodes from 0 and refuses a node at `maxDepth`, so this lets exactly MAX_DEPTH levels in. */
const PARSER_OPTIONS = { maxDepth: MAX_DEPTH + 1 };

/** Merge keys copy keys; a document with more merged keys than this is an attack, not a configuration. */
const MAX_MERGED_KEYS = 1_000_000;

/** A YAML float with no JSON form (`.inf`, `-.inf`, `.nan`), kept as written until it is reported. */
class NonFiniteNumber {
  constructor(readonly source: string) {}
}

const INT_IMPLICIT = /^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$/;
const INT_EXPLICIT = /^(?:[-+]?0b[01]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$/;
const FLOAT = /^([-+]?)([0-9]*)(?:\.([0-9]*))?([eE][-+]?[0-9]+)?$/;
const FLOAT_SPECIAL = /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/** The JSON spelling of a YAML 1.2 integer, every digit kept: `+007` → `7`, `0x1F` → `31`, `-0o17` → `-15`. */
function intToJson(source: string, isExplicit: boolean): JsonNumber | typeof NOT_RESOLVED {
  if (!(isExplicit ? INT_EXPLICIT : INT_IMPLICIT).test(source)) return NOT_RESOLVED;
  const negative = source.startsWith('-');
  const unsigned = source.replace(/^[-+]/, '');
  const digits = /^0[box]/.test(unsigned) ? BigInt(unsigned).toString() : unsigned.replace(/^0+(?=[0-9])/, '');
  return new JsonNumber(negative ? `-${digits}` : digits);
}

/** The JSON spelling of a YAML 1.2 float, every digit kept: `+.5` → `0.5`, `1.` → `1`, `007.10` → `7.10`. */
function floatToJson(source: string): JsonNumber | NonFiniteNumber | typeof NOT_RESOLVED {
  if (FLOAT_SPECIAL.test(source)) return new NonFiniteNumber(source);
  const match = FLOAT.exec(source);
  if (!match) return NOT_RESOLVED;
  const [, sign = '', whole = '', fraction, exponent = ''] = match;
  // At least one digit before or after the point ('.' and '.e1' are text).
  if (whole === '' && !fraction) return NOT_RESOLVED;
  const integerPart = whole.replace(/^0+(?=[0-9])/, '') || '0';
  const fractionPart = fraction ? `.${fraction}` : '';
  return new JsonNumber(`${sign === '-' ? '-' : ''}${integerPart}${fractionPart}${exponent}`);
}

const intTag = defineScalarTag('tag:yaml.org,2002:int', {
  implicit: true,
  implicitFirstChars: ['-', '+', ...'0123456789'],
  resolve: (source, isExplicit) => intToJson(source, isExplicit),
  identify: () => false,
});

const floatTag = defineScalarTag('tag:yaml.org,2002:float', {
  implicit: true,
  implicitFirstChars: ['-', '+', '.', ...'0123456789'],
  resolve: (source) => floatToJson(source),
  identify: () => false,
});

/**
 * In a message, where the location goes. Messages from the tags below are built before the location is known
 * (js-yaml adds it), and read better with it in the middle. Control characters never reach a message
 * unescaped (keys are quoted with JSON.stringify), so this one cannot clash with the user's text.
 */
const AT = '\u0001';

/** Why a value cannot go into JSON, or null if it can. */
function nonFiniteReason(value: unknown, subject: string): string | null {
  if (!(value instanceof NonFiniteNumber)) return null;
  const kind = /nan/i.test(value.source)
    ? 'not a number'
    : value.source.startsWith('-')
      ? 'negative infinity'
      : 'infinity';
  return `${subject} ${AT} is ${value.source} (${kind}), which JSON cannot represent; quote it ('${value.source}') to keep it as text`;
}

/** The JSON key for a YAML key: text as is, and numbers, booleans and null as their JSON spelling. */
function keyText(key: unknown): string | null {
  if (typeof key === 'string') return key;
  if (key === null) return 'null';
  if (typeof key === 'boolean') return String(key);
  if (key instanceof JsonNumber) return key.text;
  if (key instanceof NonFiniteNumber) return key.source;
  return null;
}

const sequenceOf = (tagName: string, matchByTagPrefix: boolean) =>
  defineSequenceTag<LosslessJson[]>(tagName, {
    matchByTagPrefix,
    create: () => [],
    addItem: (items, item) => {
      const nonFinite = nonFiniteReason(item, 'the item');
      if (nonFinite) return nonFinite;
      items.push(item as LosslessJson);
    },
    // An identity `finalize` makes js-yaml refuse an alias inside the node it names (`&a [*a]`), which
    // would otherwise build a structure that contains itself and has no JSON form.
    finalize: (items) => items,
    identify: () => false,
  });

const mappingOf = (tagName: string, matchByTagPrefix: boolean) =>
  defineMappingTag<JsonObject>(tagName, {
    matchByTagPrefix,
    create: () => new Map(),
    addPair: (object, key, value) => {
      const text = keyText(key);
      if (text === null)
        return `a ${Array.isArray(key) ? 'sequence' : 'mapping'} used as a key ${AT} has no JSON form: JSON keys are text`;
      // js-yaml reports the key's position.
      const nonFinite = nonFiniteReason(value, `the value of the key ${JSON.stringify(text)}`);
      if (nonFinite) return nonFinite;
      object.set(text, value as LosslessJson);
      return '';
    },
    has: (object, key) => {
      const text = keyText(key);
      return text !== null && object.has(text);
    },
    keys: (object) => object.keys(),
    get: (object, key) => object.get(key as string),
    finalize: (object) => object,
    identify: () => false,
  });

/** Tags JSON cannot express (`!local`, `!!binary`, `!!set`, `tag:example.com,2000:app/foo`) read by node kind. */
const anyScalarTag = defineScalarTag<string>('', {
  matchByTagPrefix: true,
  resolve: (source) => source,
  identify: () => false,
});

const LOAD_SCHEMA = CORE_SCHEMA.withTags(
  intTag,
  floatTag,
  mergeTag,
  sequenceOf('tag:yaml.org,2002:seq', false),
  mappingOf('tag:yaml.org,2002:map', false),
  anyScalarTag,
  sequenceOf('', true),
  mappingOf('', true),
);

/** js-yaml's reasons are lower-case phrases; a few are worded for programmers rather than for our users. */
function explain(reason: string): string {
  const recursive = /^recursive alias "(.*)"/.exec(reason);
  if (recursive)
    return `The alias *${recursive[1]} ${AT} is inside the node it refers to; JSON cannot hold a structure that contains itself`;
  if (reason.startsWith('nesting exceeded maxDepth')) return `The YAML is nested more than ${MAX_DEPTH} levels deep`;
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

/** Puts "at line L, column C" where the message asks for it, or at its end. */
function placeLocation(message: string, location: TextLocation | null): string {
  const where = location ? `at ${describeLocation(location)}` : '';
  if (message.includes(AT)) return location ? message.replace(AT, where) : message.replace(` ${AT}`, '');
  return where ? `${message} ${where}` : message;
}

/**
 * Line and column (1-based; columns in characters) of an offset. YAML ends lines at \n, \r\n and a lone \r,
 * as js-yaml's own marks count them; only called for an error, so a linear scan is fine.
 */
function locateInYaml(source: string, position: number): TextLocation {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < position; index += 1) {
    const code = source.charCodeAt(index);
    if (code === 0x0a || (code === 0x0d && source.charCodeAt(index + 1) !== 0x0a)) {
      line += 1;
      lineStart = index + 1;
    }
  }
  return { line, column: Array.from(source.slice(lineStart, position)).length + 1, offset: position };
}

const COMPLEX_KEY = / used as a key /;

/**
 * Where js-yaml's constructor points is the start of a scalar's value or an alias's name: for a message, the
 * opening quote or the `*` reads better. A collection used as a key it places at 0, so that is searched for.
 */
function errorPosition(source: string, reason: string, position: number): number {
  if (COMPLEX_KEY.test(reason) && position === 0) return firstCollectionKeyPosition(source);
  const isConstructorError =
    reason.includes(AT) || /^(?:duplicated mapping key|unidentified alias|recursive alias)/.test(reason);
  return isConstructorError && /["'*]/.test(source.charAt(position - 1)) ? position - 1 : position;
}

/** A flow collection's bracket or a quoted scalar's quote, and where (if anywhere) it is closed. */
interface Opener {
  char: '[' | '{' | '"' | "'";
  offset: number;
  /** Its line, 1-based, as locateInYaml counts them. */
  line: number;
  /** Where the matching bracket or quote is; -1 if none is. */
  close: number;
  /** A bracket of the other kind that closed it (`[1, 2}`), and where. */
  closedBy?: { char: string; offset: number };
}

const IS_BLANK = (char: string | undefined) => char === ' ' || char === '\t';
const IS_LINE_END = (char: string | undefined) => char === '\n' || char === '\r';

/**
 * Whether a quote or bracket at `index` starts a node, and so opens a quoted scalar or a flow collection: at the
 * start of a line, after `[`, `{` or `,`, after an indicator (`: `, `- `, `? `), or after an anchor or a tag. Anywhere
 * else in block context it is a character of a plain scalar (`it's`, `a[1]`).
 */
function startsNode(source: string, index: number, inFlow: boolean): boolean {
  let before = index - 1;
  // An anchor or tag may stand before the node: `&a [1]`, `!!str "x"`. Past a few, this is not YAML anyway.
  for (let properties = 0; properties < 8; properties += 1) {
    const blankEnd = before;
    while (IS_BLANK(source[before])) before -= 1;
    const char = source[before];
    if (before < 0 || IS_LINE_END(char) || char === '[' || char === '{' || char === ',') return true;
    const blanks = before < blankEnd;
    if (char === ':') return blanks || inFlow;
    if (char === '-' || char === '?') return blanks && (before === 0 || /[\s]/.test(source[before - 1]!));
    if (!blanks) return false;
    let wordStart = before;
    while (wordStart > 0 && !/\s/.test(source[wordStart - 1]!)) wordStart -= 1;
    if (source[wordStart] !== '&' && source[wordStart] !== '!') return false;
    before = wordStart - 1;
  }
  return false;
}

/**
 * The brackets and quotes of a YAML text, each with where it is closed: a light scan, run only once js-yaml has
 * refused the text, to say which `[`, `{` or quote was left open (js-yaml reports where it stopped, often a line
 * later: "deficient indentation"). It skips comments and block scalars, and reads quotes and brackets only where
 * they start a node. Linear in the text.
 */
function scanOpeners(source: string): Opener[] {
  const openers: Opener[] = [];
  const flow: Opener[] = [];
  let quote: Opener | null = null;
  /** While reading a block scalar's lines: the indentation of the line that introduced it. */
  let blockParent = -1;
  let line = 0;
  for (let index = 0; index < source.length;) {
    const lineStart = index;
    line += 1;
    let indent = 0;
    while (source[lineStart + indent] === ' ') indent += 1;
    let lineEnd = lineStart;
    while (lineEnd < source.length && !IS_LINE_END(source[lineEnd])) lineEnd += 1;
    // Lines end at \n, \r\n or a lone \r, as js-yaml counts them.
    index = lineEnd + (source[lineEnd] === '\r' && source[lineEnd + 1] === '\n' ? 2 : 1);
    const blank = lineStart + indent >= lineEnd || IS_BLANK(source[lineStart + indent]);
    if (blockParent !== -1 && (blank || indent > blockParent)) continue;
    blockParent = -1;
    for (let at = lineStart; at < lineEnd; at += 1) {
      const char = source[at]!;
      if (quote) {
        if (quote.char === '"' && char === '\\') at += 1;
        else if (char === quote.char) {
          if (char === "'" && source[at + 1] === "'") at += 1;
          else {
            quote.close = at;
            quote = null;
          }
        }
        continue;
      }
      if (char === '#' && (at === lineStart || IS_BLANK(source[at - 1]))) break;
      if ((char === '"' || char === "'") && startsNode(source, at, flow.length > 0)) {
        quote = { char, offset: at, line, close: -1 };
        openers.push(quote);
      } else if ((char === '[' || char === '{') && (flow.length > 0 || startsNode(source, at, false))) {
        const opener: Opener = { char, offset: at, line, close: -1 };
        flow.push(opener);
        openers.push(opener);
      } else if ((char === ']' || char === '}') && flow.length > 0) {
        const opener = flow.pop()!;
        if ((opener.char === '[') === (char === ']')) opener.close = at;
        else opener.closedBy = { char, offset: at };
      } else if (
        (char === '|' || char === '>') &&
        flow.length === 0 &&
        startsNode(source, at, false) &&
        /^[|>][0-9+-]*[ \t]*(?:#.*)?$/.test(source.slice(at, lineEnd))
      ) {
        blockParent = indent;
        break;
      }
    }
  }
  return openers;
}

const COLLECTION_NAMES = { '[': ['flow sequence', ']'], '{': ['flow mapping', '}'] } as const;

/**
 * js-yaml's error said again for a bracket or quote left open: where it opened, which is what needs fixing, where
 * js-yaml only says where it stopped reading ("deficient indentation" on the line after `list: [1, 2`). Null
 * when the scan finds no such opener before the place js-yaml stopped.
 */
function unclosedError(source: string, reason: string, stop: number): ToolError | null {
  const openers = scanOpeners(source);
  const stopLocation = locateInYaml(source, stop);
  const atEnd = source.slice(stop).trim() === '';
  const stopped = atEnd
    ? 'the text ends first'
    : `reading on, the parser stopped at ${describeLocation(stopLocation)}: ${reason}`;
  const at = (offset: number) => describeLocation(locateInYaml(source, offset));
  // A bracket closed by the other kind, at or before the place the parser stopped.
  const mismatched = openers.find((opener) => opener.closedBy && opener.closedBy.offset <= stop);
  if (mismatched && (mismatched.char === '[' || mismatched.char === '{')) {
    const [name, closer] = COLLECTION_NAMES[mismatched.char];
    return new ToolError(
      `The "${mismatched.char}" at ${at(mismatched.offset)} is closed by "${mismatched.closedBy!.char}" at ${at(mismatched.closedBy!.offset)}: end the ${name} with "${closer}"`,
      locateInYaml(source, mismatched.offset),
    );
  }
  // Open where the parser stopped, and opened on an earlier line (or the text ended): innermost first.
  const open = openers.filter(
    (opener) =>
      opener.offset < stop &&
      (opener.close === -1 || opener.close >= stop) &&
      (atEnd || opener.line < stopLocation.line),
  );
  for (const opener of open.reverse()) {
    if (opener.char === '"' || opener.char === "'") {
      // A quoted string may go on over lines; it is the culprit when the parser stopped for that.
      if (!/^(?:deficient indentation|unexpected end of the stream)/.test(reason)) continue;
      const kind = opener.char === '"' ? 'double-quoted' : 'single-quoted';
      return new ToolError(
        `The ${opener.char} at ${at(opener.offset)} opens a ${kind} string that is not closed on its line, so it runs on: end it with ${opener.char} (${stopped})`,
        locateInYaml(source, opener.offset),
      );
    }
    // A flow collection may go on over lines too: only one never closed anywhere is named.
    if (opener.close !== -1 || opener.closedBy) continue;
    const [name, closer] = COLLECTION_NAMES[opener.char];
    return new ToolError(
      `The "${opener.char}" at ${at(opener.offset)} is never closed: end the ${name} with "${closer}" (${stopped})`,
      locateInYaml(source, opener.offset),
    );
  }
  return null;
}

function toToolError(error: unknown, source: string): ToolError {
  if (error instanceof YAMLException) {
    const mark = error.mark;
    if (mark) {
      const unclosed = unclosedError(source, error.reason, mark.position);
      if (unclosed) return unclosed;
    }
    const location = mark ? locateInYaml(source, errorPosition(source, error.reason, mark.position)) : null;
    return new ToolError(placeLocation(explain(error.reason), location), location ?? undefined);
  }
  // Strings longer than the engine allows, or (the parser recurses per level) a stack smaller than MAX_DEPTH needs.
  if (error instanceof RangeError) return new ToolError('The YAML is too large or too deeply nested to convert');
  throw error;
}

/** Where the first sequence or mapping used as a mapping key starts: only needed for an error, so parsed again then. */
function firstCollectionKeyPosition(source: string): number {
  // The open documents, sequences and mappings; in a mapping, keys and values alternate.
  const open: { isMapping: boolean; nextIsKey: boolean }[] = [];
  for (const event of parseEvents(source, PARSER_OPTIONS)) {
    if (event.type === EVENT_ID.POP) {
      open.pop();
      continue;
    }
    if (event.type === EVENT_ID.DOCUMENT) {
      open.push({ isMapping: false, nextIsKey: false });
      continue;
    }
    const parent = open[open.length - 1];
    const isCollection = event.type === EVENT_ID.SEQUENCE || event.type === EVENT_ID.MAPPING;
    if (parent?.isMapping) {
      if (parent.nextIsKey && isCollection) return event.start;
      parent.nextIsKey = !parent.nextIsKey;
    }
    if (isCollection) open.push({ isMapping: event.type === EVENT_ID.MAPPING, nextIsKey: true });
  }
  return 0;
}

/** Where document `index` of the stream starts its content: only needed for an error, so parsed again then. */
function documentContentPosition(source: string, index: number): number {
  let documentsSeen = -1;
  for (const event of parseEvents(source, PARSER_OPTIONS)) {
    if (event.type === EVENT_ID.DOCUMENT) documentsSeen += 1;
    else if (documentsSeen === index && event.type === EVENT_ID.SCALAR) return event.valueStart;
  }
  return 0;
}

/**
 * Aliases let a few lines stand for an exponentially large document ("billion laughs"). Before anything
 * writes the values out, their expanded size is measured, roughly in output characters, stopping as soon as
 * it passes the limit, so the walk costs at most the limit.
 */
function checkExpandedSize(documents: readonly LosslessJson[], limit: number): void {
  let size = 0;
  const pending: LosslessJson[] = [...documents];
  while (pending.length > 0) {
    const value = pending.pop() as LosslessJson;
    if (typeof value === 'string') size += value.length + 4;
    else if (value instanceof JsonNumber) size += value.text.length + 2;
    else if (Array.isArray(value)) {
      size += 4;
      for (const item of value) pending.push(item);
    } else if (value instanceof Map) {
      size += 4;
      for (const [key, item] of value) {
        size += key.length + 6;
        pending.push(item);
      }
    } else size += 6;
    if (size > limit) {
      throw new ToolError(
        `Aliases expand this YAML to more than ${formatCount(limit)} characters of JSON, too large to write out (is it a "billion laughs" document?)`,
      );
    }
  }
}

/** Aliases may expand a document this many times over (and a small one to this many characters) before it is refused. */
const EXPANSION_FACTOR = 10;
const MIN_EXPANSION_LIMIT = 20_000_000;

/**
 * Reads every document of a YAML stream as lossless JSON values. Anchors and aliases are resolved, merge
 * keys (`<<`) are applied; numbers keep their digits; scalar keys become text; collection keys, `.inf` and
 * `.nan` are refused, with where they are.
 */
export function parseLosslessYaml(source: string): LosslessJson[] {
  let loaded: unknown[];
  try {
    loaded = loadAll(source, { ...PARSER_OPTIONS, schema: LOAD_SCHEMA, maxTotalMergeKeys: MAX_MERGED_KEYS });
  } catch (error) {
    throw toToolError(error, source);
  }
  const documents = loaded.map((document, index) => {
    // A document that is only a scalar has no container to refuse `.inf` for it.
    const nonFinite = nonFiniteReason(document, loaded.length > 1 ? `document ${index + 1}` : 'the document');
    if (nonFinite) {
      const location = locateInYaml(source, documentContentPosition(source, index));
      throw new ToolError(placeLocation(explain(nonFinite), location), location);
    }
    // An empty document (`---` with nothing after it) is null, as in YAML.
    return (document ?? null) as LosslessJson;
  });
  checkExpandedSize(documents, Math.max(MIN_EXPANSION_LIMIT, EXPANSION_FACTOR * source.length));
  return documents;
}

/** Writes numbers as plain scalars, exactly as their text; a custom tag so no other rule touches them. */
const JSON_NUMBER_TAG = 'tag:devtoolbox,2026:json-number';
const jsonNumberTag = defineScalarTag<JsonNumber>(JSON_NUMBER_TAG, {
  implicit: true,
  // Never used to read: it only picks `JsonNumber`s when writing.
  implicitFirstChars: [],
  resolve: () => NOT_RESOLVED,
  identify: (value) => value instanceof JsonNumber,
  represent: (value: JsonNumber) => value.text,
});

/**
 * The dump schema decides which strings need quotes: those its implicit tags would read as something else.
 * js-yaml's own covers YAML 1.1 and 1.2 forms; ours adds the numbers only our reader accepts (`1e400`,
 * a 400-digit hex integer), so a string is never read back as a number.
 */
const WRITE_SCHEMA = DUMP_SCHEMA.withTags(
  {
    ...intYaml11Tag,
    resolve: (source, isExplicit, tagName) => {
      const yaml11 = intYaml11Tag.resolve(source, isExplicit, tagName);
      return yaml11 === NOT_RESOLVED ? intToJson(source, isExplicit) : yaml11;
    },
  },
  {
    ...floatYaml11Tag,
    resolve: (source, isExplicit, tagName) => {
      const yaml11 = floatYaml11Tag.resolve(source, isExplicit, tagName);
      return yaml11 === NOT_RESOLVED ? floatToJson(source) : yaml11;
    },
  },
  realMapTag,
  jsonNumberTag,
);

const keepNumbersPlain = Object.values(DEFAULT_SCALAR_STYLE_RULES).map((rule) => (layout: ScalarLayout) => {
  if (layout.node.tag !== JSON_NUMBER_TAG) rule(layout);
});

/** Whether the value nests more than `limit` arrays and objects; iterative, as the value may be deeper still. */
function nestsDeeperThan(value: LosslessJson, limit: number): boolean {
  const pending: { value: LosslessJson; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop() as { value: LosslessJson; depth: number };
    if (!Array.isArray(current) && !(current instanceof Map)) continue;
    if (depth + 1 > limit) return true;
    for (const item of current.values()) pending.push({ value: item, depth: depth + 1 });
  }
  return false;
}

/** The value as one YAML document written in one call; exported for the test that holds the writer to it. */
export function dumpYaml(value: LosslessJson): string {
  return dump(value, {
    schema: WRITE_SCHEMA,
    indent: 2,
    lineWidth: -1,
    noRefs: true,
    scalarStyleRules: keepNumbersPlain,
  });
}

/** Writes a value as one YAML document: 2-space indent, no line wrapping, no anchors, numbers verbatim. */
export function stringifyLosslessYaml(value: LosslessJson): string {
  if (nestsDeeperThan(value, MAX_DEPTH))
    throw new ToolError(`The data is nested more than ${MAX_DEPTH} levels deep, too deep to write as YAML`);
  try {
    // A top-level sequence or mapping is written an entry at a time: the entries' documents, joined, are the
    // whole one's text (checked by a property test), and in a worker the page shows the first entries while
    // the rest are written.
    const entries = Array.isArray(value)
      ? value.map((item) => [item])
      : value instanceof Map
        ? [...value].map((entry) => new Map([entry]))
        : [];
    if (entries.length === 0) return dumpYaml(value);
    const output = new TextOutput();
    for (const entry of entries) output.append(dumpYaml(entry));
    return output.finish();
  } catch (error) {
    // Strings stop at 2^29 characters.
    if (error instanceof RangeError) throw new ToolError('The result is too large to hold as text');
    throw error;
  }
}
