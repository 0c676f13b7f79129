/**
 * What a pasted or produced text is: each tool's detector gives a confidence from 0 to 1 that a text is for
 * that tool. Detectors are pure and cheap: they read at most the first DETECT_LIMIT characters, since they
 * run on every paste, on every output offered to the next tool, and as the palette's query is typed.
 */

/** The kinds of text a tool takes as input, and an output may declare it is; `text` is any text at all. */
export type InputKind =
  | 'json'
  | 'yaml'
  | 'xml'
  | 'csv'
  | 'jwt'
  | 'base64'
  | 'percent-encoded'
  | 'html'
  | 'hex'
  | 'binary'
  | 'code-list'
  /** Whole numbers, one a line, in a base that a prefix (0x, 0o, 0b) or the tool names. */
  | 'number'
  /** A Unix file mode: octal, as ls shows it, or chmod's assignments. */
  | 'file-mode'
  | 'domain'
  | 'timestamp'
  | 'date'
  | 'duration'
  | 'cron'
  | 'time-zones'
  /** A CSS value, declaration or rule (a box-shadow, a gradient, @keyframes). */
  | 'css'
  /** Rows and columns: CSV, TSV, a Markdown table or cells copied from a spreadsheet. */
  | 'table'
  | 'url'
  /** Values a validator checks, one or a list of them a line. */
  | 'email'
  | 'ip-address'
  | 'card-number'
  | 'iban'
  | 'phone-number'
  | 'password'
  | 'hash'
  | 'api-key'
  | 'user-agent'
  /** A UUID (any version) or a ULID, one or a list of them a line. */
  | 'uuid'
  /** Documents the testers check: a regular expression, raw HTTP headers, a robots.txt, a GraphQL document. */
  | 'regex'
  | 'http-headers'
  | 'robots-txt'
  | 'graphql'
  /** SQL statements, in any dialect. */
  | 'sql'
  /** A lone emoji (or a few letters) to draw, as a favicon is. */
  | 'emoji'
  /** A unified diff or patch (diff -u, git diff). */
  | 'patch'
  | 'text';

/** How much of a text a detector reads. */
export const DETECT_LIMIT = 64 * 1024;

export interface Detection {
  /** 0 (not for this tool) to 1 (certainly for it). */
  score: number;
  /**
   * The state to open the tool with besides the text, such as the direction a two-way tool should take
   * ("hex in, so decode"). The text goes to the tool's input field unless this says where it goes instead
   * (a JSONPath query is not the JSON document): set that field only from a sample that is not truncated.
   */
  state?: Record<string, unknown>;
}

/**
 * A tool's detector. `sample` is the text's first DETECT_LIMIT characters, and `truncated` says whether
 * there is more (a detector must not expect to see the end of a document then). Null means "not for me".
 */
export type Detector = (sample: string, truncated: boolean) => Detection | null;

/** The part of `text` a detector reads, and whether it is all of it. */
export function detectionSample(text: string): { sample: string; truncated: boolean } {
  return text.length > DETECT_LIMIT
    ? { sample: text.slice(0, DETECT_LIMIT), truncated: true }
    : { sample: text, truncated: false };
}

/*
 * Shared heuristics for the detectors. Each is one pass over at most DETECT_LIMIT characters, allocates
 * little, and never throws: a detector runs on whatever was pasted.
 */

/** The sample from its first character that is not white space or a byte order mark; '' when blank. */
export function trimmedStart(sample: string): string {
  return sample.replace(/^[\s\uFEFF]+/, '');
}

/**
 * How much of the sample the detectors that work line by line or token by token read: a few hundred lines
 * or a few thousand tokens tell as well as 64 KB, at an eighth of the cost.
 */
export const HEAD_LIMIT = 8 * 1024;

/** The first `limit` characters of the sample, and whether there is more. */
export function sampleHead(sample: string, truncated: boolean, limit = HEAD_LIMIT): [head: string, truncated: boolean] {
  return sample.length <= limit ? [sample, truncated] : [sample.slice(0, limit), true];
}

/** The first character that is not white space or a byte order mark ('' when blank). */
export function firstSignificant(sample: string): string {
  return /[^\s\uFEFF]/.exec(sample)?.[0] ?? '';
}

/**
 * Whether the text opens like a structured document (a JSON object or array, or markup): the text tools
 * leave such text to the data tools, so a JSON or XML document is not also "a list of short lines".
 */
export function opensLikeDocument(sample: string): boolean {
  const first = firstSignificant(sample);
  return first === '{' || first === '[' || first === '<';
}

/**
 * The sample's lines, without line terminators. When the sample is truncated its last line may be cut
 * short, so it is left out.
 */
export function sampleLines(sample: string, truncated: boolean): string[] {
  const lines = sample.split(/\r\n|\n|\r/);
  if (truncated && lines.length > 1) lines.pop();
  return lines;
}

/** The lines that hold something besides white space. */
export function contentLines(sample: string, truncated: boolean): string[] {
  return sampleLines(sample, truncated).filter((line) => line.trim() !== '');
}

/** The share (0 to 1) of `items` for which `test` holds; 0 for no items. */
export function shareOf<T>(items: readonly T[], test: (item: T) => boolean): number {
  if (items.length === 0) return 0;
  let count = 0;
  for (const item of items) if (test(item)) count += 1;
  return count / items.length;
}

/** What a scan of a JSON document found: enough for the JSON tools to tell a document's kind and layout. */
export interface JsonShape {
  root: 'object' | 'array';
  /** The whole sample is one document (false: a truncated sample that is valid as far as it goes). */
  complete: boolean;
  /** Line breaks between its tokens: pretty-printed rather than minified. */
  multiline: boolean;
  /** The root object's first keys, as written between the quotes (up to 64). */
  keys: readonly string[];
  /** For a root array: how many items it has (as far as the sample goes), and how many are objects. */
  items: number;
  objectItems: number;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS = ['true', 'false', 'null'];
const MAX_KEYS = 64;

/**
 * Scans the text as one JSON object or array (RFC 8259 syntax; a bare number or string is no document a
 * tool is for). Null when it is not: a syntax error, anything after the document, or an unfinished
 * document when the text is all there. A truncated sample only has to be valid as far as it goes.
 */
export function scanJsonDocument(sample: string, truncated: boolean): JsonShape | null {
  // Seven JSON tools ask about the same text one after the other: the last answer is kept.
  if (sample === lastScan.sample && truncated === lastScan.truncated) return lastScan.shape;
  const shape = scanJson(sample, truncated);
  lastScan = { sample, truncated, shape };
  return shape;
}

let lastScan: { sample: string; truncated: boolean; shape: JsonShape | null } = {
  sample: '',
  truncated: false,
  shape: null,
};

function scanJson(sample: string, truncated: boolean): JsonShape | null {
  const length = sample.length;
  let index = sample.charCodeAt(0) === 0xfeff ? 1 : 0;
  const stack: ('{' | '[')[] = [];
  // What may come next: a value, a value or ']', a key, a key or '}', ':', or ',' / a closing bracket.
  let expect: 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'after' = 'value';
  let root: '{' | '[' | '' = '';
  let multiline = false;
  const keys: string[] = [];
  let items = 0;
  let objectItems = 0;
  let broken = false;

  scan: while (true) {
    while (index < length) {
      const code = sample.charCodeAt(index);
      if (code === 0x20 || code === 0x09 || code === 0x0d) index += 1;
      else if (code === 0x0a) {
        if (stack.length > 0) multiline = true;
        index += 1;
      } else break;
    }
    if (index >= length) break;
    const char = sample[index]!;
    if (root === '') {
      if (char !== '{' && char !== '[') return null;
      root = char;
    } else if (stack.length === 0) {
      return null; // something after the document
    }

    switch (expect) {
      case 'after': {
        const top = stack[stack.length - 1];
        if (char === ',') expect = top === '{' ? 'key' : 'value';
        else if ((char === '}' && top === '{') || (char === ']' && top === '[')) stack.pop();
        else {
          broken = true;
          break scan;
        }
        index += 1;
        continue;
      }
      case 'colon':
        if (char !== ':') {
          broken = true;
          break scan;
        }
        expect = 'value';
        index += 1;
        continue;
      case 'key':
      case 'key-or-close': {
        if (char === '}' && expect === 'key-or-close') {
          stack.pop();
          expect = 'after';
          index += 1;
          continue;
        }
        const end = char === '"' ? scanString(sample, index) : -1;
        if (end < 0) {
          broken = true;
          break scan;
        }
        if (stack.length === 1 && keys.length < MAX_KEYS)
          keys.push(sample.slice(index + 1, Math.max(index + 1, end - 1)));
        index = end;
        expect = 'colon';
        continue;
      }
      default:
    }

    // A value, or the ']' of an empty array.
    if (char === ']' && expect === 'value-or-close') {
      stack.pop();
      expect = 'after';
      index += 1;
      continue;
    }
    if (stack.length === 1 && stack[0] === '[') {
      items += 1;
      if (char === '{') objectItems += 1;
    }
    if (char === '{' || char === '[') {
      stack.push(char);
      expect = char === '{' ? 'key-or-close' : 'value-or-close';
      index += 1;
      continue;
    }
    expect = 'after';
    const at = index;
    if (char === '"') {
      index = scanString(sample, index);
    } else {
      NUMBER.lastIndex = index;
      if (NUMBER.test(sample)) index = NUMBER.lastIndex;
      else {
        const literal = LITERALS.find((word) => sample.startsWith(word, index));
        index = literal ? index + literal.length : -1;
      }
    }
    if (index < 0) {
      index = at;
      broken = true;
      break;
    }
  }

  // A truncated sample may end in the middle of a token ("tr", "1.", "\u00"): a break in its last few
  // characters is the cut, not a mistake.
  if (broken && !(truncated && index >= length - 16)) return null;
  if (root === '') return null;
  const complete = stack.length === 0 && !broken;
  if (!complete && !truncated) return null;
  return { root: root === '{' ? 'object' : 'array', complete, multiline, keys, items, objectItems };
}

/**
 * The index after the JSON string starting at `start` (its opening quote); the text's length when the text
 * ends inside it; -1 when it holds a raw control character or a bad escape.
 */
function scanString(text: string, start: number): number {
  for (let index = start + 1; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x22) return index + 1;
    if (code < 0x20) return -1;
    if (code === 0x5c) {
      const escaped = text[index + 1];
      if (escaped !== undefined && !'"\\/bfnrtu'.includes(escaped)) return -1;
      index += 1;
    }
  }
  return text.length;
}

/** The Base64 and base64url alphabets in one table: a character's six bits, or -1. */
const BASE64_VALUES = (() => {
  const values = new Int8Array(128).fill(-1);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  for (let index = 0; index < 64; index += 1) values[alphabet.charCodeAt(index)] = index;
  values[0x2d] = 62; // '-'
  values[0x5f] = 63; // '_'
  return values;
})();

/**
 * The bytes of the Base64 or base64url text `text` (no white space; '=' padding only at the end), decoding
 * at most `maxChars` characters of it; null when it holds any other character.
 */
export function decodeBase64Bytes(text: string, maxChars = 4096): Uint8Array | null {
  const end = Math.min(text.replace(/=+$/, '').length, maxChars);
  const bytes = new Uint8Array(Math.floor((end * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let count = 0;
  for (let index = 0; index < end; index += 1) {
    const code = text.charCodeAt(index);
    const value = code < 128 ? BASE64_VALUES[code]! : -1;
    if (value < 0) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[count++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes.subarray(0, count);
}

/** What a run of bytes looks like as UTF-8 text. */
export interface Utf8Profile {
  /** Every sequence is well-formed UTF-8 (a sequence cut off by the end counts as well-formed). */
  valid: boolean;
  /** The share of characters that are printable or ordinary white space (tab, line breaks). */
  printable: number;
  /** How many characters take more than one byte. */
  multibyte: number;
}

/** Reads bytes as UTF-8 without building the text: is it well-formed, readable text? */
export function utf8Profile(bytes: ArrayLike<number>): Utf8Profile {
  let valid = true;
  let characters = 0;
  let printable = 0;
  let multibyte = 0;
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index]!;
    characters += 1;
    if (byte < 0x80) {
      if (byte >= 0x20 ? byte !== 0x7f : byte === 0x09 || byte === 0x0a || byte === 0x0d) printable += 1;
      index += 1;
      continue;
    }
    const extra =
      byte >= 0xc2 && byte <= 0xdf ? 1 : byte >= 0xe0 && byte <= 0xef ? 2 : byte >= 0xf0 && byte <= 0xf4 ? 3 : -1;
    let ok = extra > 0;
    for (let offset = 1; ok && offset <= extra && index + offset < bytes.length; offset += 1) {
      if ((bytes[index + offset]! & 0xc0) !== 0x80) ok = false;
    }
    if (!ok) {
      valid = false;
      index += 1;
      continue;
    }
    printable += 1;
    multibyte += 1;
    index += extra + 1;
  }
  return { valid, printable: characters === 0 ? 0 : printable / characters, multibyte };
}

/**
 * The tokens of a list written with spaces, commas, semicolons or line breaks between them ("72 101",
 * "0x48, 0x69"). When the sample is truncated its last token may be cut, so it is left out.
 */
export function listTokens(sample: string, truncated: boolean): string[] {
  const tokens = sample.split(/[\s,;]+/).filter((token) => token !== '');
  if (truncated && tokens.length > 1) tokens.pop();
  return tokens;
}

/**
 * The bytes of hex text written as the hex and UTF-8 tools write it: pairs or runs of hex digits, each
 * perhaps after 0x, separated by spaces, line breaks, colons, commas or hyphens. Null for anything else,
 * including a group with an odd number of digits.
 */
export function hexGroups(sample: string, truncated: boolean): string[] | null {
  const groups = sample.split(/[\s,:-]+/).filter((group) => group !== '');
  if (truncated && groups.length > 1) groups.pop();
  const digits: string[] = [];
  for (const group of groups) {
    const hex = group.replace(/^0[xX]/, '');
    if (hex.length % 2 !== 0 || !/^[0-9A-Fa-f]+$/.test(hex)) return null;
    digits.push(hex);
  }
  return digits.length > 0 ? digits : null;
}

/** The bytes of hex groups from `hexGroups`, at most `maxBytes` of them. */
export function hexBytes(groups: readonly string[], maxBytes = 4096): number[] {
  const bytes: number[] = [];
  for (const group of groups) {
    for (let index = 0; index < group.length && bytes.length < maxBytes; index += 2) {
      bytes.push(parseInt(group.slice(index, index + 2), 16));
    }
  }
  return bytes;
}
