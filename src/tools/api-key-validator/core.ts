/**
 * What a key is, from its form alone: the provider and kind its prefix names, whether the rest has the
 * characters and length the provider gives, its checksum where the format has one, and how much randomness
 * it carries. And the scan: every key in a text, with its line and column, for a config file before commit.
 */
import type { Check } from '../../lib/validation';
import {
  formatName,
  formatOf,
  KEY_FORMATS,
  type ChecksumResult,
  type Environment,
  type FormProblem,
  type KeyFormat,
  type KeyKind,
} from './formats';

/**
 * A fake Stripe secret key for the test environment (the random part was made up for the sample): well formed
 * and no live secret, so the first sample shows the tool succeeding, with no warning.
 */
export const SAMPLE_INPUT = 'sk_test_51Qx7fT2kLm9RbV4NcYe8ZuHa3JdPw6sXg';

/**
 * The "Broken example": a fake GitHub personal access token with a correct checksum (the random part was made
 * up). It is a live secret, so the verdict is a warning to revoke it if it was ever exposed.
 */
export const BROKEN_SAMPLE_INPUT = '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';

/**
 * A .env whose keys may be committed (a Stripe test key, a publishable key and an AWS key ID, none a live
 * secret): the scan sample shows keys found with nothing to fix.
 */
export const SAMPLE_SCAN = [
  '# .env for the test environment (every key here is made up)',
  'STRIPE_KEY=sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  'STRIPE_PUBLISHABLE_KEY=pk_live_51Qx7fT2kLm9RbV4NcYe8ZuHa3JdPw6sXg',
  'AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE',
  'DATABASE_URL=postgres://localhost/dev',
  '',
].join('\n');

/** The scan's "Broken example": a .env with two live secrets in it, which must not be committed. */
export const BROKEN_SAMPLE_SCAN = [
  '# .env before commit (every key here is made up)',
  'GITHUB_TOKEN=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',
  'STRIPE_KEY=sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  'AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE',
  'AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  'DATABASE_URL=postgres://localhost/dev',
  '',
].join('\n');

export interface Entropy {
  /** Characters that are random (after the prefix, less separators and checksum). */
  randomLength: number;
  alphabetSize: number;
  /** What the format allows: log2(alphabet) per random character. */
  charsetBits: number;
  /** What the characters show: Shannon entropy of their frequencies, per character. */
  shannonPerChar: number;
  shannonBits: number;
}

export interface KeyAnalysis {
  /** The value checked, without surrounding white space. */
  value: string;
  check: Check;
  provider: string | null;
  /** The provider's name for it ("personal access token (classic)"). */
  name: string | null;
  kind: KeyKind | null;
  environment: Environment | null;
  prefix: string;
  charset: string | null;
  /** Whether the value has the format's characters, length and structure. */
  formatValid: boolean;
  formatProblem: FormProblem | null;
  checksum: ChecksumResult | null;
  /** Whether the format has a checksum at all (some only at one length). */
  hasChecksum: boolean;
  entropy: Entropy;
  facts: { label: string; value: string }[];
  notes: string[];
  source: string | null;
}

const KIND_WORDS: Record<KeyKind, string> = {
  secret: 'secret',
  publishable: 'publishable (safe in a web page)',
  identifier: 'identifier (not a secret on its own)',
};

export function shannonPerChar(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  const total = [...text].length;
  let bits = 0;
  for (const count of counts.values()) bits -= (count / total) * Math.log2(count / total);
  return bits;
}

function entropyOf(value: string, bodyStart: number, alphabetSize: number, fixed: number): Entropy {
  const body = value.slice(bodyStart);
  const randomLength = Math.max(0, body.length - fixed);
  const perChar = shannonPerChar(body);
  return {
    randomLength,
    alphabetSize,
    charsetBits: Math.round(randomLength * Math.log2(alphabetSize)),
    shannonPerChar: Math.round(perChar * 100) / 100,
    shannonBits: Math.round(perChar * body.length),
  };
}

/** A key's full name: the provider's name and its own, unless its own already says the provider. */
export function keyTitle(provider: string, name: string): string {
  return name.includes(provider) ? name : `${provider} ${name}`;
}

/** "A" or "An" before a key's name, by how it is said ("an AWS key ID", "a UUID"). */
function article(title: string): string {
  return /^[AEIO]/.test(title) ? 'An' : 'A';
}

/** The first character outside the format's set, then the length, then the format's own structure. */
function formProblem(format: KeyFormat, value: string, bodyStart: number): FormProblem | null {
  for (let index = bodyStart; index < value.length; index += 1) {
    const char = value[index]!;
    if (!format.allowed.test(char)) {
      const shown = /\s/.test(char) ? 'a space or line break' : `"${char}"`;
      return {
        reason: `Character ${index + 1} is ${shown}; after "${value.slice(0, bodyStart)}" ${article(keyTitle(format.provider, format.name)).toLowerCase()} ${keyTitle(format.provider, format.name)} has only ${format.charsetName}.`,
        position: index,
      };
    }
  }
  const structure = format.structure?.(value, bodyStart);
  if (structure) return structure;
  const length = value.length - bodyStart;
  const [min, max] = format.length;
  const wanted = min === max ? `${min}` : `${min} to ${max}`;
  const after = bodyStart > 0 ? ` after "${value.slice(0, bodyStart)}"` : '';
  if (length < min)
    return {
      reason: `${article(keyTitle(format.provider, format.name))} ${keyTitle(format.provider, format.name)} has ${wanted} characters${after}; this has ${length}, so it looks cut short.`,
      position: value.length,
    };
  if (length > max)
    return {
      reason: `${article(keyTitle(format.provider, format.name))} ${keyTitle(format.provider, format.name)} has ${wanted} characters${after}; this has ${length}.`,
      position: bodyStart + max,
    };
  return null;
}

const AWS_SECRET = /^[A-Za-z0-9/+]{40}$/;
const EXAMPLE_WORDS = /EXAMPLE|XXXXXXXX|xxxxxxxx|0{12}|your[_-]?(api[_-]?)?key/i;

function unknownAnalysis(value: string): KeyAnalysis {
  const base = {
    value,
    kind: null,
    environment: null,
    prefix: '',
    charset: null,
    formatValid: false,
    formatProblem: null,
    checksum: null,
    hasChecksum: false,
    entropy: entropyOf(value, 0, 0, value.length),
    facts: [],
    notes: [],
    source: null,
  };
  if (AWS_SECRET.test(value) && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value)) {
    return {
      ...base,
      provider: 'AWS',
      name: 'secret access key (by its shape only)',
      kind: 'secret',
      charset: 'Base64 (A–Z, a–z, 0–9, "+" and "/")',
      formatValid: true,
      entropy: entropyOf(value, 0, 64, 0),
      notes: [
        'AWS secret access keys have no prefix: 40 characters of Base64 could be one, or something else. The scan recognises them beside their key ID or a name such as aws_secret_access_key.',
      ],
      source: 'AWS IAM User Guide: Managing access keys',
      check: {
        verdict: 'warning',
        reason:
          'Has the shape of an AWS secret access key (40 characters of Base64), which has no prefix to be sure by. If it is one and was exposed, deactivate and rotate it.',
        details: 'AWS secret access key? (by shape)',
      },
    };
  }
  const trimmedPrefix = /^[A-Za-z]+[_-]/.exec(value)?.[0];
  return {
    ...base,
    provider: null,
    name: null,
    check: {
      verdict: 'invalid',
      reason: trimmedPrefix
        ? `No known key format starts with "${trimmedPrefix}". Recognised: ${providerList()}.`
        : `Not a key format this tool knows. Recognised: ${providerList()}.`,
      position: 0,
      details: 'Unknown format',
    },
  };
}

function providerList(): string {
  return [...new Set(KEY_FORMATS.map((format) => format.provider))].join(', ');
}

/** Everything the screen shows of one key. */
export function analyseKey(raw: string): KeyAnalysis {
  const value = raw.trim();
  const offset = raw.length - raw.trimStart().length;
  const notes: string[] = [];
  if (value !== raw) notes.push('White space around the key was ignored.');
  if (value === '')
    return { ...unknownAnalysis(''), check: { verdict: 'invalid', reason: 'Enter a key or token to check.' } };
  const found = formatOf(value);
  if (!found) {
    const unknown = unknownAnalysis(value);
    return { ...unknown, notes: [...notes, ...unknown.notes], check: shift(unknown.check, offset) };
  }
  const { format, bodyStart } = found;
  const { name, kind } = formatName(format, value);
  const environment = format.environment?.(value) ?? null;
  const problem = formProblem(format, value, bodyStart);
  const checksum = problem ? null : (format.checksum?.(value, bodyStart) ?? null);
  const fixed = format.fixedCharacters?.(value) ?? 0;
  const entropy = entropyOf(value, bodyStart, format.alphabetSize, fixed);
  if (EXAMPLE_WORDS.test(value)) notes.push('It looks like a documentation example or a placeholder, not a real key.');
  else if (!problem && entropy.randomLength >= 16 && entropy.shannonPerChar < 3)
    notes.push(
      `Its characters repeat a lot (${entropy.shannonPerChar} bits a character): a real key's random part looks more random than this.`,
    );
  const what = keyTitle(format.provider, name);
  const details = [what, environment, kind === 'secret' ? 'secret' : kind].filter(Boolean).join(' · ');
  let check: Check;
  if (problem) check = { verdict: 'invalid', reason: problem.reason, position: problem.position, details };
  else if (checksum && !checksum.valid)
    check = {
      verdict: 'invalid',
      reason: `The ${what} has the right form, but its checksum is wrong: the last six characters should be "${checksum.expected}", not "${checksum.found}". A typo, or not a real token.`,
      position: checksum.position,
      details,
    };
  else {
    const checked = checksum ? ' with a correct checksum' : '';
    if (kind === 'secret' && environment !== 'test')
      check = {
        verdict: 'warning',
        reason: `A well-formed ${what}${checked}, and a live secret: if it was ever exposed (a commit, a chat, a log, a screenshot), revoke it and make a new one.`,
        details,
      };
    else
      check = {
        verdict: 'valid',
        reason: `A well-formed ${what}${checked}${environment === 'test' ? ', for the test environment' : ''}: ${KIND_WORDS[kind]}.`,
        details,
      };
  }
  return {
    value,
    check: shift(check, offset),
    provider: format.provider,
    name,
    kind,
    environment,
    prefix: value.slice(0, bodyStart),
    charset: format.charsetName,
    formatValid: problem === null,
    formatProblem: problem,
    checksum,
    hasChecksum: format.checksum !== undefined,
    entropy,
    facts: format.facts?.(value) ?? [],
    notes,
    source: format.source,
  };
}

/** A position in the trimmed value, moved to the value as typed. */
function shift(check: Check, offset: number): Check {
  return check.position === undefined || offset === 0 ? check : { ...check, position: check.position + offset };
}

export function checkKey(value: string): Check {
  return analyseKey(value).check;
}

/** A key as the scan shows it: the prefix, dots, and the last four characters. */
export function maskKey(value: string, prefix = ''): string {
  const rest = value.slice(prefix.length);
  if (rest.length <= 8) return `${prefix}${'•'.repeat(rest.length)}`;
  return `${prefix}${'•'.repeat(Math.min(rest.length - 4, 12))}${rest.slice(-4)}`;
}

export interface ScanFinding {
  /** From 1. */
  line: number;
  /** From 1, in UTF-16 code units. */
  column: number;
  masked: string;
  provider: string;
  name: string;
  kind: KeyKind;
  environment: Environment | null;
  verdict: Check['verdict'];
  reason: string;
}

export interface ScanResult {
  findings: ScanFinding[];
  lines: number;
  /** Live secrets found: what must not be committed. */
  liveSecrets: number;
}

/** An AWS secret key is recognised by a name beside it: it has no prefix of its own. */
const AWS_SECRET_IN_CONTEXT =
  /(?:aws_?secret_?access_?key|secret_?access_?key|aws_?secret_?key|secretaccesskey)["']?\s*[:=]\s*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/gi;

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

function lineOf(starts: readonly number[], index: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= index) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Every key in a text (a config file, a log, a diff), with where it is. Overlapping matches keep the longest. */
export function scanText(text: string): ScanResult {
  const candidates: { index: number; value: string; awsSecret: boolean }[] = [];
  for (const format of KEY_FORMATS) {
    for (const match of text.matchAll(format.scan))
      candidates.push({ index: match.index, value: match[0], awsSecret: false });
  }
  for (const match of text.matchAll(AWS_SECRET_IN_CONTEXT)) {
    const value = match[1]!;
    candidates.push({ index: match.index + match[0].length - value.length, value, awsSecret: true });
  }
  candidates.sort((a, b) => a.index - b.index || b.value.length - a.value.length);
  const starts = lineStarts(text);
  const findings: ScanFinding[] = [];
  let coveredUntil = -1;
  let liveSecrets = 0;
  for (const candidate of candidates) {
    if (candidate.index < coveredUntil) continue;
    coveredUntil = candidate.index + candidate.value.length;
    const analysis = analyseKey(candidate.value);
    const line = lineOf(starts, candidate.index);
    const live =
      candidate.awsSecret ||
      (analysis.kind === 'secret' && analysis.environment !== 'test' && analysis.check.verdict !== 'invalid');
    if (live) liveSecrets += 1;
    findings.push({
      line: line + 1,
      column: candidate.index - starts[line]! + 1,
      masked: maskKey(candidate.value, analysis.prefix),
      provider: candidate.awsSecret ? 'AWS' : (analysis.provider ?? 'Unknown'),
      name: candidate.awsSecret ? 'secret access key (named as one)' : (analysis.name ?? 'key'),
      kind: candidate.awsSecret ? 'secret' : (analysis.kind ?? 'secret'),
      environment: analysis.environment,
      verdict: candidate.awsSecret ? 'warning' : analysis.check.verdict,
      reason: candidate.awsSecret
        ? 'An AWS secret access key, by the name beside it: a live secret. Keep it out of the repository; if it was committed or shared, deactivate it and make a new one.'
        : analysis.check.reason,
    });
  }
  return { findings, lines: starts.length, liveSecrets };
}
