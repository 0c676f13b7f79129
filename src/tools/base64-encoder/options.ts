import { defineOptions } from '../../lib/options-schema';

/** Base64 Encoder's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  urlSafe: { kind: 'switch', label: 'URL-safe alphabet (- and _)', default: false },
  omitPadding: { kind: 'switch', label: 'No padding (=)', default: false },
  lineLength: {
    kind: 'choice',
    label: 'Line breaks',
    default: 0,
    choices: [
      { value: 0, label: 'None (one line)' },
      { value: 76, label: 'Every 76 characters (MIME)' },
      { value: 64, label: 'Every 64 characters (PEM)' },
    ],
  },
  dataUrl: {
    kind: 'switch',
    label: 'Output as a data URL',
    default: false,
    hint: 'A data URL is always standard Base64 with padding on one line, as browsers read it, so the other options do not apply.',
  },
});
