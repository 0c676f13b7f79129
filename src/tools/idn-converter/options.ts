import { defineOptions } from '../../lib/options-schema';

/** The IDN converter's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  direction: {
    kind: 'choice',
    label: 'Direction',
    default: 'to-ascii',
    control: 'radio',
    choices: [
      { value: 'to-ascii', label: 'Unicode → ASCII (punycode)' },
      { value: 'to-unicode', label: 'ASCII (punycode) → Unicode' },
    ],
  },
  /** Drawn by the screen, with a hint that follows the setting. */
  mapping: { kind: 'switch', label: 'Apply the IDNA mapping', default: true },
});
