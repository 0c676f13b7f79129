import { createPublicKey } from 'node:crypto';
import fc from 'fast-check';
import { base64url, compactVerify, exportJWK, exportPKCS8, exportSPKI, generateKeyPair, SignJWT, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { toolErrorOf } from '../../test/errors';
import {
  BROKEN_SAMPLE_TOKEN,
  decodeJwt,
  describeTime,
  relativeTime,
  SAMPLE_SECRET,
  SAMPLE_TOKEN,
  tokenValidity,
  verifyJwtSignature,
  type FieldInfo,
} from './core';

/** base64url of the UTF-8 bytes of `text`, as a JWT encodes its parts. */
const b64u = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
/** UTF-8 bytes as this realm's Uint8Array, which jose requires of HMAC secrets. */
const utf8 = (text: string) => Uint8Array.from(Buffer.from(text, 'utf8'));
const token = (header: string, payload: string, signature = 'c2ln') => `${b64u(header)}.${b64u(payload)}.${signature}`;
const HS256_HEADER = '{"alg":"HS256","typ":"JWT"}';

const decodeError = (input: string) => toolErrorOf(() => decodeJwt(input));

const claim = (claims: FieldInfo[], name: string) => claims.find((field) => field.name === name);

// RFC 7515 appendix A.1 (the same token is RFC 7519 section 3.1's example): an HS256 JWS whose header and
// payload hold CRLF line breaks, and the HMAC key it was signed with, as a JWK's "k".
const RFC7515_A1 =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9' +
  '.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ' +
  '.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC7515_A1_K = 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow';

// RFC 7515 appendix A.3: ES256, and the public part of its P-256 key (as a JWK, and as the same key in PEM).
const RFC7515_A3 =
  'eyJhbGciOiJFUzI1NiJ9' +
  '.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ' +
  '.DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q';
const RFC7515_A3_JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
  y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
};
const RFC7515_A3_PEM = `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEf83OJ3D2xF1Bg8vub9tLe1gHMzV7
6e8Tus9uPHvRVEXH8UTNG72bfocs3+257rn0s2ldbqkLJK2KRiMohYjlrQ==
-----END PUBLIC KEY-----`;

// RFC 7519 section 6.1: an unsecured JWT (alg "none", empty signature).
const RFC7519_UNSECURED =
  'eyJhbGciOiJub25lIn0.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.';

// A self-signed P-256 certificate made with openssl for these tests, and an ES256 token signed by its key.
const CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBjTCCATOgAwIBAgIUEpNRhF5l1lFyRHfFoPza0UKliNQwCgYIKoZIzj0EAwIw
GzEZMBcGA1UEAwwQand0LWRlY29kZXIgdGVzdDAgFw0yNjExMjIwMTAxNTFaGA8y
MTI2MTAyOTAxMDE1MVowGzEZMBcGA1UEAwwQand0LWRlY29kZXIgdGVzdDBZMBMG
ByqGSM49AgEGCCqGSM49AwEHA0IABOsmTPcACtuqYPrVeWJ0oV40mJiL4hAlUCvz
1JvyMO+GWLiXIf6kMf/VDVOQJvFdQP7jH6nnkKG1rRtMWJ7eZzWjUzBRMB0GA1Ud
DgQWBBQUx29GmoM/gwKHyFANmGK69Fy76zAfBgNVHSMEGDAWgBQUx29GmoM/gwKH
yFANmGK69Fy76zAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0gAMEUCIAaT
Tyj61ZjYjcKbWx2vW24ojmtW+uie2owOWT315T13AiEAxc0R8pp2OPYHHk2Xu15W
E1b5oOkoOHd52qr7cNVTJmg=
-----END CERTIFICATE-----`;
const CERTIFICATE_TOKEN =
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjZXJ0LXVzZXIiLCJpYXQiOjE3MDAwMDAwMDB9.oPhSyvPTTHIrUEKV7cEHmn_AAq9_dKcmsT5Q25nj5n9AaT5Kk-jM97tHKqpPVf-6Pc7RxXT8zeP4zjFvg9kztA';

describe('RFC examples', () => {
  it('decodes RFC 7515 A.1 / RFC 7519 section 3.1, keeping the header order and every value', () => {
    const decoded = decodeJwt(RFC7515_A1);
    expect(decoded.header).toBe('{\n  "typ": "JWT",\n  "alg": "HS256"\n}');
    expect(decoded.payload).toBe('{\n  "iss": "joe",\n  "exp": 1300819380,\n  "http://example.com/is_root": true\n}');
    expect(decoded.alg).toBe('HS256');
    expect(decoded.signature).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    expect(decoded.signatureBytes).toBe(32);
    expect(decoded.warnings).toEqual([]);
    expect(decoded.claims.map((field) => [field.name, field.kind, field.value])).toEqual([
      ['iss', 'registered', '"joe"'],
      ['exp', 'registered', '1300819380'],
      ['http://example.com/is_root', 'private', 'true'],
    ]);
    expect(claim(decoded.claims, 'iss')).toMatchObject({ title: 'Issuer' });
    expect(claim(decoded.claims, 'exp')).toMatchObject({ title: 'Expiration time', time: 1_300_819_380_000 });
    expect(describeTime(1_300_819_380_000, 0, { locale: 'en-US', timeZone: 'UTC' }).utc).toBe('2011-03-22T18:43:00Z');
    expect(decoded.headerFields.map((field) => field.title)).toEqual(['Type', 'Algorithm']);
    expect(decoded.headerFields[1]!.meaning).toContain('HS256: HMAC with SHA-256');
  });

  it('the RFC 7515 A.1 values are the RFC’s: jose verifies the signature with the key "k"', async () => {
    const result = await compactVerify(RFC7515_A1, base64url.decode(RFC7515_A1_K));
    expect(new TextDecoder().decode(result.payload)).toBe(
      '{"iss":"joe",\r\n "exp":1300819380,\r\n "http://example.com/is_root":true}',
    );
  });

  it.each([
    { format: 'base64' as const, key: RFC7515_A1_K },
    { format: 'jwk' as const, key: JSON.stringify({ kty: 'oct', k: RFC7515_A1_K }) },
    { format: 'jwk' as const, key: JSON.stringify({ keys: [{ kty: 'oct', k: RFC7515_A1_K }] }) },
  ])('verifies the RFC 7515 A.1 HS256 signature with the RFC key ($format)', async ({ format, key }) => {
    expect(await verifyJwtSignature(RFC7515_A1, key, format)).toEqual({
      status: 'verified',
      alg: 'HS256',
      key: 'HMAC secret, 64 bytes',
      notes: [],
    });
  });

  it('refuses the RFC 7515 A.1 signature with any other key, and with a changed payload', async () => {
    expect((await verifyJwtSignature(RFC7515_A1, 'secret', 'text')).status).toBe('invalid');
    const otherKey = RFC7515_A1_K.replace('AyM1', 'AyM2');
    expect((await verifyJwtSignature(RFC7515_A1, otherKey, 'base64')).status).toBe('invalid');
    const [header, , signature] = RFC7515_A1.split('.');
    const forged = `${header}.${b64u('{"iss":"joe",\r\n "exp":1300819380,\r\n "http://example.com/is_root":false}')}.${signature}`;
    expect((await verifyJwtSignature(forged, RFC7515_A1_K, 'base64')).status).toBe('invalid');
  });

  it('verifies RFC 7515 A.3 (ES256) with its public key as a JWK and as PEM', async () => {
    expect(await verifyJwtSignature(RFC7515_A3, JSON.stringify(RFC7515_A3_JWK))).toMatchObject({
      status: 'verified',
      alg: 'ES256',
      key: 'EC public key on P-256 (JWK)',
    });
    expect(await verifyJwtSignature(RFC7515_A3, RFC7515_A3_PEM)).toMatchObject({
      status: 'verified',
      key: 'EC public key on P-256 (PEM)',
    });
    expect(decodeJwt(RFC7515_A3).signatureBytes).toBe(64);
  });

  it('decodes the RFC 7519 section 6.1 unsecured JWT, and never calls it verified', async () => {
    const decoded = decodeJwt(RFC7519_UNSECURED);
    expect(decoded.alg).toBe('none');
    expect(decoded.signature).toBe('');
    expect(decoded.signatureBytes).toBe(0);
    expect(decoded.warnings).toEqual([
      'This token is unsigned (alg "none"): nothing proves who made it or that it was not changed, and anyone can write one. A service must refuse it.',
    ]);
    expect(decoded.headerFields[0]!.meaning).toContain('not signed at all');
    const outcome = await verifyJwtSignature(RFC7519_UNSECURED, 'anything');
    expect(outcome.status).toBe('unsigned');
    expect(outcome.notes[0]).toContain('must refuse alg "none"');
  });
});

describe('the sample', () => {
  it('decodes, keeping the big account_id and the Unicode name exactly', () => {
    const decoded = decodeJwt(SAMPLE_TOKEN);
    expect(decoded.payload).toContain('"account_id": 12345678901234567890');
    expect(claim(decoded.claims, 'account_id')!.value).toBe('12345678901234567890');
    expect(claim(decoded.claims, 'name')!.value).toBe('"Zoë Ångström 👩‍💻"');
    expect(decoded.claims.filter((field) => field.kind === 'registered').map((field) => field.name)).toEqual([
      'iss',
      'sub',
      'aud',
      'iat',
      'nbf',
      'exp',
      'jti',
    ]);
    expect(decoded.headerFields.map((field) => field.name)).toEqual(['alg', 'typ', 'kid']);
    expect(decoded.warnings).toEqual([]);
  });

  it('verifies with the secret shown on the screen', async () => {
    expect(await verifyJwtSignature(SAMPLE_TOKEN, SAMPLE_SECRET, 'text')).toEqual({
      status: 'verified',
      alg: 'HS256',
      key: 'HMAC secret, 38 bytes',
      notes: [],
    });
    expect((await verifyJwtSignature(SAMPLE_TOKEN, `${SAMPLE_SECRET}x`, 'text')).status).toBe('invalid');
  });

  it('succeeds: valid until 2100, with no claim problem, so it opens with no warning', () => {
    const decoded = decodeJwt(SAMPLE_TOKEN);
    expect(decoded.claims.filter((field) => field.problem)).toEqual([]);
    expect(tokenValidity(decoded.claims, Date.now())).toMatchObject({
      state: 'valid',
      title: 'Not expired',
      notes: [],
    });
    expect(claim(decoded.claims, 'exp')!.time).toBe(Date.UTC(2100, 0, 1));
  });
});

describe('the broken example', () => {
  const decoded = decodeJwt(BROKEN_SAMPLE_TOKEN);

  it.each([
    ['sub', 'Should be a string, not a number.'],
    ['iat', 'This looks like milliseconds: a NumericDate counts seconds, so as written it is the year 56971.'],
  ])('flags its %s: %s', (name, problem) => {
    expect(claim(decoded.claims, name)!.problem).toBe(problem);
  });

  it('has expired, and is issued in the future as written', () => {
    const validity = tokenValidity(decoded.claims, Date.UTC(2026, 0, 1));
    expect(validity).toMatchObject({ state: 'expired', title: 'Expired' });
    expect(validity.notes).toEqual([expect.stringMatching(/^Issued in the future/)]);
  });

  it('still verifies with the sample secret: a good signature does not make a token usable', async () => {
    expect((await verifyJwtSignature(BROKEN_SAMPLE_TOKEN, SAMPLE_SECRET, 'text')).status).toBe('verified');
  });
});

describe('generated key pairs, verified through exported PEM and JWK', () => {
  const algorithms = [
    'RS256',
    'RS384',
    'RS512',
    'PS256',
    'PS384',
    'PS512',
    'ES256',
    'ES384',
    'ES512',
    'EdDSA',
    'Ed25519',
  ] as const;

  it.each(algorithms)('%s', async (alg) => {
    const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
    const signed = await new SignJWT({ sub: 'user-1', name: 'Zoë 👩‍💻' })
      .setProtectedHeader({ alg, kid: 'k1' })
      .setIssuedAt(1_700_000_000)
      .sign(privateKey);
    const pem = await exportSPKI(publicKey);
    const jwk = await exportJWK(publicKey);

    expect(decodeJwt(signed).alg).toBe(alg);
    expect(await verifyJwtSignature(signed, pem)).toMatchObject({ status: 'verified', alg, notes: [] });
    expect(await verifyJwtSignature(signed, JSON.stringify(jwk))).toMatchObject({ status: 'verified', alg });
    expect(
      await verifyJwtSignature(
        signed,
        JSON.stringify({
          keys: [
            { ...jwk, kid: 'other' },
            { ...jwk, kid: 'k1' },
          ],
        }),
      ),
    ).toMatchObject({ status: 'verified' });

    // The private JWK works too: only its public part is used, and the user is told so.
    const privateJwk = await exportJWK(privateKey);
    const fromPrivate = await verifyJwtSignature(signed, JSON.stringify(privateJwk));
    expect(fromPrivate.status).toBe('verified');
    expect(fromPrivate.notes[0]).toContain('only its public part was used');

    // Another key of the same kind: a clean "invalid", not an error.
    const other = await generateKeyPair(alg, { extractable: true });
    expect((await verifyJwtSignature(signed, await exportSPKI(other.publicKey))).status).toBe('invalid');

    // A changed payload under the original signature.
    const [header, , signature] = signed.split('.');
    expect((await verifyJwtSignature(`${header}.${b64u('{"sub":"admin"}')}.${signature}`, pem)).status).toBe('invalid');

    // The private key PEM is refused with advice.
    await expect(verifyJwtSignature(signed, await exportPKCS8(privateKey))).rejects.toThrow(
      /This is a private key \(PRIVATE KEY\)/,
    );
  });

  it('describes RSA keys by size and reads PKCS#1 "RSA PUBLIC KEY" PEM', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 3072 });
    const signed = await new SignJWT({}).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    const spki = await exportSPKI(publicKey);
    expect(await verifyJwtSignature(signed, spki)).toMatchObject({
      status: 'verified',
      key: 'RSA public key, 3072 bits (PEM)',
    });
    const pkcs1 = createPublicKey(spki).export({ type: 'pkcs1', format: 'pem' }) as string;
    expect(pkcs1).toContain('BEGIN RSA PUBLIC KEY');
    expect(await verifyJwtSignature(signed, pkcs1)).toMatchObject({
      status: 'verified',
      key: 'RSA public key, 3072 bits (PKCS#1 PEM)',
    });
  });

  it('reads the public key out of an X.509 certificate', async () => {
    expect(await verifyJwtSignature(CERTIFICATE_TOKEN, CERTIFICATE)).toMatchObject({
      status: 'verified',
      key: 'EC public key on P-256 (X.509 certificate)',
    });
    await expect(
      verifyJwtSignature(
        RFC7515_A1.replace('eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9', b64u('{"alg":"RS256"}')),
        CERTIFICATE,
      ),
    ).rejects.toThrow('This is an EC public key on the P-256 curve, but RS256 needs an RSA public key.');
  });
});

describe('key errors are explained', () => {
  const rs256 = token('{"alg":"RS256"}', '{}', 'AAAA');
  const es384 = token('{"alg":"ES384"}', '{}', 'AAAA');

  it('a key of the wrong type or curve for the algorithm', async () => {
    const ec = await generateKeyPair('ES256', { extractable: true });
    const ed = await generateKeyPair('EdDSA', { extractable: true });
    await expect(verifyJwtSignature(rs256, await exportSPKI(ec.publicKey))).rejects.toThrow(
      'This is an EC public key on the P-256 curve, but RS256 needs an RSA public key.',
    );
    await expect(verifyJwtSignature(es384, await exportSPKI(ec.publicKey))).rejects.toThrow(
      'This is an EC public key on the P-256 curve, but ES384 needs an EC public key on the P-384 curve.',
    );
    await expect(verifyJwtSignature(rs256, await exportSPKI(ed.publicKey))).rejects.toThrow(
      'This is an Ed25519 public key, but RS256 needs an RSA public key.',
    );
    await expect(verifyJwtSignature(rs256, JSON.stringify(await exportJWK(ec.publicKey)))).rejects.toThrow(
      'This JWK is an EC key on the P-256 curve, but RS256 needs an RSA public key.',
    );
    await expect(verifyJwtSignature(rs256, JSON.stringify({ kty: 'oct', k: 'c2VjcmV0' }))).rejects.toThrow(
      'This JWK is an oct key (an HMAC secret), but RS256 needs an RSA public key.',
    );
    await expect(verifyJwtSignature(rs256, 'my-shared-secret')).rejects.toThrow(
      'RS256 is verified with an RSA public key: paste it as PEM',
    );
  });

  it('a JWK meant for another algorithm, and a JWK Set without a fitting key', async () => {
    const rsa = await generateKeyPair('RS256', { extractable: true });
    const jwk: JWK = { ...(await exportJWK(rsa.publicKey)), alg: 'RS512' };
    await expect(verifyJwtSignature(rs256, JSON.stringify(jwk))).rejects.toThrow(
      'This JWK is meant for RS512 (its "alg"), but the token is signed with RS256.',
    );
    await expect(
      verifyJwtSignature(rs256, JSON.stringify({ keys: [{ ...RFC7515_A3_JWK, kid: 'ec-1' }] })),
    ).rejects.toThrow(
      'No key in the JWK Set fits RS256, which needs an RSA public key. The set has: "ec-1": an EC key on the P-256 curve.',
    );
  });

  it('a JWK Set without the token’s kid falls back to every fitting key, and says so', async () => {
    const withKid = token('{"alg":"ES256","kid":"missing"}', '{}', 'AAAA');
    const outcome = await verifyJwtSignature(withKid, JSON.stringify({ keys: [RFC7515_A3_JWK] }));
    expect(outcome.status).toBe('invalid');
    expect(outcome.notes[0]).toContain('No key in the JWK Set has kid "missing"');
  });

  it.each([
    {
      name: 'bad Base64 in the body, with its line',
      key: '-----BEGIN PUBLIC KEY-----\nMFkwEw*YHKo\n-----END PUBLIC KEY-----',
      message:
        /The PEM is malformed: its body is not valid Base64\. Invalid Base64 character "\*" \(U\+002A\) at line 2, column 7/,
    },
    {
      name: 'no END line',
      key: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQ',
      message: 'The PEM is malformed: it has no "-----END PUBLIC KEY-----" line',
    },
    {
      name: 'an empty body',
      key: '-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----',
      message: 'there is nothing between its BEGIN and END lines',
    },
    {
      name: 'Base64 that is not a key',
      key: '-----BEGIN PUBLIC KEY-----\naGVsbG8gd29ybGQ=\n-----END PUBLIC KEY-----',
      message: 'The PEM is malformed: its content is not a DER-encoded public key',
    },
    {
      name: 'a cut-off key',
      key: RFC7515_A3_PEM.replace('6e8Tus9uPHvRVEXH8UTNG72bfocs3+257rn0s2ldbqkLJK2KRiMohYjlrQ==\n', ''),
      message: 'The PEM is malformed',
    },
    {
      name: 'another kind of PEM',
      key: '-----BEGIN CERTIFICATE REQUEST-----\nAAAA\n-----END CERTIFICATE REQUEST-----',
      message: 'This PEM block is a "CERTIFICATE REQUEST", not a public key',
    },
    {
      name: 'an EC private key',
      key: '-----BEGIN EC PRIVATE KEY-----\nAAAA\n-----END EC PRIVATE KEY-----',
      message: 'This is a private key (EC PRIVATE KEY)',
    },
    {
      name: 'JSON with a mistake',
      key: '{"kty": "EC",\n "crv": "P-256",}',
      message: /The key is not valid JSON: .* at line 2, column 17/,
    },
    { name: 'a JSON array', key: '[1]', message: 'paste it as PEM' },
    {
      name: 'a JWK with broken numbers',
      key: JSON.stringify({ ...RFC7515_A3_JWK, x: 'AAAA' }),
      message: 'The JWK is not a valid EC public key on the P-256 curve',
    },
  ])('$name', async ({ key, message }) => {
    const error = await verifyJwtSignature(RFC7515_A3, key).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).message).toMatch(message);
  });

  it('unsupported and missing algorithms', async () => {
    await expect(verifyJwtSignature(token('{"alg":"ES256K"}', '{}'), 'x')).rejects.toThrow(
      'The token\'s alg "ES256K" cannot be verified here (ECDSA on the secp256k1 curve, which Web Crypto does not offer)',
    );
    await expect(verifyJwtSignature(token('{"alg":"toString"}', '{}'), 'x')).rejects.toThrow(
      'cannot be verified here. Supported: HS256',
    );
    await expect(verifyJwtSignature(token('{"typ":"JWT"}', '{}'), 'x')).rejects.toThrow(
      'The header has no "alg" string',
    );
  });

  it('an unknown critical header parameter stops verification, as RFC 7515 requires', async () => {
    const critical = token('{"alg":"HS256","crit":["exp-x"],"exp-x":1}', '{}', 'AAAA');
    await expect(verifyJwtSignature(critical, 'secret')).rejects.toThrow(/This token cannot be verified here: .*exp-x/);
  });
});

describe('unsigned tokens', () => {
  it.each([
    ['none', ''],
    ['None', ' "None" is "none" in other letters'],
    ['NONE', ' "NONE" is "none" in other letters'],
  ])('alg %j is warned about first, and never verified', async (alg, caseTrick) => {
    const unsigned = token(JSON.stringify({ alg }), '{"sub":"admin"}', '');
    const decoded = decodeJwt(unsigned);
    expect(decoded.warnings[0]).toBe(
      `This token is unsigned (alg "${alg}"): nothing proves who made it or that it was not changed, and anyone can write one.${caseTrick}${caseTrick ? ', a known way to slip an unsigned token past a service that refuses only "none" as written.' : ''} A service must refuse it.`,
    );
    expect((await verifyJwtSignature(unsigned, 'any key')).status).toBe('unsigned');
  });

  it('notes a signature on an unsigned token', () => {
    expect(decodeJwt(token('{"alg":"none"}', '{}', 'c2ln')).warnings).toContain(
      'The header says alg "none" (unsigned), yet the token carries a signature.',
    );
  });
});

describe('algorithm confusion: a public key given as an HMAC secret', () => {
  const forge = (alg: string, keyText: string) =>
    new SignJWT({ sub: 'admin' }).setProtectedHeader({ alg }).sign(utf8(keyText));

  it.each(['HS256', 'HS384', 'HS512'])(
    '%s signed with the PEM public key as its secret is named a forgery',
    async (alg) => {
      const { publicKey } = await generateKeyPair('RS256', { extractable: true });
      const pem = await exportSPKI(publicKey);
      // A service would read the key from a file that ends with a line break; the user pastes it without.
      const forged = await forge(alg, `${pem.trim()}\n`);
      const outcome = await verifyJwtSignature(forged, pem.trim(), 'text');
      expect(outcome).toMatchObject({ status: 'verified', alg, key: 'a public key (PEM) used as an HMAC secret' });
      expect(outcome.algorithmConfusion).toBe(
        `This ${alg} token was signed with a public key (PEM) as its HMAC secret. That is the algorithm-confusion attack: the key is public, so anyone could have made this signature, and the token proves nothing. A service that lets the token choose its algorithm would accept it as genuine: it must accept only the algorithm it expects for each key (RS256, ES256...), never HMAC with a public key.`,
      );
    },
  );

  it.each([
    { name: 'a PEM public key', key: RFC7515_A3_PEM, kind: 'A public key (PEM)' },
    { name: 'a certificate', key: CERTIFICATE, kind: 'An X.509 certificate (PEM)' },
    { name: 'a public JWK', key: JSON.stringify(RFC7515_A3_JWK), kind: 'An EC key on the P-256 curve (JWK)' },
    {
      name: 'a JWK Set',
      key: JSON.stringify({ keys: [RFC7515_A3_JWK] }),
      kind: 'An EC key on the P-256 curve (JWK Set)',
    },
  ])('$name given for a token it did not sign is still named, whatever the secret format', async ({ key, kind }) => {
    for (const encoding of ['text', 'base64', 'jwk'] as const) {
      const outcome = await verifyJwtSignature(SAMPLE_TOKEN, key, encoding);
      expect(outcome.status).toBe('invalid');
      expect(outcome.algorithmConfusion).toBe(
        `${kind} was given as the secret of an HS256 token. HS256 is checked with a shared secret, never with a public key: a service that does so is open to the algorithm-confusion attack, in which anyone who has the public key signs tokens the service accepts. (The signature does not match this key's text either.)`,
      );
    }
  });

  it('leaves real secrets alone: text, Base64, an oct JWK and a set that holds one', async () => {
    for (const [key, encoding] of [
      [SAMPLE_SECRET, 'text'],
      [Buffer.from(SAMPLE_SECRET).toString('base64'), 'base64'],
      [JSON.stringify({ kty: 'oct', k: Buffer.from(SAMPLE_SECRET).toString('base64url') }), 'jwk'],
      [
        JSON.stringify({ keys: [RFC7515_A3_JWK, { kty: 'oct', k: Buffer.from(SAMPLE_SECRET).toString('base64url') }] }),
        'jwk',
      ],
    ] as const) {
      const outcome = await verifyJwtSignature(SAMPLE_TOKEN, key, encoding);
      expect(outcome.status).toBe('verified');
      expect(outcome.algorithmConfusion).toBeUndefined();
    }
  });
});

describe('secrets', () => {
  const secret = 'correct horse battery staple, long enough!';
  const sign = async (header: object, bytes: Uint8Array) =>
    new SignJWT({ sub: '1' }).setProtectedHeader(header as { alg: string }).sign(bytes);

  it.each(['HS256', 'HS384', 'HS512'])('%s with a text secret, including Unicode', async (alg) => {
    const unicodeSecret = `${secret} ключ 🔑 e\u0301 שלום`;
    const signed = await sign({ alg }, utf8(unicodeSecret));
    const outcome = await verifyJwtSignature(signed, unicodeSecret, 'text');
    expect(outcome.status).toBe('verified');
    expect(decodeJwt(signed).signatureBytes).toBe({ HS256: 32, HS384: 48, HS512: 64 }[alg]);
  });

  it('reads Base64 secrets in either alphabet, with or without padding', async () => {
    const bytes = Uint8Array.from({ length: 40 }, (_, index) => (index * 37 + 250) % 256);
    const signed = await sign({ alg: 'HS256' }, bytes);
    const standard = Buffer.from(bytes).toString('base64');
    expect(standard).toMatch(/[+/]/);
    for (const key of [
      standard,
      standard.replace(/=+$/, ''),
      Buffer.from(bytes).toString('base64url'),
      ` ${standard}\n`,
    ]) {
      expect((await verifyJwtSignature(signed, key, 'base64')).status).toBe('verified');
    }
  });

  it('says when the secret would verify if read the other way', async () => {
    const bytes = utf8(secret);
    const signed = await sign({ alg: 'HS256' }, bytes);
    const asBase64 = Buffer.from(bytes).toString('base64');
    const wrongWay = await verifyJwtSignature(signed, asBase64, 'text');
    expect(wrongWay.status).toBe('invalid');
    expect(wrongWay.notes).toEqual([
      'It does verify when the secret is read as Base64: choose "Base64 or base64url" as the secret format.',
    ]);
    const trailingNewline = await verifyJwtSignature(signed, `${secret}\n`, 'text');
    expect(trailingNewline.notes).toEqual(['It does verify without the spaces or line breaks around the secret.']);
  });

  it('warns about a secret shorter than the hash', async () => {
    const signed = await sign({ alg: 'HS256' }, utf8('short'));
    const outcome = await verifyJwtSignature(signed, 'short', 'text');
    expect(outcome).toMatchObject({ status: 'verified', key: 'HMAC secret, 5 bytes' });
    expect(outcome.notes[0]).toContain('only 5 bytes: RFC 7518 section 3.2 asks for at least 32 bytes for HS256');
  });

  it.each([
    { key: '', encoding: 'text' as const, message: 'The secret is empty' },
    {
      key: 'abc*def',
      encoding: 'base64' as const,
      message: 'The secret is not valid Base64 or base64url: Invalid Base64 character "*"',
    },
    {
      key: '{"kty":"OKT","k":"x"}',
      encoding: 'jwk' as const,
      message: 'An HMAC secret as a JWK has "kty": "oct"; this JWK is a key of type "OKT".',
    },
    { key: '{"kty":"oct"}', encoding: 'jwk' as const, message: 'The JWK has no "k"' },
    {
      key: '{"kty":"oct","k":"a+b"}',
      encoding: 'jwk' as const,
      message: 'The JWK\'s "k" is not base64url: it holds "+" at position 1',
    },
    { key: 'not json', encoding: 'jwk' as const, message: 'The key is not valid JSON' },
    { key: 'ab\ud800', encoding: 'text' as const, message: 'lone surrogate' },
  ])('refuses $key as $encoding', async ({ key, encoding, message }) => {
    await expect(verifyJwtSignature(SAMPLE_TOKEN, key, encoding)).rejects.toThrow(message);
  });
});

describe('broken tokens say which part is broken, and where', () => {
  const header = b64u(HS256_HEADER);
  const payload = b64u('{"sub":"1"}');

  it.each([
    {
      name: 'blank',
      input: '  \n ',
      message: 'There is nothing to decode: the input holds only spaces and line breaks. Paste a JWT',
    },
    { name: 'only "Bearer"', input: 'Bearer ', message: 'There is nothing to decode in “Bearer”. Paste a JWT' },
    { name: 'empty quotes', input: '""', message: 'There is nothing to decode in “""”. Paste a JWT' },
    { name: 'no dots', input: 'eyJhbGciOiJIUzI1NiJ9', message: 'The token has no dots' },
    { name: 'JSON instead of a token', input: '{"alg":"HS256"}', message: 'This is JSON, not a JWT' },
    {
      name: 'two parts',
      input: `${header}.${payload}`,
      message:
        'The token has 2 parts (1 dot), but a JWT has 3: header.payload.signature. The signature part is missing at line 1, column 53 (position 52)',
    },
    {
      name: 'four parts',
      input: `${header}.${payload}.c2ln.eHl6`,
      message:
        'The token has 4 parts (3 dots), but a JWT has 3: header.payload.signature. The first extra dot is at line 1, column 58 (position 57)',
    },
    {
      name: 'five parts (JWE)',
      input: 'eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZHQ00ifQ.a.b.c.d',
      message: 'The token has 5 parts: that is an encrypted token (JWE',
    },
    {
      name: 'standard Base64 "+" in the header',
      input: `eyJhbGc+OiJIUzI1NiJ9.${payload}.c2ln`,
      message:
        "The header (part 1) is not base64url: '+' (U+002B) at line 1, column 8 (position 7). '+' belongs to standard Base64",
    },
    {
      name: 'padding in the payload',
      input: `${header}.eyJzdWIiOiIxIn0=.c2ln`,
      message:
        "The payload (part 2) is not base64url: '=' (U+003D) at line 1, column 53 (position 52). JWTs leave out the '=' padding",
    },
    {
      name: 'a stray character in the signature',
      input: `${header}.${payload}.c2l*`,
      message: "The signature (part 3) is not base64url: '*' (U+002A) at line 1, column 57 (position 56)",
    },
    {
      name: 'an emoji in the payload',
      input: `${header}.eyJ😀.c2ln`,
      message: "The payload (part 2) is not base64url: '😀' (U+1F600) at line 1, column 41 (position 40)",
    },
    {
      name: 'a 4n+1 long header',
      input: `${header}A.${payload}.c2ln`,
      message: 'The header (part 1) is not base64url: its 37 characters cannot be decoded',
    },
    {
      name: 'a 4n+1 long signature',
      input: `${header}.${payload}.c2lnA`,
      message: 'The signature (part 3) is not base64url: its 5 characters cannot be decoded',
    },
    { name: 'an empty header', input: `.${payload}.c2ln`, message: 'The header (part 1) is empty' },
    { name: 'an empty payload', input: `${header}..c2ln`, message: 'The payload (part 2) is empty' },
    {
      name: 'a header that is not UTF-8',
      input: `${Buffer.from([0x7b, 0x22, 0xff, 0x22]).toString('base64url')}.${payload}.c2ln`,
      message:
        'The header (part 1) is base64url, but what it decodes to is not UTF-8 text: at byte 2 of the 4 decoded bytes, 0xFF never appears in UTF-8',
    },
    {
      name: 'a payload that is not UTF-8',
      input: `${header}.${Buffer.from([0x7b, 0xc3, 0x28]).toString('base64url')}.c2ln`,
      message: 'The payload (part 2) is base64url, but what it decodes to is not UTF-8 text: at byte 1',
    },
    {
      name: 'a header that is not JSON',
      input: token('{"alg":"HS256",\n "typ":"JWT",}', '{}'),
      message:
        'The header (part 1) is base64url-encoded UTF-8 text, but not valid JSON: Expected a double-quoted property name, found \'}\' at line 2, column 14 (position 29), in the decoded header.\nDecoded header: {"alg":"HS256",\n "typ":"JWT",}',
    },
    {
      name: 'a payload that is not JSON',
      input: token(HS256_HEADER, '{"sub": 1'),
      message:
        'The payload (part 2) is base64url-encoded UTF-8 text, but not valid JSON: Unexpected end of input: unclosed object at line 1, column 10 (position 9), in the decoded payload.',
    },
    {
      name: 'a header with a BOM',
      input: token('\ufeff{"alg":"HS256"}', '{}'),
      message: 'The header (part 1) is base64url-encoded UTF-8 text, but not valid JSON: Unexpected character U+FEFF',
    },
    {
      name: 'a header that is an array',
      input: token('["HS256"]', '{}'),
      message: 'The header (part 1) is JSON, but an array instead of an object',
    },
  ])('$name', ({ input, message }) => {
    expect(decodeError(input).message).toContain(message);
  });

  it('points at the place in the pasted text, past a Bearer prefix and line breaks', () => {
    const error = decodeError(`Authorization: Bearer ${header}\n.${payload}\n.c2l*`);
    expect(error.message).toContain("'*' (U+002A) at line 3, column 5 (position");
    expect(error.location).toMatchObject({ line: 3, column: 5 });
  });

  it('tolerates whitespace, a Bearer prefix and quotes', () => {
    const plain = decodeJwt(RFC7515_A1);
    const [h, p, s] = RFC7515_A1.split('.') as [string, string, string];
    for (const input of [
      `  ${RFC7515_A1}\n`,
      `Bearer ${RFC7515_A1}`,
      `bearer\t${RFC7515_A1}`,
      `Authorization: Bearer ${RFC7515_A1}`,
      `"${RFC7515_A1}"`,
      `${h}\n.${p.slice(0, 20)}\r\n${p.slice(20)}.\n${s}`,
    ]) {
      expect(decodeJwt(input)).toEqual(plain);
    }
  });
});

describe('claims and header parameters', () => {
  it('explains registered, public and private claims, in the order written', () => {
    const decoded = decodeJwt(
      token(HS256_HEADER, '{"sub":"42","email":"a@example.com","tenant":"acme","aud":["a","b"],"jti":"x"}'),
    );
    expect(decoded.claims.map((field) => [field.name, field.kind, field.title])).toEqual([
      ['sub', 'registered', 'Subject'],
      ['email', 'public', 'Email'],
      ['tenant', 'private', ''],
      ['aud', 'registered', 'Audience'],
      ['jti', 'registered', 'JWT ID'],
    ]);
    expect(claim(decoded.claims, 'aud')!.value).toBe('["a","b"]');
    expect(claim(decoded.claims, 'tenant')!.meaning).toContain('issuer’s own');
    expect(decoded.claims.every((field) => field.problem === undefined)).toBe(true);
  });

  it('names of Object.prototype are ordinary claims', () => {
    const decoded = decodeJwt(token('{"alg":"HS256","constructor":1}', '{"toString":"x","__proto__":{"a":1}}'));
    expect(decoded.claims.map((field) => [field.name, field.kind])).toEqual([
      ['toString', 'private'],
      ['__proto__', 'private'],
    ]);
    expect(decoded.headerFields[1]).toMatchObject({ name: 'constructor', title: '' });
  });

  it.each([
    {
      payload: '{"exp":"1300819380"}',
      name: 'exp',
      problem:
        'Should be a NumericDate: a JSON number of seconds since 1970-01-01T00:00:00Z, not a string (a number in quotes is a string).',
      time: null,
    },
    {
      payload: '{"iat":true}',
      name: 'iat',
      problem: 'Should be a NumericDate: a JSON number of seconds since 1970-01-01T00:00:00Z, not true.',
      time: null,
    },
    {
      payload: '{"exp":1300819380000}',
      name: 'exp',
      problem: 'This looks like milliseconds: a NumericDate counts seconds, so as written it is the year 43191.',
      time: 1_300_819_380_000_000,
    },
    {
      payload: '{"exp":1e300}',
      name: 'exp',
      problem: 'This number of seconds is outside the range of dates.',
      time: null,
    },
    { payload: '{"nbf":1300819380.5}', name: 'nbf', problem: undefined, time: 1_300_819_380_500 },
    { payload: '{"iat":-86400}', name: 'iat', problem: undefined, time: -86_400_000 },
    { payload: '{"iss":42}', name: 'iss', problem: 'Should be a string, not a number.' },
    { payload: '{"aud":["a",1]}', name: 'aud', problem: 'Should be a string or an array of strings, not an array.' },
    { payload: '{"sub":null}', name: 'sub', problem: 'Should be a string, not null.' },
  ])('$payload: $name', ({ payload, name, problem, time }) => {
    const field = claim(decodeJwt(token(HS256_HEADER, payload)).claims, name)!;
    expect(field.problem).toBe(problem);
    if (time !== undefined) expect(field.time).toBe(time);
  });

  it('keeps number text exactly, in the pretty payload and the claims', () => {
    const decoded = decodeJwt(
      token(HS256_HEADER, '{"id":12345678901234567890,"ratio":1.50,"tiny":1E-400,"iat":1516239022.000}'),
    );
    expect(decoded.payload).toBe(
      '{\n  "id": 12345678901234567890,\n  "ratio": 1.50,\n  "tiny": 1E-400,\n  "iat": 1516239022.000\n}',
    );
    expect(decoded.claims.map((field) => field.value)).toEqual([
      '12345678901234567890',
      '1.50',
      '1E-400',
      '1516239022.000',
    ]);
    expect(claim(decoded.claims, 'iat')!.time).toBe(1_516_239_022_000);
  });

  it('keeps string escapes as written in the pretty JSON, and shows values decoded in the claims', () => {
    const decoded = decodeJwt(
      token(HS256_HEADER, '{"name":"Jos\\u00e9 \\ud83d\\ude00","rtl":"שלום עולם","mark":"e\u0301"}'),
    );
    expect(decoded.payload).toContain('"name": "Jos\\u00e9 \\ud83d\\ude00"');
    expect(claim(decoded.claims, 'name')!.value).toBe('"José 😀"');
    expect(claim(decoded.claims, 'rtl')!.value).toBe('"שלום עולם"');
    expect(claim(decoded.claims, 'mark')!.value).toBe('"e\u0301"');
  });

  it('cuts long claim values short', () => {
    const decoded = decodeJwt(token(HS256_HEADER, JSON.stringify({ blob: 'x'.repeat(1000) })));
    expect(claim(decoded.claims, 'blob')!.value).toHaveLength(301);
    expect(claim(decoded.claims, 'blob')!.value.endsWith('…')).toBe(true);
  });

  it.each([
    { header: '{"typ":"JWT"}', signature: 'c2ln', warning: 'The header has no "alg"' },
    {
      header: '{"alg":"none"}',
      signature: 'c2ln',
      warning: 'The header says alg "none" (unsigned), yet the token carries a signature.',
    },
    { header: '{"alg":"HS256"}', signature: '', warning: 'The signature part is empty although alg is HS256' },
    {
      header: '{"alg":"ES256"}',
      signature: 'c2ln',
      warning: 'The signature is 3 bytes, but an ES256 signature is always 64 bytes',
    },
    {
      header: '{"alg":"HS256","crit":["b64"],"b64":false}',
      signature: 'c2ln',
      warning: 'The header marks "b64" as critical',
    },
  ])('warns: $warning', ({ header, signature, warning }) => {
    expect(decodeJwt(token(header, '{}', signature)).warnings.join('\n')).toContain(warning);
  });

  it('a payload that is JSON but not an object is shown, with a warning and no claims', () => {
    const decoded = decodeJwt(token(HS256_HEADER, '"just text"'));
    expect(decoded.payload).toBe('"just text"');
    expect(decoded.claims).toEqual([]);
    expect(decoded.warnings.join('\n')).toContain('The payload is JSON, but a string instead of an object');
  });

  it('flags header parameters of the wrong type', () => {
    const decoded = decodeJwt(token('{"alg":256,"kid":7,"crit":[]}', '{}'));
    expect(decoded.headerFields.map((field) => field.problem)).toEqual([
      'Should be a string, not a number.',
      'Should be a string, not a number.',
      'Should be a non-empty array of header parameter names.',
    ]);
    expect(decoded.alg).toBeNull();
  });
});

describe('dates', () => {
  const hour = 3_600_000;
  const day = 24 * hour;
  const now = Date.UTC(2025, 0, 1, 12);

  it.each([
    { offset: 0, expected: 'now' },
    { offset: 999, expected: 'now' },
    { offset: 1000, expected: 'in 1 second' },
    { offset: -45_000, expected: '45 seconds ago' },
    { offset: 3 * hour + 40 * 60_000, expected: 'in 3 hours' },
    { offset: -2 * day, expected: '2 days ago' },
    { offset: -day, expected: '1 day ago' },
    { offset: 45 * day, expected: 'in 1 month' },
    { offset: -800 * day, expected: '2 years ago' },
    { offset: 59 * 60_000, expected: 'in 59 minutes' },
  ])('relative: $offset ms → $expected', ({ offset, expected }) => {
    expect(relativeTime(now + offset, now)).toBe(expected);
  });

  it('local time in the reader’s zone and UTC side by side', () => {
    expect(describeTime(1_300_819_380_000, now, { locale: 'en-US', timeZone: 'UTC' })).toEqual({
      local: 'Mar 22, 2011, 6:43:00 PM UTC',
      utc: '2011-03-22T18:43:00Z',
      relative: '13 years ago',
    });
    expect(describeTime(1_300_819_380_000, now, { locale: 'en-US', timeZone: 'Asia/Kolkata' }).local).toBe(
      'Mar 23, 2011, 12:13:00 AM GMT+5:30',
    );
    expect(describeTime(1_300_819_380_500, now, { locale: 'en-US', timeZone: 'UTC' }).utc).toBe(
      '2011-03-22T18:43:00.500Z',
    );
  });

  const times = (values: Record<string, number | null>): FieldInfo[] =>
    Object.entries(values).map(([name, time]) => ({
      name,
      value: '',
      title: '',
      meaning: '',
      kind: 'registered',
      time,
    }));

  it.each<{ claims: Record<string, number | null>; state: string; title: string; detail?: string }>([
    {
      claims: { exp: now - 2 * day },
      state: 'expired',
      title: 'Expired',
      detail: 'Expired 2 days ago (2024-12-30T12:00:00Z).',
    },
    { claims: { exp: now }, state: 'expired', title: 'Expired', detail: 'Expired now (2025-01-01T12:00:00Z).' },
    {
      claims: { exp: now + 3 * hour, nbf: now - hour },
      state: 'valid',
      title: 'Not expired',
      detail: 'Expires in 3 hours (2025-01-01T15:00:00Z).',
    },
    {
      claims: { exp: now + 3 * day, nbf: now + hour },
      state: 'not-yet-valid',
      title: 'Not valid yet',
      detail: 'Becomes valid in 1 hour (2025-01-01T13:00:00Z).',
    },
    {
      claims: { iat: now - hour },
      state: 'no-expiry',
      title: 'No expiry',
      detail: 'The token has no exp claim, so it does not expire by itself.',
    },
    { claims: { exp: null }, state: 'unknown', title: 'Expiry unknown' },
  ])('validity: $title', ({ claims, state, title, detail }) => {
    const validity = tokenValidity(times(claims), now);
    expect(validity).toMatchObject({ state, title });
    if (detail) expect(validity.detail).toBe(detail);
  });

  it('notes a token issued in the future, and one that is never valid', () => {
    expect(tokenValidity(times({ iat: now + day, exp: now + 2 * day }), now).notes[0]).toContain(
      'Issued in the future (in 1 day, 2025-01-02T12:00:00Z)',
    );
    expect(tokenValidity(times({ iat: now + 30_000 }), now).notes).toEqual([]);
    expect(tokenValidity(times({ nbf: now + day, exp: now + hour }), now).notes).toEqual([
      'It expires before it becomes valid, so it is never valid.',
    ]);
  });
});

describe('properties', () => {
  it('decodes any JSON payload exactly: pretty text as JSON.stringify lays it out, any Unicode', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary', maxDepth: 3 }), (value) => {
        const text = JSON.stringify({ data: value });
        const decoded = decodeJwt(token(HS256_HEADER, text));
        expect(decoded.payload).toBe(JSON.stringify({ data: value }, null, 2));
      }),
    );
  });

  it('never loses or invents characters of a string claim (graphemes and any code point)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 })),
        (text) => {
          const decoded = decodeJwt(token(HS256_HEADER, JSON.stringify({ name: text })));
          expect(JSON.parse(claim(decoded.claims, 'name')!.value)).toBe(text);
        },
      ),
    );
  });

  it('whitespace anywhere in the token changes nothing', () => {
    const plain = decodeJwt(SAMPLE_TOKEN);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(SAMPLE_TOKEN.length), fc.constantFrom(' ', '\n', '\r\n', '\t')), { maxLength: 8 }),
        (insertions) => {
          let text = SAMPLE_TOKEN;
          for (const [at, space] of [...insertions].sort((a, b) => b[0] - a[0]))
            text = text.slice(0, at) + space + text.slice(at);
          expect(decodeJwt(text)).toEqual(plain);
        },
      ),
    );
  });

  it('a token signed with any text secret verifies with that secret, and not with another', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        async (secret, name) => {
          const signed = await new SignJWT({ name }).setProtectedHeader({ alg: 'HS256' }).sign(utf8(secret));
          expect((await verifyJwtSignature(signed, secret, 'text')).status).toBe('verified');
          expect((await verifyJwtSignature(signed, `${secret}!`, 'text')).status).toBe('invalid');
          expect(JSON.parse(claim(decodeJwt(signed).claims, 'name')!.value)).toBe(name);
        },
      ),
      { numRuns: 40 },
    );
  });
});
