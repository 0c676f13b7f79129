/**
 * RFC 9309 matching: the path of a URL, percent-encoding normalisation (section 2.2.2), and the `*` and `$`
 * patterns of allow and disallow rules (section 2.2.3).
 */

const HEX = '0123456789ABCDEF';
/** RFC 3986 unreserved characters: an escape of one of these means the character itself. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;

function escapeByte(byte: number): string {
  return `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
}

function utf8Escapes(codePoint: number): string {
  if (codePoint < 0x80) return escapeByte(codePoint);
  if (codePoint < 0x800) return escapeByte(0xc0 | (codePoint >> 6)) + escapeByte(0x80 | (codePoint & 63));
  if (codePoint < 0x10000)
    return (
      escapeByte(0xe0 | (codePoint >> 12)) +
      escapeByte(0x80 | ((codePoint >> 6) & 63)) +
      escapeByte(0x80 | (codePoint & 63))
    );
  return (
    escapeByte(0xf0 | (codePoint >> 18)) +
    escapeByte(0x80 | ((codePoint >> 12) & 63)) +
    escapeByte(0x80 | ((codePoint >> 6) & 63)) +
    escapeByte(0x80 | (codePoint & 63))
  );
}

const isHexDigit = (char: string | undefined) => char !== undefined && /[0-9A-Fa-f]/.test(char);

/**
 * The form both a rule and a URL path are compared in (RFC 9309 section 2.2.2): characters outside ASCII,
 * controls and spaces percent-encoded as UTF-8; escapes in upper case; escapes of unreserved characters
 * decoded. `literalSpecials` encodes `*` and `$` too, for a URL path, where they are plain characters
 * that a rule matches only through `%2A` and `%24`.
 */
export function normalisePath(value: string, literalSpecials = false): string {
  let out = '';
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index]!;
    const code = value.codePointAt(index)!;
    if (char === '%' && isHexDigit(value[index + 1]) && isHexDigit(value[index + 2])) {
      const byte = parseInt(value.slice(index + 1, index + 3), 16);
      const decoded = String.fromCharCode(byte);
      out += byte < 0x80 && UNRESERVED.test(decoded) ? decoded : escapeByte(byte);
      index += 2;
    } else if (code > 0x7e || code <= 0x20) {
      out += utf8Escapes(code);
      if (code > 0xffff) index += 1;
    } else if (literalSpecials && (char === '*' || char === '$')) {
      out += escapeByte(code);
    } else {
      out += char;
    }
  }
  return out;
}

/**
 * The path, parameters and query of a URL (what rules match), or of a path given alone; "/" when there is
 * none. The fragment is dropped. A value without a scheme is read as a host and path ("example.com/a"),
 * unless it starts with "/".
 */
export function pathOf(url: string): string {
  const value = url.trim();
  let searchStart = value.startsWith('//') ? 2 : 0;
  const earlyPath = firstOf(value, '/?;', searchStart);
  const scheme = value.indexOf('://', searchStart);
  if (scheme !== -1 && (earlyPath === -1 || scheme < earlyPath)) searchStart = scheme + 3;
  const pathStart = firstOf(value, '/?;', searchStart);
  if (pathStart === -1) return '/';
  const hash = value.indexOf('#', searchStart);
  if (hash !== -1 && hash < pathStart) return '/';
  const path = value.slice(pathStart, hash === -1 ? value.length : hash);
  return path.startsWith('/') ? path : `/${path}`;
}

function firstOf(text: string, chars: string, from: number): number {
  for (let index = from; index < text.length; index += 1) if (chars.includes(text[index]!)) return index;
  return -1;
}

/**
 * Whether a normalised pattern matches a normalised path from its start: `*` is any run of characters, and
 * a `$` at the end anchors the end of the path. Candidate positions are kept in one pass over the pattern,
 * so the cost is at most pattern × path, never exponential.
 */
export function patternMatches(pattern: string, path: string): boolean {
  let positions: number[] = [0];
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]!;
    if (char === '$' && index === pattern.length - 1) return positions[positions.length - 1] === path.length;
    if (char === '*') {
      const from = positions[0]!;
      positions = [];
      for (let position = from; position <= path.length; position += 1) positions.push(position);
      continue;
    }
    const next: number[] = [];
    for (const position of positions) if (path[position] === char) next.push(position + 1);
    if (next.length === 0) return false;
    positions = next;
  }
  return true;
}
