/**
 * A strict, lossless JSON re-formatter for the JSON formatter and minifier tools, and the layout it shares
 * with the lossless writer (`stringifyLosslessJson`): line breaks and the too-deep-to-indent error.
 *
 * It accepts exactly what `JSON.parse` accepts (RFC 8259, checked by the scanner in `json-scan.ts`, which
 * the lossless parser shares), but never builds values: every string and number token is copied from the
 * input as written, so big integers, exponents, escapes and duplicate keys survive.
 * Only the whitespace between tokens changes, laid out exactly as `JSON.stringify` would lay it out.
 *
 * It runs on documents of tens of megabytes in a worker, so it is one pass over `charCodeAt` with no
 * recursion (an explicit stack of open containers instead, so any nesting depth works) and no allocation
 * per character; the output is built by appending slices of the input to strings, which V8 keeps as ropes
 * (trees of pieces) instead of copying. On a 20 MB document it takes less time than
 * `JSON.stringify(JSON.parse(text), null, 2)`.
 */
import {
  QUOTE,
  COMMA,
  MINUS,
  DIGIT_0,
  DIGIT_9,
  OPEN_BRACKET,
  CLOSE_BRACKET,
  LOWER_F,
  LOWER_N,
  LOWER_T,
  OPEN_BRACE,
  CLOSE_BRACE,
  checkEnd,
  failAfterItem,
  failAfterMember,
  failExpectedValue,
  scanLiteral,
  scanNumber,
  scanPropertyName,
  scanString,
  skipColon,
  skipItemComma,
  skipLeadingWhitespace,
  skipOpenBracket,
  skipWhitespace,
} from './json-scan';
import { CHUNK_LENGTH, TextOutput, flatten } from './text-stream';
import { ToolError } from './tool-error';

/** Line breaks up to this depth take at most 1000²/2 indentation units of memory. */
const MAX_FLAT_BREAK_DEPTH = 1000;

/**
 * What goes between two items of a container at each depth, for the unit of indentation `indent`: a newline
 * and the indentation in pretty output, nothing in minified output (`indent` is `''`). Built on first use,
 * as most documents are shallow. Flat strings are the fastest to copy into the output (1.5x faster than
 * ropes on a document 12 levels deep), but past MAX_FLAT_BREAK_DEPTH they stay ropes that share the
 * characters of the level above, as flat ones take memory growing with the square of the depth (2.5 GB for
 * 50000 levels).
 */
export function lineBreaks(indent: string): (depth: number) => string {
  const breaks: string[] = [indent === '' ? '' : '\n'];
  return (depth) => {
    for (let known = breaks.length; known <= depth; known += 1) {
      const deeper = (breaks[known - 1] as string) + indent;
      breaks.push(known <= MAX_FLAT_BREAK_DEPTH ? flatten(deeper) : deeper);
    }
    return breaks[depth] as string;
  };
}

/**
 * Returns `write(indent)`, where `write` lays a document out with the unit of indentation it is given; when
 * the indented text would be longer than a string can be, throws a `ToolError` saying so instead.
 *
 * Indented output grows with the square of the nesting depth, and V8 strings stop at 2^29 characters: past
 * some 20000 levels, appending throws a RangeError, possibly before a syntax error further on is reached.
 * Minified output is never longer than its source, so a minifying pass finds that error; if there is none,
 * the document is valid but cannot be indented.
 */
export function indentOrExplain<T>(write: (indent: string) => T, indent: string): T {
  try {
    return write(indent);
  } catch (error) {
    if (!(error instanceof RangeError) || indent === '') throw error;
    write('');
    throw new ToolError(
      'The JSON is valid, but too deeply nested to indent: the result would be longer than a string can be',
    );
  }
}

/**
 * Re-formats JSON text: `indent` is the unit of indentation (`'  '` for pretty output, `''` for minified).
 * Throws a `ToolError` saying what is wrong and where if `text` is not valid JSON.
 */
export function reformatJson(text: string, indent: string): string {
  return reformatJsonCountingLines(text, indent).text;
}

/** As `reformatJson`, also giving the number of lines of the result, counted as it is laid out. */
export function reformatJsonCountingLines(text: string, indent: string): { text: string; lines: number } {
  return indentOrExplain((unit) => layOut(text, unit), indent);
}

function layOut(text: string, indent: string): { text: string; lines: number } {
  const colon = indent === '' ? ':' : ': ';
  const breakAtDepth = lineBreaks(indent);
  // Every line break of the output is one of these (a JSON string cannot hold a raw one).
  let lines = 1;
  const lineBreak = (depth: number) => {
    if (indent !== '') lines += 1;
    return breakAtDepth(depth);
  };
  // `inObject[depth - 1]` says whether the container open at that depth is an object (else an array).
  const inObject: boolean[] = [];
  let depth = 0;
  // The output so far is `done` and then `out`: the hot loop appends to a local string, and hands `done` a
  // chunk of CHUNK_LENGTH characters at a time, which it flattens (and, in a worker, sends as it grows).
  const done = new TextOutput();
  let out = '';

  let position = skipLeadingWhitespace(text);

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
      position = skipOpenBracket(text, position);
      if (text.charCodeAt(position) === CLOSE_BRACKET) {
        out += '[]';
        position += 1;
      } else {
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
    } else {
      failExpectedValue(text, position);
    }

    // A value just ended: close the containers it completes, until a comma says another value follows.
    for (;;) {
      position = skipWhitespace(text, position);
      if (depth === 0) {
        checkEnd(text, position);
        done.append(out);
        return { text: done.finish(), lines };
      }
      const next = text.charCodeAt(position);
      if (inObject[depth - 1] === true) {
        if (next === COMMA) {
          position = skipWhitespace(text, position + 1);
          const keyEnd = scanPropertyName(text, position, true);
          out += ',' + lineBreak(depth) + text.slice(position, keyEnd) + colon;
          position = skipColon(text, keyEnd);
          if (out.length > CHUNK_LENGTH) {
            done.append(out);
            out = '';
          }
          break;
        }
        if (next !== CLOSE_BRACE) failAfterMember(text, position);
        depth -= 1;
        out += lineBreak(depth) + '}';
        position += 1;
      } else {
        if (next === COMMA) {
          position = skipItemComma(text, position);
          out += ',' + lineBreak(depth);
          if (out.length > CHUNK_LENGTH) {
            done.append(out);
            out = '';
          }
          break;
        }
        if (next !== CLOSE_BRACKET) failAfterItem(text, position);
        depth -= 1;
        out += lineBreak(depth) + ']';
        position += 1;
      }
    }
  }
}

/**
 * The UTF-8 size of `output`, a re-formatting of `source` whose UTF-8 size is `sourceBytes`. Re-formatting
 * copies every token as written and only adds or removes ASCII whitespace, one byte a UTF-16 unit, so the
 * size changes by exactly the change in length: this saves a pass over an output of tens of megabytes.
 */
export function reformattedByteLength(source: string, sourceBytes: number, output: string): number {
  return sourceBytes + output.length - source.length;
}
