/**
 * Guesses a file type from its first bytes ("magic numbers"), so decoded binary data can be downloaded
 * with a name and type the user's system opens. Only signatures that are distinctive enough not to
 * match ordinary text are listed.
 */
export interface FileType {
  mimeType: string;
  extension: string;
  description: string;
}

export const UNKNOWN_FILE_TYPE: FileType = {
  mimeType: 'application/octet-stream',
  extension: 'bin',
  description: 'unknown type',
};

interface Signature {
  /** Bytes that must appear at `offset`; null matches any byte. */
  bytes: readonly (number | null)[];
  offset?: number;
  type: FileType;
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const SIGNATURES: readonly Signature[] = [
  {
    bytes: [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a],
    type: { mimeType: 'image/png', extension: 'png', description: 'a PNG image' },
  },
  { bytes: [0xff, 0xd8, 0xff], type: { mimeType: 'image/jpeg', extension: 'jpg', description: 'a JPEG image' } },
  { bytes: ascii('GIF87a'), type: { mimeType: 'image/gif', extension: 'gif', description: 'a GIF image' } },
  { bytes: ascii('GIF89a'), type: { mimeType: 'image/gif', extension: 'gif', description: 'a GIF image' } },
  {
    bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')],
    type: { mimeType: 'image/webp', extension: 'webp', description: 'a WebP image' },
  },
  {
    bytes: [0x00, 0x00, 0x01, 0x00],
    type: { mimeType: 'image/x-icon', extension: 'ico', description: 'an icon (ICO)' },
  },
  {
    bytes: [...ascii('BM'), null, null, null, null, 0x00, 0x00, 0x00, 0x00],
    type: { mimeType: 'image/bmp', extension: 'bmp', description: 'a BMP image' },
  },
  {
    bytes: ascii('ftypavif'),
    offset: 4,
    type: { mimeType: 'image/avif', extension: 'avif', description: 'an AVIF image' },
  },
  { bytes: ascii('%PDF-'), type: { mimeType: 'application/pdf', extension: 'pdf', description: 'a PDF document' } },
  {
    bytes: [...ascii('PK'), 0x03, 0x04],
    type: {
      mimeType: 'application/zip',
      extension: 'zip',
      description: 'a ZIP archive (or a file built on ZIP: docx, xlsx, jar, epub...)',
    },
  },
  {
    bytes: [...ascii('PK'), 0x05, 0x06],
    type: { mimeType: 'application/zip', extension: 'zip', description: 'an empty ZIP archive' },
  },
  { bytes: [0x1f, 0x8b], type: { mimeType: 'application/gzip', extension: 'gz', description: 'gzip-compressed data' } },
  {
    bytes: [...ascii('7z'), 0xbc, 0xaf, 0x27, 0x1c],
    type: { mimeType: 'application/x-7z-compressed', extension: '7z', description: 'a 7-Zip archive' },
  },
  {
    bytes: [0x00, ...ascii('asm')],
    type: { mimeType: 'application/wasm', extension: 'wasm', description: 'a WebAssembly module' },
  },
  {
    bytes: ascii('SQLite format 3\u0000'),
    type: { mimeType: 'application/vnd.sqlite3', extension: 'sqlite', description: 'an SQLite database' },
  },
  { bytes: ascii('wOFF'), type: { mimeType: 'font/woff', extension: 'woff', description: 'a WOFF font' } },
  { bytes: ascii('wOF2'), type: { mimeType: 'font/woff2', extension: 'woff2', description: 'a WOFF2 font' } },
  { bytes: ascii('ID3'), type: { mimeType: 'audio/mpeg', extension: 'mp3', description: 'an MP3 audio file' } },
  { bytes: ascii('OggS'), type: { mimeType: 'audio/ogg', extension: 'ogg', description: 'an Ogg media file' } },
  { bytes: ascii('fLaC'), type: { mimeType: 'audio/flac', extension: 'flac', description: 'a FLAC audio file' } },
  {
    bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WAVE')],
    type: { mimeType: 'audio/wav', extension: 'wav', description: 'a WAV audio file' },
  },
  {
    bytes: ascii('ftyp'),
    offset: 4,
    type: { mimeType: 'video/mp4', extension: 'mp4', description: 'an ISO media file (MP4, MOV, HEIC...)' },
  },
  {
    bytes: [0x1a, 0x45, 0xdf, 0xa3],
    type: { mimeType: 'video/webm', extension: 'webm', description: 'a WebM/Matroska media file' },
  },
  {
    bytes: [0x7f, ...ascii('ELF')],
    type: { mimeType: 'application/x-elf', extension: 'elf', description: 'an ELF executable' },
  },
];

function matches(bytes: Uint8Array, signature: Signature): boolean {
  const offset = signature.offset ?? 0;
  if (bytes.length < offset + signature.bytes.length) return false;
  return signature.bytes.every((expected, index) => expected === null || bytes[offset + index] === expected);
}

/** The type the bytes' signature names, or null when none is recognized. */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  return SIGNATURES.find((signature) => matches(bytes, signature))?.type ?? null;
}

/** Extensions of text types a data URL often names, whose subtype is not the usual extension. */
const TEXT_EXTENSIONS: Record<string, string> = {
  'text/plain': 'txt',
  'text/javascript': 'js',
  'application/javascript': 'js',
  'text/markdown': 'md',
  'image/svg+xml': 'svg',
  'application/ld+json': 'jsonld',
  'application/manifest+json': 'webmanifest',
  'application/xhtml+xml': 'xhtml',
};

/** A type for a MIME type named by a data URL: a known signature's or text type's extension, else its subtype. */
export function fileTypeForMimeType(mimeType: string): FileType {
  const known = SIGNATURES.find((signature) => signature.type.mimeType === mimeType);
  if (known) return known.type;
  const subtype = /^[a-z]+\/(?:x-)?([a-z0-9]+)$/.exec(mimeType)?.[1];
  return { mimeType, extension: TEXT_EXTENSIONS[mimeType] ?? subtype ?? 'bin', description: `${mimeType} data` };
}
