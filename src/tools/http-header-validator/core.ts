/**
 * The HTTP header checker: reads a pasted request or response head (with or without its start line, or as
 * browser devtools show it), checks the field syntax of RFC 9110 and 9112, structured fields (RFC 9651)
 * and the values of the well-known fields, and grades a response's security headers.
 */
import { LineIndex, ProblemCollector, type DocumentProblem, type Severity } from '../../lib/problems';
import { formatCount } from '../../lib/format';
import { firstNonTokenChar } from './grammar';
import { gradeSecurityHeaders, type SecurityGrade } from './grade';
import { parseStructured } from './structured';
import { HEADERS, checkHttpDate, type FieldContext, type MessageKind } from './values';

export type KindChoice = 'auto' | MessageKind;

export interface HeaderCheckOptions {
  /** Request or response; `auto` reads it from the start line, or from which fields appear. */
  kind: KindChoice;
}

export interface HeaderRow {
  line: number;
  offset: number;
  name: string;
  /** The value, shortened past VALUE_SHOWN characters. */
  value: string;
  /** What the field is, for the fields the tool knows. */
  about: string;
  /** Structured field type (RFC 9651), for fields defined as structured. */
  structured?: string;
}

export interface StartLine {
  text: string;
  kind: MessageKind;
  method?: string;
  target?: string;
  status?: number;
  reason?: string;
  version: string;
}

export interface HeaderReport {
  problems: DocumentProblem[];
  /** Set when problems were left out at the limits. */
  limitNote?: string;
  kind: MessageKind;
  /** How the kind was decided, for the screen. */
  kindReason: string;
  startLine: StartLine | null;
  fields: HeaderRow[];
  fieldCount: number;
  /** Lines that were read but are not header fields (pseudo-headers, devtools labels, the body). */
  ignored: string[];
  grade: SecurityGrade | null;
}

/** The report's limits: problems of one rule, problems in all, rows of the header table. */
export const MAX_PROBLEMS_PER_CODE = 1000;
export const MAX_PROBLEMS = 10_000;
export const MAX_ROWS = 2000;
/** Fields whose values are checked: a real head has dozens; a huge paste is checked for syntax beyond this. */
export const MAX_VALUE_CHECKS = 5000;
const VALUE_SHOWN = 300;
/** Servers commonly refuse header lines longer than this (nginx, Apache: 8 KB). */
const LONG_FIELD = 8192;

export { BROKEN_SAMPLE, REQUEST_SAMPLE, SAMPLE_INPUT } from './samples';

const REQUEST_ONLY = new Set(
  Object.entries(HEADERS)
    .filter(([, spec]) => spec.side === 'request')
    .map(([name]) => name),
);
const RESPONSE_ONLY = new Set(
  Object.entries(HEADERS)
    .filter(([, spec]) => spec.side === 'response')
    .map(([name]) => name),
);

/** The "General" rows of Chrome's network panel, pasted along with the headers. */
const DEVTOOLS_LABELS = new Set(['request url', 'request method', 'status code', 'remote address', 'referrer policy']);
const DEVTOOLS_SECTIONS =
  /^(?:general|response headers|request headers|query string parameters|form data|payload)(?:\s*\(\d+\))?(?:\s+view (?:source|parsed))?$/i;

const RESPONSE_LINE = /^HTTP\/(\d(?:\.\d)?) (\d{3})(?: (.*))?$/;
const REQUEST_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+) (\S+) HTTP\/(\d(?:\.\d)?)$/;
const KNOWN_METHODS = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'CONNECT',
  'OPTIONS',
  'TRACE',
  'PATCH',
  'QUERY',
]);

interface Field {
  name: string;
  lower: string;
  value: string;
  line: number;
  nameOffset: number;
  /** [index in value, offset in the text] at each piece of a folded value. */
  segments: [number, number][];
}

class ProblemSink {
  private readonly found = new ProblemCollector({ perCode: MAX_PROBLEMS_PER_CODE, total: MAX_PROBLEMS });

  constructor(private readonly index: LineIndex) {}

  get problems(): DocumentProblem[] {
    return this.found.problems;
  }

  get dropped(): number {
    return this.found.dropped;
  }

  add(severity: Severity, message: string, offset: number, length: number, code: string) {
    this.found.add(code, () => this.index.problem(severity, message, offset, { length, code }));
  }
}

function valueOffset(field: Field, position: number): number {
  let offset = field.segments[0]![1] + position;
  for (const [start, source] of field.segments) if (start <= position) offset = source + (position - start);
  return offset;
}

function parseStartLine(line: string, offset: number, sink: ProblemSink): StartLine | null | 'not-a-start-line' {
  let match = RESPONSE_LINE.exec(line);
  if (match) {
    const [, version, status, reason = ''] = match;
    const code = Number(status);
    if (code < 100 || code > 599)
      sink.add(
        'error',
        `${status} is not a status code: they run from 100 to 599 (RFC 9110 §15)`,
        offset + 5 + version!.length + 1,
        3,
        'status-line',
      );
    if (!['1.0', '1.1', '2', '3'].includes(version!))
      sink.add(
        'warning',
        `HTTP/${version} is not an HTTP version in use (1.0, 1.1, 2, 3)`,
        offset,
        5 + version!.length,
        'http-version',
      );
    if ([...reason].some((char) => char !== '\t' && (char < ' ' || char === '\x7f')))
      sink.add(
        'error',
        'The reason phrase holds a control character',
        offset + line.length - reason.length,
        reason.length,
        'status-line',
      );
    return { text: line, kind: 'response', status: code, reason, version: `HTTP/${version}` };
  }
  match = REQUEST_LINE.exec(line);
  if (match) {
    const [, method, target, version] = match;
    if (!KNOWN_METHODS.has(method!) && KNOWN_METHODS.has(method!.toUpperCase()))
      sink.add(
        'error',
        `Methods are case-sensitive: "${method}" is not ${method!.toUpperCase()} (RFC 9110 §9.1)`,
        offset,
        method!.length,
        'request-line',
      );
    if (!['1.0', '1.1', '2', '3'].includes(version!))
      sink.add(
        'warning',
        `HTTP/${version} is not an HTTP version in use (1.0, 1.1, 2, 3)`,
        offset + line.length - 5 - version!.length,
        5 + version!.length,
        'http-version',
      );
    if (!/^(?:\/|\*$|[a-zA-Z][a-zA-Z0-9+.-]*:\/\/|[^/\s]+:\d+$)/.test(target!))
      sink.add(
        'error',
        `"${target}" is not a request target: a path starting with "/", an absolute URI, host:port for CONNECT, or "*" (RFC 9112 §3.2)`,
        offset + method!.length + 1,
        target!.length,
        'request-line',
      );
    return { text: line, kind: 'request', method, target, version: `HTTP/${version}` };
  }
  if (line.startsWith('HTTP/')) {
    sink.add(
      'error',
      'The status line is HTTP-version SP status-code SP reason, such as "HTTP/1.1 200 OK" (RFC 9112 §4)',
      offset,
      line.length,
      'status-line',
    );
    return null;
  }
  const words = /^([A-Za-z]+) (\S+)(?: (\S+))?\s*$/.exec(line);
  if (
    words &&
    !words[2]!.startsWith(':') &&
    (KNOWN_METHODS.has(words[1]!.toUpperCase()) || words[3]?.startsWith('HTTP'))
  ) {
    sink.add(
      'error',
      'The request line is method SP request-target SP HTTP-version, such as "GET /index.html HTTP/1.1" (RFC 9112 §3)',
      offset,
      line.length,
      'request-line',
    );
    return null;
  }
  return 'not-a-start-line';
}

/** Checks one header field's characters: RFC 9110 §5.5 allows visible characters, SP, HTAB and obs-text. */
function checkValueCharacters(field: Field, sink: ProblemSink) {
  let reportedObsText = false;
  const value = field.value;
  for (let position = 0; position < value.length; position += 1) {
    const code = value.charCodeAt(position);
    if (code >= 0x20 && code < 0x7f) continue;
    if (code === 0x09) continue;
    const at = valueOffset(field, position);
    if (code === 0)
      sink.add(
        'error',
        `${field.name} holds a NUL character: recipients must reject the message or replace it (RFC 9110 §5.5)`,
        at,
        1,
        'field-value-char',
      );
    else if (code === 0x0d)
      sink.add(
        'error',
        `${field.name} holds a bare CR (carriage return not followed by LF): it must be rejected, since it can split headers (RFC 9112 §2.2)`,
        at,
        1,
        'bare-cr',
      );
    else if (code < 0x20 || code === 0x7f)
      sink.add(
        'error',
        `${field.name} holds the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}, which field values do not allow (RFC 9110 §5.5)`,
        at,
        1,
        'field-value-char',
      );
    else if (!reportedObsText) {
      reportedObsText = true;
      sink.add(
        'warning',
        code > 0xff
          ? `${field.name} holds "${value[position]}", which is not a byte: headers are bytes, so it will be mangled; percent-encode it or use an encoding the field defines`
          : `${field.name} holds a non-ASCII character: recipients read it as ISO-8859-1 at best (obs-text, RFC 9110 §5.5); keep values ASCII`,
        at,
        1,
        'obs-text',
      );
    }
  }
}

/**
 * The kind of message, from the start line, the pseudo-headers, or the fields: a request-only field (Host,
 * User-Agent, Accept...) against a response-only one (Server, Set-Cookie, ETag...).
 */
function decideKind(
  choice: KindChoice,
  startLine: StartLine | null,
  pseudoKind: MessageKind | null,
  fields: readonly Field[],
): [MessageKind, string] {
  if (choice !== 'auto') return [choice, `Checked as a ${choice}, as chosen`];
  if (startLine) return [startLine.kind, `A ${startLine.kind}: its start line says so`];
  if (pseudoKind) return [pseudoKind, `A ${pseudoKind}: its pseudo-headers say so`];
  let request = 0;
  let response = 0;
  for (const field of fields) {
    if (REQUEST_ONLY.has(field.lower)) request += 1;
    if (RESPONSE_ONLY.has(field.lower)) response += 1;
  }
  if (request > response) return ['request', `A request: it has ${formatCount(request)} request-only fields`];
  if (response > 0) return ['response', `A response: it has ${formatCount(response)} response-only fields`];
  return ['response', 'Taken as a response: nothing says which it is (choose above)'];
}

/** A line that starts with whitespace: a folded continuation of the field before (obs-fold), or an error. */
function readFoldedLine(previous: Field | undefined, line: string, lineStart: number, sink: ProblemSink): void {
  if (!previous) {
    sink.add(
      'error',
      'A line that starts with whitespace before any field: recipients must reject it or ignore it (RFC 9112 §2.2)',
      lineStart,
      line.length,
      'leading-whitespace',
    );
    return;
  }
  sink.add(
    'warning',
    'A folded line (obs-fold): continuing a value on a new line that starts with whitespace is deprecated, and servers must reject it or replace the fold with a space (RFC 9112 §5.2)',
    lineStart,
    line.length,
    'obs-fold',
  );
  const content = line.trim();
  const contentOffset = lineStart + (line.length - line.trimStart().length);
  if (content !== '') {
    previous.segments.push([previous.value.length + 1, contentOffset]);
    previous.value = `${previous.value} ${content}`;
  }
}

/**
 * Rows devtools show among the headers (pseudo-headers, summary rows, section titles): read for the message
 * kind, not checked. Says whether the line was one.
 */
function readDevtoolsLine(read: HeaderSection, line: string, lineNumber: number): boolean {
  // HTTP/2 and HTTP/3 pseudo-headers, as devtools show them: ":status: 200", ":method: GET".
  const pseudo = /^:(status|method|path|authority|scheme|protocol):\s*(.*)$/i.exec(line);
  if (pseudo) {
    const name = pseudo[1]!.toLowerCase();
    read.pseudoKind = name === 'status' ? 'response' : 'request';
    read.pseudoVersion = 'HTTP/2';
    read.ignored.push(
      `Line ${formatCount(lineNumber)}: the HTTP/2 pseudo-header :${name} (${pseudo[2]}), read for the message kind`,
    );
    return true;
  }

  const colon = line.indexOf(':');
  const devtoolsLabel = colon > 0 ? line.slice(0, colon).trim().toLowerCase() : '';
  if (DEVTOOLS_LABELS.has(devtoolsLabel)) {
    if (devtoolsLabel === 'status code') read.pseudoKind = 'response';
    if (devtoolsLabel === 'request method') read.pseudoKind ??= 'request';
    read.ignored.push(
      `Line ${formatCount(lineNumber)}: "${line.slice(0, colon).trim()}", a devtools summary row, not a header`,
    );
    return true;
  }
  if (colon === -1 && DEVTOOLS_SECTIONS.test(line.trim())) {
    read.ignored.push(`Line ${formatCount(lineNumber)}: "${line.trim()}", a devtools section title`);
    return true;
  }
  return false;
}

/** A field line: name ":" value, with the name checked. Null when it is no field. */
function readFieldLine(line: string, lineStart: number, lineNumber: number, sink: ProblemSink): Field | null {
  const colon = line.indexOf(':');
  if (colon === -1) {
    sink.add(
      'error',
      'This line has no colon: a header field is name ":" value (RFC 9112 §5)',
      lineStart,
      line.length,
      'missing-colon',
    );
    return null;
  }
  const rawName = line.slice(0, colon);
  const name = rawName.trimEnd();
  if (name === '') {
    sink.add(
      'error',
      'The field name is empty: a line cannot start with ":" (RFC 9110 §5.1)',
      lineStart,
      Math.max(1, line.length),
      'empty-name',
    );
    return null;
  }
  if (name.length !== rawName.length)
    sink.add(
      'error',
      `Whitespace between the field name "${name}" and the colon: servers must reject the message with 400, since proxies read it differently (RFC 9112 §5.1)`,
      lineStart + name.length,
      rawName.length - name.length,
      'space-before-colon',
    );
  const bad = firstNonTokenChar(name);
  if (bad !== -1)
    sink.add(
      'error',
      `The field name "${name}" holds "${name[bad]}", which is not allowed: names are tokens of letters, digits and !#$%&'*+-.^_\`|~ (RFC 9110 §5.1)`,
      lineStart + bad,
      1,
      'field-name',
    );
  const afterColon = line.slice(colon + 1);
  const leading = afterColon.length - afterColon.trimStart().length;
  const value = afterColon.replace(/^[ \t]+|[ \t]+$/g, '');
  return {
    name,
    lower: name.toLowerCase(),
    value,
    line: lineNumber,
    nameOffset: lineStart,
    segments: [[0, lineStart + colon + 1 + leading]],
  };
}

interface HeaderSection {
  fields: Field[];
  /** Lines read but not checked as fields, said in the report. */
  ignored: string[];
  startLine: StartLine | null;
  pseudoKind: MessageKind | null;
  pseudoVersion: string | null;
}

/** Reads the header section line by line, up to the blank line that ends it. */
function readHeaderSection(text: string, sink: ProblemSink): HeaderSection {
  const read: HeaderSection = { fields: [], ignored: [], startLine: null, pseudoKind: null, pseudoVersion: null };
  let sawFirstLine = false;
  let lineNumber = 0;
  let offset = 0;
  while (offset <= text.length) {
    let end = text.indexOf('\n', offset);
    if (end === -1) end = text.length;
    lineNumber += 1;
    const lineStart = offset;
    let line = text.slice(offset, end);
    if (line.endsWith('\r')) line = line.slice(0, -1);
    offset = end + 1;

    if (line.trim() === '') {
      if (!sawFirstLine) continue;
      // The blank line ends the header section; what follows is the body.
      const rest = text.slice(offset).trimEnd();
      if (rest.trim() !== '') {
        let bodyLines = 1;
        for (let at = rest.indexOf('\n'); at !== -1; at = rest.indexOf('\n', at + 1)) bodyLines += 1;
        read.ignored.push(
          `${formatCount(bodyLines)} ${bodyLines === 1 ? 'line' : 'lines'} after the blank line on line ${formatCount(lineNumber)}: the body, which is not checked`,
        );
      }
      break;
    }

    const isFirst = !sawFirstLine;
    sawFirstLine = true;
    if (isFirst) {
      const start = parseStartLine(line.trim(), lineStart + (line.length - line.trimStart().length), sink);
      if (start !== 'not-a-start-line') {
        read.startLine = start;
        if (start === null) read.ignored.push(`Line ${formatCount(lineNumber)}: a start line that could not be read`);
        continue;
      }
    }

    if (line.startsWith(' ') || line.startsWith('\t')) {
      readFoldedLine(read.fields.at(-1), line, lineStart, sink);
      continue;
    }
    if (readDevtoolsLine(read, line, lineNumber)) continue;
    const field = readFieldLine(line, lineStart, lineNumber, sink);
    if (field) read.fields.push(field);
  }
  return read;
}

export function checkHttpHeaders(text: string, options: HeaderCheckOptions): HeaderReport {
  const index = new LineIndex(text);
  const sink = new ProblemSink(index);
  const { fields, ignored, startLine, pseudoKind, pseudoVersion } = readHeaderSection(text, sink);

  const [kind, kindReason] = decideKind(options.kind, startLine, pseudoKind, fields);
  const version = startLine?.version ?? pseudoVersion;
  checkFields(fields, kind, version, sink);
  checkAcrossFields(fields, kind, startLine, sink);

  if (pseudoVersion && fields.some((field) => field.name !== field.lower))
    sink.add(
      'info',
      'HTTP/2 and HTTP/3 send field names in lower case (RFC 9113 §8.2.1): fine if only the display capitalises them',
      fields.find((field) => field.name !== field.lower)!.nameOffset,
      0,
      'lowercase-names',
    );
  if (ignored.some((note) => note.includes('pseudo-header') || note.includes('devtools')))
    sink.add(
      'info',
      'Devtools rows (pseudo-headers, summary rows, section titles) were read for the message kind and not checked as header fields',
      0,
      0,
      'devtools',
    );

  const grouped = new Map<string, string[]>();
  for (const field of fields) {
    const values = grouped.get(field.lower);
    if (values) values.push(field.value);
    else grouped.set(field.lower, [field.value]);
  }
  const grade = kind === 'response' && fields.length > 0 ? gradeSecurityHeaders(grouped) : null;

  const rows = fields.slice(0, MAX_ROWS).map((field): HeaderRow => {
    const spec = HEADERS[field.lower];
    return {
      line: field.line,
      offset: field.nameOffset,
      name: field.name,
      value: field.value.length > VALUE_SHOWN ? `${field.value.slice(0, VALUE_SHOWN)}…` : field.value,
      about: spec?.about ?? (field.lower.startsWith('x-') ? 'A custom (X-) field' : ''),
      ...(spec?.structured ? { structured: spec.structured } : {}),
    };
  });

  const limitNotes: string[] = [];
  if (sink.dropped > 0)
    limitNotes.push(
      `${formatCount(sink.dropped)} more problems were left out: at most ${formatCount(MAX_PROBLEMS_PER_CODE)} of one rule and ${formatCount(MAX_PROBLEMS)} in all are listed`,
    );
  if (fields.length > MAX_VALUE_CHECKS)
    limitNotes.push(
      `The values of the first ${formatCount(MAX_VALUE_CHECKS)} fields were checked; the rest for syntax only`,
    );
  if (fields.length > MAX_ROWS)
    limitNotes.push(
      `The header table shows the first ${formatCount(MAX_ROWS)} of ${formatCount(fields.length)} fields`,
    );

  return {
    problems: sink.problems,
    ...(limitNotes.length > 0 ? { limitNote: limitNotes.join('. ') } : {}),
    kind,
    kindReason,
    startLine,
    fields: rows,
    fieldCount: fields.length,
    ignored: ignored.slice(0, 100),
    grade,
  };
}

const SEVERE_REPEATS = new Set([
  'host',
  'content-type',
  'authorization',
  'proxy-authorization',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'location',
  'etag',
  'content-range',
  'range',
  'origin',
  'content-location',
]);

/** How much of a joined value a message quotes. */
const JOINED_SHOWN = 60;

/**
 * The lines of one field as the single field a recipient makes of them: the values joined with ", " (RFC 9110
 * §5.3), each piece still mapped to where it stands in the text, so a problem in the joined value is placed
 * on its own line.
 */
function joinFields(group: readonly Field[]): { field: Field; starts: number[] } {
  const first = group[0]!;
  let value = '';
  const segments: [number, number][] = [];
  const starts: number[] = [];
  for (const [index, field] of group.entries()) {
    if (index > 0) value += ', ';
    starts.push(value.length);
    for (const [start, source] of field.segments) segments.push([value.length + start, source]);
    value += field.value;
  }
  return { field: { ...first, value, segments }, starts };
}

function checkFields(fields: readonly Field[], kind: MessageKind, version: string | null, sink: ProblemSink) {
  const firstOf = new Map<string, Field>();
  const repeats = new Map<string, Field[]>();
  const linesOf = new Map<string, Field[]>();
  for (const field of fields) {
    const lines = linesOf.get(field.lower);
    if (lines) lines.push(field);
    else linesOf.set(field.lower, [field]);
  }
  /** Repeated structured fields whose joined value did not parse: that error already says they repeat. */
  const joinedFailed = new Set<string>();
  let fieldIndex = 0;
  for (const field of fields) {
    checkValueCharacters(field, sink);
    if (field.value.length > LONG_FIELD)
      sink.add(
        'warning',
        `${field.name} is ${formatCount(field.value.length)} characters long: many servers refuse header lines over 8 KB with 431`,
        field.nameOffset,
        field.name.length,
        'long-field',
      );
    const spec = fieldIndex < MAX_VALUE_CHECKS ? HEADERS[field.lower] : undefined;
    fieldIndex += 1;
    const first = firstOf.get(field.lower);
    if (first) {
      const list = repeats.get(field.lower) ?? [first];
      list.push(field);
      repeats.set(field.lower, list);
    } else firstOf.set(field.lower, field);
    if (!spec) continue;

    if (spec.side !== 'both' && spec.side !== kind)
      sink.add(
        'info',
        `${field.name} is a ${spec.side} field: in a ${kind} it has no effect`,
        field.nameOffset,
        field.name.length,
        'wrong-side',
      );

    // A structured field's lines are parsed as one value, joined (RFC 9651 §4.2): `1`, an empty line and `42`
    // make "1, , 42", which is no list, though each line parses alone. The lines are checked once, as a whole.
    const lines = spec.structured ? linesOf.get(field.lower)! : [field];
    if (lines.length > 1 && field !== lines[0]) continue;
    const joined = lines.length > 1 ? joinFields(lines) : null;
    const subject = joined?.field ?? field;

    if (subject.value === '') {
      // An empty list or dictionary has no members; an item must have a value, so an empty one fails to parse.
      if (spec.structured === 'item')
        sink.add(
          'error',
          `${field.name} is a structured field (RFC 9651 item) and an empty value does not parse: an item needs a value`,
          field.nameOffset,
          field.name.length,
          'structured-field',
        );
      else if (!['accept-encoding', 'cookie', 'accept'].includes(field.lower))
        sink.add('warning', `${field.name} is empty`, field.nameOffset, field.name.length, 'empty-value');
      continue;
    }

    const report: FieldContext['report'] = (
      severity,
      message,
      start = 0,
      length = subject.value.length,
      code = field.lower,
    ) => {
      const from = valueOffset(subject, Math.min(start, subject.value.length));
      sink.add(severity, message, from, Math.max(0, Math.min(length, subject.value.length - start)), code);
    };
    let structuredOk = true;
    if (spec.structured) {
      const parsed = parseStructured(subject.value, spec.structured);
      if (!parsed.ok) {
        structuredOk = false;
        if (joined) {
          joinedFailed.add(field.lower);
          const line = lines[joined.starts.findLastIndex((start) => start <= parsed.offset)]!.line;
          const shown =
            subject.value.length > JOINED_SHOWN ? `${subject.value.slice(0, JOINED_SHOWN)}…` : subject.value;
          report(
            'error',
            `${field.name} appears on ${lines.length} lines, which recipients join into one value before parsing it as a structured field (RFC 9651 §4.2): "${shown}" does not parse as ${spec.structured === 'item' ? 'an' : 'a'} ${spec.structured} at character ${parsed.offset + 1}, on line ${line}: ${parsed.message}`,
            parsed.offset,
            1,
            'structured-field',
          );
        } else
          report(
            'error',
            `${field.name} is a structured field (RFC 9651 ${spec.structured}) and does not parse at character ${parsed.offset + 1}: ${parsed.message}`,
            parsed.offset,
            1,
            'structured-field',
          );
      }
    }
    if (spec.check && (structuredOk || !spec.structured)) {
      try {
        spec.check({ name: field.name, value: subject.value, kind, version, report });
      } catch (error) {
        // A check that trips over an odd value must not hide the rest of the report.
        report('info', `${field.name} could not be checked: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  checkRepeats(repeats, joinedFailed, sink);
}

/** Fields that appear more than once: combined into a list, or a problem where the field is single. */
function checkRepeats(repeats: ReadonlyMap<string, Field[]>, joinedFailed: ReadonlySet<string>, sink: ProblemSink) {
  for (const [lower, group] of repeats) {
    const spec = HEADERS[lower];
    const first = group[0]!;
    if (spec?.repeat === 'cookie' || joinedFailed.has(lower)) continue;
    if (lower === 'content-length') {
      const differing = group.some((field) => field.value !== first.value);
      for (const field of group.slice(1))
        sink.add(
          differing ? 'error' : 'warning',
          differing
            ? `Content-Length appears again with a different value (${first.value} on line ${first.line}): the message cannot be framed, and recipients must reject it (RFC 9112 §6.3)`
            : `Content-Length repeats the same value (line ${first.line}): recipients may accept it, but send it once (RFC 9110 §8.6)`,
          field.nameOffset,
          field.name.length,
          'repeated-field',
        );
      continue;
    }
    if (spec?.repeat === 'single') {
      const severity: Severity = SEVERE_REPEATS.has(lower) || lower.startsWith('cross-origin-') ? 'error' : 'warning';
      const why =
        lower === 'host'
          ? 'a server must answer 400 to a request with more than one Host (RFC 9112 §3.2)'
          : lower === 'access-control-allow-origin'
            ? 'browsers see two origins and fail the CORS check'
            : 'it is not a list, so recipients may take either value or reject the message (RFC 9110 §5.3)';
      for (const field of group.slice(1))
        sink.add(
          severity,
          `${field.name} appears again (first on line ${first.line}): ${why}`,
          field.nameOffset,
          field.name.length,
          'repeated-field',
        );
      continue;
    }
    sink.add(
      'info',
      `${first.name} appears ${group.length} times: recipients combine the values into one comma-separated list (RFC 9110 §5.3)${spec ? '' : ', unless the field is not a list'}`,
      group[1]!.nameOffset,
      group[1]!.name.length,
      'combined-field',
    );
  }
}

function checkAcrossFields(
  fields: readonly Field[],
  kind: MessageKind,
  startLine: StartLine | null,
  sink: ProblemSink,
) {
  const find = (name: string) => fields.find((field) => field.lower === name);
  const transferEncoding = find('transfer-encoding');
  const contentLength = find('content-length');
  if (transferEncoding && contentLength)
    sink.add(
      'error',
      'Both Transfer-Encoding and Content-Length: senders must not send both, and the mismatch is how request smuggling works; Transfer-Encoding wins (RFC 9112 §6.1, §6.3)',
      contentLength.nameOffset,
      contentLength.name.length,
      'te-and-cl',
    );

  const allowOrigin = find('access-control-allow-origin');
  const credentials = find('access-control-allow-credentials');
  if (allowOrigin?.value === '*' && credentials?.value === 'true')
    sink.add(
      'error',
      'Access-Control-Allow-Origin: * with Access-Control-Allow-Credentials: true: browsers refuse credentialed requests to a wildcard; echo the request’s Origin instead',
      allowOrigin.nameOffset,
      allowOrigin.name.length,
      'cors-wildcard-credentials',
    );
  if (credentials?.value === 'true')
    for (const name of [
      'access-control-allow-headers',
      'access-control-allow-methods',
      'access-control-expose-headers',
    ]) {
      const field = find(name);
      if (field && /(^|,)\s*\*\s*(,|$)/.test(field.value))
        sink.add(
          'warning',
          `With credentials, "*" in ${field.name} is not a wildcard but a name "*": list the names`,
          field.nameOffset,
          field.name.length,
          'cors-wildcard-credentials',
        );
    }
  if (allowOrigin && allowOrigin.value !== '*' && allowOrigin.value !== 'null') {
    const vary = fields.filter((field) => field.lower === 'vary').map((field) => field.value.toLowerCase());
    if (!vary.some((value) => value.includes('origin') || value.trim() === '*'))
      sink.add(
        'info',
        'Access-Control-Allow-Origin names one origin: if it echoes the request’s Origin, add "Vary: Origin" so caches do not serve it to other origins',
        allowOrigin.nameOffset,
        allowOrigin.name.length,
        'cors-vary',
      );
  }

  if (kind === 'request' && startLine?.version === 'HTTP/1.1' && !find('host'))
    sink.add(
      'error',
      'An HTTP/1.1 request needs a Host field: servers answer 400 without it (RFC 9112 §3.2)',
      0,
      startLine.text.length,
      'missing-host',
    );

  const date = find('date');
  const lastModified = find('last-modified');
  if (date && lastModified) {
    const sent = checkHttpDate(date.value);
    const modified = checkHttpDate(lastModified.value);
    if (sent.ok && modified.ok && modified.time > sent.time)
      sink.add(
        'warning',
        'Last-Modified is later than Date: a server must not send a modification time in the future (RFC 9110 §8.8.2.1)',
        lastModified.nameOffset,
        lastModified.name.length,
        'last-modified-future',
      );
  }

  if (kind === 'response' && startLine?.status !== undefined) {
    const status = startLine.status;
    if ((status === 204 || (status >= 100 && status < 200)) && contentLength)
      sink.add(
        'error',
        `A ${status} response has no content, so it must not send Content-Length (RFC 9110 §8.6)`,
        contentLength.nameOffset,
        contentLength.name.length,
        'content-length-status',
      );
    if (status >= 300 && status < 400 && status !== 304 && !find('location'))
      sink.add(
        'warning',
        `A ${status} redirect without Location: browsers have nowhere to go`,
        0,
        startLine.text.length,
        'redirect-location',
      );
    if (status === 401 && !find('www-authenticate'))
      sink.add(
        'error',
        'A 401 response must send WWW-Authenticate with a challenge (RFC 9110 §15.5.2)',
        0,
        startLine.text.length,
        'missing-challenge',
      );
  }
}
