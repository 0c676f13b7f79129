/**
 * Turning what the user pasted as a key into keys jose can verify with, and explaining why it cannot be
 * when it cannot: a malformed PEM, a private key where a public one belongs, a key of the wrong type or
 * curve for the token's algorithm.
 *
 * PEM keys are read here rather than handed straight to jose, because Web Crypto says no more than
 * "Invalid key type" when a key does not fit: reading the key's algorithm identifier lets the message say
 * what the key is and what the token needs.
 */
import { importJWK, importSPKI, type JWK } from 'jose';
import { decodeBase64, encodeBase64 } from '../../lib/base64';
import { parseLosslessJson } from '../../lib/lossless-json';
import { locate, ToolError } from '../../lib/tool-error';
import { encodeUtf8 } from '../../lib/utf8';
import type { AlgorithmInfo } from './names';

export interface KeyCandidate {
  key: CryptoKey | Uint8Array;
  /** What the key is, for the result: "RSA public key (2048 bits)". */
  description: string;
}

// ---------------------------------------------------------------------------------------------------------
// Secrets (HS256, HS384, HS512)

export type SecretEncoding = 'text' | 'base64' | 'jwk';

/** The secret's bytes, read as the user said it is written. */
export function secretBytes(text: string, encoding: SecretEncoding): Uint8Array {
  // Copied into this realm's Uint8Array: jose checks `instanceof Uint8Array`, which fails for the arrays of
  // a TextEncoder from another realm (as in jsdom).
  if (encoding === 'text') return Uint8Array.from(encodeUtf8(text));
  if (encoding === 'base64') {
    try {
      return decodeBase64(text).bytes;
    } catch (error) {
      if (error instanceof ToolError)
        throw new ToolError(`The secret is not valid Base64 or base64url: ${error.message}`, error.location);
      throw error;
    }
  }
  const jwk = parseJsonKey(text);
  if (Array.isArray(jwk.keys)) {
    const octKeys = jwk.keys.filter((key): key is JWK => isObject(key) && key.kty === 'oct');
    if (octKeys.length !== 1)
      throw new ToolError(
        `Paste one JWK with "kty": "oct" for an HMAC secret; this JWK Set has ${octKeys.length} of them.`,
      );
    return octSecret(octKeys[0]!);
  }
  return octSecret(jwk);
}

function octSecret(jwk: JWK): Uint8Array {
  if (jwk.kty !== 'oct')
    throw new ToolError(`An HMAC secret as a JWK has "kty": "oct"; this JWK is ${describeJwk(jwk)}.`);
  if (typeof jwk.k !== 'string')
    throw new ToolError('The JWK has no "k": for "kty": "oct" it holds the secret, base64url-encoded.');
  const bad = /[^A-Za-z0-9_-]/.exec(jwk.k);
  if (bad)
    throw new ToolError(
      `The JWK's "k" is not base64url: it holds "${bad[0]}" at position ${bad.index}; base64url uses only A–Z, a–z, 0–9, - and _, without padding.`,
    );
  try {
    return decodeBase64(jwk.k).bytes;
  } catch (error) {
    if (error instanceof ToolError)
      throw new ToolError(
        `The JWK's "k" is not valid base64url: ${error.message.replace(/ at line 1, column \d+/, '')}`,
      );
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// JSON keys: a JWK or a JWK Set

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type JsonKey = JWK & { keys?: unknown };

function parseJsonKey(text: string): JsonKey {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    try {
      parseLosslessJson(text);
    } catch (error) {
      if (error instanceof ToolError)
        throw new ToolError(`The key is not valid JSON: ${error.message}.`, error.location);
      throw error;
    }
  }
  if (!isObject(value))
    throw new ToolError(
      'The key is JSON, but not a JWK: a JWK is a JSON object such as {"kty": "RSA", "n": "…", "e": "AQAB"}.',
    );
  return value as JsonKey;
}

export function describeJwk(jwk: JWK): string {
  const kty = typeof jwk.kty === 'string' ? jwk.kty : '';
  if (kty === 'RSA') return 'an RSA key';
  if (kty === 'EC') return `an EC key on the ${String(jwk.crv)} curve`;
  if (kty === 'OKP') return `an OKP key on ${String(jwk.crv)}`;
  if (kty === 'oct') return 'an oct key (an HMAC secret)';
  return kty === '' ? 'a key with no "kty"' : `a key of type "${kty}"`;
}

/** "an RSA public key", "an EC public key on the P-256 curve": what an algorithm needs. */
export function describeNeed(info: AlgorithmInfo): string {
  if (info.family === 'rsa') return 'an RSA public key';
  if (info.family === 'ec') return `an EC public key on the ${info.curve} curve`;
  if (info.family === 'okp') return `an ${info.curve} public key`;
  return 'a shared secret';
}

function jwkFits(jwk: JWK, info: AlgorithmInfo): boolean {
  if (info.family === 'rsa') return jwk.kty === 'RSA';
  if (info.family === 'ec') return jwk.kty === 'EC' && jwk.crv === info.curve;
  if (info.family === 'okp') return jwk.kty === 'OKP' && jwk.crv === info.curve;
  return jwk.kty === 'oct';
}

/** The members of a JWK that hold private key material (RFC 7518 section 6). */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'] as const;

async function importPublicJwk(jwk: JWK, alg: string, info: AlgorithmInfo, notes: string[]): Promise<KeyCandidate> {
  if (!jwkFits(jwk, info))
    throw new ToolError(`This JWK is ${describeJwk(jwk)}, but ${alg} needs ${describeNeed(info)}.`);
  if (typeof jwk.alg === 'string' && jwk.alg !== alg)
    throw new ToolError(`This JWK is meant for ${jwk.alg} (its "alg"), but the token is signed with ${alg}.`);
  const publicJwk: JWK = { ...jwk };
  if (PRIVATE_MEMBERS.some((member) => member in publicJwk)) {
    notes.push('The JWK holds a private key; only its public part was used. Keep private keys to yourself.');
    for (const member of PRIVATE_MEMBERS) delete publicJwk[member];
  }
  // Key operations and extractability of the original key do not apply to the public key made from it.
  delete publicJwk.key_ops;
  delete publicJwk.ext;
  let key: CryptoKey;
  try {
    key = (await importJWK(publicJwk, alg)) as CryptoKey;
  } catch (error) {
    throw new ToolError(`The JWK is not a valid ${describeNeed(info).replace(/^an? /, '')}: ${errorText(error)}.`);
  }
  const kid = typeof jwk.kid === 'string' ? `, kid "${jwk.kid}"` : '';
  return { key, description: `${describeCryptoKey(key)} (JWK${kid})` };
}

async function jsonKeyCandidates(
  text: string,
  alg: string,
  info: AlgorithmInfo,
  kid: string | null,
  notes: string[],
): Promise<KeyCandidate[]> {
  const value = parseJsonKey(text);
  if (!Array.isArray(value.keys)) return [await importPublicJwk(value, alg, info, notes)];

  const keys = value.keys.filter(isObject) as JWK[];
  let pool = keys;
  if (kid !== null) {
    const matching = keys.filter((key) => key.kid === kid);
    if (matching.length > 0) pool = matching;
    else
      notes.push(`No key in the JWK Set has kid "${kid}", the token's key ID; every key that fits ${alg} was tried.`);
  }
  const fitting = pool.filter(
    (key) => jwkFits(key, info) && (key.alg === undefined || key.alg === alg) && key.use !== 'enc',
  );
  if (fitting.length === 0) {
    const listed = pool
      .map(
        (key) =>
          `${typeof key.kid === 'string' ? `"${key.kid}": ` : ''}${describeJwk(key)}${typeof key.alg === 'string' ? ` for ${key.alg}` : ''}`,
      )
      .join('; ');
    throw new ToolError(
      `No key in the JWK Set fits ${alg}, which needs ${describeNeed(info)}${kid !== null && pool !== keys ? ` with kid "${kid}"` : ''}. The set has: ${listed || 'no keys'}.`,
    );
  }
  if (fitting.length > 1) notes.push(`${fitting.length} keys in the JWK Set fit; each was tried.`);
  return Promise.all(fitting.map((key) => importPublicJwk(key, alg, info, notes)));
}

// ---------------------------------------------------------------------------------------------------------
// PEM keys: SPKI public keys, PKCS#1 RSA public keys and X.509 certificates

interface DerNode {
  tag: number;
  /** Where the element (its tag) starts. */
  offset: number;
  /** Where the content starts and ends. */
  start: number;
  end: number;
}

class DerError extends Error {}

const SEQUENCE = 0x30;
const INTEGER = 0x02;
const BIT_STRING = 0x03;
const OBJECT_IDENTIFIER = 0x06;
const NULL = 0x05;
const CONTEXT_0 = 0xa0;

/** One DER element (tag, length, content) at `offset`, which must end by `limit`. */
function readDer(bytes: Uint8Array, offset: number, limit: number): DerNode {
  if (offset + 2 > limit) throw new DerError();
  const tag = bytes[offset]!;
  let length = bytes[offset + 1]!;
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4 || start + count > limit) throw new DerError();
    length = 0;
    for (let index = 0; index < count; index += 1) length = length * 256 + bytes[start++]!;
  }
  const end = start + length;
  if (end > limit) throw new DerError();
  return { tag, offset, start, end };
}

function derChildren(bytes: Uint8Array, node: DerNode): DerNode[] {
  const children: DerNode[] = [];
  for (let offset = node.start; offset < node.end;) {
    const child = readDer(bytes, offset, node.end);
    children.push(child);
    offset = child.end;
  }
  return children;
}

function expectTag(node: DerNode | undefined, tag: number): DerNode {
  if (!node || node.tag !== tag) throw new DerError();
  return node;
}

function hex(bytes: Uint8Array, node: DerNode): string {
  let text = '';
  for (let index = node.start; index < node.end; index += 1) text += bytes[index]!.toString(16).padStart(2, '0');
  return text;
}

/** Dotted form of an object identifier, for a message about a key this tool does not know. */
function oidText(bytes: Uint8Array, node: DerNode): string {
  const first = bytes[node.start] ?? 0;
  const arcs = [Math.min(2, Math.floor(first / 40)), first - Math.min(2, Math.floor(first / 40)) * 40];
  let value = 0;
  for (let index = node.start + 1; index < node.end; index += 1) {
    value = value * 128 + (bytes[index]! & 0x7f);
    if (!(bytes[index]! & 0x80)) {
      arcs.push(value);
      value = 0;
    }
  }
  return arcs.join('.');
}

/** Algorithm identifiers (OID content bytes, in hex) of the public keys that sign JWTs, and their relatives. */
const KEY_TYPES: Readonly<Record<string, string>> = {
  '2a864886f70d010101': 'RSA',
  '2a864886f70d01010a': 'RSA-PSS',
  '2a8648ce3d0201': 'EC',
  '2b6570': 'Ed25519',
  '2b6571': 'Ed448',
  '2b656e': 'X25519',
  '2b656f': 'X448',
};
const CURVES: Readonly<Record<string, string>> = {
  '2a8648ce3d030107': 'P-256',
  '2b81040022': 'P-384',
  '2b81040023': 'P-521',
  '2b8104000a': 'secp256k1',
};

export interface PublicKeyInfo {
  type: string;
  curve?: string;
  /** RSA: the modulus size. */
  bits?: number;
}

/** What an SPKI (SubjectPublicKeyInfo, RFC 5280 section 4.1) holds. */
export function readSpki(der: Uint8Array): PublicKeyInfo {
  const root = readDer(der, 0, der.length);
  if (root.tag !== SEQUENCE || root.end !== der.length) throw new DerError();
  const [algorithm, publicKey] = derChildren(der, root);
  const [oid, parameters] = derChildren(der, expectTag(algorithm, SEQUENCE));
  const oidHex = hex(der, expectTag(oid, OBJECT_IDENTIFIER));
  expectTag(publicKey, BIT_STRING);
  const type = Object.hasOwn(KEY_TYPES, oidHex) ? KEY_TYPES[oidHex]! : `unknown (OID ${oidText(der, oid!)})`;
  if (type === 'EC') {
    const curveHex = parameters?.tag === OBJECT_IDENTIFIER ? hex(der, parameters) : '';
    return {
      type,
      curve: Object.hasOwn(CURVES, curveHex)
        ? CURVES[curveHex]
        : parameters?.tag === OBJECT_IDENTIFIER
          ? `OID ${oidText(der, parameters)}`
          : 'unnamed',
    };
  }
  if (type === 'RSA' || type === 'RSA-PSS') {
    // The bit string's first byte counts unused bits; an RSAPublicKey (RFC 8017 appendix A.1.1) follows.
    const rsaKey = expectTag(readDer(der, publicKey!.start + 1, publicKey!.end), SEQUENCE);
    const modulus = expectTag(derChildren(der, rsaKey)[0], INTEGER);
    return { type, bits: integerBits(der, modulus) };
  }
  return { type };
}

function integerBits(bytes: Uint8Array, node: DerNode): number {
  let start = node.start;
  while (start < node.end - 1 && bytes[start] === 0) start += 1;
  return (node.end - start - 1) * 8 + (32 - Math.clz32(bytes[start]!));
}

export function describeKeyInfo(info: PublicKeyInfo): string {
  if (info.type === 'RSA') return `an RSA public key (${info.bits} bits)`;
  if (info.type === 'RSA-PSS') return `an RSA-PSS-only public key (${info.bits} bits)`;
  if (info.type === 'EC') return `an EC public key on the ${info.curve} curve`;
  if (info.type === 'X25519' || info.type === 'X448')
    return `an ${info.type} key, which is for key agreement, not signatures`;
  if (info.type.startsWith('unknown')) return `a key of an ${info.type} type`;
  return `an ${info.type} public key`;
}

function checkFits(info: PublicKeyInfo, alg: string, need: AlgorithmInfo): void {
  const fits =
    need.family === 'rsa'
      ? info.type === 'RSA'
      : need.family === 'ec'
        ? info.type === 'EC' && info.curve === need.curve
        : need.family === 'okp'
          ? info.type === need.curve
          : false;
  if (fits) return;
  if (info.type === 'RSA-PSS' && need.family === 'rsa') {
    throw new ToolError(
      `This is ${describeKeyInfo(info)} (algorithm id-RSASSA-PSS), which Web Crypto cannot import. Export it as an ordinary RSA public key (rsaEncryption) to verify ${alg}.`,
    );
  }
  throw new ToolError(`This is ${describeKeyInfo(info)}, but ${alg} needs ${describeNeed(need)}.`);
}

/** DER of one element: tag, length (short or long form), content. */
function derElement(tag: number, content: Uint8Array): Uint8Array {
  const length = content.length;
  const lengthBytes: number[] = [];
  if (length < 0x80) {
    lengthBytes.push(length);
  } else {
    for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) lengthBytes.unshift(rest % 256);
    lengthBytes.unshift(0x80 | lengthBytes.length);
  }
  const element = new Uint8Array(1 + lengthBytes.length + length);
  element[0] = tag;
  element.set(lengthBytes, 1);
  element.set(content, 1 + lengthBytes.length);
  return element;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

const RSA_ALGORITHM_IDENTIFIER = derElement(
  SEQUENCE,
  concat(
    derElement(OBJECT_IDENTIFIER, Uint8Array.from([0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01])),
    derElement(NULL, new Uint8Array(0)),
  ),
);

/** Wraps a PKCS#1 RSAPublicKey ("BEGIN RSA PUBLIC KEY") into the SPKI that Web Crypto imports. */
function spkiFromPkcs1(pkcs1: Uint8Array): Uint8Array {
  const root = readDer(pkcs1, 0, pkcs1.length);
  if (root.tag !== SEQUENCE || root.end !== pkcs1.length) throw new DerError();
  const [modulus, exponent] = derChildren(pkcs1, root);
  expectTag(modulus, INTEGER);
  expectTag(exponent, INTEGER);
  return derElement(
    SEQUENCE,
    concat(RSA_ALGORITHM_IDENTIFIER, derElement(BIT_STRING, concat(Uint8Array.of(0), pkcs1))),
  );
}

/** The SubjectPublicKeyInfo inside an X.509 certificate (RFC 5280 section 4.1). */
function spkiFromCertificate(der: Uint8Array): Uint8Array {
  const certificate = expectTag(readDer(der, 0, der.length), SEQUENCE);
  const tbs = derChildren(der, expectTag(derChildren(der, certificate)[0], SEQUENCE));
  // version [0] (optional), serialNumber, signature, issuer, validity, subject, subjectPublicKeyInfo
  const fields = tbs[0]?.tag === CONTEXT_0 ? tbs.slice(1) : tbs;
  const spki = expectTag(fields[5], SEQUENCE);
  return der.slice(spki.offset, spki.end);
}

function toPem(der: Uint8Array): string {
  return `-----BEGIN PUBLIC KEY-----\n${encodeBase64(der, { lineLength: 64 })}\n-----END PUBLIC KEY-----`;
}

const PEM_BEGIN = /-----BEGIN ([A-Z0-9 ]+)-----/;

interface PemBlock {
  label: string;
  der: Uint8Array;
}

/** The first PEM block in the text, with its Base64 body decoded; says what is wrong if it is malformed. */
function readPem(text: string): PemBlock {
  const begin = PEM_BEGIN.exec(text);
  if (!begin)
    throw new ToolError('Paste the public key as PEM (-----BEGIN PUBLIC KEY----- …) or as a JWK ({"kty": …}).');
  const label = begin[1]!;
  const bodyStart = begin.index + begin[0].length;
  const endLine = `-----END ${label}-----`;
  const end = text.indexOf(endLine, bodyStart);
  if (end === -1) {
    const location = locate(text, text.length);
    throw new ToolError(
      `The PEM is malformed: it has no "${endLine}" line after its "-----BEGIN ${label}-----" line. Copy the whole key, both lines included.`,
      location,
    );
  }
  if (/PRIVATE KEY/.test(label)) {
    throw new ToolError(
      `This is a private key (${label}). Verifying needs only the public key: paste its "-----BEGIN PUBLIC KEY-----" block instead (openssl pkey -in key.pem -pubout prints it), and keep the private key to yourself.`,
    );
  }
  // Blank out everything before the body but keep its line breaks, so errors name the line in the pasted text.
  const masked = text.slice(0, bodyStart).replace(/[^\n]/g, ' ') + text.slice(bodyStart, end);
  if (text.slice(bodyStart, end).trim() === '')
    throw new ToolError(`The PEM is malformed: there is nothing between its BEGIN and END lines.`);
  let der: Uint8Array;
  try {
    der = decodeBase64(masked).bytes;
  } catch (error) {
    if (error instanceof ToolError)
      throw new ToolError(`The PEM is malformed: its body is not valid Base64. ${error.message}`, error.location);
    throw error;
  }
  return { label, der };
}

async function pemCandidate(text: string, alg: string, info: AlgorithmInfo): Promise<KeyCandidate> {
  const { label, der } = readPem(text);
  let spki: Uint8Array;
  let source: string;
  try {
    if (label === 'PUBLIC KEY') {
      spki = der;
      source = 'PEM';
    } else if (label === 'RSA PUBLIC KEY') {
      spki = spkiFromPkcs1(der);
      source = 'PKCS#1 PEM';
    } else if (label === 'CERTIFICATE') {
      spki = spkiFromCertificate(der);
      source = 'X.509 certificate';
    } else {
      throw new ToolError(
        `This PEM block is a "${label}", not a public key. Paste a "-----BEGIN PUBLIC KEY-----" block, an RSA PUBLIC KEY or a CERTIFICATE.`,
      );
    }
    const keyInfo = readSpki(spki);
    checkFits(keyInfo, alg, info);
  } catch (error) {
    if (error instanceof DerError)
      throw new ToolError(
        `The PEM is malformed: its content is not a DER-encoded ${label.toLowerCase()}. Was it cut short or edited?`,
      );
    throw error;
  }
  let key: CryptoKey;
  try {
    key = await importSPKI(toPem(spki), alg);
  } catch (error) {
    throw new ToolError(`The public key could not be imported for ${alg}: ${errorText(error)}.`);
  }
  return { key, description: `${describeCryptoKey(key)} (${source})` };
}

// ---------------------------------------------------------------------------------------------------------
// A public key where a secret belongs

/** JWK key types whose public half is public: anyone may hold it. */
const ASYMMETRIC_KEY_TYPES = new Set(['RSA', 'EC', 'OKP']);

/**
 * What public key the text holds, if it holds one ("a public key (PEM)", "an RSA key (JWK)"), else null.
 * Pasted as an HMAC secret, a public key is the algorithm-confusion attack, which the result must name.
 */
export function describePublicKeyText(text: string): string | null {
  const begin = PEM_BEGIN.exec(text);
  if (begin) {
    const label = begin[1]!;
    if (label === 'CERTIFICATE') return 'an X.509 certificate (PEM)';
    if (label === 'RSA PUBLIC KEY') return 'an RSA public key (PKCS#1 PEM)';
    if (label === 'PUBLIC KEY') return 'a public key (PEM)';
    return null;
  }
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return null;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  const set = Array.isArray(value.keys);
  const keys = set ? (value.keys as unknown[]).filter(isObject) : [value];
  // A set that also holds a secret (kty "oct") is where the secret comes from.
  if (keys.some((key) => key.kty === 'oct')) return null;
  const asymmetric = keys.find((key) => typeof key.kty === 'string' && ASYMMETRIC_KEY_TYPES.has(key.kty));
  if (!asymmetric) return null;
  return `${describeJwk(asymmetric as JWK)} (JWK${set ? ' Set' : ''})`;
}

// ---------------------------------------------------------------------------------------------------------

/** The keys to try for an asymmetric algorithm: one from a PEM or JWK, or the fitting ones from a JWK Set. */
export async function publicKeyCandidates(
  text: string,
  alg: string,
  info: AlgorithmInfo,
  kid: string | null,
  notes: string[],
): Promise<KeyCandidate[]> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return jsonKeyCandidates(trimmed, alg, info, kid, notes);
  if (trimmed.includes('-----BEGIN')) return [await pemCandidate(text, alg, info)];
  throw new ToolError(
    `${alg} is verified with ${describeNeed(info)}: paste it as PEM (-----BEGIN PUBLIC KEY----- …) or as a JWK ({"kty": …}). A shared secret only works for HS256, HS384 and HS512.`,
  );
}

export function describeCryptoKey(key: CryptoKey): string {
  const algorithm = key.algorithm as KeyAlgorithm & { modulusLength?: number; namedCurve?: string };
  if (algorithm.modulusLength !== undefined) return `RSA public key, ${algorithm.modulusLength} bits`;
  if (algorithm.namedCurve !== undefined) return `EC public key on ${algorithm.namedCurve}`;
  return `${algorithm.name} public key`;
}

export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\.$/, '') || 'the browser refused it';
}
