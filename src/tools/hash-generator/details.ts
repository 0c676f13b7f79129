import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Every common digest of your text or file at once, or its HMAC with a key, to copy or to check against the one you were given. Everything runs in this page.',
  keywords: [
    'hash',
    'hash generator',
    'md5',
    'sha1',
    'sha-1',
    'sha224',
    'sha256',
    'sha-256',
    'sha384',
    'sha512',
    'sha-512',
    'sha512/256',
    'sha3',
    'sha3-256',
    'sha3-512',
    'blake2',
    'blake2b',
    'blake3',
    'hmac',
    'checksum',
    'digest',
    'message digest',
    'file hash',
    'md5sum',
    'sha256sum',
  ],
  features: {
    title: 'What This Tool Does',
    items: [
      {
        title: 'Every Digest at Once',
        text: 'MD5, SHA-1, SHA-224, SHA-256, SHA-384, SHA-512, SHA-512/256, SHA3-256, SHA3-512, BLAKE2b-512 and BLAKE3 in one table, each with its copy button, or just the one you choose; in hex, Base64 or Base64url.',
      },
      {
        title: 'Text or Bytes',
        text: 'Text as UTF-8 or UTF-16LE, or the bytes written in hex or Base64, so a digest of binary data can be made from a paste.',
      },
      {
        title: 'Files of Any Size',
        text: 'A file is read in slices of a few MB in a background worker, with progress and Cancel: a gigabyte is hashed without ever being held in memory.',
      },
      {
        title: 'HMAC and Compare',
        text: 'With a key (text, hex or Base64), each digest is its HMAC; the key is never stored or shared. Paste a digest in any encoding to see whether, and by which algorithm, it matches.',
      },
      {
        title: 'Checked Against the Standards',
        text: 'Tested on the FIPS 180-4 and FIPS 202 examples (abc, the 448-bit message, a million a’s), the RFC 1321 MD5 suite, the RFC 4231 HMAC cases, and the BLAKE2b and BLAKE3 reference vectors.',
      },
    ],
  },
};

export default details;
