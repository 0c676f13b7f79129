import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'hash-validator',
  name: 'Hash Validator',
  heading: 'Hash Identifier & Validator',
  description:
    'Identify a hash from its form (MD5, SHA-1, SHA-2, SHA-3, BLAKE, NTLM, CRC-32, bcrypt, argon2, scrypt, PBKDF2, SHA-crypt, MD5-crypt), parse its parameters, and check text or a file against it.',
  tagline:
    'What a hash is, its parameters and where a broken one goes wrong, and whether your text or file produces it. Everything runs in this page.',
  icon: '#️⃣',
  category: 'validator',
  keywords: [
    'hash',
    'hash identifier',
    'checksum',
    'verify',
    'md5',
    'sha1',
    'sha256',
    'sha512',
    'sha3',
    'blake2',
    'blake3',
    'ntlm',
    'crc32',
    'hmac',
    'bcrypt',
    'argon2',
    'scrypt',
    'pbkdf2',
    'sha-crypt',
    'md5-crypt',
    'htpasswd',
    'shadow',
    'subresource integrity',
  ],
  accepts: ['hash'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
