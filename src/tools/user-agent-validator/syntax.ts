/**
 * The User-Agent field's grammar, RFC 9110 section 10.1.5, read character by character so an error can say
 * where it is:
 *
 *   User-Agent = product *( RWS ( product / comment ) )
 *   product = token [ "/" product-version ]    product-version = token
 *   comment = "(" *( ctext / quoted-pair / comment ) ")"
 *   ctext = HTAB / SP / %x21-27 / %x2A-5B / %x5D-7E / obs-text    quoted-pair = "\" ( HTAB / SP / VCHAR / obs-text )
 *   token = 1*tchar    RWS = 1*( SP / HTAB )    obs-text = %x80-FF
 */

export interface Product {
  name: string;
  version: string;
  position: number;
}

export interface Comment {
  /** The comment's text without its outer parentheses, quoted pairs unescaped. */
  text: string;
  position: number;
}

export interface UaSyntax {
  products: Product[];
  comments: Comment[];
  /** The first place the grammar is broken, and why; null when the whole value is well-formed. */
  error: { reason: string; position: number } | null;
  /** Bytes 0x80 to 0xFF in comments: allowed (obs-text), but their encoding is anyone's guess. */
  obsText: boolean;
}

const TCHAR = /[!#$%&'*+\-.^_`|~0-9A-Za-z]/;

const isTchar = (char: string | undefined) => char !== undefined && TCHAR.test(char);
const isWhite = (char: string | undefined) => char === ' ' || char === '\t';
const isObsText = (code: number) => code >= 0x80 && code <= 0xff;

/** How a character outside a token is named in a message: visibly, even when it is blank or a control. */
export function describeChar(char: string): string {
  const code = char.codePointAt(0)!;
  if (char === ' ') return 'a space';
  if (char === '"') return 'a double quote (")';
  if (char === '\t') return 'a tab';
  if (code < 0x20 || code === 0x7f)
    return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code > 0xff) return `"${char}" (U+${code.toString(16).toUpperCase().padStart(4, '0')}, outside Latin-1)`;
  return `"${char}"`;
}

/** Parses a User-Agent value (already without the leading and trailing blanks HTTP strips). */
export function parseUserAgent(value: string): UaSyntax {
  const products: Product[] = [];
  const comments: Comment[] = [];
  let obsText = false;
  let index = 0;
  const result = (error: UaSyntax['error']): UaSyntax => ({ products, comments, error, obsText });

  const token = (): string => {
    const start = index;
    while (isTchar(value[index])) index += 1;
    return value.slice(start, index);
  };

  /** Reads a comment, nested ones included, from its "(" to past its ")"; an error or null. */
  const comment = (): UaSyntax['error'] => {
    const opens: number[] = [];
    while (index < value.length) {
      const char = value[index]!;
      const code = value.charCodeAt(index);
      if (char === '(') opens.push(index);
      else if (char === ')') {
        opens.pop();
        if (opens.length === 0) {
          index += 1;
          return null;
        }
      } else if (char === '\\') {
        const next = value[index + 1];
        if (next === undefined) return { reason: 'A "\\" at the end has nothing to escape.', position: index };
        const nextCode = next.charCodeAt(0);
        if (!(isWhite(next) || (nextCode >= 0x21 && nextCode <= 0x7e) || isObsText(nextCode)))
          return { reason: `"\\" cannot escape ${describeChar(next)}.`, position: index + 1 };
        if (isObsText(nextCode)) obsText = true;
        index += 1;
      } else if (isWhite(char) || (code >= 0x21 && code <= 0x7e) || isObsText(code)) {
        if (isObsText(code)) obsText = true;
      } else {
        return { reason: `${describeChar(char)} is not allowed in a comment.`, position: index };
      }
      index += 1;
    }
    return { reason: 'This comment is not closed: ")" is missing.', position: opens[0]! };
  };

  while (true) {
    const start = index;
    const char = value[index];
    if (char === '(') {
      if (products.length === 0)
        return result({ reason: 'A User-Agent starts with a product (name/version), not a comment.', position: index });
      const error = comment();
      if (error) return result(error);
      comments.push({ text: unwrap(value.slice(start, index)), position: start });
    } else {
      const name = token();
      if (name === '') {
        return result({
          reason:
            char === undefined
              ? 'A product name is missing here.'
              : `${describeChar(char)} cannot start a product name (letters, digits and ! # $ % & ' * + - . ^ _ \` | ~).`,
          position: index,
        });
      }
      let version = '';
      if (value[index] === '/') {
        index += 1;
        version = token();
        if (version === '')
          return result({
            reason:
              value[index] === undefined
                ? `The version after "${name}/" is missing.`
                : `The version after "${name}/" cannot hold ${describeChar(value[index]!)}.`,
            position: index,
          });
      }
      products.push({ name, version, position: start });
    }
    if (index >= value.length) return result(null);
    if (!isWhite(value[index])) {
      const next = value[index]!;
      const what = comments.at(-1)?.position === start ? 'a comment' : 'a product';
      return result({
        reason:
          next === '/'
            ? `A product has one version: a second "/" after ${what} is not allowed.`
            : `${describeChar(next)} cannot follow ${what}: a space comes between parts, and only token characters make a product.`,
        position: index,
      });
    }
    while (isWhite(value[index])) index += 1;
    if (index >= value.length) return result({ reason: 'Blanks at the end.', position: index - 1 });
  }
}

/** The text of a comment without its outer parentheses, quoted pairs unescaped. */
function unwrap(comment: string): string {
  return comment.slice(1, -1).replace(/\\(.)/g, '$1');
}
