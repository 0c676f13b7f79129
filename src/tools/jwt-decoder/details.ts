import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Decode a JSON Web Token as you paste it: header, payload, claims explained and dates spelled out, with optional signature verification. Nothing leaves the page.',
  keywords: [
    'jwt',
    'json web token',
    'jws',
    'bearer token',
    'decode',
    'verify',
    'signature',
    'claims',
    'exp',
    'hs256',
    'rs256',
    'es256',
    'eddsa',
    'jwk',
    'pem',
    'oauth',
    'openid connect',
    'id token',
    'access token',
  ],
  features: {
    title: 'JWT Decoder Features',
    items: [
      {
        title: 'Every Part Decoded',
        text: 'Header and payload as pretty JSON with numbers and strings exactly as written, and the signature with its size. A broken token says which part is wrong, and where.',
      },
      {
        title: 'Claims Explained',
        text: 'iss, sub, aud, exp, nbf, iat, jti and common OpenID Connect claims in plain English; dates in your time zone and in UTC, from now, and whether the token has expired.',
      },
      {
        title: 'Signature Verification',
        text: 'HS256/384/512 with a secret (text, Base64 or JWK); RS*, PS*, ES* and EdDSA with a public key as PEM, certificate, JWK or JWK Set, checked by Web Crypto. alg "none" is never "verified", and a public key used as an HMAC secret is called the attack it is.',
      },
      {
        title: 'Nothing Leaves the Page',
        text: 'Decoding and verification run in this tab. No key is ever fetched from a jku, x5u or JWKS URL: paste the public key or key set yourself. Keys are never stored.',
      },
    ],
  },
};

export default details;
