import { defineOptions } from '../../lib/options-schema';

/** URL Decoder's options: the screen's controls, its kept state and its recipe step's options. */
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
        hint: 'decodeURIComponent: every %XX escape is decoded. "+" stays a plus sign.',
      },
      {
        value: 'uri',
        label: 'Whole URL',
        hint: 'decodeURI: escapes of the characters that structure a URL (%2F %3F %23 %26 %3D ...) stay encoded, so the URL keeps its meaning.',
      },
      {
        value: 'form',
        label: 'Form',
        hint: 'application/x-www-form-urlencoded: "+" is a space, then every %XX escape is decoded.',
      },
    ],
  },
});
