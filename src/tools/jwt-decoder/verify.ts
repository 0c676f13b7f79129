/**
 * Checking a JWT's signature with Web Crypto, through jose's `compactVerify`: the signature only. Expiry
 * and the other claims are shown beside the result (see `tokenValidity`), not folded into it, so a correctly
 * signed but expired token reads as exactly that.
 */
import { compactVerify, errors } from 'jose';
import { decodeBase64 } from '../../lib/base64';
import { isJsonObject } from '../../lib/lossless-json';
import { ToolError } from '../../lib/tool-error';
import { encodeUtf8 } from '../../lib/utf8';
import {
  describeNeed,
  describePublicKeyText,
  errorText,
  publicKeyCandidates,
  secretBytes,
  type KeyCandidate,
  type SecretEncoding,
} from './keys';
import {
  algorithmInfo,
  isUnsignedAlgorithm,
  SUPPORTED_ALGORITHM_LIST,
  unsupportedReason,
  type AlgorithmInfo,
} from './names';
import { partJson, partText, readCompactToken } from './token';

export type { SecretEncoding } from './keys';

export interface VerifyOutcome {
  /** 'unsigned': alg "none", which is never verified. */
  status: 'verified' | 'invalid' | 'unsigned';
  alg: string;
  /** The key that verified, or the one tried: "HMAC secret, 38 bytes", "RSA public key, 2048 bits (PEM)". */
  key: string;
  /** Advice: a short secret, a private key pasted, a secret that would verify when read differently. */
  notes: string[];
  /**
   * Set when a public key was given as the secret of an HS256/384/512 token: the algorithm-confusion attack.
   * It says what the outcome means, which a plain "verified" or "invalid" would hide.
   */
  algorithmConfusion?: string;
}

/**
 * Checks the token's signature with the key the user gave: a secret for HS256/384/512 (as UTF-8 text,
 * Base64 or base64url, or a JWK of kty "oct"), otherwise a public key as PEM (SPKI, PKCS#1 or a certificate),
 * a JWK or a JWK Set. Throws a `ToolError` saying why when the key cannot be used.
 */
export async function verifyJwtSignature(
  input: string,
  keyText: string,
  secretEncoding: SecretEncoding = 'text',
): Promise<VerifyOutcome> {
  const token = readCompactToken(input);
  const header = partJson('header', partText('header', token.header));
  if (!isJsonObject(header)) throw new ToolError('The header is not a JSON object, so the token cannot be verified.');
  const alg = header.get('alg');
  if (typeof alg !== 'string')
    throw new ToolError('The header has no "alg" string, so nothing says how to check the signature.');
  if (isUnsignedAlgorithm(alg)) {
    return {
      status: 'unsigned',
      alg,
      key: '',
      notes: ['An unsigned token proves nothing: anyone can write one. Services must refuse alg "none".'],
    };
  }
  const info = algorithmInfo(alg);
  if (!info) {
    const reason = unsupportedReason(alg);
    throw new ToolError(
      `The token's alg "${alg}" cannot be verified here${reason ? ` (${reason})` : ''}. Supported: ${SUPPORTED_ALGORITHM_LIST}.`,
    );
  }
  const kid = header.get('kid');
  const notes: string[] = [];

  if (info.family === 'hmac') return verifyWithSecret(token.compact, alg, info, keyText, secretEncoding, notes);

  if (keyText.trim() === '')
    throw new ToolError(`Paste the public key to verify ${alg}: ${describeNeed(info)}, as PEM or JWK.`);
  const candidates = await publicKeyCandidates(keyText, alg, info, typeof kid === 'string' ? kid : null, notes);
  for (const candidate of candidates) {
    if (await signatureMatches(token.compact, alg, candidate))
      return { status: 'verified', alg, key: candidate.description, notes };
  }
  return { status: 'invalid', alg, key: candidates.map((candidate) => candidate.description).join('; '), notes };
}

async function verifyWithSecret(
  compact: string,
  alg: string,
  info: AlgorithmInfo,
  keyText: string,
  encoding: SecretEncoding,
  notes: string[],
): Promise<VerifyOutcome> {
  const publicKey = describePublicKeyText(keyText);
  if (publicKey) return verifyWithPublicKeyAsSecret(compact, alg, keyText, publicKey);
  const bytes = secretBytes(keyText, encoding);
  if (bytes.length === 0)
    throw new ToolError(`The secret is empty: ${alg} needs the shared secret the token was signed with.`);
  const candidate: KeyCandidate = {
    key: bytes,
    description: `HMAC secret, ${bytes.length} byte${bytes.length === 1 ? '' : 's'}`,
  };
  const verified = await signatureMatches(compact, alg, candidate);
  if (verified && info.minimumSecretBytes !== undefined && bytes.length < info.minimumSecretBytes) {
    notes.push(
      `This secret is only ${bytes.length} bytes: RFC 7518 section 3.2 asks for at least ${info.minimumSecretBytes} bytes for ${alg}, as short secrets can be guessed offline.`,
    );
  }
  if (verified) return { status: 'verified', alg, key: candidate.description, notes };

  // A common slip is reading the secret the wrong way; say so when another reading would verify.
  for (const alternative of alternativeSecrets(keyText, encoding)) {
    if (await signatureMatches(compact, alg, { key: alternative.bytes, description: '' })) {
      notes.push(`It does verify ${alternative.hint}.`);
      break;
    }
  }
  return { status: 'invalid', alg, key: candidate.description, notes };
}

/**
 * A public key given where the HMAC secret belongs: the algorithm-confusion attack. A service that lets the
 * token name its algorithm, and verifies with the key it holds for the issuer, checks an attacker's HS256
 * token with its public key as the HMAC secret; and anyone can sign that, since the key is public. The
 * signature is checked as such a service would check it (the key's text as the secret), and the outcome
 * says what a match means.
 */
async function verifyWithPublicKeyAsSecret(
  compact: string,
  alg: string,
  keyText: string,
  publicKey: string,
): Promise<VerifyOutcome> {
  // The key's text as a service might hold it: as pasted, trimmed, or as a file that ends with a line break.
  const readings = [...new Set([keyText, keyText.trim(), `${keyText.trim()}\n`])];
  let verified = false;
  for (const reading of readings) {
    // Copied into this realm's Uint8Array, as jose requires (see secretBytes).
    const candidate: KeyCandidate = { key: Uint8Array.from(encodeUtf8(reading)), description: '' };
    if (await signatureMatches(compact, alg, candidate)) {
      verified = true;
      break;
    }
  }
  const algorithmConfusion = verified
    ? `This ${alg} token was signed with ${publicKey} as its HMAC secret. That is the algorithm-confusion attack: the key is public, so anyone could have made this signature, and the token proves nothing. A service that lets the token choose its algorithm would accept it as genuine: it must accept only the algorithm it expects for each key (RS256, ES256...), never HMAC with a public key.`
    : `${publicKey.charAt(0).toUpperCase()}${publicKey.slice(1)} was given as the secret of an ${alg} token. ${alg} is checked with a shared secret, never with a public key: a service that does so is open to the algorithm-confusion attack, in which anyone who has the public key signs tokens the service accepts. (The signature does not match this key's text either.)`;
  return {
    status: verified ? 'verified' : 'invalid',
    alg,
    key: `${publicKey} used as an HMAC secret`,
    notes: [],
    algorithmConfusion,
  };
}

function alternativeSecrets(keyText: string, encoding: SecretEncoding): { bytes: Uint8Array; hint: string }[] {
  const alternatives: { bytes: Uint8Array; hint: string }[] = [];
  const attempt = (read: () => Uint8Array, hint: string) => {
    try {
      const bytes = read();
      if (bytes.length > 0) alternatives.push({ bytes, hint });
    } catch {
      // That reading is not possible, so it is no hint.
    }
  };
  if (encoding === 'text' && keyText.trim() !== keyText)
    attempt(() => secretBytes(keyText.trim(), 'text'), 'without the spaces or line breaks around the secret');
  if (encoding !== 'base64')
    attempt(
      () => decodeBase64(keyText.trim()).bytes,
      'when the secret is read as Base64: choose "Base64 or base64url" as the secret format',
    );
  if (encoding !== 'text')
    attempt(
      () => secretBytes(keyText, 'text'),
      'when the secret is read as plain text: choose "Text (UTF-8)" as the secret format',
    );
  return alternatives;
}

/** Whether the signature matches; a key or token jose cannot use is a `ToolError`, not a mismatch. */
async function signatureMatches(compact: string, alg: string, candidate: KeyCandidate): Promise<boolean> {
  try {
    await compactVerify(compact, candidate.key, { algorithms: [alg] });
    return true;
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) return false;
    if (error instanceof errors.JOSENotSupported)
      throw new ToolError(`This token cannot be verified here: ${errorText(error)}.`);
    if (error instanceof errors.JWSInvalid) throw new ToolError(`The token is not a valid JWS: ${errorText(error)}.`);
    throw new ToolError(`The key cannot be used to verify ${alg}: ${errorText(error)}.`);
  }
}
