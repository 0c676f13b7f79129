import { defineOptions } from '../../lib/options-schema';

/** URL Encoder's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  mode: {
    kind: 'choice',
    label: 'Mode',
    default: 'component',
    control: 'radio',
    choices: [
      {
        value: 'component',
        label: 'Component',
        hint: "encodeURIComponent: for a query value or path segment. Only A–Z a–z 0–9 - _ . ! ~ * ' ( ) stay as they are.",
      },
      {
        value: 'uri',
        label: 'Whole URL',
        hint: 'encodeURI: for a complete URL. Keeps the characters that structure it (: / ? # & = + $ , ; @), so the URL still works.',
      },
      {
        value: 'form',
        label: 'Form',
        hint: 'application/x-www-form-urlencoded, as HTML forms and URLSearchParams write it: a space becomes "+".',
      },
    ],
  },
  perLine: { kind: 'switch', label: 'Encode each line separately (keep line breaks)', default: false },
});
