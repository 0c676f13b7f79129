import punycode from 'punycode.js';
import type { Check } from '../../lib/validation';
import {
  describeChar,
  indexPastOctets,
  octets,
  parseAddress,
  type DomainKind,
  type FeatureLevel,
  type ParsedAddress,
} from './parse';
import { editDistance } from '../../lib/edit-distance';

/**
 * - `strict`: an address SMTP can carry (RFC 5321): what a sign-up form should take.
 * - `lenient`: anything RFC 5322 allows in a header (comments, folding white space, obsolete forms,
 *   over-long parts), accepted with a warning saying what RFC 5321 would refuse.
 */
export type EmailReading = 'strict' | 'lenient';
/** A bare address, or what a To: header holds: display names, `<…>`, and commas between addresses. */
export type EmailForm = 'address' | 'mailbox';

export interface EmailOptions {
  reading: EmailReading;
  form: EmailForm;
}

/** The Load Sample address: one every reading and the browser accept. */
export const SAMPLE_INPUT = 'ada.lovelace@example.com';

/** The "Broken example": a typo of a common mail domain, on a role account. */
export const BROKEN_SAMPLE_INPUT = 'admin@gmial.com';

/** RFC 5321 section 4.5.3.1: local part 64 octets, domain 255 (253 as written without the root), path 256 with <>. */
export const LIMITS = { local: 64, domain: 253, label: 63, address: 254 } as const;

/** The HTML standard's "valid e-mail address" (the `input type=email` rule), verbatim. */
export const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Mailboxes that reach a role or a system, not a person: fine to send to, unusual to sign up with. */
export const ROLE_ACCOUNTS: ReadonlySet<string> = new Set([
  'abuse',
  'admin',
  'administrator',
  'billing',
  'careers',
  'contact',
  'do-not-reply',
  'donotreply',
  'enquiries',
  'help',
  'hostmaster',
  'info',
  'jobs',
  'mailer-daemon',
  'marketing',
  'newsletter',
  'no-reply',
  'noc',
  'noreply',
  'office',
  'postmaster',
  'privacy',
  'root',
  'sales',
  'security',
  'support',
  'webmaster',
]);

/** Mail providers people often mistype; an exact match is never "corrected". */
export const COMMON_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'mail.ru',
  'yandex.ru',
  'zoho.com',
  'fastmail.com',
  'comcast.net',
  'verizon.net',
  'att.net',
  'qq.com',
  '163.com',
];

/** Suggestions already worked out: a batch's addresses share a few domains. */
const suggestions = new Map<string, string | null>();

/** The common domain `domain` is probably a typo of, if any: one edit away (two for longer names). */
export function suggestDomain(domain: string): string | null {
  const lower = domain.toLowerCase();
  const known = suggestions.get(lower);
  if (known !== undefined) return known;
  const found = closestCommonDomain(lower);
  if (suggestions.size >= 10_000) suggestions.clear();
  suggestions.set(lower, found);
  return found;
}

function closestCommonDomain(lower: string): string | null {
  if (COMMON_DOMAINS.includes(lower)) return null;
  let best: { domain: string; distance: number } | null = null;
  for (const candidate of COMMON_DOMAINS) {
    const allowed = candidate.length >= 9 ? 2 : 1;
    if (Math.abs(candidate.length - lower.length) > allowed) continue;
    const distance = editDistance(lower, candidate, allowed);
    if (distance <= allowed && (!best || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best?.domain ?? null;
}

export interface HtmlVerdict {
  accepts: boolean;
  /**
   * What was tested: the text as typed, less its line breaks and the blanks at either end (which the input's
   * value sanitisation drops), with a non-ASCII domain in punycode, as Chromium checks it.
   */
  tested: string;
  /** Whether the domain was written in punycode for the test. */
  punycode: boolean;
}

export interface Note {
  level: FeatureLevel | 'warning';
  message: string;
}

export interface AddressAnalysis {
  /** The address (addr-spec) as written, and where it starts in the input. */
  address: string;
  offset: number;
  displayName?: string;
  /** The RFC 5322 group the address is listed in ("Friends: ada@example.com;"). */
  group?: string;
  check: Check;
  local?: string;
  domain?: string;
  domainKind?: DomainKind;
  /** A domain name in both forms; the same string when it is plain ASCII. */
  domainUnicode?: string;
  domainAscii?: string;
  lengths?: { local: number; domain: number; address: number };
  /** What RFC 5321 or 5322 notes about the syntax used, and the warnings, in order. */
  notes: Note[];
  /** The address with a common domain's typo corrected. */
  suggestion?: string;
  roleAccount?: boolean;
  html?: HtmlVerdict;
}

export interface EmailAnalysis {
  check: Check;
  addresses: AddressAnalysis[];
}

const STRICT_HINT = ' Choose the RFC 5322 reading to accept what a message header may hold.';

/** The ASCII (punycode) form of a domain name, as browsers and SMTPUTF8 servers compute it; null if refused. */
function asciiDomain(domain: string): string | null {
  if (/^\p{ASCII}*$/u.test(domain) && !/(^|\.)xn--/i.test(domain)) return domain;
  try {
    const host = new URL(`http://${domain}`).hostname;
    return /^[a-z0-9.-]+$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

function unicodeDomain(ascii: string): string {
  try {
    return punycode.toUnicode(ascii);
  } catch {
    return ascii;
  }
}

/**
 * What `<input type=email>` says of the text as typed. Its value sanitisation takes out line breaks and the
 * ASCII blanks at either end, and nothing else: the "valid e-mail address" rule then tests the whole text,
 * so a comment or a blank inside (`(comment)test@iana.org`, `test @iana.org`) is refused, though the RFC 5322
 * reading strips them. Chromium first writes a non-ASCII domain (what follows the first @) in punycode; a
 * domain the URL parser would cut short (a blank, a slash) is left as typed, and so refused.
 */
export function htmlVerdict(typed: string): HtmlVerdict {
  const value = typed.replace(/[\r\n]/g, '').replace(/^[\t\f ]+|[\t\f ]+$/g, '');
  const at = value.indexOf('@');
  const domain = value.slice(at + 1);
  const ascii = at === -1 || /^\p{ASCII}*$/u.test(value) || /[\s/?#\\@:%[\]]/.test(domain) ? null : asciiDomain(domain);
  const tested = ascii === null ? value : `${value.slice(0, at)}@${ascii}`;
  return { accepts: HTML_EMAIL.test(tested), tested, punycode: ascii !== null };
}

interface Problem {
  message: string;
  position: number;
}

/** RFC 5321's and DNS's length limits on the local part, each label, the domain and the whole address. */
function pushLengthProblems(
  problems: Problem[],
  address: string,
  { local, domain, domainKind, labels, localStart, domainStart }: ParsedAddress,
  domainAscii: string,
): { localLength: number; total: number } {
  const localLength = octets(local);
  const unit = (text: string) => (/^\p{ASCII}*$/u.test(text) ? 'characters' : 'bytes in UTF-8');
  if (localLength > LIMITS.local)
    problems.push({
      message: `The local part is ${localLength} ${unit(local)}; RFC 5321 allows ${LIMITS.local}.`,
      position: indexPastOctets(address, localStart, LIMITS.local),
    });
  if (domainKind === 'name') {
    let labelStart = domainStart;
    const asciiLabels = domainAscii.split('.');
    labels.forEach((label, index) => {
      const asciiLabel = asciiLabels[index] ?? label;
      if (asciiLabel.length > LIMITS.label)
        problems.push({
          message: `The domain label “${label.slice(0, 20)}…” is ${asciiLabel.length} characters${asciiLabel === label ? '' : ' in punycode'}; DNS allows ${LIMITS.label}.`,
          position: labelStart + Math.min(LIMITS.label, label.length - 1),
        });
      labelStart = address.indexOf(label, labelStart) + label.length + 1;
    });
  }
  if (domainAscii.length > LIMITS.domain)
    problems.push({
      message: `The domain is ${domainAscii.length} characters${domainAscii === domain ? '' : ' in punycode'}; RFC 5321 allows ${LIMITS.domain}.`,
      position: Math.min(address.length - 1, domainStart + LIMITS.domain),
    });
  const total = localLength + 1 + domainAscii.length;
  if (total > LIMITS.address)
    problems.push({
      message: `The address is ${total} characters; RFC 5321 allows ${LIMITS.address} (a path of 256 with its < >).`,
      position: Math.min(address.length - 1, indexPastOctets(address, localStart, LIMITS.address)),
    });
  return { localLength, total };
}

/** One addr-spec: the RFC verdict, its parts in both forms, and the warnings worth a look. */
export function analyseAddress(
  address: string,
  { reading }: Pick<EmailOptions, 'reading'>,
  offset = 0,
): AddressAnalysis {
  const parsed = parseAddress(address);
  if (!parsed.ok) {
    return {
      address,
      offset,
      notes: [],
      check: { verdict: 'invalid', reason: parsed.error.message, position: offset + parsed.error.position },
      html: htmlVerdict(address),
    };
  }
  const { local, domain, domainKind, labels, localStart, domainStart, features } = parsed.address;
  const problems: Problem[] = [];
  const notes: Note[] = features.map(({ level, message }) => ({ level, message }));
  for (const feature of features) if (feature.level !== 'rfc5321') problems.push(feature);

  let domainAscii = domain;
  if (domainKind === 'name') {
    const ascii = asciiDomain(domain);
    if (ascii === null)
      return {
        address,
        offset,
        notes,
        check: {
          verdict: 'invalid',
          reason: /[^\p{ASCII}]/u.test(domain)
            ? `“${domain}” is not a valid internationalised domain name (IDNA refuses it).`
            : `“${domain}” holds an xn-- label that is not valid punycode.`,
          position: offset + domainStart,
        },
      };
    domainAscii = ascii;
  }
  const domainUnicode = domainKind === 'name' ? unicodeDomain(domainAscii) : domain;

  const { localLength, total } = pushLengthProblems(problems, address, parsed.address, domainAscii);
  problems.sort((a, b) => a.position - b.position);

  const warnings: Problem[] = [];
  const mailbox = local.replace(/^"|"$/g, '').toLowerCase().split('+')[0]!;
  const roleAccount = ROLE_ACCOUNTS.has(mailbox);
  if (roleAccount)
    warnings.push({
      message: `“${mailbox}@” is a role account: it reaches a team or a system, not a person.`,
      position: localStart,
    });
  const suggested = domainKind === 'name' ? suggestDomain(domainUnicode) : null;
  const suggestion = suggested ? `${local}@${suggested}` : undefined;
  if (suggested)
    warnings.unshift({
      message: `Did you mean ${suggestion}? “${domain}” looks like a typo of ${suggested}.`,
      position: domainStart,
    });
  if (domainKind === 'name' && labels.length === 1)
    warnings.push({
      message: `“${domain}” has no dot: a single-label domain (a bare TLD or an intranet name) gets no mail on the internet.`,
      position: domainStart,
    });
  else if (domainKind === 'name' && /^\d+$/.test(labels.at(-1)!))
    warnings.push({
      message:
        'The top-level domain is all digits, which no TLD is; an IP address must be written in brackets: [192.0.2.1].',
      position: domainStart + domain.lastIndexOf('.') + 1,
    });
  for (const feature of features)
    if (feature.level === 'rfc5321') warnings.push({ message: feature.message, position: feature.position });
  if (parsed.address.quotedLocal)
    warnings.push({
      message: 'A quoted local part: valid, but many sites and mail programs refuse it.',
      position: localStart,
    });
  if (parsed.address.internationalLocal)
    warnings.push({
      message: 'The local part has characters beyond ASCII: only servers with SMTPUTF8 (RFC 6531) take it.',
      position: localStart,
    });
  for (const warning of warnings) notes.push({ level: 'warning', message: warning.message });

  const html = htmlVerdict(address);
  const base = {
    address,
    offset,
    local,
    domain,
    domainKind,
    domainAscii,
    domainUnicode,
    lengths: { local: localLength, domain: domainAscii.length, address: total },
    notes,
    suggestion,
    roleAccount,
    html,
  };
  const details =
    domainKind === 'name'
      ? domainUnicode
      : domainKind === 'general-literal'
        ? 'domain literal'
        : `${domainKind} literal`;
  if (problems.length > 0) {
    const first = problems[0]!;
    if (reading === 'strict')
      return {
        ...base,
        check: { verdict: 'invalid', reason: first.message + STRICT_HINT, position: offset + first.position, details },
      };
    return {
      ...base,
      check: {
        verdict: 'warning',
        reason: `RFC 5322 allows it, but RFC 5321 (SMTP) does not: ${first.message}`,
        position: offset + first.position,
        details,
      },
    };
  }
  if (warnings.length > 0)
    return {
      ...base,
      check: { verdict: 'warning', reason: warnings[0]!.message, position: offset + warnings[0]!.position, details },
    };
  return {
    ...base,
    check: { verdict: 'valid', reason: 'A valid address: RFC 5321 and RFC 5322 both accept it.', details },
  };
}

interface Segment {
  text: string;
  offset: number;
}

/**
 * The characters of a header outside quoted strings, comments and angle brackets, with their places: where an
 * address list's commas and a group's colon and semicolon can be.
 */
function* structuralCharacters(text: string): Generator<[char: string, index: number]> {
  let quoted = false;
  let comment = 0;
  let angle = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\\' && (quoted || comment > 0)) index += 1;
    else if (quoted) quoted = char !== '"';
    else if (char === '"') quoted = true;
    else if (char === '(') comment += 1;
    else if (char === ')' && comment > 0) comment -= 1;
    else if (comment > 0) continue;
    else if (char === '<') angle = true;
    else if (char === '>') angle = false;
    else if (!angle) yield [char, index];
  }
}

/** Splits a header's address list at the commas outside quotes, comments and angle brackets. */
export function splitAddressList(text: string): Segment[] | Problem {
  const segments: Segment[] = [];
  let start = 0;
  for (const [char, index] of structuralCharacters(text)) {
    if (char !== ',') continue;
    segments.push({ text: text.slice(start, index), offset: start });
    start = index + 1;
  }
  segments.push({ text: text.slice(start), offset: start });
  const empty = segments.findIndex((segment) => segment.text.trim() === '');
  if (empty !== -1 && segments.length > 1)
    return {
      message: 'An empty entry between commas: each comma separates two addresses.',
      position:
        empty === segments.length - 1
          ? segments[empty]!.offset - 1
          : segments[empty]!.offset + segments[empty]!.text.length,
    };
  return segments;
}

const PHRASE_SPECIALS = /[()<>[\]:;@\\,"]/;

/** A display name as RFC 5322's phrase: atoms and quoted strings (dots, as in "Joe Q. Public", tolerated). */
function displayNameProblem(name: string): Problem | null {
  let index = 0;
  while (index < name.length) {
    const char = name[index]!;
    if (char === '"') {
      let end = index + 1;
      while (end < name.length && name[end] !== '"') end += name[end] === '\\' ? 2 : 1;
      if (end >= name.length)
        return { message: 'The quoted display name is never closed: a closing " is missing.', position: index };
      index = end + 1;
    } else if (char === '(') {
      let depth = 0;
      let end = index;
      for (; end < name.length; end += 1) {
        if (name[end] === '\\') end += 1;
        else if (name[end] === '(') depth += 1;
        else if (name[end] === ')' && (depth -= 1) === 0) break;
      }
      if (end >= name.length) return { message: 'This comment is never closed: a ")" is missing.', position: index };
      index = end + 1;
    } else if (PHRASE_SPECIALS.test(char))
      return {
        message: `${describeChar(char)} in a display name must be inside quotes: write "…" <address>.`,
        position: index,
      };
    else index += 1;
  }
  return null;
}

/** The display name as read: comments dropped, quotes and escapes removed, white space collapsed. */
function unquoteName(name: string): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (let index = 0; index < name.length; index += 1) {
    const char = name[index]!;
    if (char === '\\' && (quoted || depth > 0)) {
      index += 1;
      if (depth === 0) out += name[index] ?? '';
    } else if (quoted) {
      if (char === '"') quoted = false;
      else out += char;
    } else if (char === '(') depth += 1;
    else if (char === ')' && depth > 0) {
      depth -= 1;
      if (depth === 0) out += ' ';
    } else if (depth === 0) {
      if (char === '"') quoted = true;
      else out += char;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

function analyseMailbox(segment: Segment, options: EmailOptions): AddressAnalysis {
  const { text, offset } = segment;
  const invalid = (message: string, position: number): AddressAnalysis => ({
    address: text.trim(),
    offset,
    notes: [],
    check: { verdict: 'invalid', reason: message, position: offset + position },
  });
  let quoted = false;
  let open = -1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\' && quoted) index += 1;
    else if (char === '"') quoted = !quoted;
    else if (char === '<' && !quoted) {
      open = index;
      break;
    }
  }
  if (open === -1) {
    const lead = text.length - text.trimStart().length;
    const analysis = analyseAddress(text.trim(), options, offset + lead);
    if (analysis.check.verdict === 'invalid' && !text.includes('@'))
      analysis.check = {
        ...analysis.check,
        reason: `${analysis.check.reason} Commas separate addresses: a display name with a comma must be quoted ("Lovelace, Ada" <ada@example.com>).`,
      };
    else if (analysis.check.verdict === 'invalid' && /\s/.test(text.trim()) && !text.includes('"'))
      analysis.check = {
        ...analysis.check,
        reason: `${analysis.check.reason} A display name goes before the address in angle brackets: Ada Lovelace <ada@example.com>.`,
      };
    return analysis;
  }
  const close = text.indexOf('>', open);
  if (close === -1) return invalid('The "<" is never closed by a ">".', open);
  const after = text.slice(close + 1);
  const stray = after.search(/[^\s]/);
  if (stray !== -1 && !/^\s*(\([^)]*\)\s*)*$/.test(after))
    return invalid(`${describeChar(after[stray]!)} after the ">": an address ends there.`, close + 1 + stray);
  const name = text.slice(0, open);
  const nameProblem = displayNameProblem(name);
  if (nameProblem) return invalid(nameProblem.message, nameProblem.position);
  const analysis = analyseAddress(text.slice(open + 1, close), options, offset + open + 1);
  const displayName = unquoteName(name);
  return displayName ? { ...analysis, displayName } : analysis;
}

function worst(addresses: readonly AddressAnalysis[]): Check {
  if (addresses.length === 1) return addresses[0]!.check;
  const label = (analysis: AddressAnalysis, index: number) => `Address ${index + 1} (${analysis.address || 'empty'})`;
  for (const verdict of ['invalid', 'warning'] as const) {
    const index = addresses.findIndex((analysis) => analysis.check.verdict === verdict);
    if (index !== -1) {
      const { check } = addresses[index]!;
      return {
        ...check,
        reason: `${label(addresses[index]!, index)}: ${check.reason}`,
        details: `${addresses.length} addresses`,
      };
    }
  }
  return {
    verdict: 'valid',
    reason: `All ${addresses.length} addresses are valid.`,
    details: `${addresses.length} addresses`,
  };
}

/** Everything the screen shows of one input: a bare address, or a header's list of mailboxes. */
export function analyseEmail(value: string, options: EmailOptions): EmailAnalysis {
  if (value.trim() === '') {
    const check: Check = { verdict: 'invalid', reason: 'The address is empty.', position: 0 };
    return { check, addresses: [] };
  }
  if (options.form === 'address') {
    const analysis = analyseAddress(value, options);
    return { check: analysis.check, addresses: [analysis] };
  }
  const groups = blankGroups(value);
  if ('reason' in groups) return { check: { verdict: 'invalid', ...groups }, addresses: [] };
  const segments = splitAddressList(groups.text);
  if (!Array.isArray(segments))
    return { check: { verdict: 'invalid', reason: segments.message, position: segments.position }, addresses: [] };
  // A group's markup was blanked out; an empty group ("undisclosed-recipients:;") leaves a blank entry.
  const entries = groups.names.length > 0 ? segments.filter((segment) => segment.text.trim() !== '') : segments;
  const addresses = entries.map((segment) => {
    const analysis = analyseMailbox(segment, options);
    const start = segment.offset + segment.text.length - segment.text.trimStart().length;
    const group = groups.names.find((name) => name.start <= start && start < name.end);
    return group ? { ...analysis, group: group.name } : analysis;
  });
  if (addresses.length === 0)
    return {
      check: {
        verdict: 'valid',
        reason: `An empty group (${groups.names.map((name) => name.name).join(', ')}): it names no addresses.`,
      },
      addresses,
    };
  return { check: worst(addresses), addresses };
}

interface GroupName {
  name: string;
  /** The span of the group's members in the text. */
  start: number;
  end: number;
}

/**
 * RFC 5322 groups (`Friends: ada@example.com, bob@example.com;`): the name, colon and semicolon are blanked
 * out with spaces of the same length, so the members read as a plain list and positions stay those of the input.
 */
function blankGroups(text: string): { text: string; names: GroupName[] } | { reason: string; position: number } {
  const chars = text.split('');
  const names: GroupName[] = [];
  let entryStart = 0;
  let open: { name: string; start: number } | null = null;
  for (const [char, index] of structuralCharacters(text)) {
    if (char === ',') entryStart = index + 1;
    else if (char === ':') {
      if (open) return { reason: 'A group inside a group: RFC 5322 groups do not nest.', position: index };
      open = { name: unquoteName(text.slice(entryStart, index)), start: index + 1 };
      for (let blank = entryStart; blank <= index; blank += 1) chars[blank] = ' ';
    } else if (char === ';') {
      if (!open) return { reason: 'A ";" that closes no group (a group is Name: addresses;).', position: index };
      names.push({ name: open.name, start: open.start, end: index });
      chars[index] = ' ';
      open = null;
    }
  }
  if (open) return { reason: `The group “${open.name}” is never closed with a “;”.`, position: open.start - 1 };
  return { text: chars.join(''), names };
}

/** The verdict alone, for the batch. */
export function checkEmail(value: string, options: EmailOptions): Check {
  return analyseEmail(value, options).check;
}
