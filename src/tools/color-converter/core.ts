/**
 * Colours in every CSS notation, and the contrast of a text colour on a background.
 *
 * culori rather than colorjs.io: it is smaller, its `culori/fn` entry is tree-shakeable (only the modes
 * registered below reach the bundle), and it has the CSS Color 4 gamut mapping (`toGamut('rgb', 'oklch')`,
 * the binary search on oklch chroma with a just-noticeable-difference clip) that the spec prescribes.
 */
import {
  colorsNamed,
  converter,
  formatHex,
  formatHex8,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeOklab,
  modeOklch,
  modeP3,
  modeRgb,
  parse,
  toGamut,
  useMode,
  type Color,
  type Rgb,
} from 'culori/fn';
import { closestWord } from '../../lib/edit-distance';
import { ToolError } from '../../lib/tool-error';

// Registered once, at import: the notations read and written here and nothing else (`useMode` is culori's
// registration, not a React hook).
/* eslint-disable react-hooks/rules-of-hooks */
useMode(modeRgb);
useMode(modeHsl);
useMode(modeHwb);
useMode(modeLab);
useMode(modeLch);
useMode(modeOklab);
useMode(modeOklch);
useMode(modeP3);
/* eslint-enable react-hooks/rules-of-hooks */

const toRgb = converter('rgb');
const toHsl = converter('hsl');
const toHwb = converter('hwb');
const toLab = converter('lab');
const toLch = converter('lch');
const toOklab = converter('oklab');
const toOklch = converter('oklch');
const toP3 = converter('p3');
/** CSS Color 4's gamut mapping: lower the oklch chroma until the colour fits sRGB (then clip what is left). */
const mapToSrgb = toGamut('rgb', 'oklch');

export const SAMPLE_INPUT = 'oklch(0.7 0.25 145)';

/** Longer than any colour anyone writes by hand; a longer text is refused before it is read. */
export const MAX_COLOR_LENGTH = 200;

/** The CSS colour functions read here, as the error for an unknown one lists them. */
const FUNCTIONS = ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'];

/** What each function takes, for the message when its arguments do not read. */
const EXPECTS: Record<string, string> = {
  rgb: 'it takes red, green and blue as numbers 0–255 or percentages, with commas (rgb(255, 0, 0)) or spaces (rgb(255 0 0)), and an optional alpha (rgb(255 0 0 / 50%))',
  hsl: 'it takes a hue, then saturation and lightness as percentages, e.g. hsl(270 50% 40%) or hsl(270, 50%, 40%), and an optional alpha',
  hwb: 'it takes a hue, then whiteness and blackness as percentages, e.g. hwb(270 20% 40%), and an optional alpha after “/”',
  lab: 'it takes lightness (0–100 or a percentage) and the a and b axes, e.g. lab(32.4 38.4 -47.7), and an optional alpha after “/”',
  lch: 'it takes lightness (0–100), chroma and hue, e.g. lch(32.4 61.2 308.9), and an optional alpha after “/”',
  oklab:
    'it takes lightness (0–1 or a percentage) and the a and b axes, e.g. oklab(0.628 0.225 0.126), and an optional alpha after “/”',
  oklch:
    'it takes lightness (0–1 or a percentage), chroma and hue, e.g. oklch(0.628 0.2577 29.23), and an optional alpha after “/”',
  color: 'it takes a colour space (srgb or display-p3) and three numbers, e.g. color(display-p3 1 0 0)',
};

const colorError = (message: string) => new ToolError(message, { line: 1, column: 1, offset: 0 });

/** The number of values between the parentheses, counting an alpha after “/” apart. */
function valueCount(body: string): number {
  const [channels = ''] = body.split('/');
  return channels
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '').length;
}

function checkHex(text: string): void {
  const digits = text.slice(1);
  const wrong = [...digits].findIndex((character) => !/[0-9a-f]/i.test(character));
  if (wrong !== -1)
    throw new ToolError(
      `${text} is not a hex colour: “${[...digits][wrong]}” is not a hex digit (0–9 and a–f are)`,
      // The digit's place in the one-line input, after the “#”.
      { line: 1, column: wrong + 2, offset: wrong + 1 },
    );
  if (![3, 4, 6, 8].includes(digits.length))
    throw colorError(
      `${text} is not a hex colour: it has ${digits.length} digit${digits.length === 1 ? '' : 's'}; a hex colour has 3, 4, 6 or 8`,
    );
}

/** Why a colour function's text does not read: its name, its parentheses, then its values. */
function explainFunction(text: string, lower: string): string {
  const name = /^([a-z-]*)/.exec(lower)?.[1] ?? '';
  if (!FUNCTIONS.includes(name))
    return `${name}() is not a CSS colour function read here: use rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color()`;
  if (!lower.endsWith(')')) return `${text} is missing its closing “)”`;
  const body = lower.slice(lower.indexOf('(') + 1, -1);
  const base = name.replace(/a$/, '');
  if (base === 'color') {
    const space = body.trim().split(/\s+/)[0] ?? '';
    if (!['srgb', 'display-p3'].includes(space))
      return `color(${space} …) is not read here: the colour spaces read are srgb and display-p3`;
  }
  const count = valueCount(base === 'color' ? body.trim().replace(/^\S+/, '') : body);
  const counted = count === 3 || (count === 4 && body.includes(',') && !body.includes('/'));
  const found = counted ? '' : ` (it has ${count} value${count === 1 ? '' : 's'})`;
  return `${text} is not a valid ${base}() colour${found}: ${EXPECTS[base]}`;
}

/** Reads a CSS colour; throws a ToolError saying what is wrong with it. */
export function parseCssColor(input: string): Color {
  const text = input.trim();
  if (text === '') throw colorError('Type a colour: a hex code, rgb(), hsl(), oklch() or a name such as teal');
  if (text.length > MAX_COLOR_LENGTH)
    throw colorError(`This is ${text.length} characters long; a colour is at most ${MAX_COLOR_LENGTH}`);
  const lower = text.toLowerCase();
  if (lower.startsWith('#')) checkHex(text);
  else if (/^[a-z]+$/.test(lower) && lower !== 'transparent' && !Object.hasOwn(colorsNamed, lower)) {
    const near = closestWord(lower, Object.keys(colorsNamed), 3);
    throw colorError(`“${text}” is not a CSS colour name${near ? `: did you mean ${near}?` : ''}`);
  }
  const color = parse(lower);
  if (color === undefined) {
    if (/^[a-z-]*\(/.test(lower)) throw colorError(explainFunction(text, lower));
    throw colorError(`“${text}” is not a colour: write a hex code (#663399), a function (rgb(), oklch()...) or a name`);
  }
  return color;
}

/** Whether a kept or shared colour text is one this tool reads (a bound for the state). */
export function isCssColor(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    parseCssColor(value);
    return true;
  } catch {
    return false;
  }
}

/** A number as CSS writes it: at most `digits` decimals, no trailing zeros, never “-0”. */
export function num(value: number | undefined, digits: number): string {
  const rounded = Number((value ?? 0).toFixed(digits));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** A hue, 0 when the colour has none (a grey) or too little chroma for the hue to mean anything. */
const hue = (value: number | undefined, chroma: number, digits: number) =>
  Number(chroma.toFixed(4)) === 0 || value === undefined ? '0' : num(((value % 360) + 360) % 360, digits);

const withAlpha = (alpha: number) => (alpha < 1 ? ` / ${num(alpha, 3)}` : '');

/** A channel is out of sRGB when it misses 0–1 by more than a byte's rounding: finer misses are float noise. */
const OUT_OF_GAMUT_SLACK = 0.5 / 255;

export interface ColorForm {
  /** The key a test or a share reads it by. */
  id: 'hex' | 'rgb' | 'hsl' | 'hwb' | 'lab' | 'lch' | 'oklab' | 'oklch' | 'p3';
  label: string;
  text: string;
  /** True for the forms written from the gamut-mapped colour (sRGB's hex, rgb, hsl, hwb). */
  mapped: boolean;
}

export interface NamedMatch {
  name: string;
  /** Same as the colour once rounded to bytes (and opaque). */
  exact: boolean;
  /** The named colour's hex. */
  hex: string;
}

export interface ColorReport {
  /** The colour in sRGB as the browser shows it: mapped into gamut where it was outside. */
  srgb: Required<Pick<Rgb, 'r' | 'g' | 'b'>> & { alpha: number };
  /** `#rrggbb` of srgb, for a swatch or a picker (no alpha). */
  opaqueHex: string;
  alpha: number;
  inGamut: boolean;
  forms: ColorForm[];
  nearest: NamedMatch;
}

let namedOklab: { name: string; hex: string; lab: Color }[] | undefined;

/** The named colour nearest in oklab, where distance follows how different colours look. */
export function nearestNamed(color: Color): NamedMatch {
  namedOklab ??= Object.entries(colorsNamed).map(([name, value]) => {
    const hex = `#${value.toString(16).padStart(6, '0')}`;
    return { name, hex, lab: toOklab(parse(hex)!) };
  });
  const target = toOklab(color);
  const hex = formatHex(color);
  let best = namedOklab[0]!;
  let bestDistance = Infinity;
  for (const entry of namedOklab) {
    const lab = entry.lab as { l: number; a: number; b: number };
    const distance = (lab.l - target.l) ** 2 + (lab.a - target.a) ** 2 + (lab.b - target.b) ** 2;
    // Names that share a colour (aqua and cyan, gray and grey) keep the first one listed.
    if (distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return { name: best.name, hex: best.hex, exact: best.hex === hex && (color.alpha ?? 1) >= 1 };
}

/** Every notation of one colour, with whether it had to be mapped into sRGB. */
export function convertColor(input: string): ColorReport {
  const color = parseCssColor(input);
  const alpha = Math.min(1, Math.max(0, color.alpha ?? 1));
  const raw = toRgb(color);
  const inGamut = [raw.r, raw.g, raw.b].every(
    (channel) => channel >= -OUT_OF_GAMUT_SLACK && channel <= 1 + OUT_OF_GAMUT_SLACK,
  );
  const mapped = inGamut ? raw : toRgb(mapToSrgb(color));
  const clip = (channel: number) => Math.min(1, Math.max(0, channel));
  const srgb = { mode: 'rgb' as const, r: clip(mapped.r), g: clip(mapped.g), b: clip(mapped.b), alpha };
  const byte = (channel: number) => Math.round(channel * 255);

  const hsl = toHsl(srgb);
  const hwb = toHwb(srgb);
  // lab, lch, oklab and oklch hold any colour: they describe the colour as given, not the mapped one.
  const lab = toLab(color);
  const lch = toLch(color);
  const oklab = toOklab(color);
  const oklch = toOklch(color);
  const p3 = toP3(color);
  const a = withAlpha(alpha);
  const forms: ColorForm[] = [
    { id: 'hex', label: 'Hex', text: alpha < 1 ? formatHex8(srgb) : formatHex(srgb), mapped: true },
    { id: 'rgb', label: 'RGB', text: `rgb(${byte(srgb.r)} ${byte(srgb.g)} ${byte(srgb.b)}${a})`, mapped: true },
    {
      id: 'hsl',
      label: 'HSL',
      text: `hsl(${hue(hsl.h, hsl.s, 1)} ${num(hsl.s * 100, 1)}% ${num(hsl.l * 100, 1)}%${a})`,
      mapped: true,
    },
    {
      id: 'hwb',
      label: 'HWB',
      text: `hwb(${hue(hwb.h, 1 - hwb.w - hwb.b, 1)} ${num(hwb.w * 100, 1)}% ${num(hwb.b * 100, 1)}%${a})`,
      mapped: true,
    },
    { id: 'lab', label: 'Lab', text: `lab(${num(lab.l, 2)} ${num(lab.a, 2)} ${num(lab.b, 2)}${a})`, mapped: false },
    {
      id: 'lch',
      label: 'LCH',
      text: `lch(${num(lch.l, 2)} ${num(lch.c, 2)} ${hue(lch.h, lch.c / 100, 2)}${a})`,
      mapped: false,
    },
    {
      id: 'oklab',
      label: 'Oklab',
      text: `oklab(${num(oklab.l, 4)} ${num(oklab.a, 4)} ${num(oklab.b, 4)}${a})`,
      mapped: false,
    },
    {
      id: 'oklch',
      label: 'Oklch',
      text: `oklch(${num(oklch.l, 4)} ${num(oklch.c, 4)} ${hue(oklch.h, oklch.c, 2)}${a})`,
      mapped: false,
    },
    {
      id: 'p3',
      label: 'Display P3',
      text: `color(display-p3 ${num(p3.r, 4)} ${num(p3.g, 4)} ${num(p3.b, 4)}${a})`,
      mapped: false,
    },
  ];
  return {
    srgb: { r: srgb.r, g: srgb.g, b: srgb.b, alpha },
    opaqueHex: formatHex(srgb),
    alpha,
    inGamut,
    forms,
    nearest: nearestNamed(srgb),
  };
}

/** Text for a recipe step or a copy of everything: one form a line. */
export function colorLines(report: ColorReport): string {
  const lines = report.forms.map((form) => form.text);
  lines.push(`${report.nearest.name}${report.nearest.exact ? '' : ' (nearest)'}`);
  return lines.join('\n');
}

// --- Contrast -------------------------------------------------------------------------------------------

type Opaque = { mode: 'rgb'; r: number; g: number; b: number };

/** `top` painted over `bottom` with top's alpha, in gamma-encoded sRGB as browsers composite. */
function composite(top: { r: number; g: number; b: number; alpha: number }, bottom: Opaque): Opaque {
  const mix = (over: number, under: number) => over * top.alpha + under * (1 - top.alpha);
  return { mode: 'rgb', r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) };
}

/**
 * APCA-W3 0.0.98G-4g (Myndex, https://github.com/Myndex/apca-w3): the constants of that version, exactly.
 * culori has no APCA, so it is here; the known figures (#888 on #fff Lc 63.1, black on white 106.0, white on
 * black -107.9) are in the tests.
 */
const APCA = {
  mainTRC: 2.4,
  sRco: 0.2126729,
  sGco: 0.7151522,
  sBco: 0.072175,
  normBG: 0.56,
  normTXT: 0.57,
  revTXT: 0.62,
  revBG: 0.65,
  blkThrs: 0.022,
  blkClmp: 1.414,
  scaleBoW: 1.14,
  scaleWoB: 1.14,
  loBoWoffset: 0.027,
  loWoBoffset: 0.027,
  deltaYmin: 0.0005,
  loClip: 0.1,
} as const;

/** APCA's screen luminance: a plain 2.4 power per channel, then the soft clamp near black. */
function apcaY({ r, g, b }: Opaque): number {
  const y =
    APCA.sRco * Math.pow(r, APCA.mainTRC) +
    APCA.sGco * Math.pow(g, APCA.mainTRC) +
    APCA.sBco * Math.pow(b, APCA.mainTRC);
  return y < APCA.blkThrs ? y + Math.pow(APCA.blkThrs - y, APCA.blkClmp) : y;
}

/** The APCA lightness contrast Lc of opaque text on an opaque background: positive dark on light, negative light on dark. */
export function apcaContrast(text: Opaque, background: Opaque): number {
  const yText = apcaY(text);
  const yBackground = apcaY(background);
  if (Math.abs(yBackground - yText) < APCA.deltaYmin) return 0;
  if (yBackground > yText) {
    const sapc = (Math.pow(yBackground, APCA.normBG) - Math.pow(yText, APCA.normTXT)) * APCA.scaleBoW;
    return sapc < APCA.loClip ? 0 : (sapc - APCA.loBoWoffset) * 100;
  }
  const sapc = (Math.pow(yBackground, APCA.revBG) - Math.pow(yText, APCA.revTXT)) * APCA.scaleWoB;
  return sapc > -APCA.loClip ? 0 : (sapc + APCA.loWoBoffset) * 100;
}

export interface Verdict {
  id: 'aa-normal' | 'aa-large' | 'aaa-normal' | 'aaa-large' | 'ui';
  label: string;
  /** The ratio it needs. */
  needs: number;
  passes: boolean;
}

export interface ContrastReport {
  /** The WCAG 2 ratio, unrounded (the verdicts compare this; 4.499 fails 4.5). */
  ratio: number;
  /** The ratio as shown: two decimals, without trailing zeros, e.g. "4.48:1", "21:1". */
  ratioText: string;
  apca: number;
  verdicts: Verdict[];
  /** The colours compared, after compositing: what the swatch shows. */
  text: string;
  background: string;
  /** Notes on what was composited. */
  notes: string[];
}

/** WCAG 2's relative luminance (its sRGB linearisation, with the 0.04045 threshold sRGB defines). */
function luminance({ r, g, b }: Opaque): number {
  const linear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : Math.pow((channel + 0.055) / 1.055, 2.4));
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2's contrast ratio, 1 to 21: written here rather than culori's, which needs one more mode. */
export function wcagRatio(one: Opaque, other: Opaque): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Opaque = { mode: 'rgb', r: 1, g: 1, b: 1 };

/** A colour of the contrast pair as sRGB (mapped into gamut), with its alpha. */
function srgbOf(input: string, which: string) {
  try {
    return convertColor(input).srgb;
  } catch (error) {
    if (error instanceof ToolError) throw new ToolError(`The ${which}: ${error.message}`);
    throw error;
  }
}

/**
 * WCAG 2 contrast of text on a background, with the AA and AAA verdicts (1.4.3, 1.4.6) and the 3:1 for
 * interface components (1.4.11), and APCA's Lc. A translucent text colour is painted over the background
 * first, and a translucent background over white (a page's default), since that is what the eye compares.
 */
export function checkContrast(textInput: string, backgroundInput: string): ContrastReport {
  const textColor = srgbOf(textInput, 'text colour');
  const backgroundColor = srgbOf(backgroundInput, 'background');
  const notes: string[] = [];
  const background = composite(backgroundColor, WHITE);
  if (backgroundColor.alpha < 1) notes.push('The background is translucent: it is shown over white.');
  const text = composite(textColor, background);
  if (textColor.alpha < 1) notes.push('The text colour is translucent: it is painted over the background first.');
  const ratio = wcagRatio(text, background);
  const needs = [
    { id: 'aa-normal', label: 'AA normal text', needs: 4.5 },
    { id: 'aa-large', label: 'AA large text', needs: 3 },
    { id: 'aaa-normal', label: 'AAA normal text', needs: 7 },
    { id: 'aaa-large', label: 'AAA large text', needs: 4.5 },
    { id: 'ui', label: 'UI components and graphics', needs: 3 },
  ] as const;
  return {
    ratio,
    ratioText: `${num(ratio, 2)}:1`,
    apca: apcaContrast(text, background),
    verdicts: needs.map((need) => ({ ...need, passes: ratio >= need.needs })),
    text: formatHex(text),
    background: formatHex(background),
    notes,
  };
}
