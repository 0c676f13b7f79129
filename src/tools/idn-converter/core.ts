/**
 * Internationalised domain names both ways, label by label. Each input line is a domain name, an e-mail
 * address (only the part after the last `@` is converted) or a URL (only the host is converted; user info,
 * port, path, query and fragment stay exactly as written).
 *
 * With the IDNA mapping (the default) a host is read as a browser's `new URL()` reads it: %XX escapes
 * decoded, then UTS #46 (see uts46.ts) maps, checks and converts it. A name UTS #46 refuses (invalid
 * punycode, a code point IDNA does not allow, the joiner or bidi rules) is refused here too, naming the rule
 * and the label. A name browsers accept but DNS would not (an empty label, a label over 63 or a name over 253
 * characters) is converted as browsers do it, with a note.
 *
 * Without the mapping each label is converted exactly as written (raw RFC 3492 punycode, case kept), and a
 * note says when a browser would read the name differently.
 */
import punycode from 'punycode.js';
import { createLocator } from '../../lib/text-locator';
import { ToolError, locate } from '../../lib/tool-error';
import { visibleText } from '../../lib/visible-text';
import { bidiProblems, disallowedProblem, hostToAscii, hostToUnicode, labelProblem, mapLabel } from './uts46';

export { mapLabel } from './uts46';

export type IdnDirection = 'to-ascii' | 'to-unicode';

export interface IdnOptions {
  direction: IdnDirection;
  /** Read hosts as browsers do (UTS #46: lower case, compatibility forms, the validity rules); raw when off. */
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
/**
 * The URL Standard's forbidden domain code points that can be left in a host after its conversion (the ones
 * that end a host, / ? # @ :, never get there): new URL() refuses a host that holds one.
 */
const FORBIDDEN_IN_HOST = /[\0-\x20#%/:<>?@[\\\]^|\x7F]/;
const ALPHANUMERIC = /[A-Za-z0-9]/;
const URL_START = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
const MAILTO = /^mailto:/i;
const PERCENT_ESCAPE = /%[0-9A-Fa-f]{2}/y;

/** Raw punycode (RFC 3492), no prefix, case kept: `bücher` ⇄ `bcher-kva`. */
export function encodePunycode(text: string): string {
  return punycode.encode(text);
}

export function decodePunycode(text: string): string {
  return punycode.decode(text);
}

/** Text quoted in a message, every character of it visible, cut short when long. */
function quote(text: string): string {
  const characters = [...text];
  return `“${visibleText(characters.length > 40 ? `${characters.slice(0, 36).join('')}…` : text)}”`;
}

function describeForbidden(character: string): string {
  if (character === ' ') return 'a space';
  const code = character.charCodeAt(0);
  if (code < 0x20 || code === 0x7f)
    return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return quote(character);
}

interface PercentDecodedHost {
  text: string;
  /** For each UTF-16 unit of `text`, where it came from in the host as written. */
  offsets: number[];
  /** The first run of escapes that is not UTF-8, as written. */
  notUtf8: { start: number; end: number } | null;
}

/**
 * What the URL parser does to a host first: each run of %XX escapes is decoded as UTF-8 (`b%C3%BCcher` is
 * `bücher`). Bytes that are not UTF-8 become U+FFFD, as in the parser; `notUtf8` says where they were. A run
 * can be decoded on its own: a character written as itself starts a new UTF-8 sequence, so it can never
 * complete an escaped one.
 */
function percentDecodeHost(host: string): PercentDecodedHost {
  let text = '';
  const offsets: number[] = [];
  let notUtf8: PercentDecodedHost['notUtf8'] = null;
  let index = 0;
  const escapeAt = (at: number) => {
    PERCENT_ESCAPE.lastIndex = at;
    return PERCENT_ESCAPE.test(host);
  };
  while (index < host.length) {
    if (!escapeAt(index)) {
      text += host[index];
      offsets.push(index);
      index += 1;
      continue;
    }
    const start = index;
    const bytes: number[] = [];
    for (; escapeAt(index); index += 3) bytes.push(Number.parseInt(host.slice(index + 1, index + 3), 16));
    let decoded: string;
    try {
      decoded = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
    } catch {
      decoded = new TextDecoder('utf-8').decode(Uint8Array.from(bytes));
      notUtf8 ??= { start, end: index };
    }
    text += decoded;
    // Every character of a run points at the run: enough to show where a label starts.
    for (let unit = 0; unit < decoded.length; unit += 1) offsets.push(start);
  }
  return { text, offsets, notUtf8 };
}

/** A label as read: its mapped (or raw) text, how it was written, and where it starts in the input. */
interface Label {
  text: string;
  written: string;
  start: number;
}

/** How a browser reads a host: its ASCII and Unicode forms and its labels, or why it refuses it. */
type Reading =
  | { ascii: string; unicode: string; labels: Label[]; percentDecoded: string | null }
  | { refusal: string; offset: number };

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
    throw new ToolError(message(this.where(offset)), locate(this.input, offset));
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

  /** A host, converted in the direction asked; the result always separates labels with `.`. */
  host(host: string, start: number, line: number): string {
    return this.options.mapping ? this.browserHost(host, start, line) : this.rawHost(host, start, line);
  }

  /** A host as browsers read it (UTS #46), or a ToolError saying why they refuse it. */
  private browserHost(written: string, start: number, line: number): string {
    const reading = this.read(written, start);
    if ('refusal' in reading) throw new ToolError(reading.refusal, locate(this.input, reading.offset));
    if (reading.percentDecoded !== null) {
      this.note(
        (where) =>
          `${quote(written)} at ${where} is percent-encoded: it reads ${quote(reading.percentDecoded!)}, which is what is converted, as new URL() does`,
        start,
      );
    }
    const asciiLabels = reading.ascii.split('.');
    const unicodeLabels = reading.unicode.split('.');
    asciiLabels.forEach((ascii, index) => this.addRow(line, unicodeLabels[index] ?? ascii, ascii));
    this.checkAsDns(written, reading.ascii, reading.labels, start);
    return this.options.direction === 'to-ascii' ? reading.ascii : reading.unicode;
  }

  /** How a browser reads the host: percent-decoded, then UTS #46. */
  private read(written: string, start: number): Reading {
    const decoded = written.includes('%') ? percentDecodeHost(written) : null;
    const host = decoded?.text ?? written;
    const offsetOf = (index: number) => start + (decoded ? (decoded.offsets[index] ?? written.length) : index);
    if (decoded?.notUtf8) {
      const { start: from, end } = decoded.notUtf8;
      return {
        refusal: `The percent-encoded bytes ${quote(written.slice(from, end))} at ${this.where(start + from)} are not UTF-8: browsers read them as U+FFFD, which IDNA does not allow in a domain name`,
        offset: start + from,
      };
    }

    // The labels as UTS #46 sees them, each where it was written: split at the IDNA dots, then mapped
    // (mapping can only add a dot where a compatibility character holds one).
    const labels: Label[] = [];
    let index = 0;
    for (const part of host.split(SEPARATOR)) {
      const labelStart = offsetOf(index);
      index += part.length + 1;
      for (const text of mapLabel(part).split('.')) labels.push({ text, written: part, start: labelStart });
    }

    const ascii = hostToAscii(host);
    const unicode = ascii === null ? null : hostToUnicode(host);
    if (ascii === null || unicode === null) return this.refusal(host, labels, start);
    // The URL Standard's domain to ASCII fails on an empty result: a host of soft hyphens alone is no host.
    if (ascii === '')
      return {
        refusal: `${quote(written)} at ${this.where(start)} holds only characters IDNA ignores, so it converts to an empty name: new URL() refuses an empty host`,
        offset: start,
      };
    return { ascii, unicode, labels, percentDecoded: decoded && decoded.text !== written ? decoded.text : null };
  }

  /** Why UTS #46 refused the host, label by label: the first rule broken, and where. */
  private refusal(host: string, labels: readonly Label[], start: number): Reading {
    const name = (label: Label, number: number) =>
      `Label ${number} ${quote(label.written)} of ${quote(host)} at ${this.where(label.start)}`;
    const unicodeLabels: string[] = [];
    for (const [index, label] of labels.entries()) {
      if (!ACE_PREFIX.test(label.text)) {
        unicodeLabels.push(label.text);
        continue;
      }
      const decoded = this.decodeAce(label.text, label.start);
      if ('problem' in decoded)
        return { refusal: `${name(label, index + 1)} ${decoded.problem}`, offset: decoded.offset };
      unicodeLabels.push(decoded.text);
    }
    const bidi = bidiProblems(unicodeLabels);
    for (const [index, label] of labels.entries()) {
      const unicode = unicodeLabels[index]!;
      const problem = labelProblem(unicode) ?? bidi[index];
      if (problem === null) continue;
      const reason = unicode === label.text ? problem : `decodes to ${quote(unicode)}: it ${problem}`;
      return { refusal: `${name(label, index + 1)} ${reason}`, offset: label.start };
    }
    return {
      refusal: `${quote(host)} at ${this.where(start)} is not a valid internationalised domain name: UTS #46 refuses it, as browsers do`,
      offset: start,
    };
  }

  /**
   * An `xn--` label decoded, or what is wrong with it: not ASCII, not punycode, or punycode of nothing or of
   * plain ASCII (which is never written with the prefix). Positions in the label are positions in the input:
   * an ASCII label's mapping only changes its case.
   */
  private decodeAce(ace: string, start: number): { text: string } | { problem: string; offset: number } {
    if (!ASCII_ONLY.test(ace))
      return {
        problem: 'starts with “xn--” but is not ASCII: a label with that prefix must be punycode',
        offset: start,
      };
    const encoded = ace.slice(4);
    if (encoded === '') return { problem: 'is only the prefix “xn--”, with no punycode after it', offset: start };
    const delimiter = encoded.lastIndexOf('-');
    for (let index = delimiter > 0 ? delimiter + 1 : 0; index < encoded.length; index += 1) {
      const character = encoded.charAt(index);
      if (!ALPHANUMERIC.test(character)) {
        const offset = start + 4 + index;
        return {
          problem: `is not valid punycode: ${quote(character)} at ${this.where(offset)} is not a letter or digit`,
          offset,
        };
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
      return { problem: `is not valid punycode: ${why}`, offset: start };
    }
    if (decoded === '') return { problem: 'is punycode of nothing: it decodes to an empty label', offset: start };
    if (ASCII_ONLY.test(decoded)) {
      return {
        problem: `is not a valid IDNA label: it decodes to plain ASCII ${quote(decoded)}, which is never written with “xn--”`,
        offset: start,
      };
    }
    return { text: decoded };
  }

  /**
   * Each label exactly as written: ASCII stays, `xn--` is decoded, anything else is encoded. Punycode that is
   * invalid, or decodes to a code point IDNA does not allow, is still refused; where a browser would read the
   * name otherwise, a note says how.
   */
  private rawHost(host: string, start: number, line: number): string {
    const labels: Label[] = [];
    let index = 0;
    for (const part of host.split(SEPARATOR)) {
      labels.push({ text: part, written: part, start: start + index });
      index += part.length + 1;
    }
    const asciiLabels: string[] = [];
    const unicodeLabels: string[] = [];
    for (const [number, label] of labels.entries()) {
      const name = () => `Label ${number + 1} ${quote(label.written)} of ${quote(host)} at ${this.where(label.start)}`;
      let unicode = label.text;
      let ascii = label.text;
      if (ACE_PREFIX.test(label.text)) {
        const decoded = this.decodeAce(label.text, label.start);
        if ('problem' in decoded) this.fail(() => `${name()} ${decoded.problem}`, decoded.offset);
        const disallowed = disallowedProblem(decoded.text);
        if (disallowed) this.fail(() => `${name()} decodes to ${quote(decoded.text)}: it ${disallowed}`, label.start);
        unicode = decoded.text;
      } else if (!ASCII_ONLY.test(label.text)) {
        ascii = `xn--${encodePunycode(label.text)}`;
      }
      asciiLabels.push(ascii);
      unicodeLabels.push(unicode);
      this.addRow(line, unicode, ascii);
    }
    const ascii = asciiLabels.join('.');
    this.checkAsDns(host, ascii, labels, start);

    const browser = this.read(host, start);
    if ('refusal' in browser) {
      this.note(() => `new URL() refuses it: ${browser.refusal}`, start);
    } else if (browser.ascii !== ascii) {
      this.note(
        (where) => `new URL() reads ${quote(host)} at ${where} as ${quote(browser.ascii)}, with the IDNA mapping`,
        start,
      );
    }
    return this.options.direction === 'to-ascii' ? ascii : unicodeLabels.join('.');
  }

  private addRow(line: number, unicode: string, ascii: string): void {
    this.labelsTotal += 1;
    if (unicode !== ascii) this.internationalised += 1;
    if (this.labels.length < MAX_ROWS) this.labels.push({ line, unicode, ascii });
  }

  /**
   * What browsers accept but DNS (RFC 1034) and URL hosts do not: an empty label, a label over 63 or a name
   * over 253 characters in ASCII form, and characters no URL host may hold.
   */
  private checkAsDns(host: string, ascii: string, labels: readonly Label[], start: number): void {
    const asciiLabels = ascii.split('.');
    // One final dot is the fully qualified form (`example.com.`), not an empty label.
    const fullyQualified = asciiLabels.length > 1 && asciiLabels.at(-1) === '';
    const counted = fullyQualified ? asciiLabels.slice(0, -1) : asciiLabels;
    counted.forEach((label, index) => {
      // The label as written and where, when the mapping has not split labels (then the host's start).
      const source = labels.length === asciiLabels.length ? labels[index] : undefined;
      const labelStart = source?.start ?? start;
      if (label === '') {
        const why =
          source && source.written !== ''
            ? 'it holds only characters IDNA ignores'
            : index === 0
              ? 'the name starts with a dot'
              : 'two dots in a row';
        this.note(
          (where) =>
            `Label ${index + 1} of ${quote(host)} at ${where} is empty (${why}): browsers accept it, but DNS has no empty labels`,
          labelStart,
        );
      } else if (label.length > MAX_LABEL_OCTETS) {
        // The ASCII form is shown where it is not what was written.
        const form = source?.written === label ? '' : ` (${quote(label)})`;
        this.note(
          (where) =>
            `Label ${index + 1} of ${quote(host)} at ${where} is ${label.length} characters long in ASCII form${form}: browsers accept it, but DNS allows at most ${MAX_LABEL_OCTETS}`,
          labelStart,
        );
      }
    });
    const length = counted.join('.').length;
    if (length > MAX_DOMAIN_OCTETS) {
      this.note(
        (where) =>
          `${quote(host)} at ${where} is ${length} characters long in ASCII form: browsers accept it, but DNS allows at most ${MAX_DOMAIN_OCTETS}`,
        start,
      );
    }
    const forbidden = FORBIDDEN_IN_HOST.exec(ascii);
    if (forbidden) {
      const written = host.indexOf(forbidden[0]);
      this.note(
        (where) =>
          `${quote(host)} at ${where} holds ${describeForbidden(forbidden[0])}, which a URL host cannot hold: new URL() refuses it`,
        written === -1 ? start : start + written,
      );
    }
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
