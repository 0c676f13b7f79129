import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'hash-validator',
  name: 'Hash Validator',
  heading: 'Hash Identifier & Validator',
  description:
    'Identify a hash from its form (MD5, SHA-1, SHA-2, SHA-3, BLAKE, NTLM, CRC-32, bcrypt, argon2, scrypt, PBKDF2, SHA-crypt, MD5-crypt), parse its parameters, and check text or a file against it.',
  icon: '#️⃣',
  family: 'validator',
  category: 'validator',
  accepts: ['hash'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
