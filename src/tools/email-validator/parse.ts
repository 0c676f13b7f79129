/**
 * An e-mail address read by the grammar of RFC 5321 (the mailbox SMTP carries) and RFC 5322 (the address
 * a message header may hold, with comments, folding white space and the obsolete forms). One pass, no
 * backtracking: the first problem is reported with the reason and the place, and every feature RFC 5321
 * does not allow is noted with its place, so the strict reading can refuse it and the lenient one warn.
 */

/**
 * How far a feature strays from a plain `local@domain.example`:
 * - `rfc5321`: allowed by RFC 5321 but unusual (quoted local part, IP literal, numeric TLD, no TLD);
 * - `cfws`: comments or folding white space, which RFC 5322 allows around an address but SMTP does not;
 * - `deprecated`: RFC 5322's obsolete syntax (obs-local-part, obs-qtext, CFWS next to the @...);
 * - `rfc5322`: valid RFC 5322 that no RFC 5321 mailbox can be (a general domain literal, a 65-character local part).
 */
export type FeatureLevel = 'rfc5321' | 'cfws' | 'deprecated' | 'rfc5322';

export interface Feature {
  level: FeatureLevel;
  message: string;
  position: number;
}

export type DomainKind = 'name' | 'ipv4' | 'ipv6' | 'general-literal';

export interface ParsedAddress {
  /** The local part as written, comments and folding white space left out. */
  local: string;
  /** The domain as written (the literal with its brackets), comments and white space left out. */
  domain: string;
  domainKind: DomainKind;
  /** The domain's labels as written (a name's; empty for a literal). */
  labels: string[];
  /** Where the local part and the domain start in the input. */
  localStart: number;
  domainStart: number;
  quotedLocal: boolean;
  /** The local part has characters beyond ASCII (RFC 6531, SMTPUTF8). */
  internationalLocal: boolean;
  features: Feature[];
}

export interface ParseFailure {
  message: string;
  position: number;
}

export type ParseResult = { ok: true; address: ParsedAddress } | { ok: false; error: ParseFailure };

/** A refusal thrown out of the recursive reader; not an Error, so a batch of bad addresses pays for no stack traces. */
class Failure {
  constructor(
    readonly message: string,
    readonly position: number,
  ) {}
}

const ATEXT = /[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]/;
const LDH = /[A-Za-z0-9-]/;
const WSP = (char: string | undefined) => char === ' ' || char === '\t';
/** obs-NO-WS-CTL: the control characters RFC 5322 tolerates in its obsolete forms. */
const obsControl = (code: number) =>
  (code >= 1 && code <= 8) || code === 11 || code === 12 || (code >= 14 && code <= 31) || code === 127;

/** A character for a message: visible as itself, or named when it is a control character or a space. */
export function describeChar(char: string): string {
  const code = char.codePointAt(0)!;
  if (char === ' ') return 'a space';
  if (char === '\t') return 'a tab';
  if (char === '\r') return 'a carriage return (CR)';
  if (char === '\n') return 'a line feed (LF)';
  if (code < 32 || code === 127) return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `"${char}"`;
}

/** UTF-8 length: RFC 5321's limits count octets. */
export function octets(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) count += 1;
    else if (code < 0x800) count += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      count += 4;
      index += 1;
    } else count += 3;
  }
  return count;
}

/** The index in `text` (from `start`) of the first character past `limit` UTF-8 octets. */
export function indexPastOctets(text: string, start: number, limit: number): number {
  let count = 0;
  let index = start;
  for (const char of text.slice(start)) {
    count += octets(char);
    if (count > limit) return index;
    index += char.length;
  }
  return index;
}

class Reader {
  index = 0;
  readonly features: Feature[] = [];
  constructor(readonly text: string) {}

  get char(): string | undefined {
    return this.text[this.index];
  }

  note(level: FeatureLevel, message: string, position: number) {
    this.features.push({ level, message, position });
  }

  /**
   * Folding white space and comments, if any: returns where they started, or -1 when there were none.
   * RFC 5322 FWS is `([*WSP CRLF] 1*WSP)`: a line break must be CRLF and be followed by a blank.
   */
  cfws(): { start: number; obsolete: boolean } | null {
    const start = this.index;
    let obsolete = false;
    let breaks = 0;
    for (;;) {
      const char = this.char;
      if (WSP(char)) this.index += 1;
      else if (char === '\r') {
        breaks += 1;
        if (breaks > 1) obsolete = true;
        this.lineBreak();
      } else if (char === '(') {
        if (this.comment()) obsolete = true;
        breaks = 0;
      } else break;
    }
    return this.index > start ? { start, obsolete } : null;
  }

  /** A CRLF inside folding white space: it must be followed by a space or tab. */
  private lineBreak() {
    const at = this.index;
    if (this.text[at + 1] !== '\n')
      throw new Failure('A carriage return (CR) must be followed by a line feed (LF).', at);
    this.index += 2;
    if (this.char === '\r' && this.text[this.index + 1] === '\n')
      throw new Failure('Two line breaks in a row: a folded line must continue with a space or tab.', this.index);
    if (!WSP(this.char))
      throw new Failure('A line break (CRLF) must be followed by a space or tab to fold the line.', at);
  }

  /** A comment, nested comments allowed; true when it used obsolete characters. */
  private comment(): boolean {
    const open = this.index;
    let depth = 0;
    let obsolete = false;
    for (;;) {
      const char = this.char;
      if (char === undefined) throw new Failure('This comment is never closed: a ")" is missing.', open);
      const code = char.codePointAt(0)!;
      if (char === '(') {
        depth += 1;
        this.index += 1;
      } else if (char === ')') {
        depth -= 1;
        this.index += 1;
        if (depth === 0) return obsolete;
      } else if (char === '\\') {
        const next = this.text[this.index + 1];
        if (next === undefined) throw new Failure('The text ends with a backslash that escapes nothing.', this.index);
        if (obsControl(next.codePointAt(0)!) || next === '\0' || next === '\r' || next === '\n') obsolete = true;
        this.index += next.length === 1 ? 2 : 1 + next.length;
      } else if (WSP(char)) this.index += 1;
      else if (char === '\r') this.lineBreak();
      else if (char === '\n' || char === '\0')
        throw new Failure(`${describeChar(char)} is not allowed in a comment.`, this.index);
      else {
        if (obsControl(code)) obsolete = true;
        this.index += code > 0xffff ? 2 : 1;
      }
    }
  }

  /** A quoted string from its opening quote: RFC 5321 qtextSMTP and quoted-pairSMTP, RFC 5322's obsolete forms noted. */
  quoted(): string {
    const open = this.index;
    this.index += 1;
    for (;;) {
      const char = this.char;
      if (char === undefined) throw new Failure('This quoted string is never closed: a closing " is missing.', open);
      const code = char.codePointAt(0)!;
      if (char === '"') {
        this.index += 1;
        return this.text.slice(open, this.index);
      }
      if (char === '\\') {
        const next = this.text[this.index + 1];
        if (next === undefined) throw new Failure('This quoted string is never closed: a closing " is missing.', open);
        const nextCode = next.codePointAt(0)!;
        if (nextCode > 127)
          throw new Failure(
            `A backslash may only escape a printable ASCII character, not ${describeChar(String.fromCodePoint(nextCode))}.`,
            this.index + 1,
          );
        if (nextCode < 32 || nextCode === 127)
          this.note(
            'deprecated',
            `The backslash escapes ${describeChar(next)}: only RFC 5322's obsolete syntax allows that.`,
            this.index + 1,
          );
        this.index += 2;
      } else if (char === '\r') {
        this.note('cfws', 'A folded line inside the quoted string: RFC 5322 allows it, SMTP does not.', this.index);
        this.lineBreak();
      } else if (char === '\n' || char === '\0')
        throw new Failure(
          `${describeChar(char)} is not allowed in a quoted string, even escaped by RFC 5322.`,
          this.index,
        );
      else if (char === '\t') {
        this.note('rfc5322', 'A tab inside the quoted string: RFC 5321 allows only spaces there.', this.index);
        this.index += 1;
      } else if (obsControl(code)) {
        this.note(
          'deprecated',
          `${describeChar(char)} inside the quoted string: only RFC 5322's obsolete syntax allows it.`,
          this.index,
        );
        this.index += 1;
      } else this.index += code > 0xffff ? 2 : 1;
    }
  }
}

function unexpected(char: string, where: string): string {
  if (char === '\\') return `A backslash is only allowed inside quotes ${where}: write the local part as "…".`;
  if (char === '"') return `A quote may not appear in the middle of ${where}: quote the whole local part.`;
  if (char === '@') return `A second "@": an address has one, unless it is inside a quoted local part.`;
  return `${describeChar(char)} is not allowed in ${where}.`;
}

function parseLocal(reader: Reader): { local: string; quoted: boolean; international: boolean; start: number } {
  const leading = reader.cfws();
  if (leading)
    reader.note(
      leading.obsolete ? 'deprecated' : 'cfws',
      'White space or a comment before the address: RFC 5322 allows it in a header, not in an SMTP address.',
      leading.start,
    );
  const start = reader.index;
  const words: string[] = [];
  let quotedWords = 0;
  let international = false;
  for (;;) {
    const char = reader.char;
    if (char === undefined)
      throw new Failure(
        words.length === 0 && start === 0
          ? 'The address is empty.'
          : 'There is no "@" and no domain after the local part.',
        reader.index,
      );
    if (char === '@') {
      if (words.length === 0)
        throw new Failure('There is nothing before the "@": the local part is missing.', reader.index);
      throw new Failure('The local part ends with a dot.', reader.index - 1);
    }
    if (char === '.')
      throw new Failure(
        words.length === 0 ? 'The local part starts with a dot.' : 'Two dots in a row in the local part.',
        reader.index,
      );
    const wordStart = reader.index;
    if (char === '"') {
      words.push(reader.quoted());
      quotedWords += 1;
      if (/[^\p{ASCII}]/u.test(words.at(-1)!)) international = true;
    } else {
      while (reader.char !== undefined) {
        const next = reader.char;
        const code = next.codePointAt(0)!;
        if (ATEXT.test(next)) reader.index += 1;
        else if (code > 127) {
          international = true;
          reader.index += code > 0xffff ? 2 : 1;
        } else break;
      }
      if (reader.index === wordStart) throw new Failure(unexpected(char, 'the local part'), wordStart);
      words.push(reader.text.slice(wordStart, reader.index));
    }
    const after = reader.cfws();
    const next = reader.char;
    if (next === '.') {
      if (after)
        reader.note(
          'deprecated',
          'White space or a comment before a dot in the local part: only RFC 5322’s obsolete syntax allows it.',
          after.start,
        );
      reader.index += 1;
      const between = reader.cfws();
      if (between)
        reader.note(
          'deprecated',
          'White space or a comment after a dot in the local part: only RFC 5322’s obsolete syntax allows it.',
          between.start,
        );
      continue;
    }
    if (next === '@') {
      if (after)
        reader.note(
          'deprecated',
          'White space or a comment just before the "@": only RFC 5322’s obsolete syntax allows it.',
          after.start,
        );
      break;
    }
    if (next === undefined) throw new Failure('There is no "@" and no domain after the local part.', reader.index);
    if (after)
      throw new Failure('Text after white space or a comment in the local part: a dot is missing?', reader.index);
    if (words.at(-1)!.startsWith('"'))
      throw new Failure(
        `${describeChar(next)} right after the closing quote: a quoted local part must be the whole local part.`,
        reader.index,
      );
    throw new Failure(unexpected(next, 'an unquoted local part'), reader.index);
  }
  if (words.length > 1 && quotedWords > 0)
    reader.note(
      'deprecated',
      'Quoted and unquoted words joined by dots: only RFC 5322’s obsolete syntax (obs-local-part) allows it; quote the whole local part.',
      start,
    );
  const local = words.join('.');
  return { local, quoted: quotedWords > 0 && words.length === 1, international, start };
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;

/** RFC 5321's IPv6 address literal (IPv6-full, -comp, v4-full, v4-comp); null when valid, else the problem. */
export function ipv6Problem(text: string): { message: string; offset: number } | null {
  const bad = /[^0-9A-Fa-f:.]/.exec(text);
  if (bad) return { message: `${describeChar(bad[0])} cannot appear in an IPv6 address.`, offset: bad.index };
  let body = text;
  // An embedded IPv4 address stands for two groups: it is replaced by one placeholder group, counted twice.
  let extra = 0;
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    if (!IPV4.test(text.slice(lastColon + 1)))
      return { message: 'The embedded IPv4 address is not four numbers from 0 to 255.', offset: lastColon + 1 };
    body = `${text.slice(0, lastColon + 1)}0`;
    extra = 1;
  }
  const compressions = body.split('::').length - 1;
  if (compressions > 1)
    return {
      message: 'The IPv6 address has "::" twice; it may appear once.',
      offset: body.indexOf('::', body.indexOf('::') + 2),
    };
  if (compressions === 0) {
    if (body.startsWith(':')) return { message: 'The IPv6 address starts with a single colon.', offset: 0 };
    if (body.endsWith(':')) return { message: 'The IPv6 address ends with a single colon.', offset: body.length - 1 };
    const groups = body.split(':');
    const wrong = groups.findIndex((group) => !HEX_GROUP.test(group));
    if (wrong !== -1) return { message: 'Each IPv6 group is 1 to 4 hexadecimal digits.', offset: 0 };
    if (groups.length + extra !== 8)
      return {
        message: `The IPv6 address has ${groups.length + extra} groups of 16 bits; it needs 8 (or "::" for a run of zeros).`,
        offset: 0,
      };
    return null;
  }
  const [head, tail] = body.split('::') as [string, string];
  if (head.startsWith(':') || tail.startsWith(':'))
    return {
      message: 'The IPv6 address has a colon too many next to "::".',
      offset: body.indexOf(':::') === -1 ? 0 : body.indexOf(':::'),
    };
  if (tail.endsWith(':')) return { message: 'The IPv6 address ends with a single colon.', offset: body.length - 1 };
  const groups = [...(head ? head.split(':') : []), ...(tail ? tail.split(':') : [])];
  if (groups.some((group) => !HEX_GROUP.test(group)))
    return { message: 'Each IPv6 group is 1 to 4 hexadecimal digits.', offset: 0 };
  // RFC 5321 section 4.1.3: "::" stands for at least two groups of zeros, so at most 6 are written.
  if (groups.length + extra > 6)
    return {
      message: `The IPv6 address writes ${groups.length + extra} groups besides "::", which must stand for at least two; RFC 5321 allows at most 6.`,
      offset: 0,
    };
  return null;
}

function parseLiteral(reader: Reader): { domain: string; kind: DomainKind } {
  const open = reader.index;
  reader.index += 1;
  let obsolete = false;
  let folded = false;
  for (;;) {
    const char = reader.char;
    if (char === undefined) throw new Failure('This domain literal is never closed: a "]" is missing.', open);
    const code = char.codePointAt(0)!;
    if (char === ']') {
      reader.index += 1;
      break;
    }
    if (char === '\\') {
      const next = reader.text[reader.index + 1];
      if (next === undefined) throw new Failure('The text ends with a backslash that escapes nothing.', reader.index);
      obsolete = true;
      reader.index += 2;
    } else if (char === '[') throw new Failure('A "[" inside a domain literal.', reader.index);
    else if (WSP(char)) {
      folded = true;
      reader.index += 1;
    } else if (char === '\r') {
      folded = true;
      reader.cfws();
    } else if (char === '\n' || char === '\0')
      throw new Failure(`${describeChar(char)} is not allowed in a domain literal.`, reader.index);
    else if (obsControl(code)) {
      obsolete = true;
      reader.index += 1;
    } else if (code > 126) throw new Failure(`${describeChar(char)} is not allowed in a domain literal.`, reader.index);
    else reader.index += 1;
  }
  const domain = reader.text.slice(open, reader.index);
  const content = domain.slice(1, -1);
  if (!obsolete && !folded) {
    if (IPV4.test(content)) {
      reader.note('rfc5321', 'An IPv4 address literal: valid, but most mail servers refuse to deliver to one.', open);
      return { domain, kind: 'ipv4' };
    }
    if (/^ipv6:/i.test(content)) {
      const problem = ipv6Problem(content.slice(5));
      if (!problem) {
        reader.note('rfc5321', 'An IPv6 address literal: valid, but most mail servers refuse to deliver to one.', open);
        return { domain, kind: 'ipv6' };
      }
      reader.note('rfc5322', `Not an RFC 5321 address literal: ${problem.message}`, open + 6 + problem.offset);
      return { domain, kind: 'general-literal' };
    }
    if (/^\d+(?:\.\d+)*$/.test(content)) {
      reader.note(
        'rfc5322',
        'Not an RFC 5321 address literal: an IPv4 address is four numbers from 0 to 255.',
        open + 1,
      );
      return { domain, kind: 'general-literal' };
    }
  }
  reader.note(
    'rfc5322',
    obsolete
      ? 'The domain literal holds escaped or control characters: only RFC 5322’s obsolete syntax allows them.'
      : 'A domain literal that is not an IPv4 or IPv6 address: RFC 5322 allows it, but no mail can be sent to it.',
    open + 1,
  );
  return { domain, kind: 'general-literal' };
}

function parseDomainName(reader: Reader): { domain: string; labels: string[] } {
  const labels: string[] = [];
  let written = '';
  for (;;) {
    const labelStart = reader.index;
    const char = reader.char;
    if (char === '.')
      throw new Failure(
        labels.length === 0 ? 'The domain starts with a dot.' : 'Two dots in a row in the domain.',
        labelStart,
      );
    if (char === undefined) throw new Failure('The domain ends with a dot.', labelStart - 1);
    while (reader.char !== undefined) {
      const next = reader.char;
      const code = next.codePointAt(0)!;
      if (LDH.test(next) || code > 127) reader.index += code > 0xffff ? 2 : 1;
      else if (ATEXT.test(next)) {
        reader.note(
          'rfc5322',
          `${describeChar(next)} in the domain: RFC 5322 allows it, but a host name has only letters, digits and hyphens.`,
          reader.index,
        );
        reader.index += 1;
      } else break;
    }
    const label = reader.text.slice(labelStart, reader.index);
    if (label === '') throw new Failure(unexpected(reader.char!, 'a domain name'), reader.index);
    if (label.startsWith('-')) throw new Failure('A domain label starts with a hyphen.', labelStart);
    if (label.endsWith('-')) throw new Failure('A domain label ends with a hyphen.', reader.index - 1);
    labels.push(label);
    written += (written ? '.' : '') + label;
    const after = reader.cfws();
    if (reader.char === '.') {
      if (after)
        reader.note(
          'deprecated',
          'White space or a comment inside the domain: only RFC 5322’s obsolete syntax allows it.',
          after.start,
        );
      reader.index += 1;
      const between = reader.cfws();
      if (between)
        reader.note(
          'deprecated',
          'White space or a comment inside the domain: only RFC 5322’s obsolete syntax allows it.',
          between.start,
        );
      continue;
    }
    if (after) reader.index = after.start;
    break;
  }
  return { domain: written, labels };
}

/** Reads one addr-spec: `local@domain`, as RFC 5322 allows it (the features RFC 5321 lacks are noted). */
export function parseAddress(text: string): ParseResult {
  const reader = new Reader(text);
  try {
    const local = parseLocal(reader);
    reader.index += 1; // the @
    const near = reader.cfws();
    if (near)
      reader.note(
        'deprecated',
        'White space or a comment just after the "@": only RFC 5322’s obsolete syntax allows it.',
        near.start,
      );
    const domainStart = reader.index;
    if (reader.char === undefined)
      throw new Failure('There is nothing after the "@": the domain is missing.', reader.index);
    let domain: string;
    let kind: DomainKind = 'name';
    let labels: string[] = [];
    if (reader.char === '[') ({ domain, kind } = parseLiteral(reader));
    else ({ domain, labels } = parseDomainName(reader));
    const trailing = reader.cfws();
    if (reader.char !== undefined) {
      const char = reader.char;
      if (kind !== 'name' && !trailing)
        throw new Failure(`${describeChar(char)} after the closing "]" of the domain literal.`, reader.index);
      if (trailing) throw new Failure(`${describeChar(char)} after the end of the address.`, reader.index);
      throw new Failure(unexpected(char, 'a domain name'), reader.index);
    }
    if (trailing)
      reader.note(
        trailing.obsolete ? 'deprecated' : 'cfws',
        'White space or a comment after the address: RFC 5322 allows it in a header, not in an SMTP address.',
        trailing.start,
      );
    return {
      ok: true,
      address: {
        local: local.local,
        domain,
        domainKind: kind,
        labels,
        localStart: local.start,
        domainStart,
        quotedLocal: local.quoted,
        internationalLocal: local.international,
        features: reader.features,
      },
    };
  } catch (error) {
    if (error instanceof Failure) return { ok: false, error: { message: error.message, position: error.position } };
    throw error;
  }
}
