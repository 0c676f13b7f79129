/**
 * Everything about a favicon set that is bytes or text: the ICO container, the web app manifest, the
 * `<link>` tags, the SVG of a text favicon, the geometry the canvas draws with, and the ZIP's file list.
 * Drawing itself needs a canvas and lives in render.ts; nothing here touches the DOM.
 */
import { zipSync, type Zippable } from 'fflate';
import { escapeMarkup } from '../../lib/markup';
import { isColor, opaqueHex, parseColor, safeColor } from '../../lib/css/color';
import { ToolError } from '../../lib/tool-error';
import type { Bound } from '../../lib/tool-state';
import { splitGraphemes } from '../../lib/unicode';

/** What Load Sample puts in the text field: two letters, which every system font can draw. */
export const SAMPLE_INPUT = 'DT';

/** The most characters (as a person counts them) a favicon has room for. */
export const MAX_TEXT_CHARACTERS = 3;

export type FontChoice = 'sans' | 'serif' | 'mono' | 'rounded';
export type ShapeChoice = 'none' | 'square' | 'rounded' | 'circle';

export const FONT_CHOICES: readonly FontChoice[] = ['sans', 'serif', 'mono', 'rounded'];
export const SHAPE_CHOICES: readonly ShapeChoice[] = ['none', 'square', 'rounded', 'circle'];

/**
 * System font stacks: nothing is downloaded, so the favicon is drawn in a font the machine has. The emoji
 * fonts come last, so an emoji is drawn in colour wherever the text font has no glyph for it.
 */
const EMOJI_FONTS = '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"';
export const FONT_STACKS: Record<FontChoice, string> = {
  sans: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif, ${EMOJI_FONTS}`,
  serif: `Georgia, Cambria, "Times New Roman", "Liberation Serif", serif, ${EMOJI_FONTS}`,
  mono: `ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace, ${EMOJI_FONTS}`,
  rounded: `ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", Quicksand, Nunito, system-ui, sans-serif, ${EMOJI_FONTS}`,
};

/** How the icon looks, whatever its source: the text's font and colour, and the shape behind it. */
export interface FaviconDesign {
  text: string;
  font: FontChoice;
  bold: boolean;
  /** CSS colours as lib/css/color writes them. */
  textColor: string;
  background: string;
  shape: ShapeChoice;
  /** Space around the content, in percent of the icon's side on each edge (0–40). */
  padding: number;
}

export const MAX_PADDING = 40;
/**
 * The longest text the text field keeps: three characters as a person counts them can be long in code units
 * (a family emoji is 11), and this is far past any of them; readFaviconText names the real limit.
 */
export const MAX_INPUT_LENGTH = 100;
/** The longest app name, short name or path the manifest fields keep. */
export const MAX_FIELD_LENGTH = 500;

/**
 * The limits the controls keep, as the state's bounds: what a share link or storage restores is brought
 * within them. A colour must be one the colour fields read: it is written into favicon.svg, the manifest
 * and the tags.
 */
export const FAVICON_BOUNDS = {
  input: { maxLength: MAX_INPUT_LENGTH },
  textColor: { valid: isColor },
  background: { valid: isColor },
  padding: { min: 0, max: MAX_PADDING },
  appName: { maxLength: MAX_FIELD_LENGTH },
  shortName: { maxLength: MAX_FIELD_LENGTH },
  themeColor: { valid: isColor },
  manifestBackground: { valid: isColor },
  basePath: { maxLength: MAX_FIELD_LENGTH },
} satisfies Record<string, Bound>;

/** What the notice calls the fields, where the state's name would not say. */
export const FAVICON_NAMES = {
  input: 'text',
  textColor: 'text colour',
  background: 'background colour',
  themeColor: 'theme colour',
  manifestBackground: 'manifest background colour',
  basePath: 'path of the files',
};

/**
 * The text a favicon is made of, trimmed, or a ToolError saying why it cannot be one. Null for an empty
 * field (nothing to draw yet, which is no error).
 */
export function readFaviconText(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  if (/[\r\n]/.test(text)) throw new ToolError('A favicon’s text is one line: remove the line break.');
  const characters = splitGraphemes(text).length;
  if (characters > MAX_TEXT_CHARACTERS)
    throw new ToolError(
      `“${text.length > 24 ? `${text.slice(0, 20)}…` : text}” is ${characters} characters; a favicon has room for 1 to ${MAX_TEXT_CHARACTERS} (letters or an emoji).`,
    );
  return text;
}

/* ------------------------------------------------------------------------------------------------ */
/* Geometry                                                                                          */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The rounded shape's corner radius, as a share of the side (what the SVG's rx is out of 100). */
export const ROUNDED_RADIUS = 0.2;
/** The maskable icon's safe zone: a centred circle 80 % of the side across (W3C manifest, "maskable"). */
export const SAFE_ZONE = 0.8;

/** Where the content goes in an icon of `size` px: inside the padding, on every edge. */
export function contentBox(size: number, padding: number): Box {
  const inset = (size * Math.min(MAX_PADDING, Math.max(0, padding))) / 100;
  return { x: inset, y: inset, width: size - 2 * inset, height: size - 2 * inset };
}

/**
 * Where the content goes in a maskable icon: the padded box of an icon the size of the safe zone, centred.
 * The background fills the whole square, since a launcher crops it to its own shape.
 */
export function maskableContentBox(size: number, padding: number): Box {
  const zone = size * SAFE_ZONE;
  const offset = (size - zone) / 2;
  const inner = contentBox(zone, padding);
  return { x: offset + inner.x, y: offset + inner.y, width: inner.width, height: inner.height };
}

/** The largest box of the given aspect (width / height) that fits `box`, centred in it. */
export function fitInto(box: Box, aspect: number): Box {
  const safeAspect = Number.isFinite(aspect) && aspect > 0 ? aspect : 1;
  const width = Math.min(box.width, box.height * safeAspect);
  const height = width / safeAspect;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

/** What `measureText` tells of a run of text at some font size: its ink box around the pen position. */
export interface TextInk {
  fontSize: number;
  left: number;
  right: number;
  ascent: number;
  descent: number;
}

/** Where to put a line of text so its ink fills `box` as far as it can, centred: the font size and the pen position. */
export interface TextPlacement {
  fontSize: number;
  /** The pen's start, on the alphabetic baseline, with the text drawn left-aligned. */
  x: number;
  y: number;
}

/** Scales the measured ink to fit `box` and centres it (the ink, not the font's line box, so letters sit visually centred). */
export function placeText(ink: TextInk, box: Box): TextPlacement {
  const inkWidth = ink.left + ink.right;
  const inkHeight = ink.ascent + ink.descent;
  if (!(inkWidth > 0) || !(inkHeight > 0) || !(ink.fontSize > 0)) {
    // Nothing visible (a space): any placement draws nothing.
    return { fontSize: box.height, x: box.x, y: box.y + box.height };
  }
  const scale = Math.min(box.width / inkWidth, box.height / inkHeight);
  const width = inkWidth * scale;
  const height = inkHeight * scale;
  return {
    fontSize: ink.fontSize * scale,
    x: box.x + (box.width - width) / 2 + ink.left * scale,
    y: box.y + (box.height - height) / 2 + ink.ascent * scale,
  };
}

/**
 * A guess at a text's ink, for when it cannot be measured (no canvas): capitals of a sans-serif font are
 * about 0.6 em wide and 0.7 em tall, an emoji about 1 em square.
 */
export function estimatedInk(text: string, fontSize = 100): TextInk {
  const characters = splitGraphemes(text);
  const emoji = characters.some((character) => /\p{Extended_Pictographic}/u.test(character));
  const width = characters.length * (emoji ? 1 : 0.62) * fontSize;
  return {
    fontSize,
    left: 0,
    right: width,
    ascent: (emoji ? 0.8 : 0.72) * fontSize,
    descent: emoji ? 0.2 * fontSize : 0,
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* Colours                                                                                           */

/** Whether a colour draws anything (a stored value that is not a colour draws nothing). */
export function isVisible(color: string): boolean {
  try {
    return parseColor(color).a > 0;
  } catch {
    return false;
  }
}

/** `#rrggbb` for a colour, for the manifest and `theme-color`, which want a solid colour; white for one that does not read. */
export function solidHex(color: string): string {
  try {
    return opaqueHex(parseColor(color));
  } catch {
    return '#ffffff';
  }
}

/**
 * The solid background behind the full-square icons (apple-touch-icon, maskable): the shape's colour made
 * opaque, or the manifest's background colour when the design has no background.
 */
export function solidBackground(
  design: Pick<FaviconDesign, 'shape' | 'background'>,
  manifestBackground: string,
): string {
  return design.shape !== 'none' && isVisible(design.background)
    ? solidHex(design.background)
    : solidHex(manifestBackground);
}

/* ------------------------------------------------------------------------------------------------ */
/* favicon.svg for a text favicon                                                                    */

const round = (value: number) => Math.round(value * 100) / 100;

/** The shape behind the content, in a 100 × 100 viewBox; '' for none. */
function svgShape(shape: ShapeChoice, fill: string): string {
  const color = escapeMarkup(safeColor(fill, '#ffffff'));
  switch (shape) {
    case 'square':
      return `<rect width="100" height="100" fill="${color}"/>`;
    case 'rounded':
      return `<rect width="100" height="100" rx="${ROUNDED_RADIUS * 100}" fill="${color}"/>`;
    case 'circle':
      return `<circle cx="50" cy="50" r="50" fill="${color}"/>`;
    default:
      return '';
  }
}

/**
 * favicon.svg for a text favicon: the shape and one `<text>` element, escaped, in the same font stack and
 * place as the PNGs (`ink` is the text measured by the canvas that drew them; estimated when not given).
 */
export function textSvg(design: FaviconDesign, ink: TextInk = estimatedInk(design.text)): string {
  const place = placeText(ink, contentBox(100, design.padding));
  const shape = isVisible(design.background) ? svgShape(design.shape, design.background) : '';
  const text = [
    `<text x="${round(place.x)}" y="${round(place.y)}"`,
    // Single quotes around the font names read better than &quot; in the double-quoted attribute.
    ` font-family="${escapeMarkup(FONT_STACKS[design.font].replace(/"/g, "'"))}"`,
    ` font-size="${round(place.fontSize)}"`,
    design.bold ? ' font-weight="700"' : '',
    // The colour is written as a colour, never as the text a link gave (`url(https://…)`).
    ` fill="${escapeMarkup(safeColor(design.textColor, '#000000'))}">${escapeMarkup(design.text)}</text>`,
  ].join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    ...(shape ? [`  ${shape}`] : []),
    `  ${text}`,
    '</svg>',
    '',
  ].join('\n');
}

/* ------------------------------------------------------------------------------------------------ */
/* Image files                                                                                       */

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'svg';

export const IMAGE_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

export function isPng(bytes: Uint8Array): boolean {
  return startsWith(bytes, PNG_SIGNATURE);
}

/** What an opened file is, by its bytes (its name and type can lie); a ToolError for anything but the four kinds. */
export function imageKind(bytes: Uint8Array, name: string): ImageKind {
  if (isPng(bytes)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  const head = new TextDecoder().decode(bytes.subarray(0, 4096));
  // An SVG may open with a byte order mark, an XML declaration, comments and a doctype before <svg.
  if (/^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s/>]/i.test(head)) return 'svg';
  const other = startsWith(bytes, ascii('GIF8'))
    ? 'a GIF image'
    : startsWith(bytes, [0, 0, 1, 0])
      ? 'an ICO file'
      : startsWith(bytes, ascii('BM'))
        ? 'a BMP image'
        : 'not an image this tool reads';
  throw new ToolError(`“${name}” is ${other}: open a PNG, JPEG, WebP or SVG file.`);
}

/* ------------------------------------------------------------------------------------------------ */
/* favicon.ico                                                                                       */

export interface SizedPng {
  size: number;
  png: Uint8Array;
}

const ICONDIR_BYTES = 6;
const ICONDIRENTRY_BYTES = 16;

/**
 * An ICO file holding PNG images (Windows Vista and every browser read PNG entries): the 6-byte ICONDIR
 * (reserved 0, type 1, count), one 16-byte ICONDIRENTRY per image, then the PNGs, in the order given.
 */
export function icoFromPngs(images: readonly SizedPng[]): Uint8Array {
  if (images.length === 0 || images.length > 0xffff) throw new ToolError('An ICO file holds 1 to 65,535 images.');
  for (const { size, png } of images) {
    if (!Number.isInteger(size) || size < 1 || size > 256)
      throw new ToolError(`An ICO image is 1 to 256 px square, not ${size} px.`);
    if (!isPng(png)) throw new ToolError(`The ${size} px image is not a PNG.`);
  }
  const headerBytes = ICONDIR_BYTES + ICONDIRENTRY_BYTES * images.length;
  const total = images.reduce((sum, image) => sum + image.png.length, headerBytes);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // 1: icon (2 would be a cursor)
  view.setUint16(4, images.length, true);
  let offset = headerBytes;
  images.forEach(({ size, png }, index) => {
    const entry = ICONDIR_BYTES + ICONDIRENTRY_BYTES * index;
    // 256 px is written as 0: the byte cannot hold it.
    view.setUint8(entry, size % 256);
    view.setUint8(entry + 1, size % 256);
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(png, offset);
    offset += png.length;
  });
  return bytes;
}

/* ------------------------------------------------------------------------------------------------ */
/* The file set                                                                                      */

/** The PNGs of a favicon set: file name and side in px. The three smallest also go into favicon.ico. */
export const PNG_FILES = [
  { name: 'favicon-16x16.png', size: 16 },
  { name: 'favicon-32x32.png', size: 32 },
  { name: 'favicon-48x48.png', size: 48 },
  { name: 'apple-touch-icon.png', size: 180 },
  { name: 'android-chrome-192x192.png', size: 192 },
  { name: 'android-chrome-512x512.png', size: 512 },
] as const;
export const MASKABLE_FILE = { name: 'maskable-icon-512x512.png', size: 512 } as const;
export const ICO_SIZES = [16, 32, 48] as const;

export type PngFileName = (typeof PNG_FILES)[number]['name'] | typeof MASKABLE_FILE.name;

/** Where the files will be served from, and what the manifest and the tags say about the site. */
export interface SiteOptions {
  /** The URL path the files are put under: "/" for the site's root. */
  basePath: string;
  appName: string;
  shortName: string;
  themeColor: string;
  backgroundColor: string;
  /** Whether there is a favicon.svg (an SVG or text source). */
  hasSvg: boolean;
}

export const DEFAULT_APP_NAME = 'My Website';

/** The path prefix as written in the tags: a leading and a trailing slash; a URL prefix is kept as it is. */
export function normalizeBasePath(path: string): string {
  const trimmed = path.trim();
  if (trimmed === '') return '/';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
  const withLeading = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/** The app's name and short name as the manifest gives them: defaults for empty fields, a short name of at most 12 characters. */
export function appNames(options: Pick<SiteOptions, 'appName' | 'shortName'>): { name: string; shortName: string } {
  const name = options.appName.trim() || DEFAULT_APP_NAME;
  const short = options.shortName.trim() || name;
  return { name, shortName: [...short].length > 12 ? [...short].slice(0, 12).join('').trimEnd() : short };
}

/** site.webmanifest: names, the 192 and 512 px icons plus the maskable one, and the colours. */
export function webManifest(options: SiteOptions): string {
  const base = normalizeBasePath(options.basePath);
  const { name, shortName } = appNames(options);
  const manifest = {
    name,
    short_name: shortName,
    icons: [
      { src: `${base}android-chrome-192x192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${base}android-chrome-512x512.png`, sizes: '512x512', type: 'image/png' },
      { src: `${base}${MASKABLE_FILE.name}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    theme_color: solidHex(options.themeColor),
    background_color: solidHex(options.backgroundColor),
    display: 'standalone',
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** An attribute value in double quotes. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The tags for the page's <head>: favicon.ico (sized 32x32, so Chrome prefers the SVG where there is one),
 * favicon.svg, the PNGs for browsers that take neither, the Apple touch icon, the manifest and theme-color.
 */
export function linkTags(options: SiteOptions): string {
  const base = attribute(normalizeBasePath(options.basePath));
  return [
    `<link rel="icon" href="${base}favicon.ico" sizes="32x32">`,
    ...(options.hasSvg ? [`<link rel="icon" href="${base}favicon.svg" type="image/svg+xml">`] : []),
    `<link rel="icon" href="${base}favicon-32x32.png" type="image/png" sizes="32x32">`,
    `<link rel="icon" href="${base}favicon-16x16.png" type="image/png" sizes="16x16">`,
    `<link rel="apple-touch-icon" href="${base}apple-touch-icon.png">`,
    `<link rel="manifest" href="${base}site.webmanifest">`,
    `<meta name="theme-color" content="${solidHex(options.themeColor)}">`,
    '',
  ].join('\n');
}

export interface FaviconFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface RenderedPngs {
  /** Every PNG_FILES entry and the maskable icon, by file name. */
  pngs: Record<PngFileName, Uint8Array>;
  /** The SVG file's text: the opened SVG, or the text favicon's; null for a raster source. */
  svg: string | null;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Every file of the set, in the order they are listed and zipped. */
export function faviconFiles(rendered: RenderedPngs, site: SiteOptions): FaviconFile[] {
  const ico = icoFromPngs(
    ICO_SIZES.map((size) => ({ size, png: rendered.pngs[`favicon-${size}x${size}.png` as PngFileName] })),
  );
  const options = { ...site, hasSvg: rendered.svg !== null };
  return [
    { name: 'favicon.ico', type: 'image/x-icon', bytes: ico },
    ...(rendered.svg !== null ? [{ name: 'favicon.svg', type: 'image/svg+xml', bytes: utf8(rendered.svg) }] : []),
    ...[...PNG_FILES, MASKABLE_FILE].map(({ name }) => ({ name, type: 'image/png', bytes: rendered.pngs[name] })),
    { name: 'site.webmanifest', type: 'application/manifest+json', bytes: utf8(webManifest(options)) },
    { name: 'favicon-tags.html', type: 'text/html', bytes: utf8(linkTags(options)) },
  ];
}

/** The ZIP of every file; PNGs and the ICO are stored (already compressed), text is deflated. */
export function zipFiles(files: readonly FaviconFile[]): Uint8Array {
  const entries: Zippable = {};
  for (const file of files)
    entries[file.name] = [
      file.bytes,
      { level: file.type.startsWith('image/') && file.type !== 'image/svg+xml' ? 0 : 9 },
    ];
  // A fixed date: the same icons give the same ZIP.
  return zipSync(entries, { mtime: new Date(2000, 0, 1) });
}

/**
 * An SVG's aspect ratio (width / height) from its root's width and height, or else its viewBox; 1 when it
 * gives neither (the browser would draw it 300 × 150, which says nothing of the drawing).
 */
export function svgAspect(svg: string): number {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attributeOf = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const length = (value: string | undefined) => {
    const match = /^\s*(\d*\.?\d+)\s*(px)?\s*$/.exec(value ?? '');
    return match ? Number(match[1]) : NaN;
  };
  const width = length(attributeOf('width'));
  const height = length(attributeOf('height'));
  if (width > 0 && height > 0) return width / height;
  const box = (attributeOf('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length === 4 && box[2]! > 0 && box[3]! > 0) return box[2]! / box[3]!;
  return 1;
}
