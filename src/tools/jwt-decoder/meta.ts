import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'jwt-decoder',
  name: 'JWT Decoder',
  description:
    'Decode JSON Web Tokens: header, payload and claims explained, expiry in local time and UTC, and signature verification with a secret or public key.',
  tagline:
    'Decode a JSON Web Token as you paste it: header, payload, claims explained and dates spelled out, with optional signature verification. Nothing leaves the page.',
  icon: '🔐',
  category: 'utility',
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
  accepts: ['jwt'],
  primaryAction: 'Decode and verify',
  load: () => import('./View'),
};

export default meta;
