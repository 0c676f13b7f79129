import { declareState, defineOptions } from '../../lib/options-schema';
import { FAVICON_BOUNDS, FAVICON_NAMES, FONT_CHOICES, MAX_FIELD_LENGTH, MAX_PADDING, SHAPE_CHOICES } from './core';

/**
 * The favicon generator's options, declared once: the controls are drawn from them, and they are kept per tab
 * across reloads and in share links, and reset by Clear. An opened image is not part of the state (see the
 * note on screen): only the text source is kept.
 */
export const OPTIONS = defineOptions({
  font: {
    kind: 'choice',
    label: 'Font',
    default: 'sans',
    choices: [
      { value: 'sans', label: 'Sans-serif' },
      { value: 'serif', label: 'Serif' },
      { value: 'mono', label: 'Monospace' },
      { value: 'rounded', label: 'Rounded' },
    ],
  },
  bold: { kind: 'switch', label: 'Bold', default: true },
  textColor: { kind: 'color', label: 'Text colour', default: '#ffffff' },
  shape: {
    kind: 'choice',
    label: 'Shape',
    control: 'radio',
    default: 'rounded',
    choices: SHAPE_CHOICES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
  },
  background: { kind: 'color', label: 'Background colour', default: '#2563eb' },
  padding: { kind: 'range', label: 'Padding', default: 12, min: 0, max: MAX_PADDING, unit: '%' },
  appName: { kind: 'text', label: 'App name', default: '', maxLength: MAX_FIELD_LENGTH, placeholder: 'My Website' },
  shortName: {
    kind: 'text',
    label: 'Short name',
    default: '',
    maxLength: MAX_FIELD_LENGTH,
    placeholder: 'the app name, up to 12 characters',
  },
  basePath: { kind: 'text', label: 'Path of the files', default: '/', maxLength: MAX_FIELD_LENGTH, placeholder: '/' },
  themeColor: { kind: 'color', label: 'Theme colour', default: '#2563eb', withAlpha: false },
  manifestBackground: { kind: 'color', label: 'Manifest background colour', default: '#ffffff', withAlpha: false },
});

/** The tool's state: the options and the text (or emoji) the icon is drawn from, held to the core's bounds. */
export const STATE = declareState(
  OPTIONS,
  { input: '' },
  { choices: { font: FONT_CHOICES, shape: SHAPE_CHOICES }, bounds: FAVICON_BOUNDS, names: FAVICON_NAMES },
);
