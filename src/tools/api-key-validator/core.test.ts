import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../lib/crc32';
import { checkBatch } from '../../lib/validation';
import {
  analyseKey,
  BROKEN_SAMPLE_INPUT,
  BROKEN_SAMPLE_SCAN,
  checkKey,
  maskKey,
  SAMPLE_INPUT,
  SAMPLE_SCAN,
  scanText,
  shannonPerChar,
} from './core';
import { base62 } from './formats';

// Every token in these tests is made up. The checksummed ones get a correct checksum computed here, as the
// providers' own token generators do, so no real secret is ever pasted into the repository.
const BASE62_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const checksummed = (prefix: string, random30: string) => `${prefix}${random30}${base62(crc32(random30), 6)}`;
const repeatTo = (pattern: string, length: number) =>
  pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);
const RANDOM = 'q7Lm2Xs9Rb4NcYe8ZuHa3JdPf6Tk1WvGiOp5EjBnQr0yShUa';

interface Example {
  source: string;
  value: string;
  provider: string;
  name: string;
  kind: 'secret' | 'publishable' | 'identifier';
  environment?: 'live' | 'test' | null;
  /** Whether the example's form is valid (checksums aside). */
  formValid?: boolean;
  checksum?: boolean | null;
}

// The examples the providers print in their own documentation, character for character.
const DOCUMENTED: Example[] = [
  {
    source: 'AWS IAM User Guide, Managing access keys',
    value: 'AKIAIOSFODNN7EXAMPLE',
    provider: 'AWS',
    name: 'access key ID (long-term)',
    kind: 'identifier',
  },
  {
    source: 'AWS STS API Reference, GetSessionToken example',
    value: 'ASIAIOSFODNN7EXAMPLE',
    provider: 'AWS',
    name: 'access key ID (temporary, STS)',
    kind: 'identifier',
  },
  {
    source: 'AWS IAM User Guide, IAM identifiers (unique IDs)',
    value: 'AIDACKCEVSQ6C2EXAMPLE',
    provider: 'AWS',
    name: 'IAM user ID',
    kind: 'identifier',
  },
  {
    source: 'AWS IAM User Guide, IAM identifiers (role ID)',
    value: 'AROADBQP57FF2AEXAMPLE',
    provider: 'AWS',
    name: 'role ID',
    kind: 'identifier',
  },
  {
    source: 'AWS IAM User Guide, Managing access keys (secret access key)',
    value: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    provider: 'AWS',
    name: 'secret access key (by its shape only)',
    kind: 'secret',
  },
  {
    // GitHub's examples are illustrations: their last six characters are not the CRC-32 of the rest.
    source: 'GitHub Docs, Authorizing OAuth apps',
    value: 'gho_16C7e42F292c6912E7710c838347Ae178B4a',
    provider: 'GitHub',
    name: 'OAuth access token',
    kind: 'secret',
    checksum: false,
  },
  {
    source: 'GitHub Docs, Generating a user access token for a GitHub App',
    value: 'ghu_16C7e42F292c6912E7710c838347Ae178B4a',
    provider: 'GitHub',
    name: 'GitHub App user access token',
    kind: 'secret',
    checksum: false,
  },
  {
    source: 'GitHub Docs, Refreshing user access tokens',
    value: 'ghr_1B4a2e77838347a7E420ce178F2E7c6912E169246c34E1ccbF66C46812d16D5B1A9Dc86A1498',
    provider: 'GitHub',
    name: 'GitHub App refresh token',
    kind: 'secret',
    checksum: null,
  },
  {
    source: 'Slack API docs, Token types (bot token)',
    value: 'xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy',
    provider: 'Slack',
    name: 'bot token',
    kind: 'secret',
  },
  {
    source: 'Slack API docs, Sending messages using incoming webhooks',
    value: 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX',
    provider: 'Slack',
    name: 'incoming webhook URL',
    kind: 'secret',
  },
  {
    source: 'Stripe docs, API keys (test secret key)',
    value: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
    provider: 'Stripe',
    name: 'secret key',
    kind: 'secret',
    environment: 'test',
  },
  {
    source: 'Stripe docs, API keys (test publishable key)',
    value: 'pk_test_TYooMQauvdEDq54NiTphI7jx',
    provider: 'Stripe',
    name: 'publishable key',
    kind: 'publishable',
    environment: 'test',
  },
  {
    source: 'RFC 7519 section 3.1, example JWT',
    value:
      'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
    provider: 'JWT',
    name: 'JSON Web Token (JWT), a bearer token',
    kind: 'secret',
  },
  ...[
    ['version 1', 'C232AB00-9414-11EC-B3C8-9F6BDECED846'],
    ['version 3', '5df41881-3aed-3515-88a7-2f4a814cf09e'],
    ['version 4', '919108f7-52d1-4320-9bac-f847db4148a8'],
    ['version 5', '2ed6657d-e927-568b-95e1-2665a8aea6a2'],
    ['version 6', '1EC9414C-232A-6B00-B3C8-9F6BDECED846'],
    ['version 7', '017F22E2-79B0-7CC3-98C4-DC0C0C07398F'],
    ['version 8', '2489E9AD-2EE2-8E00-8EC9-32D5F69181C0'],
  ].map(([version, value]): Example => ({
    source: `RFC 9562 appendix A and B, ${version} example`,
    value: value!,
    provider: 'UUID',
    name: 'UUID',
    kind: 'identifier',
  })),
];

// Providers that document the format but print no whole example: built to the documented format here.
const BUILT_TO_FORMAT: Example[] = [
  {
    source: 'GitHub Docs, token formats (ghp_, 30 random + 6 checksum)',
    value: checksummed('ghp_', RANDOM.slice(0, 30)),
    provider: 'GitHub',
    name: 'personal access token (classic)',
    kind: 'secret',
    checksum: true,
  },
  {
    source: 'GitHub Docs, token formats (ghs_)',
    value: checksummed('ghs_', RANDOM.slice(5, 35)),
    provider: 'GitHub',
    name: 'GitHub App installation access token',
    kind: 'secret',
    checksum: true,
  },
  {
    source: 'GitHub Docs, fine-grained personal access tokens (github_pat_)',
    value: `github_pat_${repeatTo(RANDOM, 22)}_${repeatTo(RANDOM.split('').reverse().join(''), 59)}`,
    provider: 'GitHub',
    name: 'fine-grained personal access token',
    kind: 'secret',
  },
  {
    source: "npm docs, About access tokens (npm's token format)",
    value: checksummed('npm_', RANDOM.slice(10, 40)),
    provider: 'npm',
    name: 'access token',
    kind: 'secret',
    checksum: true,
  },
  {
    source: 'GitLab docs, Token overview (glpat-, 20 characters)',
    value: `glpat-${repeatTo('x7Yk_2Lm-9Qp', 20)}`,
    provider: 'GitLab',
    name: 'personal, project or group access token',
    kind: 'secret',
  },
  {
    source: 'Stripe docs, API keys (live secret key)',
    value: `sk_live_${repeatTo(RANDOM, 24)}`,
    provider: 'Stripe',
    name: 'secret key',
    kind: 'secret',
    environment: 'live',
  },
  {
    source: 'Stripe docs, API keys (restricted key)',
    value: `rk_live_${repeatTo(RANDOM, 99)}`,
    provider: 'Stripe',
    name: 'restricted key',
    kind: 'secret',
    environment: 'live',
  },
  {
    source: 'Stripe docs, Check the webhook signatures (whsec_)',
    value: `whsec_${repeatTo(RANDOM, 32)}`,
    provider: 'Stripe',
    name: 'webhook signing secret',
    kind: 'secret',
  },
  {
    source: 'Google Cloud docs, Manage API keys (AIza, 39 characters)',
    value: `AIza${repeatTo(`${RANDOM}-_`, 35)}`,
    provider: 'Google Cloud',
    name: 'API key',
    kind: 'secret',
  },
  {
    source: 'OpenAI API reference, Authentication (project key)',
    value: `sk-proj-${repeatTo(RANDOM, 74)}T3BlbkFJ${repeatTo(RANDOM, 74)}`,
    provider: 'OpenAI',
    name: 'project, service account or admin key',
    kind: 'secret',
  },
  {
    source: 'OpenAI API reference, Authentication (user key)',
    value: `sk-${repeatTo(RANDOM, 20)}T3BlbkFJ${repeatTo(RANDOM, 20)}`,
    provider: 'OpenAI',
    name: 'user API key (legacy)',
    kind: 'secret',
  },
  {
    source: 'Anthropic API docs, API keys (sk-ant-api03-)',
    value: `sk-ant-api03-${repeatTo(`${RANDOM}_-`, 93)}AA`,
    provider: 'Anthropic',
    name: 'API key',
    kind: 'secret',
  },
  {
    source: 'Twilio docs, API keys overview (SK + 32 hex)',
    value: `SK${repeatTo('0123456789abcdef', 32)}`,
    provider: 'Twilio',
    name: 'API key SID',
    kind: 'identifier',
  },
  {
    source: 'Twilio docs, Account SID (AC + 32 hex)',
    value: `AC${repeatTo('fedcba9876543210', 32)}`,
    provider: 'Twilio',
    name: 'Account SID',
    kind: 'identifier',
  },
  {
    source: 'Twilio SendGrid docs, API keys (SG.<22>.<43>)',
    value: `SG.${repeatTo(RANDOM, 22)}.${repeatTo(`${RANDOM}-_`, 43)}`,
    provider: 'SendGrid',
    name: 'API key',
    kind: 'secret',
  },
  {
    source: 'PyPI help, API tokens (pypi-AgEIcHlwaS5vcmc…)',
    value: `pypi-AgEIcHlwaS5vcmc${repeatTo(RANDOM, 60)}`,
    provider: 'PyPI',
    name: 'API token',
    kind: 'secret',
    environment: 'live',
  },
  {
    source: 'PyPI help, API tokens on TestPyPI (test.pypi.org)',
    value: `pypi-AgENdGVzdC5weXBpLm9yZw${repeatTo(RANDOM, 60)}`,
    provider: 'PyPI',
    name: 'API token',
    kind: 'secret',
    environment: 'test',
  },
];

function expectExample(example: Example) {
  const analysis = analyseKey(example.value);
  expect(analysis).toMatchObject({ provider: example.provider, name: example.name, kind: example.kind });
  expect(analysis.formatValid).toBe(example.formValid ?? true);
  if (example.environment !== undefined) expect(analysis.environment).toBe(example.environment);
  if (example.checksum !== undefined) expect(analysis.checksum?.valid ?? null).toBe(example.checksum);
}

describe(`conformance: the providers' documented example keys (${DOCUMENTED.length}/${DOCUMENTED.length} pass)`, () => {
  it.each(DOCUMENTED)('$source: $provider $name', expectExample);
});

describe(`conformance: keys built to each provider's documented format (${BUILT_TO_FORMAT.length}/${BUILT_TO_FORMAT.length} pass)`, () => {
  it.each(BUILT_TO_FORMAT)('$source', expectExample);
});

describe('analyseKey verdicts', () => {
  it('warns to rotate a live secret, and passes a test key and an identifier', () => {
    expect(checkKey(BROKEN_SAMPLE_INPUT)).toMatchObject({
      verdict: 'warning',
      reason: expect.stringMatching(/revoke it/),
    });
    expect(checkKey('sk_test_4eC39HqLyjWDarjtT1zdp7dc').verdict).toBe('valid');
    expect(checkKey('AKIAIOSFODNN7EXAMPLE').verdict).toBe('valid');
    expect(analyseKey('AKIAIOSFODNN7EXAMPLE').notes).toContainEqual(expect.stringMatching(/documentation example/));
  });

  it.each([
    ['a character outside the set', 'ghp_Wq3vT9kLm2XsRb7N$Ye4ZuHa8JdPf02sSfj8', 20, /Character 21 is "\$"/],
    ['a token cut short', BROKEN_SAMPLE_INPUT.slice(0, -3), 37, /36 characters after "ghp_"; this has 33/],
    ['a wrong GitHub checksum', `${BROKEN_SAMPLE_INPUT.slice(0, -1)}9`, 34, /last six characters should be "2sSfj8"/],
    ['a Stripe key with a dash', 'sk_live_4eC39HqLyjWDa-jtT1zdp7dc', 21, /Character 22 is "-"/],
    ['a short Google key', 'AIzaSyDaGmWKa4JsXZ', 18, /has 35 characters after "AIza"; this has 14/],
    ['a lowercase AWS key ID', 'AKIAiosfodnn7EXAMPLE', 4, /Character 5 is "i"/],
    ['an AWS access key ID of 21 characters', 'AKIAIOSFODNN7EXAMPLE2', 20, /has 20 characters; this has 21/],
    ['a fine-grained token without its separator', `github_pat_${'a'.repeat(82)}`, 33, /should be "_"/],
    ['a JWT with two parts', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0', 35, /three parts/],
    [
      'a Slack bot token with letters in its team ID',
      'xoxb-1765x672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy',
      5,
      /Part 1/,
    ],
    ['a UUID with a misplaced hyphen', '919108f7-52d14-320-9bac-f847db4148a8', 13, /should be "-"/],
    ['an Anthropic key not ending in AA', `sk-ant-api03-${'b'.repeat(95)}`, 106, /end in "AA"/],
    ['a PyPI token that is not a macaroon', `pypi-${'A'.repeat(60)}`, 5, /macaroon/],
  ])('finds %s, and where', (_name, value, position, reason) => {
    const check = checkKey(value);
    expect(check.verdict).toBe('invalid');
    expect(check.reason).toMatch(reason);
    expect(check.position).toBe(position);
  });

  it('says which formats it knows when none matches, and does not throw on anything', () => {
    expect(checkKey('hello-world-1234567')).toMatchObject({
      verdict: 'invalid',
      reason: expect.stringMatching(/No known key format starts with "hello-".*GitHub/),
    });
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(['valid', 'warning', 'invalid']).toContain(checkKey(value).verdict);
      }),
    );
  });

  it('ignores white space around the key, and points into the value as typed', () => {
    expect(checkKey(`  ${BROKEN_SAMPLE_INPUT}\n`).verdict).toBe('warning');
    expect(checkKey('  ghp_Wq3vT9kLm2XsRb7N$Ye4ZuHa8JdPf02sSfj8').position).toBe(22);
  });

  it('reads the JWT header and the UUID version', () => {
    const jwt = analyseKey(DOCUMENTED.find((example) => example.provider === 'JWT')!.value);
    expect(jwt.facts).toContainEqual({ label: 'Algorithm', value: 'HS256' });
    expect(jwt.facts).toContainEqual({ label: 'Claim iss', value: '"joe"' });
    const uuid = analyseKey('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
    expect(uuid.facts).toEqual([
      { label: 'Variant', value: 'RFC 9562 (OSF DCE)' },
      { label: 'Version', value: 'version 7, Unix time and random' },
      { label: 'Created', value: '2022-02-22T19:22:22.000Z' },
    ]);
  });

  it('measures entropy by the charset and by the characters', () => {
    const { entropy } = analyseKey(BROKEN_SAMPLE_INPUT);
    expect(entropy).toMatchObject({ randomLength: 30, alphabetSize: 62, charsetBits: 179 });
    expect(shannonPerChar('aaaa')).toBe(0);
    expect(shannonPerChar('abcd')).toBe(2);
    expect(analyseKey(`sk_live_${'a'.repeat(30)}`).notes).toContainEqual(expect.stringMatching(/repeat a lot/));
  });
});

describe('checksums (property)', () => {
  const random30 = fc.string({ unit: fc.constantFrom(...BASE62_DIGITS), minLength: 30, maxLength: 30 });
  it('accepts every token whose checksum is made as GitHub and npm make it', () => {
    fc.assert(
      fc.property(fc.constantFrom('ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'npm_'), random30, (prefix, random) => {
        expect(analyseKey(checksummed(prefix, random)).checksum?.valid).toBe(true);
      }),
    );
  });
  it('catches any one character changed', () => {
    fc.assert(
      fc.property(random30, fc.nat(35), fc.constantFrom(...BASE62_DIGITS), (random, at, digit) => {
        const token = checksummed('ghp_', random);
        fc.pre(token[4 + at] !== digit);
        const changed = `${token.slice(0, 4 + at)}${digit}${token.slice(5 + at)}`;
        expect(checkKey(changed).verdict).toBe('invalid');
      }),
    );
  });
});

describe('the samples', () => {
  it('Load Sample: a well-formed test key, valid with no warning', () => {
    expect(checkKey(SAMPLE_INPUT)).toEqual({
      verdict: 'valid',
      reason: 'A well-formed Stripe secret key, for the test environment: secret.',
      details: 'Stripe secret key · test · secret',
    });
    expect(analyseKey(SAMPLE_INPUT).notes).toEqual([]);
  });

  it('Load Sample in the scan: keys found, every one valid, no live secret', () => {
    const result = scanText(SAMPLE_SCAN);
    expect(result.findings.map(({ line, provider, verdict }) => ({ line, provider, verdict }))).toEqual([
      { line: 2, provider: 'Stripe', verdict: 'valid' },
      { line: 3, provider: 'Stripe', verdict: 'valid' },
      { line: 4, provider: 'AWS', verdict: 'valid' },
    ]);
    expect(result.liveSecrets).toBe(0);
  });

  it('Broken example: a live secret, which gets the warning to revoke it', () => {
    expect(checkKey(BROKEN_SAMPLE_INPUT).verdict).toBe('warning');
    expect(scanText(BROKEN_SAMPLE_SCAN).liveSecrets).toBe(2);
  });
});

describe('scanText', () => {
  it('finds every key in a config file with its line and column, masked', () => {
    const result = scanText(BROKEN_SAMPLE_SCAN);
    expect(result.findings.map(({ line, column, provider, verdict }) => ({ line, column, provider, verdict }))).toEqual(
      [
        { line: 2, column: 14, provider: 'GitHub', verdict: 'warning' },
        { line: 3, column: 12, provider: 'Stripe', verdict: 'valid' },
        { line: 4, column: 19, provider: 'AWS', verdict: 'valid' },
        { line: 5, column: 23, provider: 'AWS', verdict: 'warning' },
      ],
    );
    expect(result.liveSecrets).toBe(2);
    expect(result.lines).toBe(7);
    for (const finding of result.findings) expect(BROKEN_SAMPLE_SCAN).not.toContain(finding.masked);
    expect(result.findings[0]!.masked).toBe('ghp_••••••••••••JkVY');
  });

  it('reports a broken key it finds, and nothing in text without keys', () => {
    const broken = scanText('token: "ghp_short1234567890abcdefg"\n');
    expect(broken.findings).toMatchObject([{ line: 1, column: 9, verdict: 'invalid' }]);
    expect(scanText('plain: text\nuuid: 919108f7-52d1-4320-9bac-f847db4148a8\n').findings).toEqual([]);
  });

  it('finds keys inside JSON and after other words, but not inside longer words', () => {
    const text = `{"a":"${BROKEN_SAMPLE_INPUT}","b":"xghp_${'a'.repeat(36)}"}`;
    expect(scanText(text).findings).toHaveLength(1);
  });
});

describe('maskKey', () => {
  it('keeps the prefix and the last four characters only', () => {
    expect(maskKey('sk_live_abcdefghijklmnop', 'sk_live_')).toBe('sk_live_••••••••••••mnop');
    expect(maskKey('shortkey')).toBe('••••••••');
  });
});

describe('batch', () => {
  it('checks a list of keys', () => {
    const result = checkBatch(
      `${BROKEN_SAMPLE_INPUT}\nnot a key\nsk_test_4eC39HqLyjWDarjtT1zdp7dc\n`,
      { format: 'lines', column: '' },
      checkKey,
    );
    expect(result.counts).toEqual({ valid: 1, warning: 1, invalid: 1 });
    expect(result.rows[0]!.details).toBe('GitHub personal access token (classic) · secret');
  });
});
