/**
 * The key formats this tool knows, each as its provider documents it (or, where the provider publishes no
 * format, as the secret scanners of GitHub and gitleaks describe it): a prefix, the characters allowed after
 * it and how many, any fixed structure, and a checksum where the format has one.
 */
import { crc32 } from '../../lib/crc32';

export type KeyKind = 'secret' | 'publishable' | 'identifier';
export type Environment = 'live' | 'test';

/** A problem with a value's form: what is wrong, and where (a UTF-16 index into the value). */
export interface FormProblem {
  reason: string;
  position: number;
}

export interface ChecksumResult {
  valid: boolean;
  /** How the checksum is made ("CRC-32 of the 30 random characters, in Base62"). */
  method: string;
  found: string;
  expected: string;
  /** Where the checksum starts in the value. */
  position: number;
}

export interface KeyFormat {
  id: string;
  provider: string;
  /** What the provider calls it ("personal access token (classic)"). */
  name: string;
  kind: KeyKind;
  /** The prefix, as a pattern anchored at the start of the value. */
  prefix: RegExp;
  /** The characters allowed after the prefix, in words ("Base62: A–Z, a–z, 0–9"). */
  charsetName: string;
  allowed: RegExp;
  /** How many different characters the random part is drawn from, for the entropy. */
  alphabetSize: number;
  /** The length allowed after the prefix. */
  length: readonly [min: number, max: number];
  /** Characters after the prefix that are structure or checksum, not randomness. */
  fixedCharacters?: (value: string) => number;
  /** Checks beyond the characters and length (fixed separators, markers). */
  structure?: (value: string, bodyStart: number) => FormProblem | null;
  checksum?: (value: string, bodyStart: number) => ChecksumResult | null;
  environment?: (value: string) => Environment | undefined;
  /** Facts read out of the value (a JWT's header, a UUID's version). */
  facts?: (value: string) => { label: string; value: string }[];
  /** Candidates in free text, for the scan: generous, so a broken key is still found and reported. */
  scan: RegExp;
  /** Where the format is described. */
  source: string;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An unsigned number in Base62 (GitHub's digit order: 0–9, A–Z, a–z), padded with zeros to `width`. */
export function base62(value: number, width: number): string {
  let text = '';
  let rest = value;
  do {
    text = BASE62[rest % 62]! + text;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return text.padStart(width, '0');
}

/**
 * The checksum of GitHub's and npm's tokens: the last six characters are the CRC-32 of the thirty random
 * characters before them, in Base62 (GitHub's "Behind GitHub's new authentication token formats", 2021, and
 * npm's "new access token format", 2021).
 */
export function base62Crc32Checksum(value: string, bodyStart: number): ChecksumResult | null {
  const body = value.slice(bodyStart);
  if (body.length !== 36 || !/^[A-Za-z0-9]+$/.test(body)) return null;
  const expected = base62(crc32(body.slice(0, 30)), 6);
  const found = body.slice(30);
  return {
    valid: found === expected,
    method: 'CRC-32 of the 30 random characters, in Base62',
    found,
    expected,
    position: bodyStart + 30,
  };
}

/** A fixed character expected at `offset` after the prefix. */
function fixedAt(offset: number, char: string, what: string) {
  return (value: string, bodyStart: number): FormProblem | null => {
    const at = bodyStart + offset;
    if (at >= value.length || value[at] === char) return null;
    return { reason: `Character ${at + 1} should be "${char}", ${what}; it is "${value[at]}".`, position: at };
  };
}

const STRIPE_KINDS: Record<string, { name: string; kind: KeyKind }> = {
  sk: { name: 'secret key', kind: 'secret' },
  rk: { name: 'restricted key', kind: 'secret' },
  pk: { name: 'publishable key', kind: 'publishable' },
};

const GITHUB_KINDS: Record<string, string> = {
  ghp: 'personal access token (classic)',
  gho: 'OAuth access token',
  ghu: 'GitHub App user access token',
  ghs: 'GitHub App installation access token',
  ghr: 'GitHub App refresh token',
};

const SLACK_KINDS: Record<string, string> = {
  xoxb: 'bot token',
  xoxp: 'user token',
  xoxa: 'workspace app token',
  xoxr: 'refresh token',
  xoxs: 'session token',
  xoxe: 'configuration token',
};

const AWS_KINDS: Record<string, { name: string; kind: KeyKind }> = {
  AKIA: { name: 'access key ID (long-term)', kind: 'identifier' },
  ASIA: { name: 'access key ID (temporary, STS)', kind: 'identifier' },
  ABIA: { name: 'STS service bearer token ID', kind: 'identifier' },
  ACCA: { name: 'context-specific credential ID', kind: 'identifier' },
  AGPA: { name: 'user group ID', kind: 'identifier' },
  AIDA: { name: 'IAM user ID', kind: 'identifier' },
  AIPA: { name: 'EC2 instance profile ID', kind: 'identifier' },
  ANPA: { name: 'managed policy ID', kind: 'identifier' },
  ANVA: { name: 'managed policy version ID', kind: 'identifier' },
  APKA: { name: 'public key ID', kind: 'identifier' },
  AROA: { name: 'role ID', kind: 'identifier' },
  ASCA: { name: 'certificate ID', kind: 'identifier' },
};

/** The prefixes of access key IDs (20 characters); the other prefixes start 21-character unique IDs. */
const AWS_KEY_ID_PREFIXES = new Set(['AKIA', 'ASIA', 'ABIA', 'ACCA']);

/** The bytes of Base64 or base64url text, or null when it is neither. */
export function decodeBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text) || text.replace(/=+$/, '').length % 4 === 1) return null;
  const standard = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  try {
    return Uint8Array.from(atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '=')), (char) =>
      char.charCodeAt(0),
    );
  } catch {
    return null;
  }
}

function decodeJsonPart(part: string): Record<string, unknown> | null {
  const bytes = decodeBase64Url(part);
  if (!bytes) return null;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function jwtStructure(value: string): FormProblem | null {
  const parts = value.split('.');
  if (parts.length !== 3) {
    const position = parts.length > 3 ? parts.slice(0, 3).join('.').length : value.length;
    return { reason: `A JWT has three parts separated by dots; this has ${parts.length}.`, position };
  }
  if (!decodeJsonPart(parts[0]!))
    return { reason: 'The first part (the header) is not base64url-encoded JSON.', position: 0 };
  if (!decodeJsonPart(parts[1]!))
    return { reason: 'The second part (the payload) is not base64url-encoded JSON.', position: parts[0]!.length + 1 };
  return null;
}

function jwtFacts(value: string): { label: string; value: string }[] {
  const [header, payload] = value.split('.');
  const decodedHeader = header ? decodeJsonPart(header) : null;
  const decodedPayload = payload ? decodeJsonPart(payload) : null;
  const facts: { label: string; value: string }[] = [];
  if (decodedHeader) facts.push({ label: 'Header', value: JSON.stringify(decodedHeader) });
  if (typeof decodedHeader?.alg === 'string') facts.push({ label: 'Algorithm', value: decodedHeader.alg });
  if (decodedPayload) {
    for (const claim of ['iss', 'sub', 'aud']) {
      const claimed = decodedPayload[claim];
      if (claimed !== undefined) facts.push({ label: `Claim ${claim}`, value: JSON.stringify(claimed) });
    }
    if (typeof decodedPayload.exp === 'number')
      facts.push({ label: 'Expires (exp)', value: new Date(decodedPayload.exp * 1000).toISOString() });
  }
  return facts;
}

const UUID_VARIANTS = [
  { test: /^[0-7]/, name: 'NCS (reserved, backward compatibility)' },
  { test: /^[89ab]/, name: 'RFC 9562 (OSF DCE)' },
  { test: /^[cd]/, name: 'Microsoft (reserved)' },
  { test: /^[ef]/, name: 'reserved for the future' },
];

const UUID_VERSIONS: Record<string, string> = {
  '1': 'version 1, time and node based',
  '2': 'version 2, DCE security',
  '3': 'version 3, MD5 name based',
  '4': 'version 4, random',
  '5': 'version 5, SHA-1 name based',
  '6': 'version 6, reordered time',
  '7': 'version 7, Unix time and random',
  '8': 'version 8, custom',
};

function uuidFacts(value: string): { label: string; value: string }[] {
  const lower = value.toLowerCase();
  if (lower === '00000000-0000-0000-0000-000000000000') return [{ label: 'Special value', value: 'the Nil UUID' }];
  if (lower === 'ffffffff-ffff-ffff-ffff-ffffffffffff') return [{ label: 'Special value', value: 'the Max UUID' }];
  const variant = UUID_VARIANTS.find((entry) => entry.test.test(lower[19] ?? ''))!.name;
  const facts = [{ label: 'Variant', value: variant }];
  if (variant.startsWith('RFC'))
    facts.push({ label: 'Version', value: UUID_VERSIONS[lower[14]!] ?? `${lower[14]} (not defined)` });
  if (lower[14] === '7' && variant.startsWith('RFC')) {
    const millis = parseInt(lower.slice(0, 8) + lower.slice(9, 13), 16);
    facts.push({ label: 'Created', value: new Date(millis).toISOString() });
  }
  return facts;
}

function uuidStructure(value: string, bodyStart: number): FormProblem | null {
  for (const at of [8, 13, 18, 23]) {
    const problem = fixedAt(at, '-', 'a UUID has hyphens after 8, 12, 16 and 20 hex digits')(value, bodyStart);
    if (problem) return problem;
  }
  const digits = /^[0-9a-fA-F-]*$/;
  const bad = [...value].findIndex((char, index) => ![8, 13, 18, 23].includes(index) && !/[0-9a-fA-F]/.test(char));
  if (bad >= 0 && digits.test(value))
    return { reason: `Character ${bad + 1} should be a hex digit; it is a hyphen.`, position: bad };
  return null;
}

/** PyPI tokens are macaroons; their first field names the index they are for. */
function pypiLocation(value: string): string | null {
  const bytes = decodeBase64Url(
    value
      .slice(5, 5 + 40)
      .replace(/[^A-Za-z0-9_-]/g, '')
      .slice(0, 36),
  );
  if (!bytes || bytes[0] !== 2 || bytes[1] !== 1) return null;
  const length = bytes[2]!;
  return new TextDecoder().decode(bytes.subarray(3, 3 + length));
}

/** Hyphen-separated parts of a Slack token: digits, digits, then the secret. */
function slackStructure(value: string, bodyStart: number): FormProblem | null {
  const type = value.slice(0, 4);
  const parts = value.slice(bodyStart).split('-');
  const layouts: Record<string, RegExp[]> = {
    xoxb: [/^\d+$/, /^\d+$/, /^[A-Za-z0-9]+$/],
    xoxp: [/^\d+$/, /^\d+$/, /^\d+$/, /^[A-Za-z0-9]+$/],
  };
  const layout = layouts[type];
  if (!layout) return null;
  let offset = bodyStart;
  for (const [index, part] of parts.entries()) {
    const pattern = layout[index];
    if (!pattern)
      return {
        reason: `A Slack ${SLACK_KINDS[type]} has ${layout.length} parts after "${type}-".`,
        position: offset - 1,
      };
    if (!pattern.test(part)) {
      const what = index < layout.length - 1 ? 'a number (a team or user ID)' : 'letters and digits';
      return { reason: `Part ${index + 1} after "${type}-" should be ${what}.`, position: offset };
    }
    offset += part.length + 1;
  }
  if (parts.length < layout.length)
    return {
      reason: `A Slack ${SLACK_KINDS[type]} has ${layout.length} hyphen-separated parts after "${type}-"; this has ${parts.length}.`,
      position: value.length,
    };
  return null;
}

function webhookStructure(value: string, bodyStart: number): FormProblem | null {
  const parts = value.slice(bodyStart).split('/');
  const expected = [
    { pattern: /^T[A-Z0-9]{8,12}$/, what: 'the workspace ID (T and 8 to 12 capitals or digits)' },
    { pattern: /^B[A-Z0-9]{8,12}$/, what: 'the webhook ID (B and 8 to 12 capitals or digits)' },
    { pattern: /^[A-Za-z0-9]{24}$/, what: 'the secret (24 letters and digits)' },
  ];
  let offset = bodyStart;
  for (const [index, { pattern, what }] of expected.entries()) {
    const part = parts[index];
    if (part === undefined)
      return { reason: `The webhook URL ends early: ${what} is missing.`, position: value.length };
    if (!pattern.test(part)) return { reason: `Path part ${index + 1} should be ${what}.`, position: offset };
    offset += part.length + 1;
  }
  if (parts.length > 3) return { reason: 'The webhook URL has more path parts than three.', position: offset - 1 };
  return null;
}

const BASE62_CHARS = { charsetName: 'Base62 (A–Z, a–z, 0–9)', allowed: /[A-Za-z0-9]/, alphabetSize: 62 };
const BASE64URL_CHARS = {
  charsetName: 'base64url (A–Z, a–z, 0–9, "-" and "_")',
  allowed: /[A-Za-z0-9_-]/,
  alphabetSize: 64,
};

/** Before any scan match: not inside a longer word. */
const B = '(?<![A-Za-z0-9_-])';

export const KEY_FORMATS: readonly KeyFormat[] = [
  {
    id: 'anthropic',
    provider: 'Anthropic',
    name: 'API key',
    kind: 'secret',
    prefix: /^sk-ant-(?:api03|admin01)-/,
    ...BASE64URL_CHARS,
    length: [95, 95],
    fixedCharacters: () => 2,
    structure: (value) =>
      value.length === value.match(/^sk-ant-\w+-/)![0].length + 95 && !value.endsWith('AA')
        ? { reason: 'Anthropic keys end in "AA".', position: value.length - 2 }
        : null,
    scan: new RegExp(`${B}sk-ant-(?:api03|admin01)-[A-Za-z0-9_-]{20,}`, 'g'),
    source: 'Anthropic API docs: API keys (sk-ant-api03-…), gitleaks rule anthropic-api-key',
  },
  {
    id: 'openai-project',
    provider: 'OpenAI',
    name: 'project, service account or admin key',
    kind: 'secret',
    prefix: /^sk-(?:proj|svcacct|admin)-/,
    ...BASE64URL_CHARS,
    length: [40, 250],
    fixedCharacters: (value) => (value.includes('T3BlbkFJ') ? 8 : 0),
    structure: (value, bodyStart) =>
      value.includes('T3BlbkFJ')
        ? null
        : {
            reason: 'OpenAI keys carry "T3BlbkFJ" (Base64 of "OpenAI") in the middle; this one does not.',
            position: bodyStart,
          },
    scan: new RegExp(`${B}sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}`, 'g'),
    source: 'OpenAI API reference: Authentication (project API keys), gitleaks rule openai-api-key',
  },
  {
    id: 'openai-legacy',
    provider: 'OpenAI',
    name: 'user API key (legacy)',
    kind: 'secret',
    prefix: /^sk-(?!ant-|proj-|svcacct-|admin-)(?=[A-Za-z0-9]{20}T3BlbkFJ)/,
    ...BASE62_CHARS,
    length: [48, 48],
    fixedCharacters: () => 8,
    structure: fixedAt(20, 'T', 'the start of the "T3BlbkFJ" marker'),
    scan: new RegExp(`${B}sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{10,}`, 'g'),
    source: 'OpenAI API reference: Authentication (sk- keys), gitleaks rule openai-api-key',
  },
  {
    id: 'stripe',
    provider: 'Stripe',
    name: 'API key',
    kind: 'secret',
    prefix: /^(?:sk|pk|rk)_(?:live|test)_/,
    ...BASE62_CHARS,
    length: [24, 247],
    environment: (value) => (value.slice(3, 7) === 'live' ? 'live' : 'test'),
    scan: new RegExp(`${B}(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{10,}`, 'g'),
    source: 'Stripe docs: API keys (sk_live_, sk_test_, pk_, rk_)',
  },
  {
    id: 'stripe-webhook',
    provider: 'Stripe',
    name: 'webhook signing secret',
    kind: 'secret',
    prefix: /^whsec_/,
    charsetName: 'Base64 (A–Z, a–z, 0–9, "+" and "/")',
    allowed: /[A-Za-z0-9+/=]/,
    alphabetSize: 64,
    length: [32, 64],
    scan: new RegExp(`${B}whsec_[A-Za-z0-9+/=]{10,}`, 'g'),
    source: 'Stripe docs: Check the webhook signatures (whsec_)',
  },
  {
    id: 'github',
    provider: 'GitHub',
    name: 'token',
    kind: 'secret',
    prefix: /^gh[pousr]_/,
    ...BASE62_CHARS,
    length: [36, 76],
    fixedCharacters: (value) => (value.length === 40 ? 6 : 0),
    structure: (value, bodyStart) => {
      const length = value.length - bodyStart;
      if (length === 36 || (value.startsWith('ghr_') && length === 76)) return null;
      return {
        reason: `GitHub tokens have 36 characters after "${value.slice(0, bodyStart)}"${value.startsWith('ghr_') ? ' (refresh tokens may have 76)' : ''}; this has ${length}.`,
        position: Math.min(value.length, bodyStart + 36),
      };
    },
    checksum: base62Crc32Checksum,
    scan: new RegExp(`${B}gh[pousr]_[A-Za-z0-9]{20,}`, 'g'),
    source: "GitHub docs: About authentication to GitHub (GitHub's token formats); GitHub blog 2021-04-05",
  },
  {
    id: 'github-fine-grained',
    provider: 'GitHub',
    name: 'fine-grained personal access token',
    kind: 'secret',
    prefix: /^github_pat_/,
    charsetName: 'Base62 (A–Z, a–z, 0–9) and one "_"',
    allowed: /[A-Za-z0-9_]/,
    alphabetSize: 62,
    length: [82, 82],
    fixedCharacters: () => 1,
    structure: fixedAt(22, '_', 'the separator after the 22-character ID'),
    scan: new RegExp(`${B}github_pat_[A-Za-z0-9_]{20,}`, 'g'),
    source: "GitHub docs: About authentication to GitHub (GitHub's token formats)",
  },
  {
    id: 'gitlab',
    provider: 'GitLab',
    name: 'token',
    kind: 'secret',
    prefix: /^(?:glpat|gldt|glrt|glptt|glft|glimt|glagent|glcbt|gloas|glsoat)-/,
    charsetName: 'base64url (A–Z, a–z, 0–9, "-" and "_") and "."',
    allowed: /[A-Za-z0-9_.-]/,
    alphabetSize: 64,
    length: [20, 200],
    structure: (value, bodyStart) => {
      const body = value.slice(bodyStart);
      if (body.length === 20 || body.includes('.')) return null;
      return {
        reason: `Legacy GitLab tokens have 20 characters after "${value.slice(0, bodyStart)}", and newer (routable) ones contain dots; this has ${body.length} characters and no dot.`,
        position: Math.min(value.length, bodyStart + 20),
      };
    },
    scan: new RegExp(`${B}(?:glpat|gldt|glrt|glptt|glft|glimt|glagent|glcbt|gloas|glsoat)-[A-Za-z0-9_.-]{10,}`, 'g'),
    source: 'GitLab docs: GitLab token overview (token prefixes)',
  },
  {
    id: 'slack-webhook',
    provider: 'Slack',
    name: 'incoming webhook URL',
    kind: 'secret',
    prefix: /^https:\/\/hooks\.slack\.com\/services\//,
    charsetName: 'letters, digits and "/"',
    allowed: /[A-Za-z0-9/]/,
    alphabetSize: 62,
    length: [44, 60],
    // Only the last part, 24 characters, is the secret; the IDs before it are not random.
    fixedCharacters: (value) => Math.max(0, value.length - 33 - 24),
    structure: webhookStructure,
    scan: new RegExp(`https://hooks\\.slack\\.com/services/[A-Za-z0-9/]{10,}`, 'g'),
    source: 'Slack API docs: Sending messages using incoming webhooks',
  },
  {
    id: 'slack',
    provider: 'Slack',
    name: 'token',
    kind: 'secret',
    prefix: /^xox[bpasre]-/,
    charsetName: 'letters, digits and "-"',
    allowed: /[A-Za-z0-9-]/,
    alphabetSize: 62,
    length: [20, 250],
    structure: slackStructure,
    scan: new RegExp(`${B}xox[bpasre]-[A-Za-z0-9-]{10,}`, 'g'),
    source: 'Slack API docs: Token types',
  },
  {
    id: 'google',
    provider: 'Google Cloud',
    name: 'API key',
    kind: 'secret',
    prefix: /^AIza/,
    ...BASE64URL_CHARS,
    length: [35, 35],
    scan: new RegExp(`${B}AIza[A-Za-z0-9_-]{20,}`, 'g'),
    source: 'Google Cloud docs: Manage API keys (AIza…, 39 characters)',
  },
  {
    id: 'aws-access-key',
    provider: 'AWS',
    name: 'key ID',
    kind: 'identifier',
    prefix: /^(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|APKA|AROA|ASCA)/,
    charsetName: 'capitals and digits',
    allowed: /[A-Z0-9]/,
    alphabetSize: 32,
    length: [16, 17],
    // Access key IDs have 20 characters; the unique IDs of users, roles, groups and policies have 21.
    structure: (value, bodyStart) => {
      const wanted = AWS_KEY_ID_PREFIXES.has(value.slice(0, 4)) ? 16 : 17;
      const length = value.length - bodyStart;
      if (length === wanted) return null;
      return {
        reason: `An AWS ${AWS_KINDS[value.slice(0, 4)]!.name} has ${wanted + 4} characters; this has ${value.length}.`,
        position: Math.min(value.length, bodyStart + wanted),
      };
    },
    scan: new RegExp(
      `${B}(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|APKA|AROA|ASCA)[A-Z0-9]{12,20}(?![a-z0-9])`,
      'g',
    ),
    source: 'AWS IAM User Guide: IAM identifiers (unique ID prefixes), Managing access keys',
  },
  {
    id: 'twilio',
    provider: 'Twilio',
    name: 'SID',
    kind: 'identifier',
    prefix: /^(?:SK|AC)(?=[0-9a-f])/,
    charsetName: 'lowercase hex digits (0–9, a–f)',
    allowed: /[0-9a-f]/,
    alphabetSize: 16,
    length: [32, 32],
    scan: new RegExp(`${B}(?:SK|AC)[0-9a-f]{32}(?![A-Za-z0-9])`, 'g'),
    source: 'Twilio docs: API keys overview (SK…), Account SID (AC…)',
  },
  {
    id: 'sendgrid',
    provider: 'SendGrid',
    name: 'API key',
    kind: 'secret',
    prefix: /^SG\./,
    charsetName: 'base64url (A–Z, a–z, 0–9, "-" and "_") and one "."',
    allowed: /[A-Za-z0-9_.-]/,
    alphabetSize: 64,
    length: [66, 66],
    fixedCharacters: () => 1,
    structure: fixedAt(22, '.', 'the dot after the 22-character key ID'),
    scan: new RegExp(`${B}SG\\.[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]{10,}`, 'g'),
    source: 'Twilio SendGrid docs: API keys (SG.<id>.<secret>)',
  },
  {
    id: 'npm',
    provider: 'npm',
    name: 'access token',
    kind: 'secret',
    prefix: /^npm_/,
    ...BASE62_CHARS,
    length: [36, 36],
    fixedCharacters: () => 6,
    checksum: base62Crc32Checksum,
    scan: new RegExp(`${B}npm_[A-Za-z0-9]{20,}`, 'g'),
    source: "npm docs: About access tokens; GitHub blog 2021-09-23 (npm's new access token format)",
  },
  {
    id: 'pypi',
    provider: 'PyPI',
    name: 'API token',
    kind: 'secret',
    prefix: /^pypi-/,
    ...BASE64URL_CHARS,
    length: [50, 1000],
    structure: (value, bodyStart) => {
      const location = pypiLocation(value);
      if (location === 'pypi.org' || location === 'test.pypi.org') return null;
      return {
        reason:
          'A PyPI token is a macaroon whose first field names pypi.org ("AgEIcHlwaS5vcmc…"); this one does not decode to that.',
        position: bodyStart,
      };
    },
    environment: (value) => (pypiLocation(value) === 'test.pypi.org' ? 'test' : 'live'),
    scan: new RegExp(`${B}pypi-[A-Za-z0-9_-]{20,}`, 'g'),
    source: 'PyPI help: API tokens (pypi-AgEIcHlwaS5vcmc…)',
  },
  {
    id: 'jwt',
    provider: 'JWT',
    name: 'JSON Web Token (JWT), a bearer token',
    kind: 'secret',
    prefix: /^eyJ/,
    charsetName: 'base64url (A–Z, a–z, 0–9, "-" and "_") and two "."',
    allowed: /[A-Za-z0-9_.-]/,
    alphabetSize: 64,
    length: [10, 100_000],
    // Only the signature is random; the header and payload are JSON.
    fixedCharacters: (value) => value.length - 3 - (value.split('.')[2]?.length ?? 0),
    structure: jwtStructure,
    facts: jwtFacts,
    scan: new RegExp(`${B}eyJ[A-Za-z0-9_-]{5,}\\.eyJ[A-Za-z0-9_-]*\\.[A-Za-z0-9_-]*`, 'g'),
    source: 'RFC 7519, JSON Web Token (JWT), section 3.1 example',
  },
  {
    id: 'uuid',
    provider: 'UUID',
    name: 'UUID',
    kind: 'identifier',
    prefix: /^(?=[0-9a-fA-F]{8}-)/,
    charsetName: 'hex digits and "-"',
    allowed: /[0-9a-fA-F-]/,
    alphabetSize: 16,
    length: [36, 36],
    fixedCharacters: () => 5,
    structure: uuidStructure,
    facts: uuidFacts,
    // UUIDs are identifiers everywhere in a config file: the scan leaves them out.
    scan: /(?!)/g,
    source: 'RFC 9562, Universally Unique IDentifiers (UUIDs), appendix A and B examples',
  },
];

/** What to call a value of a format: the provider's own word for its kind ("GitHub personal access token"). */
export function formatName(format: KeyFormat, value: string): { name: string; kind: KeyKind } {
  if (format.id === 'github') return { name: GITHUB_KINDS[value.slice(0, 3)] ?? format.name, kind: 'secret' };
  if (format.id === 'slack') return { name: SLACK_KINDS[value.slice(0, 4)] ?? format.name, kind: 'secret' };
  if (format.id === 'stripe') return STRIPE_KINDS[value.slice(0, 2)] ?? { name: format.name, kind: format.kind };
  if (format.id === 'aws-access-key') return AWS_KINDS[value.slice(0, 4)] ?? { name: format.name, kind: format.kind };
  if (format.id === 'twilio')
    return { name: value.startsWith('SK') ? 'API key SID' : 'Account SID', kind: 'identifier' };
  if (format.id === 'gitlab') {
    const names: Record<string, string> = {
      glpat: 'personal, project or group access token',
      gldt: 'deploy token',
      glrt: 'runner authentication token',
      glptt: 'pipeline trigger token',
      glft: 'feed token',
      glimt: 'incoming mail token',
      glagent: 'agent for Kubernetes token',
      glcbt: 'CI/CD job token',
      gloas: 'OAuth application secret',
      glsoat: 'SCIM OAuth access token',
    };
    return { name: names[value.slice(0, value.indexOf('-'))] ?? format.name, kind: 'secret' };
  }
  return { name: format.name, kind: format.kind };
}

/** The format whose prefix starts the value; the first listed wins (longer prefixes are listed first). */
export function formatOf(value: string): { format: KeyFormat; bodyStart: number } | null {
  for (const format of KEY_FORMATS) {
    const match = format.prefix.exec(value);
    if (match) return { format, bodyStart: match[0].length };
  }
  return null;
}
