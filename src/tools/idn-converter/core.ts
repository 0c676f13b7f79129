/**
 * Internationalised domain names both ways, label by label: Unicode labels to ASCII (`xn--` + punycode,
 * RFC 3492 via punycode.js) and back. Each input line is a domain name, an e-mail address (only the part
 * after the last `@` is converted) or a URL (only the host is converted; user info, port, path, query and
 * fragment stay exactly as written).
 *
 * The IDNA mapping (on by default) follows what browsers' URL parsers do (UTS #46, nontransitional, as in
 * `new URL()` and Node's `url.domainToASCII`) for the cases that matter in practice: ignored characters
 * such as soft hyphens are dropped, compatibility forms are unified (NFKC: fullwidth `ｅ` is `e`, `ﬁ` is
 * `fi`), and letters are lower-cased one by one (`Σ` is always `σ`; `ẞ` is `ss`); `ß`, `ς` and the joiners
 * are kept, as nontransitional processing does. Unlike a browser it does not refuse labels for IDNA's
 * script rules (bidi, CONTEXTJ) or for characters a host cannot hold: it converts them and notes the latter.
 */
import punycode from 'punycode.js';
import { createLocator } from '../../lib/text-locator';
import { ToolError, locate } from '../../lib/tool-error';

export type IdnDirection = 'to-ascii' | 'to-unicode';

export interface IdnOptions {
  direction: IdnDirection;
  /** Apply the IDNA mapping (lower case, compatibility forms, ignored characters) before converting. */
  mapping: boolean;
}

export const DEFAULT_IDN_OPTIONS: IdnOptions = { direction: 'to-ascii', mapping: true };

/** One label in both forms, for the labels table. */
export interface LabelRow {
  line: number;
  unicode: string;
  ascii: string;
}

export interface IdnResult {
  output: string;
  /** Non-blank lines converted. */
  items: number;
  /** The first `MAX_ROWS` labels; `labelsTotal` counts them all. */
  labels: LabelRow[];
  labelsTotal: number;
  /** Labels whose ASCII form differs from their Unicode form (the internationalised ones). */
  internationalised: number;
  /** Things worth knowing that did not stop the conversion (first `MAX_NOTES`; `notesTotal` counts all). */
  notes: string[];
  notesTotal: number;
}

export const MAX_ROWS = 100;
export const MAX_NOTES = 50;
/** RFC 1034: a label is at most 63 octets. */
export const MAX_LABEL_OCTETS = 63;
/** RFC 1034: 255 octets on the wire, which is 253 characters written without the final dot. */
export const MAX_DOMAIN_OCTETS = 253;

export const SAMPLE_UNICODE = `münchen.de
bücher.example
例え。テスト
пример.рф
☕.ws
user.name@bücher.example
https://user@straße.de:8443/stra%C3%9Fe?q=münchen#top`;

export const SAMPLE_ASCII = `xn--mnchen-3ya.de
xn--bcher-kva.example
xn--r8jz45g.xn--zckzah
xn--e1afmkfd.xn--p1ai
xn--53h.ws
user.name@xn--bcher-kva.example
https://user@xn--strae-oqa.de:8443/stra%C3%9Fe?q=münchen#top`;

/** The dots IDNA treats as label separators: full stop, ideographic, fullwidth and halfwidth ideographic. */
const SEPARATOR = /[.\u3002\uFF0E\uFF61]/;
const ASCII_ONLY = /^[\0-\x7F]*$/;
const ACE_PREFIX = /^xn--/i;
/** Code point ranges UTS #46 maps to nothing (soft hyphen, joiner-like format characters, variation selectors). */
const IGNORED: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x180b, 0x180d],
  [0x180f, 0x180f],
  [0x200b, 0x200b],
  [0x2060, 0x2060],
  [0x2064, 0x2064],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0x1bca0, 0x1bca3],
  [0xe0100, 0xe01ef],
];

function isIgnored(code: number): boolean {
  return IGNORED.some(([first, last]) => code >= first && code <= last);
}

/**
 * Sigmas that NFKC would turn into final `ς` but UTS #46 maps to `σ`: the lunate sigma and the mathematical
 * final sigmas. (A real `ς` stays `ς`: nontransitional processing keeps it.)
 */
const SIGMA_VARIANTS = /[\u03F2\u{1D6D3}\u{1D70D}\u{1D747}\u{1D781}\u{1D7BB}]/gu;
/** The WHATWG URL standard's forbidden domain code points that can appear inside a label. */
const FORBIDDEN_IN_HOST = /[\0-\x20#%/:<>?@[\\\]^|\x7F]/;
const ALPHANUMERIC = /[A-Za-z0-9]/;
const URL_START = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
const MAILTO = /^mailto:/i;

/** The IDNA mapping of one label (see the module comment for what it covers). */
export function mapLabel(label: string): string {
  if (ASCII_ONLY.test(label)) return label.toLowerCase();
  const compatible = label.replace(SIGMA_VARIANTS, '\u03C3').normalize('NFKC');
  let mapped = '';
  // One code point at a time, so that `Σ` is not turned into a final `ς` by its position. The characters
  // IDNA ignores are dropped here: NFKC leaves them alone, so dropping them after it is the same.
  for (const character of compatible) {
    const code = character.codePointAt(0)!;
    if (code < 0x80) mapped += code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : character;
    else if (!isIgnored(code)) mapped += foldCase(character, code);
  }
  // Lower-casing or dropping a character can leave text that composes further (e + dropped + ́).
  return mapped === compatible ? mapped : mapped.normalize('NFKC');
}

/** Where UTS #46 (case folding) and `toLowerCase` disagree on a letter. */
const FOLD_EXCEPTIONS = new Map<number, string>([
  [0x1e9e, 'ss'],
  [0x1c80, '\u0432'],
  [0x1c81, '\u0434'],
  [0x1c82, '\u043E'],
  [0x1c83, '\u0441'],
  [0x1c84, '\u0442'],
  [0x1c85, '\u0442'],
  [0x1c86, '\u044A'],
  [0x1c87, '\u0463'],
  [0x1c88, '\uA64B'],
]);

function foldCase(character: string, code: number): string {
  const exception = FOLD_EXCEPTIONS.get(code);
  if (exception !== undefined) return exception;
  // Cherokee folds to its capital letters, the older ones, where other scripts fold to small letters.
  if (code >= 0x13a0 && code <= 0x13f5) return character;
  if (code >= 0xab70 && code <= 0xabbf) return String.fromCodePoint(code - 0xab70 + 0x13a0);
  if (code >= 0x13f8 && code <= 0x13fd) return String.fromCodePoint(code - 8);
  // Greek iota subscripts (ᾳ, ᾼ) fold to a full iota after the vowel: ᾳ is αι.
  if (code === 0x0345 || (code >= 0x1f80 && code <= 0x1ffc)) {
    const decomposed = character.normalize('NFD');
    if (decomposed.includes('\u0345')) return decomposed.replace(/\u0345/g, '\u03B9').toLowerCase();
  }
  return character.toLowerCase();
}

/** Raw punycode (RFC 3492), no prefix, case kept: `bücher` ⇄ `bcher-kva`. */
export function encodePunycode(text: string): string {
  return punycode.encode(text);
}

export function decodePunycode(text: string): string {
  return punycode.decode(text);
}

function isControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

function quote(text: string): string {
  const characters = [...text];
  return `“${characters.length > 40 ? `${characters.slice(0, 36).join('')}…` : text}”`;
}

/** Converts one input text; errors point into it. */
class Conversion {
  readonly labels: LabelRow[] = [];
  labelsTotal = 0;
  internationalised = 0;
  readonly notes: string[] = [];
  notesTotal = 0;
  private readonly locateNote: (offset: number) => { line: number; column: number };

  constructor(
    private readonly input: string,
    private readonly options: IdnOptions,
  ) {
    this.locateNote = createLocator(input);
  }

  /** Throws a ToolError pointing at `offset`; `message` gets that place as "line L, column C". */
  fail(message: (where: string) => string, offset: number): never {
    const location = locate(this.input, offset);
    throw new ToolError(message(this.where(offset)), location);
  }

  where(offset: number): string {
    const { line, column } = locate(this.input, offset);
    return `line ${line}, column ${column}`;
  }

  note(message: (where: string) => string, offset: number): void {
    this.notesTotal += 1;
    if (this.notes.length >= MAX_NOTES) return;
    const { line, column } = this.locateNote(offset);
    this.notes.push(message(`line ${line}, column ${column}`));
  }

  /** A host name: labels between IDNA dots; the result always uses `.`. */
  host(host: string, start: number, line: number): string {
    const parts = host.split(SEPARATOR);
    const converted: string[] = [];
    // The name's length in ASCII form, as DNS counts it (without a final dot).
    let asciiLength = parts.length - 1;
    let offset = start;
    for (let index = 0; index < parts.length; index += 1) {
      const label = parts[index]!;
      const labelStart = offset;
      offset += label.length + 1;
      if (label === '') {
        // One final dot is the fully qualified form (`example.com.`).
        if (index === parts.length - 1 && index > 0) {
          converted.push('');
          asciiLength -= 1;
          continue;
        }
        if (parts.length === 1) this.fail((where) => `The domain name at ${where} is empty`, labelStart);
        const why = index === 0 ? 'the name starts with a dot' : 'two dots in a row';
        this.fail((where) => `Label ${index + 1} of ${quote(host)} at ${where} is empty: ${why}`, labelStart);
      }
      const forms = this.label(label, index + 1, host, labelStart, line);
      asciiLength += forms.ascii.length;
      converted.push(this.options.direction === 'to-ascii' ? forms.ascii : forms.unicode);
    }
    if (asciiLength > MAX_DOMAIN_OCTETS) {
      this.note(
        (where) =>
          `${quote(host)} at ${where} is ${asciiLength} characters long in ASCII form; DNS allows at most ${MAX_DOMAIN_OCTETS}`,
        start,
      );
    }
    return converted.join('.');
  }

  /** One label in both forms, after checking it. */
  private label(
    label: string,
    number: number,
    host: string,
    start: number,
    line: number,
  ): { unicode: string; ascii: string } {
    // Only built when something is reported, so the scan for the label's line and column costs nothing otherwise.
    const name = (where = this.where(start)) => `Label ${number} ${quote(label)} of ${quote(host)} at ${where}`;
    const mapped = this.options.mapping ? mapLabel(label) : label;
    if (mapped === '')
      this.fail(
        () => `${name()} is empty after the IDNA mapping: it holds only characters IDNA ignores (such as soft hyphens)`,
        start,
      );
    if (SEPARATOR.test(mapped))
      this.fail(() => `${name()} maps to ${quote(mapped)}, which holds a dot, so it cannot be one label`, start);

    let unicode: string;
    let ascii: string;
    if (ASCII_ONLY.test(mapped)) {
      ascii = mapped;
      unicode = ACE_PREFIX.test(mapped) ? this.decodeAce(mapped, name, label, start) : mapped;
    } else {
      if (ACE_PREFIX.test(mapped))
        this.fail(
          () => `${name()} starts with “xn--” but is not ASCII: a label with that prefix must be punycode`,
          start,
        );
      unicode = mapped;
      ascii = `xn--${encodePunycode(mapped)}`;
    }
    if (ascii.length > MAX_LABEL_OCTETS) {
      this.fail(
        () =>
          `${name()} is ${ascii.length} characters long in ASCII form (${quote(ascii)}); a label may have at most ${MAX_LABEL_OCTETS}`,
        start,
      );
    }
    const forbidden = FORBIDDEN_IN_HOST.exec(unicode);
    if (forbidden) {
      const shown =
        forbidden[0] === ' '
          ? 'a space'
          : isControl(forbidden[0])
            ? `the control character U+${forbidden[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`
            : quote(forbidden[0]);
      this.note(
        (where) => `${name(where)} holds ${shown}, which is not allowed in a host name; browsers would refuse it`,
        start,
      );
    }

    this.labelsTotal += 1;
    if (unicode !== ascii) this.internationalised += 1;
    if (this.labels.length < MAX_ROWS) this.labels.push({ line, unicode, ascii });
    return { unicode, ascii };
  }

  /** An `xn--` label to Unicode, saying where and why when it is not valid punycode. */
  private decodeAce(ace: string, name: () => string, written: string, start: number): string {
    const encoded = ace.slice(4);
    if (encoded === '') this.fail(() => `${name()} is only the prefix “xn--”, with no punycode after it`, start);
    // Mapping only changes an ASCII label's case, so positions in `ace` are positions in what was written.
    const delimiter = encoded.lastIndexOf('-');
    for (let index = delimiter > 0 ? delimiter + 1 : 0; index < encoded.length; index += 1) {
      const character = encoded.charAt(index);
      if (!ALPHANUMERIC.test(character)) {
        this.fail(
          (where) => `${name()} is not valid punycode: “${character}” at ${where} is not a letter or digit`,
          start + 4 + index,
        );
      }
    }
    let decoded: string;
    try {
      decoded = decodePunycode(encoded);
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      const why = message.startsWith('Overflow')
        ? 'it encodes a number too large for any character'
        : message.startsWith('Invalid code point')
          ? 'it encodes a code point beyond U+10FFFF'
          : 'it ends in the middle of a character (the punycode is cut short)';
      this.fail(() => `${name()} is not valid punycode: ${why}`, start);
    }
    if (ASCII_ONLY.test(decoded)) {
      this.fail(
        () =>
          `${name()} is not a valid IDNA label: it decodes to plain ASCII ${quote(decoded)}, which is never written with “xn--”`,
        start,
      );
    }
    if (this.options.mapping) {
      const remapped = mapLabel(decoded);
      if (remapped !== decoded) {
        this.note(
          (where) =>
            `Label ${quote(written)} at ${where} decodes to ${quote(decoded)}, which IDNA writes as ${quote(remapped)}; browsers would refuse it`,
          start,
        );
      }
    }
    return decoded;
  }
}

/** The host of an authority (`user@host:port`), or null for an IP literal or no host. */
function hostInAuthority(authority: string): { start: number; end: number } | null {
  const at = authority.lastIndexOf('@');
  const start = at + 1;
  let end = authority.length;
  if (authority.charAt(start) === '[') return null;
  const port = /:\d*$/.exec(authority.slice(start));
  if (port) end = start + port.index;
  return end > start ? { start, end } : null;
}

/** Where the host sits in one trimmed item (domain, e-mail or URL), relative to the item. */
function findHost(item: string): { start: number; end: number } | null {
  const scheme = URL_START.exec(item);
  if (scheme) {
    const authorityStart = scheme[0].length;
    const stop = item.slice(authorityStart).search(/[/?#]/);
    const authorityEnd = stop === -1 ? item.length : authorityStart + stop;
    const host = hostInAuthority(item.slice(authorityStart, authorityEnd));
    return host && { start: authorityStart + host.start, end: authorityStart + host.end };
  }
  const mailto = MAILTO.exec(item);
  const addressStart = mailto ? mailto[0].length : 0;
  let addressEnd = item.length;
  if (mailto) {
    const headers = item.slice(addressStart).search(/[?#]/);
    if (headers !== -1) addressEnd = addressStart + headers;
  }
  const at = item.lastIndexOf('@', addressEnd - 1);
  // An @ after a slash is part of a path (`example.com/@user`), not an e-mail address.
  const slash = item.indexOf('/');
  if (at >= addressStart && (mailto || slash === -1 || at < slash)) {
    // An e-mail address: only the domain after the last @ is a host; the local part is the mailbox's own.
    if (item.charAt(at + 1) === '[') return null;
    return { start: at + 1, end: addressEnd };
  }
  if (mailto) return null;
  // A bare domain, perhaps with a port and a path as typed into an address bar.
  if (item.startsWith('[')) return null;
  const stop = item.search(/[/?#]/);
  const end = stop === -1 ? item.length : stop;
  const port = /:\d*$/.exec(item.slice(0, end));
  return { start: 0, end: port ? port.index : end };
}

/** Converts every line of the input: each a domain name, an e-mail address or a URL. */
export function convertIdn(input: string, options: IdnOptions = DEFAULT_IDN_OPTIONS): IdnResult {
  const conversion = new Conversion(input, options);
  const lines = input.split('\n');
  const output: string[] = [];
  let lineStart = 0;
  let items = 0;
  lines.forEach((line, index) => {
    const leading = /^\s*/.exec(line)![0].length;
    const trailing = /\s*$/.exec(line.slice(leading))![0].length;
    const item = line.slice(leading, line.length - trailing);
    if (item === '') {
      output.push(line);
    } else {
      items += 1;
      const host = findHost(item);
      if (host === null) {
        output.push(line);
      } else {
        if (host.end === host.start)
          conversion.fail(
            (where) => `The e-mail address at ${where} has no domain after “@”`,
            lineStart + leading + host.start,
          );
        const converted = conversion.host(
          item.slice(host.start, host.end),
          lineStart + leading + host.start,
          index + 1,
        );
        output.push(line.slice(0, leading + host.start) + converted + line.slice(leading + host.end));
      }
    }
    lineStart += line.length + 1;
  });
  return {
    output: output.join('\n'),
    items,
    labels: conversion.labels,
    labelsTotal: conversion.labelsTotal,
    internationalised: conversion.internationalised,
    notes: conversion.notes,
    notesTotal: conversion.notesTotal,
  };
}

/** One domain name, e-mail address or URL to ASCII (what the vectors and quick uses need). */
export function toAscii(text: string, mapping = true): string {
  return convertIdn(text, { direction: 'to-ascii', mapping }).output;
}

export function toUnicode(text: string, mapping = true): string {
  return convertIdn(text, { direction: 'to-unicode', mapping }).output;
}
