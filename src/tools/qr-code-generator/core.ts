import { encode } from 'uqr';
import { parseColor, type Rgba } from '../../lib/css/color';
import { ToolError } from '../../lib/tool-error';
import { findLoneSurrogate, utf8ByteLength } from '../../lib/utf8';

/**
 * QR codes: the payload text each kind of code carries (plain text, a URL, a Wi-Fi network, a vCard, an
 * e-mail), the code itself from uqr (ISO/IEC 18004), and what it is drawn as (SVG built from the matrix,
 * RGBA pixels for a canvas), plus the contrast check that says whether a scanner will see it.
 */

export const SAMPLE_INPUT = 'Hello! This text was made into a QR code in your browser.';

export type PayloadType = 'text' | 'url' | 'wifi' | 'vcard' | 'email';
export type Ecc = 'L' | 'M' | 'Q' | 'H';
export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';

/**
 * The most bytes of arbitrary (byte-mode) data a version 40 code holds at each level (ISO/IEC 18004 table 7).
 * Digits alone and upper-case letters pack tighter, so some longer payloads still fit; uqr decides.
 */
export const MAX_BYTES: Record<Ecc, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

export const ECC_NAMES: Record<Ecc, string> = {
  L: 'L (7% recoverable)',
  M: 'M (15%)',
  Q: 'Q (25%)',
  H: 'H (30%)',
};

function refuseLoneSurrogate(text: string, field: string): void {
  if (findLoneSurrogate(text) !== -1)
    throw new ToolError(`${field} holds half of a UTF-16 pair (such as half an emoji), which has no UTF-8 bytes.`);
}

// ---------------------------------------------------------------------------------------------- Wi-Fi

export interface WifiFields {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
}

/** The WIFI: format's escaping (the ZXing convention every phone reads): \ ; , : and " get a backslash. */
export function escapeWifi(text: string): string {
  return text.replace(/[\\;,:"]/g, (char) => `\\${char}`);
}

/** `WIFI:T:WPA;S:name;P:password;H:true;;` as Android and iOS cameras read it. */
export function wifiPayload({ ssid, password, security, hidden }: WifiFields): string {
  if (ssid === '') throw new ToolError('Enter the network name (SSID).');
  refuseLoneSurrogate(ssid, 'The network name');
  refuseLoneSurrogate(password, 'The password');
  if (security !== 'nopass' && password === '')
    throw new ToolError(`A ${security} network needs its password; choose "None" for an open network.`);
  if (security === 'WPA' && password.length < 8 && !/^[0-9a-f]{64}$/i.test(password))
    throw new ToolError(
      `A WPA password has 8 to 63 characters; this one has ${password.length}. Phones will not join with it.`,
    );
  const parts = [`T:${security}`, `S:${escapeWifi(ssid)}`];
  if (security !== 'nopass') parts.push(`P:${escapeWifi(password)}`);
  if (hidden) parts.push('H:true');
  return `WIFI:${parts.join(';')};;`;
}

// ---------------------------------------------------------------------------------------------- vCard

export interface VcardFields {
  firstName: string;
  lastName: string;
  org: string;
  title: string;
  phone: string;
  email: string;
  website: string;
  address: string;
  note: string;
}

/** RFC 2426 text value escaping: backslash, comma and semicolon get a backslash; a line break is \n. */
export function escapeVcard(text: string): string {
  return text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 2425 §5.8.1: a content line SHOULD be at most this many octets, not counting its CRLF. */
export const VCARD_LINE_OCTETS = 75;

/**
 * The pieces a line may be folded between: single code points (a multi-byte UTF-8 character is never split),
 * and an escape (`\n`, `\,`, `\;`, `\\`) kept whole. The RFC allows a fold inside an escape, since unfolding
 * comes first, but a reader that unescapes line by line would then see a lone backslash.
 */
const FOLD_UNITS = /\\[\s\S]|[\s\S]/gu;

/**
 * Folds a vCard content line longer than 75 octets of UTF-8 (RFC 2425 §5.8.1, which RFC 2426 uses): CRLF
 * and one space before each continuation. The space is on the continuation, so it is one of its 75 octets;
 * a reader removes it with the CRLF when it unfolds (ZXing, which many phone scanners build on, unfolds
 * before it unescapes).
 */
export function foldVcardLine(line: string): string {
  const physical: string[] = [];
  let current = '';
  let octets = 0;
  for (const [unit] of line.matchAll(FOLD_UNITS)) {
    const size = utf8ByteLength(unit);
    if (octets + size > VCARD_LINE_OCTETS) {
      physical.push(current);
      current = ' ';
      octets = 1;
    }
    current += unit;
    octets += size;
  }
  physical.push(current);
  return physical.join('\r\n');
}

/**
 * A vCard 3.0 (RFC 2426) with CRLF line ends and long lines folded; only the fields given, FN always (3.0
 * requires it).
 */
export function vcardPayload(fields: VcardFields): string {
  const value = Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, text.trim()])) as VcardFields;
  for (const [key, text] of Object.entries(value)) refuseLoneSurrogate(text, `The ${key} field`);
  const fullName = [value.firstName, value.lastName].filter(Boolean).join(' ') || value.org;
  if (fullName === '') throw new ToolError('Enter a name or an organisation: a vCard needs one to show.');
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVcard(value.lastName)};${escapeVcard(value.firstName)};;;`,
    `FN:${escapeVcard(fullName)}`,
  ];
  if (value.org) lines.push(`ORG:${escapeVcard(value.org)}`);
  if (value.title) lines.push(`TITLE:${escapeVcard(value.title)}`);
  if (value.phone) lines.push(`TEL;TYPE=CELL:${escapeVcard(value.phone)}`);
  if (value.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeVcard(value.email)}`);
  if (value.website) lines.push(`URL:${escapeVcard(value.website)}`);
  // The whole address in the street part: splitting a typed address into its parts would be a guess.
  if (value.address) lines.push(`ADR;TYPE=WORK:;;${escapeVcard(value.address)};;;;`);
  if (value.note) lines.push(`NOTE:${escapeVcard(value.note)}`);
  lines.push('END:VCARD');
  return lines.map(foldVcardLine).join('\r\n');
}

// ---------------------------------------------------------------------------------------------- e-mail

export interface EmailFields {
  to: string;
  subject: string;
  body: string;
}

/** Percent-encodes all but RFC 3986's unreserved characters, so nothing in a value reads as URL structure. */
function encodeComponent(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A mailto: URL (RFC 6068): the addresses (comma-separated) with "@" and "," left as they are, and the subject
 * and body percent-encoded, a body's line breaks as %0D%0A as the RFC asks.
 */
export function mailtoPayload({ to, subject, body }: EmailFields): string {
  const addresses = to
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (addresses.length === 0) throw new ToolError('Enter the address to write to.');
  for (const address of addresses) {
    if (!/^[^\s@]+@[^\s@]+$/.test(address))
      throw new ToolError(`“${address}” is not an e-mail address (name@domain, with no spaces).`);
  }
  refuseLoneSurrogate(to + subject + body, 'The e-mail');
  const query: string[] = [];
  if (subject !== '') query.push(`subject=${encodeComponent(subject)}`);
  if (body !== '') query.push(`body=${encodeComponent(body.replace(/\r\n|\r|\n/g, '\r\n'))}`);
  const head = addresses.map((address) => encodeComponent(address).replace(/%40/g, '@')).join(',');
  return `mailto:${head}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

// ---------------------------------------------------------------------------------------------- URL

/** A URL as typed, with https:// put in front when it has no scheme ("example.com" is meant as a web address). */
export function urlPayload(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolError('Enter the URL to encode.');
  if (/\s/.test(trimmed)) throw new ToolError('A URL has no spaces: encode them as %20, or choose Text.');
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    new URL(withScheme);
  } catch {
    throw new ToolError(`“${trimmed}” is not a URL.`);
  }
  return withScheme;
}

// ---------------------------------------------------------------------------------------------- the payload

export interface PayloadFields extends WifiFields, VcardFields {
  type: PayloadType;
  input: string;
  mailTo: string;
  subject: string;
  body: string;
}

/** The text the code will hold, for the chosen type; '' when nothing has been entered yet. */
export function buildPayload(fields: PayloadFields): string {
  switch (fields.type) {
    case 'text':
      refuseLoneSurrogate(fields.input, 'The text');
      return fields.input;
    case 'url':
      return fields.input.trim() === '' ? '' : urlPayload(fields.input);
    case 'wifi':
      return fields.ssid === '' && fields.password === '' ? '' : wifiPayload(fields);
    case 'vcard': {
      const { firstName, lastName, org, title, phone, email, website, address, note } = fields;
      const vcard = { firstName, lastName, org, title, phone, email, website, address, note };
      return Object.values(vcard).every((text) => text.trim() === '') ? '' : vcardPayload(vcard);
    }
    case 'email':
      return fields.mailTo.trim() === '' && fields.subject === '' && fields.body === ''
        ? ''
        : mailtoPayload({ to: fields.mailTo, subject: fields.subject, body: fields.body });
  }
}

// ---------------------------------------------------------------------------------------------- the code

export interface QrCode {
  /** Rows of modules, quiet zone included: true is dark. */
  matrix: boolean[][];
  version: number;
  /** Modules a side, quiet zone included. */
  size: number;
  /** The payload's length in UTF-8 bytes. */
  bytes: number;
}

/** The code for `payload` at level `ecc` with a quiet zone of `border` modules; a ToolError when it cannot hold it. */
export function makeQr(payload: string, ecc: Ecc, border: number): QrCode {
  if (payload === '') throw new ToolError('There is nothing to encode.');
  const bytes = utf8ByteLength(payload);
  try {
    const { data, version, size } = encode(payload, { ecc, border });
    return { matrix: data, version, size, bytes };
  } catch {
    throw new ToolError(
      `The payload is ${bytes.toLocaleString('en')} bytes: too long for a QR code at level ${ecc}, which holds at most ${MAX_BYTES[ecc].toLocaleString('en')} bytes of text. Shorten it, or choose a lower error-correction level${ecc === 'L' ? '' : ' (L holds the most)'}.`,
    );
  }
}

// ---------------------------------------------------------------------------------------------- drawing

/** A colour the user gave, opaque (a code's modules must not let what is behind show through), or the fallback. */
export function opaque(color: string, fallback: string): Rgba {
  try {
    return { ...parseColor(color), a: 1 };
  } catch {
    return parseColor(fallback);
  }
}

/** An opaque colour as #rrggbb: what goes into SVG markup, never the text the user typed. */
export const colorHex = ({ r, g, b }: Rgba) =>
  `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** The dark modules as one SVG path, a run of dark modules in a row as one rectangle, in module units. */
export function modulePath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x += 1;
      parts.push(`M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`);
    }
  });
  return parts.join('');
}

/**
 * The code as an SVG document, written from the matrix and two colours that went through parseColor (so
 * nothing the user typed reaches the markup as written). `scale` is pixels a module.
 */
export function renderSvg(code: QrCode, scale: number, foreground: string, background: string): string {
  const side = code.size * scale;
  const fg = colorHex(opaque(foreground, '#000000'));
  const bg = colorHex(opaque(background, '#ffffff'));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${code.size} ${code.size}" shape-rendering="crispEdges">` +
    `<rect width="${code.size}" height="${code.size}" fill="${bg}"/>` +
    `<path fill="${fg}" d="${modulePath(code.matrix)}"/></svg>\n`
  );
}

/** The code as RGBA pixels, `scale` pixels a module: what a canvas's ImageData holds (and jsQR reads). */
export function renderPixels(
  code: QrCode,
  scale: number,
  foreground: string,
  background: string,
): Uint8ClampedArray<ArrayBuffer> {
  const side = code.size * scale;
  const fg = opaque(foreground, '#000000');
  const bg = opaque(background, '#ffffff');
  const pixels = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y += 1) {
    const row = code.matrix[Math.floor(y / scale)]!;
    for (let x = 0; x < side; x += 1) {
      const { r, g, b } = row[Math.floor(x / scale)] ? fg : bg;
      const at = (y * side + x) * 4;
      pixels[at] = r;
      pixels[at + 1] = g;
      pixels[at + 2] = b;
      pixels[at + 3] = 255;
    }
  }
  return pixels;
}

// ---------------------------------------------------------------------------------------------- contrast

function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [a, b] = [luminance(opaque(first, '#000000')), luminance(opaque(second, '#ffffff'))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Why the colours may not scan, or null. Scanners threshold the image to dark and light: below about 3:1
 * many phone cameras fail; a light code on a dark ground (inverted) is refused by many readers.
 */
export function colourWarning(foreground: string, background: string): string | null {
  const ratio = contrastRatio(foreground, background);
  if (ratio < 3)
    return `The colours' contrast is ${ratio.toFixed(1)}:1, too low to scan reliably: use at least 3:1, ideally a dark code on a light ground (4.5:1 or more).`;
  if (luminance(opaque(foreground, '#000000')) > luminance(opaque(background, '#ffffff')))
    return 'The code is lighter than its background (inverted): many scanners cannot read an inverted code. Use a dark foreground on a light background.';
  return null;
}
