import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'What a hash is, its parameters and where a broken one goes wrong, and whether your text or file produces it. Everything runs in this page.',
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
  features: {
    title: 'What This Tool Checks',
    items: [
      {
        title: 'Identify by Form',
        text: 'Hex and Base64 digests by length (MD5, NTLM, SHA-1, SHA-2, SHA-3, BLAKE2, BLAKE3, RIPEMD-160, CRC-32), ranked with why; Subresource Integrity and sha256: values; sha256sum lines.',
      },
      {
        title: 'Password Hashes Parsed',
        text: 'bcrypt, argon2, scrypt, PBKDF2 (passlib and Django), SHA-crypt $5$/$6$, MD5-crypt $1$ and $apr1$: cost, rounds, memory, salt and hash, and where a broken one goes wrong.',
      },
      {
        title: 'Verify Text or a File',
        text: 'Computes every candidate (or HMAC with a key) and says which matches; files are hashed in a stream. Runs in a worker, so slow schemes never freeze the page.',
      },
      {
        title: 'Checked Against the Standards',
        text: 'Tested on the RFC 1321, RFC 1320, FIPS 180 and 202, RFC 7693, RFC 4231, RFC 2202, RFC 7914 and RFC 9106 vectors, and the OpenBSD bcrypt and SHA-crypt reference hashes.',
      },
    ],
  },
};

export default details;
