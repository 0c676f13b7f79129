import { defineOptions } from '../../lib/options-schema';

export const OPTIONS = defineOptions({
  mode: {
    kind: 'choice',
    label: 'Syntax',
    control: 'radio',
    default: 'rfc9535',
    choices: [
      { value: 'rfc9535', label: 'RFC 9535', hint: 'The JSONPath standard, with exact numbers.' },
      {
        value: 'legacy',
        label: 'Legacy (jsonpath-plus)',
        hint: 'The older Goessner syntax, as jsonpath-plus reads it. Numbers are JavaScript doubles in this mode: integers beyond 2^53 and long decimals are approximated.',
      },
    ],
  },
});
