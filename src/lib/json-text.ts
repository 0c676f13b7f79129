/**
 * A strict, lossless JSON re-formatter for the JSON formatter and minifier tools.
 *
 * It accepts exactly what `JSON.parse` accepts (RFC 8259), but never builds values: every string and number
 * token is copied from the input as written, so big integers, exponents, escapes and duplicate keys survive.
 * Only the whitespace between tokens changes, laid out exactly as `JSON.stringify` would lay it out.
 *
 * It runs on documents of tens of megabytes in a worker, so it is one pass over `charCodeAt` with no
 * recursion (an explicit stack of open containers instead, so any nesting depth works) and no allocation
 * per character; the output is built by appending slices of the input to strings, which V8 keeps as ropes
 * (trees of pieces) instead of copying. On a 20 MB document it takes less time than
 * `JSON.stringify(JSON.parse(text), null, 2)`.
 */
import { describeLocation, locate, ToolError } from './tool-error';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const SPACE = 0x20;
const QUOTE = 0x22;
const PLUS = 0x2b;
const COMMA = 0x2c;
const MINUS = 0x2d;
const DOT = 0x2e;
const SLASH = 0x2f;
const DIGIT_0 = 0x30;
const DIGIT_1 = 0x31;
const DIGIT_9 = 0x39;
const COLON = 0x3a;
const UPPER_A = 0x41;
const UPPER_E = 0x45;
const UPPER_F = 0x46;
const OPEN_BRACKET = 0x5b;
const BACKSLASH = 0x5c;
const CLOSE_BRACKET = 0x5d;
const LOWER_A = 0x61;
const LOWER_B = 0x62;
const LOWER_E = 0x65;
const LOWER_F = 0x66;
const LOWER_N = 0x6e;
const LOWER_R = 0x72;
const LOWER_T = 0x74;
const LOWER_U = 0x75;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** Line breaks up to this depth take at most 1000²/2 indentation units of memory. */
const MAX_FLAT_BREAK_DEPTH = 1000;

/** Big enough that joining the chunks costs nothing, small enough that a chunk's pieces die young. */
const CHUNK_LENGTH = 1 << 16;

/** Matches nothing; running it makes the engine flatten its subject. */
const FLATTENS_SUBJECT = /^(?!)/;

/**
 * Makes V8 copy a rope into one flat string, so its many small pieces can be collected young. A regular
 * expression needs a flat subject, and V8 flattens it in place, in every tier (reading a character does so
 * only in some: measured in Chromium 156, it left the first runs three times slower). Other engines are
 * free to do otherwise; the result is the same string either way.
 */
function flatten(rope: string): string {
  FLATTENS_SUBJECT.test(rope);
  return rope;
}

/**
 * Re-formats JSON text: `indent` is the unit of indentation (`'  '` for pretty output, `''` for minified).
 * Throws a `ToolError` saying what is wrong and where if `text` is not valid JSON.
 */
export function reformatJson(text: string, indent: string): string {
  try {
    return layOut(text, indent);
  } catch (error) {
    // Indented output grows with the square of the nesting depth, and V8 strings stop at 2^29 characters:
    // past some 20000 levels, appending throws a RangeError, possibly before a syntax error further on is
    // reached. Minified output is never longer than the text, so a minifying pass finds that error; if there
    // is none, the JSON is valid but cannot be indented.
    if (!(error instanceof RangeError) || indent === '') throw error;
    layOut(text, '');
    throw new ToolError('The JSON is valid, but too deeply nested to indent: the result would be longer than a string can be');
  }
}

function layOut(text: string, indent: string): string {
  const length = text.length;
  const colon = indent === '' ? ':' : ': ';
  // `breaks[depth]` is what goes between two items of a container at that depth: a newline and the
  // indentation in pretty output, nothing in minified output. Built on first use, as most documents are
  // shallow. Flat strings are the fastest to copy into the output (1.5x faster than ropes on a document
  // 12 levels deep), but past MAX_FLAT_BREAK_DEPTH they stay ropes that share the characters of the level
  // above, as flat ones take memory growing with the square of the depth (2.5 GB for 50000 levels).
  const breaks: string[] = [indent === '' ? '' : '\n'];
  const lineBreak = (depth: number): string => {
    for (let known = breaks.length; known <= depth; known += 1) {
      const deeper = (breaks[known - 1] as string) + indent;
      breaks.push(known <= MAX_FLAT_BREAK_DEPTH ? flatten(deeper) : deeper);
    }
    return breaks[depth] as string;
  };
  // `inObject[depth - 1]` says whether the container open at that depth is an object (else an array).
  const inObject: boolean[] = [];
  let depth = 0;
  // The output so far is `done + out`. Appending millions of small slices to one rope keeps millions of
  // small strings alive until the end, and the garbage collector then spends most of the time copying them
  // (measured: 3-4x slower). So the rope is cut into chunks of about CHUNK_LENGTH characters, each flattened
  // into one flat string as soon as it is complete, which lets its pieces die young.
  let done = '';
  let out = '';

  let position = skipWhitespace(text, 0);
  if (position === length) fail(text, 'Empty input: expected a JSON value', position);

  for (;;) {
    // A value starts at `position` (whitespace already skipped).
    const code = text.charCodeAt(position);
    if (code === QUOTE) {
      const end = scanString(text, position);
      out += text.slice(position, end);
      position = end;
    } else if ((code >= DIGIT_0 && code <= DIGIT_9) || code === MINUS) {
      const end = scanNumber(text, position);
      out += text.slice(position, end);
      position = end;
    } else if (code === OPEN_BRACE) {
      position = skipWhitespace(text, position + 1);
      if (text.charCodeAt(position) === CLOSE_BRACE) {
        out += '{}';
        position += 1;
      } else {
        inObject[depth] = true;
        depth += 1;
        out += '{' + lineBreak(depth);
        const keyEnd = scanPropertyName(text, position, false);
        out += text.slice(position, keyEnd) + colon;
        position = skipColon(text, keyEnd);
        continue;
      }
    } else if (code === OPEN_BRACKET) {
      position = skipWhitespace(text, position + 1);
      if (text.charCodeAt(position) === CLOSE_BRACKET) {
        out += '[]';
        position += 1;
      } else {
        if (position === length) fail(text, 'Unexpected end of input: unclosed array', position);
        inObject[depth] = false;
        depth += 1;
        out += '[' + lineBreak(depth);
        continue;
      }
    } else if (code === LOWER_T) {
      position = scanLiteral(text, position, 'true');
      out += 'true';
    } else if (code === LOWER_F) {
      position = scanLiteral(text, position, 'false');
      out += 'false';
    } else if (code === LOWER_N) {
      position = scanLiteral(text, position, 'null');
      out += 'null';
    } else if (position === length) {
      fail(text, 'Unexpected end of input: expected a value', position);
    } else {
      fail(text, `Unexpected character ${describeCharacter(text, position)}: expected a value`, position);
    }

    // A value just ended: close the containers it completes, until a comma says another value follows.
    for (;;) {
      position = skipWhitespace(text, position);
      if (depth === 0) {
        if (position < length) fail(text, `Unexpected ${describeCharacter(text, position)} after the end of the JSON value`, position);
        return done + out;
      }
      const next = text.charCodeAt(position);
      if (inObject[depth - 1] === true) {
        if (next === COMMA) {
          position = skipWhitespace(text, position + 1);
          const keyEnd = scanPropertyName(text, position, true);
          out += ',' + lineBreak(depth) + text.slice(position, keyEnd) + colon;
          position = skipColon(text, keyEnd);
          if (out.length > CHUNK_LENGTH) {
            done += flatten(out);
            out = '';
          }
          break;
        }
        if (next === CLOSE_BRACE) {
          depth -= 1;
          out += lineBreak(depth) + '}';
          position += 1;
          continue;
        }
        if (position === length) fail(text, 'Unexpected end of input: unclosed object', position);
        fail(text, `Expected ',' or '}' after a property value, found ${describeCharacter(text, position)}`, position);
      } else {
        if (next === COMMA) {
          position = skipWhitespace(text, position + 1);
          if (text.charCodeAt(position) === CLOSE_BRACKET) fail(text, "Unexpected ']': trailing comma in array", position);
          out += ',' + lineBreak(depth);
          if (out.length > CHUNK_LENGTH) {
            done += flatten(out);
            out = '';
          }
          break;
        }
        if (next === CLOSE_BRACKET) {
          depth -= 1;
          out += lineBreak(depth) + ']';
          position += 1;
          continue;
        }
        if (position === length) fail(text, 'Unexpected end of input: unclosed array', position);
        fail(text, `Expected ',' or ']' after an array item, found ${describeCharacter(text, position)}`, position);
      }
    }
  }
}

/** Number of bytes the text takes in UTF-8, without allocating an encoded copy. */
export function utf8ByteLength(text: string): number {
  const length = text.length;
  // One byte per UTF-16 unit, plus the extra bytes of the non-ASCII ones.
  let bytes = length;
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) continue;
    if (code < 0x800) {
      bytes += 1;
    } else if (code >= 0xd800 && code <= 0xdbff && index + 1 < length && isLowSurrogate(text.charCodeAt(index + 1))) {
      // A surrogate pair: two UTF-16 units, four bytes.
      bytes += 2;
      index += 1;
    } else {
      // Other BMP characters, and lone surrogates, which encoders replace with U+FFFD (also 3 bytes).
      bytes += 2;
    }
  }
  return bytes;
}

/** Number of lines ('\n' count + 1; 0 for the empty string). */
export function countLines(text: string): number {
  if (text === '') return 0;
  let lines = 1;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lines += 1;
  return lines;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function skipWhitespace(text: string, position: number): number {
  const length = text.length;
  while (position < length) {
    const code = text.charCodeAt(position);
    if (code !== SPACE && code !== LINE_FEED && code !== CARRIAGE_RETURN && code !== TAB) break;
    position += 1;
  }
  return position;
}

/** Checks that a property name starts at `position`; returns where it ends. */
function scanPropertyName(text: string, position: number, afterComma: boolean): number {
  if (text.charCodeAt(position) === QUOTE) return scanString(text, position);
  if (position === text.length) fail(text, afterComma ? 'Unexpected end of input: expected a property name' : 'Unexpected end of input: unclosed object', position);
  return fail(text, `Expected a double-quoted property name, found ${describeCharacter(text, position)}`, position);
}

/** Skips the colon after a property name and the whitespace around it; returns where the value starts. */
function skipColon(text: string, position: number): number {
  position = skipWhitespace(text, position);
  if (text.charCodeAt(position) !== COLON) {
    if (position === text.length) fail(text, "Unexpected end of input: expected ':' after a property name", position);
    fail(text, `Expected ':' after a property name, found ${describeCharacter(text, position)}`, position);
  }
  return skipWhitespace(text, position + 1);
}

/** Validates the string whose opening quote is at `start`; returns the position after its closing quote. */
function scanString(text: string, start: number): number {
  const length = text.length;
  let position = start + 1;
  while (position < length) {
    const code = text.charCodeAt(position);
    if (code === QUOTE) return position + 1;
    if (code === BACKSLASH) {
      position = scanEscape(text, position);
    } else if (code < SPACE) {
      fail(text, `Control character ${formatCodePoint(code)} must be escaped in a string`, position);
    } else {
      position += 1;
    }
  }
  return fail(text, 'Unexpected end of input: unterminated string', length);
}

/** Validates the escape sequence whose backslash is at `start`; returns the position after it. */
function scanEscape(text: string, start: number): number {
  const length = text.length;
  if (start + 1 >= length) fail(text, 'Unexpected end of input: unterminated string', length);
  const code = text.charCodeAt(start + 1);
  if (
    code === QUOTE || code === BACKSLASH || code === SLASH || code === LOWER_B ||
    code === LOWER_F || code === LOWER_N || code === LOWER_R || code === LOWER_T
  ) {
    return start + 2;
  }
  if (code === LOWER_U) {
    for (let index = start + 2; index < start + 6; index += 1) {
      if (index >= length) fail(text, 'Unexpected end of input: unterminated string', length);
      if (!isHexDigit(text.charCodeAt(index))) fail(text, 'Invalid \\u escape: expected 4 hex digits', start);
    }
    return start + 6;
  }
  const escaped = text.codePointAt(start + 1) ?? 0;
  const sequence = isVisible(escaped) ? `'\\${String.fromCodePoint(escaped)}'` : `'\\' followed by ${formatCodePoint(escaped)}`;
  return fail(text, `Invalid escape sequence ${sequence} in string`, start);
}

function isHexDigit(code: number): boolean {
  return (code >= DIGIT_0 && code <= DIGIT_9) || (code >= UPPER_A && code <= UPPER_F) || (code >= LOWER_A && code <= LOWER_F);
}

function isDigit(code: number): boolean {
  return code >= DIGIT_0 && code <= DIGIT_9;
}

/** Validates the number starting at `start` (a digit or '-'); returns the position after it. */
function scanNumber(text: string, start: number): number {
  let position = start;
  if (text.charCodeAt(position) === MINUS) position += 1;
  const first = text.charCodeAt(position);
  if (first === DIGIT_0) {
    position += 1;
    if (isDigit(text.charCodeAt(position))) fail(text, 'Invalid number: leading zeros are not allowed', position - 1);
  } else if (first >= DIGIT_1 && first <= DIGIT_9) {
    position += 1;
    while (isDigit(text.charCodeAt(position))) position += 1;
  } else {
    fail(text, "Invalid number: expected a digit after '-'", position);
  }
  if (text.charCodeAt(position) === DOT) {
    position += 1;
    if (!isDigit(text.charCodeAt(position))) fail(text, "Invalid number: expected a digit after '.'", position);
    while (isDigit(text.charCodeAt(position))) position += 1;
  }
  const exponent = text.charCodeAt(position);
  if (exponent === LOWER_E || exponent === UPPER_E) {
    position += 1;
    const sign = text.charCodeAt(position);
    if (sign === PLUS || sign === MINUS) position += 1;
    if (!isDigit(text.charCodeAt(position))) fail(text, 'Invalid number: expected a digit in the exponent', position);
    while (isDigit(text.charCodeAt(position))) position += 1;
  }
  return position;
}

/** Checks that `literal` is spelled out at `start`; returns the position after it. */
function scanLiteral(text: string, start: number, literal: string): number {
  for (let index = 1; index < literal.length; index += 1) {
    const position = start + index;
    if (text.charCodeAt(position) === literal.charCodeAt(index)) continue;
    if (position >= text.length) fail(text, `Unexpected end of input: expected '${literal}'`, position);
    fail(text, `Unexpected character ${describeCharacter(text, position)}: expected '${literal}'`, position);
  }
  return start + literal.length;
}

/** Control, format, separator, space, unassigned and lone surrogate characters: shown by code, not as themselves. */
const INVISIBLE = /^[\p{C}\p{Z}]/u;

function isVisible(codePoint: number): boolean {
  return !INVISIBLE.test(String.fromCodePoint(codePoint));
}

/** The character at `position`, for a message: `'x'` if it can be seen (`"'"` for a quote), `U+XXXX` if not. */
function describeCharacter(text: string, position: number): string {
  const codePoint = text.codePointAt(position) ?? 0;
  if (!isVisible(codePoint)) return formatCodePoint(codePoint);
  const character = String.fromCodePoint(codePoint);
  return character === "'" ? `"'"` : `'${character}'`;
}

function formatCodePoint(codePoint: number): string {
  return 'U+' + codePoint.toString(16).toUpperCase().padStart(4, '0');
}

function fail(text: string, what: string, position: number): never {
  const location = locate(text, position);
  throw new ToolError(`${what} at ${describeLocation(location)} (position ${location.offset})`, location);
}
