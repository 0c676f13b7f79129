/**
 * The JWT decoder's work: decoding a compact JWT into pretty JSON with every header parameter and claim
 * explained, describing its dates, and (in `verify.ts`) checking its signature with Web Crypto.
 * Numbers keep their digits: the JSON is re-laid out from its own text, never through JS doubles.
 */
import { reformatJson } from '../../lib/json-text';
import { isJsonObject, JsonNumber, stringifyLosslessJson, type LosslessJson } from '../../lib/lossless-json';
import { ToolError } from '../../lib/tool-error';
import {
  algorithmInfo,
  describeAlgorithm,
  HEADER_PARAMETERS,
  isUnsignedAlgorithm,
  PUBLIC_CLAIMS,
  REGISTERED_CLAIMS,
  TIME_CLAIMS,
  type NameMeaning,
} from './names';
import { partBytes, partJson, partLabel, partText, readCompactToken } from './token';

import type { VerifyOutcome } from './verify';

export { verifyJwtSignature, type SecretEncoding, type VerifyOutcome } from './verify';

export type FieldKind = 'header' | 'registered' | 'public' | 'private';

/** One header parameter or claim, explained. */
export interface FieldInfo {
  name: string;
  /** The value as compact JSON text, exactly as written in the token (numbers keep their digits). */
  value: string;
  /** Plain-English name, e.g. "Expiration time"; empty for a claim this tool does not know. */
  title: string;
  meaning: string;
  kind: FieldKind;
  /** What is wrong with the value, when it breaks the RFC's rules for this name. */
  problem?: string;
  /** For claims holding a NumericDate (exp, nbf, iat...): the moment in ms since 1970, or null if unusable. */
  time?: number | null;
}

export interface DecodedJwt {
  /** The header and payload as pretty JSON (2-space indentation), strings and numbers exactly as written. */
  header: string;
  payload: string;
  /** The header's `alg`, when it is a string. */
  alg: string | null;
  headerFields: FieldInfo[];
  /** The payload's claims in the order written; empty when the payload is not a JSON object. */
  claims: FieldInfo[];
  /** The signature part as it is in the token (base64url), and how many bytes it decodes to. */
  signature: string;
  signatureBytes: number;
  /** Things about the token a careful reader should know, that do not stop it from being decoded. */
  warnings: string[];
}

const MAX_VALUE_LENGTH = 300;

/** Compact JSON text of a value, cut short (with an ellipsis) if it is long. */
function compactJson(value: LosslessJson): string {
  const text = stringifyLosslessJson(value, { stopAfter: MAX_VALUE_LENGTH });
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
}

/** The largest time a JS Date can hold, in ms either side of 1970 (ECMA-262 section 21.4.1.22). */
const MAX_DATE_MS = 8.64e15;
/** Seconds this large are the year 5138 or later: far more likely a date written in milliseconds. */
const LOOKS_LIKE_MILLISECONDS = 1e11;

/** Reads a NumericDate (seconds since 1970, RFC 7519 section 2), saying what is wrong if it is not one. */
function readNumericDate(value: LosslessJson): { time: number | null; problem?: string } {
  if (!(value instanceof JsonNumber)) {
    const hint =
      typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? ' (a number in quotes is a string)'
        : '';
    return {
      time: null,
      problem: `Should be a NumericDate: a JSON number of seconds since 1970-01-01T00:00:00Z, not ${describeType(value)}${hint}.`,
    };
  }
  const seconds = Number(value.text);
  const time = seconds * 1000;
  if (!Number.isFinite(time) || Math.abs(time) > MAX_DATE_MS)
    return { time: null, problem: 'This number of seconds is outside the range of dates.' };
  if (Math.abs(seconds) >= LOOKS_LIKE_MILLISECONDS) {
    return {
      time,
      problem: `This looks like milliseconds: a NumericDate counts seconds, so as written it is the year ${new Date(time).getUTCFullYear()}.`,
    };
  }
  return { time };
}

function describeType(value: LosslessJson): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof JsonNumber) return 'a number';
  if (Array.isArray(value)) return 'an array';
  return 'an object';
}

const isString = (value: LosslessJson): value is string => typeof value === 'string';

/** RFC 7519 section 4.1 and RFC 7515 section 4.1: which names must hold strings, or arrays of them. */
function typeProblem(name: string, value: LosslessJson, kind: FieldKind): string | undefined {
  const mustBeString =
    kind === 'header' ? ['alg', 'typ', 'cty', 'kid', 'jku', 'x5u', 'x5t', 'x5t#S256'] : ['iss', 'sub', 'jti'];
  if (mustBeString.includes(name) && !isString(value)) return `Should be a string, not ${describeType(value)}.`;
  if (kind !== 'header' && name === 'aud' && !isString(value) && !(Array.isArray(value) && value.every(isString))) {
    return `Should be a string or an array of strings, not ${describeType(value)}.`;
  }
  if (kind === 'header' && name === 'crit' && !(Array.isArray(value) && value.length > 0 && value.every(isString)))
    return 'Should be a non-empty array of header parameter names.';
  return undefined;
}

/** A dictionary entry, if the name is one of its own keys (not `toString` and the like). */
function lookUp(dictionary: Readonly<Record<string, NameMeaning>>, name: string): NameMeaning | undefined {
  return Object.hasOwn(dictionary, name) ? dictionary[name] : undefined;
}

function explain(name: string, value: LosslessJson, kind: 'header' | 'claim'): FieldInfo {
  let known: NameMeaning | undefined;
  let fieldKind: FieldKind;
  if (kind === 'header') {
    known = lookUp(HEADER_PARAMETERS, name);
    fieldKind = 'header';
  } else {
    known = lookUp(REGISTERED_CLAIMS, name);
    fieldKind = 'registered';
    if (!known) {
      known = lookUp(PUBLIC_CLAIMS, name);
      fieldKind = known ? 'public' : 'private';
    }
  }
  let meaning =
    known?.meaning ??
    (kind === 'header'
      ? 'A header parameter this tool does not know.'
      : 'A claim of the issuer’s own: its meaning is agreed between the issuer and the services that read it.');
  if (kind === 'header' && name === 'alg' && isString(value))
    meaning = `${meaning} ${value}: ${describeAlgorithm(value)}.`;
  const field: FieldInfo = { name, value: compactJson(value), title: known?.title ?? '', meaning, kind: fieldKind };
  const problem = typeProblem(name, value, fieldKind);
  if (problem) field.problem = problem;
  if (kind === 'claim' && TIME_CLAIMS.has(name)) {
    const date = readNumericDate(value);
    field.time = date.time;
    if (date.problem) field.problem = date.problem;
  }
  return field;
}

/** Decodes a JWT: throws a `ToolError` naming the broken part (and where) if it cannot be read. */
export function decodeJwt(input: string): DecodedJwt {
  const token = readCompactToken(input);
  const headerText = partText('header', token.header);
  const headerValue = partJson('header', headerText);
  if (!isJsonObject(headerValue)) {
    throw new ToolError(
      `The ${partLabel('header')} is JSON, but ${describeType(headerValue)} instead of an object: a JWT header is a JSON object such as {"alg":"HS256","typ":"JWT"}.`,
    );
  }
  const payloadText = partText('payload', token.payload);
  const payloadValue = partJson('payload', payloadText);
  const signatureBytes = partBytes(token.signature).length;

  const warnings: string[] = [];
  const algValue = headerValue.get('alg');
  const alg = typeof algValue === 'string' ? algValue : null;
  const unsigned = alg !== null && isUnsignedAlgorithm(alg);
  if (alg !== null && unsigned) warnings.push(unsignedWarning(alg));
  if (algValue === undefined)
    warnings.push('The header has no "alg", which every JWS must have: nothing says how the token was signed.');
  if (unsigned && token.signature !== '')
    warnings.push(`The header says alg "${alg}" (unsigned), yet the token carries a signature.`);
  if (alg !== null && !unsigned && token.signature === '')
    warnings.push(`The signature part is empty although alg is ${alg}: this token cannot pass verification.`);
  const expectedBytes = alg === null ? undefined : algorithmInfo(alg)?.signatureBytes;
  if (expectedBytes !== undefined && token.signature !== '' && signatureBytes !== expectedBytes) {
    warnings.push(
      `The signature is ${signatureBytes} bytes, but an ${alg} signature is always ${expectedBytes} bytes: it cannot verify.`,
    );
  }
  const crit = headerValue.get('crit');
  if (Array.isArray(crit) && crit.length > 0) {
    warnings.push(
      `The header marks ${crit.map((name) => compactJson(name)).join(', ')} as critical: a recipient that does not understand them must reject the token.`,
    );
  }
  if (!isJsonObject(payloadValue)) {
    warnings.push(
      `The payload is JSON, but ${describeType(payloadValue)} instead of an object, so it holds no claims: a JWT's payload is a JSON object of claims (RFC 7519 section 7.2).`,
    );
  }

  return {
    header: reformatJson(headerText, '  '),
    payload: reformatJson(payloadText, '  '),
    alg,
    headerFields: [...headerValue].map(([name, value]) => explain(name, value, 'header')),
    claims: isJsonObject(payloadValue) ? [...payloadValue].map(([name, value]) => explain(name, value, 'claim')) : [],
    signature: token.signature,
    signatureBytes,
    warnings,
  };
}

/** The warning an unsigned token gets first: nothing about it can be trusted. */
function unsignedWarning(alg: string): string {
  const caseTrick =
    alg === 'none'
      ? ''
      : ` "${alg}" is "none" in other letters, a known way to slip an unsigned token past a service that refuses only "none" as written.`;
  return `This token is unsigned (alg "${alg}"): nothing proves who made it or that it was not changed, and anyone can write one.${caseTrick} A service must refuse it.`;
}

export interface TimeDescription {
  /** In the reader's time zone, e.g. "Mar 22, 2011, 7:43:00 PM GMT+1". */
  local: string;
  /** ISO 8601 in UTC, e.g. "2011-03-22T18:43:00Z". */
  utc: string;
  /** From now, e.g. "in 3 hours", "2 days ago". */
  relative: string;
}

export interface TimeFormatOptions {
  /** Defaults to the reader's locale and time zone. */
  locale?: string;
  timeZone?: string;
}

/** ISO 8601 in UTC, without the milliseconds when there are none. */
export function isoUtc(time: number): string {
  return new Date(time).toISOString().replace('.000Z', 'Z');
}

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.25 * 86_400],
  ['month', 30.4375 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** How far `time` is from `now`, in whole units counted down ("in 3 hours" for 3 h 40 min). */
export function relativeTime(time: number, now: number): string {
  const difference = (time - now) / 1000;
  const distance = Math.abs(difference);
  if (distance < 1) return 'now';
  for (const [unit, seconds] of RELATIVE_UNITS) {
    if (distance >= seconds) {
      const count = Math.floor(distance / seconds);
      return relativeFormat.format(difference < 0 ? -count : count, unit);
    }
  }
  return 'now';
}

export function describeTime(time: number, now: number, { locale, timeZone }: TimeFormatOptions = {}): TimeDescription {
  const local = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long', timeZone }).format(time);
  return { local, utc: isoUtc(time), relative: relativeTime(time, now) };
}

export type ValidityState = 'valid' | 'expired' | 'not-yet-valid' | 'no-expiry' | 'unknown';

export interface Validity {
  state: ValidityState;
  /** "Expired", "Not valid yet"... */
  title: string;
  detail: string;
  /** Oddities about the dates, such as a token issued in the future. */
  notes: string[];
}

/** Allowed clock difference before an `iat` in the future is worth a note. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Whether the token is within its validity window at `now`, by exp (not accepted at or after it, RFC 7519
 * section 4.1.4) and nbf (not accepted before it, section 4.1.5). Says nothing about the signature.
 */
export function tokenValidity(claims: readonly FieldInfo[], now: number): Validity {
  const timeOf = (name: string) => claims.find((claim) => claim.name === name)?.time;
  const exp = timeOf('exp');
  const nbf = timeOf('nbf');
  const iat = timeOf('iat');
  const notes: string[] = [];
  if (typeof iat === 'number' && iat > now + CLOCK_SKEW_MS)
    notes.push(
      `Issued in the future (${relativeTime(iat, now)}, ${isoUtc(iat)}): the issuer's clock, or this computer's, may be wrong.`,
    );
  if (typeof exp === 'number' && typeof nbf === 'number' && exp <= nbf)
    notes.push('It expires before it becomes valid, so it is never valid.');

  if (exp === null)
    return {
      state: 'unknown',
      title: 'Expiry unknown',
      detail: 'The exp claim is not a usable date, so this tool cannot tell whether the token has expired.',
      notes,
    };
  if (typeof exp === 'number' && now >= exp)
    return { state: 'expired', title: 'Expired', detail: `Expired ${relativeTime(exp, now)} (${isoUtc(exp)}).`, notes };
  if (typeof nbf === 'number' && now < nbf)
    return {
      state: 'not-yet-valid',
      title: 'Not valid yet',
      detail: `Becomes valid ${relativeTime(nbf, now)} (${isoUtc(nbf)}).`,
      notes,
    };
  if (exp === undefined)
    return {
      state: 'no-expiry',
      title: 'No expiry',
      detail: 'The token has no exp claim, so it does not expire by itself.',
      notes,
    };
  return { state: 'valid', title: 'Not expired', detail: `Expires ${relativeTime(exp, now)} (${isoUtc(exp)}).`, notes };
}

const KIND_LABELS: Record<FieldKind, string> = {
  header: '',
  registered: 'Registered claim',
  public: 'Public claim',
  private: 'Private claim',
};

/** A header parameter or claim as the claim table shows it. */
export type ClaimRow = Omit<FieldInfo, 'kind'> & {
  kind: string;
  details?: readonly { label: string; value: string }[];
};

/** Header parameters or claims with their kind spelled out, and each date in local time, UTC and from now. */
export function claimRows(fields: readonly FieldInfo[], now: number, format: TimeFormatOptions = {}): ClaimRow[] {
  return fields.map((field) => {
    if (typeof field.time !== 'number') return { ...field, kind: KIND_LABELS[field.kind] };
    const { local, utc, relative } = describeTime(field.time, now, format);
    const details = [
      { label: 'Local', value: local },
      { label: 'UTC', value: utc },
      { label: 'From now', value: relative },
    ];
    return { ...field, kind: KIND_LABELS[field.kind], details };
  });
}

/** A good signature does not make a token usable: says so when its dates rule it out. */
function timeCaveat(validity: Validity | null): string {
  if (validity?.state === 'expired')
    return ` The token itself has expired, though, so a service would still refuse it. ${validity.detail}`;
  if (validity?.state === 'not-yet-valid') return ` The token is not valid yet, though. ${validity.detail}`;
  if (validity?.state === 'unknown') return ` ${validity.detail}`;
  return '';
}

/** What a matching signature proves, and what the token's dates still rule out. */
export function verifiedMessage(outcome: Pick<VerifyOutcome, 'alg' | 'key'>, validity: Validity | null): string {
  const proof = `The ${outcome.alg} signature matches this key (${outcome.key}): the token was signed with it and has not been changed since.`;
  return proof + timeCaveat(validity);
}

/** The header's algorithm as its panel names it: missing (a caution), unsigned (bad) or described. */
export function algorithmSummary(alg: string | null) {
  if (alg === null)
    return {
      tone: 'caution',
      unsigned: false,
      title: 'No algorithm',
      text: 'The header does not say how the token was signed.',
    } as const;
  const unsigned = isUnsignedAlgorithm(alg);
  return {
    tone: unsigned ? 'bad' : 'neutral',
    unsigned,
    title: `Algorithm: ${alg}`,
    text: `${describeAlgorithm(alg)}.`,
  } as const;
}

const KEY_STAYS = 'The key stays on this page and is never stored.';

/** The key field's words: a secret for HMAC, a public key for the others, either until a token says which. */
export function keyField(alg: string | null) {
  const family = alg === null ? undefined : algorithmInfo(alg)?.family;
  if (family === 'hmac')
    return {
      usesSecret: true,
      label: 'Secret',
      placeholder: 'The shared secret the token was signed with...',
      rows: 2,
      hint: KEY_STAYS,
    };
  if (family)
    return {
      usesSecret: false,
      label: 'Public key (PEM or JWK)',
      placeholder: '-----BEGIN PUBLIC KEY-----  or  {"kty": "RSA", ...}  or a JWK Set {"keys": [...]}',
      rows: 5,
      hint: `${KEY_STAYS} Keys are never fetched from the token’s jku, x5u or an issuer’s JWKS URL: paste the public key, certificate or key set here.`,
    };
  return {
    usesSecret: false,
    label: 'Secret or public key',
    placeholder: 'Paste a token first; then its secret or public key...',
    rows: 5,
    hint: KEY_STAYS,
  };
}

/** Under "Include the token": what a share link holds, and what a token in a link allows. */
export function includeTokenHint(included: boolean): string {
  return included
    ? 'Share links hold the token while this is ticked. A token in a link lets anyone who sees the link use it until it expires.'
    : 'Share links leave the token out. A token in a link lets anyone who sees the link use it until it expires, so tick this only to share one on purpose.';
}

/** The sample's secret, shown on the screen so the sample can be verified. */
export const SAMPLE_SECRET = 'a-string-secret-at-least-256-bits-long';

/**
 * An HS256 token signed with SAMPLE_SECRET that a service would accept: registered claims (issued on
 * 2025-01-01, expiring on 2100-01-01), a name with accents and an emoji, and an ID too big for a JS number.
 * The first sample shows the tool succeeding, so it must not expire while the tool is in use.
 */
export const SAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6InNhbXBsZS1rZXktMSJ9' +
  '.eyJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZS5jb20vIiwic3ViIjoidXNlci00ODIxIiwiYXVkIjoiaHR0cHM6Ly9hcGkuZXhhbXBsZS5jb20iLCJpYXQiOjE3MzU2ODk2MDAsIm5iZiI6MTczNTY4OTYwMCwiZXhwIjo0MTAyNDQ0ODAwLCJqdGkiOiJmNDdhYzEwYi01OGNjLTQzNzItYTU2Ny0wZTAyYjJjM2Q0NzkiLCJuYW1lIjoiWm_DqyDDhW5nc3Ryw7ZtIPCfkanigI3wn5K7IiwiZW1haWwiOiJ6b2VAZXhhbXBsZS5jb20iLCJyb2xlcyI6WyJhZG1pbiIsImVkaXRvciJdLCJhY2NvdW50X2lkIjoxMjM0NTY3ODkwMTIzNDU2Nzg5MH0' +
  '.xv3MdOTwz_1utO8ZsMf-nrNUAYtEG8WtxxrbGAVpaWQ';

/**
 * The "Broken example": an HS256 token, signed with SAMPLE_SECRET so its signature still verifies, that a
 * service would refuse. It expired an hour after it was issued (2025-01-01), its sub is a number where
 * RFC 7519 wants a string, and its iat is written in milliseconds (so it reads as issued in the far future).
 */
export const BROKEN_SAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6InNhbXBsZS1rZXktMSJ9' +
  '.eyJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZS5jb20vIiwic3ViIjo0ODIxLCJhdWQiOiJodHRwczovL2FwaS5leGFtcGxlLmNvbSIsImlhdCI6MTczNTY4OTYwMDAwMCwibmJmIjoxNzM1Njg5NjAwLCJleHAiOjE3MzU2OTMyMDAsImp0aSI6ImY0N2FjMTBiLTU4Y2MtNDM3Mi1hNTY3LTBlMDJiMmMzZDQ3OSIsIm5hbWUiOiJab8OrIMOFbmdzdHLDtm0g8J-RqeKAjfCfkrsifQ' +
  '.x9Nq2pDgaH4S0N3UvQs80GeXSvtwSBve_Gwm2I_uQ7Q';
