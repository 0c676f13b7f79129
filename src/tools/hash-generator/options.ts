import { defineOptions } from '../../lib/options-schema';

const ALGORITHM_CHOICES = [
  { value: 'md5', label: 'MD5', hint: 'Broken for security (collisions are easy): for checksums only.' },
  { value: 'sha1', label: 'SHA-1', hint: 'Broken for security (collisions are practical): for checksums only.' },
  { value: 'sha224', label: 'SHA-224' },
  { value: 'sha256', label: 'SHA-256' },
  { value: 'sha384', label: 'SHA-384' },
  { value: 'sha512', label: 'SHA-512' },
  { value: 'sha512_256', label: 'SHA-512/256' },
  { value: 'sha3_256', label: 'SHA3-256' },
  { value: 'sha3_512', label: 'SHA3-512' },
  { value: 'blake2b', label: 'BLAKE2b-512' },
  { value: 'blake3', label: 'BLAKE3 (256-bit)' },
] as const;

const INPUT_ENCODING = {
  kind: 'choice',
  label: 'Input is',
  default: 'utf8',
  choices: [
    { value: 'utf8', label: 'Text (UTF-8)', hint: 'The text’s UTF-8 bytes are hashed, as sha256sum hashes a file.' },
    {
      value: 'utf16le',
      label: 'Text (UTF-16LE)',
      hint: 'Two bytes a UTF-16 unit, low byte first, as Windows and .NET strings.',
    },
    {
      value: 'hex',
      label: 'Hex bytes',
      hint: 'The bytes the hex digits stand for (spaces, colons and 0x are ignored).',
    },
    {
      value: 'base64',
      label: 'Base64 bytes',
      hint: 'The bytes the Base64 stands for (either alphabet, padded or not).',
    },
  ],
} as const;

const OUTPUT_ENCODING = {
  kind: 'choice',
  label: 'Digest as',
  default: 'hex',
  choices: [
    { value: 'hex', label: 'Hex' },
    { value: 'base64', label: 'Base64' },
    { value: 'base64url', label: 'Base64url (no padding)' },
  ],
  control: 'radio',
} as const;

/** The screen's options: kept across reloads and in share links, all but the HMAC key. */
export const OPTIONS = defineOptions({
  algorithm: {
    kind: 'choice',
    label: 'Algorithm',
    default: 'all',
    choices: [{ value: 'all', label: 'All algorithms' }, ...ALGORITHM_CHOICES],
  },
  inputEncoding: INPUT_ENCODING,
  outputEncoding: OUTPUT_ENCODING,
  key: {
    kind: 'text',
    label: 'HMAC key',
    default: '',
    placeholder: 'Leave empty for plain digests',
    hint: 'With a key, every digest is its HMAC (RFC 2104). The key is never stored or put in a link.',
    secret: true,
    monospace: true,
  },
  keyEncoding: {
    kind: 'choice',
    label: 'Key is',
    default: 'utf8',
    choices: [
      { value: 'utf8', label: 'Text (UTF-8)' },
      { value: 'hex', label: 'Hex bytes' },
      { value: 'base64', label: 'Base64 bytes' },
    ],
  },
});

/** The recipe step's options: one digest of the text, in the chosen encoding. */
export const STEP_OPTIONS = defineOptions({
  algorithm: { kind: 'choice', label: 'Algorithm', default: 'sha256', choices: ALGORITHM_CHOICES },
  inputEncoding: INPUT_ENCODING,
  outputEncoding: OUTPUT_ENCODING,
});
