import { ToolError, locate } from '../../lib/tool-error';

export type OutputForm = 'summary' | 'octal' | 'symbolic' | 'assignments' | 'chmod' | 'umask';

export interface ChmodOptions {
  /** What the output holds: every form, or one of them. */
  output: OutputForm;
  /** The file the chmod command names. */
  file: string;
}

/** A mode as its twelve bits (setuid, setgid, sticky, then rwx for user, group, others) and a file type. */
export interface FileMode {
  /** 0 to 0o7777. */
  bits: number;
  /** The type letter of an ls listing ('-' a file, 'd' a directory...). */
  type: string;
}

export interface ChmodResult {
  output: string;
  mode: FileMode;
  forms: { octal: string; symbolic: string; assignments: string; chmod: string; symbolicChmod: string; umask: string };
}

export const SAMPLE_INPUT = '-rwsr-xr-x';

export const SETUID = 0o4000;
export const SETGID = 0o2000;
export const STICKY = 0o1000;

/** The classes, their letters and where their read bit is. */
export const CLASSES = [
  { who: 'u', name: 'Owner', shift: 6 },
  { who: 'g', name: 'Group', shift: 3 },
  { who: 'o', name: 'Others', shift: 0 },
] as const;

export const PERMISSIONS = [
  { letter: 'r', name: 'Read', value: 4 },
  { letter: 'w', name: 'Write', value: 2 },
  { letter: 'x', name: 'Execute', value: 1 },
] as const;

const TYPES = '-dlcbps';

function fail(text: string, offset: number, message: string): never {
  const location = locate(text, offset);
  throw new ToolError(`${message} (line ${location.line}, column ${location.column})`, location);
}

function describeChar(char: string): string {
  return /\p{C}|\s/u.test(char) ? `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : `"${char}"`;
}

/** Octal: 1 to 4 digits, an optional 0o prefix; 3 digits or fewer leave the special bits clear. */
function parseOctal(text: string, start: number, token: string): FileMode {
  let digits = token;
  let offset = start;
  if (/^0o/i.test(digits)) {
    digits = digits.slice(2);
    offset += 2;
  }
  for (let index = 0; index < digits.length; index += 1) {
    const char = digits[index]!;
    if (!/[0-7]/.test(char))
      fail(text, offset + index, `${describeChar(char)} at position ${index + 1} is not an octal digit (0–7)`);
  }
  if (digits.length === 0) fail(text, offset, 'An octal mode needs at least one digit, as in 755');
  const trimmed = digits.length > 4 ? digits.replace(/^0+(?=\d{1,4}$)/, '') : digits;
  if (trimmed.length > 4)
    fail(text, offset, `"${digits}" has ${digits.length} digits: an octal mode has at most 4, as in 4755`);
  return { bits: parseInt(trimmed, 8), type: '-' };
}

/** An ls listing's mode: an optional type letter, then three triads (rwx, with s/S and t/T for the special bits). */
function parseListing(text: string, start: number, token: string): FileMode {
  let offset = 0;
  let type = '-';
  if (token.length === 10) {
    type = token[0]!;
    if (!TYPES.includes(type))
      fail(
        text,
        start,
        `${describeChar(type)} at position 1 is not a file type: use - (a file), d, l, c, b, p or s, or leave it out`,
      );
    offset = 1;
  }
  let bits = 0;
  for (let index = 0; index < 9; index += 1) {
    const char = token[offset + index]!;
    const who = CLASSES[Math.floor(index / 3)]!;
    const permission = PERMISSIONS[index % 3]!;
    const bit = permission.value << who.shift;
    const position = offset + index + 1;
    const where = `${describeChar(char)} at position ${position}`;
    if (permission.letter !== 'x') {
      if (char === permission.letter) bits |= bit;
      else if (char !== '-')
        fail(
          text,
          start + offset + index,
          `${where} should be ${permission.letter} or - (${who.name.toLowerCase()} ${permission.name.toLowerCase()})`,
        );
      continue;
    }
    const special = who.who === 'u' ? SETUID : who.who === 'g' ? SETGID : STICKY;
    const letter = who.who === 'o' ? 't' : 's';
    if (char === 'x') bits |= bit;
    else if (char === letter) bits |= bit | special;
    else if (char === letter.toUpperCase()) bits |= special;
    else if (char !== '-')
      fail(
        text,
        start + offset + index,
        `${where} should be x, ${letter}, ${letter.toUpperCase()} or - (${who.name.toLowerCase()} execute)`,
      );
  }
  return { bits, type };
}

/** chmod's symbolic assignments, from no permissions: u=rwx,g=rx,o=rx, a+x, go-w, u+s, +t. */
function parseAssignments(text: string, start: number, token: string): FileMode {
  let bits = 0;
  let offset = 0;
  for (const clause of token.split(',')) {
    const at = start + offset;
    const match = /^([ugoa]*)([-+=].*)$/.exec(clause);
    if (!match) {
      const bad = clause.search(/[^ugoa]/);
      if (clause === '') fail(text, at, 'An empty clause: write who, an operator and the permissions, as in u=rwx');
      fail(
        text,
        at + (bad === -1 ? clause.length : bad),
        bad === -1
          ? `"${clause}" needs an operator (=, + or -) and permissions after it, as in ${clause}=rx`
          : `${describeChar(clause[bad]!)} at position ${offset + bad + 1} is not u, g, o or a, nor an operator (=, + or -)`,
      );
    }
    const whoText = match[1] || 'a';
    const classes = CLASSES.filter((entry) => whoText.includes('a') || whoText.includes(entry.who));
    // Operations follow one another: u=rw+x is u=rw then u+x.
    let index = match[1]!.length;
    while (index < clause.length) {
      const operator = clause[index]!;
      let permissionBits = 0;
      index += 1;
      for (; index < clause.length && !'+-='.includes(clause[index]!); index += 1) {
        const char = clause[index]!;
        // X (execute for directories) is x here: a calculator has no file to look at.
        const permission = PERMISSIONS.find((entry) => entry.letter === (char === 'X' ? 'x' : char));
        if (permission) for (const entry of classes) permissionBits |= permission.value << entry.shift;
        else if (char === 's') {
          if (classes.some((entry) => entry.who === 'u')) permissionBits |= SETUID;
          if (classes.some((entry) => entry.who === 'g')) permissionBits |= SETGID;
        } else if (char === 't') permissionBits |= STICKY;
        else
          fail(
            text,
            at + index,
            `${describeChar(char)} at position ${offset + index + 1} is not a permission: use r, w, x, X, s or t`,
          );
      }
      if (operator === '=') {
        let cleared = 0;
        for (const entry of classes) cleared |= 7 << entry.shift;
        if (classes.some((entry) => entry.who === 'u')) cleared |= SETUID;
        if (classes.some((entry) => entry.who === 'g')) cleared |= SETGID;
        if (classes.some((entry) => entry.who === 'o')) cleared |= STICKY;
        bits = (bits & ~cleared) | permissionBits;
      } else if (operator === '+') bits |= permissionBits;
      else bits &= ~permissionBits;
    }
    offset += clause.length + 1;
  }
  return { bits, type: '-' };
}

/** Reads a mode written in octal (755, 4755, 0o644), as an ls listing (-rwxr-xr-x, rwxr-xr-x) or as chmod assignments (u=rwx,g=rx,o=rx). A `chmod` command's mode is read too. */
export function parseMode(input: string): FileMode {
  if (input.trim() === '') throw new ToolError('Please enter a mode, such as 755, -rwxr-xr-x or u=rwx,g=rx,o=rx');
  const lines = input.split('\n').filter((line) => line.trim() !== '');
  if (lines.length > 1) {
    const second = input.indexOf(lines[1]!);
    fail(input, second, 'One mode at a time: this is a second line');
  }
  let start = input.length - input.trimStart().length;
  let token = input.trim();
  const command = /^chmod\s+(?:-[a-zA-Z]+\s+)*/.exec(token);
  if (command) {
    start += command[0].length;
    token = token.slice(command[0].length).split(/\s/)[0]!;
    if (token === '') fail(input, start, 'The chmod command needs a mode after it, as in chmod 755 file');
  }
  if (/^(0o)?\d+$/i.test(token)) return parseOctal(input, start, token);
  const assignment = /[=,+ugoa]/.test(token);
  if (!assignment && (token.length === 9 || token.length === 10)) return parseListing(input, start, token);
  if (/^[ugoa]*[-+=]/.test(token) || token.includes(',')) return parseAssignments(input, start, token);
  if (/^[-rwxsStTdlcbp]+$/.test(token))
    fail(
      input,
      start,
      `"${token}" has ${token.length} letters: an ls mode has 9 (rwxr-xr-x), or 10 with the file type (-rwxr-xr-x)`,
    );
  const bad = token.search(/[^0-7]/);
  fail(
    input,
    start + Math.max(0, bad),
    `${describeChar(token[Math.max(0, bad)]!)} at position ${Math.max(0, bad) + 1} cannot start a mode: write it in octal (755), as ls shows it (-rwxr-xr-x) or as chmod assignments (u=rwx,g=rx,o=rx)`,
  );
}

export function octalOf(bits: number): string {
  return bits & 0o7000 ? bits.toString(8).padStart(4, '0') : bits.toString(8).padStart(3, '0');
}

export function symbolicOf({ bits, type }: FileMode): string {
  let text = type;
  for (const who of CLASSES) {
    const triad = (bits >> who.shift) & 7;
    text += triad & 4 ? 'r' : '-';
    text += triad & 2 ? 'w' : '-';
    const special = who.who === 'u' ? bits & SETUID : who.who === 'g' ? bits & SETGID : bits & STICKY;
    const letter = who.who === 'o' ? 't' : 's';
    const execute = (triad & 1) !== 0;
    text += special ? (execute ? letter : letter.toUpperCase()) : execute ? 'x' : '-';
  }
  return text;
}

export function assignmentsOf(bits: number): string {
  return CLASSES.map((who) => {
    const triad = (bits >> who.shift) & 7;
    let letters = PERMISSIONS.filter((permission) => triad & permission.value)
      .map((permission) => permission.letter)
      .join('');
    if (who.who === 'u' && bits & SETUID) letters += 's';
    if (who.who === 'g' && bits & SETGID) letters += 's';
    if (who.who === 'o' && bits & STICKY) letters += 't';
    return `${who.who}=${letters}`;
  }).join(',');
}

/** The umask whose new directories (0777) get these permissions; the special bits are not a umask's. */
export function umaskOf(bits: number): string {
  return (0o777 & ~bits).toString(8).padStart(3, '0');
}

/** A file name as one shell word: as it is when it is plain, else in single quotes. */
export function shellWord(name: string): string {
  if (name !== '' && /^[\w./@%+=:,-]+$/.test(name) && !name.startsWith('-')) return name;
  const quoted = `'${name.replaceAll("'", "'\\''")}'`;
  return name.startsWith('-') ? `-- ${quoted}` : quoted;
}

/** Every form of a mode, and the one the options ask for as the output. */
export function convertMode(input: string, { output, file }: ChmodOptions): ChmodResult {
  const mode = parseMode(input);
  const target = shellWord(file.trim() === '' ? 'file' : file.trim());
  const octal = octalOf(mode.bits);
  const forms = {
    octal,
    symbolic: symbolicOf(mode),
    assignments: assignmentsOf(mode.bits),
    chmod: `chmod ${octal} ${target}`,
    symbolicChmod: `chmod ${assignmentsOf(mode.bits)} ${target}`,
    umask: `umask ${umaskOf(mode.bits)}`,
  };
  const text =
    output === 'summary'
      ? [
          `Octal: ${forms.octal}`,
          `Symbolic: ${forms.symbolic}`,
          `Assignments: ${forms.assignments}`,
          `Command: ${forms.chmod}`,
          `Symbolic command: ${forms.symbolicChmod}`,
          `umask for new directories: ${forms.umask}`,
        ].join('\n')
      : output === 'chmod'
        ? forms.chmod
        : forms[output];
  return { output: text, mode, forms };
}
