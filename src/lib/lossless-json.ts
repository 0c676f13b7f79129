/**
 * A strict JSON parser that builds values without losing anything `JSON.parse` would lose:
 * - numbers stay as their source text (`JsonNumber`), so `12345678901234567890` and `1.50` keep their digits;
 * - objects are `Map`s, so keys keep their order as written (a plain object would move integer-like keys
 *   first) and a key named `__proto__` is an ordinary key.
 * Duplicate keys behave as in `JSON.parse`: the last value wins, at the place where the key first appeared.
 *
 * It accepts exactly what `JSON.parse` accepts (RFC 8259) and reports errors as `ToolError`s naming the line
 * and column: it reads the text with the scanner `reformatJson` uses (`json-scan.ts`), so both say the same
 * thing about the same mistake. It uses an explicit stack of open containers instead of recursion, so any
 * nesting depth parses; on tens of megabytes it runs in a worker.
 *
 * The writer, `stringifyLosslessJson`, gives the text back, compact or indented as `JSON.stringify` would.
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
import { indentOrExplain, lineBreaks } from './json-text';
import { CHUNK_LENGTH, TextOutput } from './text-stream';

/** A JSON number, kept exactly as it was written. */
export class JsonNumber {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type LosslessJson = null | boolean | string | JsonNumber | LosslessJson[] | JsonObject;
export type JsonObject = Map<string, LosslessJson>;

export function isJsonObject(value: LosslessJson): value is JsonObject {
  return value instanceof Map;
}

/** An open array, or an open object with the key whose value is being read. */
type OpenContainer =
  | { array: LosslessJson[]; object?: undefined; key?: undefined }
  | { array?: undefined; object: JsonObject; key: string };

/** Parses JSON text; throws a `ToolError` saying what is wrong and where if it is not valid JSON. */
export function parseLosslessJson(text: string): LosslessJson {
  const open: OpenContainer[] = [];
  let position = skipLeadingWhitespace(text);

  for (;;) {
    // A value starts at `position` (whitespace already skipped).
    let value: LosslessJson;
    const code = text.charCodeAt(position);
    if (code === QUOTE) {
      const end = scanString(text, position);
      value = decodeString(text, position, end);
      position = end;
    } else if ((code >= DIGIT_0 && code <= DIGIT_9) || code === MINUS) {
      const end = scanNumber(text, position);
      value = new JsonNumber(text.slice(position, end));
      position = end;
    } else if (code === OPEN_BRACE) {
      position = skipWhitespace(text, position + 1);
      if (text.charCodeAt(position) === CLOSE_BRACE) {
        value = new Map();
        position += 1;
      } else {
        const keyEnd = scanPropertyName(text, position, false);
        open.push({ object: new Map(), key: decodeString(text, position, keyEnd) });
        position = skipColon(text, keyEnd);
        continue;
      }
    } else if (code === OPEN_BRACKET) {
      position = skipOpenBracket(text, position);
      if (text.charCodeAt(position) === CLOSE_BRACKET) {
        value = [];
        position += 1;
      } else {
        open.push({ array: [] });
        continue;
      }
    } else if (code === LOWER_T) {
      position = scanLiteral(text, position, 'true');
      value = true;
    } else if (code === LOWER_F) {
      position = scanLiteral(text, position, 'false');
      value = false;
    } else if (code === LOWER_N) {
      position = scanLiteral(text, position, 'null');
      value = null;
    } else {
      return failExpectedValue(text, position);
    }

    // A value just ended: store it in its container and close the containers it completes, until a comma
    // says another value follows.
    for (;;) {
      position = skipWhitespace(text, position);
      const container = open[open.length - 1];
      if (container === undefined) {
        checkEnd(text, position);
        return value;
      }
      const next = text.charCodeAt(position);
      if (container.object) {
        container.object.set(container.key, value);
        if (next === COMMA) {
          position = skipWhitespace(text, position + 1);
          const keyEnd = scanPropertyName(text, position, true);
          container.key = decodeString(text, position, keyEnd);
          position = skipColon(text, keyEnd);
          break;
        }
        if (next !== CLOSE_BRACE) failAfterMember(text, position);
        value = container.object;
      } else {
        container.array.push(value);
        if (next === COMMA) {
          position = skipItemComma(text, position);
          break;
        }
        if (next !== CLOSE_BRACKET) failAfterItem(text, position);
        value = container.array;
      }
      open.pop();
      position += 1;
    }
  }
}

/** The value of the string token from `start` (its opening quote) to `end` (after its closing quote). */
function decodeString(text: string, start: number, end: number): string {
  const content = text.slice(start + 1, end - 1);
  // The token is already validated, so the built-in parser can only succeed; most strings have no escapes.
  return content.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : content;
}

export interface LosslessJsonLayout {
  /**
   * The unit of indentation: `''` (the default) for compact text, `'  '` for the layout of
   * `JSON.stringify(value, null, 2)`.
   */
  indent?: string;
  /**
   * Stop writing soon after the text passes this many characters and return only its beginning (then
   * longer than `stopAfter`), so that showing the start of a huge value does not write all of it.
   */
  stopAfter?: number;
}

/**
 * JSON text of a value: numbers exactly as they were written, strings escaped as `JSON.stringify` escapes
 * them, laid out as `JSON.stringify` lays out its text for the same indentation. Iterative, like the parser,
 * so any depth the parser accepted can be written back. Throws a `ToolError` if indented text would be
 * longer than a string can be.
 */
export function stringifyLosslessJson(
  value: LosslessJson,
  { indent = '', stopAfter = Number.POSITIVE_INFINITY }: LosslessJsonLayout = {},
): string {
  return indentOrExplain((unit) => write(value, unit, stopAfter), indent);
}

/** An open array, with the index of its next item, or an open object, with its entries not yet written. */
type WriteFrame =
  | { items: LosslessJson[]; next: number; entries?: undefined }
  | { items?: undefined; entries: MapIterator<[string, LosslessJson]>; first: boolean };

/**
 * Quoted keys are kept for reuse, as documents repeat the same few keys millions of times (writing 20 MB
 * took a quarter less time); up to this many, so a document of a million distinct keys does not keep a
 * second copy of each.
 */
const MAX_QUOTED_KEYS = 10_000;

function write(value: LosslessJson, indent: string, stopAfter: number): string {
  const colon = indent === '' ? ':' : ': ';
  const lineBreak = lineBreaks(indent);
  const quotedKeys = new Map<string, string>();
  const quotedKey = (key: string): string => {
    let quoted = quotedKeys.get(key);
    if (quoted === undefined) {
      quoted = JSON.stringify(key) + colon;
      if (quotedKeys.size < MAX_QUOTED_KEYS) quotedKeys.set(key, quoted);
    }
    return quoted;
  };
  const open: WriteFrame[] = [];
  // As in `reformatJson`: the text so far is `done` and then `out`, cut into flattened chunks so the many
  // small pieces appended to it can be collected young; in a worker, `done` goes to the page as it grows.
  const done = new TextOutput();
  let out = '';
  const finish = () => {
    done.append(out);
    return done.finish();
  };
  let current = value;
  for (;;) {
    // Write `current`: a scalar whole, a container's opening bracket (its items follow), or both brackets.
    if (current === null || typeof current === 'boolean') {
      out += current === null ? 'null' : current ? 'true' : 'false';
    } else if (typeof current === 'string') {
      out += JSON.stringify(current);
    } else if (current instanceof JsonNumber) {
      out += current.text;
    } else if (Array.isArray(current)) {
      if (current.length === 0) {
        out += '[]';
      } else {
        out += '[';
        open.push({ items: current, next: 0 });
      }
    } else if (current.size === 0) {
      out += '{}';
    } else {
      out += '{';
      open.push({ entries: current.entries(), first: true });
    }

    // Find the next value to write, closing the containers that are done.
    for (;;) {
      const frame = open[open.length - 1];
      if (frame === undefined) return finish();
      if (frame.items) {
        if (frame.next < frame.items.length) {
          out += (frame.next === 0 ? '' : ',') + lineBreak(open.length);
          current = frame.items[frame.next] as LosslessJson;
          frame.next += 1;
          break;
        }
        open.pop();
        out += lineBreak(open.length) + ']';
      } else {
        const step = frame.entries.next();
        if (!step.done) {
          const [key, item] = step.value;
          out += (frame.first ? '' : ',') + lineBreak(open.length) + quotedKey(key);
          frame.first = false;
          current = item;
          break;
        }
        open.pop();
        out += lineBreak(open.length) + '}';
      }
      if (done.length + out.length > stopAfter) return finish();
    }
    if (out.length > CHUNK_LENGTH) {
      done.append(out);
      out = '';
    }
    if (done.length + out.length > stopAfter) return finish();
  }
}
