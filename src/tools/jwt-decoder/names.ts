/**
 * What the names in a JWT mean, in plain English: the header parameters of RFC 7515 section 4.1, the
 * registered claims of RFC 7519 section 4.1, the common public claims of the IANA "JSON Web Token Claims"
 * registry (most from OpenID Connect), and the signature algorithms of RFC 7518 and RFC 8037.
 */

export interface NameMeaning {
  title: string;
  meaning: string;
}

/** RFC 7519 section 4.1, in the RFC's order. */
export const REGISTERED_CLAIMS: Readonly<Record<string, NameMeaning>> = {
  iss: {
    title: 'Issuer',
    meaning:
      'Who created and signed the token, usually the URL of an identity provider. Accept only issuers you trust.',
  },
  sub: {
    title: 'Subject',
    meaning: 'Who or what the token is about, usually a user or client ID, unique within the issuer.',
  },
  aud: {
    title: 'Audience',
    meaning: 'Who the token is meant for. A service must refuse a token whose audience does not name it.',
  },
  exp: { title: 'Expiration time', meaning: 'The token must not be accepted at or after this moment.' },
  nbf: { title: 'Not before', meaning: 'The token must not be accepted before this moment.' },
  iat: { title: 'Issued at', meaning: 'When the token was created, which tells its age.' },
  jti: {
    title: 'JWT ID',
    meaning: 'A unique ID for this token, so a service can notice the same token used twice (a replay).',
  },
};

/** Claims from the IANA registry that tokens often carry. */
export const PUBLIC_CLAIMS: Readonly<Record<string, NameMeaning>> = {
  name: { title: 'Full name', meaning: "The user's full name (OpenID Connect)." },
  given_name: { title: 'Given name', meaning: "The user's first name (OpenID Connect)." },
  family_name: { title: 'Family name', meaning: "The user's surname (OpenID Connect)." },
  nickname: { title: 'Nickname', meaning: 'A casual name for the user (OpenID Connect).' },
  preferred_username: {
    title: 'Preferred username',
    meaning: 'The name the user likes to be called by; not guaranteed unique (OpenID Connect).',
  },
  email: { title: 'Email', meaning: "The user's email address (OpenID Connect)." },
  email_verified: {
    title: 'Email verified',
    meaning: 'Whether the issuer has checked that the user owns the email address (OpenID Connect).',
  },
  phone_number: { title: 'Phone number', meaning: "The user's phone number (OpenID Connect)." },
  picture: { title: 'Picture', meaning: "URL of the user's profile picture (OpenID Connect)." },
  locale: { title: 'Locale', meaning: "The user's language and region, such as en-US (OpenID Connect)." },
  zoneinfo: { title: 'Time zone', meaning: "The user's time zone, such as Europe/Paris (OpenID Connect)." },
  updated_at: { title: 'Updated at', meaning: "When the user's profile was last changed (OpenID Connect)." },
  auth_time: { title: 'Authentication time', meaning: 'When the user last actually logged in (OpenID Connect).' },
  nonce: {
    title: 'Nonce',
    meaning:
      'A value from the login request, echoed back so the client can tie the token to its request (OpenID Connect).',
  },
  azp: { title: 'Authorized party', meaning: 'The client the token was issued to (OpenID Connect).' },
  acr: { title: 'Authentication context class', meaning: 'How strongly the user was authenticated (OpenID Connect).' },
  amr: {
    title: 'Authentication methods',
    meaning: 'How the user was authenticated, such as pwd or otp (OpenID Connect).',
  },
  at_hash: {
    title: 'Access token hash',
    meaning: 'A hash that ties this ID token to the access token issued with it (OpenID Connect).',
  },
  c_hash: {
    title: 'Code hash',
    meaning: 'A hash that ties this ID token to the authorization code issued with it (OpenID Connect).',
  },
  sid: { title: 'Session ID', meaning: "The user's login session at the issuer (OpenID Connect)." },
  scope: { title: 'Scope', meaning: 'What the token allows, as a space-separated list of permissions (RFC 8693).' },
  client_id: { title: 'Client ID', meaning: 'The OAuth client that asked for the token (RFC 8693).' },
  roles: { title: 'Roles', meaning: 'The roles granted to the subject (RFC 7643, RFC 9068).' },
  groups: { title: 'Groups', meaning: 'The groups the subject belongs to (RFC 7643, RFC 9068).' },
  entitlements: { title: 'Entitlements', meaning: 'What the subject is entitled to (RFC 7643, RFC 9068).' },
  cnf: { title: 'Confirmation', meaning: 'The key the presenter must prove it holds (proof of possession, RFC 7800).' },
  act: { title: 'Actor', meaning: 'Who is acting on behalf of the subject (delegation, RFC 8693).' },
};

/** RFC 7515 section 4.1 and the parameters of RFC 7797 and RFC 7516 that turn up in JWT headers. */
export const HEADER_PARAMETERS: Readonly<Record<string, NameMeaning>> = {
  alg: { title: 'Algorithm', meaning: 'How the signature was made.' },
  typ: { title: 'Type', meaning: 'The media type of the whole token; "JWT" for a JSON Web Token.' },
  cty: { title: 'Content type', meaning: 'The type of the payload; "JWT" means the payload is itself a nested token.' },
  kid: {
    title: 'Key ID',
    meaning: "Which key signed the token: a hint for picking the key from the issuer's key set (JWKS).",
  },
  jku: {
    title: 'JWK Set URL',
    meaning: 'Where the issuer publishes its public keys. This page never fetches it: paste the key below instead.',
  },
  jwk: {
    title: 'JSON Web Key',
    meaning: 'A public key embedded in the header. Never trust it by itself: anyone can embed their own key.',
  },
  x5u: { title: 'X.509 URL', meaning: 'Where the signing certificate can be downloaded. This page never fetches it.' },
  x5c: { title: 'X.509 certificate chain', meaning: 'The signing certificate and its chain, embedded in the header.' },
  x5t: { title: 'X.509 SHA-1 thumbprint', meaning: 'Identifies the signing certificate by its SHA-1 hash.' },
  'x5t#S256': { title: 'X.509 SHA-256 thumbprint', meaning: 'Identifies the signing certificate by its SHA-256 hash.' },
  crit: { title: 'Critical', meaning: 'Header parameters the recipient must understand, or else reject the token.' },
  b64: { title: 'Base64url-encode payload', meaning: 'false means the payload is not base64url-encoded (RFC 7797).' },
  enc: { title: 'Encryption', meaning: 'The content encryption of an encrypted token (JWE, RFC 7516).' },
  zip: { title: 'Compression', meaning: 'How the payload was compressed before encryption (JWE, RFC 7516).' },
};

/** Claims whose value is a NumericDate: seconds since 1970-01-01T00:00:00Z. */
export const TIME_CLAIMS: ReadonlySet<string> = new Set(['exp', 'nbf', 'iat', 'auth_time', 'updated_at']);

export type KeyFamily = 'hmac' | 'rsa' | 'ec' | 'okp';

export interface AlgorithmInfo {
  description: string;
  family: KeyFamily;
  /** The curve the key must be on (EC and OKP keys). */
  curve?: string;
  /** The signature's length in bytes, where the algorithm fixes it (RSA's depends on the key). */
  signatureBytes?: number;
  /** HMAC: the secret should be at least this long (RFC 7518 section 3.2). */
  minimumSecretBytes?: number;
}

/** The algorithms Web Crypto can verify, through jose. */
export const ALGORITHMS: Readonly<Record<string, AlgorithmInfo>> = {
  HS256: {
    description: 'HMAC with SHA-256: signed and checked with one shared secret',
    family: 'hmac',
    signatureBytes: 32,
    minimumSecretBytes: 32,
  },
  HS384: {
    description: 'HMAC with SHA-384: signed and checked with one shared secret',
    family: 'hmac',
    signatureBytes: 48,
    minimumSecretBytes: 48,
  },
  HS512: {
    description: 'HMAC with SHA-512: signed and checked with one shared secret',
    family: 'hmac',
    signatureBytes: 64,
    minimumSecretBytes: 64,
  },
  RS256: {
    description: 'RSASSA-PKCS1-v1_5 with SHA-256: signed with an RSA private key, checked with its public key',
    family: 'rsa',
  },
  RS384: {
    description: 'RSASSA-PKCS1-v1_5 with SHA-384: signed with an RSA private key, checked with its public key',
    family: 'rsa',
  },
  RS512: {
    description: 'RSASSA-PKCS1-v1_5 with SHA-512: signed with an RSA private key, checked with its public key',
    family: 'rsa',
  },
  PS256: {
    description: 'RSASSA-PSS with SHA-256: signed with an RSA private key, checked with its public key',
    family: 'rsa',
  },
  PS384: {
    description: 'RSASSA-PSS with SHA-384: signed with an RSA private key, checked with its public key',
    family: 'rsa',
  },
  PS512: {
    description: 'RSASSA-PSS with SHA-512: signed with an RSA private key, checked with its public key',
    family: 'rsa',
  },
  ES256: {
    description: 'ECDSA on the P-256 curve with SHA-256: signed with an EC private key, checked with its public key',
    family: 'ec',
    curve: 'P-256',
    signatureBytes: 64,
  },
  ES384: {
    description: 'ECDSA on the P-384 curve with SHA-384: signed with an EC private key, checked with its public key',
    family: 'ec',
    curve: 'P-384',
    signatureBytes: 96,
  },
  ES512: {
    description: 'ECDSA on the P-521 curve with SHA-512: signed with an EC private key, checked with its public key',
    family: 'ec',
    curve: 'P-521',
    signatureBytes: 132,
  },
  EdDSA: {
    description: 'EdDSA with Ed25519: signed with an Ed25519 private key, checked with its public key',
    family: 'okp',
    curve: 'Ed25519',
    signatureBytes: 64,
  },
  Ed25519: {
    description: 'EdDSA with Ed25519: signed with an Ed25519 private key, checked with its public key',
    family: 'okp',
    curve: 'Ed25519',
    signatureBytes: 64,
  },
};

/** Algorithms that exist but that the browser cannot verify, with the reason. */
export const UNSUPPORTED_ALGORITHMS: Readonly<Record<string, string>> = {
  ES256K: 'ECDSA on the secp256k1 curve, which Web Crypto does not offer',
  Ed448: 'EdDSA with Ed448, which browsers do not offer',
  RS1: 'RSA with SHA-1, which is deprecated and refused by Web Crypto based libraries',
  HS1: 'HMAC with SHA-1, which is not a registered JWS algorithm',
};

export const NONE_DESCRIPTION =
  'None: the token is not signed at all, so nothing proves who made it or that it was not changed';

/**
 * alg "none" in any letter case. "None" and "NONE" are not registered names, but libraries that compare
 * without case treat them as "none": writing it so is how forged tokens get past a check for "none" alone.
 */
export function isUnsignedAlgorithm(alg: string): boolean {
  return alg.toLowerCase() === 'none';
}

/** What this tool knows about an algorithm it can verify (own keys only: `toString` is no algorithm). */
export function algorithmInfo(alg: string): AlgorithmInfo | undefined {
  return Object.hasOwn(ALGORITHMS, alg) ? ALGORITHMS[alg] : undefined;
}

/** Why a known algorithm cannot be verified here; undefined for supported and unknown ones. */
export function unsupportedReason(alg: string): string | undefined {
  return Object.hasOwn(UNSUPPORTED_ALGORITHMS, alg) ? UNSUPPORTED_ALGORITHMS[alg] : undefined;
}

export function describeAlgorithm(alg: string): string {
  if (alg === 'none') return NONE_DESCRIPTION;
  if (isUnsignedAlgorithm(alg)) return `${NONE_DESCRIPTION} ("${alg}" is "none" in other letters)`;
  return algorithmInfo(alg)?.description ?? unsupportedReason(alg) ?? 'An algorithm this tool does not know';
}

export const SUPPORTED_ALGORITHM_LIST =
  'HS256, HS384, HS512, RS256, RS384, RS512, PS256, PS384, PS512, ES256, ES384, ES512, EdDSA (Ed25519) and Ed25519';
