import { boundedReader, CSS_IMPORT_LIMIT } from '../../lib/css/bounds';
import { ToolError } from '../../lib/tool-error';
import type { Bound } from '../../lib/tool-state';

export const STYLES = ['solid', 'dashed', 'dotted', 'double'] as const;
export type BorderStyle = (typeof STYLES)[number];

/** The limits of the width slider, which a share link and an import are held to. */
export const WIDTH_RANGE = { min: 0, max: 20 };

/** The tool's state, declared once: kept per tab across reloads, and reset by Clear. */
export const DEFAULT_STATE = {
  /** The import field, and the text the controls were last taken from. */
  input: '',
  imported: '',
  width: 2,
  style: 'solid' as BorderStyle,
};

export type GeneratorState = typeof DEFAULT_STATE;

/** CSS to paste into the import field, for Load Sample. */
export const SAMPLE_INPUT = '.card {\n  border: 4px dashed;\n}';

/** The presets: each sets some of the controls. */
export const PRESETS: readonly { label: string; apply: Partial<GeneratorState> }[] = [
  { label: 'Hairline', apply: { width: 1, style: 'solid' } },
  { label: 'Dotted', apply: { width: 3, style: 'dotted' } },
  { label: 'Double', apply: { width: 6, style: 'double' } },
];

/** The generated declaration. */
export function cssOf({ width, style }: Pick<GeneratorState, 'width' | 'style'>): string {
  return `border: ${width}px ${style};`;
}

const DECLARATION = /(?:^|[\s{;])border\s*:\s*([^;}]*)/i;

const isStyle = (word: string): word is BorderStyle => (STYLES as readonly string[]).includes(word);

/**
 * The controls for pasted CSS: a `border` declaration (in a rule or not) or its value, made of a width in px
 * and a style, in any order. Throws a ToolError that says what it cannot read.
 */
export function readBorder(text: string): Partial<GeneratorState> {
  const declaration = DECLARATION.exec(text);
  if (!declaration && /[:{]/.test(text))
    throw new ToolError('There is no border declaration here: paste one, such as border: 2px solid;');
  const value = (declaration ? declaration[1]! : text).trim().replace(/;$/, '');
  if (value === '') throw new ToolError('The border has no value');
  const result: Partial<GeneratorState> = {};
  for (const word of value.toLowerCase().split(/\s+/)) {
    const width = /^(\d+(?:\.\d+)?)(px)?$/.exec(word);
    if (width && (width[2] || width[1] === '0')) result.width = Number(width[1]);
    else if (isStyle(word)) result.style = word;
    else throw new ToolError(`"${word}" is not a width in px or a style (${STYLES.join(', ')})`);
  }
  return result;
}

/** The limits the controls keep: what a share link or storage restores is brought within them. */
export const BOUNDS = {
  input: { maxLength: CSS_IMPORT_LIMIT },
  imported: { maxLength: CSS_IMPORT_LIMIT },
  width: { ...WIDTH_RANGE, integer: true },
} satisfies Record<string, Bound>;

/** What the notices and messages call the fields, where the state's name would not say. */
export const NAMES = { input: 'import field', imported: 'imported text', width: 'border width' };

/** A pasted border, as readBorder reads it, held to the limits the controls keep (useTextImport). */
export const importBorder = boundedReader(readBorder, BOUNDS, NAMES, CSS_IMPORT_LIMIT);
